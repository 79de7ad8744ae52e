import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Shown while no template is known (spec §1), and around boot errors. */
export function LoadingLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="pp-loading grid min-h-dvh place-items-center bg-surface px-6 text-center" data-layout="loading">
      {children ?? (
        <div role="status" className="flex flex-col items-center gap-4">
          <span className="pp-loading__mark" aria-hidden="true" />
          <span className="text-sm text-muted">{t('common.loading')}</span>
        </div>
      )}
    </div>
  );
}
