import { useTranslation } from 'react-i18next';

import { ButtonLink, Button } from '@/components/ui/button';
import { HomeIcon, RefreshIcon } from '@/components/ui/icons';

/**
 * The error view (spec §2): 404 → Page Not Found, any other status → Internal Server Error;
 * the status defaults to 500.
 */
export function ErrorView({ status = 500, message }: { status?: number; message?: string }) {
  const { t } = useTranslation();
  const notFound = status === 404;
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center px-6 py-16 text-center" aria-labelledby="error-title">
      <p className="pp-error-code" aria-hidden="true">
        {status}
      </p>
      <h1 id="error-title" className="mt-2 text-2xl font-semibold text-strong">
        {notFound ? t('error.notFound') : t('error.internal')}
      </h1>
      <p className="mt-2 text-sm text-muted">{notFound ? t('error.notFoundText') : t('error.internalText')}</p>
      {message ? (
        <p className="mt-4 max-w-full rounded-lg bg-tint/5 px-3 py-2 font-mono text-xs break-all text-subtle" data-testid="error-message">
          {message}
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/" icon={<HomeIcon className="size-4" />}>
          {t('common.backHome')}
        </ButtonLink>
        {!notFound ? (
          <Button variant="outline" icon={<RefreshIcon className="size-4" />} onClick={() => window.location.reload()}>
            {t('error.reload')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
