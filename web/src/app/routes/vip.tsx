import { VipContent } from '@/features/engagement';

import { EngagementPageFrame } from './engagement-page';

/** /vip: the player's rank and every rank's benefits (docs/engagement.md §5). */
export function Component() {
  return (
    <EngagementPageFrame page="vip">
      <VipContent />
    </EngagementPageFrame>
  );
}
