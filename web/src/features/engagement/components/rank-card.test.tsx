import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';

import { API, ok } from '@/testing/handlers';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';

import { engagementWallet, rankFixture, signedInPlayer, tierFixture } from '../testing';
import { RankCard } from './rank-card';

describe('the rank card', () => {
  signedInPlayer();

  it('shows the rank, the way to the next one and the diamonds of the wallet', async () => {
    server.use(
      http.post(`${API}/rank/get`, () => ok(rankFixture())),
      http.post(`${API}/player/wallet`, () => ok(engagementWallet({ diamonds: 130 }))),
    );
    renderWithProviders(<RankCard />);
    expect((await screen.findByTestId('rank-name')).textContent).toBe('เงิน');
    expect(screen.getByRole('progressbar', { name: 'ความคืบหน้าสู่ระดับ ทอง' }).getAttribute('aria-valuenow')).toBe('25');
    expect(screen.getByTestId('rank-to-next').textContent).toBe('อีก 30,000.00 THB ขึ้นระดับ ทอง');
    expect(screen.getByTestId('rank-card').textContent).toContain('เทิร์นโอเวอร์สะสม 20,000.00 THB');
    await waitFor(() => expect(screen.getByTestId('rank-diamonds').textContent).toContain('130'));
    expect(screen.getByTestId('rank-diamonds').getAttribute('href')).toBe('/reward');
  });

  it('says when the top rank is reached, and when the player has none yet', async () => {
    server.use(http.post(`${API}/rank/get`, () => ok(rankFixture({ rank: tierFixture({ name: { nameTh: 'เพชร', nameEn: 'Diamond', nameVi: 'Kim cương' }, icon: '💎' }), next: null, progress: 1, toNext: 0 }))));
    const view = renderWithProviders(<RankCard />);
    expect((await screen.findByTestId('rank-top')).textContent).toBe('คุณอยู่ระดับสูงสุดแล้ว');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByTestId('rank-card').textContent).toContain('💎');
    view.unmount();

    server.use(http.post(`${API}/rank/get`, () => ok(rankFixture({ rank: null, amount: 0, progress: 0, toNext: 10000, next: tierFixture() }))));
    renderWithProviders(<RankCard />);
    expect((await screen.findByTestId('rank-name')).textContent).toBe('ยังไม่มีระดับ');
    expect(screen.getByTestId('rank-to-next').textContent).toBe('อีก 10,000.00 THB ขึ้นระดับ เงิน');
  });
});
