import { useSyncExternalStore } from 'react';

/** Tailwind's `xl` breakpoint, where the side menu becomes a column beside the page. */
const WIDE = '(min-width: 80rem)';

function subscribe(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const snapshot = () => typeof window.matchMedia === 'function' && window.matchMedia(WIDE).matches;

/**
 * Whether the screen is desktop-wide. The parts shown only on one side of `xl` are left out of
 * the page on the other, not merely hidden: the built-in logo's SVG gradient is found by id,
 * and a hidden first copy would leave every other copy unpainted.
 */
export function useWide(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
