import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { FakeWebSocket } from '@/testing/fake-websocket';

import { ANY_EVENT, createRealtimeClient, UNAUTHORIZED_CLOSE_CODE, type VerifyUser } from './realtime-client';
import { realtimeUrl } from './realtime';

vi.mock('@/lib/toast', () => ({
  toast: { error: vi.fn(), success: vi.fn() },
  alertError: vi.fn(),
  confirmDialog: vi.fn(),
}));

function setup(overrides: Partial<Parameters<typeof createRealtimeClient>[0]> = {}) {
  const session = { token: 'access-1' as string | null };
  const identity = (): VerifyUser | null =>
    session.token ? { userId: 7, agentId: 1, previewId: null, clientType: 1, token: session.token } : null;
  const onEvent = vi.fn();
  const client = createRealtimeClient({
    url: () => 'ws://site.test/ws',
    identity,
    onEvent,
    WebSocket: FakeWebSocket as unknown as new (url: string) => WebSocket,
    ...overrides,
  });
  return { client, session, onEvent };
}

describe('realtime client', () => {
  beforeEach(() => {
    FakeWebSocket.reset();
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens one socket and sends verifyUser with the access token on open', () => {
    const { client } = setup();
    client.connect();
    client.connect();
    expect(FakeWebSocket.instances).toHaveLength(1);
    const socket = FakeWebSocket.latest();
    expect(socket.url).toBe('ws://site.test/ws');
    expect(socket.sent).toEqual([]);
    socket.serverOpen();
    expect(socket.messages).toEqual([
      { event: 'verifyUser', data: { userId: 7, agentId: 1, previewId: null, clientType: 1, token: 'access-1' } },
    ]);
    expect(client.connected).toBe(true);
  });

  it('answers a server ping with pong, and does not pass pings on', () => {
    const { client, onEvent } = setup();
    client.connect();
    const socket = FakeWebSocket.latest();
    socket.serverOpen();
    socket.serverSend('ping');
    expect(socket.messages.at(-1)).toEqual({ event: 'pong' });
    expect(onEvent).not.toHaveBeenCalled();
  });

  it('reconnects 1000 ms after a close, with the token current at that time', () => {
    const { client, session } = setup();
    client.connect();
    FakeWebSocket.latest().serverOpen();
    FakeWebSocket.latest().serverClose(1006);
    session.token = 'access-2';

    vi.advanceTimersByTime(999);
    expect(FakeWebSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.instances).toHaveLength(2);

    const again = FakeWebSocket.latest();
    again.serverOpen();
    expect(again.messages[0]).toMatchObject({ event: 'verifyUser', data: { token: 'access-2' } });
  });

  it('keeps retrying every second while the server is away', () => {
    const { client } = setup();
    client.connect();
    FakeWebSocket.latest().serverClose();
    vi.advanceTimersByTime(1000);
    FakeWebSocket.latest().serverClose();
    vi.advanceTimersByTime(1000);
    expect(FakeWebSocket.instances).toHaveLength(3);
  });

  it('closes on disconnect (logout) and does not come back', () => {
    const { client } = setup();
    client.connect();
    const socket = FakeWebSocket.latest();
    socket.serverOpen();
    client.disconnect();
    expect(socket.closedWith).toBe(1000);
    socket.serverClose(1000); // a late close event of the old socket changes nothing
    vi.advanceTimersByTime(5000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(client.connected).toBe(false);
  });

  it('cancels a planned reconnect on disconnect', () => {
    const { client } = setup();
    client.connect();
    FakeWebSocket.latest().serverClose();
    client.disconnect();
    vi.advanceTimersByTime(5000);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('renews the token after a 4401 close, then reconnects; stops when renewal fails', async () => {
    const renew = vi.fn().mockResolvedValueOnce(true).mockResolvedValueOnce(false);
    const { client } = setup({ onUnauthorized: renew });
    client.connect();
    FakeWebSocket.latest().serverClose(UNAUTHORIZED_CLOSE_CODE);
    await vi.advanceTimersByTimeAsync(1000);
    expect(renew).toHaveBeenCalledTimes(1);
    expect(FakeWebSocket.instances).toHaveLength(2);

    FakeWebSocket.latest().serverClose(UNAUTHORIZED_CLOSE_CODE);
    await vi.advanceTimersByTimeAsync(5000);
    expect(renew).toHaveBeenCalledTimes(2);
    expect(FakeWebSocket.instances).toHaveLength(2);
  });

  it('hands events to the app first, then to the listeners of that event and of every event', () => {
    const { client, onEvent } = setup();
    const order: string[] = [];
    onEvent.mockImplementation(() => order.push('app'));
    const promo = vi.fn(() => order.push('promo'));
    const any = vi.fn(() => order.push('any'));
    const stop = client.subscribe('promotionData', promo);
    client.subscribe(ANY_EVENT, any);
    client.connect();
    const socket = FakeWebSocket.latest();
    socket.serverOpen();

    socket.serverSend('promotionData', { id: 1 });
    expect(order).toEqual(['app', 'promo', 'any']);
    expect(promo).toHaveBeenCalledWith({ id: 1 }, { event: 'promotionData', data: { id: 1 } });

    stop();
    socket.serverSend('promotionData', { id: 2 });
    expect(promo).toHaveBeenCalledTimes(1);
    expect(any).toHaveBeenCalledTimes(2);
  });

  it('ignores what is not a JSON event, and survives a failing listener', () => {
    const { client, onEvent } = setup();
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const good = vi.fn();
    client.subscribe('x', () => {
      throw new Error('boom');
    });
    client.subscribe('x', good);
    client.connect();
    const socket = FakeWebSocket.latest();
    socket.serverOpen();
    socket.onmessage?.(new MessageEvent('message', { data: 'not json' }));
    socket.onmessage?.(new MessageEvent('message', { data: '{"data":1}' }));
    expect(onEvent).not.toHaveBeenCalled();
    socket.serverSend('x', 1);
    expect(good).toHaveBeenCalledWith(1, { event: 'x', data: 1 });
    expect(spy).toHaveBeenCalled();
  });

  it('opens nothing without a signed-in identity', () => {
    const { client, session } = setup();
    session.token = null;
    client.connect();
    expect(FakeWebSocket.instances).toHaveLength(0);
  });
});

describe('realtimeUrl', () => {
  it('is the page origin’s /ws, wss: under https', () => {
    expect(realtimeUrl({ protocol: 'http:', host: 'vn.localhost:8000' })).toBe('ws://vn.localhost:8000/ws');
    expect(realtimeUrl({ protocol: 'https:', host: 'play.example' })).toBe('wss://play.example/ws');
  });
});
