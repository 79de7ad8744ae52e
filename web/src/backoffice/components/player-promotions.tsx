import { useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/field';
import { isApiError } from '@/lib/api';
import { newIdempotencyKey } from '@/lib/idempotency';
import { currencyDecimals } from '@/lib/money';

import { boKeys } from '../api/backoffice-api';
import { describeStaffError, errorCodeOf } from '../api/errors';
import { playerPromotionsQuery, promotionKeys, promotionsApi, promotionsQuery } from '../api/promotions-api';
import { useCurrency, useIsAdmin } from '../hooks/use-staff';
import type { GrantPromotionBody, PlayerPromotion } from '../types';

import { AdminOnlyNote } from './admin-only';
import { CsvButton } from './csv-button';
import { PLAYER_PROMOTION_COLUMNS } from './csv-columns';
import { formatDateTime } from './format';
import { ChoiceField, SelectField } from './form-controls';
import { formatAgentMoney, Money } from './money';
import { DismissibleNotice, Notice, RetryNotice, type NoticeMessage } from './notice';
import { MANUAL_BY_ADMIN, MAX_MULTIPLIER, parseFigure } from './promotion-model';
import { ClaimStatusBadge, endReasonText, promotionName, PromotionTypeBadge } from './promotion-text';
import { QueryCard } from './query-card';
import { RemarkDecisionForm } from './remark-decision-form';
import { Fact, Section } from './section';
import { QueryRows, Table, Td, Th, Tr } from './table';

const ACTIVE = '0005';

/** Turnover done of required, as a bar (full when reached). */
export function TurnoverBar({ claim }: { claim: PlayerPromotion }) {
  const { t } = useTranslation('backoffice');
  const percent = Math.round(Math.min(1, Math.max(0, claim.progress)) * 100);
  return (
    <div className="flex min-w-36 flex-col gap-1">
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label={t('playerPromo.turnover')}
        className="h-2 overflow-hidden rounded-full bg-white/10"
      >
        <div
          className={claim.turnoverReached ? 'h-full rounded-full bg-emerald-400' : 'h-full rounded-full bg-primary-400'}
          style={{ width: `${percent}%` }}
        />
      </div>
      <span className="text-xs text-gray-300 tabular-nums" data-testid={`bo-claim-progress-${claim.bonusId}`}>
        <Money amount={claim.totalTurnOver} /> / <Money amount={claim.requiredTurnOver} /> · {percent}%
      </span>
    </div>
  );
}

function basisText(basis: number | null | undefined, t: (key: 'playerPromo.basisCredit' | 'playerPromo.basisPlay') => string) {
  return basis === 1 ? t('playerPromo.basisCredit') : t('playerPromo.basisPlay');
}

/** Asks why the promotion is ended (required); the key is made when the dialog opens, so a retry never ends twice. */
function EndDialog({
  claim,
  playerId,
  username,
  onClose,
  onEnded,
}: {
  claim: PlayerPromotion | null;
  playerId: number;
  username: string;
  onClose: () => void;
  onEnded: (ended: PlayerPromotion | null, gone: boolean) => void;
}) {
  const { t, i18n } = useTranslation('backoffice');
  const [key] = useState(newIdempotencyKey);
  const end = useMutation({
    mutationFn: (text: string) => promotionsApi.end(playerId, claim?.bonusId ?? 0, text, key),
    onSuccess: (ended) => onEnded(ended, false),
    onError: (error) => {
      // 0067: it had already ended (a player's clearing, the threshold, another staff member).
      if (errorCodeOf(error) === '0067') onEnded(null, true);
    },
  });

  // The dialog refocuses itself whenever its onClose changes: keep it stable while typing.
  const busy = end.isPending;
  const close = useCallback(() => {
    if (!busy) onClose();
  }, [busy, onClose]);

  const name = claim ? promotionName(claim.promotion.name, i18n.language) : '';
  return (
    <Dialog open={!!claim} onClose={close} title={t('playerPromo.endTitle')}>
      {claim ? (
        <RemarkDecisionForm
          testId="bo-claim-end-dialog"
          error={end.isError ? describeStaffError(end.error, t) : null}
          errorTestId="bo-claim-end-error"
          retryable
          pending={busy}
          onConfirm={(text) => end.mutate(text)}
          onCancel={close}
          remarkLabel={t('playerPromo.remark')}
          remarkMissing={t('playerPromo.remarkRequired')}
          remarkHint={t('playerPromo.remarkHint')}
          remarkTestId="bo-claim-end-remark"
          confirmLabel={t('playerPromo.endConfirm')}
          confirmTestId="bo-claim-end-confirm"
          danger
        >
          <p className="text-sm text-gray-300">
            {t('playerPromo.endText', { name, username })}
            <span className="mt-1 block text-xs text-gray-400">{t('playerPromo.endSeize')}</span>
          </p>
        </RemarkDecisionForm>
      ) : null}
    </Dialog>
  );
}

function CurrentPromotion({ claim, onEnd }: { claim: PlayerPromotion | undefined; onEnd: (claim: PlayerPromotion) => void }) {
  const { t, i18n } = useTranslation('backoffice');
  const language = i18n.language;
  if (!claim) {
    return (
      <section className="pp-card p-4 sm:p-5 lg:col-span-2" data-testid="bo-claim-current">
        <h3 className="mb-2 text-base font-semibold text-white">{t('playerPromo.current')}</h3>
        <p className="text-sm text-gray-400">{t('playerPromo.noneActive')}</p>
      </section>
    );
  }
  const name = promotionName(claim.promotion.name, language);
  const manual = claim.conditionManual !== null;
  return (
    <section className="pp-card flex flex-col gap-4 p-4 sm:p-5 lg:col-span-2" data-testid="bo-claim-current">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-base font-semibold text-white">{t('playerPromo.current')}</h3>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-gray-200">
            <span className="font-medium text-white" data-testid="bo-claim-current-name">
              {name}
            </span>
            <PromotionTypeBadge typeId={claim.promotion.promotionTypeId} fallback={claim.promotion.promotionType} />
            <ClaimStatusBadge claim={claim} />
          </p>
          <p className="mt-0.5 text-xs text-gray-500">
            {claim.promotionCode} · {t('playerPromo.startedAt', { when: formatDateTime(claim.startedAt, language) })}
          </p>
        </div>
        <Button
          variant="outline"
          size="sm"
          onClick={() => onEnd(claim)}
          aria-label={t('playerPromo.endLabel', { name })}
          data-testid="bo-claim-end"
          className="border-red-400/40 text-red-200 hover:bg-red-500/10"
        >
          {t('playerPromo.end')}
        </Button>
      </div>
      <div>
        <p className="mb-1.5 text-sm text-gray-400">
          {t('playerPromo.turnover')} · {basisText(claim.turnBasis, t)}
          {claim.turnoverReached ? <span className="ms-2 text-emerald-300">{t('playerPromo.reached')}</span> : null}
        </p>
        <TurnoverBar claim={claim} />
      </div>
      <dl className="grid gap-x-6 divide-white/5 sm:grid-cols-2">
        <Fact label={t('playerPromo.bonus')} testId="bo-claim-current-bonus">
          <Money amount={claim.bonus} />
        </Fact>
        <Fact label={t('playerPromo.deposit')}>
          <Money amount={claim.cashPromotion} />
        </Fact>
        <Fact label={t('playerPromo.remaining')}>
          <Money amount={claim.remainingTurnOver} />
        </Fact>
        <Fact label={t('playerPromo.maximumWithdraw')}>
          <Money amount={claim.maximumWithdraw} />
        </Fact>
        <Fact label={t('playerPromo.withdrawable')}>
          <Money amount={claim.withdrawable} />
        </Fact>
        {manual ? (
          <Fact label={t('playerPromo.manualTurn')}>
            {claim.turnTypeManual === 2
              ? t('playerPromo.manualMultiple', { n: Number(claim.turnOverManual ?? 0) })
              : t('playerPromo.manualAmount')}
          </Fact>
        ) : null}
        <Fact label={t('playerPromo.games')}>
          {claim.gameConfig.length === 0
            ? t('playerPromo.allGames')
            : claim.gameConfig
                .map((rule) => `${rule.category}: ${(rule.providers ?? ['all']).join(', ')}`)
                .join(' · ')}
        </Fact>
        {claim.remark ? <Fact label={t('playerPromo.remark')}>{claim.remark}</Fact> : null}
      </dl>
    </section>
  );
}

interface PendingGrant {
  body: GrantPromotionBody;
  name: string;
  /** One key per reviewed grant: a retry of the same grant sends it again. */
  key: string;
}

interface GrantErrors {
  promotionId?: string;
  bonus?: string;
  turnOverManual?: string;
}

/** Grant a manualByAdmin promotion with its own bonus and turn: fill in, review, confirm. */
function GrantForm({ playerId, username, blocked, onGranted }: { playerId: number; username: string; blocked: boolean; onGranted: (claim: PlayerPromotion) => void }) {
  const { t, i18n } = useTranslation('backoffice');
  const currency = useCurrency();
  const promotions = useQuery(promotionsQuery());
  const manual = (promotions.data ?? []).filter((p) => p.promotionTypeId === MANUAL_BY_ADMIN);
  const [promotionId, setPromotionId] = useState('');
  const [bonus, setBonus] = useState('');
  const [conditionManual, setConditionManual] = useState<1 | 2>(2);
  const [turnTypeManual, setTurnTypeManual] = useState<1 | 2>(1);
  const [turnOver, setTurnOver] = useState('');
  const [remark, setRemark] = useState('');
  const [errors, setErrors] = useState<GrantErrors>({});
  const [pending, setPending] = useState<PendingGrant | null>(null);

  const grant = useMutation({
    mutationFn: (p: PendingGrant) => promotionsApi.grant(playerId, p.body, p.key),
    onSuccess: (claim) => {
      setPending(null);
      setBonus('');
      setTurnOver('');
      setRemark('');
      onGranted(claim);
    },
  });

  const chosen = manual.find((p) => String(p.id) === promotionId) ?? (manual.length === 1 ? manual[0] : undefined);

  function review(event: FormEvent) {
    event.preventDefault();
    const decimals = currencyDecimals(currency);
    const amount = parseFigure(bonus, decimals);
    const turn = turnTypeManual === 1 ? parseFigure(turnOver, decimals) : parseFigure(turnOver, 2, MAX_MULTIPLIER);
    const wrongAmount = decimals > 0 ? t('promoForm.err.amount') : t('promoForm.err.amountWhole');
    const next: GrantErrors = {
      promotionId: chosen ? undefined : t('playerPromo.grantPick'),
      bonus: !bonus.trim()
        ? t('promoForm.err.required')
        : amount === null
          ? wrongAmount
          : amount <= 0
            ? t('promoForm.err.positive')
            : undefined,
      turnOverManual: !turnOver.trim()
        ? t('promoForm.err.required')
        : turn === null
          ? turnTypeManual === 1
            ? wrongAmount
            : t('promoForm.err.multiplier')
          : undefined,
    };
    setErrors(next);
    if (next.promotionId || next.bonus || next.turnOverManual || !chosen || amount === null || turn === null) return;
    grant.reset();
    setPending({
      body: { promotionId: chosen.id, bonus: amount, conditionManual, turnTypeManual, turnOverManual: turn, remark: remark.trim() },
      name: promotionName(chosen.name, i18n.language),
      key: newIdempotencyKey(),
    });
  }

  function grantError(error: unknown): string {
    if (isApiError(error) && error.errorCode === '0066' && error.systemMsg === 'active_promotion') return t('playerPromo.grantActive');
    if (isApiError(error) && error.errorCode === '0040' && error.fields.includes('promotionId')) return t('playerPromo.grantMissing');
    return describeStaffError(error, t);
  }

  if (promotions.isPending) return <p className="text-sm text-gray-400">{t('app.loading')}</p>;
  if (promotions.isError) {
    return (
      <div className="flex flex-col items-start gap-2 text-sm text-gray-400">
        <span role="alert">{describeStaffError(promotions.error, t)}</span>
        <Button variant="outline" size="sm" onClick={() => void promotions.refetch()}>
          {t('app.retry')}
        </Button>
      </div>
    );
  }
  if (manual.length === 0) {
    return (
      <p className="text-sm text-gray-400" data-testid="bo-grant-none">
        {t('playerPromo.grantNoManual')}
      </p>
    );
  }

  if (pending) {
    const turnText =
      pending.body.turnTypeManual === 1
        ? formatAgentMoney(Number(pending.body.turnOverManual), currency)
        : t('playerPromo.manualMultiple', { n: Number(pending.body.turnOverManual) });
    return (
      <div className="flex flex-col gap-4" data-testid="bo-grant-confirmation">
        <div className="rounded-xl border border-white/10 bg-white/[0.03] p-4">
          <p className="text-sm text-gray-400">{t('playerPromo.grantConfirmTitle')}</p>
          <p className="mt-1 text-base font-semibold text-white">
            {t('playerPromo.grantConfirmText', { name: pending.name, username, bonus: formatAgentMoney(Number(pending.body.bonus), currency) })}
          </p>
          <p className="mt-1 text-sm text-gray-300">
            {t('playerPromo.grantTurnText', { turn: turnText, basis: basisText(pending.body.conditionManual, t) })}
          </p>
          {pending.body.remark ? (
            <p className="mt-1 text-sm break-words text-gray-300">
              {t('playerPromo.remark')}: {pending.body.remark}
            </p>
          ) : null}
        </div>
        {grant.isError ? <RetryNotice testId="bo-grant-error">{grantError(grant.error)}</RetryNotice> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button
            variant="ghost"
            onClick={() => {
              grant.reset();
              setPending(null);
            }}
            disabled={grant.isPending}
            data-testid="bo-grant-edit"
          >
            {t('adjust.edit')}
          </Button>
          <Button variant="confirm" onClick={() => grant.mutate(pending)} loading={grant.isPending} data-testid="bo-grant-confirm">
            {grant.isError ? t('app.retry') : t('playerPromo.grantConfirm')}
          </Button>
        </div>
      </div>
    );
  }

  // One promotion at a time: while one runs there is nothing to grant.
  if (blocked) {
    return (
      <Notice tone="warning" testId="bo-grant-blocked">
        {t('playerPromo.grantBlocked')}
      </Notice>
    );
  }

  return (
    <form onSubmit={review} noValidate className="flex flex-col gap-4" data-testid="bo-grant-form">
      <SelectField
        label={t('playerPromo.grantPromotion')}
        value={chosen ? String(chosen.id) : promotionId}
        onChange={(e) => {
          setPromotionId(e.target.value);
          setErrors((previous) => ({ ...previous, promotionId: undefined }));
        }}
        options={[
          ...(manual.length > 1 ? [{ value: '', label: t('playerPromo.grantPick') }] : []),
          ...manual.map((p) => ({
            value: String(p.id),
            label: p.isActive ? promotionName(p.name, i18n.language) : `${promotionName(p.name, i18n.language)} (${t('promotions.off')})`,
          })),
        ]}
        error={errors.promotionId}
        testId="bo-grant-promotion"
        required
      />
      <TextField
        label={`${t('playerPromo.bonus')}${currency ? ` (${currency})` : ''}`}
        name="bonus"
        value={bonus}
        onChange={(e) => setBonus(e.target.value)}
        inputMode="decimal"
        autoComplete="off"
        error={errors.bonus}
        data-testid="bo-grant-bonus"
        required
      />
      <ChoiceField
        legend={t('playerPromo.grantCondition')}
        value={conditionManual}
        onChange={setConditionManual}
        options={[
          { value: 1, label: t('promoForm.turnBasisCredit') },
          { value: 2, label: t('promoForm.turnBasisPlay') },
        ]}
        testId="bo-grant-condition"
      />
      <ChoiceField
        legend={t('playerPromo.grantTurnType')}
        value={turnTypeManual}
        onChange={setTurnTypeManual}
        options={[
          { value: 1, label: t('promoForm.turnUnit') },
          { value: 2, label: t('promoForm.turnMulti') },
        ]}
        testId="bo-grant-turn-type"
      />
      <TextField
        label={turnTypeManual === 1 ? `${t('playerPromo.grantTurnAmount')}${currency ? ` (${currency})` : ''}` : t('playerPromo.grantTurnMultiple')}
        name="turnOverManual"
        value={turnOver}
        onChange={(e) => setTurnOver(e.target.value)}
        inputMode="decimal"
        autoComplete="off"
        error={errors.turnOverManual}
        hint={turnTypeManual === 1 ? t('playerPromo.grantTurnAmountHint') : t('playerPromo.grantTurnMultipleHint', { max: MAX_MULTIPLIER })}
        data-testid="bo-grant-turn"
        required
      />
      <TextField
        label={t('playerPromo.remark')}
        name="remark"
        value={remark}
        onChange={(e) => setRemark(e.target.value)}
        maxLength={255}
        autoComplete="off"
        hint={t('playerPromo.remarkHint')}
        data-testid="bo-grant-remark"
      />
      <div className="flex justify-end">
        <Button type="submit" data-testid="bo-grant-submit">
          {t('adjust.review')}
        </Button>
      </div>
    </form>
  );
}

/** History of the player's promotions, the current one first. */
function ClaimsTable({ query, claims }: { query: UseQueryResult<PlayerPromotion[]>; claims: PlayerPromotion[] }) {
  const { t, i18n } = useTranslation('backoffice');
  const language = i18n.language;
  return (
    <Table
      caption={t('playerPromo.history')}
      head={
        <>
          <Th>{t('playerPromo.promotion')}</Th>
          <Th>{t('playerPromo.period')}</Th>
          <Th align="end">{t('playerPromo.bonus')}</Th>
          <Th>{t('playerPromo.turnover')}</Th>
          <Th align="end">{t('playerPromo.seized')}</Th>
          <Th>{t('playerPromo.statusLabel')}</Th>
          <Th>{t('playerPromo.endReason')}</Th>
        </>
      }
    >
      <QueryRows
        query={query}
        columns={7}
        rows={claims}
        empty={t('playerPromo.none')}
        render={(claim) => (
          <Tr key={claim.bonusId} data-testid={`bo-claim-${claim.bonusId}`}>
            <Td label={t('playerPromo.promotion')}>
              <span className="font-medium text-white">{promotionName(claim.promotion.name, language)}</span>
              <span className="block text-xs text-gray-500">
                {claim.promotionCode} · #{claim.bonusId}
              </span>
            </Td>
            <Td label={t('playerPromo.period')} className="whitespace-nowrap text-gray-300">
              {formatDateTime(claim.startedAt, language)}
              <span className="block text-xs text-gray-500">{claim.endedAt ? formatDateTime(claim.endedAt, language) : t('playerPromo.running')}</span>
            </Td>
            <Td label={t('playerPromo.bonus')} className="text-end text-white">
              <Money amount={claim.bonus} />
            </Td>
            <Td label={t('playerPromo.turnover')}>
              <TurnoverBar claim={claim} />
              <span className="block text-xs text-gray-500">{basisText(claim.turnBasis, t)}</span>
            </Td>
            <Td label={t('playerPromo.seized')} className={claim.seized > 0 ? 'text-end text-red-300' : 'text-end text-gray-300'}>
              <Money amount={claim.seized} />
            </Td>
            <Td label={t('playerPromo.statusLabel')}>
              <ClaimStatusBadge claim={claim} />
            </Td>
            <Td label={t('playerPromo.endReason')} className="text-gray-300">
              {claim.statusCode === ACTIVE ? '—' : endReasonText(claim.endReason, t)}
              {claim.remark ? <span className="block text-xs break-words text-gray-500">{claim.remark}</span> : null}
            </Td>
          </Tr>
        )}
      />
    </Table>
  );
}

/** The player's promotions: the current one with its turnover and an end action, the grant form (the admin's), and the history. */
export function PlayerPromotions({ playerId, username }: { playerId: number; username: string }) {
  const { t, i18n } = useTranslation('backoffice');
  const currency = useCurrency();
  const admin = useIsAdmin();
  const queryClient = useQueryClient();
  const claims = useQuery(playerPromotionsQuery(playerId));
  const rows = claims.data ?? [];
  const current = rows.find((claim) => claim.statusCode === ACTIVE);
  const [ending, setEnding] = useState<PlayerPromotion | null>(null);
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const closeEnd = useCallback(() => setEnding(null), []);

  function refresh() {
    void queryClient.invalidateQueries({ queryKey: boKeys.player(playerId) });
    void queryClient.invalidateQueries({ queryKey: promotionKeys.all });
  }

  return (
    <Section
      title={t('playerPromo.title')}
      note={t('playerPromo.note')}
      testId="bo-player-promotions"
      compact
      actions={<CsvButton filename={`player-${playerId}-promotions.csv`} rows={rows} columns={PLAYER_PROMOTION_COLUMNS} testId="bo-player-promotions-csv" />}
    >
      <DismissibleNotice notice={notice} onDismiss={() => setNotice(null)} testId="bo-claim-notice" />
      <div className="grid items-start gap-4 lg:grid-cols-3">
        <QueryCard query={claims} className="lg:col-span-2">
          {() => <CurrentPromotion claim={current} onEnd={setEnding} />}
        </QueryCard>
        <section className="pp-card p-4 sm:p-5" data-testid="bo-grant-section">
          <h3 className="mb-1 text-base font-semibold text-white">{t('playerPromo.grant')}</h3>
          {admin ? (
            <>
              <p className="mb-3 text-xs text-gray-400">{t('playerPromo.grantText')}</p>
              <GrantForm
                playerId={playerId}
                username={username}
                blocked={!!current}
                onGranted={(claim) => {
                  setNotice({
                    tone: 'success',
                    text: t('playerPromo.granted', { name: promotionName(claim.promotion.name, i18n.language), username }),
                  });
                  refresh();
                }}
              />
            </>
          ) : (
            <AdminOnlyNote testId="bo-grant-admin-only">{t('roles.grantPromotion')}</AdminOnlyNote>
          )}
        </section>
      </div>
      <ClaimsTable query={claims} claims={rows} />
      <EndDialog
        key={ending?.bonusId ?? 'closed'}
        claim={ending}
        playerId={playerId}
        username={username}
        onClose={closeEnd}
        onEnded={(ended, gone) => {
          setEnding(null);
          setNotice(
            gone
              ? { tone: 'warning', text: t('playerPromo.alreadyEnded') }
              : { tone: 'success', text: t('playerPromo.ended', { seized: formatAgentMoney(ended?.seized ?? 0, currency) }) },
          );
          refresh();
        }}
      />
    </Section>
  );
}
