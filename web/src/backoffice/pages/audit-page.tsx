import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { RefreshIcon } from '@/components/ui/icons';

import { auditCsvUrl, auditQuery } from '../api/backoffice-api';
import { CsvButton } from '../components/csv-button';
import { formatDateTime } from '../components/format';
import { PageHeader } from '../components/layout';
import { QueryRows, Table, Td, Th, Tr } from '../components/table';

function detailText(detail: unknown): string {
  if (detail === null || detail === undefined || detail === '') return '—';
  if (typeof detail === 'string') return detail;
  try {
    return JSON.stringify(detail);
  } catch {
    return String(detail);
  }
}

/** What the agent's staff did, newest first (`GET /api/backoffice/audit`); the whole trail downloads as CSV. */
export function AuditPage() {
  const { t, i18n: { language } } = useTranslation('backoffice');
  const audit = useQuery(auditQuery());
  const rows = audit.data ?? [];
  return (
    <>
      <PageHeader
        title={t('audit.title')}
        subtitle={t('audit.subtitle')}
        actions={
          <div className="flex flex-wrap gap-2">
            <CsvButton href={auditCsvUrl()} filename="audit.csv" testId="bo-audit-csv" />
            <Button variant="outline" size="sm" onClick={() => void audit.refetch()} loading={audit.isFetching} icon={<RefreshIcon className="size-4" />}>
              {t('queue.refresh')}
            </Button>
          </div>
        }
      />
      <Table
        caption={t('audit.title')}
        head={
          <>
            <Th>{t('audit.time')}</Th>
            <Th>{t('audit.staff')}</Th>
            <Th>{t('audit.action')}</Th>
            <Th>{t('audit.target')}</Th>
            <Th>{t('audit.detail')}</Th>
          </>
        }
      >
        <QueryRows
          query={audit}
          columns={5}
          rows={rows}
          empty={t('app.empty')}
          render={(entry) => {
            const detail = detailText(entry.detail);
            return (
              <Tr key={entry.id} data-testid={`bo-audit-row-${entry.id}`}>
                <Td label={t('audit.time')} className="whitespace-nowrap text-gray-300">
                  {formatDateTime(entry.createdAt, language)}
                </Td>
                <Td label={t('audit.staff')} className="text-white">
                  {entry.staffUsername || (entry.staffId ? `#${entry.staffId}` : '—')}
                </Td>
                <Td label={t('audit.action')}>
                  <code className="rounded bg-white/5 px-1.5 py-0.5 text-xs text-primary-200">{entry.action}</code>
                </Td>
                <Td label={t('audit.target')} className="whitespace-nowrap text-gray-300">
                  {entry.targetType ? `${entry.targetType}${entry.targetId !== null && entry.targetId !== undefined ? ` #${entry.targetId}` : ''}` : '—'}
                </Td>
                <Td label={t('audit.detail')} className="text-gray-400">
                  <span className="line-clamp-2 max-w-md font-mono text-xs break-all" title={detail}>
                    {detail}
                  </span>
                </Td>
              </Tr>
            );
          }}
        />
      </Table>
    </>
  );
}
