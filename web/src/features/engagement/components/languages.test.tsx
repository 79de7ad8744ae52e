import { screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { i18n, loadNamespace } from '@/lib/i18n';
import { renderWithProviders } from '@/testing/render';

import { serveEngagement, signedInPlayer } from '../testing';
import { CheckInContent } from './check-in-page';
import { CouponContent } from './coupon-page';
import { EventsContent } from './events-page';
import { MiniGamesHub } from './mini-games-hub';
import { RankCard } from './rank-card';
import { RewardContent } from './reward-page';
import { VipContent } from './vip-page';
import { WheelContent } from './wheel-page';

vi.mock('@/lib/toast', () => ({
  toast: { error: vi.fn(), success: vi.fn() },
  alertError: vi.fn(),
  confirmDialog: vi.fn(() => Promise.resolve(true)),
}));

/** Each page's content, and a part of it that shows once its answers are in. */
const PAGES: ReadonlyArray<[string, () => ReactElement, string]> = [
  ['coupon', () => <CouponContent />, 'coupon-history-row'],
  ['activities', () => <EventsContent />, 'event-card'],
  ['luckyWheel', () => <WheelContent />, 'wheel-history-row'],
  ['receivesWealth', () => <CheckInContent />, 'checkIn-history-row'],
  ['reward', () => <RewardContent />, 'reward-history-row'],
  ['miniGames', () => <MiniGamesHub />, 'hub-wheel'],
  ['rank', () => <RankCard />, 'rank-to-next'],
  ['vip', () => <VipContent />, 'vip-tier'],
];

/** What a missing text would show: its key, e.g. "wheel.spin". */
const RAW_KEY = /\b(?:pages|common|prize|redemption|errors|coupon|events|wheel|plays|checkIn|hub|reward|rank|vip)\.[A-Za-z_]+/;
const THAI = /[\u0E00-\u0E7F]/;

describe.each(['th', 'en', 'vi'])('the engagement pages in %s', (language) => {
  signedInPlayer();
  const missing: string[] = [];
  beforeAll(async () => {
    await i18n.changeLanguage(language);
    await Promise.all([loadNamespace('engagement'), loadNamespace('translation')]);
    i18n.options.saveMissing = true;
    i18n.options.missingKeyHandler = (_languages, namespace, key) => {
      missing.push(`${namespace}:${key}`);
    };
  });
  afterAll(async () => {
    i18n.options.saveMissing = false;
    i18n.options.missingKeyHandler = false;
    await i18n.changeLanguage('th');
  });

  it.each(PAGES)('%s renders every text', async (_page, page, loaded) => {
    serveEngagement();
    renderWithProviders(page());
    await waitFor(() => expect(screen.getAllByTestId(loaded).length).toBeGreaterThan(0));
    const text = document.body.textContent ?? '';
    expect(text).not.toMatch(RAW_KEY);
    expect(missing).toEqual([]);
    // English and Vietnamese pages fall back to no Thai text (the fixtures name things in all three).
    if (language !== 'th') expect(text).not.toMatch(THAI);
  });
});
