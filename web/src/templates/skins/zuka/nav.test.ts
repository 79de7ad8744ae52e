import { describe, expect, it } from 'vitest';

import { BOTTOM_BAR } from '@/config/navigation';

import { barTabs, toneOf, TONES } from './nav';

describe('zuka navigation', () => {
  it('cycles the chip tones, one per item', () => {
    expect(toneOf(0)).toBe('pink');
    expect(toneOf(TONES.length)).toBe('pink');
    expect(toneOf(TONES.length + 2)).toBe(toneOf(2));
  });

  it('shows the guest or the member tabs, the third one big', () => {
    expect(barTabs(false).map((tab) => tab.item)).toEqual(BOTTOM_BAR.guest);
    expect(barTabs(true).map((tab) => tab.item)).toEqual(BOTTOM_BAR.member);
    expect(barTabs(true).map((tab) => tab.big)).toEqual([false, false, true, false]);
  });
});
