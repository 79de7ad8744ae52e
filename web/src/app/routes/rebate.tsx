import { CommissionContent } from '@/features/income';

import { IncomePageFrame } from './income-page';

/** /rebate: the rebate on the player's own turnover (docs/income.md "Rolling and rebate"). */
export function Component() {
  return (
    <IncomePageFrame page="rebate">
      <CommissionContent kind="rebate" />
    </IncomePageFrame>
  );
}
