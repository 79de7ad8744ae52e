import { describe, expect, it, vi } from 'vitest';

import { ApiError } from '@/lib/api';
import { walletFixture } from '@/testing/fixtures';

import {
  creditsMatch,
  isMobileDevice,
  isOpenableGameUrl,
  pickGameUrl,
  promotionAllows,
  runLaunch,
  type LaunchDeps,
} from './launch';
import type { BalanceResult } from './types';

const game = { gameId: 'PGS-SLOT-007', gameCode: 'PGS-SLOT-007', name: 'Golden Lotus', providerPrefix: 'PGS', category: 'slot' };
const balance = (over: Partial<BalanceResult> = {}): BalanceResult => ({
  direction: 'toProvider',
  providerCredit: 1234.5,
  walletCredit: 1234.5,
  transferred: 1234.5,
  matched: true,
  wallet: walletFixture,
  ...over,
});

function setup(over: Partial<LaunchDeps> = {}) {
  const order: string[] = [];
  const tab = { close: vi.fn(() => order.push('close')), location: { href: '' }, opener: {} as unknown };
  const deps: LaunchDeps = {
    openTab: vi.fn(() => {
      order.push('open');
      return tab;
    }),
    currentPromotion: vi.fn(async () => {
      order.push('promotion');
      return null;
    }),
    adjustBalance: vi.fn(async () => {
      order.push('balance');
      return balance();
    }),
    updateWallet: vi.fn(() => void order.push('wallet')),
    launch: vi.fn(async () => {
      order.push('launch');
      return { gameUrLs: { mobile: 'http://game/m', desktop: 'http://game/d' } };
    }),
    isMobile: vi.fn(() => false),
    startPlaying: vi.fn(() => void order.push('playing')),
    notify: {
      popupBlocked: vi.fn(() => void order.push('toast:popup')),
      outsidePromotion: vi.fn(() => void order.push('toast:promotion')),
      mismatch: vi.fn(() => void order.push('toast:mismatch')),
      error: vi.fn(() => void order.push('toast:error')),
    },
    log: vi.fn(),
    ...over,
  };
  return { deps, tab, order };
}

describe('runLaunch: spec §4 "Playing a game" in order', () => {
  it('opens the tab synchronously, before any await', () => {
    const { deps } = setup();
    void runLaunch(game, deps);
    expect(deps.openTab).toHaveBeenCalledTimes(1);
    expect(deps.currentPromotion).toHaveBeenCalledTimes(1); // started in the same tick, not yet answered
  });

  it('stops with the pop-up toast when the tab is blocked', async () => {
    const { deps, order } = setup({ openTab: vi.fn(() => null) });
    await expect(runLaunch(game, deps)).resolves.toBe('popup-blocked');
    expect(order).toEqual(['toast:popup']);
    expect(deps.currentPromotion).not.toHaveBeenCalled();
  });

  it('success: promotion, balance, wallet, launch, desktop URL, playing — in that order', async () => {
    const { deps, tab, order } = setup();
    await expect(runLaunch(game, deps)).resolves.toBe('playing');
    expect(order).toEqual(['open', 'promotion', 'balance', 'wallet', 'launch', 'playing']);
    expect(tab.location.href).toBe('http://game/d');
    expect(tab.opener).toBeNull();
    expect(deps.launch).toHaveBeenCalledWith(game, false);
    expect(deps.startPlaying).toHaveBeenCalledWith(game);
  });

  it('picks the mobile URL on a phone', async () => {
    const { deps, tab } = setup({ isMobile: () => true });
    await runLaunch(game, deps);
    expect(tab.location.href).toBe('http://game/m');
    expect(deps.launch).toHaveBeenCalledWith(game, true);
  });

  it('treats a failing current promotion (e.g. 0040) as none, and logs it', async () => {
    const { deps } = setup({ currentPromotion: vi.fn(() => Promise.reject(new Error('0040'))) });
    await expect(runLaunch(game, deps)).resolves.toBe('playing');
    expect(deps.log).toHaveBeenCalled();
  });

  it('closes the tab when the game is outside the promotion', async () => {
    const { deps, order } = setup({
      currentPromotion: vi.fn(async () => ({ gameConfig: [{ category: 'casino', providers: ['all'] }] })),
    });
    await expect(runLaunch(game, deps)).resolves.toBe('outside-promotion');
    expect(order).toEqual(['open', 'close', 'toast:promotion']);
    expect(deps.adjustBalance).not.toHaveBeenCalled();
  });

  it('plays a game the promotion allows (its provider, or all)', async () => {
    for (const providers of [['PGS'], ['all'], ['JIL', 'pgs']]) {
      const { deps } = setup({ currentPromotion: vi.fn(async () => ({ gameConfig: [{ category: 'slot', providers }] })) });
      await expect(runLaunch(game, deps)).resolves.toBe('playing');
    }
  });

  it('closes the tab and shows the envelope error when the balance call fails', async () => {
    const error = new Error('0061');
    const { deps, order } = setup({ adjustBalance: vi.fn(() => Promise.reject(error)) });
    await expect(runLaunch(game, deps)).resolves.toBe('failed');
    expect(order).toEqual(['open', 'promotion', 'close', 'toast:error']);
    expect(deps.notify.error).toHaveBeenCalledWith(error);
  });

  it('updates the wallet, then closes the tab on a credit mismatch', async () => {
    const { deps, order } = setup({ adjustBalance: vi.fn(async () => balance({ providerCredit: 1233.99, walletCredit: 1234.5 })) });
    await expect(runLaunch(game, deps)).resolves.toBe('mismatch');
    expect(order).toEqual(['open', 'promotion', 'wallet', 'close', 'toast:mismatch']);
    expect(deps.launch).not.toHaveBeenCalled();
  });

  it('compares credits rounded down', async () => {
    const { deps } = setup({ adjustBalance: vi.fn(async () => balance({ providerCredit: 1234.01, walletCredit: 1234.99 })) });
    await expect(runLaunch(game, deps)).resolves.toBe('playing');
  });

  it('the server refusing the game (0065) at launch closes the tab with the promotion toast', async () => {
    const refusal = new ApiError(403, { errorCode: '0065', msg: 'กรุณาเล่นเกมตามโปรโมชั่นที่คุณเลือกไว้' });
    const { deps, order } = setup({ launch: vi.fn(() => Promise.reject(refusal)) });
    await expect(runLaunch(game, deps)).resolves.toBe('outside-promotion');
    expect(order).toEqual(['open', 'promotion', 'balance', 'wallet', 'close', 'toast:promotion']);
    expect(deps.notify.error).not.toHaveBeenCalled();
    expect(deps.startPlaying).not.toHaveBeenCalled();
  });

  it('a 0065 from the balance move is the same refusal', async () => {
    const refusal = new ApiError(403, { errorCode: '0065' });
    const { deps, order } = setup({ adjustBalance: vi.fn(() => Promise.reject(refusal)) });
    await expect(runLaunch(game, deps)).resolves.toBe('outside-promotion');
    expect(order).toEqual(['open', 'promotion', 'close', 'toast:promotion']);
  });

  it('closes the tab when the launch fails', async () => {
    const { deps, order } = setup({ launch: vi.fn(() => Promise.reject(new Error('0060'))) });
    await expect(runLaunch(game, deps)).resolves.toBe('failed');
    expect(order).toEqual(['open', 'promotion', 'balance', 'wallet', 'close', 'toast:error']);
    expect(deps.startPlaying).not.toHaveBeenCalled();
  });

  it('never points the tab at a launch URL that is not http(s), and closes it', async () => {
    for (const url of ['javascript:alert(document.domain)', ' JavaScript:alert(1)', 'data:text/html,<script>x</script>', '/relative', '']) {
      const { deps, tab, order } = setup({ launch: vi.fn(async () => ({ gameUrLs: { mobile: url, desktop: url } })) });
      await expect(runLaunch(game, deps)).resolves.toBe('failed');
      expect(tab.location.href).toBe('');
      expect(order).toEqual(['open', 'promotion', 'balance', 'wallet', 'close', 'toast:error']);
      expect(deps.startPlaying).not.toHaveBeenCalled();
      expect(deps.log).toHaveBeenCalled();
    }
  });
});

