import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { localeTag } from '@/lib/date';

import { couponsQuery, engagementApi, staffEventsQuery } from '../api/engagement-api';
import type { StaffEvent } from '../api/engagement-types';
import { EVENT_COLUMNS } from '../components/csv-columns';
import { EventEditForm } from '../components/engagement-event-form';
import { CellLines, EngagementEditor, EngagementListPage, EngagementTable, PictureLink, listRows } from '../components/engagement-list';
import { emptyEventForm, eventBodyOfSaved, eventFormOf } from '../components/engagement-model';
import { EventStatusBadge, periodText } from '../components/engagement-text';
import type { NoticeMessage } from '../components/notice';
import { Td } from '../components/table';

const EVENTS = listRows({ section: 'events', query: staffEventsQuery, nameOf: (e: StaffEvent) => e.title, csvColumns: EVENT_COLUMNS });

/** Every event of the agent, hidden ones too, with a quick on/off switch. */
function EventList({ notice, setNotice }: { notice: NoticeMessage | null; setNotice: (notice: NoticeMessage | null) => void }) {
  const { t, i18n } = useTranslation('backoffice');
  const language = i18n.language;
  const locale = localeTag(language);
  const coupons = useQuery(couponsQuery());

  return (
    <div className="flex flex-col gap-3">
      <EngagementTable
        rows={EVENTS}
        caption={t('engagement.events.title')}
        columns={[
          { label: t('engagement.events.titleField') },
          { label: t('engagement.form.period') },
          { label: t('engagement.events.coupon') },
          { label: t('engagement.events.redemptions'), end: true },
        ]}
        update={(event, active) => engagementApi.updateEvent(event.id, { ...eventBodyOfSaved(event), active })}
        notice={notice}
        setNotice={setNotice}
        cells={(e, title) => {
          const coupon = coupons.data?.find((c) => c.id === e.couponId);
          return (
            <>
              <Td label={t('engagement.events.titleField')}>
                <PictureLink section="events" id={e.id} src={e.imageUrl}>
                  {title}
                </PictureLink>
              </Td>
              <Td label={t('engagement.form.period')}>
                <CellLines>
                  <EventStatusBadge status={e.status} />
                  <span className="text-xs text-gray-300">{periodText(e.startsAt, e.endsAt, language, t('engagement.always'))}</span>
                </CellLines>
              </Td>
              <Td label={t('engagement.events.coupon')} className="font-mono text-gray-200">
                {e.couponId === null ? '—' : (coupon?.code ?? `#${e.couponId}`)}
              </Td>
              <Td label={t('engagement.events.redemptions')} className="text-end tabular-nums text-white">
                {e.redemptions.toLocaleString(locale)}
              </Td>
            </>
          );
        }}
      />
    </div>
  );
}

/** Events (docs/engagement.md §3): every event, and one's form (`?edit=new|id`) with its picture upload. */
export function EngagementEventsPage() {
  return (
    <EngagementListPage
      section="events"
      newInHeader
      list={(notice, setNotice) => <EventList notice={notice} setNotice={setNotice} />}
      editor={(edit, onDone) => <EngagementEditor rows={EVENTS} edit={edit} onDone={onDone} Form={EventEditForm} formOf={eventFormOf} empty={emptyEventForm} />}
    />
  );
}
