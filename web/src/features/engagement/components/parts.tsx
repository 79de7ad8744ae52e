import { useTranslation } from 'react-i18next';

import { GiftIcon } from '@/components/ui/icons';
import { RemoteImage } from '@/components/ui/remote-image';
import { loadFailures } from '@/components/ui/section';
import { useAgent } from '@/features/agent';
import { formatFigure } from '@/features/promotions';
import { localeTag, numberFormat } from '@/lib/date';
import { formatMoney } from '@/lib/money';

import type { Prize } from '../types';

export { CardsSkeleton, EmptyLine, Notice, Section, StatusBadge } from '@/components/ui/section';
export { ScrollTable, Td, Th } from '@/components/ui/table';

function useLoadFailedText() {
  const { t } = useTranslation('engagement');
  return t('common.loadFailed');
}

/** In place of a section, or of a page's first cards, that could not be loaded. */
export const { SectionFailed, CardFailed } = loadFailures(useLoadFailedText);

/** A picture of the server (an event, a reward); without one, or when it fails, a plain panel. */
export function EngagementImage({ src, alt, className }: { src: string | null | undefined; alt: string; className?: string }) {
  return <RemoteImage src={src} alt={alt} className={className} fallback={<GiftIcon className="size-10 opacity-80" />} />;
}

/** The agent's time zone, for dates such as "today" (docs/money.md). */
export function useTimeZone(): string | null {
  return useAgent()?.country?.timezone ?? null;
}

/** A count as the interface language writes numbers ("1,200"). */
export function formatCount(value: number | null | undefined, language: string): string {
  return numberFormat(localeTag(language)).format(value ?? 0);
}

/** "0.5%" in the interface language. */
export function percentText(value: number | string, language: string): string {
  return `${formatFigure(value, language)}%`;
}

/** A prize of the mini games in words: credit, spins, diamonds, or nothing this time. */
export function usePrizeText(): (prize: Prize, currency: string) => string {
  const { t, i18n } = useTranslation('engagement');
  return (prize, currency) => {
    switch (prize.type) {
      case 'credit':
        return t('prize.credit', { amount: formatMoney(prize.amount, currency) });
      case 'spins':
        return t('prize.spins', { n: formatCount(prize.amount, i18n.language) });
      case 'diamonds':
        return t('prize.diamonds', { n: formatCount(prize.amount, i18n.language) });
      default:
        return t('prize.none');
    }
  };
}

/** The diamond mark (a count of diamonds beside it). */
export function DiamondIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" className={className}>
      <path d="M6 3h12l4 6-10 12L2 9l4-6Z" />
      <path d="M2 9h20M12 21 8 9l4-6 4 6-4 12" />
    </svg>
  );
}
