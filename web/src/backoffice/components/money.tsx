import { cn } from '@/lib/cn';
import { currencyDecimals, formatMoney } from '@/lib/money';

import { useCurrency } from '../hooks/use-staff';

/** The one money formatter in the agent's currency: two decimals, none for a currency without. */
export function formatAgentMoney(amount: number | string | null | undefined, currency: string): string {
  return formatMoney(amount, currency, { trimZeroCents: currencyDecimals(currency) === 0 });
}

/** An amount in the agent's currency; `signed` shows a + on credits. */
export function Money({ amount, signed, className }: { amount: number | string | null | undefined; signed?: boolean; className?: string }) {
  const currency = useCurrency();
  const text = formatAgentMoney(amount, currency);
  const positive = signed && Number(amount) > 0;
  return <span className={cn('tabular-nums whitespace-nowrap', className)}>{positive ? `+${text}` : text}</span>;
}
