import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

import type { StaffIdentity } from '../types';

/** Kept apart from the player's session (`pp-auth`): one browser may hold both. */
export const STAFF_SESSION_STORAGE_KEY = 'pp-bo-session';

export interface StaffSessionData {
  accessToken: string | null;
  staff: StaffIdentity | null;
}

export interface StaffSessionState extends StaffSessionData {
  /** Why the last session ended without the staff logging out (an error code), for the login page. */
  endedBy: string | null;
  signIn(session: { accessToken: string; staff: StaffIdentity }): void;
  /** The staff logged out. */
  signOut(): void;
  /** The server ended the session (0030, 0031, 0034, …). */
  expire(code: string): void;
}

const empty: StaffSessionData = { accessToken: null, staff: null };

/**
 * The staff session. The login answer's refresh token is not kept: the back office has no
 * renewal call, so an expired access token simply leads back to the login page.
 */
export const useStaffSession = create<StaffSessionState>()(
  persist(
    (set) => ({
      ...empty,
      endedBy: null,
      signIn: ({ accessToken, staff }) => set({ accessToken, staff, endedBy: null }),
      signOut: () => set({ ...empty, endedBy: null }),
      expire: (code) => set({ ...empty, endedBy: code }),
    }),
    {
      name: STAFF_SESSION_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ accessToken, staff }) => ({ accessToken, staff }),
    },
  ),
);

export const selectSignedIn = (s: StaffSessionState) => !!s.accessToken && !!s.staff;
