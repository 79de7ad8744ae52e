import { REALTIME_RECONNECT_MS } from '@/config/constants';

/** A socket message (docs/money.md): `{"event": name, "data": …}`. */
export interface RealtimeMessage<T = unknown> {
  event: string;
  data?: T;
}

/** What the client says on open, so the server knows whose events to send. */
export interface VerifyUser {
  /** null: a visitor's preview frame (no token; it receives only its preview's events). */
  userId: number | null;
  agentId: number | null;
  previewId: string | null;
  clientType: 1;
  /** The player's current access token. */
  token: string;
}

export type RealtimeListener = (data: unknown, message: RealtimeMessage) => void;

/** The server closes with this code on a bad token. */
export const UNAUTHORIZED_CLOSE_CODE = 4401;
/** Listening to this name receives every event. */
export const ANY_EVENT = '*';

type SocketConstructor = new (url: string) => WebSocket;

export interface RealtimeClientOptions {
  url: () => string;
  /** Who is connecting, read at each open (so a reconnect carries the current token); null: nobody. */
  identity: () => VerifyUser | null;
  /** The app's own handling of an event, before the listeners. */
  onEvent?: (message: RealtimeMessage) => void;
  /** After a 4401 close: renew the token; true reconnects, false stops until the next connect(). */
  onUnauthorized?: () => Promise<boolean> | boolean;
  reconnectMs?: number;
  WebSocket?: SocketConstructor;
}

export interface RealtimeClient {
  /** Keeps one socket open (reconnecting after each close) until disconnect(). */
  connect(): void;
  disconnect(): void;
  /** Listens to one event (or ANY_EVENT); returns the way to stop. */
  subscribe(event: string, listener: RealtimeListener): () => void;
  readonly connected: boolean;
}

/**
 * The realtime socket of spec §4: one connection, verifyUser on open, pong to every ping, and a
 * reconnect REALTIME_RECONNECT_MS after any close it did not ask for. Events go to `onEvent`,
 * then to the listeners of that event name.
 */
export function createRealtimeClient(options: RealtimeClientOptions): RealtimeClient {
  const reconnectMs = options.reconnectMs ?? REALTIME_RECONNECT_MS;
  const listeners = new Map<string, Set<RealtimeListener>>();
  let socket: WebSocket | null = null;
  let wanted = false;
  let timer: ReturnType<typeof setTimeout> | null = null;

  function send(ws: WebSocket, message: RealtimeMessage) {
    if (ws.readyState === 1) ws.send(JSON.stringify(message));
  }

  function dispatch(message: RealtimeMessage) {
    try {
      options.onEvent?.(message);
    } catch (error) {
      console.error(`realtime: handling ${message.event} failed`, error);
    }
    for (const name of [message.event, ANY_EVENT]) {
      for (const listener of listeners.get(name) ?? []) {
        try {
          listener(message.data, message);
        } catch (error) {
          console.error(`realtime: a ${message.event} listener failed`, error);
        }
      }
    }
  }

  function scheduleReconnect() {
    if (!wanted || timer) return;
    timer = setTimeout(() => {
      timer = null;
      open();
    }, reconnectMs);
  }

  function open() {
    if (!wanted || socket) return;
    const Socket = options.WebSocket ?? (globalThis.WebSocket as SocketConstructor | undefined);
    if (!Socket || !options.identity()) return;
    let ws: WebSocket;
    try {
      ws = new Socket(options.url());
    } catch {
      scheduleReconnect();
      return;
    }
    socket = ws;

    ws.onopen = () => {
      if (socket !== ws) return;
      const identity = options.identity();
      if (!identity) {
        ws.close(1000);
        return;
      }
      send(ws, { event: 'verifyUser', data: identity });
    };

    ws.onmessage = (event: MessageEvent) => {
      if (socket !== ws) return;
      let message: RealtimeMessage;
      try {
        message = JSON.parse(typeof event.data === 'string' ? event.data : String(event.data)) as RealtimeMessage;
      } catch {
        return;
      }
      if (!message || typeof message.event !== 'string') return;
      if (message.event === 'ping') {
        send(ws, { event: 'pong' });
        return;
      }
      dispatch(message);
    };

    ws.onclose = (event: CloseEvent) => {
      if (socket !== ws) return; // closed on purpose, or replaced
      socket = null;
      if (!wanted) return;
      if (event.code === UNAUTHORIZED_CLOSE_CODE && options.onUnauthorized) {
        void Promise.resolve()
          .then(() => options.onUnauthorized!())
          .catch(() => false)
          .then((renewed) => {
            if (renewed) scheduleReconnect();
            else wanted = false;
          });
        return;
      }
      scheduleReconnect();
    };

    // An error is always followed by a close, which decides what happens next.
    ws.onerror = () => undefined;
  }

  return {
    connect() {
      wanted = true;
      if (!socket && !timer) open();
    },
    disconnect() {
      wanted = false;
      if (timer) clearTimeout(timer);
      timer = null;
      const ws = socket;
      socket = null;
      if (ws && ws.readyState < 2) ws.close(1000);
    },
    subscribe(event, listener) {
      let set = listeners.get(event);
      if (!set) {
        set = new Set();
        listeners.set(event, set);
      }
      set.add(listener);
      return () => {
        set.delete(listener);
      };
    },
    get connected() {
      return socket?.readyState === 1;
    },
  };
}
