import { useTranslation } from 'react-i18next';

import { BankAccounts } from '../components/bank-accounts';
import { PageHeader } from '../components/layout';
import { MoneyLimits } from '../components/money-limits';
import { PaymentChannels } from '../components/payment-channels';
import { PaymentIncidents } from '../components/payment-incidents';

/**
 * The agent's whole money set-up: payment incidents waiting for a staff decision, its own bank
 * accounts, its payment channels and its limits. Staff decide the incidents; the set-up is its
 * admin's, and other staff see it read only.
 */
export function PaymentsPage() {
  const { t } = useTranslation('backoffice');
  return (
    <>
      <PageHeader title={t('payments.title')} subtitle={t('payments.subtitle')} />
      <div className="flex flex-col gap-8">
        <PaymentIncidents />
        <BankAccounts />
        <div className="grid items-start gap-8 lg:grid-cols-2">
          <PaymentChannels />
          <MoneyLimits />
        </div>
      </div>
    </>
  );
}
