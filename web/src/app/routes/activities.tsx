import { EventsContent } from '@/features/engagement';

import { EngagementPageFrame } from './engagement-page';

/** /activities: the events, by status or text, and their codes (docs/engagement.md §3). */
export function Component() {
  return (
    <EngagementPageFrame page="activities">
      <EventsContent />
    </EngagementPageFrame>
  );
}
