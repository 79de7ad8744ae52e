import { describe, expect, it } from 'vitest';

import { BOTTOM_BAR, MAIN_NAV } from '@/config/navigation';

import { SPORT_FIRST_NAV, sportCentredTabs } from './nav';

describe('UFA navigation', () => {
  it('puts sport first and keeps every main menu entry once', () => {
    expect(SPORT_FIRST_NAV[0]?.to).toBe('/sport');
    expect([...SPORT_FIRST_NAV].map((item) => item.to).sort()).toEqual(MAIN_NAV.map((item) => item.to).sort());
  });

  it.each([false, true])('centres sport among the bottom-bar tabs (signed in: %s)', (signedIn) => {
    const tabs = sportCentredTabs(signedIn);
    expect(tabs).toHaveLength(5);
    expect(tabs[2]?.to).toBe('/sport');
    const rest = tabs.filter((_, index) => index !== 2).map((item) => item.to);
    expect(rest).toEqual(BOTTOM_BAR[signedIn ? 'member' : 'guest'].map((item) => item.to));
  });
});
