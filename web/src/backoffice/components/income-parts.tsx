import { useTranslation } from 'react-i18next';

import { cn } from '@/lib/cn';

import type { AwardStatus, IncomeKind } from '../types';

import { INCOME_KINDS } from './income-model';
import { BADGE_PILL, BADGE_TAG } from './status-badge';

const STATUS_TONE: Record<AwardStatus, string> = {
  open: 'bg-amber-500/15 text-amber-300 ring-amber-400/30',
  paid: 'bg-emerald-500/15 text-emerald-300 ring-emerald-400/30',
  held: 'bg-sky-500/15 text-sky-300 ring-sky-400/30',
  voided: 'bg-red-500/15 text-red-300 ring-red-400/30',
  expired: 'bg-gray-500/15 text-gray-300 ring-gray-400/30',
};

/** An award's status in the staff's language. */
export function AwardStatusBadge({ status }: { status: AwardStatus }) {
  const { t } = useTranslation('backoffice');
  return (
    <span className={cn(BADGE_PILL, STATUS_TONE[status] ?? STATUS_TONE.expired)} data-status={status}>
      {t(`income.awardStatus.${status}`, { defaultValue: status })}
    </span>
  );
}

/** The program an award or a period belongs to. */
export function KindBadge({ kind }: { kind: IncomeKind }) {
  const { t } = useTranslation('backoffice');
  return <span className={cn(BADGE_TAG, 'bg-primary-500/10 text-primary-300')}>{t(`income.kind.${kind}`, { defaultValue: kind })}</span>;
}

/** The program choices of a filter: every program first. */
export function useKindOptions() {
  const { t } = useTranslation('backoffice');
  return [{ value: '', label: t('income.allKinds') }, ...INCOME_KINDS.map((kind) => ({ value: kind, label: t(`income.kind.${kind}`) }))];
}
