import { CommissionContent } from '@/features/income';

import { IncomePageFrame } from './income-page';

/** /rolling: the commission on the player's own turnover (docs/income.md "Rolling and rebate"). */
export function Component() {
  return (
    <IncomePageFrame page="rolling">
      <CommissionContent kind="rolling" />
    </IncomePageFrame>
  );
}
