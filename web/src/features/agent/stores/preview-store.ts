import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

import type { TemplateSetting } from '@/types/api';

/**
 * Preview mode (spec §1): the back office frames the site with ?previewId=… and pushes the
 * template being edited over the socket. Only a page opened so has a previewId, and only its
 * socket receives preview-data, so an ordinary visitor never has a template override.
 */
export interface PreviewState {
  previewId: string | null;
  /** The last `preview-data` template: the whole templateSetting being edited. */
  template: TemplateSetting | null;
  /** A different preview drops the last one's template (its own draft follows on the socket). */
  setPreviewId(previewId: string | null): void;
  setTemplate(template: TemplateSetting | null): void;
}

export const usePreviewStore = create<PreviewState>()(
  persist(
    (set, get) => ({
      previewId: null,
      template: null,
      setPreviewId: (previewId) => {
        if (previewId !== get().previewId) set({ previewId, template: null });
      },
      setTemplate: (template) => set({ template }),
    }),
    {
      name: 'pp-preview',
      storage: createJSONStorage(() => sessionStorage),
      // The draft is sent again right after each (re)connect; only the id outlives a reload.
      partialize: ({ previewId }) => ({ previewId }),
    },
  ),
);

/** Reads ?previewId from a query string and stores it (a later visit without it keeps it). */
export function capturePreviewId(search: string) {
  const previewId = new URLSearchParams(search).get('previewId');
  if (previewId) usePreviewStore.getState().setPreviewId(previewId);
}
