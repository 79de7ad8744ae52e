import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { TextField } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { currencyDecimals, formatMoney } from '@/lib/money';

import { quickAmounts, type AmountError, type AmountLimits } from '../amount';

/** The text of an amount error, with the limits it refers to. */
export function amountErrorText(t: TFunction, error: AmountError, limits: AmountLimits): string {
  const currency = limits.currency;
  switch (error) {
    case 'required':
      return t('cashier.amountErrors.required');
    case 'decimals':
      return currencyDecimals(currency) === 0
        ? t('cashier.amountErrors.wholeOnly')
        : t('cashier.amountErrors.decimals', { digits: currencyDecimals(currency) });
    case 'zero':
      return t('cashier.amountErrors.zero');
    case 'belowMinimum':
      return t('cashier.amountErrors.belowMinimum', { min: formatMoney(limits.minimum, currency) });
    case 'aboveMaximum':
      return t('cashier.amountErrors.aboveMaximum', { max: formatMoney(limits.maximum, currency) });
    case 'aboveAvailable':
      return t('cashier.amountErrors.aboveAvailable', { available: formatMoney(limits.available, currency) });
    default:
      return t('cashier.amountErrors.invalid');
  }
}

/** "Minimum 100.00 THB · maximum 50,000.00 THB" (no maximum when the agent sets none). */
export function limitsText(t: TFunction, limits: AmountLimits): string | null {
  const { minimum, maximum, currency } = limits;
  const hasMin = minimum != null && minimum > 0;
  const hasMax = maximum != null && maximum > 0;
  if (hasMin && hasMax) {
    return t('cashier.limits', { min: formatMoney(minimum, currency), max: formatMoney(maximum, currency) });
  }
  if (hasMin) return t('cashier.limitsMin', { min: formatMoney(minimum, currency) });
  if (hasMax) return t('cashier.limitsMax', { max: formatMoney(maximum, currency) });
  return null;
}

/** An amount input with the agent's limits as its hint and, optionally, one-tap amounts. */
export function AmountField({
  value,
  onChange,
  error,
  limits,
  testId,
  quick = false,
  disabled,
  endAdornment,
  label,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  limits: AmountLimits;
  testId: string;
  quick?: boolean;
  disabled?: boolean;
  endAdornment?: ReactNode;
  label?: string;
}) {
  const { t } = useTranslation();
  const whole = currencyDecimals(limits.currency) === 0;
  const quickList = quick ? quickAmounts(limits) : [];
  return (
    <div className="flex flex-col gap-3">
      <TextField
        label={label ?? t('cashier.amount')}
        name="amount"
        inputMode={whole ? 'numeric' : 'decimal'}
        autoComplete="off"
        placeholder={t('cashier.amountPlaceholder')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={error}
        hint={limitsText(t, limits)}
        disabled={disabled}
        required
        data-testid={testId}
        icon={<span className="text-xs font-semibold">{limits.currency}</span>}
        endAdornment={endAdornment}
      />
      {quickList.length ? (
        <div role="group" aria-label={t('cashier.quickAmounts')} className="grid grid-cols-3 gap-2">
          {quickList.map((amount) => {
            const text = formatMoney(amount, null, { trimZeroCents: true });
            const active = value.replace(/,/g, '') === String(amount);
            return (
              <button
                key={amount}
                type="button"
                disabled={disabled}
                aria-pressed={active}
                data-testid={`${testId}-quick-${amount}`}
                className={cn('pp-chip-btn justify-center', active && 'pp-chip-btn--active')}
                onClick={() => onChange(String(amount))}
              >
                {text}
              </button>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}
