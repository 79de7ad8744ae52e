import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

import type { StaffIdentity } from '../types';

/** Kept apart from the player's session (`pp-auth`): one browser may hold both. */
export const STAFF_SESSION_STORAGE_KEY = 'pp-bo-session';

export interface StaffSessionData {
  /** Who is signed in; the token itself is an HttpOnly cookie no script can read. */
  staff: StaffIdentity | null;
}

export interface StaffSessionState extends StaffSessionData {
  /** Why the last session ended without the staff logging out (an error code), for the login page. */
  endedBy: string | null;
  signIn(session: { staff: StaffIdentity }): void;
  /** The staff logged out. */
  signOut(): void;
  /** The server ended the session (0030, 0031, 0034, …). */
  expire(code: string): void;
}

const empty: StaffSessionData = { staff: null };

/**
 * The staff session. The server keeps the staff token in an HttpOnly cookie scoped to the back
 * office's API and socket (docs/money.md "Back office"), so nothing here can leak it to a script
 * of the player site: only who is signed in is stored, to show the pages before `me` answers.
 */
export const useStaffSession = create<StaffSessionState>()(
  persist(
    (set) => ({
      ...empty,
      endedBy: null,
      signIn: ({ staff }) => set({ staff, endedBy: null }),
      signOut: () => set({ ...empty, endedBy: null }),
      expire: (code) => set({ ...empty, endedBy: code }),
    }),
    {
      name: STAFF_SESSION_STORAGE_KEY,
      version: 2,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ staff }) => ({ staff }),
      // Version 1 kept the bearer token in localStorage: drop it; that session has no cookie,
      // so the first call answers 0033 and leads back to the login page.
      migrate: (persisted) => ({ staff: (persisted as Partial<StaffSessionData> | null)?.staff ?? null }),
    },
  ),
);

export const selectSignedIn = (s: StaffSessionState) => !!s.staff;
