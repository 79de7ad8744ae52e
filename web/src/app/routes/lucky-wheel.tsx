import { WheelContent } from '@/features/engagement';

import { EngagementPageFrame } from './engagement-page';

/** /luckyWheel: the wheel, the spins waiting, how they are earned, the odds and the plays (docs/engagement.md §4). */
export function Component() {
  return (
    <EngagementPageFrame page="luckyWheel">
      <WheelContent />
    </EngagementPageFrame>
  );
}
