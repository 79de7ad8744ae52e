import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { cn } from '@/lib/cn';
import { localeTag } from '@/lib/date';

import type { Figures } from '../types';

import { Money } from './money';

function Card({ label, children, sub, testId }: { label: string; children: ReactNode; sub?: ReactNode; testId: string }) {
  return (
    <div className="pp-card flex min-w-0 flex-col gap-1 p-4" data-testid={testId}>
      <dt className="text-xs text-gray-400">{label}</dt>
      <dd className="truncate text-lg font-semibold text-white sm:text-xl">{children}</dd>
      {sub ? <dd className="text-xs text-gray-400">{sub}</dd> : null}
    </div>
  );
}

/** Gross gaming revenue in green when the agent won, red when it lost. */
export function Ggr({ amount, className }: { amount: number; className?: string }) {
  return <Money amount={amount} className={cn(amount > 0 && 'text-emerald-300', amount < 0 && 'text-red-300', className)} />;
}

/**
 * A set of dashboard figures as cards: deposits and withdrawals with their counts, bonus cost,
 * GGR, active and new players. Two a row on a phone, six on a wide screen.
 */
export function FigureCards({ figures, testId, label }: { figures: Figures; testId: string; label: string }) {
  const { t, i18n } = useTranslation('backoffice');
  const locale = localeTag(i18n.language);
  const count = (n: number) => t('dashboard.count', { n: n.toLocaleString(locale) });
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6" aria-label={label} data-testid={testId}>
      <Card label={t('dashboard.deposits')} sub={count(figures.depositCount)} testId={`${testId}-deposits`}>
        <Money amount={figures.deposits} />
      </Card>
      <Card label={t('dashboard.withdrawals')} sub={count(figures.withdrawalCount)} testId={`${testId}-withdrawals`}>
        <Money amount={figures.withdrawals} />
      </Card>
      <Card label={t('dashboard.bonusCost')} testId={`${testId}-bonus`}>
        <Money amount={figures.bonusCost} />
      </Card>
      <Card label={t('dashboard.ggr')} sub={
          <>
            {t('dashboard.turnover')} <Money amount={figures.turnover} />
          </>
        } testId={`${testId}-ggr`}>
        <Ggr amount={figures.ggr} />
      </Card>
      <Card label={t('dashboard.activePlayers')} testId={`${testId}-active`}>
        <span className="tabular-nums">{figures.activePlayers.toLocaleString(locale)}</span>
      </Card>
      <Card label={t('dashboard.newPlayers')} testId={`${testId}-new`}>
        <span className="tabular-nums">{figures.newPlayers.toLocaleString(locale)}</span>
      </Card>
    </dl>
  );
}
