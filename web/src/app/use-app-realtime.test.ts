import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { usePreviewStore } from '@/features/agent';
import { useAuthStore } from '@/features/auth';
import { userFixture } from '@/testing/fixtures';

import { connectAppRealtime } from './realtime';
import { useAppRealtime } from './use-app-realtime';

vi.mock('./realtime', () => ({ connectAppRealtime: vi.fn() }));

const connect = vi.mocked(connectAppRealtime);
const signIn = () => useAuthStore.getState().setSession({ accessToken: 'a', refreshToken: 'r', user: userFixture() });
/** Lets the socket module's dynamic import settle. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('useAppRealtime', () => {
  let disconnects: ReturnType<typeof vi.fn>[];
  beforeEach(() => {
    disconnects = [];
    connect.mockClear();
    connect.mockImplementation(() => {
      const disconnect = vi.fn();
      disconnects.push(disconnect);
      return disconnect;
    });
    useAuthStore.getState().logout();
    usePreviewStore.getState().setPreviewId(null);
  });
  afterEach(() => {
    useAuthStore.getState().logout();
    usePreviewStore.getState().setPreviewId(null);
  });

  it('opens no socket for a guest', async () => {
    renderHook(() => useAppRealtime());
    await settle();
    expect(connect).not.toHaveBeenCalled();
  });

  it('opens the socket when a player signs in and closes it at logout', async () => {
    renderHook(() => useAppRealtime());
    act(signIn);
    await waitFor(() => expect(connect).toHaveBeenCalledTimes(1));
    expect(disconnects[0]).not.toHaveBeenCalled();
    act(() => useAuthStore.getState().logout());
    expect(disconnects[0]).toHaveBeenCalledTimes(1);
    await settle();
    expect(connect).toHaveBeenCalledTimes(1);
  });

  it('never opens it for a session that ended before the socket code arrived', async () => {
    renderHook(() => useAppRealtime());
    act(signIn);
    act(() => useAuthStore.getState().logout());
    await settle();
    expect(connect).not.toHaveBeenCalled();
  });

  it('reconnects when preview mode starts', async () => {
    signIn();
    renderHook(() => useAppRealtime());
    await waitFor(() => expect(connect).toHaveBeenCalledTimes(1));
    act(() => usePreviewStore.getState().setPreviewId('p-1'));
    await waitFor(() => expect(connect).toHaveBeenCalledTimes(2));
    expect(disconnects[0]).toHaveBeenCalledTimes(1);
    expect(disconnects[1]).not.toHaveBeenCalled();
  });

  it("opens it for a visitor's preview frame, and reconnects on a new previewId", async () => {
    const { unmount } = renderHook(() => useAppRealtime());
    act(() => usePreviewStore.getState().setPreviewId('p-1'));
    await waitFor(() => expect(connect).toHaveBeenCalledTimes(1));
    act(() => usePreviewStore.getState().setPreviewId('p-2'));
    await waitFor(() => expect(connect).toHaveBeenCalledTimes(2));
    expect(disconnects[0]).toHaveBeenCalledTimes(1);
    unmount();
    expect(disconnects[1]).toHaveBeenCalledTimes(1);
  });

  it('reconnects as the player when someone signs in in a preview frame', async () => {
    usePreviewStore.getState().setPreviewId('p-1');
    renderHook(() => useAppRealtime());
    await waitFor(() => expect(connect).toHaveBeenCalledTimes(1));
    act(signIn);
    await waitFor(() => expect(connect).toHaveBeenCalledTimes(2));
    expect(disconnects[0]).toHaveBeenCalledTimes(1);
  });

  it('closes the socket when the shell goes away', async () => {
    signIn();
    const { unmount } = renderHook(() => useAppRealtime());
    await waitFor(() => expect(connect).toHaveBeenCalledTimes(1));
    unmount();
    expect(disconnects[0]).toHaveBeenCalledTimes(1);
  });
});
