import { REALTIME_EVENTS, isRealtimeRecord, type RealtimeHandlers } from '@/features/realtime';

import { applyPreviewData } from './preview';

/** preview-data: the back office's draft reaches the preview frame it was sent to. */
export const brandingRealtimeHandlers: RealtimeHandlers = {
  [REALTIME_EVENTS.previewData]: (data) => {
    if (isRealtimeRecord(data) && typeof data.name === 'string') applyPreviewData({ name: data.name, data: data.data });
  },
};
