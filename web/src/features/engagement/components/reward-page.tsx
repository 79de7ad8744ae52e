import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { GiftIcon, HistoryIcon } from '@/components/ui/icons';
import { formatDate } from '@/lib/date';
import { formatMoney } from '@/lib/money';
import { confirmDialog, toast } from '@/lib/toast';

import {
  engagementErrorText,
  isSessionError,
  useEngagementCurrency,
  useRank,
  useRedeemReward,
  useRewardHistory,
  useRewardItems,
  useWalletCounters,
} from '../hooks/use-engagement';
import { nameIn, type RewardItem, type RewardRedemption, type RewardStatus } from '../types';
import {
  CardFailed,
  CardsSkeleton,
  DiamondIcon,
  EmptyLine,
  EngagementImage,
  formatCount,
  ScrollTable,
  Section,
  SectionFailed,
  StatusBadge,
  Td,
  Th,
  useTimeZone,
} from './parts';

/** What an item gives: credit, spins, or a thing sent to the player. */
function useWhatText(): (item: Pick<RewardItem, 'kind' | 'amount' | 'name'>) => string {
  const { t, i18n } = useTranslation('engagement');
  const currency = useEngagementCurrency();
  return (item) => {
    if (item.kind === 'credit') return t('reward.gives.credit', { amount: formatMoney(item.amount, currency) });
    if (item.kind === 'spins') return t('reward.gives.spins', { n: formatCount(item.amount, i18n.language) });
    return t('reward.gives.physical');
  };
}

/** The diamonds to spend (live from the wallet), and how diamonds are earned. */
function DiamondsCard() {
  const { t, i18n } = useTranslation('engagement');
  const counters = useWalletCounters();
  const rank = useRank();
  const currency = useEngagementCurrency();
  const diamonds = counters.diamonds ?? rank.data?.diamonds ?? null;
  const every = rank.data?.diamondEvery ?? 0;
  return (
    <section className="pp-balance-card" aria-labelledby="diamonds-title" data-testid="reward-diamonds">
      <h2 id="diamonds-title" className="text-sm font-medium text-accent-pale/80">
        {t('reward.balance')}
      </h2>
      <p className="mt-1 flex items-center gap-2 text-3xl font-bold text-strong tabular-nums sm:text-4xl" aria-live="polite">
        <DiamondIcon className="size-8 shrink-0 text-highlight" />
        <span data-testid="reward-diamonds-count">{diamonds == null ? '…' : formatCount(diamonds, i18n.language)}</span>
      </p>
      {every > 0 ? (
        <p className="mt-1 text-xs text-accent-pale/70" data-testid="reward-diamonds-rule">
          {t('reward.earnRule', { amount: formatMoney(every, currency, { trimZeroCents: true }) })}
        </p>
      ) : null}
    </section>
  );
}

/** One reward: its picture, name, what it gives, price, stock and the redeem button. */
function RewardCard({
  item,
  diamonds,
  redeeming,
  busy,
  onRedeem,
}: {
  item: RewardItem;
  diamonds: number | null;
  redeeming: boolean;
  /** Another redemption is on its way: one at a time. */
  busy: boolean;
  onRedeem: (item: RewardItem) => void;
}) {
  const { t, i18n } = useTranslation('engagement');
  const what = useWhatText();
  const name = nameIn(item.name, i18n.language);
  const soldOut = item.stock != null && item.stock <= 0;
  const missing = diamonds != null ? item.price - diamonds : 0;
  let reason: string | null = null;
  if (soldOut) reason = t('reward.soldOut');
  else if (!item.available) reason = t('reward.unavailable');
  else if (missing > 0) reason = t('reward.needMore', { n: formatCount(missing, i18n.language) });
  return (
    <article className="pp-card flex flex-col overflow-hidden" aria-label={name} data-testid="reward-item" data-item-id={item.id}>
      <EngagementImage src={item.imageUrl} alt={name} className="aspect-[4/3] w-full" />
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        <h3 className="text-sm font-semibold text-strong sm:text-base">{name}</h3>
        <p className="text-xs text-muted">{what(item)}</p>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className="inline-flex items-center gap-1 font-bold text-highlight tabular-nums" data-testid="reward-price">
            <DiamondIcon className="size-4" />
            {formatCount(item.price, i18n.language)}
          </span>
          <span className="text-xs text-muted" data-testid="reward-stock">
            {item.stock == null ? t('reward.unlimited') : t('reward.stock', { n: formatCount(item.stock, i18n.language) })}
          </span>
        </div>
        <div className="mt-auto flex flex-col gap-1.5 pt-1">
          <Button size="sm" block loading={redeeming} disabled={reason != null || busy} onClick={() => onRedeem(item)} data-testid="reward-redeem">
            {t('reward.redeem')}
          </Button>
          {reason ? (
            <p className="text-center text-xs text-muted" data-testid="reward-reason">
              {reason}
            </p>
          ) : null}
        </div>
      </div>
    </article>
  );
}

const STATUS_TONES: Readonly<Record<RewardStatus, 'success' | 'pending' | 'failed' | 'closed'>> = {
  delivered: 'success',
  fulfilled: 'success',
  pending: 'pending',
  rejected: 'failed',
};

