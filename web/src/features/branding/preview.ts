import { logoStore, type PreviewImageName } from './stores/logo-store';

export interface PreviewDataEvent {
  name: PreviewImageName | string;
  data: string | null;
}

/**
 * Applies a preview-data event (spec §1). The realtime socket calls this when the back office
 * pushes a logo or background being edited; the image overrides every other source.
 */
export function applyPreviewData(event: PreviewDataEvent) {
  if (event.name === 'logo' || event.name === 'bg') {
    logoStore.getState().setPreview(event.name, event.data);
  }
}
