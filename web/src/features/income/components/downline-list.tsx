import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { UsersIcon } from '@/components/ui/icons';
import { useAgent } from '@/features/agent';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/date';
import { formatMoney } from '@/lib/money';

import { useDownline } from '../hooks/use-income';
import { EmptyLine, Section, SectionFailed, SectionSkeleton } from './parts';

/**
 * The players the player brought, a page at a time: the masked username, the level, when they
 * registered, whether they played in the last 30 days, this month's turnover, and a flag on a
 * self-referral (counted, but earning nothing).
 */
export function DownlineSection({ currency }: { currency: string }) {
  const { t, i18n } = useTranslation('income');
  const timeZone = useAgent()?.country?.timezone;
  const [page, setPage] = useState(1);
  const downline = useDownline(page);
  const data = downline.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / Math.max(1, data.perPage))) : 1;

  return (
    <Section
      id="downline-title"
      title={t('downline.title')}
      icon={<UsersIcon className="size-5" />}
      testId="downline"
      actions={data ? <span className="pp-chip" data-testid="downline-count">{t('downline.count', { n: data.total })}</span> : null}
    >
      {!data && downline.isPending ? (
        <SectionSkeleton />
      ) : !data ? (
        <SectionFailed onRetry={() => void downline.refetch()} />
      ) : data.items.length === 0 ? (
        <EmptyLine testId="downline-empty">{t('downline.empty')}</EmptyLine>
      ) : (
        <>
          <ul className={cn('flex flex-col divide-y divide-tint/5', downline.isPlaceholderData && 'opacity-60')}>
            {data.items.map((member, index) => (
              <li
                key={`${member.username}-${member.registeredAt}-${index}`}
                className="flex flex-col gap-1 py-3"
                data-testid="downline-row"
                data-level={member.level}
                data-self-referral={member.selfReferral ? 'true' : 'false'}
              >
                <div className="flex items-center justify-between gap-3">
                  <p className="flex min-w-0 items-center gap-2 text-sm font-medium text-strong">
                    <span className="truncate" data-testid="downline-username">
                      {member.username}
                    </span>
                    <span className="shrink-0 rounded-full bg-primary/15 px-2 py-0.5 text-[0.6875rem] font-semibold text-accent-strong">
                      {t('downline.level', { level: member.level })}
                    </span>
                  </p>
                  <span
                    className={cn('pp-status shrink-0', member.active ? 'pp-status--success' : 'pp-status--closed')}
                    data-testid="downline-active"
                    data-active={member.active ? 'true' : 'false'}
                  >
                    <span className="pp-status__dot" aria-hidden="true" />
                    {member.active ? t('downline.active') : t('downline.inactive')}
                  </span>
                </div>
                <p className="flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-muted tabular-nums">
                  <span>{t('downline.registeredAt', { date: formatDate(member.registeredAt, i18n.language, timeZone) })}</span>
                  <span data-testid="downline-turnover">{t('downline.turnover', { amount: formatMoney(member.turnover, currency) })}</span>
                </p>
                {member.selfReferral ? (
                  <p className="text-xs text-warning-fg" data-testid="downline-self-referral">
                    {t('downline.selfReferral')}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
          {pages > 1 ? (
            <nav aria-label={t('downline.pagination')} className="flex items-center justify-center gap-3">
              <Button
                size="sm"
                variant="outline"
                disabled={page <= 1 || downline.isPlaceholderData}
                onClick={() => setPage(page - 1)}
                data-testid="downline-prev"
              >
                {t('common.prev')}
              </Button>
              <span className="text-sm text-subtle tabular-nums" data-testid="downline-page">
                {t('common.pageInfo', { page, total: pages })}
              </span>
              <Button
                size="sm"
                variant="outline"
                disabled={page >= pages || downline.isPlaceholderData}
                onClick={() => setPage(page + 1)}
                data-testid="downline-next"
              >
                {t('common.next')}
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </Section>
  );
}
