import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Card, SectionTitle } from '@/components/ui/card';
import { LoadFailed } from '@/components/ui/load-failed';
import { formatFigure } from '@/features/promotions';
import { cn } from '@/lib/cn';
import { localeTag } from '@/lib/date';

import type { IncomeRate, IncomeStatus } from '../types';
import { useCategoryLabel } from '../hooks/use-income';

/** A figure on a tile: the label above, the value large (money, counts). */
export function Figure({
  label,
  value,
  testId,
  strong,
  hint,
}: {
  label: string;
  value: string;
  testId?: string;
  strong?: boolean;
  hint?: string;
}) {
  return (
    <div className={strong ? 'rounded-box border border-accent/20 bg-primary/10 p-3' : 'rounded-box border border-line bg-tint/[0.03] p-3'}>
      <p className={strong ? 'text-xs text-accent-pale/80' : 'text-xs text-muted'}>{label}</p>
      <p className="mt-0.5 text-base leading-tight font-bold break-words text-strong tabular-nums sm:text-lg" data-testid={testId}>
        {value}
      </p>
      {hint ? <p className="mt-1 text-[0.6875rem] leading-snug text-faint">{hint}</p> : null}
    </div>
  );
}

/** A titled card section of an income page. */
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

const STATUS_TONES: Readonly<Record<IncomeStatus, string>> = {
  open: 'pending',
  paid: 'success',
  expired: 'closed',
  held: 'pending',
  voided: 'failed',
};

/** An award's status as a coloured badge: waiting, paid, expired, held or voided. */
export function IncomeStatusBadge({ status, testId }: { status: IncomeStatus; testId?: string }) {
  const { t } = useTranslation('income');
  return (
    <span className={cn('pp-status', `pp-status--${STATUS_TONES[status] ?? 'closed'}`)} data-testid={testId} data-status={status}>
      <span className="pp-status__dot" aria-hidden="true" />
      {t(`status.${status}`)}
    </span>
  );
}

/** "0.5%" in the interface language. */
export function percentText(value: number | string, language: string): string {
  return `${formatFigure(value, language)}%`;
}

/** An agent's day (YYYY-MM-DD) as a date of the interface language; anything else as sent. */
export function formatDay(day: string | null | undefined, language: string): string {
  if (!day) return '';
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(localeTag(language), { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
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

/** A period of days: one day, or "from – to". */
export function formatPeriod(from: string, to: string, language: string): string {
  return from === to ? formatDay(from, language) : `${formatDay(from, language)} – ${formatDay(to, language)}`;
}

/** Rates per category as chips: "สล็อต 0.5%". */
export function RateChips({ rates, testId }: { rates: readonly IncomeRate[]; testId?: string }) {
  const { t, i18n } = useTranslation('income');
  const categoryLabel = useCategoryLabel();
  if (rates.length === 0) return <p className="text-sm text-muted">{t('common.noRates')}</p>;
  return (
    <ul className="flex flex-wrap gap-2" data-testid={testId}>
      {rates.map((rate) => (
        <li
          key={rate.category}
          className="inline-flex items-center gap-1.5 rounded-full border border-line bg-tint/5 px-3 py-1 text-xs text-subtle"
          data-testid="rate-chip"
        >
          <span>{categoryLabel(rate.category)}</span>
          <span className="font-semibold text-accent-strong tabular-nums">{percentText(rate.percent, i18n.language)}</span>
        </li>
      ))}
    </ul>
  );
}

/** A few grey bars while a section loads. */
export function SectionSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div className="flex flex-col gap-2" aria-hidden="true">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="h-12 animate-pulse rounded-xl bg-tint/5" />
      ))}
    </div>
  );
}

/** In place of a section that could not be loaded. */
export function SectionFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('income');
  return <LoadFailed onRetry={onRetry}>{t('common.loadFailed')}</LoadFailed>;
}

/** An empty list, said in one line. */
export function EmptyLine({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <p className="rounded-xl border border-dashed border-line px-4 py-8 text-center text-sm text-muted" data-testid={testId}>
      {children}
    </p>
  );
}

/** A notice above a page: the program is off, or a rule to know. */
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
