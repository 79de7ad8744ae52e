import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { i18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { seedQueryData, renderWithProviders } from '@/testing/render';

import { announcementKeys } from './api/announcements-api';
import { primeAnnouncements } from './boot';
import { AnnouncementStrip } from './components/announcement-strip';
import { BannerCarousel } from './components/banner-carousel';
import { announcementFixture, bannerFixture, serveAnnouncements, serveBanners } from './testing';

const banners = [bannerFixture(1, { title: 'Welcome bonus 100%' }), bannerFixture(2, { title: 'Cashback 5%' })];
const announcements = [announcementFixture(1, { title: 'ปิดปรับปรุงระบบ' })];

/** The answers primeAnnouncements keeps, as the next render's cache starts with them. */
function primed(boot: Record<string, unknown> | null) {
  const client = createQueryClient();
  primeAnnouncements(boot, client);
  for (const query of client.getQueryCache().getAll()) seedQueryData(query.queryKey, query.state.data);
  return client;
}

describe('the home page answers the server wrote into its page', () => {
  beforeEach(() => i18n.changeLanguage('th'));

  it('draw the banners and the announcement line at once, without asking for them', () => {
    const bannerCalls = serveBanners([]);
    const announcementCalls = serveAnnouncements([]);
    primed({ agent: {}, banners, announcements });
    renderWithProviders(
      <div>
        <AnnouncementStrip />
        <BannerCarousel />
      </div>,
    );
    // In the first render: no loading state, no round trip.
    const region = screen.getByRole('region', { name: 'แบนเนอร์โปรโมชั่น' });
    expect(within(region).getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['Welcome bonus 100%', 'Cashback 5%']);
    expect(screen.getByRole('button', { expanded: false }).textContent).toContain('ปิดปรับปรุงระบบ');
    expect([bannerCalls(), announcementCalls()]).toEqual([0, 0]);
  });

  it('keep nothing the page does not carry as a list', () => {
    for (const boot of [null, { agent: {} }, { banners: 'x', announcements: { id: 1 } }, { banners: null }]) {
      const client = primed(boot);
      expect([client.getQueryData(announcementKeys.banners), client.getQueryData(announcementKeys.list)], JSON.stringify(boot)).toEqual([undefined, undefined]);
    }
  });
});
