import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { BankIcon, GiftIcon, QrIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, type TabItem } from '@/components/ui/tabs';
import { playerConfigurationQueryOptions, useAgent } from '@/features/agent';
import { confirmDialog } from '@/lib/toast';
import type { BankTransaction } from '@/types/api';

import { depositAccountsQueryOptions } from '../api/cashier-api';
import { useDepositRequest } from '../hooks/use-deposit-request';
import { takesChannel, useCashierLimits } from '../hooks/use-limits';
import { DepositBankForm } from './deposit-bank-form';
import { DepositRequestCard } from './deposit-request-card';
import { GatewayDepositForm } from './gateway-deposit-form';
import { TrueMoneyForm } from './truemoney-form';

type DepositMethod = 'bank' | 'gateway' | 'truemoney';

/**
 * Everything about depositing, for the /deposit page and the cashier modal: the request being
 * followed if there is one, else the ways this agent takes deposits — bank transfer always,
 * the payment gateway where the agent takes it (`paymentMethod`), TrueMoney vouchers where the
 * agent has its receiving wallet (player configuration `giftTrueMoney`).
 */
export function DepositPanel() {
  const { t } = useTranslation();
  const request = useDepositRequest();
  const agent = useAgent();
  const configuration = useQuery(playerConfigurationQueryOptions());
  const accounts = useQuery({ ...depositAccountsQueryOptions(), enabled: !!request.tracked });
  const { currency } = useCashierLimits();

  const methods: TabItem<DepositMethod>[] = [];
  if (takesChannel(agent, 'GATEWAY')) {
    methods.push({ value: 'gateway', label: t('deposit.methodGateway'), icon: <QrIcon className="size-4" />, testId: 'deposit-method-gateway' });
  }
  methods.push({ value: 'bank', label: t('deposit.methodBank'), icon: <BankIcon className="size-4" />, testId: 'deposit-method-bank' });
  if (configuration.data?.giftTrueMoney) {
    methods.push({ value: 'truemoney', label: t('deposit.methodTrueMoney'), icon: <GiftIcon className="size-4" />, testId: 'deposit-method-truemoney' });
  }
  const [chosen, setChosen] = useState<DepositMethod | null>(null);
  const method = methods.find((m) => m.value === chosen)?.value ?? methods[0]!.value;

  async function onCancel(tx: BankTransaction) {
    const confirmed = await confirmDialog({
      title: t('deposit.cancelTitle'),
      text: t('deposit.cancelText'),
      confirmText: t('deposit.cancel'),
      cancelText: t('deposit.keep'),
    });
    if (confirmed) request.cancel.mutate(tx);
  }

  if (request.loading) return <Spinner className="py-6" />;

  if (request.tracked) {
    const tx = request.tracked;
    const account =
      tx.bankAccount ?? accounts.data?.find((a) => a.id === tx.bankAccountId) ?? null;
    return (
      <DepositRequestCard
        tx={tx}
        order={request.order}
        account={account}
        currency={tx.currencyCode || currency}
        cancelling={request.cancel.isPending}
        onCancel={(next) => void onCancel(next)}
        onExpire={request.expire.mutate}
        onStartOver={request.startOver}
      />
    );
  }

  const form =
    method === 'gateway' ? <GatewayDepositForm /> : method === 'truemoney' ? <TrueMoneyForm /> : <DepositBankForm />;
  if (methods.length === 1) return form;
  return (
    <Tabs label={t('deposit.methods')} items={methods} value={method} onChange={setChosen}>
      {form}
    </Tabs>
  );
}
