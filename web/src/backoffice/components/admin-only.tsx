import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { ButtonLink } from '@/components/ui/button';
import { InfoIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

import { useIsAdmin } from '../hooks/use-staff';
import { BO_PATHS } from '../paths';

import { PageHeader } from './layout';

/*
 * The agent's admin alone sets the agent up and grants money outside a player's own flows; the
 * server answers 0035 to other staff (docs/money.md "Roles"). Their pages show them what is set,
 * never a button that can only be refused.
 */

/** A line saying who changes what stands beside it (the agent's admin); `roles.adminChanges` without `children`. */
export function AdminOnlyNote({ children, className, testId }: { children?: ReactNode; className?: string; testId?: string }) {
  const { t } = useTranslation('backoffice');
  return (
    <p className={cn('flex items-start gap-1.5 text-xs text-gray-400', className)} data-testid={testId}>
      <InfoIcon className="mt-px size-3.5 shrink-0 text-sky-300" aria-hidden="true" />
      <span className="min-w-0">{children ?? t('roles.adminChanges')}</span>
    </p>
  );
}

/**
 * A form's fields as the admin edits them; for other staff the same fields read only (the
 * fieldset disables every control in it, and takes no room of its own) under a note saying who
 * changes them (`note`, `roles.adminChanges` without one). The form shows its buttons to the
 * admin alone.
 */
export function AdminFields({ note, noteTestId, children }: { note?: ReactNode; noteTestId?: string; children: ReactNode }) {
  if (useIsAdmin()) return <>{children}</>;
  return (
    <>
      <AdminOnlyNote testId={noteTestId}>{note}</AdminOnlyNote>
      <fieldset disabled className="contents" data-testid="bo-read-only">
        {children}
      </fieldset>
    </>
  );
}

/**
 * A page the menu shows the admin alone (content, template, team): other staff who open its
 * address read who opens it instead of a page whose every call answers 0035.
 */
export function AdminOnlyPage({ children }: { children: ReactNode }) {
  const { t } = useTranslation('backoffice');
  if (useIsAdmin()) return <>{children}</>;
  return (
    <div className="flex flex-col items-start gap-4" data-testid="bo-admin-only-page">
      <PageHeader title={t('roles.pageTitle')} subtitle={t('roles.pageText')} />
      <ButtonLink to={BO_PATHS.home} variant="outline" size="sm">
        {t('roles.pageBack')}
      </ButtonLink>
    </div>
  );
}
