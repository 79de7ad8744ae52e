import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** Preview mode (spec §1): the back office opens the site with ?previewId=… */
export interface PreviewState {
  previewId: string | null;
  setPreviewId(previewId: string | null): void;
}

export const usePreviewStore = create<PreviewState>()(
  persist(
    (set) => ({
      previewId: null,
      setPreviewId: (previewId) => set({ previewId }),
    }),
    {
      name: 'pp-preview',
      storage: createJSONStorage(() => sessionStorage),
    },
  ),
);

/** Reads ?previewId from a query string and stores it (a later visit without it keeps it). */
export function capturePreviewId(search: string) {
  const previewId = new URLSearchParams(search).get('previewId');
  if (previewId) usePreviewStore.getState().setPreviewId(previewId);
}
