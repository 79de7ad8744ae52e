import { lazy, Suspense, useState } from 'react';

import { useModalStore } from '@/features/modals';

const CashierModal = lazy(() => import('./cashier-modal').then((m) => ({ default: m.CashierModal })));

/**
 * The cashier modal for the shell: its code (forms, QR) loads the first time the modal opens,
 * so the shell stays light. Once loaded it stays mounted and follows the flag itself.
 */
export function LazyCashierModal() {
  const open = useModalStore((s) => s.showCashier);
  const [needed, setNeeded] = useState(open);
  if (open && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <CashierModal />
    </Suspense>
  );
}
