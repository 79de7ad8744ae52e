import { useMutation, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { CheckCircleIcon } from '@/components/ui/icons';
import { LoadFailed } from '@/components/ui/load-failed';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { fromMinorUnits } from '@/lib/money';
import type { BankTransaction, GatewayOrder, TransactionHistory, Wallet } from '@/types/api';

import { validateAmount } from '../amount';
import { cashierKeys } from '../api/cashier-api';
import { PENDING_EXISTS, cashierErrorText, isDepositLimit, isFieldError, notifyCashierError } from '../errors';
import { useIdempotencyKey } from '../hooks/use-idempotency-key';
import { useCashierLimits } from '../hooks/use-limits';
import { useDepositStore } from '../stores/deposit-store';
import { applyTransactionResult } from '../transaction-updates';
import { AmountField, amountErrorText } from './amount-field';
import { BankLogo } from './bank-account-details';

/** What filing a deposit answers: the request, and what else the server sends with it. */
export interface DepositFiled {
  transaction: BankTransaction;
  order?: GatewayOrder | null;
  wallet?: Wallet | null;
  transactionHistory?: TransactionHistory | null;
}

/**
 * What every deposit form shares: the amount within the agent's limits, one Idempotency-Key
 * per attempt, and the outcome. A filed request is followed (it then replaces the form) and
 * the wallet and history refresh; a refused amount shows under the field; a request already
 * pending elsewhere is shown instead. `onRefused` takes the form's other refusals first.
 */
export function useDepositForm<Body extends object>({
  send,
  onRefused,
}: {
  send: (body: Body, idempotencyKey: string) => Promise<DepositFiled>;
  /** True when the form handled the refusal itself (a field of its own). */
  onRefused?: (error: unknown) => boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { deposit: limits } = useCashierLimits();
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const idempotency = useIdempotencyKey();

  const mutation = useMutation({
    mutationFn: (body: Body) => send(body, idempotency.keyFor(body)),
    onSettled: (_data, err) => idempotency.settle(err ?? undefined),
    onSuccess: (result) => {
      applyTransactionResult(queryClient, result);
      useDepositStore.getState().track(result.transaction, result.order ?? null);
      setAmount('');
    },
    onError: (err) => {
      if (isFieldError(err, 'amount')) {
        // A deposit limit the player set says what is left; other refusals of the amount are the agent's.
        setAmountError(isDepositLimit(err) ? cashierErrorText(err) : t('cashier.amountErrors.server'));
        return;
      }
      if (onRefused?.(err)) return;
      notifyCashierError(err);
      // 0052: a request is already pending (another tab, another device): show that one.
      if (isApiError(err) && err.errorCode === PENDING_EXISTS) {
        void queryClient.invalidateQueries({ queryKey: cashierKeys.currentTransaction });
      }
    },
  });

  /** The amount to send, or null with its error shown. */
  function checkedAmount(): number | null {
    const check = validateAmount(amount, limits);
    setAmountError(check.ok ? null : amountErrorText(t, check.error, limits));
    return check.ok ? fromMinorUnits(check.minor, limits.currency) : null;
  }

  return {
    amount,
    setAmount: (value: string) => {
      setAmount(value);
      setAmountError(null);
    },
    amountError,
    limits,
    mutation,
    checkedAmount,
  };
}

export type DepositForm = ReturnType<typeof useDepositForm>;

/** While the form's choices (accounts, banks) load, or when they could not be had. */
export function DepositChoicesStatus({ choices }: { choices: Pick<UseQueryResult, 'isPending' | 'refetch'> }) {
  const { t } = useTranslation();
  if (choices.isPending) return <Spinner className="py-6" />;
  return (
    <LoadFailed className="py-4" onRetry={() => void choices.refetch()}>
      {t('cashier.loadFailed')}
    </LoadFailed>
  );
}

/** One choice of a deposit form's radio group (an account, a bank): its logo, its text, a tick. */
export function DepositChoice({
  checked,
  onChange,
  iconUrl,
  className,
  input,
  children,
}: {
  checked: boolean;
  onChange: () => void;
  iconUrl?: string | null;
  /** The spacing of this group's choices. */
  className: string;
  input: Pick<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'aria-label'> & { 'data-testid'?: string };
  children: ReactNode;
}) {
  return (
    <label
      className={cn(
        'flex cursor-pointer items-center rounded-xl border py-2 text-sm transition focus-within:ring-2 focus-within:ring-accent',
        className,
        checked ? 'border-primary bg-primary/10 text-strong' : 'border-line bg-tint/[0.03] text-subtle hover:border-tint/25',
      )}
    >
      <input type="radio" className="sr-only" checked={checked} onChange={onChange} {...input} />
      <BankLogo iconUrl={iconUrl} className="size-8" />
      {children}
      {checked ? <CheckCircleIcon className="size-4 shrink-0 text-accent" /> : null}
    </label>
  );
}

/** The amount (with one-tap amounts) and the button that files the deposit. */
export function DepositAmountSubmit({
  form,
  testId,
  submitTestId,
  submitLabel,
}: {
  form: Pick<DepositForm, 'amount' | 'setAmount' | 'amountError' | 'limits'> & { mutation: { isPending: boolean } };
  testId: string;
  submitTestId: string;
  submitLabel: string;
}) {
  const { t } = useTranslation();
  const pending = form.mutation.isPending;
  return (
    <>
      <AmountField
        value={form.amount}
        onChange={form.setAmount}
        error={form.amountError}
        limits={form.limits}
        testId={testId}
        quick
        disabled={pending}
      />
      <Button type="submit" size="lg" block loading={pending} data-testid={submitTestId}>
        {pending ? t('cashier.submitting') : submitLabel}
      </Button>
    </>
  );
}
