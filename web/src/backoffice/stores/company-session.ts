import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

import type { CompanyUser } from '../types';

/** Kept apart from the staff session (`pp-bo-session`) and the player's: one browser may hold all three. */
export const COMPANY_SESSION_STORAGE_KEY = 'pp-bo-company-session';

export interface CompanySessionData {
  /** Who is signed in to the console; the token itself is an HttpOnly cookie no script can read. */
  company: CompanyUser | null;
}

export interface CompanySessionState extends CompanySessionData {
  /** Why the last session ended without the user logging out (an error code), for the login page. */
  endedBy: string | null;
  signIn(session: { company: CompanyUser }): void;
  /** The user logged out. */
  signOut(): void;
  /** The server ended the session (0030, 0033, …). */
  expire(code: string): void;
}

const empty: CompanySessionData = { company: null };

/**
 * The company (operator) console's session: not a staff session. The server keeps its token
 * in the `pp_company` cookie, scoped to the console's API, so only who is signed in is stored
 * here, to show the pages before `me` answers.
 */
export const useCompanySession = create<CompanySessionState>()(
  persist(
    (set) => ({
      ...empty,
      endedBy: null,
      signIn: ({ company }) => set({ company, endedBy: null }),
      signOut: () => set({ ...empty, endedBy: null }),
      expire: (code) => set({ ...empty, endedBy: code }),
    }),
    {
      name: COMPANY_SESSION_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ company }) => ({ company }),
    },
  ),
);

export const selectCompanySignedIn = (s: CompanySessionState) => !!s.company;
