import { useTranslation } from 'react-i18next';

import { CrownIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/money';

import { useEngagementCurrency, useRank } from '../hooks/use-engagement';
import { nameIn, toNumber } from '../types';
import { EmptyLine, percentText, ScrollTable, Section, SectionFailed, Td, Th } from './parts';
import { RankCard, TierIcon } from './rank-card';

/**
 * /vip (spec §2, "also seen per template"): the player's rank and every tier with what it
 * takes and what it gives (docs/engagement.md §5): the threshold, the cashback rate, the
 * withdrawal limit and the rank-up bonus. The player's own tier is marked.
 */
export function VipContent() {
  const { t, i18n } = useTranslation('engagement');
  const rank = useRank();
  const currency = useEngagementCurrency();
  const tiers = [...(rank.data?.tiers ?? [])].sort((a, b) => a.level - b.level);
  const own = rank.data?.rank?.level ?? 0;
  const money = (value: number | string) => (toNumber(value) > 0 ? formatMoney(value, currency) : '–');
  return (
    <div className="flex flex-col gap-5">
      <RankCard />
      <Section id="vip-tiers-title" title={t('vip.tiersTitle')} icon={<CrownIcon className="size-5" />} testId="vip-tiers">
        {rank.isError ? (
          <SectionFailed onRetry={() => void rank.refetch()} />
        ) : rank.isPending ? (
          <div className="h-40 animate-pulse rounded-xl bg-tint/5" aria-hidden="true" />
        ) : tiers.length === 0 ? (
          <EmptyLine>{t('rank.noTiers')}</EmptyLine>
        ) : (
          <ScrollTable minWidth="min-w-[34rem]">
            <thead>
              <tr className="border-b border-line">
                <Th>{t('vip.columns.tier')}</Th>
                <Th end>{t(`vip.columns.threshold.${rank.data.basis}`)}</Th>
                <Th end>{t('vip.columns.cashback')}</Th>
                <Th end>{t('vip.columns.withdrawLimit')}</Th>
                <Th end>{t('vip.columns.rankUpBonus')}</Th>
              </tr>
            </thead>
            <tbody className="divide-y divide-tint/5">
              {tiers.map((tier) => (
                <tr
                  key={tier.level}
                  className={cn(tier.level === own && 'bg-primary/10')}
                  data-testid="vip-tier"
                  data-current={tier.level === own ? 'true' : 'false'}
                  aria-current={tier.level === own ? 'true' : undefined}
                >
                  <td className="py-2.5 pe-2">
                    <span className="flex items-center gap-2.5 whitespace-nowrap font-semibold text-strong">
                      <span className="grid size-8 shrink-0 place-items-center overflow-hidden text-highlight" aria-hidden="true">
                        <TierIcon tier={tier} />
                      </span>
                      {nameIn(tier.name, i18n.language)}
                      {tier.level === own && (
                        <span className="shrink-0 rounded-full bg-primary/20 px-2 py-0.5 text-[0.7rem] font-medium text-accent-pale">{t('vip.yours')}</span>
                      )}
                    </span>
                  </td>
                  <Td end>{formatMoney(tier.threshold, currency)}</Td>
                  <Td end strong>
                    {toNumber(tier.cashbackRate) > 0 ? `${percentText(tier.cashbackRate, i18n.language)}` : '–'}
                  </Td>
                  <Td end>{money(tier.withdrawLimit)}</Td>
                  <Td end strong>
                    {money(tier.rankUpBonus)}
                  </Td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        )}
        <p className="text-xs text-faint">{t('vip.note')}</p>
      </Section>
    </div>
  );
}
