import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ChevronRightIcon, CrownIcon } from '@/components/ui/icons';
import { formatMoney } from '@/lib/money';

import { useEngagementCurrency, useRank, useWalletCounters } from '../hooks/use-engagement';
import { nameIn, toNumber, type Tier } from '../types';
import { DiamondIcon, formatCount } from './parts';

/** A tier's icon: a picture (an address), else its mark as text (an emoji), else the crown. */
export function TierIcon({ tier }: { tier: Tier | null }) {
  const icon = tier?.icon?.trim() ?? '';
  if (/^(https?:|\/|data:image\/)/.test(icon)) {
    return <img src={icon} alt="" className="size-full object-contain" loading="lazy" decoding="async" />;
  }
  if (icon && icon.length <= 4) return <span className="text-2xl leading-none">{icon}</span>;
  return <CrownIcon className="size-7" />;
}

/**
 * The player's rank (docs/engagement.md §5), for /profile and the signed-in home page: the rank's
 * icon and name, the way to the next one with the amount to go, and the diamonds (live from the
 * wallet), linking to the rewards. A placeholder holds its place while it loads, nothing if it
 * cannot be read. Its texts (the engagement namespace) load beside it: the page around it does
 * not wait for them.
 */
export function RankCard() {
  // Not suspending: the texts and the rank are asked for at once, and the page goes on drawing.
  const { t, i18n, ready } = useTranslation('engagement', { useSuspense: false });
  const rank = useRank();
  const counters = useWalletCounters();
  const currency = useEngagementCurrency();
  if (!ready || rank.isPending) return <div className="h-36 animate-pulse rounded-card bg-tint/5" aria-hidden="true" data-testid="rank-card-loading" />;
  if (rank.isError) return null;
  const status = rank.data;
  const progress = Math.min(1, Math.max(0, toNumber(status.progress)));
  const percent = Math.round(progress * 100);
  const diamonds = counters.diamonds ?? status.diamonds;
  const rankName = status.rank ? nameIn(status.rank.name, i18n.language) : t('rank.none');
  return (
    <section className="pp-card flex flex-col gap-4 p-4 sm:p-5" aria-labelledby="rank-title" data-testid="rank-card" data-level={status.rank?.level ?? 0}>
      <div className="flex items-center gap-3">
        <span className="grid size-14 shrink-0 place-items-center overflow-hidden rounded-box bg-primary/15 p-1.5 text-highlight ring-1 ring-accent/30" aria-hidden="true">
          <TierIcon tier={status.rank} />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="rank-title" className="text-xs font-medium text-muted">
            {t('rank.title')}
          </h2>
          <p className="truncate text-lg font-bold text-strong" data-testid="rank-name">
            {rankName}
          </p>
        </div>
        <Link to="/reward" className="flex shrink-0 items-center gap-1.5 rounded-full border border-line bg-tint/5 px-3 py-1.5 text-sm font-semibold text-highlight tabular-nums hover:border-accent/60" data-testid="rank-diamonds">
          <DiamondIcon className="size-4" />
          <span className="sr-only">{t('rank.diamonds')}</span>
          {formatCount(diamonds, i18n.language)}
          <ChevronRightIcon className="size-4 text-faint" />
        </Link>
      </div>
      {status.next ? (
        <div className="flex flex-col gap-1.5">
          <div className="flex items-baseline justify-between gap-2 text-xs">
            <span className="text-muted">{t(`rank.basis.${status.basis}`, { amount: formatMoney(status.amount, currency) })}</span>
            <span className="font-semibold text-accent-strong tabular-nums">{percent}%</span>
          </div>
          <div
            className="h-2.5 overflow-hidden rounded-full bg-tint/10"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-label={t('rank.progressLabel', { name: nameIn(status.next.name, i18n.language) })}
          >
            <div className="h-full rounded-full bg-gradient-to-r from-primary to-highlight" style={{ width: `${percent}%` }} />
          </div>
          <p className="text-sm text-soft" data-testid="rank-to-next">
            {t('rank.toNext', { amount: formatMoney(status.toNext, currency), name: nameIn(status.next.name, i18n.language) })}
          </p>
        </div>
      ) : (
        <p className="text-sm text-accent-pale" data-testid="rank-top">
          {status.rank ? t('rank.top') : t('rank.noTiers')}
        </p>
      )}
    </section>
  );
}
