import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { cn } from '@/lib/cn';

import { playerProtectionQuery } from '../api/members-api';
import type { PlayLimit, PlayLimitKind, PlayLimitPeriod, Protection } from '../types';

import { formatDateTime } from './format';
import { formatAgentMoney } from './money';
import { Notice } from './notice';
import { QueryCard } from './query-card';
import { Fact, Section } from './section';
import { BADGE_PILL } from './status-badge';

const KINDS: readonly PlayLimitKind[] = ['deposit', 'loss'];
const PERIODS: readonly PlayLimitPeriod[] = ['day', 'week', 'month'];

/** "Self-excluded until …" beside the player's status while his self-exclusion lasts; nothing otherwise. */
export function SelfExcludedBadge({ playerId, testId }: { playerId: number; testId?: string }) {
  const { t, i18n } = useTranslation('backoffice');
  const until = useQuery(playerProtectionQuery(playerId)).data?.excludedUntil;
  if (!until) return null;
  return (
    <span className={cn(BADGE_PILL, 'bg-red-500/15 text-red-300 ring-red-400/30')} data-testid={testId}>
      {t('playerProtection.excludedUntil', { when: formatDateTime(until, i18n.language) })}
    </span>
  );
}

/** One period's limit: what holds now and a change waiting out the cooling-off; what the period has used. */
function LimitRow({ limit, currency }: { limit: PlayLimit; currency: string }) {
  const { t, i18n } = useTranslation('backoffice');
  const money = (amount: number) => formatAgentMoney(amount, currency);
  const { pending } = limit;
  const reached = limit.amount !== null && limit.used >= limit.amount;
  return (
    <tr className="border-t border-white/5 align-top first:border-0" data-testid={`bo-protection-${limit.kind}-${limit.period}`}>
      <th scope="row" className="py-2 pe-3 text-start font-normal whitespace-nowrap text-gray-400">
        {t(`playerProtection.periods.${limit.period}`)}
      </th>
      <td className="py-2 pe-3 text-end">
        <span className={cn('tabular-nums whitespace-nowrap', limit.amount === null ? 'text-gray-400' : 'font-medium text-white')}>
          {limit.amount === null ? t('playerProtection.noLimit') : money(limit.amount)}
        </span>
        {pending ? (
          <span className="mt-0.5 block text-xs text-amber-300" data-testid={`bo-protection-${limit.kind}-${limit.period}-pending`}>
            {pending.amount === null
              ? t('playerProtection.pendingNone', { when: formatDateTime(pending.startsAt, i18n.language) })
              : t('playerProtection.pendingAmount', { amount: money(pending.amount), when: formatDateTime(pending.startsAt, i18n.language) })}
          </span>
        ) : null}
      </td>
      <td className={cn('py-2 text-end tabular-nums whitespace-nowrap', reached ? 'text-red-300' : 'text-gray-200')}>
        {money(limit.used)}
        {reached ? <span className="block text-xs">{t('playerProtection.reached')}</span> : null}
      </td>
    </tr>
  );
}

/** The three periods of one kind of limit, in a table that stays a table on a phone (three short columns). */
function KindLimits({ kind, protection }: { kind: PlayLimitKind; protection: Protection }) {
  const { t } = useTranslation('backoffice');
  const rows = PERIODS.map((period) => protection.limits.find((l) => l.kind === kind && l.period === period)).filter(
    (limit): limit is PlayLimit => limit !== undefined,
  );
  const titleId = `bo-protection-${kind}-title`;
  return (
    <section className="pp-card flex min-w-0 flex-col gap-2 p-4" aria-labelledby={titleId} data-testid={`bo-protection-${kind}`}>
      <div>
        <h3 id={titleId} className="text-sm font-semibold text-white">
          {t(`playerProtection.kinds.${kind}`)}
        </h3>
        <p className="mt-0.5 text-xs text-gray-400">{t(`playerProtection.kindNotes.${kind}`)}</p>
      </div>
      <table className="w-full text-sm">
        <caption className="sr-only">{t(`playerProtection.kinds.${kind}`)}</caption>
        <thead>
          <tr className="text-xs text-gray-500">
            <th scope="col" className="pb-1 text-start font-medium">
              {t('playerProtection.period')}
            </th>
            <th scope="col" className="pb-1 pe-3 text-end font-medium">
              {t('playerProtection.limit')}
            </th>
            <th scope="col" className="pb-1 text-end font-medium">
              {t(`playerProtection.used.${kind}`)}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((limit) => (
            <LimitRow key={limit.period} limit={limit} currency={protection.currencyCode} />
          ))}
        </tbody>
      </table>
    </section>
  );
}

function ProtectionView({ protection }: { protection: Protection }) {
  const { t, i18n } = useTranslation('backoffice');
  const until = protection.excludedUntil;
  const minutes = protection.realityCheckMinutes;
  return (
    <div className="flex flex-col gap-4">
      {until ? (
        <Notice tone="warning" testId="bo-protection-excluded">
          <strong className="block text-base font-semibold">{t('playerProtection.excludedUntil', { when: formatDateTime(until, i18n.language) })}</strong>
          <span className="mt-1 block">{t('playerProtection.excludedText')}</span>
        </Notice>
      ) : null}
      <div className="grid items-start gap-4 lg:grid-cols-3">
        {KINDS.map((kind) => (
          <KindLimits key={kind} kind={kind} protection={protection} />
        ))}
        <section className="pp-card p-4" aria-labelledby="bo-protection-other-title" data-testid="bo-protection-other">
          <h3 id="bo-protection-other-title" className="mb-1 text-sm font-semibold text-white">
            {t('playerProtection.other')}
          </h3>
          <dl className="divide-y divide-white/5">
            <Fact label={t('playerProtection.exclusion')} testId="bo-protection-exclusion">
              {until ? (
                <span className="text-red-300">{t('playerProtection.until', { when: formatDateTime(until, i18n.language) })}</span>
              ) : (
                <span className="text-gray-300">{t('playerProtection.notExcluded')}</span>
              )}
            </Fact>
            <Fact label={t('playerProtection.realityCheck')} testId="bo-protection-reality">
              {minutes > 0 ? t('playerProtection.realityEvery', { minutes }) : <span className="text-gray-300">{t('playerProtection.realityOff')}</span>}
            </Fact>
          </dl>
        </section>
      </div>
      <p className="text-xs text-gray-500">{t('playerProtection.coolingOff', { hours: protection.coolingOffHours })}</p>
    </div>
  );
}

/**
 * The player's own protection (docs/money.md "Player protection"), read only: his deposit and
 * loss limits with what each period has used and a change waiting, his self-exclusion (which
 * nobody lifts) and his reality-check interval. No staff call changes any of it.
 */
export function PlayerProtection({ playerId }: { playerId: number }) {
  const { t } = useTranslation('backoffice');
  const protection = useQuery(playerProtectionQuery(playerId));
  return (
    <Section title={t('playerProtection.title')} note={t('playerProtection.note')} testId="bo-player-protection" compact>
      <QueryCard query={protection}>{(data) => <ProtectionView protection={data} />}</QueryCard>
    </Section>
  );
}
