import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { ChevronRightIcon } from '@/components/ui/icons';

import { errorCodeOf } from '../api/errors';
import type { PageInfo } from '../types';

/** Previous / next over a paged answer, with "page 2 of 5 · 93 items"; nothing when empty. */
export function Pager({ page, onChange, busy, testId }: { page: PageInfo | undefined; onChange(page: number): void; busy?: boolean; testId: string }) {
  const { t } = useTranslation('backoffice');
  if (!page || page.total === 0) return null;
  return (
    <nav aria-label={t('pager.label')} className="flex flex-wrap items-center justify-between gap-2" data-testid={testId}>
      <p className="text-sm text-gray-400 tabular-nums" aria-live="polite" data-testid={`${testId}-status`}>
        {t('pager.status', { page: page.page, pages: page.totalPages, total: page.total })}
      </p>
      {page.totalPages > 1 ? (
        <div className="flex gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={busy || page.page <= 1}
            onClick={() => onChange(page.page - 1)}
            icon={<ChevronRightIcon className="size-4 rotate-180" />}
            data-testid={`${testId}-previous`}
          >
            {t('pager.previous')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={busy || page.page >= page.totalPages}
            onClick={() => onChange(page.page + 1)}
            data-testid={`${testId}-next`}
          >
            {t('pager.next')}
            <ChevronRightIcon className="size-4" />
          </Button>
        </div>
      ) : null}
    </nav>
  );
}

/** Back to page 1 when the list shrank under the page shown (the server answers 0000 on `page`). */
export function useBackToFirstPage(error: unknown, page: number, setPage: (page: number) => void) {
  useEffect(() => {
    if (page > 1 && errorCodeOf(error) === '0000') setPage(1);
  }, [error, page, setPage]);
}
