import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { cn } from '@/lib/cn';
import { i18n } from '@/lib/i18n';
import type { BackofficeResource } from '@/locales';

import type { TeamRole } from '../types';

const TONE: Record<string, string> = {
  '0000': 'bg-emerald-500/15 text-emerald-300 ring-emerald-400/30',
  '0001': 'bg-amber-500/15 text-amber-300 ring-amber-400/30',
  '2000': 'bg-sky-500/15 text-sky-300 ring-sky-400/30',
  '0009': 'bg-sky-500/15 text-sky-300 ring-sky-400/30',
  '0004': 'bg-gray-500/15 text-gray-300 ring-gray-400/30',
  '0005': 'bg-gray-500/15 text-gray-300 ring-gray-400/30',
};
const DANGER = 'bg-red-500/15 text-red-300 ring-red-400/30';

type StatusCode = keyof BackofficeResource['status'];

/** Whether a status code has a text of its own (docs/money.md). */
export function isKnownStatus(code: string): code is StatusCode {
  return i18n.exists(`backoffice:status.${code}`);
}

/** A status: a rounded pill with a ring; its tone adds the colours. */
export const BADGE_PILL = 'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1';
/** A kind (deposit or withdrawal, a transfer's direction): a square-cornered tag; its tone adds the colours. */
export const BADGE_TAG = 'inline-flex items-center rounded-md px-2 py-0.5 text-xs font-semibold whitespace-nowrap';

/** A yes-or-no state (a switch, a channel that works now): green when on, grey when off. */
export function OnOffBadge({ on, children }: { on: boolean; children: ReactNode }) {
  return (
    <span
      className={cn(
        BADGE_PILL,
        on ? 'bg-emerald-500/15 text-emerald-300 ring-emerald-400/30' : 'bg-gray-500/15 text-gray-400 ring-gray-400/30',
      )}
    >
      {children}
    </span>
  );
}

/** A transaction status (spec §4 codes) in the staff's language (Thai: the words of docs/money.md). */
export function StatusBadge({ status, fallbackText }: { status: string; fallbackText?: string | null }) {
  const { t } = useTranslation('backoffice');
  const text = isKnownStatus(status) ? t(`status.${status}`) : fallbackText || status;
  return (
    <span className={cn(BADGE_PILL, TONE[status] ?? DANGER)} data-status={status}>
      {text}
    </span>
  );
}

/** Deposit / withdrawal, coloured so the two read apart at a glance. */
export function TypeBadge({ type }: { type: string }) {
  const { t } = useTranslation('backoffice');
  const deposit = type === 'DEPOSIT';
  return (
    <span className={cn(BADGE_TAG, deposit ? 'bg-emerald-500/15 text-emerald-300' : 'bg-orange-500/15 text-orange-300')}>
      {type === 'DEPOSIT' || type === 'WITHDRAW' ? t(`type.${type}`) : type}
    </span>
  );
}

const PLAYER_TONE: Record<string, string> = {
  active: 'bg-emerald-500/15 text-emerald-300 ring-emerald-400/30',
  suspended: 'bg-amber-500/15 text-amber-300 ring-amber-400/30',
  inactive: 'bg-gray-500/15 text-gray-300 ring-gray-400/30',
};

/** A player's account status (active, suspended, inactive) in the staff's language; nothing without one. */
export function PlayerStatusBadge({ status, testId }: { status: string | null | undefined; testId?: string }) {
  const { t } = useTranslation('backoffice');
  if (!status) return null;
  const known = status === 'active' || status === 'suspended' || status === 'inactive';
  return (
    <span className={cn(BADGE_PILL, PLAYER_TONE[status] ?? DANGER)} data-status={status} data-testid={testId}>
      {known ? t(`playerStatus.${status}`) : status}
    </span>
  );
}

/** A back office login's role (admin or staff), coloured so the two read apart. */
export function TeamRoleBadge({ role }: { role: TeamRole }) {
  const { t } = useTranslation('backoffice');
  return (
    <span
      className={cn(BADGE_PILL, role === 'admin' ? 'bg-primary-500/15 text-primary-300 ring-primary-400/30' : 'bg-sky-500/15 text-sky-300 ring-sky-400/30')}
      data-role={role}
    >
      {t(`team.role.${role}`)}
    </span>
  );
}
