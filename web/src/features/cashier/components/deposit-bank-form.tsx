import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { BankIcon } from '@/components/ui/icons';
import { useAuthStore } from '@/features/auth';
import { bankName } from '@/features/bank';
import type { BankAccount } from '@/types/api';

import { createTransaction, depositAccountsQueryOptions, type TransactionRequest } from '../api/cashier-api';
import { BankAccountDetails } from './bank-account-details';
import { DepositAmountSubmit, DepositChoice, DepositChoicesStatus, useDepositForm } from './deposit-form';

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
          <DepositChoice
            key={account.id}
            checked={checked}
            onChange={() => onChange(account.id)}
            iconUrl={account.bank?.iconUrl}
            className="gap-2.5 px-3"
            input={{ name, 'data-testid': `deposit-account-${account.id}` }}
          >
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium">
                {account.bank ? bankName(account.bank, i18n.language) : account.bankCode}
              </span>
              <span className="block truncate font-mono text-xs text-muted">{account.bankAccountNo}</span>
            </span>
          </DepositChoice>
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
  const accounts = useQuery(depositAccountsQueryOptions());
  const ownAccount = useAuthStore((s) => s.user?.player?.bankAccount ?? null);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const form = useDepositForm({ send: (body: TransactionRequest, key) => createTransaction(body, key) });

  const list = accounts.data ?? [];
  const chosen = list.find((a) => a.id === chosenId) ?? list[0] ?? null;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!chosen) return;
    const amount = form.checkedAmount();
    if (amount == null) return;
    form.mutation.mutate({ bankAccountId: chosen.id, type: 'DEPOSIT', amount });
  }

  if (accounts.isPending || accounts.isError) return <DepositChoicesStatus choices={accounts} />;
  if (!chosen) {
    return (
      <p className="flex items-center gap-2 py-4 text-sm text-subtle" data-testid="deposit-no-accounts">
        <BankIcon className="size-5 text-muted" />
        {t('deposit.noAccounts')}
      </p>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label={t('deposit.methodBank')}>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-medium text-soft">{t('deposit.accounts')}</legend>
        {list.length > 1 ? <AccountPicker accounts={list} value={chosen.id} onChange={setChosenId} /> : null}
        <div className="rounded-box border border-line bg-tint/[0.03] p-4">
          <BankAccountDetails account={chosen} testId="deposit-account" />
        </div>
        {ownAccount ? (
          <p className="text-xs text-muted">
            {t('deposit.fromAccount', { account: `${ownAccount.bank?.codeName || ownAccount.bankCode} ${ownAccount.bankAccountNo}` })}
          </p>
        ) : null}
      </fieldset>

      <DepositAmountSubmit form={form} testId="deposit-amount" submitTestId="deposit-submit" submitLabel={t('deposit.submit')} />
    </form>
  );
}
