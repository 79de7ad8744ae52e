import { useTranslation } from 'react-i18next';

import { PageHeader } from '../components/layout';
import { PaymentChannels } from '../components/payment-channels';
import { PaymentIncidents } from '../components/payment-incidents';

/** Payment incidents waiting for a staff decision, and the agent's payment channels. */
export function PaymentsPage() {
  const { t } = useTranslation('backoffice');
  return (
    <>
      <PageHeader title={t('payments.title')} subtitle={t('payments.subtitle')} />
      <div className="flex flex-col gap-8">
        <PaymentIncidents />
        <div className="max-w-2xl">
          <PaymentChannels />
        </div>
      </div>
    </>
  );
}
