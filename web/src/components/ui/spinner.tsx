import { useTranslation } from 'react-i18next';

import { cn } from '@/lib/cn';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  const { t } = useTranslation();
  return (
    <span role="status" className={cn('inline-flex items-center gap-2 text-subtle', className)}>
      <span className="pp-spinner size-5" aria-hidden="true" />
      <span className="sr-only">{label ?? t('common.loading')}</span>
    </span>
  );
}

export function PageSpinner() {
  return (
    <div className="grid min-h-[40vh] place-items-center">
      <Spinner className="scale-150" />
    </div>
  );
}
