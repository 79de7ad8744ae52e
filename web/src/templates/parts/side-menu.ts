import { useEffect } from 'react';
import { useLocation } from 'react-router';

import { useModalStore } from '@/features/modals';

const FLAG = 'mobileLeftMenu';

/** For a button that opens the side menu (modal flag mobileLeftMenu): whether it is open, and open it. */
export function useMenuToggle() {
  const open = useModalStore((s) => s.open);
  const menuOpen = useModalStore((s) => s[FLAG]);
  return { menuOpen, openMenu: () => open(FLAG) };
}

/**
 * For the side menu itself: whether it is open and how to close it. It closes on every
 * navigation, and on Escape while open.
 */
export function useSideMenu() {
  const menuOpen = useModalStore((s) => s[FLAG]);
  const close = useModalStore((s) => s.close);
  const location = useLocation();

  useEffect(() => {
    close(FLAG);
  }, [location.pathname, close]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(FLAG);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen, close]);

  return { menuOpen, closeMenu: () => close(FLAG) };
}
