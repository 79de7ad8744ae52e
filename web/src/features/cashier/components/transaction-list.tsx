import { useTranslation } from 'react-i18next';

import { DepositIcon, WithdrawIcon } from '@/components/ui/icons';
import { useAgent } from '@/features/agent';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/date';
import { formatMoney } from '@/lib/money';
import type { BankTransaction } from '@/types/api';

import { StatusBadge } from './status-badge';

const CHANNEL_KEYS = {
  BANK: 'history.channelBank',
  TRUEMONEY: 'history.channelTrueMoney',
  GATEWAY: 'history.channelGateway',
} as const;

/** Transactions as rows: type, channel, date-time, amount and the status badge (spec §3 "withdraw request"). */
export function TransactionList({
  transactions,
  currency,
  className,
}: {
  transactions: readonly BankTransaction[];
  currency: string;
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  const timeZone = useAgent()?.country?.timezone;
  return (
    <ul className={cn('flex flex-col divide-y divide-tint/5', className)}>
      {transactions.map((tx) => {
        const deposit = tx.type === 'DEPOSIT';
        const txCurrency = tx.currencyCode || currency;
        const channelKey = CHANNEL_KEYS[tx.channel as keyof typeof CHANNEL_KEYS];
        return (
          <li
            key={tx.id}
            className="flex items-start gap-3 py-3"
            data-testid="history-row"
            data-type={tx.type}
            data-status={tx.status}
          >
            <span
              className={cn(
                'grid size-10 shrink-0 place-items-center rounded-xl',
                deposit ? 'bg-primary/15 text-accent-strong' : 'bg-warning/15 text-highlight',
              )}
              aria-hidden="true"
            >
              {deposit ? <DepositIcon className="size-5" /> : <WithdrawIcon className="size-5" />}
            </span>
            <div className="min-w-0 flex-1">
              <div className="flex items-baseline justify-between gap-3">
                <p className="flex min-w-0 flex-wrap items-baseline gap-x-2 text-sm font-medium text-strong">
                  {deposit ? t('history.typeDeposit') : tx.type === 'WITHDRAW' ? t('history.typeWithdraw') : t('history.typeTransfer')}
                  <span className="text-xs font-normal text-muted">{channelKey ? t(channelKey) : tx.channel}</span>
                </p>
                <span
                  className={cn('shrink-0 text-sm font-semibold tabular-nums', deposit ? 'text-accent-strong' : 'text-highlight')}
                  data-testid="history-row-amount"
                >
                  {deposit ? '+' : '−'}
                  {formatMoney(tx.amount, txCurrency)}
                </span>
              </div>
              <div className="mt-1 flex items-center justify-between gap-3">
                <time dateTime={tx.createdAt} className="shrink-0 text-xs text-muted">
                  {formatDateTime(tx.createdAt, i18n.language, timeZone)}
                </time>
                <StatusBadge status={tx.status} statusText={tx.statusText} testId="history-row-status" className="min-w-0" />
              </div>
              {tx.reason ? <p className="mt-1 text-xs text-danger-fg">{t('history.reason', { reason: tx.reason })}</p> : null}
              {tx.seizedAmount ? (
                <p className="mt-1 text-xs text-danger-fg">
                  {t('history.seized', { amount: formatMoney(tx.seizedAmount, txCurrency) })}
                </p>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
