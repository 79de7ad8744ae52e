import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ChevronRightIcon } from '@/components/ui/icons';

import type { AgentStatus, CompanyOptions } from '../types';

import { OnOffBadge } from './status-badge';

/** An agent's status in the console's words: green while its site answers. */
export function AgentStatusBadge({ status, testId }: { status: AgentStatus; testId?: string }) {
  const { t } = useTranslation('backoffice');
  return (
    <span data-status={status} data-testid={testId}>
      <OnOffBadge on={status === 'active'}>{t(`company.status.${status}`)}</OnOffBadge>
    </span>
  );
}

/** A country's name in the user's language (Thai: its Thai name), its code without one. */
export function countryName(options: CompanyOptions | undefined, code: string, language: string): string {
  const country = options?.countries.find((c) => c.code === code);
  if (!country) return code;
  return (language === 'th' ? country.nameTh : country.nameEn) || country.nameEn || code;
}

/** The way back to a list above a page's heading. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} className="mb-2 inline-flex items-center gap-1 text-sm text-gray-400 hover:text-white">
      <ChevronRightIcon className="size-4 rotate-180" />
      {children}
    </Link>
  );
}
