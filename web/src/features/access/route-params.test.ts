import { describe, expect, it } from 'vitest';

import { EXTRA_PAGES, gamePageQuery, isValidExtraPage, pageNotFoundMessage } from './route-params';

describe('catch-all validity check', () => {
  it.each(['return-lost', 'cashback', 'coupon', 'vip', 'faq', 'blogs', 'contact'])('accepts %s', (page) => {
    expect(isValidExtraPage(page)).toBe(true);
  });

  it.each(['nope', 'VIP', '', undefined, 'login'])('refuses %s', (page) => {
    expect(isValidExtraPage(page)).toBe(false);
  });

  it('knows exactly the seven extra pages', () => {
    expect([...EXTRA_PAGES].sort()).toEqual(['blogs', 'cashback', 'contact', 'coupon', 'faq', 'return-lost', 'vip']);
  });

  it('formats the 404 message with the full path', () => {
    expect(pageNotFoundMessage('/nope?x=1')).toBe('Page Not Found: /nope?x=1');
  });
});

describe('game page query', () => {
  it('reads provider and category', () => {
    expect(gamePageQuery('/casino', '?provider=sexy&category=live')).toEqual({ provider: 'sexy', category: 'live' });
  });

  it('defaults the category to the lower-case path name', () => {
    expect(gamePageQuery('/miniGames', '')).toEqual({ provider: null, category: 'minigames' });
    expect(gamePageQuery('/Slot/', '?provider=pg')).toEqual({ provider: 'pg', category: 'slot' });
  });
});
