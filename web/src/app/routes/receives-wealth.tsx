import { CheckInContent } from '@/features/engagement';

import { EngagementPageFrame } from './engagement-page';

/** /receivesWealth: the daily check-in (docs/engagement.md §4). */
export function Component() {
  return (
    <EngagementPageFrame page="receivesWealth">
      <CheckInContent />
    </EngagementPageFrame>
  );
}
