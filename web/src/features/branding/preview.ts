import { usePreviewStore } from '@/features/agent';
import type { TemplateSetting } from '@/types/api';

import { logoStore } from './stores/logo-store';

/** What the back office pushes to a preview frame: an image being edited, or the whole template. */
export interface PreviewDataEvent {
  /** logo, bg or template; any other name is not a preview's. */
  name: string;
  /** logo/bg: the image's URL, null to drop it; template: a whole templateSetting. */
  data: unknown;
}

/**
 * Applies a preview-data event (spec §1). An image overrides every other source; a template
 * replaces the site's own wherever it is read (features/agent useTemplateSetting). Only a page
 * in preview mode takes it: an ordinary visitor's site never changes under it.
 */
export function applyPreviewData(event: PreviewDataEvent) {
  const preview = usePreviewStore.getState();
  if (!preview.previewId) return;
  if (event.name === 'logo' || event.name === 'bg') {
    logoStore.getState().setPreview(event.name, typeof event.data === 'string' ? event.data : null);
  } else if (event.name === 'template') {
    const draft = typeof event.data === 'object' && event.data !== null ? (event.data as TemplateSetting) : null;
    preview.setTemplate(draft);
  }
}

// Another preview's images are not this one's (its own follow on the socket).
usePreviewStore.subscribe((state, previous) => {
  if (state.previewId !== previous.previewId) logoStore.getState().clearPreview();
});
