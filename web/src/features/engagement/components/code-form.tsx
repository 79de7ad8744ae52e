import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { TicketIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

import { engagementErrorText, isSessionError } from '../hooks/use-engagement';

/** The longest code the form sends; the server answers a longer one 0000 all the same. */
export const CODE_MAX_LENGTH = 64;

/**
 * A code to redeem (a coupon, an event's code) and its button. An empty code is refused here;
 * a refused code says why under the field, in the words of its systemMsg. The field empties
 * once the code is redeemed.
 */
export function CodeForm({
  label,
  buttonLabel,
  pending,
  onRedeem,
  testId,
  className,
}: {
  label: string;
  buttonLabel: string;
  pending: boolean;
  onRedeem: (code: string) => Promise<unknown>;
  testId: string;
  className?: string;
}) {
  const { t } = useTranslation('engagement');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = code.trim();
    if (!value) {
      setError(t('errors.codeEmpty'));
      return;
    }
    setError(null);
    try {
      await onRedeem(value);
      setCode('');
    } catch (failure) {
      if (!isSessionError(failure)) setError(engagementErrorText(failure, t));
    }
  }

  return (
    <form className={cn('flex flex-col gap-3 sm:flex-row sm:items-start', className)} onSubmit={(event) => void submit(event)} noValidate data-testid={testId}>
      <TextField
        className="min-w-0 flex-1"
        label={label}
        name="code"
        value={code}
        maxLength={CODE_MAX_LENGTH}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        icon={<TicketIcon className="size-5" />}
        placeholder={t('coupon.placeholder')}
        error={error}
        onChange={(event) => {
          setCode(event.target.value);
          if (error) setError(null);
        }}
        data-testid={`${testId}-input`}
      />
      <Button type="submit" loading={pending} className="sm:mt-7" data-testid={`${testId}-submit`}>
        {buttonLabel}
      </Button>
    </form>
  );
}
