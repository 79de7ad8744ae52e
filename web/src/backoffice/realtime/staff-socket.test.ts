import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { FakeSocket } from '../testing/fake-socket';

import { connectStaffSocket, socketUrl, type LiveStatus, type StaffSocketAuth } from './staff-socket';

function connect(auth: () => StaffSocketAuth | null = () => ({ userId: 41, agentId: 1, token: 'staff-token' })) {
  const events: Array<[string, unknown]> = [];
  const statuses: LiveStatus[] = [];
  const onRejected = vi.fn();
  const socket = connectStaffSocket({
    url: 'ws://localhost:3000/ws',
    auth,
    onEvent: (event, data) => events.push([event, data]),
    onStatus: (status) => statuses.push(status),
    onRejected,
    createSocket: (url) => new FakeSocket(url),
  });
  return { socket, events, statuses, onRejected };
}

describe('staff socket', () => {
  beforeEach(() => {
    FakeSocket.reset();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('builds the /ws address from the page', () => {
    expect(socketUrl({ protocol: 'http:', host: 'localhost:8000' })).toBe('ws://localhost:8000/ws');
    expect(socketUrl({ protocol: 'https:', host: 'pp.example' })).toBe('wss://pp.example/ws');
  });

  it('identifies with verifyUser and the staff access token, then reports live', () => {
    const { statuses } = connect();
    expect(FakeSocket.instances).toHaveLength(1);
    expect(FakeSocket.last.url).toBe('ws://localhost:3000/ws');
    FakeSocket.last.open();
    expect(FakeSocket.last.sent).toEqual([
      { event: 'verifyUser', data: { userId: 41, agentId: 1, previewId: null, clientType: 1, token: 'staff-token' } },
    ]);
    expect(statuses).toEqual(['connecting']);
    FakeSocket.last.receive('verified', { userId: 41 });
    expect(statuses).toEqual(['connecting', 'live']);
  });

  it('sends no token when it has none: the handshake carries the staff cookie', () => {
    connect(() => ({ userId: 41, agentId: 1 }));
    FakeSocket.last.open();
    expect(FakeSocket.last.sent).toEqual([{ event: 'verifyUser', data: { userId: 41, agentId: 1, previewId: null, clientType: 1 } }]);
  });

  it('answers ping with pong and passes other events on', () => {
    const { events } = connect();
    FakeSocket.last.open();
    FakeSocket.last.receive('ping');
    expect(FakeSocket.last.sent.at(-1)).toEqual({ event: 'pong' });
    FakeSocket.last.receive('queueUpdate', { id: 12, status: '0000' });
    expect(events).toEqual([['queueUpdate', { id: 12, status: '0000' }]]);
  });

  it('ignores messages that are not JSON events', () => {
    const { events } = connect();
    FakeSocket.last.open();
    FakeSocket.last.onmessage?.(new MessageEvent('message', { data: 'not json' }));
    FakeSocket.last.onmessage?.(new MessageEvent('message', { data: '{"data": 1}' }));
    expect(events).toEqual([]);
  });

  it('reconnects one second after a drop, with the newest token', () => {
    let token = 'staff-token';
    const { statuses } = connect(() => ({ userId: 41, agentId: 1, token }));
    FakeSocket.last.open();
    FakeSocket.last.drop();
    expect(statuses.at(-1)).toBe('offline');
    token = 'staff-token-2';
    vi.advanceTimersByTime(999);
    expect(FakeSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.instances).toHaveLength(2);
    FakeSocket.last.open();
    expect(FakeSocket.last.sent[0]).toMatchObject({ event: 'verifyUser', data: { token: 'staff-token-2' } });
  });

  it('keeps trying while the server stays away', () => {
    connect();
    FakeSocket.last.drop();
    vi.advanceTimersByTime(1000);
    FakeSocket.last.drop();
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.instances).toHaveLength(3);
  });

  it('reports a refused token (4401) and waits longer before trying again', () => {
    const { onRejected } = connect();
    FakeSocket.last.open();
    FakeSocket.last.drop(4401);
    expect(onRejected).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(29_000);
    expect(FakeSocket.instances).toHaveLength(2);
  });

  it('stops for good when closed, and opens nothing without a session', () => {
    const { socket } = connect();
    FakeSocket.last.open();
    socket.close();
    expect(FakeSocket.last.closedWith).toBe(1000);
    vi.advanceTimersByTime(5000);
    expect(FakeSocket.instances).toHaveLength(1);

    FakeSocket.reset();
    const { statuses } = connect(() => null);
    expect(FakeSocket.instances).toHaveLength(0);
    expect(statuses).toEqual(['offline']);
  });
});
