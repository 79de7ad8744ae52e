import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { cn } from '@/lib/cn';

import { Button } from './button';

/** What could not be loaded, said in place of it, with a way to ask again. */
export function LoadFailed({ children, onRetry, className }: { children: ReactNode; onRetry: () => void; className?: string }) {
  const { t } = useTranslation();
  return (
    <div className={cn('flex flex-col items-start gap-3 text-sm text-danger-fg', className)} role="alert">
      {children}
      <Button size="sm" variant="outline" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
