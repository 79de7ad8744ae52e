import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { Card, SectionTitle } from '@/components/ui/card';
import { WalletIcon } from '@/components/ui/icons';
import type { I18nKey } from '@/locales';
import { formatMoney } from '@/lib/money';
import type { Wallet } from '@/types/api';

import { walletQueryOptions } from '../api/wallet-api';

interface Line {
  key: keyof Wallet;
  label: I18nKey;
  testId: string;
}

/** What each balance is (docs DESIGN §3); shown one by one, never summed in floats. */
const PLAYABLE: readonly Line[] = [
  { key: 'creditBalance', label: 'wallet.credit', testId: 'wallet-credit' },
  { key: 'cashBalance', label: 'wallet.cash', testId: 'wallet-cash' },
  { key: 'creditPromotion', label: 'wallet.promotionCredit', testId: 'wallet-promotion-credit' },
  { key: 'cashPromotion', label: 'wallet.promotionCash', testId: 'wallet-promotion-cash' },
  { key: 'eventCredit', label: 'wallet.eventCredit', testId: 'wallet-event-credit' },
];
const INCOMES: readonly Line[] = [
  { key: 'incomeFromAffiliate', label: 'wallet.incomeAffiliate', testId: 'wallet-income-affiliate' },
  { key: 'incomeFromAlliance', label: 'wallet.incomeAlliance', testId: 'wallet-income-alliance' },
  { key: 'returnLostBalance', label: 'wallet.returnLost', testId: 'wallet-return-lost' },
];

function Rows({ lines, wallet, currency }: { lines: readonly Line[]; wallet: Wallet; currency?: string }) {
  const { t } = useTranslation();
  return (
    <dl>
      {lines.map((line) => (
        <div key={line.key} className="flex items-center justify-between gap-4 border-b border-tint/5 py-2.5 last:border-0">
          <dt className="text-sm text-muted">{t(line.label)}</dt>
          <dd className="text-end font-medium text-strong tabular-nums" data-testid={line.testId}>
            {formatMoney(wallet[line.key] as number, currency)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The wallet in full: credit, cash, promotion credits, and incomes not yet withdrawn into credit. */
export function WalletBreakdown({ fallbackCurrency }: { fallbackCurrency?: string }) {
  const { t } = useTranslation();
  const wallet = useQuery(walletQueryOptions());
  const currency = wallet.data?.currencyCode || fallbackCurrency;
  return (
    <Card className="p-5" data-testid="wallet-breakdown">
      <SectionTitle icon={<WalletIcon className="size-5" />}>{t('wallet.breakdown')}</SectionTitle>
      {wallet.isPending ? (
        <div className="mt-3 h-40 animate-pulse rounded-xl bg-tint/5" />
      ) : wallet.isError ? (
        <div className="mt-3 flex flex-col items-start gap-3 text-sm text-danger-fg" role="alert">
          {t('wallet.failed')}
          <Button size="sm" variant="outline" onClick={() => void wallet.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : (
        <>
          <div className="mt-2">
            <Rows lines={PLAYABLE} wallet={wallet.data} currency={currency} />
          </div>
          <h3 className="mt-4 text-sm font-semibold text-soft">{t('wallet.incomes')}</h3>
          <p className="text-xs text-faint">{t('wallet.incomesHint')}</p>
          <div className="mt-1">
            <Rows lines={INCOMES} wallet={wallet.data} currency={currency} />
          </div>
        </>
      )}
    </Card>
  );
}
