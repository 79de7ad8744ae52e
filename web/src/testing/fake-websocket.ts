/**
 * A WebSocket the test drives by hand: it records what the client sends and lets the test
 * open, message and close it. Pass the class where a WebSocket constructor is expected.
 */
export class FakeWebSocket {
  static instances: FakeWebSocket[] = [];
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;

  readonly url: string;
  readyState = FakeWebSocket.CONNECTING;
  sent: string[] = [];
  closedWith: number | undefined;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(url: string) {
    this.url = url;
    FakeWebSocket.instances.push(this);
  }

  static reset() {
    FakeWebSocket.instances = [];
  }

  static latest(): FakeWebSocket {
    const socket = FakeWebSocket.instances.at(-1);
    if (!socket) throw new Error('no WebSocket was opened');
    return socket;
  }

  /** What the client sent, parsed. */
  get messages(): Array<{ event: string; data?: unknown }> {
    return this.sent.map((text) => JSON.parse(text) as { event: string; data?: unknown });
  }

  send(data: string) {
    if (this.readyState !== FakeWebSocket.OPEN) throw new Error('send() before open');
    this.sent.push(data);
  }

  close(code = 1000) {
    if (this.readyState >= FakeWebSocket.CLOSING) return;
    this.closedWith = code;
    this.readyState = FakeWebSocket.CLOSED;
    // A socket closed by its own side gets no close event in this fake: the client already let it go.
  }

  /* The server's side. */

  serverOpen() {
    this.readyState = FakeWebSocket.OPEN;
    this.onopen?.(new Event('open'));
  }

  serverSend(event: string, data?: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(data === undefined ? { event } : { event, data }) }));
  }

  serverClose(code = 1006) {
    this.readyState = FakeWebSocket.CLOSED;
    this.onclose?.(new CloseEvent('close', { code }));
  }
}
