import { describe, expect, it } from 'vitest';

import { addDays, formatAge, formatDateTime, formatDay, formatRelative, todayIn } from './format';

const NOW = Date.parse('2026-01-10T08:30:00Z');

describe('back office time texts', () => {
  it('gives ages and countdowns in whole minutes, hours or days', () => {
    expect(formatRelative('2026-01-10T08:25:00Z', NOW, 'en-GB')).toBe('5 minutes ago');
    expect(formatRelative('2026-01-10T08:29:40Z', NOW, 'en-GB')).toBe('this minute');
    expect(formatRelative('2026-01-10T09:00:00Z', NOW, 'en-GB')).toBe('in 30 minutes');
    expect(formatRelative('2026-01-10T05:30:00Z', NOW, 'en-GB')).toBe('3 hours ago');
    expect(formatRelative('2026-01-08T08:30:00Z', NOW, 'en-GB')).toBe('2 days ago');
    expect(formatRelative('2026-01-10T08:25:00Z', NOW, 'th-TH')).toBe('5 นาทีที่ผ่านมา');
  });

  it('never shows an age in the future when the server clock is ahead', () => {
    expect(formatRelative('2026-01-10T08:32:00Z', NOW, 'en-GB', { past: true })).toBe('this minute');
  });

  it('shows a dash for a missing timestamp', () => {
    expect(formatDateTime(null, 'th')).toBe('—');
    expect(formatDateTime('2026-01-10T08:30:00Z', 'en')).toMatch(/2026/);
  });

  it('gives a waiting time in its two largest units', () => {
    expect(formatAge(4, 'en-GB')).toBe('4 secs');
    expect(formatAge(125, 'en-GB')).toBe('2 mins');
    expect(formatAge(2 * 3600 + 5 * 60, 'en-GB')).toBe('2 hrs 5 mins');
    expect(formatAge(3 * 3600, 'en-GB')).toBe('3 hrs');
    expect(formatAge(3 * 86_400 + 4 * 3600 + 59, 'en-GB')).toBe('3 days 4 hrs');
    expect(formatAge(-3, 'en-GB')).toBe('0 secs');
    expect(formatAge(125, 'th-TH')).toBe('2 นาที');
  });

  it('shows a day of the agent’s zone as that same day, whatever this machine’s zone', () => {
    expect(formatDay('2026-01-10', 'en-GB')).toBe('Sat, 10 Jan 2026');
    expect(formatDay('2026-01-10', 'th-TH')).toBe('เสาร์ 10 ม.ค. 2569');
    expect(formatDay('not a day', 'en-GB')).toBe('not a day');
  });

  it('knows today in a time zone and moves days across months and years', () => {
    // 20:00 UTC on 10 January is already 11 January in Bangkok (+07:00).
    const evening = Date.parse('2026-01-10T20:00:00Z');
    expect(todayIn('Asia/Bangkok', evening)).toBe('2026-01-11');
    expect(todayIn('UTC', evening)).toBe('2026-01-10');
    expect(todayIn('Not/AZone', evening)).toMatch(/^2026-01-1[01]$/);
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-01-11', -29)).toBe('2025-12-13');
  });
});
