import { useEffect, useState } from 'react';

import { formatDateTime as formatDate } from '@/lib/date';

import type { BoLanguage } from '../i18n';

/** Date and time in the staff's language (the shared formatter), a dash when there is none. */
export function formatDateTime(iso: string | null | undefined, language: BoLanguage): string {
  return formatDate(iso, language) || '—';
}

/**
 * "5 minutes ago" / "in 12 minutes", in the largest whole unit up to days, never finer than a
 * minute (the clock behind it ticks every 15 seconds). `past` keeps a timestamp that is a
 * little ahead of this machine's clock from reading as the future.
 */
export function formatRelative(iso: string, now: number, locale: string, { past = false } = {}): string {
  let diffSeconds = Math.round((new Date(iso).getTime() - now) / 1000);
  if (!Number.isFinite(diffSeconds)) return '—';
  if (past) diffSeconds = Math.min(diffSeconds, 0);
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const abs = Math.abs(diffSeconds);
  if (abs < 3600) return rtf.format(Math.trunc(diffSeconds / 60), 'minute');
  if (abs < 86_400) return rtf.format(Math.trunc(diffSeconds / 3600), 'hour');
  return rtf.format(Math.trunc(diffSeconds / 86_400), 'day');
}

/** The current time, refreshed every `intervalMs`, for ages and countdowns. */
export function useNow(intervalMs = 15_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
}
