import { AffiliateContent } from '@/features/income';

import { IncomePageFrame } from './income-page';

/**
 * /affiliate: the player's share link, code and QR code, the downline and its report, the income
 * history and the withdrawal of what waits; and the alliance, for its owner (docs/income.md).
 */
export function Component() {
  return (
    <IncomePageFrame page="affiliate">
      <AffiliateContent />
    </IncomePageFrame>
  );
}
