import { useEffect, useState } from 'react';

import { dateFormat, formatDateTime as dateTimeOf, numberFormat } from '@/lib/date';

/** Date and time in the staff's language (the shared formatter), a dash when there is none. */
export function formatDateTime(iso: string | null | undefined, language: string): string {
  return dateTimeOf(iso, language) || '—';
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

/**
 * How long something has waited, in its largest units: "45 sec", "12 min", "2 hr 5 min",
 * "3 days 4 hr" (the locale's own unit names).
 */
export function formatAge(seconds: number, locale: string): string {
  const unit = (value: number, name: 'second' | 'minute' | 'hour' | 'day') =>
    numberFormat(locale, { style: 'unit', unit: name, unitDisplay: name === 'day' ? 'long' : 'short' }).format(value);
  const s = Math.max(0, Math.floor(seconds));
  if (s < 60) return unit(s, 'second');
  if (s < 3600) return unit(Math.floor(s / 60), 'minute');
  if (s < 86_400) {
    const minutes = Math.floor((s % 3600) / 60);
    return [unit(Math.floor(s / 3600), 'hour'), minutes ? unit(minutes, 'minute') : ''].filter(Boolean).join(' ');
  }
  const hours = Math.floor((s % 86_400) / 3600);
  return [unit(Math.floor(s / 86_400), 'day'), hours ? unit(hours, 'hour') : ''].filter(Boolean).join(' ');
}

/** A calendar day (`YYYY-MM-DD`, already a day of the agent's zone) with its weekday. */
export function formatDay(day: string, locale: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return dateFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }, 'UTC').format(date);
}

/** Today as `YYYY-MM-DD` in a time zone (this machine's when the zone is unknown). */
export function todayIn(timeZone: string | null | undefined, now = Date.now()): string {
  return dateFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }, timeZone).format(now);
}

/** `YYYY-MM-DD` moved by whole days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
