import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { BankIcon, CheckCircleIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { useAuthStore } from '@/features/auth';
import { bankName } from '@/features/bank';
import { cn } from '@/lib/cn';
import { isApiError } from '@/lib/api';
import { fromMinorUnits } from '@/lib/money';
import type { BankAccount } from '@/types/api';

import { validateAmount } from '../amount';
import { cashierKeys, createTransaction, depositAccountsQueryOptions, type TransactionRequest } from '../api/cashier-api';
import { PENDING_EXISTS, isFieldError, notifyCashierError } from '../errors';
import { useIdempotencyKey } from '../hooks/use-idempotency-key';
import { useCashierLimits } from '../hooks/use-limits';
import { useDepositStore } from '../stores/deposit-store';
import { applyTransactionResult } from '../transaction-updates';
import { AmountField, amountErrorText } from './amount-field';
import { BankAccountDetails, BankLogo } from './bank-account-details';

/** The agent's deposit accounts as a radio group; the chosen one is shown in full with its copy button. */
function AccountPicker({
  accounts,
  value,
  onChange,
}: {
  accounts: BankAccount[];
  value: number;
  onChange: (id: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const name = useId();
  return (
    <div role="radiogroup" aria-label={t('deposit.chooseAccount')} className="grid gap-2 sm:grid-cols-2">
      {accounts.map((account) => {
        const checked = account.id === value;
        return (
          <label
            key={account.id}
            className={cn(
              'flex cursor-pointer items-center gap-2.5 rounded-xl border px-3 py-2 text-sm transition focus-within:ring-2 focus-within:ring-primary-400',
              checked ? 'border-primary-500 bg-primary-500/10 text-white' : 'border-white/10 bg-white/[0.03] text-gray-300 hover:border-white/25',
            )}
          >
            <input
              type="radio"
              name={name}
              className="sr-only"
              checked={checked}
              onChange={() => onChange(account.id)}
              data-testid={`deposit-account-${account.id}`}
            />
            <BankLogo iconUrl={account.bank?.iconUrl} className="size-8" />
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium">
                {account.bank ? bankName(account.bank, i18n.language) : account.bankCode}
              </span>
              <span className="block truncate font-mono text-xs text-gray-400">{account.bankAccountNo}</span>
            </span>
            {checked ? <CheckCircleIcon className="size-4 shrink-0 text-primary-400" /> : null}
          </label>
        );
      })}
    </div>
  );
}

/**
 * Bank transfer: pick the agent's account, enter the amount within the agent's limits, file the
 * request (POST bank/transaction DEPOSIT, one Idempotency-Key per attempt). The pending request
 * then replaces this form.
 */
export function DepositBankForm() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const accounts = useQuery(depositAccountsQueryOptions());
  const { deposit: limits } = useCashierLimits();
  const ownAccount = useAuthStore((s) => s.user?.player?.bankAccount ?? null);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const idempotency = useIdempotencyKey();

  const list = accounts.data ?? [];
  const chosen = list.find((a) => a.id === chosenId) ?? list[0] ?? null;

  const mutation = useMutation({
    mutationFn: (body: TransactionRequest) => createTransaction(body, idempotency.keyFor(body)),
    onSettled: (_data, err) => idempotency.settle(err ?? undefined),
    onSuccess: (result) => {
      applyTransactionResult(queryClient, result);
      useDepositStore.getState().track(result.transaction);
      setAmount('');
    },
    onError: (err) => {
      if (isFieldError(err, 'amount')) {
        setError(t('cashier.amountErrors.server'));
        return;
      }
      notifyCashierError(err);
      // 0052: a request is already pending (another tab, another device): show that one.
      if (isApiError(err) && err.errorCode === PENDING_EXISTS) {
        void queryClient.invalidateQueries({ queryKey: cashierKeys.currentTransaction });
      }
    },
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!chosen) return;
    const check = validateAmount(amount, limits);
    if (!check.ok) {
      setError(amountErrorText(t, check.error, limits));
      return;
    }
    setError(null);
    mutation.mutate({ bankAccountId: chosen.id, type: 'DEPOSIT', amount: fromMinorUnits(check.minor, limits.currency) });
  }

  if (accounts.isPending) return <Spinner className="py-6" />;
  if (accounts.isError) {
    return (
      <div className="flex flex-col items-start gap-3 py-4 text-sm text-red-300" role="alert">
        {t('cashier.loadFailed')}
        <Button size="sm" variant="outline" onClick={() => void accounts.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  if (!chosen) {
    return (
      <p className="flex items-center gap-2 py-4 text-sm text-gray-300" data-testid="deposit-no-accounts">
        <BankIcon className="size-5 text-gray-400" />
        {t('deposit.noAccounts')}
      </p>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label={t('deposit.methodBank')}>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-medium text-gray-200">{t('deposit.accounts')}</legend>
        {list.length > 1 ? <AccountPicker accounts={list} value={chosen.id} onChange={setChosenId} /> : null}
        <div className="rounded-2xl border border-white/10 bg-white/[0.03] p-4">
          <BankAccountDetails account={chosen} testId="deposit-account" />
        </div>
        {ownAccount ? (
          <p className="text-xs text-gray-400">
            {t('deposit.fromAccount', { account: `${ownAccount.bank?.codeName || ownAccount.bankCode} ${ownAccount.bankAccountNo}` })}
          </p>
        ) : null}
      </fieldset>

      <AmountField
        value={amount}
        onChange={(value) => {
          setAmount(value);
          setError(null);
        }}
        error={error}
        limits={limits}
        testId="deposit-amount"
        quick
        disabled={mutation.isPending}
      />

      <Button type="submit" size="lg" block loading={mutation.isPending} data-testid="deposit-submit">
        {mutation.isPending ? t('cashier.submitting') : t('deposit.submit')}
      </Button>
    </form>
  );
}
