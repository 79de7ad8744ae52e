import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { RefreshIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { localeTag } from '@/lib/date';
import type { BackofficeKey } from '@/locales';

import { backofficeApi, boKeys, PENDING_STATUS, queueQuery, transactionsCsvUrl } from '../api/backoffice-api';
import { describeStaffError, errorCodeOf } from '../api/errors';
import { BankAccountText } from '../components/bank-account';
import { CsvButton } from '../components/csv-button';
import { formatDateTime, formatRelative, useNow } from '../components/format';
import { PageHeader } from '../components/layout';
import { formatAgentMoney, Money } from '../components/money';
import { Notice, type NoticeTone } from '../components/notice';
import { RejectDialog } from '../components/reject-dialog';
import { TypeBadge } from '../components/status-badge';
import { QueryRows, Table, Td, Th, Tr } from '../components/table';
import { useCurrency } from '../hooks/use-staff';
import { BO_PATHS } from '../paths';
import type { QueueTx, TxType } from '../types';

type Filter = 'ALL' | TxType;
const FILTERS: Array<{ value: Filter; key: BackofficeKey; testId: string }> = [
  { value: 'ALL', key: 'queue.all', testId: 'bo-queue-tab-all' },
  { value: 'DEPOSIT', key: 'queue.deposits', testId: 'bo-queue-tab-deposit' },
  { value: 'WITHDRAW', key: 'queue.withdrawals', testId: 'bo-queue-tab-withdraw' },
];

/** Someone else (or an earlier click) got there first: the request is no longer pending. */
const ALREADY_HANDLED = '0051';

function channelText(channel: string, t: TFunction<'backoffice'>) {
  return channel === 'BANK' || channel === 'TRUEMONEY' || channel === 'GATEWAY' ? t(`channel.${channel}`) : channel;
}

function oldestFirst(rows: QueueTx[] | undefined): QueueTx[] {
  if (!rows) return [];
  return [...rows].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.id - b.id);
}

