import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Card, SectionTitle } from '@/components/ui/card';
import { GiftIcon } from '@/components/ui/icons';
import { LoadFailed } from '@/components/ui/load-failed';
import { useAgent } from '@/features/agent';
import { formatFigure } from '@/features/promotions';
import { cn } from '@/lib/cn';
import { localeTag } from '@/lib/date';
import { formatMoney } from '@/lib/money';

import type { Prize } from '../types';

/** A titled card section of an engagement page. */
export function Section({
  id,
  title,
  icon,
  actions,
  children,
  className,
  testId,
}: {
  id: string;
  title: string;
  icon?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <Card className={cn('flex min-w-0 flex-col gap-4 p-4 sm:p-5', className)} aria-labelledby={id} data-testid={testId} role="region">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <SectionTitle id={id} icon={icon}>
          {title}
        </SectionTitle>
        {actions}
      </div>
      {children}
    </Card>
  );
}

/** An empty list, said in one line. */
export function EmptyLine({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <p className="rounded-xl border border-dashed border-line px-4 py-8 text-center text-sm text-muted" data-testid={testId}>
      {children}
    </p>
  );
}

/** In place of a section that could not be loaded. */
export function SectionFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('engagement');
  return <LoadFailed onRetry={onRetry}>{t('common.loadFailed')}</LoadFailed>;
}

/** In place of a page's first cards when what they show could not be loaded. */
export function CardFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Card className="p-4 sm:p-5">
      <SectionFailed onRetry={onRetry} />
    </Card>
  );
}

/** A page's first cards while they load: grey blocks of their heights, in the page's grid. */
export function CardsSkeleton({ className, heights }: { className?: string; heights: readonly string[] }) {
  return (
    <div className={cn('grid gap-4', className)} aria-hidden="true">
      {heights.map((height, i) => (
        <div key={i} className={cn(height, 'animate-pulse rounded-card bg-tint/5')} />
      ))}
    </div>
  );
}

/** A notice above a section: a game is off, a rule to know. */
export function Notice({ children, testId, tone = 'warning' }: { children: ReactNode; testId?: string; tone?: 'warning' | 'info' }) {
  return (
    <p
      role="note"
      data-testid={testId}
      className={cn(
        'rounded-xl border px-3 py-2.5 text-sm',
        tone === 'warning' ? 'border-warning/30 bg-warning/10 text-warning-fg' : 'border-line bg-tint/[0.03] text-subtle',
      )}
    >
      {children}
    </p>
  );
}

/** A coloured status badge (tones of index.css: success, pending, failed, closed). */
export function StatusBadge({ tone, children, testId, status }: { tone: 'success' | 'pending' | 'failed' | 'closed'; children: ReactNode; testId?: string; status?: string }) {
  return (
    <span className={cn('pp-status', `pp-status--${tone}`)} data-testid={testId} data-status={status}>
      <span className="pp-status__dot" aria-hidden="true" />
      {children}
    </span>
  );
}

/** A picture of the server (an event, a reward); without one, or when it fails, a plain panel. */
export function EngagementImage({ src, alt, className }: { src: string | null | undefined; alt: string; className?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const usable = Boolean(src) && failed !== src;
  return (
    <div className={cn('relative overflow-hidden bg-raised', className)}>
      {usable ? (
        <img
          src={src ?? undefined}
          alt={alt}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(src ?? null)}
          className="absolute inset-0 size-full object-cover"
        />
      ) : (
        <div className="absolute inset-0 grid place-items-center bg-gradient-to-br from-primary/25 via-panel to-raised text-accent" aria-hidden="true">
          <GiftIcon className="size-10 opacity-80" />
        </div>
      )}
    </div>
  );
}

/** The agent's time zone, for dates such as "today" (docs/money.md). */
export function useTimeZone(): string | null {
  return useAgent()?.country?.timezone ?? null;
}

/** A timestamp's date in the agent's time zone, in the interface language. */
export function formatDate(iso: string | null | undefined, language: string, timeZone?: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  try {
    return new Intl.DateTimeFormat(localeTag(language), { dateStyle: 'medium', timeZone: timeZone || undefined }).format(date);
  } catch {
    return new Intl.DateTimeFormat(localeTag(language), { dateStyle: 'medium' }).format(date);
  }
}

/** A count as the interface language writes numbers ("1,200"). */
export function formatCount(value: number | null | undefined, language: string): string {
  return new Intl.NumberFormat(localeTag(language)).format(value ?? 0);
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

/** A table that scrolls sideways on a phone rather than squeezing its columns. */
export function ScrollTable({ children, testId, minWidth = 'min-w-[36rem]' }: { children: ReactNode; testId?: string; minWidth?: string }) {
  return (
    <div className="-mx-1 overflow-x-auto px-1">
      <table className={cn('w-full text-sm', minWidth)} data-testid={testId}>
        {children}
      </table>
    </div>
  );
}

/** A head cell of a ScrollTable. */
export function Th({ children, end }: { children: ReactNode; end?: boolean }) {
  return (
    <th scope="col" className={cn('px-2 py-2 text-xs font-medium whitespace-nowrap text-muted first:ps-0 last:pe-0', end ? 'text-end' : 'text-start')}>
      {children}
    </th>
  );
}

/** A body cell of a ScrollTable. */
export function Td({ children, end, strong, testId }: { children: ReactNode; end?: boolean; strong?: boolean; testId?: string }) {
  return (
    <td
      className={cn(
        'px-2 py-2.5 whitespace-nowrap first:ps-0 last:pe-0',
        end ? 'text-end tabular-nums' : 'text-start',
        strong ? 'font-semibold text-accent-strong' : 'text-subtle',
      )}
      data-testid={testId}
    >
      {children}
    </td>
  );
}
