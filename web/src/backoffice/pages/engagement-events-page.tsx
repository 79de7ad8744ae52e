import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

import { ButtonLink } from '@/components/ui/button';
import { localeTag } from '@/lib/date';

import { couponsQuery, engagementApi, engagementKeys, staffEventsQuery } from '../api/engagement-api';
import type { StaffEvent } from '../api/engagement-types';
import { describeStaffError } from '../api/errors';
import { EventEditForm } from '../components/engagement-event-form';
import { EngagementFrame } from '../components/engagement-frame';
import { emptyEventForm, eventBodyOfSaved, eventFormOf, nameIn } from '../components/engagement-model';
import { BackLink, EventStatusBadge, MissingNotice, periodText, Thumbnail } from '../components/engagement-text';
import { Switch } from '../components/form-controls';
import { DismissibleNotice, type NoticeMessage } from '../components/notice';
import { QueryRows, Table, Td, Th, Tr } from '../components/table';
import { BO_PATHS } from '../paths';

const editLink = (id: number | 'new') => `${BO_PATHS.engagementEvents}?edit=${id}`;

/** Every event of the agent, hidden ones too, with a quick on/off switch. */
function EventList({ notice, setNotice }: { notice: NoticeMessage | null; setNotice: (notice: NoticeMessage | null) => void }) {
  const { t, i18n } = useTranslation('backoffice');
  const language = i18n.language;
  const locale = localeTag(language);
  const queryClient = useQueryClient();
  const list = useQuery(staffEventsQuery());
  const coupons = useQuery(couponsQuery());
  const rows = list.data ?? [];

  const toggle = useMutation({
    mutationFn: ({ event, active }: { event: StaffEvent; active: boolean }) => engagementApi.updateEvent(event.id, { ...eventBodyOfSaved(event), active }),
    onMutate: () => setNotice(null),
    onSuccess: (next) => {
      queryClient.setQueryData<StaffEvent[]>(engagementKeys.events(), (previous) => previous?.map((e) => (e.id === next.id ? next : e)));
      setNotice({ tone: 'success', text: t('engagement.saved', { name: nameIn(next.title, language) }) });
    },
    onError: (error) => {
      setNotice({ tone: 'error', text: describeStaffError(error, t) });
      void queryClient.invalidateQueries({ queryKey: engagementKeys.events() });
    },
  });

  return (
    <div className="flex flex-col gap-3">
      <DismissibleNotice notice={notice} onDismiss={() => setNotice(null)} testId="bo-events-notice" />
      <Table
        caption={t('engagement.events.title')}
        head={
          <>
            <Th>{t('engagement.events.titleField')}</Th>
            <Th>{t('engagement.form.period')}</Th>
            <Th>{t('engagement.events.coupon')}</Th>
            <Th align="end">{t('engagement.events.redemptions')}</Th>
            <Th>{t('engagement.form.active')}</Th>
          </>
        }
      >
        <QueryRows
          query={list}
          columns={5}
          rows={rows}
          empty={t('engagement.events.empty')}
          keepRowsOnError
          render={(e) => {
            const title = nameIn(e.title, language);
            const coupon = coupons.data?.find((c) => c.id === e.couponId);
            return (
              <Tr key={e.id} data-testid={`bo-event-row-${e.id}`}>
                <Td label={t('engagement.events.titleField')}>
                  <span className="flex items-center gap-3 max-md:flex-row-reverse">
                    <Thumbnail src={e.imageUrl} />
                    <Link to={editLink(e.id)} className="font-medium break-words text-primary-300 hover:underline" data-testid={`bo-event-edit-${e.id}`}>
                      {title}
                    </Link>
                  </span>
                </Td>
                <Td label={t('engagement.form.period')}>
                  <span className="flex flex-col items-start gap-1 max-md:items-end">
                    <EventStatusBadge status={e.status} />
                    <span className="text-xs text-gray-300">{periodText(e.startsAt, e.endsAt, language, t('engagement.always'))}</span>
                  </span>
                </Td>
                <Td label={t('engagement.events.coupon')} className="font-mono text-gray-200">
                  {e.couponId === null ? '—' : (coupon?.code ?? `#${e.couponId}`)}
                </Td>
                <Td label={t('engagement.events.redemptions')} className="text-end tabular-nums text-white">
                  {e.redemptions.toLocaleString(locale)}
                </Td>
                <Td label={t('engagement.form.active')}>
                  <Switch
                    checked={e.active}
                    label={t('engagement.toggleActive', { name: title })}
                    busy={toggle.isPending && toggle.variables?.event.id === e.id}
                    onChange={(active) => toggle.mutate({ event: e, active })}
                    testId={`bo-event-active-${e.id}`}
                  />
                </Td>
              </Tr>
            );
          }}
        />
      </Table>
    </div>
  );
}

function EventEditor({ edit, onDone }: { edit: string; onDone: (notice: NoticeMessage | null) => void }) {
  const { t, i18n } = useTranslation('backoffice');
  const queryClient = useQueryClient();
  const creating = edit === 'new';
  const id = Number(edit);
  const list = useQuery({ ...staffEventsQuery(), enabled: !creating });
  const event = creating ? undefined : list.data?.find((e) => e.id === id);

  function saved(next: StaffEvent) {
    queryClient.setQueryData<StaffEvent[]>(engagementKeys.events(), (previous) =>
      previous ? [...previous.filter((e) => e.id !== next.id), next] : previous,
    );
    void queryClient.invalidateQueries({ queryKey: engagementKeys.events() });
    onDone({ tone: 'success', text: t(creating ? 'engagement.created' : 'engagement.saved', { name: nameIn(next.title, i18n.language) }) });
  }

  const back = <BackLink to={BO_PATHS.engagementEvents}>{t('engagement.events.back')}</BackLink>;
  if (!creating && !event) {
    if (list.isPending) return <p className="py-10 text-center text-gray-400">{t('app.loading')}</p>;
    return (
      <div className="flex flex-col">
        {back}
        <MissingNotice error={list.isError ? list.error : null} retry={() => void list.refetch()} testId="bo-event-missing" />
      </div>
    );
  }
  return (
    <div className="flex flex-col">
      {back}
      <h2 className="mb-4 text-lg font-semibold text-white">
        {event ? t('engagement.events.editTitle', { name: nameIn(event.title, i18n.language) }) : t('engagement.events.new')}
      </h2>
      <EventEditForm
        key={event?.id ?? 'new'}
        initial={event ? eventFormOf(event) : emptyEventForm()}
        eventId={event?.id}
        onSaved={saved}
        onCancel={() => onDone(null)}
      />
    </div>
  );
}

/** Events (docs/engagement.md §3): every event, and one's form (`?edit=new|id`) with its picture upload. */
export function EngagementEventsPage() {
  const { t } = useTranslation('backoffice');
  const [params, setParams] = useSearchParams();
  const edit = params.get('edit');
  const [notice, setNotice] = useState<NoticeMessage | null>(null);

  function done(next: NoticeMessage | null) {
    setNotice(next);
    setParams({});
  }

  return (
    <EngagementFrame
      section="events"
      actions={
        edit ? null : (
          <ButtonLink to={editLink('new')} data-testid="bo-event-new">
            {t('engagement.events.new')}
          </ButtonLink>
        )
      }
    >
      {edit ? <EventEditor key={edit} edit={edit} onDone={done} /> : <EventList notice={notice} setNotice={setNotice} />}
    </EngagementFrame>
  );
}
