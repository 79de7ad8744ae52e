import { beforeEach, describe, expect, it } from 'vitest';

import { MODAL_NAMES, initialModalFlags, useModalStore } from './modal-store';

describe('modal store', () => {
  beforeEach(() => useModalStore.getState().closeAll());

  it('has the thirteen flags of spec §3, all closed', () => {
    expect([...MODAL_NAMES].sort()).toEqual(
      [
        'logout',
        'promotionActivating',
        'promotionChoosing',
        'playingModal',
        'showPromotionPopup',
        'showPromotion',
        'showCashier',
        'showAfterLogin',
        'loading',
        'announcement',
        'mobileRightMenu',
        'mobileLogin',
        'mobileLeftMenu',
      ].sort(),
    );
    for (const name of MODAL_NAMES) expect(useModalStore.getState()[name]).toBe(false);
  });

  it.each(MODAL_NAMES)('opens and closes %s without touching the others', (name) => {
    useModalStore.getState().open(name);
    const state = useModalStore.getState();
    for (const other of MODAL_NAMES) expect(state[other]).toBe(other === name);
    useModalStore.getState().close(name);
    expect(useModalStore.getState()[name]).toBe(false);
  });

  it('keeps several open at once and toggles one', () => {
    useModalStore.getState().open('showCashier');
    useModalStore.getState().open('announcement');
    useModalStore.getState().toggle('announcement');
    useModalStore.getState().toggle('loading');
    const s = useModalStore.getState();
    expect([s.showCashier, s.announcement, s.loading]).toEqual([true, false, true]);
    useModalStore.getState().set('loading', false);
    expect(useModalStore.getState().loading).toBe(false);
  });

  it('closeAll returns to the defaults', () => {
    for (const name of MODAL_NAMES) useModalStore.getState().open(name);
    useModalStore.getState().closeAll();
    for (const name of MODAL_NAMES) expect(useModalStore.getState()[name]).toBe(initialModalFlags[name]);
  });
});
