import { useMutation, useQueryClient, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { ChevronRightIcon } from '@/components/ui/icons';

import { ConfirmDialog } from './confirm-dialog';
import { CsvButton } from './csv-button';
import { DismissibleNotice, type NoticeMessage } from './notice';
import { QueryRows, Table, Td, Th, Tr } from './table';

/** A link-like button back to a list (the list and its form share one address). */
export function BackButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" onClick={onClick} className="mb-3 inline-flex items-center gap-1 self-start text-sm text-gray-400 hover:text-white">
      <ChevronRightIcon className="size-4 rotate-180" />
      {children}
    </button>
  );
}

/** Asks before something is deleted for good; the refusal shows in the dialog. */
export function ConfirmDelete(props: {
  open: boolean;
  title: string;
  text: string;
  pending: boolean;
  error: unknown;
  onCancel: () => void;
  onConfirm: () => void;
  testId: string;
}) {
  const { t } = useTranslation('backoffice');
  return <ConfirmDialog {...props} confirmLabel={t('content.delete')} />;
}

/** What a row's form takes: the row (null: a new one), and where to go once it is saved or left. */
export interface PublishedFormProps<R> {
  row: R | null;
  onSaved: (row: R) => void;
  onCancel: () => void;
}

interface PublishedRow {
  id: number;
  title: string;
}

/** The kinds of rows published as a list (test ids `bo-<kind>-…`, texts `content.<kind>s.…`). */
export type PublishedKind = 'announcement' | 'banner';

/**
 * A tab of rows the site shows in order while active (announcements, banners): the list with
 * each row's edit and delete, and instead of it a row's form (`new` too). What the last change
 * did shows over the list.
 */
export function PublishedRows<R extends PublishedRow>({
  kind,
  query,
  queryKey,
  columns,
  csvColumns,
  cells,
  remove,
  Form,
}: {
  kind: PublishedKind;
  query: UseQueryResult<R[]>;
  queryKey: QueryKey;
  columns: readonly { label: string; end?: boolean }[];
  /** The rows' wire fields, the columns of the list's CSV. */
  csvColumns: readonly (keyof R & string)[];
  cells: (row: R) => ReactNode;
  remove: (id: number) => Promise<unknown>;
  Form: ComponentType<PublishedFormProps<R>>;
}) {
  const { t } = useTranslation('backoffice');
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<R | 'new' | null>(null);
  const [deleting, setDeleting] = useState<R | null>(null);
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const texts = `content.${kind}s` as const;

  const deletion = useMutation({
    mutationFn: (row: R) => remove(row.id),
    onSuccess: (_, row) => {
      queryClient.setQueryData<R[]>(queryKey, (previous) => previous?.filter((r) => r.id !== row.id));
      void queryClient.invalidateQueries({ queryKey });
      setDeleting(null);
      setNotice({ tone: 'success', text: t(`${texts}.deleted`, { title: row.title }) });
    },
  });
  const cancelDelete = useCallback(() => setDeleting(null), []);

  if (editing !== null) {
    const row = editing === 'new' ? null : editing;
    return (
      <div className="flex max-w-3xl flex-col">
        <BackButton onClick={() => setEditing(null)}>{t(`${texts}.back`)}</BackButton>
        <h2 className="mb-4 text-lg font-semibold break-words text-white">{row ? t(`${texts}.editTitle`, { title: row.title }) : t(`${texts}.newTitle`)}</h2>
        <Form
          key={row?.id ?? 'new'}
          row={row}
          onCancel={() => setEditing(null)}
          onSaved={(saved) => {
            queryClient.setQueryData<R[]>(queryKey, (previous) => (previous ? [...previous.filter((r) => r.id !== saved.id), saved] : previous));
            void queryClient.invalidateQueries({ queryKey });
            setEditing(null);
            setNotice({ tone: 'success', text: t(row ? `${texts}.saved` : `${texts}.created`, { title: saved.title }) });
          }}
        />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-gray-400">{t(`${texts}.note`)}</p>
        <span className="flex flex-wrap gap-2">
          <CsvButton filename={`${kind}s.csv`} rows={query.data ?? []} columns={csvColumns} testId={`bo-${kind}-csv`} />
          <Button
            size="sm"
            onClick={() => {
              setNotice(null);
              setEditing('new');
            }}
            data-testid={`bo-${kind}-new`}
          >
            {t(`${texts}.new`)}
          </Button>
        </span>
      </div>
      <DismissibleNotice notice={notice} onDismiss={() => setNotice(null)} testId={`bo-${kind}-notice`} />
      <Table
        caption={t(`${texts}.title`)}
        head={
          <>
            {columns.map((column) => (
              <Th key={column.label} align={column.end ? 'end' : undefined}>
                {column.label}
              </Th>
            ))}
            <Th align="end">
              <span className="sr-only">{t('content.actions')}</span>
            </Th>
          </>
        }
      >
        <QueryRows
          query={query}
          columns={columns.length + 1}
          rows={query.data ?? []}
          empty={t(`${texts}.empty`)}
          keepRowsOnError
          render={(row) => (
            <Tr key={row.id} data-testid={`bo-${kind}-row-${row.id}`}>
              {cells(row)}
              <Td className="text-end max-md:mt-1 max-md:justify-end">
                <span className="inline-flex gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => {
                      setNotice(null);
                      setEditing(row);
                    }}
                    aria-label={t('content.editLabel', { title: row.title })}
                    data-testid={`bo-${kind}-edit-${row.id}`}
                  >
                    {t('content.edit')}
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => {
                      deletion.reset();
                      setDeleting(row);
                    }}
                    aria-label={t('content.deleteLabel', { title: row.title })}
                    className="border-red-400/40 text-red-200 hover:bg-red-500/10"
                    data-testid={`bo-${kind}-delete-${row.id}`}
                  >
                    {t('content.delete')}
                  </Button>
                </span>
              </Td>
            </Tr>
          )}
        />
      </Table>
      <ConfirmDelete
        open={deleting !== null}
        title={t(`${texts}.deleteTitle`)}
        text={deleting ? t(`${texts}.deleteText`, { title: deleting.title }) : ''}
        pending={deletion.isPending}
        error={deletion.isError ? deletion.error : null}
        onCancel={cancelDelete}
        onConfirm={() => deleting && deletion.mutate(deleting)}
        testId={`bo-${kind}-delete-dialog`}
      />
    </div>
  );
}
