import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

import { cn } from '@/lib/cn';
import type { BackofficeKey } from '@/locales';

import { useCurrency } from '../hooks/use-staff';
import type { GameIncident, PendingStage } from '../types';

import { formatAgentMoney, Money } from './money';
import { BADGE_PILL, BADGE_TAG } from './status-badge';

const TRANSFER_TONE: Record<string, string> = {
  pending: 'bg-amber-500/15 text-amber-300 ring-amber-400/30',
  success: 'bg-emerald-500/15 text-emerald-300 ring-emerald-400/30',
  failed: 'bg-red-500/15 text-red-300 ring-red-400/30',
};

const TRANSFER_STATUSES = ['pending', 'success', 'failed'] as const;

/** Pending, done or failed (docs/games.md: a pending one is settled by asking the upstream). */
export function TransferStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('backoffice');
  const known = (TRANSFER_STATUSES as readonly string[]).includes(status);
  return (
    <span className={cn(BADGE_PILL, TRANSFER_TONE[status] ?? 'bg-gray-500/15 text-gray-300 ring-gray-400/30')} data-status={status}>
      {known ? t(`transfer.statuses.${status as (typeof TRANSFER_STATUSES)[number]}`) : status}
    </span>
  );
}

/** Credit to the game upstream, or back home. */
export function DirectionBadge({ direction }: { direction: string }) {
  const { t } = useTranslation('backoffice');
  const toGame = direction === 'toProvider';
  return (
    <span className={cn(BADGE_TAG, toGame ? 'bg-sky-500/15 text-sky-300' : 'bg-violet-500/15 text-violet-300')} data-direction={direction}>
      {direction === 'toProvider' || direction === 'toWallet' ? t(`transfer.${direction}`) : direction}
    </span>
  );
}

const STAGE_STYLE: Record<PendingStage, string> = {
  inFlight: 'bg-sky-500/15 text-sky-300 ring-sky-400/30',
  awaitingReconciler: 'bg-orange-500/15 text-orange-300 ring-orange-400/30',
  setAside: 'bg-red-500/15 text-red-300 ring-red-400/30',
};

function isStage(stage: string): stage is PendingStage {
  return stage in STAGE_STYLE;
}

/** In flight (the call may still be under way), waiting for the reconciler, or set aside for staff. */
export function StageBadge({ stage }: { stage: string }) {
  const { t } = useTranslation('backoffice');
  return (
    <span className={cn(BADGE_PILL, isStage(stage) ? STAGE_STYLE[stage] : STAGE_STYLE.inFlight)} data-stage={stage}>
      {isStage(stage) ? t(`play.stages.${stage}`) : stage}
    </span>
  );
}

/** A signed amount coloured by who came out ahead: green above zero, red below. */
export function WinLoss({ amount, className }: { amount: number; className?: string }) {
  return (
    <Money
      amount={amount}
      signed
      className={cn(amount > 0 ? 'text-emerald-300' : amount < 0 ? 'text-red-300' : 'text-gray-500', className)}
    />
  );
}

const CATEGORIES = ['casino', 'slot', 'sport', 'fishing', 'card', 'keno', 'cockfight', 'esport', 'trading'] as const;

export function categoryText(category: string, t: TFunction<'backoffice'>): string {
  return (CATEGORIES as readonly string[]).includes(category) ? t(`category.${category as (typeof CATEGORIES)[number]}`) : category;
}

const INCIDENT_KINDS = [
  'foreign_player',
  'round_conflict',
  'round_exceeds_credit',
  'bad_amount',
  'credit_mismatch',
  'unreadable_row',
  'round_failed',
  'transfer_exceeds_credit',
  'transfer_mismatch',
  'transfer_unreadable',
  'transfer_failed',
] as const;

export function incidentKindText(kind: string, t: TFunction<'backoffice'>): string {
  return (INCIDENT_KINDS as readonly string[]).includes(kind) ? t(`incident.${kind as (typeof INCIDENT_KINDS)[number]}` as BackofficeKey) : kind;
}

function text(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  return typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value);
}

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** One line saying what an incident was, in the staff's language; raw detail for an unknown kind. */
export function useIncidentDetail(): (incident: GameIncident) => string {
  const { t } = useTranslation('backoffice');
  const currency = useCurrency();
  const money = (value: unknown) => {
    const n = typeof value === 'number' || typeof value === 'string' ? Number(value) : Number.NaN;
    // A value that is not a plain amount (a bad one is why it was set aside) shows as written.
    return Number.isFinite(n) && /^-?\d+(\.\d{1,2})?$/.test(String(value)) ? formatAgentMoney(n, currency) : text(value);
  };
  return ({ kind, detail }) => {
    const d = record(detail);
    switch (kind) {
      case 'foreign_player':
        return t('incidentDetail.foreign_player', { username: text(d.username), product: text(d.product) });
      case 'round_conflict': {
        const was = record(d.recorded);
        const now = record(d.reported);
        return t('incidentDetail.round_conflict', { bet: money(was.bet), payout: money(was.payout), newBet: money(now.bet), newPayout: money(now.payout) });
      }
      case 'round_exceeds_credit':
      case 'bad_amount':
        return t('incidentDetail.amounts', { bet: money(d.bet), payout: money(d.payout) });
      case 'credit_mismatch':
        return t('incidentDetail.credit_mismatch', { provider: money(d.provider), wallet: money(d.wallet ?? d.gameCredit) });
      case 'unreadable_row':
        return t('incidentDetail.reason', { reason: text(d.reason) });
      case 'round_failed':
        return t('incidentDetail.round_failed', { bet: money(d.bet), payout: money(d.payout), reason: text(d.reason) });
      case 'transfer_exceeds_credit':
      case 'transfer_mismatch':
      case 'transfer_unreadable':
      case 'transfer_failed':
        return t('incidentDetail.transfer', { amount: money(d.amount), reason: text(d.reason) });
      default:
        return Object.keys(d).length ? JSON.stringify(d) : '—';
    }
  };
}
