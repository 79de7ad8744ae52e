import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { InfoIcon, WithdrawIcon } from '@/components/ui/icons';
import { formatFigure } from '@/features/promotions';
import { formatMoney, fromMinorUnits, toMinorUnits } from '@/lib/money';

import { hasTurnover, useIncomeWithdraw } from '../hooks/use-income';
import { toNumber, type WithdrawKind } from '../types';

/** What a program holds for the player and its withdrawal rules, as its overview answers them. */
export interface WithdrawFigures {
  balance: number;
  minimumWithdraw: number;
  /** The program's turnover multiple (absent: not told). */
  turnover?: number | string | null;
}

/** Why the waiting income cannot be withdrawn now; null when it can. */
export type WithdrawBlock = { reason: 'nothing' } | { reason: 'minimum'; missing: number } | null;

/**
 * Nothing waits, or less than the program's minimum waits (docs/income.md §3, 0050): compared
 * in the currency's minor units. A program turned off still lets what waits go: it is the
 * player's.
 */
export function withdrawBlock(
  figures: { balance: number | string; minimumWithdraw: number | string },
  currency: string,
): WithdrawBlock {
  const balance = toMinorUnits(figures.balance, currency);
  if (balance <= 0) return { reason: 'nothing' };
  const minimum = toMinorUnits(figures.minimumWithdraw, currency);
  if (balance < minimum) return { reason: 'minimum', missing: fromMinorUnits(minimum - balance, currency) };
  return null;
}

/**
 * What a program holds for the player, its minimum and turnover, and the button that moves it
 * into credit: disabled, with the reason said under it, while it cannot. After a withdrawal
 * with a turnover multiple, the turnover to play stays said here.
 */
export function WithdrawBox({
  kind,
  program,
  currency,
  label,
  children,
}: {
  kind: WithdrawKind;
  program: WithdrawFigures;
  currency: string;
  label?: string;
  /** More lines under the figures (the next expiry…). */
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation('income');
  const reasonId = useId();
  const withdraw = useIncomeWithdraw(kind);
  const { balance, minimumWithdraw, turnover } = program;
  const block = withdrawBlock(program, currency);
  const multiple = turnover == null ? null : toNumber(turnover);

  let reason: string | null = null;
  if (block?.reason === 'nothing') reason = t('withdraw.blockedNothing');
  else if (block?.reason === 'minimum') {
    reason = t('withdraw.blockedMinimum', {
      minimum: formatMoney(minimumWithdraw, currency),
      missing: formatMoney(block.missing, currency),
    });
  }

  const paid = withdraw.data;
  return (
    <div className="flex flex-col gap-3 rounded-box border border-accent/20 bg-primary/10 p-4" data-testid={`${kind}-withdraw-box`}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs text-accent-pale/80">{label ?? t('withdraw.waiting')}</p>
          <p className="text-2xl leading-tight font-bold break-words text-strong tabular-nums" data-testid={`${kind}-balance`}>
            {formatMoney(balance, currency)}
          </p>
        </div>
        <Button
          className="w-full sm:w-auto"
          icon={<WithdrawIcon className="size-4" />}
          disabled={block !== null}
          loading={withdraw.isPending}
          aria-describedby={reason ? reasonId : undefined}
          onClick={() => withdraw.mutate()}
          data-testid={`${kind}-withdraw`}
        >
          {t('withdraw.button')}
        </Button>
      </div>
      <ul className="flex flex-col gap-1 text-xs text-subtle">
        <li data-testid={`${kind}-minimum`}>{t('withdraw.minimum', { amount: formatMoney(minimumWithdraw, currency) })}</li>
        {multiple !== null ? (
          <li data-testid={`${kind}-turnover-rule`}>
            {multiple > 0 ? t('withdraw.turnoverRule', { times: formatFigure(multiple, i18n.language) }) : t('withdraw.noTurnover')}
          </li>
        ) : null}
        {children}
      </ul>
      {reason ? (
        <p id={reasonId} className="flex items-start gap-1.5 text-xs text-warning-fg" data-testid={`${kind}-withdraw-reason`}>
          <InfoIcon className="mt-px size-3.5 shrink-0" />
          {reason}
        </p>
      ) : null}
      {paid && hasTurnover(paid) ? (
        <p role="status" className="rounded-xl border border-line bg-tint/[0.03] px-3 py-2 text-sm text-strong" data-testid={`${kind}-turnover-note`}>
          {t('withdraw.turnoverNote', {
            amount: formatMoney(paid.amount, paid.wallet.currencyCode),
            turnover: formatMoney(paid.turnover ?? 0, paid.wallet.currencyCode),
          })}
        </p>
      ) : null}
    </div>
  );
}
