import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';

import { Button } from '@/components/ui/button';

import { companyAgentQuery, companyOptionsQuery } from '../api/company-api';
import { describeStaffError } from '../api/errors';
import type { CreatedState } from '../components/company-agent-form';
import {
  AgentDomains,
  AgentGameAccount,
  AgentLinks,
  AgentStaff,
  AgentStatusControl,
  AgentSummary,
} from '../components/company-agent-sections';
import { AgentStatusBadge, BackLink, countryName } from '../components/company-parts';
import { PageHeader } from '../components/layout';
import { LimitsSummary } from '../components/money-limits';
import { DismissibleNotice, Notice } from '../components/notice';
import { Section } from '../components/section';
import { BO_PATHS } from '../paths';

/** The notice of a creation that opened this page, kept until dismissed. */
function useCreatedNotice(prefix: string) {
  const { t } = useTranslation('backoffice');
  const state = useLocation().state as Partial<CreatedState> | null;
  const [dismissed, setDismissed] = useState(false);
  const created = !dismissed && state?.created === prefix;
  return {
    notice: created ? { tone: 'success' as const, text: t('company.form.created', { prefix }) } : null,
    dismiss: () => setDismissed(true),
  };
}

/**
 * One agent as the operator keeps it: its summary and site links, whether its players can
 * deposit yet, its domains, game account, status, back office logins (and another admin), and
 * its limits (its admin's to change).
 */
export function CompanyAgentPage() {
  const { t, i18n } = useTranslation('backoffice');
  const prefix = (useParams().prefix ?? '').toUpperCase();
  const agent = useQuery({ ...companyAgentQuery(prefix), enabled: prefix !== '' });
  const options = useQuery(companyOptionsQuery()).data;
  const created = useCreatedNotice(prefix);
  const back = <BackLink to={BO_PATHS.company}>{t('company.agent.back')}</BackLink>;

  if (agent.isError && !agent.data) {
    return (
      <div className="flex flex-col items-start gap-4">
        {back}
        <Notice tone="error" testId="bo-co-agent-error">
          {describeStaffError(agent.error, t)}
        </Notice>
        <Button variant="outline" size="sm" onClick={() => void agent.refetch()}>
          {t('app.retry')}
        </Button>
      </div>
    );
  }
  if (!agent.data) return <p className="py-10 text-center text-gray-400">{t('app.loading')}</p>;

  const data = agent.data;
  return (
    <div className="flex flex-col gap-6" data-testid="bo-co-agent">
      <div>
        {back}
        <PageHeader
          title={data.prefix}
          subtitle={t('company.agent.subtitle', { country: countryName(options, data.countryCode, i18n.language), currency: data.currencyCode })}
          actions={<AgentStatusBadge status={data.status} testId="bo-co-agent-status" />}
        />
        <div className="flex flex-col gap-3">
          <DismissibleNotice notice={created.notice} onDismiss={created.dismiss} testId="bo-co-created" />
          {data.depositAccounts === 0 ? (
            <Notice tone="warning" testId="bo-co-no-deposit">
              {t('company.agent.noDeposit')}
            </Notice>
          ) : null}
        </div>
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-6">
          <AgentSummary agent={data} />
          <AgentLinks agent={data} />
          <AgentStatusControl agent={data} />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <AgentDomains agent={data} />
          <AgentGameAccount agent={data} />
          <Section title={t('company.agent.limits')} note={t('company.agent.limitsNote')} testId="bo-co-limits" compact>
            <LimitsSummary limits={data.limits} />
          </Section>
        </div>
      </div>
      <AgentStaff agent={data} />
    </div>
  );
}
