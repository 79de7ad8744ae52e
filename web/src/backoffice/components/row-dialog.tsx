import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

import { Notice } from './notice';

/** Which row a list's dialog edits: one of its rows, a new one, or none (the dialog is closed). */
export type EditedRow<Row> = Row | 'new' | null;

/**
 * A list's create-and-edit dialog: titled for a new row or for the row it changes, its form
 * started afresh for each row (`form` gets null for a new one), closed while `editing` is null.
 */
export function RowFormDialog<Row extends { id: number }>({
  editing,
  onClose,
  createTitle,
  editTitle,
  form,
}: {
  editing: EditedRow<Row>;
  onClose: () => void;
  createTitle: string;
  editTitle: (row: Row) => string;
  form: (row: Row | null) => ReactNode;
}) {
  const row = editing === 'new' ? null : editing;
  return (
    <Dialog open={editing !== null} onClose={onClose} title={row ? editTitle(row) : createTitle}>
      {editing === null ? null : <Fragment key={row?.id ?? 'new'}>{form(row)}</Fragment>}
    </Dialog>
  );
}

/**
 * A dialog form's last lines: the server's refusal that belongs to none of its fields, then
 * cancel and submit (cancel waits while the form is being sent).
 */
export function DialogFormButtons({
  error,
  errorTestId,
  pending,
  submitLabel,
  submitTestId,
  onCancel,
}: {
  error: ReactNode;
  /** `<submitTestId>-error` unless given. */
  errorTestId?: string;
  pending: boolean;
  submitLabel: string;
  submitTestId: string;
  onCancel: () => void;
}) {
  const { t } = useTranslation('backoffice');
  return (
    <>
      {error ? (
        <Notice tone="error" testId={errorTestId ?? `${submitTestId}-error`}>
          {error}
        </Notice>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onCancel} disabled={pending}>
          {t('app.cancel')}
        </Button>
        <Button type="submit" loading={pending} data-testid={submitTestId}>
          {submitLabel}
        </Button>
      </div>
    </>
  );
}
