import { useTranslation } from 'react-i18next';

import { Dialog } from '@/components/ui/dialog';

import { useCurrency } from '../hooks/use-staff';
import type { QueueTx } from '../types';

import { formatAgentMoney } from './money';
import { RemarkDecisionForm } from './remark-decision-form';

/** Asks why a request is rejected; the reason is required and the player sees it. */
export function RejectDialog({
  tx,
  pending,
  error,
  onCancel,
  onConfirm,
}: {
  tx: QueueTx | null;
  pending: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}) {
  const { t } = useTranslation('backoffice');
  const currency = useCurrency();

  return (
    <Dialog open={!!tx} onClose={pending ? () => undefined : onCancel} title={tx ? t('queue.rejectTitle', { id: tx.id }) : ''}>
      {tx ? (
        <RemarkDecisionForm
          key={tx.id}
          error={error}
          pending={pending}
          onConfirm={onConfirm}
          onCancel={onCancel}
          remarkLabel={t('queue.rejectReason')}
          remarkMissing={t('queue.rejectReasonRequired')}
          remarkHint={t('queue.rejectReasonHint')}
          remarkTestId="bo-reject-reason"
          confirmLabel={t('queue.rejectConfirm')}
          confirmTestId="bo-reject-confirm"
          danger
        >
          <p className="text-sm text-gray-300">
            {t('queue.rejectText', {
              type: t(tx.type === 'WITHDRAW' ? 'type.WITHDRAW' : 'type.DEPOSIT'),
              amount: formatAgentMoney(tx.amount, currency),
              username: tx.username,
            })}
            {tx.type === 'WITHDRAW' ? <span className="block text-xs text-gray-400">{t('queue.withdrawHeld')}</span> : null}
          </p>
        </RemarkDecisionForm>
      ) : null}
    </Dialog>
  );
}
