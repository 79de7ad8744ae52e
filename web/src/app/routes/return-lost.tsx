import { ReturnLostContent } from '@/features/income';

import { IncomePageFrame } from './income-page';

/** /returnLost: the cashback program, what waits, the running period and the awards (docs/income.md). */
export function Component() {
  return (
    <IncomePageFrame page="returnLost">
      <ReturnLostContent />
    </IncomePageFrame>
  );
}
