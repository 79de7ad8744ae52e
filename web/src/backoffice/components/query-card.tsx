import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

import { describeStaffError } from '../api/errors';

/**
 * A query's answer: a card saying it is loading, or why it failed with a button that asks again
 * (while there is no answer to show), then `children` over the answer.
 */
export function QueryCard<T>({
  query,
  className,
  children,
}: {
  query: UseQueryResult<T>;
  /** Added to the loading and failure cards (a grid cell's span). */
  className?: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('backoffice');
  const data = query.data;
  if (query.isPending) return <p className={cn('pp-card p-6 text-center text-sm text-gray-400', className)}>{t('app.loading')}</p>;
  if (query.isError && data === undefined) {
    return (
      <div className={cn('pp-card flex flex-col items-center gap-3 p-6 text-center text-sm text-gray-400', className)}>
        <span role="alert">{describeStaffError(query.error, t)}</span>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          {t('app.retry')}
        </Button>
      </div>
    );
  }
  return data === undefined ? null : children(data);
}
