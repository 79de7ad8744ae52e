import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

import { useCurrency } from '../hooks/use-staff';
import type { QueueTx } from '../types';

import { formatAgentMoney } from './money';
import { NoteField } from './note-field';
import { Notice } from './notice';

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
  const id = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);

  useEffect(() => {
    setReason('');
    setMissing(false);
  }, [tx?.id]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = reason.trim();
    if (!trimmed) {
      setMissing(true);
      return;
    }
    onConfirm(trimmed);
  }

  return (
    <Dialog open={!!tx} onClose={pending ? () => undefined : onCancel} title={tx ? t('queue.rejectTitle', { id: tx.id }) : ''}>
      {tx ? (
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <p className="text-sm text-gray-300">
            {t('queue.rejectText', {
              type: t(tx.type === 'WITHDRAW' ? 'type.WITHDRAW' : 'type.DEPOSIT'),
              amount: formatAgentMoney(tx.amount, currency),
              username: tx.username,
            })}
            {tx.type === 'WITHDRAW' ? <span className="block text-xs text-gray-400">{t('queue.withdrawHeld')}</span> : null}
          </p>
          {error ? <Notice tone="error">{error}</Notice> : null}
          <NoteField
            id={`${id}-reason`}
            label={t('queue.rejectReason')}
            value={reason}
            onChange={(value) => {
              setReason(value);
              if (value.trim()) setMissing(false);
            }}
            missing={missing}
            missingText={t('queue.rejectReasonRequired')}
            hint={t('queue.rejectReasonHint')}
            testId="bo-reject-reason"
          />
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={onCancel} disabled={pending}>
              {t('app.cancel')}
            </Button>
            <Button type="submit" variant="ghost" loading={pending} data-testid="bo-reject-confirm" className="bg-red-600 text-white hover:bg-red-500">
              {t('queue.rejectConfirm')}
            </Button>
          </div>
        </form>
      ) : null}
    </Dialog>
  );
}
