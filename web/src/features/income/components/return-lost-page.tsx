import { useTranslation } from 'react-i18next';

import { Figure } from '@/components/ui/figure';
import { ChartIcon, DocumentIcon, RefreshIcon } from '@/components/ui/icons';
import { useAgent } from '@/features/agent';
import { formatFigure } from '@/features/promotions';
import { formatDateTime } from '@/lib/date';
import { formatMoney, toMinorUnits } from '@/lib/money';

import { useCategoryLabel, useIncomeCurrency, useReturnLost, useReturnLostPreview } from '../hooks/use-income';
import { toNumber, type ReturnLost } from '../types';
import { CardFailed, CardsSkeleton, formatPeriod, HistorySection, Notice, percentText, RowHead, RowStatus, Section, SectionFailed, SectionSkeleton } from './parts';
import { WithdrawBox } from './withdraw-box';

function Term({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-2">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="text-end text-sm font-semibold text-strong tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** The program's terms: rate, period, minimum loss, cap, games, expiry, turnover and minimum withdrawal. */
function ReturnLostTerms({ program, currency }: { program: ReturnLost; currency: string }) {
  const { t, i18n } = useTranslation('income');
  const categoryLabel = useCategoryLabel();
  const multiple = toNumber(program.turnover);
  return (
    <Section id="return-lost-terms-title" title={t('returnLost.terms')} icon={<DocumentIcon className="size-5" />} testId="return-lost-terms">
      <dl className="flex flex-col divide-y divide-tint/5">
        <Term label={t('returnLost.rate')} value={percentText(program.rate, i18n.language)} testId="return-lost-rate" />
        <Term label={t('returnLost.period')} value={t(`returnLost.periods.${program.period}`)} testId="return-lost-period" />
        <Term label={t('returnLost.minimumLoss')} value={formatMoney(program.minimumLoss, currency)} testId="return-lost-minimum-loss" />
        <Term
          label={t('returnLost.maximum')}
          value={toMinorUnits(program.maximum, currency) > 0 ? formatMoney(program.maximum, currency) : t('returnLost.noMaximum')}
          testId="return-lost-maximum"
        />
        <Term
          label={t('returnLost.categories')}
          value={program.categories.length ? program.categories.map(categoryLabel).join(', ') : t('returnLost.allCategories')}
          testId="return-lost-categories"
        />
        <Term label={t('returnLost.expiry')} value={t('returnLost.expiryDays', { days: program.expiryDays })} testId="return-lost-expiry-days" />
        <Term
          label={t('returnLost.turnover')}
          value={multiple > 0 ? t('returnLost.turnoverTimes', { times: formatFigure(multiple, i18n.language) }) : t('withdraw.noTurnover')}
          testId="return-lost-turnover"
        />
        <Term label={t('returnLost.minimumWithdraw')} value={formatMoney(program.minimumWithdraw, currency)} testId="return-lost-minimum-withdraw" />
      </dl>
      <p className="text-xs text-faint">{t('returnLost.howItWorks')}</p>
    </Section>
  );
}

/** What the running period would pay if it ended now (returnLostCalculate). */
function ReturnLostPreviewCard({ currency, minimumLoss }: { currency: string; minimumLoss: number }) {
  const { t, i18n } = useTranslation('income');
  const preview = useReturnLostPreview();
  return (
    <Section id="return-lost-preview-title" title={t('returnLost.preview')} icon={<ChartIcon className="size-5" />} testId="return-lost-preview">
      {preview.isPending ? (
        <SectionSkeleton rows={2} />
      ) : preview.isError ? (
        <SectionFailed onRetry={() => void preview.refetch()} />
      ) : (
        <>
          <p className="text-xs text-muted" data-testid="preview-period">
            {formatPeriod(preview.data.periodStart, preview.data.periodEnd, i18n.language)}
          </p>
          <div className="grid grid-cols-2 gap-2 sm:gap-3">
            <Figure label={t('returnLost.netLoss')} value={formatMoney(preview.data.netLoss, currency)} testId="preview-net-loss" />
            <Figure label={t('returnLost.expected')} value={formatMoney(preview.data.amount, currency)} testId="preview-amount" strong />
          </div>
          {preview.data.reachesMinimum ? null : (
            <Notice tone="info" testId="preview-below-minimum">
              {t('returnLost.belowMinimumLoss', { amount: formatMoney(minimumLoss, currency) })}
            </Notice>
          )}
          {preview.data.capped ? (
            <Notice tone="info" testId="preview-capped">
              {t('returnLost.capped')}
            </Notice>
          ) : null}
          <p className="text-xs text-faint">{t('returnLost.previewHint')}</p>
        </>
      )}
    </Section>
  );
}

/** The awards, newest first: period, net loss, amount, status and its expiry or payment. */
function ReturnLostHistory({ program, currency }: { program: ReturnLost; currency: string }) {
  const { t, i18n } = useTranslation('income');
  const timeZone = useAgent()?.country?.timezone;
  return (
    <HistorySection name="return-lost" rows={program.history}>
      {(award) => (
        <li key={award.id} className="flex flex-col gap-1 py-3" data-testid="return-lost-row" data-status={award.status}>
          <RowHead
            title={formatPeriod(award.periodStart, award.periodEnd, i18n.language)}
            amount={formatMoney(award.amount, currency)}
            amountTestId="return-lost-row-amount"
          />
          <RowStatus status={award.status} statusTestId="return-lost-row-status">
            <span className="flex flex-wrap gap-x-3 text-xs text-muted tabular-nums">
              <span>{t('returnLost.netLossOf', { amount: formatMoney(award.netLoss, currency) })}</span>
              {award.status === 'open' && award.expiresAt ? (
                <span className="text-warning-fg">{t('returnLost.expiresAt', { date: formatDateTime(award.expiresAt, i18n.language, timeZone) })}</span>
              ) : null}
              {award.paidAt ? <span>{t('history.paidAt', { date: formatDateTime(award.paidAt, i18n.language, timeZone) })}</span> : null}
            </span>
          </RowStatus>
        </li>
      )}
    </HistorySection>
  );
}

/**
 * The /returnLost page's content (docs/income.md §2 "Return-lost"): what waits with its next
 * expiry and withdrawal, what the running period would pay, the program's terms and the awards.
 */
export function ReturnLostContent() {
  const { t, i18n } = useTranslation('income');
  const timeZone = useAgent()?.country?.timezone;
  const returnLost = useReturnLost();
  const currency = useIncomeCurrency(returnLost.data?.currencyCode);

  if (returnLost.isPending) {
    return <CardsSkeleton className="lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]" heights={['h-72', 'h-72']} />;
  }
  if (returnLost.isError) return <CardFailed onRetry={() => void returnLost.refetch()} />;
  const program = returnLost.data;
  return (
    <div className="flex flex-col gap-6">
      {program.enabled ? null : <Notice testId="return-lost-off">{t('returnLost.off')}</Notice>}
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex min-w-0 flex-col gap-4">
          <Section id="return-lost-balance-title" title={t('returnLost.balance')} icon={<RefreshIcon className="size-5" />} testId="return-lost-balance-card">
            <WithdrawBox kind="returnLost" program={program} currency={currency}>
              {program.nextExpiry ? (
                <li className="text-warning-fg" data-testid="return-lost-next-expiry">
                  {t('returnLost.nextExpiry', { date: formatDateTime(program.nextExpiry, i18n.language, timeZone) })}
                </li>
              ) : null}
            </WithdrawBox>
          </Section>
          <ReturnLostPreviewCard currency={currency} minimumLoss={program.minimumLoss} />
        </div>
        <ReturnLostTerms program={program} currency={currency} />
      </div>
      <ReturnLostHistory program={program} currency={currency} />
    </div>
  );
}
