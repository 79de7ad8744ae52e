import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { BankIcon, CheckCircleIcon } from '@/components/ui/icons';
import { bankName } from '@/features/bank';
import { cn } from '@/lib/cn';
import type { Bank } from '@/types/api';

/** The country's banks as a radio group: icon and localized name. */
export function BankPicker({
  banks,
  value,
  onChange,
  error,
  loading,
  failed,
}: {
  banks: Bank[];
  value: string;
  onChange: (code: string) => void;
  error?: string | null;
  loading?: boolean;
  failed?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset className="flex flex-col gap-1.5" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-soft">
        {t('register.bank')}
        <span aria-hidden="true" className="ms-0.5 text-accent">*</span>
      </legend>
      {loading ? (
        <p className="text-sm text-muted">{t('register.banksLoading')}</p>
      ) : failed ? (
        <p className="text-sm text-danger-fg">{t('register.banksFailed')}</p>
      ) : (
        <div
          role="radiogroup"
          aria-label={t('register.bankPicker')}
          aria-invalid={error ? true : undefined}
          className={cn(
            'grid max-h-64 grid-cols-2 gap-2 overflow-y-auto rounded-xl p-0.5 sm:grid-cols-3',
            error && 'ring-1 ring-danger/70',
          )}
        >
          {banks.map((bank) => {
            const checked = bank.code === value;
            const label = bankName(bank, i18n.language);
            return (
              <label
                key={bank.code}
                className={cn(
                  'relative flex cursor-pointer items-center gap-2.5 rounded-xl border px-2.5 py-2 text-sm transition focus-within:ring-2 focus-within:ring-accent',
                  checked
                    ? 'border-primary bg-primary/10 text-strong'
                    : 'border-line bg-tint/[0.03] text-subtle hover:border-tint/25',
                )}
              >
                <input
                  type="radio"
                  name={name}
                  value={bank.code}
                  checked={checked}
                  onChange={() => onChange(bank.code)}
                  className="sr-only"
                  aria-label={label}
                />
                {bank.iconUrl ? (
                  <img src={bank.iconUrl} alt="" className="size-8 shrink-0 rounded-lg bg-paper object-contain p-0.5" loading="lazy" />
                ) : (
                  <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-raised text-subtle" aria-hidden="true">
                    <BankIcon className="size-4" />
                  </span>
                )}
                <span className="line-clamp-2 min-w-0 flex-1 leading-tight [overflow-wrap:anywhere]">{label}</span>
                {checked ? <CheckCircleIcon className="size-4 shrink-0 text-accent" /> : null}
              </label>
            );
          })}
        </div>
      )}
      {error ? (
        <p id={errorId} className="text-sm text-danger-fg" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
