import { useMutation, useQuery, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { Fragment, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

import { ButtonLink } from '@/components/ui/button';

import type { Name } from '../api/engagement-types';
import { describeStaffError } from '../api/errors';
import { useIsAdmin } from '../hooks/use-staff';

import { AdminOnlyNote } from './admin-only';
import { CsvButton } from './csv-button';
import type { RowFormProps } from './engagement-form';
import { ENGAGEMENT_PATHS, EngagementFrame } from './engagement-frame';
import { nameIn } from './engagement-model';
import { BackLink, MissingNotice, Thumbnail } from './engagement-text';
import { Switch } from './form-controls';
import { DismissibleNotice, type NoticeMessage } from './notice';
import { OnOffBadge } from './status-badge';
import { QueryRows, Table, Td, Th, Tr } from './table';

/** The engagement sections that are a list of rows, each with its form. */
export type ListSection = 'coupons' | 'events' | 'rewards';

/** A row of a section in its test ids (`bo-coupon-row-1`, `bo-coupon-new`). */
const ROW_TEST_NAMES: Record<ListSection, string> = { coupons: 'coupon', events: 'event', rewards: 'reward' };

/** The address of a row's form, or of a new row's (`?edit=new|id`). */
export const editLinkOf = (section: ListSection, id: number | 'new') => `${ENGAGEMENT_PATHS[section]}?edit=${id}`;

interface ListRow {
  id: number;
  active: boolean;
}

/** A list section's rows: where they load from, what each is called, and their wire fields (the CSV's columns). */
export interface ListRows<T extends ListRow, K extends QueryKey> {
  section: ListSection;
  query: () => UseQueryOptions<T[], Error, T[], K> & { queryKey: K };
  nameOf: (row: T) => Name;
  csvColumns: readonly (keyof T & string)[];
}

/** A list section's rows, its types inferred from its query. */
export const listRows = <T extends ListRow, K extends QueryKey>(rows: ListRows<T, K>) => rows;

type SetNotice = (notice: NoticeMessage | null) => void;

/**
 * A list page that shows one row's form instead when the address says `?edit=new|id`; what the
 * form last said shows over the list once it is back. With `newInHeader` the heading has a
 * button to a new row's form.
 */
export function EngagementListPage({
  section,
  newInHeader = false,
  list,
  editor,
}: {
  section: ListSection;
  newInHeader?: boolean;
  list: (notice: NoticeMessage | null, setNotice: SetNotice) => ReactNode;
  editor: (edit: string, onDone: SetNotice) => ReactNode;
}) {
  const [params, setParams] = useSearchParams();
  const edit = params.get('edit');
  const [notice, setNotice] = useState<NoticeMessage | null>(null);

  function done(next: NoticeMessage | null) {
    setNotice(next);
    setParams({});
  }

  return (
    <EngagementFrame section={section} actions={newInHeader && !edit ? <NewRowLink section={section} /> : null}>
      {edit ? <Fragment key={edit}>{editor(edit, done)}</Fragment> : list(notice, setNotice)}
    </EngagementFrame>
  );
}

/** The button to a new row's form (the agent's admin's: nothing for other staff). */
export function NewRowLink({ section, size }: { section: ListSection; size?: 'sm' }) {
  const { t } = useTranslation('backoffice');
  if (!useIsAdmin()) return null;
  return (
    <ButtonLink to={editLinkOf(section, 'new')} size={size} data-testid={`bo-${ROW_TEST_NAMES[section]}-new`}>
      {t(`engagement.${section}.new`)}
    </ButtonLink>
  );
}

/**
 * A section's rows in a table (test ids `bo-<row>-row-<id>`), the last column a switch that turns
 * a row on or off at once (`update` saves the row so; other staff than the agent's admin read
 * on or off), and over it what the last change said and the rows as CSV.
 */
export function EngagementTable<T extends ListRow, K extends QueryKey>({
  rows: { section, query, nameOf, csvColumns },
  caption,
  columns,
  update,
  notice,
  setNotice,
  cells,
}: {
  rows: ListRows<T, K>;
  caption: string;
  columns: readonly { label: string; end?: boolean }[];
  update: (row: T, active: boolean) => Promise<T>;
  notice: NoticeMessage | null;
  setNotice: SetNotice;
  /** A row's cells but the switch; `name` is the row's name in the staff's language. */
  cells: (row: T, name: string) => ReactNode;
}) {
  const { t, i18n } = useTranslation('backoffice');
  const language = i18n.language;
  const queryClient = useQueryClient();
  const options = query();
  const list = useQuery(options);
  const testName = ROW_TEST_NAMES[section];
  const admin = useIsAdmin();

  const toggle = useMutation({
    mutationFn: ({ row, active }: { row: T; active: boolean }) => update(row, active),
    onMutate: () => setNotice(null),
    onSuccess: (next) => {
      queryClient.setQueryData<T[]>(options.queryKey, (previous) => previous?.map((r) => (r.id === next.id ? next : r)));
      setNotice({ tone: 'success', text: t('engagement.saved', { name: nameIn(nameOf(next), language) }) });
    },
    onError: (error) => {
      setNotice({ tone: 'error', text: describeStaffError(error, t) });
      void queryClient.invalidateQueries({ queryKey: options.queryKey });
    },
  });

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2">
        {admin ? <span /> : <AdminOnlyNote testId={`bo-${section}-admin-only`}>{t('roles.engagement')}</AdminOnlyNote>}
        <CsvButton filename={`${section}.csv`} rows={list.data ?? []} columns={csvColumns} testId={`bo-${section}-csv`} />
      </div>
      <DismissibleNotice notice={notice} onDismiss={() => setNotice(null)} testId={`bo-${section}-notice`} />
      <Table
        caption={caption}
        head={
          <>
            {columns.map((column) => (
              <Th key={column.label} align={column.end ? 'end' : undefined}>
                {column.label}
              </Th>
            ))}
            <Th>{t('engagement.form.active')}</Th>
          </>
        }
      >
        <QueryRows
          query={list}
          columns={columns.length + 1}
          rows={list.data ?? []}
          empty={t(`engagement.${section}.empty`)}
          keepRowsOnError
          render={(row) => {
            const name = nameIn(nameOf(row), language);
            return (
              <Tr key={row.id} data-testid={`bo-${testName}-row-${row.id}`}>
                {cells(row, name)}
                <Td label={t('engagement.form.active')}>
                  {admin ? (
                    <Switch
                      checked={row.active}
                      label={t('engagement.toggleActive', { name })}
                      busy={toggle.isPending && toggle.variables?.row.id === row.id}
                      onChange={(active) => toggle.mutate({ row, active })}
                      testId={`bo-${testName}-active-${row.id}`}
                    />
                  ) : (
                    <OnOffBadge on={row.active}>{t(row.active ? 'promotions.on' : 'promotions.off')}</OnOffBadge>
                  )}
                </Td>
              </Tr>
            );
          }}
        />
      </Table>
    </>
  );
}

/** A row's picture and its name, a link to its form (`bo-<row>-edit-<id>`). */
export function PictureLink({ section, id, src, children }: { section: ListSection; id: number; src: string; children: ReactNode }) {
  return (
    <span className="flex items-center gap-3 max-md:flex-row-reverse">
      <Thumbnail src={src} />
      <Link to={editLinkOf(section, id)} className="font-medium break-words text-primary-300 hover:underline" data-testid={`bo-${ROW_TEST_NAMES[section]}-edit-${id}`}>
        {children}
      </Link>
    </span>
  );
}

/** A cell's lines one under the other (a badge, then what it means). */
export function CellLines({ children }: { children: ReactNode }) {
  return <span className="flex flex-col items-start gap-1 max-md:items-end">{children}</span>;
}

/**
 * The form of the row `edit` names (`new`: a new row's), under a link back to the list; a saved
 * row goes into the list and `onDone` says so. `after` stands under a saved row's form.
 */
export function EngagementEditor<T extends ListRow, K extends QueryKey, F>({
  rows: { section, query, nameOf },
  edit,
  onDone,
  Form,
  formOf,
  empty,
  after,
}: {
  rows: ListRows<T, K>;
  edit: string;
  onDone: SetNotice;
  Form: ComponentType<RowFormProps<F, T>>;
  formOf: (row: T) => F;
  empty: () => F;
  after?: (row: T) => ReactNode;
}) {
  const { t, i18n } = useTranslation('backoffice');
  const queryClient = useQueryClient();
  const creating = edit === 'new';
  const id = Number(edit);
  const options = query();
  const list = useQuery({ ...options, enabled: !creating });
  const row = creating ? undefined : list.data?.find((r) => r.id === id);

  function saved(next: T) {
    queryClient.setQueryData<T[]>(options.queryKey, (previous) => (previous ? [...previous.filter((r) => r.id !== next.id), next] : previous));
    void queryClient.invalidateQueries({ queryKey: options.queryKey });
    onDone({ tone: 'success', text: t(creating ? 'engagement.created' : 'engagement.saved', { name: nameIn(nameOf(next), i18n.language) }) });
  }

  const back = <BackLink to={ENGAGEMENT_PATHS[section]}>{t(`engagement.${section}.back`)}</BackLink>;
  if (!creating && !row) {
    if (list.isPending) return <p className="py-10 text-center text-gray-400">{t('app.loading')}</p>;
    return (
      <div className="flex flex-col">
        {back}
        <MissingNotice error={list.isError ? list.error : null} retry={() => void list.refetch()} testId={`bo-${ROW_TEST_NAMES[section]}-missing`} />
      </div>
    );
  }
  const form = (
    <div className="flex flex-col">
      {back}
      <h2 className="mb-4 text-lg font-semibold text-white">
        {row ? t(`engagement.${section}.editTitle`, { name: nameIn(nameOf(row), i18n.language) }) : t(`engagement.${section}.new`)}
      </h2>
      <Form key={row?.id ?? 'new'} initial={row ? formOf(row) : empty()} id={row?.id} onSaved={saved} onCancel={() => onDone(null)} />
    </div>
  );
  if (!row || !after) return form;
  return (
    <div className="flex flex-col gap-8">
      {form}
      {after(row)}
    </div>
  );
}
