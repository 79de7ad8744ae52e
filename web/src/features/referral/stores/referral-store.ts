import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * Referral codes kept until registration: the alliance code from /al/{ref} (sent as `refCode`)
 * and the affiliate referrer from ?ref= / ?referrer= (sent as `referrer`).
 */
export interface ReferralState {
  allianceCode: string | null;
  referrer: string | null;
  capture(codes: { allianceCode?: string; referrer?: string }): void;
  clear(): void;
}

export const useReferralStore = create<ReferralState>()(
  persist(
    (set) => ({
      allianceCode: null,
      referrer: null,
      capture: ({ allianceCode, referrer }) =>
        set((state) => ({
          allianceCode: allianceCode ?? state.allianceCode,
          referrer: referrer ?? state.referrer,
        })),
      clear: () => set({ allianceCode: null, referrer: null }),
    }),
    {
      name: 'pp-referral',
      storage: createJSONStorage(() => localStorage),
      partialize: ({ allianceCode, referrer }) => ({ allianceCode, referrer }),
    },
  ),
);