/** The player's rewards, newest first: when, what, the type or the serial sent, the price, the status. */
function RewardHistory() {
  const { t, i18n } = useTranslation('engagement');
  const history = useRewardHistory();
  const timeZone = useTimeZone();
  let body;
  if (history.isPending) body = <div className="h-32 animate-pulse rounded-xl bg-tint/5" aria-hidden="true" />;
  else if (history.isError) body = <SectionFailed onRetry={() => void history.refetch()} />;
  else if (history.data.length === 0) body = <EmptyLine testId="reward-history-empty">{t('reward.historyEmpty')}</EmptyLine>;
  else
    body = (
      <ScrollTable testId="reward-history-table" minWidth="min-w-[34rem]">
        <thead>
          <tr className="border-b border-line">
            <Th>{t('reward.columns.period')}</Th>
            <Th>{t('reward.columns.item')}</Th>
            <Th>{t('reward.columns.typeOrSerial')}</Th>
            <Th end>{t('reward.columns.price')}</Th>
            <Th end>{t('reward.columns.status')}</Th>
          </tr>
        </thead>
        <tbody className="divide-y divide-tint/5">
          {history.data.map((row: RewardRedemption) => (
            <tr key={row.id} data-testid="reward-history-row" data-status={row.status}>
              <Td>{formatDate(row.createdAt, i18n.language, timeZone)}</Td>
              <td className="px-2 py-2.5 font-medium text-strong">
                {nameIn(row.name, i18n.language)}
                {row.remark ? <span className="block text-xs font-normal text-muted">{row.remark}</span> : null}
              </td>
              <Td testId="reward-history-serial">{row.serial ? <span className="font-mono text-strong">{row.serial}</span> : t(`reward.kinds.${row.kind}`)}</Td>
              <Td end>
                <span className="inline-flex items-center gap-1">
                  <DiamondIcon className="size-3.5 text-highlight" />
                  {formatCount(row.price, i18n.language)}
                </span>
              </Td>
              <td className="py-2.5 ps-2 text-end">
                <StatusBadge tone={STATUS_TONES[row.status] ?? 'closed'} status={row.status} testId="reward-history-status">
                  {t(`reward.status.${row.status}`)}
                </StatusBadge>
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    );
  return (
    <Section id="reward-history-title" title={t('reward.history')} icon={<HistoryIcon className="size-5" />} testId="reward-history">
      {body}
    </Section>
  );
}

/**
 * The /reward page's content (docs/engagement.md §5): the diamonds to spend, the rewards they buy
 * (each redeemed after a confirmation), and the rewards so far.
 */
export function RewardContent() {
  const { t, i18n } = useTranslation('engagement');
  const items = useRewardItems();
  const counters = useWalletCounters();
  const rank = useRank();
  const redeem = useRedeemReward();
  const what = useWhatText();
  const diamonds = counters.diamonds ?? rank.data?.diamonds ?? null;

  async function onRedeem(item: RewardItem) {
    const name = nameIn(item.name, i18n.language);
    const confirmed = await confirmDialog({
      title: t('reward.confirmTitle'),
      text: t('reward.confirmText', { name, n: formatCount(item.price, i18n.language) }),
      confirmText: t('reward.confirm'),
      cancelText: t('reward.cancel'),
    });
    if (!confirmed) return;
    redeem.mutate(item.id, {
      onSuccess: (result) => {
        const text = result.status === 'pending' ? t('reward.successPending', { name }) : t('reward.successDelivered', { name, what: what(result) });
        void toast.success({ title: t('reward.successTitle'), text });
      },
      onError: (error) => {
        if (!isSessionError(error)) void toast.error({ title: t('errors.rewardTitle'), text: engagementErrorText(error, t) });
      },
    });
  }

  let grid;
  if (items.isPending) grid = <CardsSkeleton className="grid-cols-2 md:grid-cols-3 xl:grid-cols-4" heights={['h-72', 'h-72', 'h-72', 'h-72']} />;
  else if (items.isError) grid = <CardFailed onRetry={() => void items.refetch()} />;
  else if (items.data.length === 0) grid = <EmptyLine testId="reward-items-empty">{t('reward.empty')}</EmptyLine>;
  else
    grid = (
      <div className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4" data-testid="reward-items">
        {items.data.map((item) => (
          <RewardCard key={item.id} item={item} diamonds={diamonds} redeeming={redeem.isPending && redeem.variables === item.id} busy={redeem.isPending} onRedeem={(chosen) => void onRedeem(chosen)} />
        ))}
      </div>
    );

  return (
    <div className="flex flex-col gap-6" data-testid="reward-page">
      <DiamondsCard />
      <section aria-labelledby="reward-items-title" className="flex flex-col gap-3">
        <h2 id="reward-items-title" className="flex items-center gap-2 text-base font-semibold text-strong sm:text-lg">
          <GiftIcon className="size-5 text-accent" aria-hidden="true" />
          {t('reward.itemsTitle')}
        </h2>
        {grid}
      </section>
      <RewardHistory />
    </div>
  );
}
