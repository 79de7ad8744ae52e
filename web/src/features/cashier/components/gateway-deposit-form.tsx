import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { CheckCircleIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { fromMinorUnits } from '@/lib/money';

import { validateAmount } from '../amount';
import { cashierKeys } from '../api/cashier-api';
import { createGatewayDeposit, gatewayBanksQueryOptions } from '../api/gateway-api';
import { PENDING_EXISTS, isFieldError, notifyCashierError } from '../errors';
import { useIdempotencyKey } from '../hooks/use-idempotency-key';
import { useCashierLimits } from '../hooks/use-limits';
import { useDepositStore } from '../stores/deposit-store';
import { applyTransactionResult } from '../transaction-updates';
import { AmountField, amountErrorText } from './amount-field';
import { BankLogo } from './bank-account-details';

/**
 * The Vietnam payment gateway: pick a bank the gateway takes, enter the amount, get an order
 * (QR and the gateway's payment page). The order is followed like any pending deposit.
 */
export function GatewayDepositForm() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const banks = useQuery(gatewayBanksQueryOptions());
  const { deposit: limits } = useCashierLimits();
  const [bankCode, setBankCode] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [bankError, setBankError] = useState<string | null>(null);
  const idempotency = useIdempotencyKey();
  const group = useId();

  const mutation = useMutation({
    mutationFn: (body: { amount: number; bankCode: string }) => createGatewayDeposit(body, idempotency.keyFor(body)),
    onSettled: (_data, err) => idempotency.settle(err ?? undefined),
    onSuccess: (result) => {
      useDepositStore.getState().track(result.transaction, result.order);
      applyTransactionResult(queryClient, {});
      setAmount('');
    },
    onError: (err) => {
      if (isFieldError(err, 'amount')) {
        setAmountError(t('cashier.amountErrors.server'));
        return;
      }
      if (isFieldError(err, 'bankCode')) {
        setBankError(t('deposit.gatewayBankRefused'));
        return;
      }
      notifyCashierError(err);
      if (isApiError(err) && err.errorCode === PENDING_EXISTS) {
        void queryClient.invalidateQueries({ queryKey: cashierKeys.currentTransaction });
      }
    },
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const check = validateAmount(amount, limits);
    setAmountError(check.ok ? null : amountErrorText(t, check.error, limits));
    setBankError(bankCode ? null : t('deposit.gatewayBankRequired'));
    if (!check.ok || !bankCode) return;
    mutation.mutate({ amount: fromMinorUnits(check.minor, limits.currency), bankCode });
  }

  if (banks.isPending) return <Spinner className="py-6" />;
  if (banks.isError) {
    return (
      <div className="flex flex-col items-start gap-3 py-4 text-sm text-red-300" role="alert">
        {t('cashier.loadFailed')}
        <Button size="sm" variant="outline" onClick={() => void banks.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  if (!banks.data.length) return <p className="py-4 text-sm text-gray-300">{t('deposit.gatewayBanksEmpty')}</p>;

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label={t('deposit.methodGateway')}>
      <fieldset className="flex flex-col gap-1.5" aria-describedby={bankError ? `${group}-error` : undefined}>
        <legend className="mb-1.5 text-sm font-medium text-gray-200">{t('deposit.gatewayBank')}</legend>
        <div role="radiogroup" aria-label={t('deposit.gatewayBank')} className="grid max-h-64 grid-cols-2 gap-2 overflow-y-auto p-0.5 sm:grid-cols-3">
          {banks.data.map((bank) => {
            const checked = bank.bankCode === bankCode;
            return (
              <label
                key={bank.bankCode}
                className={cn(
                  'flex cursor-pointer items-center gap-2 rounded-xl border px-2.5 py-2 text-sm transition focus-within:ring-2 focus-within:ring-primary-400',
                  checked ? 'border-primary-500 bg-primary-500/10 text-white' : 'border-white/10 bg-white/[0.03] text-gray-300 hover:border-white/25',
                )}
              >
                <input
                  type="radio"
                  name={group}
                  value={bank.bankCode}
                  checked={checked}
                  className="sr-only"
                  onChange={() => {
                    setBankCode(bank.bankCode);
                    setBankError(null);
                  }}
                  aria-label={bank.name}
                />
                <BankLogo iconUrl={bank.iconUrl} className="size-8" />
                <span className="line-clamp-2 min-w-0 flex-1 leading-tight">{bank.name}</span>
                {checked ? <CheckCircleIcon className="size-4 shrink-0 text-primary-400" /> : null}
              </label>
            );
          })}
        </div>
        {bankError ? (
          <p id={`${group}-error`} className="text-sm text-red-400" role="alert">
            {bankError}
          </p>
        ) : null}
      </fieldset>

      <AmountField
        value={amount}
        onChange={(value) => {
          setAmount(value);
          setAmountError(null);
        }}
        error={amountError}
        limits={limits}
        testId="gateway-amount"
        quick
        disabled={mutation.isPending}
      />

      <Button type="submit" size="lg" block loading={mutation.isPending} data-testid="gateway-submit">
        {mutation.isPending ? t('cashier.submitting') : t('deposit.gatewaySubmit')}
      </Button>
    </form>
  );
}
