import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { isApiError } from '@/lib/api';
import { newIdempotencyKey } from '@/lib/idempotency';
import { currencyDecimals } from '@/lib/money';
import type { BackofficeKey } from '@/locales';

import { boKeys } from '../api/backoffice-api';
import { describeStaffError } from '../api/errors';
import { alliancesQuery, incomeApi, incomeKeys, playerIncomeQuery } from '../api/income-api';
import { useCurrency, useIsAdmin } from '../hooks/use-staff';
import { BO_PATHS } from '../paths';
import type { PlayerIncome as Income, StaffBonusBody } from '../types';

import { AdminOnlyNote } from './admin-only';
import { useCheckedForm, type FieldErrors } from './checked-form';
import { CsvButton } from './csv-button';
import { AWARD_COLUMNS } from './csv-columns';
import { formatDateTime } from './format';
import { AwardRows, AwardsHead, useAwardDecision } from './income-awards';
import { formatAgentMoney, Money } from './money';
import { DismissibleNotice, RetryNotice, type NoticeMessage } from './notice';
import { MAX_MULTIPLIER, parseFigure } from './promotion-model';
import { QueryCard } from './query-card';
import { Fact, Section } from './section';
import { BADGE_PILL } from './status-badge';
import { Table, TableRows, Td, Th, Tr } from './table';

function SelfReferralBadge() {
  const { t } = useTranslation('backoffice');
  return <span className={`${BADGE_PILL} bg-amber-500/15 text-amber-300 ring-amber-400/30`}>{t('playerIncome.selfReferralFlag')}</span>;
}

/** The player's alliance by code and name (the id alone until the list is known). */
function AllianceName({ id }: { id: number }) {
  const alliances = useQuery(alliancesQuery());
  const alliance = alliances.data?.find((a) => a.id === id);
  return <>{alliance ? `${alliance.code} · ${alliance.name}` : `#${id}`}</>;
}

function Overview({ income }: { income: Income }) {
  const { t } = useTranslation('backoffice');
  const balances = Object.entries(income.balances ?? {});
  return (
    <section className="pp-card p-4 sm:p-5 lg:col-span-2" data-testid="bo-income-overview">
      <div className="grid gap-x-6 sm:grid-cols-2">
        <dl className="divide-y divide-white/5">
          <Fact label={t('playerIncome.inviteCode')} testId="bo-income-invite">
            <span className="font-mono">{income.inviteCode}</span>
          </Fact>
          <Fact label={t('playerIncome.referrer')} testId="bo-income-referrer">
            {income.referrer ?? t('playerIncome.noReferrer')}
          </Fact>
          <Fact label={t('playerIncome.alliance')} testId="bo-income-alliance">
            {income.allianceId === null ? t('playerIncome.noAlliance') : <AllianceName id={income.allianceId} />}
          </Fact>
          {income.selfReferral ? (
            <p className="py-2 text-sm text-amber-200" data-testid="bo-income-self-referral">
              {t('playerIncome.selfReferral')}
            </p>
          ) : null}
        </dl>
        <div>
          <h3 className="mt-2 mb-1 text-sm font-medium text-gray-300 sm:mt-0">{t('playerIncome.balances')}</h3>
          <dl className="divide-y divide-white/5" data-testid="bo-income-balances">
            {balances.map(([kind, amount]) => (
              <Fact key={kind} label={t(`income.kind.${kind}` as BackofficeKey, { defaultValue: kind })} testId={`bo-income-balance-${kind}`}>
                <Money amount={amount} />
              </Fact>
            ))}
          </dl>
        </div>
      </div>
    </section>
  );
}

const GRANT_FIELDS = ['amount', 'turnover', 'remark', 'expiresAt'] as const;
type GrantField = (typeof GRANT_FIELDS)[number];

const EMPTY_GRANT = (): Record<GrantField, string> => ({ amount: '', turnover: '0', remark: '', expiresAt: '' });

