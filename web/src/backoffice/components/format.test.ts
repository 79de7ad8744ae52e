import { describe, expect, it } from 'vitest';

import { formatDateTime, formatRelative } from './format';

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
});
