import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { CheckCircleIcon, ClockIcon, GiftIcon, SparkleIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/date';
import { toast } from '@/lib/toast';

import { useEvents, useRedeemEventCode } from '../hooks/use-engagement';
import { nameIn, type EngagementEvent, type EventSearch, type EventStatus, type Redemption } from '../types';
import { CodeForm } from './code-form';
import { RedemptionResult, useRedemptionText } from './coupon-page';
import { CardFailed, CardsSkeleton, EmptyLine, EngagementImage, StatusBadge, useTimeZone } from './parts';

/** The chips above the list: the current events (getAllEvent), or those of one status. */
type EventFilter = 'current' | EventStatus;
const FILTERS: readonly EventFilter[] = ['current', 'running', 'upcoming', 'ended'];

const STATUS_TONES = { running: 'success', upcoming: 'pending', ended: 'closed' } as const;

/** An event's status as a coloured badge. */
function EventStatusBadge({ status }: { status: EventStatus }) {
  const { t } = useTranslation('engagement');
  return (
    <StatusBadge tone={STATUS_TONES[status] ?? 'closed'} status={status} testId="event-status">
      {t(`events.status.${status}`)}
    </StatusBadge>
  );
}

/** A block of an event's text (its rules, its prize), kept as the staff wrote its lines. */
function TextBlock({ title, text, icon }: { title: string; text: string; icon: ReactNode }) {
  if (!text) return null;
  return (
    <div className="flex flex-col gap-1">
      <p className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-muted uppercase">
        <span className="text-accent" aria-hidden="true">
          {icon}
        </span>
        {title}
      </p>
      <p className="text-sm whitespace-pre-line text-subtle">{text}</p>
    </div>
  );
}

/**
 * One event: its picture, title, period, text, rules and prize; a running event with codes asks
 * for one (the redemption is shown in place), a redeemed one says so.
 */
function EventCard({ event }: { event: EngagementEvent }) {
  const { t, i18n } = useTranslation('engagement');
  const timeZone = useTimeZone();
  const redeem = useRedeemEventCode();
  const text = useRedemptionText();
  const [result, setResult] = useState<Redemption | null>(null);
  const title = nameIn(event.title, i18n.language);
  const redeemed = event.redeemed || result != null;

  async function onRedeem(code: string) {
    const redemption = await redeem.mutateAsync({ eventId: event.id, code });
    setResult(redemption);
    void toast.success({ title: t('redemption.successTitle'), text: text(redemption) });
  }

  return (
    <article className="pp-card flex flex-col overflow-hidden" aria-label={title} data-testid="event-card" data-event-id={event.id} data-status={event.status}>
      <EngagementImage src={event.imageUrl} alt={title} className="aspect-[2/1] w-full" />
      <div className="flex flex-1 flex-col gap-3 p-4 sm:p-5">
        <div className="flex flex-wrap items-center gap-2">
          <EventStatusBadge status={event.status} />
          {redeemed ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-primary/15 px-2.5 py-0.5 text-xs font-medium text-accent-strong ring-1 ring-accent/25" data-testid="event-redeemed">
              <CheckCircleIcon className="size-3.5" />
              {t('events.redeemed')}
            </span>
          ) : null}
        </div>
        <h3 className="text-base font-semibold text-strong sm:text-lg">{title}</h3>
        <p className="flex items-center gap-1.5 text-xs text-muted" data-testid="event-period">
          <ClockIcon className="size-4 shrink-0" />
          {t('events.period', { from: formatDate(event.startsAt, i18n.language, timeZone), to: formatDate(event.endsAt, i18n.language, timeZone) })}
        </p>
        {nameIn(event.body, i18n.language) ? <p className="text-sm whitespace-pre-line text-soft">{nameIn(event.body, i18n.language)}</p> : null}
        <TextBlock title={t('events.rules')} text={nameIn(event.rules, i18n.language)} icon={<SparkleIcon className="size-4" />} />
        <TextBlock title={t('events.prize')} text={nameIn(event.prize, i18n.language)} icon={<GiftIcon className="size-4" />} />
        <div className="mt-auto flex flex-col gap-3 pt-1">
          {result ? <RedemptionResult redemption={result} testId="event-result" /> : null}
          {event.redeemable && !redeemed ? (
            event.status === 'running' ? (
              <CodeForm label={t('events.codeLabel')} buttonLabel={t('events.redeem')} pending={redeem.isPending} onRedeem={onRedeem} testId="event-code" className="sm:flex-col sm:items-stretch lg:flex-row lg:items-start" />
            ) : (
              <p className="text-sm text-muted" data-testid="event-code-later">
                {event.status === 'upcoming' ? t('events.codeLater') : t('events.codeEnded')}
              </p>
            )
          ) : null}
        </div>
      </div>
    </article>
  );
}

