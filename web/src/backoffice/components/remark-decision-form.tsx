import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';

import { NoteField } from './note-field';
import { Notice, RetryNotice } from './notice';

/**
 * A staff decision that needs a remark (a rejection's reason, an incident's note, an award's or a
 * promotion's remark): what the decision does, the server's refusal, the required remark, cancel
 * and confirm. An empty remark is said at the field and nothing is sent; `onConfirm` gets it trimmed.
 * Mount one per decision (by `key`): the remark starts empty.
 */
export function RemarkDecisionForm({
  children,
  error,
  errorTestId,
  retryable = false,
  pending,
  onConfirm,
  onCancel,
  remarkLabel,
  remarkMissing,
  remarkHint,
  remarkTestId,
  confirmLabel,
  confirmTestId,
  danger,
  confirmDisabled,
  testId,
}: {
  /** What the decision does, above the refusal and the remark. */
  children: ReactNode;
  /** The server's refusal, or null. */
  error: ReactNode;
  errorTestId?: string;
  /** The request keeps its idempotency key: the refusal says a retry is safe and confirm reads "retry". */
  retryable?: boolean;
  pending: boolean;
  onConfirm: (remark: string) => void;
  onCancel: () => void;
  remarkLabel: string;
  remarkMissing: string;
  remarkHint: string;
  remarkTestId: string;
  confirmLabel: string;
  confirmTestId: string;
  /** The decision takes or refuses something: the confirm button is red. */
  danger: boolean;
  confirmDisabled?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation('backoffice');
  const id = useId();
  const [remark, setRemark] = useState('');
  const [missing, setMissing] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    const text = remark.trim();
    if (!text) {
      setMissing(true);
      return;
    }
    onConfirm(text);
  }

  const failed = Boolean(error);
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid={testId}>
      {children}
      {failed && retryable ? <RetryNotice testId={errorTestId}>{error}</RetryNotice> : null}
      {failed && !retryable ? (
        <Notice tone="error" testId={errorTestId}>
          {error}
        </Notice>
      ) : null}
      <NoteField
        id={`${id}-remark`}
        label={remarkLabel}
        value={remark}
        onChange={(value) => {
          setRemark(value);
          if (value.trim()) setMissing(false);
        }}
        missing={missing}
        missingText={remarkMissing}
        hint={remarkHint}
        testId={remarkTestId}
      />
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onCancel} disabled={pending}>
          {t('app.cancel')}
        </Button>
        <Button
          type="submit"
          variant={danger ? 'ghost' : 'confirm'}
          loading={pending}
          disabled={confirmDisabled}
          data-testid={confirmTestId}
          className={danger ? 'bg-red-600 text-white hover:bg-red-500' : undefined}
        >
          {failed && retryable ? t('app.retry') : confirmLabel}
        </Button>
      </div>
    </form>
  );
}
