import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { serveAgent } from '@/features/agent/testing';
import { useAuthStore } from '@/features/auth';
import { useModalStore } from '@/features/modals';
import { agentFixture, userFixture } from '@/testing/fixtures';
import { API, ok } from '@/testing/handlers';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';

import { promotionFixture } from '../testing';
import type { Promotion } from '../types';
import { LazyPromotionPopup } from './lazy-promotion-popup';

vi.mock('@/lib/toast', () => ({
  toast: { error: vi.fn(), success: vi.fn() },
  alertError: vi.fn(),
  confirmDialog: vi.fn(() => Promise.resolve(true)),
}));

const featured = promotionFixture({ id: 1, popup: true });
const second = promotionFixture({
  id: 2,
  popup: true,
  name: { nameTh: 'คืนยอดเสีย', nameEn: 'Cashback', nameVi: 'Hoàn trả' },
  bonus: { type: 'fixed', percent: null, amount: 99, maximum: null },
});
const quiet = promotionFixture({ id: 3, popup: false, name: { nameTh: 'ไม่เด้ง', nameEn: 'Quiet', nameVi: '' } });

function listApi(list: Promotion[]) {
  let calls = 0;
  server.use(
    http.post(`${API}/promotionManager/getAllPromotion`, () => {
      calls += 1;
      return ok(list);
    }),
  );
  return () => calls;
}

const signIn = () => act(() => useAuthStore.getState().setSession({ accessToken: 'a', refreshToken: 'r', user: userFixture() }));

describe('the after-login promotion popup', () => {
  beforeEach(() => serveAgent(agentFixture()));
  afterEach(() => {
    useAuthStore.getState().logout();
    useModalStore.getState().closeAll();
  });

  it('opens once after a login with the promotions flagged popup, and leads to /promotion', async () => {
    listApi([featured, quiet, second]);
    const user = userEvent.setup();
    const { router } = renderWithProviders(<LazyPromotionPopup />, { route: '/login' });
    expect(screen.queryByTestId('promotion-popup')).toBeNull();

    await signIn();
    expect(useModalStore.getState().showPromotionPopup).toBe(true);
    expect((await screen.findByTestId('popup-name')).textContent).toBe('โบนัสสมาชิกใหม่ 50%');
    expect(screen.getByRole('dialog', { name: 'โปรโมชั่นแนะนำ' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'โปรโมชั่นถัดไป' }));
    expect(screen.getByTestId('popup-name').textContent).toBe('คืนยอดเสีย'); // the one not flagged is skipped
    await user.click(screen.getByRole('button', { name: 'โปรโมชั่นถัดไป' }));
    expect(screen.getByTestId('popup-name').textContent).toBe('โบนัสสมาชิกใหม่ 50%');

    await user.click(screen.getByTestId('popup-more'));
    expect(router.state.location.pathname).toBe('/promotion');
    expect(useModalStore.getState().showPromotionPopup).toBe(false);
    expect(screen.queryByTestId('promotion-popup')).toBeNull();
  });

  it('does not open when the page loads already signed in (a reload)', async () => {
    const calls = listApi([featured]);
    useAuthStore.getState().setSession({ accessToken: 'a', refreshToken: 'r', user: userFixture() });
    renderWithProviders(<LazyPromotionPopup />, { route: '/' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(useModalStore.getState().showPromotionPopup).toBe(false);
    expect(screen.queryByTestId('promotion-popup')).toBeNull();
    expect(calls()).toBe(0);
  });

  it('closes itself when no promotion is flagged popup', async () => {
    const calls = listApi([quiet]);
    renderWithProviders(<LazyPromotionPopup />, { route: '/login' });
    await signIn();
    await waitFor(() => expect(calls()).toBe(1));
    await waitFor(() => expect(useModalStore.getState().showPromotionPopup).toBe(false));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
