import { beforeEach, describe, expect, it } from 'vitest';

import { userFixture } from '@/testing/fixtures';

import { AUTH_STORAGE_KEY, initialAuthData, useAuthStore } from './auth-store';

describe('auth store', () => {
  beforeEach(() => useAuthStore.getState().logout());

  it('starts signed out', () => {
    const { accessToken, refreshToken, isAuthenticated, affiliates, user } = useAuthStore.getState();
    expect({ accessToken, refreshToken, isAuthenticated, affiliates, user }).toEqual(initialAuthData);
  });

  it('holds the session after login and persists it for a reload', async () => {
    useAuthStore.getState().setSession({ accessToken: 'a', refreshToken: 'r', user: userFixture() });
    const state = useAuthStore.getState();
    expect(state.isAuthenticated).toBe(true);
    expect(state.user?.username).toBe('demo');

    const stored = JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? '{}');
    expect(stored.state).toMatchObject({ accessToken: 'a', refreshToken: 'r', isAuthenticated: true });

    // A reload: memory is empty, storage still holds the session.
    const saved = localStorage.getItem(AUTH_STORAGE_KEY)!;
    useAuthStore.setState({ ...initialAuthData });
    localStorage.setItem(AUTH_STORAGE_KEY, saved);
    await useAuthStore.persist.rehydrate();
    expect(useAuthStore.getState()).toMatchObject({ accessToken: 'a', refreshToken: 'r', isAuthenticated: true });
  });

  it('replaces both tokens on renewal and keeps the user', () => {
    useAuthStore.getState().setSession({ accessToken: 'a', refreshToken: 'r', user: userFixture() });
    useAuthStore.getState().setTokens({ accessToken: 'a2', refreshToken: 'r2' });
    expect(useAuthStore.getState()).toMatchObject({ accessToken: 'a2', refreshToken: 'r2', isAuthenticated: true });
    expect(useAuthStore.getState().user?.id).toBe(7);
  });

  it('keeps the user it holds when told the same again, and takes a change', () => {
    useAuthStore.getState().setSession({ accessToken: 'a', refreshToken: 'r', user: userFixture() });
    const held = useAuthStore.getState().user!;
    let notified = 0;
    const unsubscribe = useAuthStore.subscribe(() => (notified += 1));
    useAuthStore.getState().setUser(structuredClone(held));
    expect(useAuthStore.getState().user).toBe(held);
    expect(notified).toBe(0);
    useAuthStore.getState().setUser({ ...structuredClone(held), email: 'lucky@example.com' });
    unsubscribe();
    expect(useAuthStore.getState().user).toMatchObject({ email: 'lucky@example.com', username: held.username });
    expect(notified).toBe(1);
  });

  it('stores affiliates and user updates', () => {
    useAuthStore.getState().setAffiliates([{ id: 1 }]);
    useAuthStore.getState().setUser(userFixture({ username: 'other' }));
    expect(useAuthStore.getState().affiliates).toEqual([{ id: 1 }]);
    expect(useAuthStore.getState().user?.username).toBe('other');
  });

  it('logout resets every field, in memory and in storage', () => {
    useAuthStore.getState().setSession({ accessToken: 'a', refreshToken: 'r', user: userFixture() });
    useAuthStore.getState().setAffiliates([{ id: 1 }]);
    useAuthStore.getState().logout();
    const { accessToken, refreshToken, isAuthenticated, affiliates, user } = useAuthStore.getState();
    expect({ accessToken, refreshToken, isAuthenticated, affiliates, user }).toEqual(initialAuthData);
    expect(JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? '{}').state).toEqual(initialAuthData);
  });
});