/** A staff bonus (the agent's admin's): amount, turnover multiple, remark, and an optional end. */
function GrantBonus({ playerId, onGranted }: { playerId: number; onGranted: (amount: number) => void }) {
  const { t } = useTranslation('backoffice');
  const admin = useIsAdmin();
  return (
    <section className="pp-card p-4 sm:p-5" data-testid="bo-income-grant">
      <h3 className="mb-1 text-base font-semibold text-white">{t('playerIncome.grant')}</h3>
      {admin ? (
        <>
          <p className="mb-3 text-xs text-gray-400">{t('playerIncome.grantText')}</p>
          <GrantBonusForm playerId={playerId} onGranted={onGranted} />
        </>
      ) : (
        <AdminOnlyNote testId="bo-income-grant-admin-only">{t('roles.grantBonus')}</AdminOnlyNote>
      )}
    </section>
  );
}

function GrantBonusForm({ playerId, onGranted }: { playerId: number; onGranted: (amount: number) => void }) {
  const { t } = useTranslation('backoffice');
  const currency = useCurrency();
  const queryClient = useQueryClient();
  const form = useCheckedForm(EMPTY_GRANT);
  const { amount, turnover, remark, expiresAt } = form.values;
  // The key of the last bonus sent: sending the same bonus again after a failure reuses it.
  const [sent, setSent] = useState<{ body: string; key: string } | null>(null);

  const grant = useMutation({
    mutationFn: ({ body, key }: { body: StaffBonusBody; key: string }) => incomeApi.grantBonus(playerId, body, key),
    onSuccess: (_award, { body }) => {
      form.reset();
      setSent(null);
      void queryClient.invalidateQueries({ queryKey: boKeys.player(playerId) });
      void queryClient.invalidateQueries({ queryKey: incomeKeys.all });
      onGranted(Number(body.amount));
    },
    onError: (error) => {
      // 0000 names the fields it refused (an end already past, say): they show at the field.
      if (!isApiError(error) || error.errorCode !== '0000') return;
      const refused = GRANT_FIELDS.filter((field) => error.fields.includes(field));
      form.setErrors(Object.fromEntries(refused.map((field) => [field, field === 'expiresAt' ? 'income.err.future' : 'income.err.server'])));
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const decimals = currencyDecimals(currency);
    const value = parseFigure(amount, decimals);
    const multiple = parseFigure(turnover, 2, MAX_MULTIPLIER);
    const ends = expiresAt ? new Date(expiresAt) : null;
    const next: FieldErrors<GrantField> = {};
    if (!amount.trim()) next.amount = 'income.err.required';
    else if (value === null) next.amount = decimals > 0 ? 'income.err.amount' : 'income.err.amountWhole';
    else if (value <= 0) next.amount = 'income.err.positive';
    if (!turnover.trim()) next.turnover = 'income.err.required';
    else if (multiple === null) next.turnover = 'income.err.multiple';
    if (!remark.trim()) next.remark = 'income.err.required';
    if (ends && (Number.isNaN(ends.getTime()) || ends.getTime() <= Date.now())) next.expiresAt = 'income.err.future';
    form.setErrors(next);
    if (Object.keys(next).length > 0 || value === null || multiple === null) return;
    const body: StaffBonusBody = { amount: value, turnover: multiple, remark: remark.trim(), expiresAt: ends ? ends.toISOString() : null };
    const text = JSON.stringify(body);
    const key = sent?.body === text ? sent.key : newIdempotencyKey();
    setSent({ body: text, key });
    grant.mutate({ body, key });
  }

  const money = currency ? ` (${currency})` : '';

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3" data-testid="bo-income-grant-form">
      <TextField
        {...form.field('amount')}
        label={`${t('playerIncome.amount')}${money}`}
        inputMode="decimal"
        data-testid="bo-income-grant-amount"
        required
      />
      <TextField
        {...form.field('turnover')}
        label={t('playerIncome.turnover')}
        inputMode="decimal"
        hint={t('playerIncome.turnoverHint')}
        data-testid="bo-income-grant-turnover"
        required
      />
      <TextField
        {...form.field('remark')}
        label={t('playerIncome.remark')}
        maxLength={255}
        hint={t('playerIncome.remarkHint')}
        data-testid="bo-income-grant-remark"
        required
      />
      <TextField
        {...form.field('expiresAt')}
        label={t('playerIncome.expiresAt')}
        type="datetime-local"
        hint={t('playerIncome.expiresAtHint')}
        className="[&_input]:[color-scheme:dark]"
        data-testid="bo-income-grant-expires"
      />
      {grant.isError ? <RetryNotice testId="bo-income-grant-error">{describeStaffError(grant.error, t)}</RetryNotice> : null}
      <div className="flex justify-end">
        <Button type="submit" loading={grant.isPending} data-testid="bo-income-grant-submit">
          {t('playerIncome.submit')}
        </Button>
      </div>
    </form>
  );
}

function Downline({ income }: { income: Income }) {
  const { t, i18n } = useTranslation('backoffice');
  const language = i18n.language;
  return (
    <section className="flex flex-col gap-2" aria-labelledby="bo-income-downline-title">
      <h3 id="bo-income-downline-title" className="text-sm font-semibold text-white">
        {t('playerIncome.downline')}{' '}
        <span className="font-normal text-gray-400">· {t('playerIncome.downlineCount', { count: income.downline.length })}</span>
      </h3>
      <Table
        caption={t('playerIncome.downline')}
        head={
          <>
            <Th>{t('income.awards.player')}</Th>
            <Th>{t('playerIncome.level')}</Th>
            <Th>{t('playerIncome.registeredAt')}</Th>
          </>
        }
      >
        <TableRows
          columns={3}
          rows={income.downline}
          empty={t('playerIncome.downlineEmpty')}
          render={(member) => (
            <Tr key={member.playerId} data-testid={`bo-income-downline-${member.playerId}`}>
              <Td label={t('income.awards.player')}>
                <span className="inline-flex flex-wrap items-center gap-2">
                  <Link to={BO_PATHS.player(member.playerId)} className="font-medium text-primary-300 hover:underline">
                    {member.username}
                  </Link>
                  {member.selfReferral ? <SelfReferralBadge /> : null}
                </span>
              </Td>
              <Td label={t('playerIncome.level')} className="text-gray-200">
                {member.level}
              </Td>
              <Td label={t('playerIncome.registeredAt')} className="whitespace-nowrap text-gray-300">
                {formatDateTime(member.registeredAt, language)}
              </Td>
            </Tr>
          )}
        />
      </Table>
    </section>
  );
}

/** The player's income (docs/income.md §4): balances, referrer, alliance, downline, recent awards with their actions, and (the admin's) staff bonus. */
export function PlayerIncome({ playerId, username }: { playerId: number; username: string }) {
  const { t } = useTranslation('backoffice');
  const currency = useCurrency();
  const income = useQuery(playerIncomeQuery(playerId));
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const decisions = useAwardDecision((text) => setNotice({ tone: 'success', text }));

  return (
    <Section title={t('playerIncome.title')} note={t('playerIncome.note')} testId="bo-player-income" compact>
      <DismissibleNotice notice={notice} onDismiss={() => setNotice(null)} testId="bo-player-income-notice" />
      <div className="grid items-start gap-4 lg:grid-cols-3">
        <QueryCard query={income} className="lg:col-span-2">
          {(data) => <Overview income={data} />}
        </QueryCard>
        <GrantBonus
          playerId={playerId}
          onGranted={(amount) => setNotice({ tone: 'success', text: t('playerIncome.granted', { amount: formatAgentMoney(amount, currency), username }) })}
        />
      </div>
      {income.data ? (
        <>
          <Downline income={income.data} />
          <section className="flex flex-col gap-2" aria-labelledby="bo-income-awards-title">
            <div className="flex flex-wrap items-end justify-between gap-2">
              <h3 id="bo-income-awards-title" className="text-sm font-semibold text-white">
                {t('playerIncome.awards')}
              </h3>
              <CsvButton filename={`player-${playerId}-awards.csv`} rows={income.data.awards} columns={AWARD_COLUMNS} testId="bo-player-awards-csv" />
            </div>
            <Table caption={t('playerIncome.awards')} head={<AwardsHead withPlayer={false} />}>
              <AwardRows query={income} rows={income.data.awards} withPlayer={false} onDecide={decisions.decide} />
            </Table>
          </section>
        </>
      ) : null}
      {decisions.dialog}
    </Section>
  );
}
