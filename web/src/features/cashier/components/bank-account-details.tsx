import { useTranslation } from 'react-i18next';

import { CopyButton } from '@/components/ui/copy-button';
import { BankIcon } from '@/components/ui/icons';
import { bankName } from '@/features/bank';
import { cn } from '@/lib/cn';
import type { BankAccount } from '@/types/api';

/** A bank's icon, or a neutral mark when it has none. */
export function BankLogo({ iconUrl, className }: { iconUrl?: string | null; className?: string }) {
  return iconUrl ? (
    <img src={iconUrl} alt="" className={cn('size-10 shrink-0 rounded-xl bg-paper object-contain p-1', className)} loading="lazy" />
  ) : (
    <span className={cn('grid size-10 shrink-0 place-items-center rounded-xl bg-raised text-subtle', className)} aria-hidden="true">
      <BankIcon className="size-5" />
    </span>
  );
}

/** An account to transfer to: bank (icon, name in the interface language), name and number with a copy button. */
export function BankAccountDetails({
  account,
  testId,
  className,
}: {
  account: BankAccount;
  testId?: string;
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  const name = account.bank ? bankName(account.bank, i18n.language) : account.bankCode;
  return (
    <div className={cn('flex items-start gap-3', className)} data-testid={testId}>
      <BankLogo iconUrl={account.bank?.iconUrl} />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-strong">{name}</p>
        <p className="truncate text-sm text-subtle">
          <span className="sr-only">{t('deposit.accountName')}: </span>
          {account.bankAccountName}
        </p>
        <div className="mt-1 flex flex-wrap items-center gap-2">
          <span className="sr-only">{t('deposit.accountNo')}: </span>
          <span className="font-mono text-lg font-semibold tracking-wider text-highlight tabular-nums" data-testid={testId ? `${testId}-no` : undefined}>
            {account.bankAccountNo}
          </span>
          <CopyButton value={account.bankAccountNo} label={t('deposit.accountNo')} />
        </div>
      </div>
    </div>
  );
}
