import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';

import { i18n, loadNamespace } from '@/lib/i18n';
import { API, ok } from '@/testing/handlers';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';

import { rankFixture, signedInPlayer, tierFixture } from '../testing';
import { VipContent } from './vip-page';

describe('the VIP page', () => {
  signedInPlayer();

  it('lists every tier by level with its benefits, the player’s own marked', async () => {
    const bronze = tierFixture({ id: 1, level: 1, name: { nameTh: 'ทองแดง', nameEn: 'Bronze', nameVi: 'Đồng' }, threshold: 0, cashbackRate: 0, rankUpBonus: 0 });
    const silver = tierFixture({ withdrawLimit: 100000 });
    const gold = tierFixture({ id: 3, level: 3, name: { nameTh: 'ทอง', nameEn: 'Gold', nameVi: 'Vàng' }, threshold: 50000, cashbackRate: 1, rankUpBonus: 500 });
    // Sent out of order: the page sorts by level.
    server.use(http.post(`${API}/rank/get`, () => ok(rankFixture({ rank: silver, next: gold, tiers: [gold, bronze, silver] }))));
    renderWithProviders(<VipContent />);

    const rows = await screen.findAllByTestId('vip-tier');
    expect(rows.map((row) => row.getAttribute('data-current'))).toEqual(['false', 'true', 'false']);
    expect(within(rows[0]!).getByText('ทองแดง')).toBeTruthy();
    expect(rows[0]!.textContent).toContain('0.00 THB');
    // No cashback, no bonus: a dash, not "0".
    expect(rows[0]!.textContent).toContain('–');
    expect(rows[1]!.textContent).toContain('10,000.00 THB');
    expect(rows[1]!.textContent).toContain('0.5%');
    expect(rows[1]!.textContent).toContain('100,000.00 THB');
    expect(within(rows[1]!).getByText('ระดับของคุณ')).toBeTruthy();
    expect(rows[2]!.textContent).toContain('1%');
    expect(rows[2]!.textContent).toContain('500.00 THB');
    expect(screen.getByText('ยอดเทิร์นโอเวอร์ที่ต้องถึง')).toBeTruthy();
  });

  it('names the deposit basis, and says when no ranks are open', async () => {
    await i18n.changeLanguage('en');
    await loadNamespace('engagement');
    try {
      server.use(http.post(`${API}/rank/get`, () => ok(rankFixture({ basis: 'deposit' }))));
      const view = renderWithProviders(<VipContent />);
      expect(await screen.findByText('Deposits to reach')).toBeTruthy();
      view.unmount();

      server.use(http.post(`${API}/rank/get`, () => ok(rankFixture({ rank: null, next: null, tiers: [] }))));
      renderWithProviders(<VipContent />);
      await waitFor(() => expect(screen.getByTestId('vip-tiers').textContent).toContain('Ranks are not open yet'));
    } finally {
      await i18n.changeLanguage('th');
    }
  });
});
