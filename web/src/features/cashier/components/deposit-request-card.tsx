import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { Button, ButtonLink } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { CheckCircleIcon, ClockIcon, ExternalLinkIcon, HistoryIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { formatMoney, toMinorUnits } from '@/lib/money';
import type { BankAccount, BankTransaction, GatewayOrder } from '@/types/api';

import { formatCountdown, useCountdown } from '../hooks/use-countdown';
import { promptPayPayload } from '../promptpay';
import { isPending, statusTone } from '../transaction-status';
import { BankAccountDetails } from './bank-account-details';
import { QrCode } from './qr-code';
import { StatusBadge } from './status-badge';

/** The PromptPay QR of an account for an amount, when the account has PromptPay and the money is baht. */
function PromptPayBlock({ account, amount, currency }: { account: BankAccount; amount: number; currency: string }) {
  const { t } = useTranslation();
  if (currency !== 'THB' || !account.promptPayNo) return null;
  const payload = promptPayPayload({
    type: account.promptPayType,
    id: account.promptPayNo,
    amountSatang: toMinorUnits(amount, 'THB'),
  });
  if (!payload) return null;
  const text = formatMoney(amount, currency);
  return (
    <div className="flex flex-col items-center gap-2 rounded-box border border-line bg-tint/[0.03] p-4">
      <p className="text-sm font-medium text-strong">{t('deposit.promptPay')}</p>
      <QrCode value={payload} label={t('deposit.qrLabel', { amount: text })} testId="deposit-promptpay-qr" />
      <p className="text-center text-xs text-muted">{t('deposit.promptPayHint')}</p>
    </div>
  );
}

/** What the gateway asks the player to pay: QR, account and the gateway's own payment page. */
function GatewayOrderBlock({ order, currency }: { order: GatewayOrder; currency: string }) {
  const { t } = useTranslation();
  const text = formatMoney(order.amount, currency);
  return (
    <div className="flex flex-col gap-3 rounded-box border border-line bg-tint/[0.03] p-4">
      {order.qrPayload ? (
        <QrCode value={order.qrPayload} label={t('deposit.gatewayQrLabel', { amount: text })} testId="gateway-qr" />
      ) : null}
      <dl className="grid gap-1 text-sm">
        <div className="flex items-center justify-between gap-3">
          <dt className="text-muted">{t('deposit.accountName')}</dt>
          <dd className="truncate text-end text-strong">{order.accountName}</dd>
        </div>
        <div className="flex items-center justify-between gap-3">
          <dt className="text-muted">{t('deposit.accountNo')}</dt>
          <dd className="flex items-center gap-2">
            <span className="font-mono font-semibold tracking-wider text-highlight">{order.accountNo}</span>
            <CopyButton value={order.accountNo} label={t('deposit.accountNo')} />
          </dd>
        </div>
      </dl>
      {order.payUrl ? (
        <a
          href={order.payUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="pp-btn pp-btn--outline pp-btn--md w-full"
          data-testid="gateway-pay-link"
        >
          <ExternalLinkIcon className="size-4" />
          {t('deposit.payOnline')}
        </a>
      ) : null}
    </div>
  );
}

/**
 * The deposit request being followed: amount, where to send it, time left (expiring it when the
 * countdown ends), its live status, and cancel — or how it ended and a way to start again.
 */
export function DepositRequestCard({
  tx,
  order,
  account,
  currency,
  cancelling,
  onCancel,
  onExpire,
  onStartOver,
}: {
  tx: BankTransaction;
  order: GatewayOrder | null;
  account: BankAccount | null;
  currency: string;
  cancelling: boolean;
  onCancel: (tx: BankTransaction) => void;
  onExpire: (tx: BankTransaction) => void;
  onStartOver: () => void;
}) {
  const { t } = useTranslation();
  const pending = isPending(tx);
  const gatewayOrder = order && tx.channel === 'GATEWAY' ? order : null;
  const left = useCountdown(pending ? (tx.expiresAt ?? gatewayOrder?.expiresAt) : null);
  const amountText = formatMoney(tx.amount, currency);
  const tone = statusTone(tx.status);

  // Once per request: the countdown reached zero while it was still pending.
  const expiredFor = useRef<number | null>(null);
  useEffect(() => {
    if (pending && left === 0 && expiredFor.current !== tx.id) {
      expiredFor.current = tx.id;
      onExpire(tx);
    }
  }, [pending, left, tx, onExpire]);

  return (
    <section
      className="flex flex-col gap-4"
      aria-labelledby="deposit-request-title"
      data-testid="deposit-pending"
      data-status={tx.status}
    >
      {/* A status too long to sit beside the amount (the failed one, on a phone) goes under it. */}
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
        <div className="min-w-0">
          <h3 id="deposit-request-title" className="text-base font-semibold text-strong">
            {t('deposit.requestTitle')}
          </h3>
          <p className="mt-0.5 text-3xl font-bold whitespace-nowrap text-strong tabular-nums" data-testid="deposit-pending-amount">
            {amountText}
          </p>
        </div>
        <div aria-live="polite">
          <StatusBadge status={tx.status} statusText={tx.statusText} testId="deposit-status" />
        </div>
      </div>

      {pending ? (
        <>
          {left != null ? (
            <p
              className={cn(
                'flex items-center gap-2 rounded-xl px-3 py-2 text-sm',
                left <= 60 ? 'bg-danger/10 text-danger-fg' : 'bg-warning/10 text-warning-fg',
              )}
              data-testid="deposit-countdown"
            >
              <ClockIcon className="size-4 shrink-0" />
              <span>{t('deposit.timeLeft')}</span>
              <span className="ms-auto font-mono font-semibold tabular-nums" role="timer" aria-live="off">
                {formatCountdown(left)}
              </span>
            </p>
          ) : null}
          <p className="text-sm text-subtle">{t('deposit.transferExactly', { amount: amountText })}</p>
          {gatewayOrder ? (
            <GatewayOrderBlock order={gatewayOrder} currency={currency} />
          ) : account ? (
            <>
              <div className="rounded-box border border-line bg-tint/[0.03] p-4">
                <BankAccountDetails account={account} testId="deposit-pending-account" />
              </div>
              <PromptPayBlock account={account} amount={tx.amount} currency={currency} />
            </>
          ) : null}
          <p className="text-xs text-muted">{t('deposit.waiting')}</p>
          <Button
            variant="cancel"
            block
            loading={cancelling}
            onClick={() => onCancel(tx)}
            data-testid="deposit-cancel"
          >
            {t('deposit.cancel')}
          </Button>
        </>
      ) : (
        <>
          <div
            className={cn(
              'flex items-start gap-3 rounded-box p-4 text-sm',
              tone === 'success' ? 'bg-primary/10 text-accent-pale' : 'bg-tint/[0.04] text-soft',
            )}
          >
            {tone === 'success' ? <CheckCircleIcon className="size-5 shrink-0 text-accent" /> : null}
            <div className="min-w-0">
              <p>{tone === 'success' ? t('deposit.done') : t('deposit.closed')}</p>
              {tx.reason ? <p className="mt-1 text-muted">{t('history.reason', { reason: tx.reason })}</p> : null}
            </div>
          </div>
          <div className="grid grid-cols-2 gap-2">
            <Button onClick={onStartOver} data-testid="deposit-new">
              {t('deposit.newRequest')}
            </Button>
            <ButtonLink to="/history?tab=deposit" variant="outline" icon={<HistoryIcon className="size-4" />}>
              {t('cashier.history')}
            </ButtonLink>
          </div>
        </>
      )}
    </section>
  );
}
