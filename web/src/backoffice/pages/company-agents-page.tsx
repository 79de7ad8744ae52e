import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

import { ButtonLink } from '@/components/ui/button';

import { companyAgentsQuery, companyOptionsQuery } from '../api/company-api';
import { agentCsvRows } from '../components/company-model';
import { AgentStatusBadge, countryName } from '../components/company-parts';
import { CsvButton } from '../components/csv-button';
import { PageHeader } from '../components/layout';
import { QueryRows, Table, Td, Th, Tr } from '../components/table';
import { BO_PATHS } from '../paths';

const SEARCH_DELAY_MS = 300;

/**
 * Every agent of the platform, or those whose prefix or a domain holds `q` (kept in the address,
 * `?q=`, so Back returns to the same results); the rows shown download as CSV.
 */
export function CompanyAgentsPage() {
  const { t, i18n: { language } } = useTranslation('backoffice');
  const inputId = useId();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);

  useEffect(() => {
    const next = text.trim();
    if (next === q) return;
    const id = setTimeout(() => setParams(next ? { q: next } : {}, { replace: true }), SEARCH_DELAY_MS);
    return () => clearTimeout(id);
  }, [text, q, setParams]);

  const agents = useQuery({ ...companyAgentsQuery(q), placeholderData: keepPreviousData });
  const options = useQuery(companyOptionsQuery()).data;
  const rows = agents.data ?? [];

  return (
    <>
      <PageHeader
        title={t('company.agents.title')}
        subtitle={t('company.agents.subtitle')}
        actions={
          <ButtonLink to={BO_PATHS.companyNewAgent} size="sm" data-testid="bo-co-new-agent">
            {t('company.agents.new')}
          </ButtonLink>
        }
      />
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <form
          role="search"
          className="w-full max-w-md"
          onSubmit={(event) => {
            event.preventDefault();
            setParams(text.trim() ? { q: text.trim() } : {}, { replace: true });
          }}
        >
          <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-gray-200">
            {t('company.agents.search')}
          </label>
          <div className="pp-input-wrap">
            <input
              id={inputId}
              type="search"
              className="pp-input"
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder={t('company.agents.searchPlaceholder')}
              autoComplete="off"
              spellCheck={false}
              data-testid="bo-co-search"
            />
          </div>
        </form>
        <CsvButton filename={`agents${q ? `-${q}` : ''}.csv`} lines={() => agentCsvRows(rows)} disabled={rows.length === 0} testId="bo-co-csv" />
      </div>

      <Table
        caption={t('company.agents.title')}
        className={agents.isFetching && agents.isPlaceholderData ? 'opacity-70' : undefined}
        head={
          <>
            <Th>{t('company.agents.prefix')}</Th>
            <Th>{t('company.agents.domains')}</Th>
            <Th>{t('company.agents.country')}</Th>
            <Th>{t('company.agents.gameCompany')}</Th>
            <Th>{t('company.agents.layout')}</Th>
            <Th>{t('company.agents.status')}</Th>
            <Th align="end">{t('company.agents.players')}</Th>
          </>
        }
      >
        <QueryRows
          query={agents}
          columns={7}
          rows={rows}
          empty={q ? t('company.agents.noneFor', { q }) : t('company.agents.none')}
          render={(agent) => (
            <Tr key={agent.prefix} data-testid={`bo-co-agent-${agent.prefix}`}>
              <Td label={t('company.agents.prefix')}>
                <Link
                  to={BO_PATHS.companyAgent(agent.prefix)}
                  className="font-semibold text-primary-300 hover:underline"
                  aria-label={t('company.agents.open', { prefix: agent.prefix })}
                >
                  {agent.prefix}
                </Link>
              </Td>
              <Td label={t('company.agents.domains')} className="text-gray-300">
                <span className="flex flex-col gap-0.5 break-all max-md:items-end">
                  {agent.domains.map((domain) => (
                    <span key={domain}>{domain}</span>
                  ))}
                </span>
              </Td>
              <Td label={t('company.agents.country')} className="whitespace-nowrap text-gray-300">
                {countryName(options, agent.countryCode, language)} · {agent.currencyCode}
              </Td>
              <Td label={t('company.agents.gameCompany')} className="text-gray-300">
                {agent.gameCompany}
              </Td>
              <Td label={t('company.agents.layout')} className="text-gray-300">
                {agent.layout}
              </Td>
              <Td label={t('company.agents.status')}>
                <AgentStatusBadge status={agent.status} />
              </Td>
              <Td label={t('company.agents.players')} className="text-end text-white tabular-nums">
                {agent.players.toLocaleString(language)}
              </Td>
            </Tr>
          )}
        />
      </Table>
    </>
  );
}
