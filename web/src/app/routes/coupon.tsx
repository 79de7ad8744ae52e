import { CouponContent } from '@/features/engagement';

import { EngagementPageFrame } from './engagement-page';

/** /coupon (the catch-all page 'coupon'): a code to redeem, what it gave and the history (docs/engagement.md §2). */
export function Component() {
  return (
    <EngagementPageFrame page="coupon">
      <CouponContent />
    </EngagementPageFrame>
  );
}
