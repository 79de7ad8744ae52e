import { create } from 'zustand';

/**
 * The credentials of the registration just made, in memory only (never persisted), so that
 * /registered can log the new player in with one tap.
 */
export interface RegistrationState {
  username: string | null;
  password: string | null;
  remember(credentials: { username: string; password: string }): void;
  forget(): void;
}

export const useRegistrationStore = create<RegistrationState>()((set) => ({
  username: null,
  password: null,
  remember: ({ username, password }) => set({ username, password }),
  forget: () => set({ username: null, password: null }),
}));
