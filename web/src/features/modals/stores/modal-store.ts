import { create } from 'zustand';

/** The modal flags of spec §3: all closed by default, each opened and closed on its own. */
export const MODAL_NAMES = [
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
] as const;
export type ModalName = (typeof MODAL_NAMES)[number];
export type ModalFlags = Record<ModalName, boolean>;

export const initialModalFlags: ModalFlags = Object.fromEntries(
  MODAL_NAMES.map((name) => [name, false]),
) as ModalFlags;

export interface ModalState extends ModalFlags {
  open(name: ModalName): void;
  close(name: ModalName): void;
  toggle(name: ModalName): void;
  set(name: ModalName, value: boolean): void;
  closeAll(): void;
}

export const useModalStore = create<ModalState>()((set) => ({
  ...initialModalFlags,
  open: (name) => set({ [name]: true } as Partial<ModalFlags>),
  close: (name) => set({ [name]: false } as Partial<ModalFlags>),
  toggle: (name) => set((state) => ({ [name]: !state[name] }) as Partial<ModalFlags>),
  set: (name, value) => set({ [name]: value } as Partial<ModalFlags>),
  closeAll: () => set({ ...initialModalFlags }),
}));
