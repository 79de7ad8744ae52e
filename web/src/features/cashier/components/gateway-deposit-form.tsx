import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { createGatewayDeposit, gatewayBanksQueryOptions } from '../api/gateway-api';
import { isFieldError } from '../errors';
import { DepositAmountSubmit, DepositChoice, DepositChoicesStatus, useDepositForm } from './deposit-form';

/**
 * The Vietnam payment gateway: pick a bank the gateway takes, enter the amount, get an order
 * (QR and the gateway's payment page). The order is followed like any pending deposit.
 */
export function GatewayDepositForm() {
  const { t } = useTranslation();
  const banks = useQuery(gatewayBanksQueryOptions());
  const [bankCode, setBankCode] = useState<string | null>(null);
  const [bankError, setBankError] = useState<string | null>(null);
  const group = useId();
  const form = useDepositForm({
    send: (body: { amount: number; bankCode: string }, key) => createGatewayDeposit(body, key),
    onRefused: (err) => {
      if (!isFieldError(err, 'bankCode')) return false;
      setBankError(t('deposit.gatewayBankRefused'));
      return true;
    },
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const amount = form.checkedAmount();
    setBankError(bankCode ? null : t('deposit.gatewayBankRequired'));
    if (amount == null || !bankCode) return;
    form.mutation.mutate({ amount, bankCode });
  }

  if (banks.isPending || banks.isError) return <DepositChoicesStatus choices={banks} />;
  if (!banks.data.length) return <p className="py-4 text-sm text-subtle">{t('deposit.gatewayBanksEmpty')}</p>;

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label={t('deposit.methodGateway')}>
      <fieldset className="flex flex-col gap-1.5" aria-describedby={bankError ? `${group}-error` : undefined}>
        <legend className="mb-1.5 text-sm font-medium text-soft">{t('deposit.gatewayBank')}</legend>
        <div role="radiogroup" aria-label={t('deposit.gatewayBank')} className="grid max-h-64 grid-cols-2 gap-2 overflow-y-auto p-0.5 sm:grid-cols-3">
          {banks.data.map((bank) => {
            const checked = bank.bankCode === bankCode;
            return (
              <DepositChoice
                key={bank.bankCode}
                checked={checked}
                onChange={() => {
                  setBankCode(bank.bankCode);
                  setBankError(null);
                }}
                iconUrl={bank.iconUrl}
                className="gap-2 px-2.5"
                input={{ name: group, value: bank.bankCode, 'aria-label': bank.name }}
              >
                <span className="line-clamp-2 min-w-0 flex-1 leading-tight">{bank.name}</span>
              </DepositChoice>
            );
          })}
        </div>
        {bankError ? (
          <p id={`${group}-error`} className="text-sm text-danger-fg" role="alert">
            {bankError}
          </p>
        ) : null}
      </fieldset>

      <DepositAmountSubmit form={form} testId="gateway-amount" submitTestId="gateway-submit" submitLabel={t('deposit.gatewaySubmit')} />
    </form>
  );
}
