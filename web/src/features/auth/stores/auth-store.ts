import { replaceEqualDeep } from '@tanstack/react-query';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

import type { TokenPair, User } from '@/types/api';

export interface AuthData {
  accessToken: string | null;
  refreshToken: string | null;
  isAuthenticated: boolean;
  affiliates: unknown;
  user: User | null;
}

export interface AuthState extends AuthData {
  /** After a successful player login (spec §4 Session). */
  setSession(session: TokenPair & { user: User }): void;
  /** After a token renewal: both tokens are replaced. */
  setTokens(tokens: TokenPair): void;
  /** The user as the server says now; the same as before (each page's token check) changes nothing. */
  setUser(user: User): void;
  setAffiliates(affiliates: unknown): void;
  /** Resets every auth field (spec: "logout resets all auth state"). */
  logout(): void;
}

export const initialAuthData: AuthData = {
  accessToken: null,
  refreshToken: null,
  isAuthenticated: false,
  affiliates: null,
  user: null,
};

export const AUTH_STORAGE_KEY = 'pp-auth';

export const useAuthStore = create<AuthState>()(
  persist(
    (set, get) => ({
      ...initialAuthData,
      setSession: ({ accessToken, refreshToken, user }) =>
        set({ accessToken, refreshToken, user, isAuthenticated: true }),
      setTokens: ({ accessToken, refreshToken }) => set({ accessToken, refreshToken }),
      setUser: (user) => {
        // Kept where equal, part by part: what reads the user draws again only for a change.
        const next = replaceEqualDeep(get().user, user);
        if (next !== get().user) set({ user: next });
      },
      setAffiliates: (affiliates) => set({ affiliates }),
      logout: () => set({ ...initialAuthData }),
    }),
    {
      name: AUTH_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ accessToken, refreshToken, isAuthenticated, affiliates, user }) => ({
        accessToken,
        refreshToken,
        isAuthenticated,
        affiliates,
        user,
      }),
    },
  ),
);