describe('launch helpers', () => {
  it('isOpenableGameUrl: http and https only', () => {
    expect(isOpenableGameUrl('https://games.example/play?t=1')).toBe(true);
    expect(isOpenableGameUrl('http://127.0.0.1:8020/play/abc')).toBe(true);
    expect(isOpenableGameUrl('javascript:alert(1)')).toBe(false);
    expect(isOpenableGameUrl('vbscript:x')).toBe(false);
    expect(isOpenableGameUrl('data:text/html,x')).toBe(false);
    expect(isOpenableGameUrl('//games.example/x')).toBe(false);
  });

  it('promotionAllows', () => {
    expect(promotionAllows(null, game)).toBe(true);
    expect(promotionAllows({ gameConfig: null }, game)).toBe(true);
    expect(promotionAllows({ gameConfig: [] }, game)).toBe(true); // an empty gameConfig permits every game
    expect(promotionAllows({ gameConfig: [{ category: 'slot', providers: ['JIL'] }] }, game)).toBe(false);
    expect(promotionAllows({ gameConfig: [{ category: 'SLOT', providers: ['ALL'] }] }, game)).toBe(true);
  });

  it('creditsMatch and pickGameUrl', () => {
    expect(creditsMatch({ providerCredit: 10.9, walletCredit: 10.1 })).toBe(true);
    expect(creditsMatch({ providerCredit: 9.99, walletCredit: 10 })).toBe(false);
    expect(pickGameUrl({ gameUrLs: { mobile: '', desktop: 'd' } }, true)).toBe('d');
  });

  it('isMobileDevice: a narrow screen, a coarse pointer or a phone user agent', () => {
    const win = (matching: string[], userAgent = 'Mozilla/5.0 (X11; Linux x86_64)') =>
      ({
        matchMedia: (q: string) => ({ matches: matching.includes(q) }),
        navigator: { userAgent },
      }) as unknown as Window;
    expect(isMobileDevice(win([]))).toBe(false);
    expect(isMobileDevice(win(['(max-width: 767px)']))).toBe(true);
    expect(isMobileDevice(win(['(pointer: coarse)']))).toBe(true);
    expect(isMobileDevice(win([], 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)'))).toBe(true);
  });
});
