import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

import { ButtonLink } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { DepositIcon, HistoryIcon, WalletIcon, WithdrawIcon } from '@/components/ui/icons';
import { Tabs, type TabItem } from '@/components/ui/tabs';
import { useModalStore } from '@/features/modals';

import { DepositPanel } from './deposit-panel';
import { WithdrawPanel } from './withdraw-panel';

export type CashierTab = 'deposit' | 'withdraw';

/** Deposit and withdraw tabs, for the cashier modal and the /funds page. */
export function CashierTabs({ value, onChange }: { value: CashierTab; onChange: (tab: CashierTab) => void }) {
  const { t } = useTranslation();
  const items: TabItem<CashierTab>[] = [
    { value: 'deposit', label: t('cashier.deposit'), icon: <DepositIcon className="size-4" />, testId: 'cashier-tab-deposit' },
    { value: 'withdraw', label: t('cashier.withdraw'), icon: <WithdrawIcon className="size-4" />, testId: 'cashier-tab-withdraw' },
  ];
  return (
    <Tabs label={t('cashier.title')} items={items} value={value} onChange={onChange}>
      {value === 'deposit' ? <DepositPanel /> : <WithdrawPanel />}
    </Tabs>
  );
}

/**
 * The cashier modal (modal flag showCashier, spec §3), opened from the header balance and the
 * menu. It closes itself when the page changes (its links lead to history and wallet).
 */
export function CashierModal() {
  const { t } = useTranslation();
  const open = useModalStore((s) => s.showCashier);
  const close = useModalStore((s) => s.close);
  const [tab, setTab] = useState<CashierTab>('deposit');
  const location = useLocation();

  // Another page was opened (history, wallet…): the modal gives way. Not on first mount, which
  // may happen just as it opens.
  const shownPath = useRef(location.pathname);
  useEffect(() => {
    if (shownPath.current === location.pathname) return;
    shownPath.current = location.pathname;
    close('showCashier');
  }, [location.pathname, close]);

  return (
    <Dialog open={open} onClose={() => close('showCashier')} title={t('cashier.title')}>
      <CashierTabs value={tab} onChange={setTab} />
      <div className="mt-5 grid grid-cols-2 gap-2 border-t border-tint/5 pt-4">
        <ButtonLink to="/history" variant="ghost" size="sm" icon={<HistoryIcon className="size-4" />}>
          {t('cashier.history')}
        </ButtonLink>
        <ButtonLink to="/wallet" variant="ghost" size="sm" icon={<WalletIcon className="size-4" />}>
          {t('cashier.wallet')}
        </ButtonLink>
      </div>
    </Dialog>
  );
}

