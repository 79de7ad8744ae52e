import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ButtonLink } from '@/components/ui/button';
import { CheckCircleIcon, DepositIcon, HistoryIcon, TicketIcon } from '@/components/ui/icons';
import { formatDate, formatDateTime } from '@/lib/date';
import { formatMoney, toMinorUnits } from '@/lib/money';
import { toast } from '@/lib/toast';

import { useCouponHistory, useEngagementCurrency, useRedeemCoupon } from '../hooks/use-engagement';
import { nameIn, type Redemption } from '../types';
import { CodeForm } from './code-form';
import { EmptyLine, formatCount, ScrollTable, Section, SectionFailed, Td, Th, useTimeZone } from './parts';

/** Whether a turnover to play came with the credit (null or 0: none). */
function hasTurnover(redemption: Redemption): boolean {
  return redemption.turnover != null && toMinorUnits(redemption.turnover, redemption.wallet?.currencyCode) > 0;
}

/** What a redemption gave, in one line: the credit, the spins or the promotion reserved. */
export function useRedemptionText(): (redemption: Redemption) => string {
  const { t, i18n } = useTranslation('engagement');
  const fallbackCurrency = useEngagementCurrency();
  return (redemption) => {
    const currency = redemption.wallet?.currencyCode || fallbackCurrency;
    if (redemption.type === 'spins') return t('redemption.spins', { n: formatCount(redemption.spins, i18n.language) });
    if (redemption.type === 'promotion') return t('redemption.promotion', { name: nameIn(redemption.promotion, i18n.language) });
    const amount = formatMoney(redemption.amount, currency);
    return hasTurnover(redemption)
      ? t('redemption.creditTurnover', { amount, turnover: formatMoney(redemption.turnover, currency) })
      : t('redemption.credit', { amount });
  };
}

/** The redemption just made: what it gave, and for a reserved promotion, the way to deposit. */
export function RedemptionResult({ redemption, testId = 'redemption-result' }: { redemption: Redemption; testId?: string }) {
  const { t, i18n } = useTranslation('engagement');
  const text = useRedemptionText();
  return (
    <div className="flex flex-col gap-3 rounded-box border border-accent/25 bg-primary/10 p-4" role="status" data-testid={testId} data-type={redemption.type}>
      <p className="flex items-center gap-2 font-semibold text-strong">
        <CheckCircleIcon className="size-5 shrink-0 text-accent" />
        {nameIn(redemption.name, i18n.language) || redemption.code}
      </p>
      <p className="text-sm text-accent-pale" data-testid={`${testId}-text`}>
        {text(redemption)}
      </p>
      {redemption.type === 'promotion' ? (
        <ButtonLink to="/deposit" size="sm" className="self-start" icon={<DepositIcon className="size-4" />}>
          {t('redemption.depositNow')}
        </ButtonLink>
      ) : null}
    </div>
  );
}

/** What a redemption gave, for the history's amount column. */
function AmountCell({ redemption, currency }: { redemption: Redemption; currency: string }) {
  const { t, i18n } = useTranslation('engagement');
  if (redemption.type === 'spins') return <>{t('prize.spins', { n: formatCount(redemption.spins, i18n.language) })}</>;
  if (redemption.type === 'promotion') return <>{nameIn(redemption.promotion, i18n.language)}</>;
  return <>{formatMoney(redemption.amount, redemption.wallet?.currencyCode || currency)}</>;
}

/** The player's coupons and codes redeemed, newest first. */
function CouponHistory() {
  const { t, i18n } = useTranslation('engagement');
  const history = useCouponHistory();
  const currency = useEngagementCurrency();
  const timeZone = useTimeZone();
  let body;
  if (history.isPending) body = <div className="h-32 animate-pulse rounded-xl bg-tint/5" aria-hidden="true" />;
  else if (history.isError) body = <SectionFailed onRetry={() => void history.refetch()} />;
  else if (history.data.length === 0) body = <EmptyLine testId="coupon-history-empty">{t('coupon.historyEmpty')}</EmptyLine>;
  else {
    body = (
      <ScrollTable testId="coupon-history-table" minWidth="min-w-[40rem]">
        <thead>
          <tr className="border-b border-line">
            <Th>{t('coupon.columns.code')}</Th>
            <Th>{t('coupon.columns.type')}</Th>
            <Th>{t('coupon.columns.startsAt')}</Th>
            <Th>{t('coupon.columns.endsAt')}</Th>
            <Th>{t('coupon.columns.redeemedAt')}</Th>
            <Th end>{t('coupon.columns.amount')}</Th>
          </tr>
        </thead>
        <tbody className="divide-y divide-tint/5">
          {history.data.map((row) => (
            <tr key={row.id} data-testid="coupon-history-row" data-type={row.type}>
              <td className="py-2.5 pe-2 font-mono text-sm font-medium whitespace-nowrap text-strong">{row.code}</td>
              <Td>{t(`coupon.types.${row.type}`)}</Td>
              <Td>{formatDate(row.startsAt, i18n.language, timeZone)}</Td>
              <Td>{formatDate(row.endsAt, i18n.language, timeZone)}</Td>
              <Td>{formatDateTime(row.redeemedAt, i18n.language, timeZone)}</Td>
              <Td end strong testId="coupon-history-amount">
                <AmountCell redemption={row} currency={currency} />
              </Td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    );
  }
  return (
    <Section id="coupon-history-title" title={t('coupon.history')} icon={<HistoryIcon className="size-5" />} testId="coupon-history">
      {body}
    </Section>
  );
}

/**
 * The /coupon page's content (docs/engagement.md §2): a code to redeem, what it gave (credit
 * with its turnover, spins, a promotion reserved for the next deposit), and the history.
 */
export function CouponContent() {
  const { t } = useTranslation('engagement');
  const redeem = useRedeemCoupon();
  const text = useRedemptionText();
  const [last, setLast] = useState<Redemption | null>(null);

  async function onRedeem(code: string) {
    const redemption = await redeem.mutateAsync(code);
    setLast(redemption);
    void toast.success({ title: t('redemption.successTitle'), text: text(redemption) });
  }

  return (
    <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]" data-testid="coupon-page">
      <Section id="coupon-redeem-title" title={t('coupon.title')} icon={<TicketIcon className="size-5" />} testId="coupon-redeem">
        <p className="text-sm text-muted">{t('coupon.text')}</p>
        <CodeForm label={t('coupon.label')} buttonLabel={t('coupon.button')} pending={redeem.isPending} onRedeem={onRedeem} testId="coupon-form" />
        {last ? <RedemptionResult redemption={last} /> : null}
      </Section>
      <CouponHistory />
    </div>
  );
}
