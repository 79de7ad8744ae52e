import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

import { describeStaffError } from '../api/errors';

import { Notice } from './notice';

/**
 * Asks before an action that cannot be taken back quietly (a deletion, a deactivation, a new
 * key): what happens, in `text`; any field the action takes, as `children`; the refusal shows
 * in the dialog. `danger` paints the confirming button red. It cannot be closed while pending.
 */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  danger = true,
  pending,
  error,
  onCancel,
  onConfirm,
  testId,
  children,
}: {
  open: boolean;
  title: string;
  text: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  pending: boolean;
  error: unknown;
  onCancel: () => void;
  onConfirm: () => void;
  testId: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('backoffice');
  const close = useCallback(() => {
    if (!pending) onCancel();
  }, [pending, onCancel]);
  return (
    <Dialog open={open} onClose={close} title={title}>
      <div className="flex flex-col gap-4" data-testid={testId}>
        <p className="text-sm break-words text-gray-300">{text}</p>
        {children}
        {error ? (
          <Notice tone="error" testId={`${testId}-error`}>
            {describeStaffError(error, t)}
          </Notice>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={close} disabled={pending} data-testid={`${testId}-cancel`}>
            {t('app.cancel')}
          </Button>
          <Button
            variant={danger ? 'ghost' : 'primary'}
            loading={pending}
            onClick={onConfirm}
            className={danger ? 'bg-red-600 text-white hover:bg-red-500' : undefined}
            data-testid={`${testId}-confirm`}
          >
            {confirmLabel}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
