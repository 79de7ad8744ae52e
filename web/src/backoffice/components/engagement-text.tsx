import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { ChevronRightIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

import type { EventStatus } from '../api/engagement-types';
import { describeStaffError } from '../api/errors';

import { formatDateTime } from './format';
import { Notice } from './notice';
import { BADGE_PILL, BADGE_TAG } from './status-badge';

/** "from – to", "from …", "… to" or "always", in the staff's language. */
export function periodText(startsAt: string | null, endsAt: string | null, language: string, always: string): string {
  if (!startsAt && !endsAt) return always;
  return `${startsAt ? formatDateTime(startsAt, language) : '…'} – ${endsAt ? formatDateTime(endsAt, language) : '…'}`;
}

/** A kind of thing (a coupon's type, a reward's kind, a prize): a tag. */
export function KindBadge({ children, tone = 'violet' }: { children: ReactNode; tone?: 'violet' | 'sky' | 'amber' | 'gray' }) {
  const tones = {
    violet: 'bg-violet-500/15 text-violet-200',
    sky: 'bg-sky-500/15 text-sky-200',
    amber: 'bg-amber-500/15 text-amber-200',
    gray: 'bg-gray-500/15 text-gray-300',
  };
  return <span className={cn(BADGE_TAG, tones[tone])}>{children}</span>;
}

const EVENT_TONE: Record<EventStatus, string> = {
  running: 'bg-emerald-500/15 text-emerald-300 ring-emerald-400/30',
  upcoming: 'bg-sky-500/15 text-sky-300 ring-sky-400/30',
  ended: 'bg-gray-500/15 text-gray-400 ring-gray-400/30',
};

export function EventStatusBadge({ status }: { status: EventStatus }) {
  const { t } = useTranslation('backoffice');
  return (
    <span className={cn(BADGE_PILL, EVENT_TONE[status] ?? EVENT_TONE.ended)} data-status={status}>
      {t(`engagement.eventStatus.${status}`)}
    </span>
  );
}

/** A small picture of a list row, or a note that there is none. */
export function Thumbnail({ src }: { src: string }) {
  const { t } = useTranslation('backoffice');
  return (
    <span className="grid h-10 w-16 shrink-0 place-items-center overflow-hidden rounded-lg border border-white/10 bg-black/30">
      {src ? (
        <img src={src} alt="" loading="lazy" className="size-full object-cover" />
      ) : (
        <span className="text-[10px] text-gray-500">{t('engagement.image.none')}</span>
      )}
    </span>
  );
}

/** A link back to a list. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="mb-3 inline-flex items-center gap-1 text-sm text-gray-400 hover:text-white">
      <ChevronRightIcon className="size-4 rotate-180" />
      {children}
    </Link>
  );
}

/** The thing asked for in the address is not in the list (or the list did not load). */
export function MissingNotice({ error, retry, testId }: { error: unknown; retry: () => void; testId: string }) {
  const { t } = useTranslation('backoffice');
  return (
    <div className="flex flex-col items-start gap-3">
      <Notice tone="error" testId={testId}>
        {error ? describeStaffError(error, t) : t('engagement.notFound')}
      </Notice>
      {error ? (
        <Button variant="outline" size="sm" onClick={retry}>
          {t('app.retry')}
        </Button>
      ) : null}
    </div>
  );
}
