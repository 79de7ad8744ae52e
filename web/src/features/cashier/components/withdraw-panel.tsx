import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Button, ButtonLink } from '@/components/ui/button';
import { HistoryIcon, InfoIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { useAuthStore } from '@/features/auth';
import { bankName } from '@/features/bank';
import { cn } from '@/lib/cn';
import { formatMoney, fromMinorUnits, minorToInput, toMinorUnits } from '@/lib/money';
import { toast } from '@/lib/toast';
import type { BankTransaction, Withdrawable } from '@/types/api';

import { validateAmount } from '../amount';
import { createTransaction, transactionHistoryQueryOptions, type TransactionRequest } from '../api/cashier-api';
import { isFieldError, notifyCashierError } from '../errors';
import { useIdempotencyKey } from '../hooks/use-idempotency-key';
import { useCashierLimits } from '../hooks/use-limits';
import { applyTransactionResult } from '../transaction-updates';
import { AmountField, amountErrorText } from './amount-field';
import { BankLogo } from './bank-account-details';
import { StatusBadge } from './status-badge';

/** Why the withdrawable amount is what it is (reason of POST bank/withdrawable). */
function ReasonNote({ data, currency }: { data: Withdrawable; currency: string }) {
  const { t } = useTranslation();
  const reason = data.reason;
  let text: string;
  if (reason === 'ok') text = t('withdraw.reasonOk');
  else if (reason === 'turnover')
    text = t('withdraw.reasonTurnover', { amount: formatMoney(data.remainingTurnover, currency) });
  else if (reason === 'minimum') text = t('withdraw.reasonMinimum', { min: formatMoney(data.minimumWithdraw, currency) });
  else if (reason === 'promotion') text = t('withdraw.reasonPromotion');
  else text = t('withdraw.reasonOther');
  const ok = reason === 'ok';
  return (
    <div
      className={cn(
        'flex items-start gap-2 rounded-xl px-3 py-2.5 text-sm',
        ok ? 'bg-primary/10 text-accent-pale' : 'bg-warning/10 text-warning-fg',
      )}
      data-testid="withdraw-reason"
      data-reason={reason}
    >
      <InfoIcon className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0">
        <p>{text}</p>
        {/* With a promotion its own note says what the turnover is counted on. */}
        {reason === 'turnover' && data.requiredCredit > 0 && !data.promotion ? (
          <p className="mt-0.5 text-xs opacity-80">
            {t('withdraw.requiredCredit', { amount: formatMoney(data.requiredCredit, currency) })}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** The withdrawal just filed, with its live status (history reloads on the socket's events). */
function LastRequest({ tx: filed, currency }: { tx: BankTransaction; currency: string }) {
  const { t } = useTranslation();
  const recent = useQuery(transactionHistoryQueryOptions(null));
  const tx = recent.data?.withdrawTransactions?.find((item) => item.id === filed.id) ?? filed;
  return (
    <div className="flex items-center justify-between gap-3 rounded-xl border border-line bg-tint/[0.03] px-3 py-2.5" data-testid="withdraw-result">
      <div className="min-w-0">
        <p className="text-xs text-muted">{t('withdraw.lastRequest')}</p>
        <p className="font-semibold text-strong tabular-nums">{formatMoney(tx.amount, tx.currencyCode || currency)}</p>
      </div>
      <StatusBadge status={tx.status} statusText={tx.statusText} testId="withdraw-result-status" />
    </div>
  );
}

/**
 * Withdrawal to the player's own registered account: what may be withdrawn and why, the
 * agent's limits, the amount (or all of it), then POST bank/transaction WITHDRAW with one
 * Idempotency-Key per attempt. Credit is held by the server as soon as the request exists.
 * `promotionNote` shows, under the reason, what the active promotion (`data.promotion`) allows.
 */
export function WithdrawPanel({ promotionNote }: { promotionNote?: (data: Withdrawable) => ReactNode } = {}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const player = useAuthStore((s) => s.user?.player ?? null);
  const { withdrawable, currency, withdraw: limits } = useCashierLimits();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [last, setLast] = useState<BankTransaction | null>(null);
  const idempotency = useIdempotencyKey();

  const account = player?.bankAccount ?? null;
  const accountId = account?.id ?? player?.bankAccountId ?? null;
  const data = withdrawable.data;

  const mutation = useMutation({
    mutationFn: (body: TransactionRequest) => createTransaction(body, idempotency.keyFor(body)),
    onSettled: (_data, err) => idempotency.settle(err ?? undefined),
    onSuccess: (result) => {
      applyTransactionResult(queryClient, result);
      setLast(result.transaction);
      setAmount('');
      void toast.success({ title: t('withdraw.submittedTitle'), text: t('withdraw.submitted') });
    },
    onError: (err) => {
      if (isFieldError(err, 'amount')) setError(t('cashier.amountErrors.server'));
      else notifyCashierError(err);
      void withdrawable.refetch();
    },
  });

  // "All": the withdrawable balance, no more than the agent's maximum.
  function fillAll() {
    if (!data) return;
    let minor = toMinorUnits(data.withdrawable, currency);
    if (limits.maximum && limits.maximum > 0) minor = Math.min(minor, toMinorUnits(limits.maximum, currency));
    setAmount(minorToInput(Math.max(0, minor), currency));
    setError(null);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (accountId == null || !data) return;
    const check = validateAmount(amount, limits);
    if (!check.ok) {
      setError(amountErrorText(t, check.error, limits));
      return;
    }
    setError(null);
    mutation.mutate({ bankAccountId: accountId, type: 'WITHDRAW', amount: fromMinorUnits(check.minor, currency) });
  }

  if (withdrawable.isPending) return <Spinner className="py-6" />;
  if (withdrawable.isError || !data) {
    return (
      <div className="flex flex-col items-start gap-3 py-4 text-sm text-danger-fg" role="alert">
        {t('cashier.loadFailed')}
        <Button size="sm" variant="outline" onClick={() => void withdrawable.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }

  const nothing = toMinorUnits(data.withdrawable, currency) <= 0;
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label={t('withdraw.title')}>
      <div className="grid grid-cols-[repeat(2,minmax(0,1fr))] gap-3">
        <div className="rounded-box border border-accent/20 bg-primary/10 p-3">
          <p className="text-xs text-accent-pale/80">{t('withdraw.withdrawable')}</p>
          <p className="mt-0.5 text-lg leading-tight font-bold break-words text-strong tabular-nums sm:text-xl" data-testid="withdrawable-amount">
            {formatMoney(data.withdrawable, currency)}
          </p>
        </div>
        <div className="rounded-box border border-line bg-tint/[0.03] p-3">
          <p className="text-xs text-muted">{t('withdraw.creditBalance')}</p>
          <p className="mt-0.5 text-lg leading-tight font-bold break-words text-text tabular-nums sm:text-xl" data-testid="withdraw-credit">
            {formatMoney(data.creditBalance, currency)}
          </p>
        </div>
      </div>

      <ReasonNote data={data} currency={currency} />
      {promotionNote ? promotionNote(data) : null}

      <div className="flex flex-col gap-2">
        <p className="text-sm font-medium text-soft">{t('withdraw.toAccount')}</p>
        {account ? (
          <div className="flex items-center gap-3 rounded-box border border-line bg-tint/[0.03] p-3" data-testid="withdraw-account">
            <BankLogo iconUrl={account.bank?.iconUrl} />
            <div className="min-w-0">
              <p className="truncate text-sm font-medium text-strong">
                {account.bank ? bankName(account.bank, i18n.language) : account.bankCode}
              </p>
              <p className="truncate text-sm text-subtle">{account.bankAccountName}</p>
              <p className="font-mono text-sm tracking-wider text-soft">{account.bankAccountNo}</p>
            </div>
          </div>
        ) : (
          <p className="rounded-xl bg-warning/10 px-3 py-2.5 text-sm text-warning-fg" data-testid="withdraw-no-account">
            {t('withdraw.noBank')}
          </p>
        )}
      </div>

      <AmountField
        value={amount}
        onChange={(value) => {
          setAmount(value);
          setError(null);
        }}
        error={error}
        limits={limits}
        testId="withdraw-amount"
        disabled={mutation.isPending || nothing}
        endAdornment={
          <button
            type="button"
            onClick={fillAll}
            disabled={mutation.isPending || nothing}
            className="me-1.5 h-8 shrink-0 rounded-lg bg-tint/10 px-3 text-xs font-semibold text-accent-strong hover:bg-tint/15 disabled:opacity-50"
            aria-label={t('withdraw.allLabel')}
            data-testid="withdraw-all"
          >
            {t('withdraw.all')}
          </button>
        }
      />

      <Button
        type="submit"
        size="lg"
        block
        loading={mutation.isPending}
        disabled={nothing || accountId == null}
        data-testid="withdraw-submit"
      >
        {mutation.isPending ? t('cashier.submitting') : t('withdraw.submit')}
      </Button>

      {last ? <LastRequest tx={last} currency={currency} /> : null}
      {last ? (
        <ButtonLink to="/history?tab=withdraw" variant="ghost" size="sm" icon={<HistoryIcon className="size-4" />} className="self-center">
          {t('cashier.viewHistory')}
        </ButtonLink>
      ) : null}
    </form>
  );
}
