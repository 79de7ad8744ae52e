import { lazy, Suspense, useEffect, useRef } from 'react';

import { useAuthStore } from '@/features/auth';
import { useModalStore } from '@/features/modals';
import { loadNamespace } from '@/lib/i18n';

const PromotionPopup = lazy(() =>
  Promise.all([import('./promotion-popup'), loadNamespace('promotions')]).then(([module]) => ({ default: module.PromotionPopup })),
);

/**
 * The after-login promotion popup for the shell: a sign-in during this visit opens the modal
 * flag showPromotionPopup once (a reload of a signed-in page does not); its code and texts load
 * only then, so a guest's pages never carry them.
 */
export function LazyPromotionPopup() {
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const open = useModalStore((s) => s.showPromotionPopup);
  const before = useRef(isAuthenticated);

  useEffect(() => {
    if (isAuthenticated && !before.current) useModalStore.getState().open('showPromotionPopup');
    if (!isAuthenticated) useModalStore.getState().close('showPromotionPopup');
    before.current = isAuthenticated;
  }, [isAuthenticated]);

  if (!open || !isAuthenticated) return null;
  return (
    <Suspense fallback={null}>
      <PromotionPopup />
    </Suspense>
  );
}
