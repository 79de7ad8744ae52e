import { RewardContent } from '@/features/engagement';

import { EngagementPageFrame } from './engagement-page';

/** /reward: the diamonds, the rewards they buy and the rewards so far (docs/engagement.md §5). */
export function Component() {
  return (
    <EngagementPageFrame page="reward">
      <RewardContent />
    </EngagementPageFrame>
  );
}