/** The text search above the list. */
function SearchBox({ onSearch, initial }: { onSearch: (text: string) => void; initial: string }) {
  const { t } = useTranslation('engagement');
  const [text, setText] = useState(initial);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(text.trim());
  }
  return (
    <form role="search" className="flex min-w-0 flex-1 gap-2 sm:max-w-sm" onSubmit={submit}>
      <label className="sr-only" htmlFor="event-search">
        {t('events.searchLabel')}
      </label>
      <div className="pp-input-wrap min-w-0 flex-1">
        <input
          id="event-search"
          type="search"
          className="pp-input"
          value={text}
          maxLength={100}
          placeholder={t('events.searchPlaceholder')}
          onChange={(event) => setText(event.target.value)}
          data-testid="event-search"
        />
      </div>
      <Button type="submit" variant="outline" size="md">
        {t('events.search')}
      </Button>
    </form>
  );
}

/**
 * The /activities page's content (docs/engagement.md §3): the current events, or a search by
 * status and text, each event a card; a running event with codes takes one.
 */
export function EventsContent() {
  const { t } = useTranslation('engagement');
  const [filter, setFilter] = useState<EventFilter>('current');
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const search: EventSearch | null =
    filter === 'current' && !text ? null : { ...(filter === 'current' ? {} : { status: filter }), ...(text ? { text } : {}), page };
  const events = useEvents(search);

  function choose(next: EventFilter) {
    setFilter(next);
    setPage(1);
  }

  let list;
  if (events.isPending) list = <CardsSkeleton className="sm:grid-cols-2 xl:grid-cols-3" heights={['h-96', 'h-96', 'h-96']} />;
  else if (events.isError) list = <CardFailed onRetry={() => void events.refetch()} />;
  else if (events.data.items.length === 0) list = <EmptyLine testId="events-empty">{t('events.empty')}</EmptyLine>;
  else {
    const { items, total, pageSize } = events.data;
    const pages = Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
    list = (
      <>
        <div className="grid items-stretch gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="events-list">
          {items.map((event) => (
            <EventCard key={event.id} event={event} />
          ))}
        </div>
        {search && pages > 1 ? (
          <nav className="flex items-center justify-center gap-3" aria-label={t('common.pages')}>
            <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
              {t('common.prev')}
            </Button>
            <span className="text-sm text-muted tabular-nums">{t('common.pageInfo', { page, total: pages })}</span>
            <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => setPage((p) => p + 1)} data-testid="events-next">
              {t('common.next')}
            </Button>
          </nav>
        ) : null}
      </>
    );
  }

  return (
    <div className="flex flex-col gap-4" data-testid="events-page">
      <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <div role="group" aria-label={t('events.filterLabel')} className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
          {FILTERS.map((item) => (
            <button
              key={item}
              type="button"
              aria-pressed={item === filter}
              className={cn('pp-chip-btn', item === filter && 'pp-chip-btn--active')}
              onClick={() => choose(item)}
              data-testid={`events-filter-${item}`}
            >
              {t(`events.filters.${item}`)}
            </button>
          ))}
        </div>
        <SearchBox
          initial={text}
          onSearch={(value) => {
            setText(value);
            setPage(1);
          }}
        />
      </div>
      {list}
    </div>
  );
}
