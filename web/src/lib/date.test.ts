import { describe, expect, it } from 'vitest';

import { dateFormat, formatDate, formatDateTime, formatLongDate, numberFormat } from './date';

// 18:30 UTC on 28 November 2026 is 01:30 on the 29th in Bangkok and Ho Chi Minh City.
const LATE_EVENING = '2026-11-28T18:30:00Z';

describe('date formats', () => {
  it('writes the agent’s day in its zone and the language’s calendar', () => {
    expect(formatDate(LATE_EVENING, 'en', 'Asia/Bangkok')).toBe('29 Nov 2026');
    expect(formatDate(LATE_EVENING, 'en', 'UTC')).toBe('28 Nov 2026');
    // Thai dates count Buddhist years: 2026 is 2569.
    expect(formatLongDate(LATE_EVENING, 'th', 'Asia/Bangkok')).toContain('2569');
    expect(formatDateTime(LATE_EVENING, 'en', 'Asia/Ho_Chi_Minh')).toBe('29 Nov 2026, 01:30');
  });

  it('falls back to the device’s zone for a zone Intl does not know, and keeps bad input as sent', () => {
    expect(formatDate(LATE_EVENING, 'en', 'Mars/Olympus')).toBe(formatDate(LATE_EVENING, 'en'));
    expect(formatDate('not a date', 'en', 'Asia/Bangkok')).toBe('not a date');
    expect(formatDateTime(null, 'th')).toBe('');
  });

  it('makes each format once and a new one for other options, zone or locale', () => {
    const medium = dateFormat('th-TH', { dateStyle: 'medium' }, 'Asia/Bangkok');
    expect(dateFormat('th-TH', { dateStyle: 'medium' }, 'Asia/Bangkok')).toBe(medium);
    expect(dateFormat('th-TH', { dateStyle: 'long' }, 'Asia/Bangkok')).not.toBe(medium);
    expect(dateFormat('th-TH', { dateStyle: 'medium' }, 'UTC')).not.toBe(medium);
    expect(dateFormat('vi-VN', { dateStyle: 'medium' }, 'Asia/Bangkok')).not.toBe(medium);
    expect(numberFormat('en-GB', { maximumFractionDigits: 2 })).toBe(numberFormat('en-GB', { maximumFractionDigits: 2 }));
    expect(numberFormat('en-GB').format(1200.5)).toBe('1,200.5');
  });
});
