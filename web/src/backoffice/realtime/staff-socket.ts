/** The staff side of the realtime socket (docs/money.md, "Realtime socket"). */

export type LiveStatus = 'connecting' | 'live' | 'offline';

export interface StaffSocketAuth {
  userId: number;
  agentId: number;
  /**
   * Left out by the back office's pages: the browser sends the staff cookie with the socket's
   * handshake and the server verifies that (docs/money.md "Realtime socket").
   */
  token?: string;
}

/** The part of the browser's WebSocket this client uses (a fake one in tests). */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export interface StaffSocketOptions {
  url: string;
  /** Read on every (re)connection so that a newer token is used. */
  auth: () => StaffSocketAuth | null;
  onEvent?: (event: string, data: unknown) => void;
  onStatus?: (status: LiveStatus) => void;
  /** The server refused the token (close code 4401). */
  onRejected?: () => void;
  reconnectDelayMs?: number;
  /** After a refused token: long enough not to hammer the server, short enough to heal. */
  rejectedRetryMs?: number;
  createSocket?: (url: string) => SocketLike;
}

export interface StaffSocket {
  close(): void;
}

export const RECONNECT_DELAY_MS = 1_000;
export const REJECTED_RETRY_MS = 30_000;
export const CLOSE_UNAUTHORIZED = 4401;
const OPEN = 1;

/** `ws(s)://<this host>/ws`: the socket is served next to the API, on the agent's own host. */
export function socketUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;
}

/**
 * Keeps one socket open for a staff member: identifies with the staff cookie (or a token), answers
 * the server's pings, reconnects after a drop, and hands every other event to `onEvent`.
 */
export function connectStaffSocket(options: StaffSocketOptions): StaffSocket {
  const create = options.createSocket ?? ((url: string) => new WebSocket(url) as SocketLike);
  const reconnectDelay = options.reconnectDelayMs ?? RECONNECT_DELAY_MS;
  const rejectedDelay = options.rejectedRetryMs ?? REJECTED_RETRY_MS;
  let socket: SocketLike | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;

  const setStatus = (status: LiveStatus) => options.onStatus?.(status);
  const send = (target: SocketLike, event: string, data?: unknown) => {
    if (target.readyState === OPEN) target.send(JSON.stringify(data === undefined ? { event } : { event, data }));
  };

  function schedule(delay: number) {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = null;
      open();
    }, delay);
  }

  function open() {
    if (stopped) return;
    const auth = options.auth();
    if (!auth) {
      setStatus('offline');
      return;
    }
    setStatus('connecting');
    let current: SocketLike;
    try {
      current = create(options.url);
    } catch {
      setStatus('offline');
      schedule(reconnectDelay);
      return;
    }
    socket = current;

    current.onopen = () => {
      const latest = options.auth() ?? auth;
      send(current, 'verifyUser', {
        userId: latest.userId,
        agentId: latest.agentId,
        previewId: null,
        clientType: 1,
        ...(latest.token ? { token: latest.token } : {}),
      });
    };
    current.onmessage = (message) => {
      let parsed: { event?: unknown; data?: unknown };
      try {
        parsed = JSON.parse(String(message.data)) as { event?: unknown; data?: unknown };
      } catch {
        return;
      }
      if (!parsed || typeof parsed.event !== 'string') return;
      if (parsed.event === 'ping') {
        send(current, 'pong');
        return;
      }
      if (parsed.event === 'verified') {
        setStatus('live');
        return;
      }
      options.onEvent?.(parsed.event, parsed.data);
    };
    current.onerror = () => {
      // A close event always follows; reconnection happens there.
    };
    current.onclose = (event) => {
      if (socket === current) socket = null;
      if (stopped) return;
      setStatus('offline');
      if (event.code === CLOSE_UNAUTHORIZED) {
        options.onRejected?.();
        schedule(rejectedDelay);
      } else {
        schedule(reconnectDelay);
      }
    };
  }

  open();

  return {
    close() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      const current = socket;
      socket = null;
      if (current) {
        current.onclose = null;
        current.onmessage = null;
        current.onopen = null;
        current.close(1000, 'bye');
      }
    },
  };
}
