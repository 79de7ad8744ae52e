import { useTranslation } from 'react-i18next';

import { cn } from '@/lib/cn';

import { isKnownStatus, statusTone } from '../transaction-status';

/** A transaction's status as a coloured badge, in the interface language (Thai texts of docs/money.md). */
export function StatusBadge({
  status,
  statusText,
  testId,
  className,
}: {
  status: string;
  statusText?: string | null;
  testId?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const label = isKnownStatus(status) ? t(`txStatus.${status}`) : statusText || status;
  return (
    <span
      className={cn('pp-status', `pp-status--${statusTone(status)}`, className)}
      data-testid={testId}
      data-status={status}
    >
      <span className="pp-status__dot" aria-hidden="true" />
      {label}
    </span>
  );
}
