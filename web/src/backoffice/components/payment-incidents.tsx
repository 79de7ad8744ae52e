import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { RefreshIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

import { boKeys, paymentIncidentsQuery, paymentKeys, paymentsApi } from '../api/backoffice-api';
import { describeStaffError, errorCodeOf } from '../api/errors';
import { useCurrency } from '../hooks/use-staff';
import { BO_PATHS } from '../paths';
import type { IncidentAction, PaymentIncident } from '../types';

import { CsvButton } from './csv-button';
import { PAYMENT_INCIDENT_COLUMNS } from './csv-columns';
import { formatDateTime } from './format';
import { formatAgentMoney, Money } from './money';
import { Notice, type NoticeTone } from './notice';
import { RemarkDecisionForm } from './remark-decision-form';
import { BADGE_PILL, isKnownStatus, StatusBadge, TypeBadge } from './status-badge';
import { QueryRows, Table, Td, Th, Tr } from './table';

/** Someone else (or an earlier click) decided first. */
const ALREADY_RESOLVED = '0051';

const KINDS = [
  'amount_mismatch',
  'currency_mismatch',
  'bad_amount',
  'paid_after_close',
  'withdraw_without_order',
  'no_receiver',
  'reconcile_error',
] as const;

const ACTIONS: readonly IncidentAction[] = ['credit', 'paid', 'refund', 'dismiss'];

/** On phones the buttons share the card's width. */
const ACTION_GRID: Record<number, string> = { 2: 'max-md:grid max-md:grid-cols-2', 3: 'max-md:grid max-md:grid-cols-3' };

/** Open incidents first, each group newest first (whatever order the server used). */
export function openFirst(rows: readonly PaymentIncident[] | undefined): PaymentIncident[] {
  if (!rows) return [];
  const rank = (row: PaymentIncident) => (row.status === 'open' ? 0 : 1);
  return [...rows].sort((a, b) => rank(a) - rank(b) || Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);
}

/** The decisions that fit an incident's request: a deposit is credited or dismissed, a withdrawal paid, refunded or dismissed. */
export function actionsFor(incident: PaymentIncident): IncidentAction[] {
  if (incident.status !== 'open') return [];
  const type = incident.transaction?.type;
  if (type === 'DEPOSIT') return ['credit', 'dismiss'];
  if (type === 'WITHDRAW') return ['paid', 'refund', 'dismiss'];
  return ['dismiss'];
}

/** The kind in the staff's language; the server's own words for a kind these pages do not know. */
export function paymentKindText(incident: Pick<PaymentIncident, 'kind' | 'description'>, t: TFunction<'backoffice'>): string {
  return (KINDS as readonly string[]).includes(incident.kind)
    ? t(`payKind.${incident.kind as (typeof KINDS)[number]}`)
    : incident.description || incident.kind;
}

function actionText(action: string, t: TFunction<'backoffice'>): string {
  return (ACTIONS as readonly string[]).includes(action) ? t(`payAction.${action as IncidentAction}`) : action;
}

function channelText(channel: string, t: TFunction<'backoffice'>) {
  return channel === 'BANK' || channel === 'TRUEMONEY' || channel === 'GATEWAY' ? t(`channel.${channel}`) : channel;
}

/** The amount a decision moves: what the upstream reported when a deposit is credited with it, else the request's. */
function movedAmount(incident: PaymentIncident, action: IncidentAction, currency: string): string {
  const tx = incident.transaction;
  if (action === 'credit' && incident.reportedAmount && incident.reportedAmount > 0) {
    return formatAgentMoney(incident.reportedAmount, incident.reportedCurrency || currency);
  }
  return formatAgentMoney(tx?.amount ?? 0, currency);
}

function IncidentStatusBadge({ incident }: { incident: PaymentIncident }) {
  const { t } = useTranslation('backoffice');
  const open = incident.status === 'open';
  return (
    <span
      className={cn(BADGE_PILL, open ? 'bg-amber-500/15 text-amber-300 ring-amber-400/30' : 'bg-gray-500/15 text-gray-300 ring-gray-400/30')}
      data-status={incident.status}
    >
      {open ? t('payments.statuses.open') : incident.status === 'resolved' ? t('payments.statuses.resolved') : incident.status}
    </span>
  );
}

interface Decision {
  incident: PaymentIncident;
  action: IncidentAction;
}

/** What the decision does, a required note, then confirm. */
function ResolveDialog({
  decision,
  pending,
  error,
  onCancel,
  onConfirm,
}: {
  decision: Decision | null;
  pending: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: (note: string) => void;
}) {
  const { t } = useTranslation('backoffice');
  const currency = useCurrency();

  const incident = decision?.incident;
  const action = decision?.action;
  const otherCurrency =
    action === 'credit' && incident?.reportedCurrency && currency && incident.reportedCurrency !== currency ? incident.reportedCurrency : null;
  const danger = action === 'dismiss' || action === 'refund';

  return (
    <Dialog
      open={!!decision}
      onClose={pending ? () => undefined : onCancel}
      title={incident && action ? t('payments.confirmTitle', { action: actionText(action, t), id: incident.id }) : ''}
    >
      {incident && action ? (
        <RemarkDecisionForm
          key={`${incident.id}-${action}`}
          testId="bo-incident-dialog"
          error={error}
          errorTestId="bo-incident-error"
          pending={pending}
          onConfirm={onConfirm}
          onCancel={onCancel}
          remarkLabel={t('payments.noteLabel')}
          remarkMissing={t('payments.noteRequired')}
          remarkHint={t('payments.noteHint')}
          remarkTestId="bo-incident-note"
          confirmLabel={t('payments.confirm')}
          confirmTestId="bo-incident-confirm"
          danger={danger}
          confirmDisabled={!!otherCurrency}
        >
          <div className="rounded-xl border border-white/10 bg-white/[0.03] p-4 text-sm">
            <p className="text-gray-400">{paymentKindText(incident, t)}</p>
            <p className="mt-1 font-medium text-white" data-testid="bo-incident-effect">
              {action === 'dismiss'
                ? t('payActionText.dismiss')
                : t(`payActionText.${action}`, {
                    amount: movedAmount(incident, action, currency),
                    username: incident.transaction?.username ?? '—',
                  })}
            </p>
          </div>
          {otherCurrency ? <Notice tone="warning">{t('payments.currencyWarning', { currency: otherCurrency })}</Notice> : null}
        </RemarkDecisionForm>
      ) : null}
    </Dialog>
  );
}

/** The request an incident is about: id, type, player and amount (or that it is gone). */
function RequestCell({ incident }: { incident: PaymentIncident }) {
  const { t } = useTranslation('backoffice');
  const tx = incident.transaction;
  if (!tx) {
    return (
      <span className="text-gray-400">
        {incident.transactionId ? <span className="me-1 text-gray-500">#{incident.transactionId}</span> : null}
        {t('payments.noRequest')}
      </span>
    );
  }
  return (
    <span className="flex flex-col gap-1 max-md:items-end">
      <span className="flex flex-wrap items-center gap-2 max-md:justify-end">
        <span className="text-xs text-gray-500">#{tx.id}</span>
        <TypeBadge type={tx.type} />
        <Link to={BO_PATHS.player(tx.playerId)} className="font-medium text-primary-300 hover:underline">
          {tx.username}
        </Link>
      </span>
      <span className="flex flex-wrap items-center gap-2 max-md:justify-end">
        <Money amount={tx.amount} className="font-semibold text-white" />
        <StatusBadge status={tx.status} fallbackText={tx.statusText} />
      </span>
    </span>
  );
}

/** Payment incidents, open first: the request, what the upstream reported, and the decisions that fit. */
export function PaymentIncidents() {
  const { t, i18n: { language } } = useTranslation('backoffice');
  const queryClient = useQueryClient();
  const incidents = useQuery(paymentIncidentsQuery());
  const [notice, setNotice] = useState<{ tone: NoticeTone; text: string } | null>(null);
  const [decision, setDecision] = useState<Decision | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: paymentKeys.incidents() });

  const resolve = useMutation({
    mutationFn: ({ incident, action, note }: Decision & { note: string }) => paymentsApi.resolveIncident(incident.id, { action, note }),
    onMutate: () => {
      setNotice(null);
      setDialogError(null);
    },
    onSuccess: (done) => {
      setDecision(null);
      const lines = [t('payments.resolved', { id: done.id, action: actionText(done.resolution ?? '', t) })];
      const tx = done.transaction;
      if (tx) {
        const status = isKnownStatus(tx.status) ? t(`status.${tx.status}`) : tx.statusText || tx.status;
        lines.push(t('payments.requestNow', { id: tx.id, status }));
      }
      setNotice({ tone: 'success', text: lines.join(' · ') });
      queryClient.setQueryData<PaymentIncident[]>(paymentKeys.incidents(), (rows) => rows?.map((row) => (row.id === done.id ? done : row)));
    },
    onError: (error, { incident }) => {
      if (errorCodeOf(error) === ALREADY_RESOLVED) {
        setDecision(null);
        setNotice({ tone: 'warning', text: t('payments.alreadyResolved', { id: incident.id }) });
      } else {
        setDialogError(describeStaffError(error, t));
      }
    },
    onSettled: () => {
      void refresh();
      // A decision may credit, pay or refund: the queue and the player pages are stale too.
      void queryClient.invalidateQueries({ queryKey: boKeys.queue() });
      void queryClient.invalidateQueries({ queryKey: [...boKeys.all, 'player'] });
    },
  });

  const rows = openFirst(incidents.data);
  const open = rows.filter((row) => row.status === 'open').length;

  return (
    <section className="flex flex-col gap-3" data-testid="bo-payment-incidents" aria-labelledby="bo-payment-incidents-title">
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h2 id="bo-payment-incidents-title" className="flex flex-wrap items-center gap-2 text-base font-semibold text-white sm:text-lg">
            {t('payments.incidents')}
            {open > 0 ? (
              <span className="rounded-full bg-amber-500/15 px-2 py-0.5 text-xs font-medium text-amber-300" data-testid="bo-incidents-open">
                {t('payments.openCount', { count: open })}
              </span>
            ) : null}
          </h2>
          <p className="mt-0.5 text-sm text-gray-400">{t('payments.incidentsNote')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <CsvButton filename="payment-incidents.csv" rows={rows} columns={PAYMENT_INCIDENT_COLUMNS} testId="bo-incidents-csv" />
          <Button
            variant="outline"
            size="sm"
            onClick={() => void incidents.refetch()}
            loading={incidents.isFetching}
            icon={<RefreshIcon className="size-4" />}
            data-testid="bo-incidents-refresh"
          >
            {t('payments.refresh')}
          </Button>
        </div>
      </div>

      {notice ? (
        <Notice tone={notice.tone} testId="bo-incidents-notice" onDismiss={() => setNotice(null)} dismissLabel={t('app.dismiss')}>
          {notice.text}
        </Notice>
      ) : null}

      {incidents.isError && incidents.data ? <Notice tone="error">{describeStaffError(incidents.error, t)}</Notice> : null}

      <Table
        caption={t('payments.incidents')}
        head={
          <>
            <Th>{t('payments.time')}</Th>
            <Th>{t('payments.kind')}</Th>
            <Th>{t('payments.request')}</Th>
            <Th align="end">{t('payments.reported')}</Th>
            <Th>{t('payments.status')}</Th>
            <Th align="end">{t('payments.actions')}</Th>
          </>
        }
      >
        <QueryRows
          query={incidents}
          columns={6}
          rows={rows}
          empty={t('payments.none')}
          keepRowsOnError
          render={(incident) => {
            const actions = actionsFor(incident);
            const busy = resolve.isPending && resolve.variables?.incident.id === incident.id;
            return (
              <Tr key={incident.id} data-testid={`bo-incident-row-${incident.id}`} data-status={incident.status}>
                <Td label={t('payments.time')} className="whitespace-nowrap text-gray-300">
                  {formatDateTime(incident.createdAt, language)}
                  <span className="block text-xs text-gray-500">{t('payments.incidentNo', { id: incident.id })}</span>
                </Td>
                <Td label={t('payments.kind')}>
                  <span className="font-medium text-white" title={incident.description}>
                    {paymentKindText(incident, t)}
                  </span>
                  <span className="block text-xs text-gray-400">{channelText(incident.channel, t)}</span>
                </Td>
                <Td label={t('payments.request')}>
                  <RequestCell incident={incident} />
                </Td>
                <Td label={t('payments.reported')} className="text-end whitespace-nowrap">
                  {incident.reportedAmount !== null && incident.reportedAmount !== undefined ? (
                    <span className="font-semibold text-amber-200 tabular-nums" data-testid={`bo-incident-reported-${incident.id}`}>
                      {formatAgentMoney(incident.reportedAmount, incident.reportedCurrency ?? '')}
                    </span>
                  ) : (
                    <span className="text-gray-500">
                      {t('payments.notReported')}
                      {incident.reportedCurrency ? ` · ${incident.reportedCurrency}` : ''}
                    </span>
                  )}
                </Td>
                <Td label={t('payments.status')}>
                  <IncidentStatusBadge incident={incident} />
                  {incident.status !== 'open' && incident.resolution ? (
                    <span className="mt-1 block text-xs text-gray-300">
                      {t('payments.resolution', { action: actionText(incident.resolution, t) })}
                      {incident.resolvedAt ? <span className="text-gray-500"> · {formatDateTime(incident.resolvedAt, language)}</span> : null}
                    </span>
                  ) : null}
                  {incident.note ? (
                    <span className="mt-0.5 block max-w-64 text-xs break-words text-gray-400 max-md:ms-auto">
                      {t('payments.note')}: {incident.note}
                    </span>
                  ) : null}
                </Td>
                <td className={cn('px-3 py-2.5 max-md:mt-2 max-md:p-0', !actions.length && 'max-md:hidden')}>
                  {actions.length ? (
                    <div className={cn('flex flex-wrap justify-end gap-2', ACTION_GRID[actions.length])}>
                      {actions.map((action) => (
                        <Button
                          key={action}
                          variant={action === 'credit' || action === 'paid' ? 'confirm' : 'outline'}
                          size="sm"
                          disabled={busy}
                          onClick={() => {
                            setDialogError(null);
                            setDecision({ incident, action });
                          }}
                          aria-label={t('payments.actionLabel', { action: actionText(action, t), id: incident.id })}
                          data-testid={`bo-incident-${action}-${incident.id}`}
                          className={action === 'dismiss' || action === 'refund' ? 'hover:border-red-400/60 hover:text-red-200' : undefined}
                        >
                          {actionText(action, t)}
                        </Button>
                      ))}
                    </div>
                  ) : null}
                </td>
              </Tr>
            );
          }}
        />
      </Table>

      <ResolveDialog
        decision={decision}
        pending={resolve.isPending}
        error={dialogError}
        onCancel={() => setDecision(null)}
        onConfirm={(note) => decision && resolve.mutate({ ...decision, note })}
      />
    </section>
  );
}