/** The pending deposits and withdrawals, oldest first, with their approve and reject buttons; the type shown downloads as CSV. */
export function QueuePage() {
  const { t, i18n: { language } } = useTranslation('backoffice');
  const locale = localeTag(language);
  const queryClient = useQueryClient();
  const currency = useCurrency();
  const now = useNow();
  const queue = useQuery(queueQuery());
  const [filter, setFilter] = useState<Filter>('ALL');
  const [notice, setNotice] = useState<{ tone: NoticeTone; text: string } | null>(null);
  const [rejecting, setRejecting] = useState<QueueTx | null>(null);
  const [rejectError, setRejectError] = useState<string | null>(null);

  const dropRow = (id: number) =>
    queryClient.setQueryData<QueueTx[]>(boKeys.queue(), (rows) => rows?.filter((row) => row.id !== id));
  const refresh = () => queryClient.invalidateQueries({ queryKey: boKeys.queue() });

  /** True when the failure was "already handled": the row is gone and the staff is told why. */
  function handledElsewhere(tx: QueueTx, error: unknown): boolean {
    if (errorCodeOf(error) !== ALREADY_HANDLED) return false;
    dropRow(tx.id);
    setNotice({ tone: 'warning', text: t('queue.alreadyHandled', { id: tx.id }) });
    return true;
  }

  const approve = useMutation({
    mutationFn: (tx: QueueTx) => backofficeApi.approve(tx.id),
    onMutate: () => setNotice(null),
    onSuccess: (_done, tx) => {
      dropRow(tx.id);
      const amount = formatAgentMoney(tx.amount, currency);
      setNotice({
        tone: 'success',
        text: t(tx.type === 'DEPOSIT' ? 'queue.credited' : 'queue.paid', { amount, username: tx.username }),
      });
    },
    onError: (error, tx) => {
      if (!handledElsewhere(tx, error)) setNotice({ tone: 'error', text: describeStaffError(error, t) });
    },
    onSettled: refresh,
  });

  const reject = useMutation({
    mutationFn: ({ tx, reason }: { tx: QueueTx; reason: string }) => backofficeApi.reject(tx.id, reason),
    onMutate: () => {
      setNotice(null);
      setRejectError(null);
    },
    onSuccess: (_done, { tx }) => {
      dropRow(tx.id);
      setRejecting(null);
      setNotice({ tone: 'success', text: t('queue.rejected', { id: tx.id, username: tx.username }) });
    },
    onError: (error, { tx }) => {
      if (handledElsewhere(tx, error)) setRejecting(null);
      else setRejectError(describeStaffError(error, t));
    },
    onSettled: refresh,
  });

  const busyId = approve.isPending ? approve.variables?.id : reject.isPending ? reject.variables?.tx.id : undefined;
  const rows = oldestFirst(queue.data);
  const visible = filter === 'ALL' ? rows : rows.filter((row) => row.type === filter);
  const count = (value: Filter) => (value === 'ALL' ? rows.length : rows.filter((row) => row.type === value).length);

  return (
    <>
      <PageHeader
        title={t('queue.title')}
        subtitle={t('queue.subtitle')}
        actions={
          <div className="flex flex-wrap gap-2">
            {/* Every pending request of the type shown, from the server (the list itself is the first 200). */}
            <CsvButton
              href={transactionsCsvUrl({ status: PENDING_STATUS, type: filter === 'ALL' ? undefined : filter })}
              filename={`transactions-pending${filter === 'ALL' ? '' : `-${filter.toLowerCase()}`}.csv`}
              testId="bo-queue-csv"
            />
            <Button
              variant="outline"
              size="sm"
              onClick={() => void queue.refetch()}
              loading={queue.isFetching}
              icon={<RefreshIcon className="size-4" />}
              data-testid="bo-queue-refresh"
            >
              {t('queue.refresh')}
            </Button>
          </div>
        }
      />

      <div role="group" aria-label={t('queue.filter')} className="mb-4 flex flex-wrap gap-2">
        {FILTERS.map((item) => (
          <button
            key={item.value}
            type="button"
            aria-pressed={filter === item.value}
            data-testid={item.testId}
            onClick={() => setFilter(item.value)}
            className={cn(
              'inline-flex items-center gap-2 rounded-full px-3.5 py-1.5 text-sm ring-1',
              filter === item.value
                ? 'bg-primary-500/15 font-medium text-primary-200 ring-primary-400/40'
                : 'text-gray-300 ring-white/10 hover:bg-white/5',
            )}
          >
            {t(item.key)}
            <span className="rounded-full bg-white/10 px-1.5 text-xs tabular-nums">{count(item.value)}</span>
          </button>
        ))}
      </div>

      {notice ? (
        <div className="mb-4">
          <Notice tone={notice.tone} testId="bo-queue-notice" onDismiss={() => setNotice(null)} dismissLabel={t('app.dismiss')}>
            {notice.text}
          </Notice>
        </div>
      ) : null}

      {queue.isError && queue.data ? (
        <div className="mb-4">
          <Notice tone="error">{describeStaffError(queue.error, t)}</Notice>
        </div>
      ) : null}

      <Table
        caption={t('queue.title')}
        head={
          <>
            <Th>{t('queue.time')}</Th>
            <Th>{t('queue.player')}</Th>
            <Th>{t('queue.type')}</Th>
            <Th align="end">{t('queue.amount')}</Th>
            <Th>{t('queue.channel')}</Th>
            <Th>{t('queue.account')}</Th>
            <Th>{t('queue.age')}</Th>
            <Th align="end">{t('queue.actions')}</Th>
          </>
        }
      >
        <QueryRows
          query={queue}
          columns={8}
          rows={visible}
          empty={t('queue.empty')}
          keepRowsOnError
          render={(tx) => {
            const deposit = tx.type === 'DEPOSIT';
            const busy = busyId === tx.id;
            const expired = !!tx.expiresAt && new Date(tx.expiresAt).getTime() <= now;
            const approveText = t(deposit ? 'queue.credit' : 'queue.pay');
            return (
              <Tr key={tx.id} data-testid={`bo-queue-row-${tx.id}`} data-type={tx.type}>
                <Td label={t('queue.time')} className="whitespace-nowrap text-gray-300">
                  {formatDateTime(tx.createdAt, language)}
                  <span className="block text-xs text-gray-500">#{tx.id}</span>
                </Td>
                <Td label={t('queue.player')}>
                  <Link to={BO_PATHS.player(tx.playerId)} className="font-medium text-primary-300 hover:underline">
                    {tx.username}
                  </Link>
                </Td>
                <Td label={t('queue.type')}>
                  <TypeBadge type={tx.type} />
                </Td>
                <Td label={t('queue.amount')} className="text-end font-semibold text-white md:text-base">
                  <Money amount={tx.amount} />
                </Td>
                <Td label={t('queue.channel')} className="text-gray-300">
                  {channelText(tx.channel, t)}
                  {tx.reference ? <span className="block max-w-40 truncate text-xs text-gray-500" title={tx.reference}>{tx.reference}</span> : null}
                </Td>
                <Td label={deposit ? t('queue.toAgentAccount') : t('queue.toPlayerAccount')}>
                  <span className="hidden text-xs text-gray-500 md:block">
                    {deposit ? t('queue.toAgentAccount') : t('queue.toPlayerAccount')}
                  </span>
                  <BankAccountText account={deposit ? tx.bankAccount : tx.playerBankAccount} />
                </Td>
                <Td label={t('queue.age')} className="whitespace-nowrap text-gray-300">
                  {formatRelative(tx.createdAt, now, locale, { past: true })}
                  {tx.expiresAt ? (
                    <span className={cn('block text-xs', expired ? 'text-red-400' : 'text-amber-300')}>
                      {expired ? t('queue.expired') : t('queue.expiresIn', { when: formatRelative(tx.expiresAt, now, locale) })}
                    </span>
                  ) : null}
                </Td>
                <td className="px-3 py-2.5 max-md:mt-2 max-md:p-0">
                  <div className="flex justify-end gap-2 max-md:grid max-md:grid-cols-2">
                    <Button
                      variant="confirm"
                      size="sm"
                      loading={busy && approve.isPending}
                      disabled={busy}
                      onClick={() => approve.mutate(tx)}
                      aria-label={t('queue.approveLabel', { action: approveText, id: tx.id, username: tx.username })}
                      data-testid={`bo-approve-${tx.id}`}
                    >
                      {approveText}
                    </Button>
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={busy}
                      onClick={() => {
                        setRejectError(null);
                        setRejecting(tx);
                      }}
                      aria-label={t('queue.rejectLabel', { id: tx.id, username: tx.username })}
                      data-testid={`bo-reject-${tx.id}`}
                      className="hover:border-red-400/60 hover:text-red-200"
                    >
                      {t('queue.reject')}
                    </Button>
                  </div>
                </td>
              </Tr>
            );
          }}
        />
      </Table>

      <RejectDialog
        tx={rejecting}
        pending={reject.isPending}
        error={rejectError}
        onCancel={() => setRejecting(null)}
        onConfirm={(reason) => rejecting && reject.mutate({ tx: rejecting, reason })}
      />
    </>
  );
}
