import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { localeTag } from '@/lib/date';
import { newIdempotencyKey } from '@/lib/idempotency';

import { boKeys } from '../api/backoffice-api';
import { describeStaffError } from '../api/errors';
import { incomeApi, incomeKeys, type AwardAction } from '../api/income-api';
import { useCurrency } from '../hooks/use-staff';
import { BO_PATHS } from '../paths';
import type { StaffAward } from '../types';

import { formatDateTime, formatDay } from './format';
import { AwardStatusBadge, KindBadge } from './income-parts';
import { formatAgentMoney, Money } from './money';
import { NoteField } from './note-field';
import { Notice } from './notice';
import { QueryRows, Td, Th, Tr } from './table';

/** An award and what staff are about to do with it. */
export interface AwardDecision {
  award: StaffAward;
  action: AwardAction;
}

/** What may be done with an award now: hold or void an open one, release or void a held one. */
export function actionsOf(award: StaffAward): AwardAction[] {
  if (award.status === 'open') return ['hold', 'void'];
  if (award.status === 'held') return ['release', 'void'];
  return [];
}

/** The period of an award or a run: one day, or its first and last day. */
export function periodText(start: string, end: string, locale: string): string {
  return start === end ? formatDay(start, locale) : `${formatDay(start, locale)} – ${formatDay(end, locale)}`;
}

/** The header cells of an awards table; `withPlayer` adds the player's column. */
export function AwardsHead({ withPlayer = true }: { withPlayer?: boolean }) {
  const { t } = useTranslation('backoffice');
  return (
    <>
      <Th>{t('income.awards.created')}</Th>
      {withPlayer ? <Th>{t('income.awards.player')}</Th> : null}
      <Th>{t('income.program')}</Th>
      <Th>{t('income.awards.period')}</Th>
      <Th align="end">{t('income.awards.basis')}</Th>
      <Th align="end">{t('income.awards.amount')}</Th>
      <Th>{t('income.awards.status')}</Th>
      <Th align="end">{t('income.awards.actions')}</Th>
    </>
  );
}

/** The number of columns of `AwardsHead`. */
export const awardColumns = (withPlayer = true) => (withPlayer ? 8 : 7);

/** The rows of an awards table, each with the actions its status allows. */
export function AwardRows({
  query,
  rows,
  withPlayer = true,
  onDecide,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; data: unknown; refetch(): Promise<unknown> };
  rows: readonly StaffAward[];
  withPlayer?: boolean;
  onDecide: (decision: AwardDecision) => void;
}) {
  const { t, i18n } = useTranslation('backoffice');
  const language = i18n.language;
  const locale = localeTag(language);
  return (
    <QueryRows
      query={query}
      columns={awardColumns(withPlayer)}
      rows={rows}
      empty={t('income.awards.empty')}
      keepRowsOnError
      render={(award) => (
        <Tr key={award.id} data-testid={`bo-award-${award.id}`}>
          <Td label={t('income.awards.created')} className="whitespace-nowrap text-gray-300">
            {formatDateTime(award.createdAt, language)}
            <span className="block text-xs text-gray-500">#{award.id}</span>
          </Td>
          {withPlayer ? (
            <Td label={t('income.awards.player')}>
              <Link to={BO_PATHS.player(award.playerId)} className="font-medium text-primary-300 hover:underline">
                {award.username}
              </Link>
              <span className="block text-xs text-gray-500">#{award.playerId}</span>
            </Td>
          ) : null}
          <Td label={t('income.program')}>
            <KindBadge kind={award.kind} />
          </Td>
          <Td label={t('income.awards.period')} className="whitespace-nowrap text-gray-300">
            {periodText(award.periodStart, award.periodEnd, locale)}
            {award.status === 'open' && award.expiresAt ? (
              <span className="block text-xs text-gray-500">{t('income.awards.expiresAt', { when: formatDateTime(award.expiresAt, language) })}</span>
            ) : null}
            {award.paidAt ? (
              <span className="block text-xs text-gray-500">{t('income.awards.paidAt', { when: formatDateTime(award.paidAt, language) })}</span>
            ) : null}
          </Td>
          <Td label={t('income.awards.basis')} className="text-end text-gray-300">
            <Money amount={award.basis} />
          </Td>
          <Td label={t('income.awards.amount')} className="text-end font-medium text-white">
            <Money amount={award.amount} />
          </Td>
          <Td label={t('income.awards.status')}>
            <AwardStatusBadge status={award.status} />
            {award.remark ? <span className="mt-1 block max-w-56 text-xs break-words text-gray-400">{award.remark}</span> : null}
          </Td>
          <Td label={t('income.awards.actions')} className="text-end">
            <span className="inline-flex flex-wrap justify-end gap-2">
              {actionsOf(award).map((action) => (
                <Button
                  key={action}
                  variant="outline"
                  size="sm"
                  onClick={() => onDecide({ award, action })}
                  aria-label={t('income.awards.actionLabel', { action: t(`income.awards.${action}`), id: award.id, username: award.username })}
                  data-testid={`bo-award-${action}-${award.id}`}
                  className={action === 'void' ? 'border-red-400/40 text-red-200 hover:bg-red-500/10' : undefined}
                >
                  {t(`income.awards.${action}`)}
                </Button>
              ))}
            </span>
          </Td>
        </Tr>
      )}
    />
  );
}

const TEXT = { hold: 'income.decision.holdText', release: 'income.decision.releaseText', void: 'income.decision.voidText' } as const;

function DecisionForm({ decision, onClose, onDone }: { decision: AwardDecision; onClose: () => void; onDone: (award: StaffAward) => void }) {
  const { t } = useTranslation('backoffice');
  const currency = useCurrency();
  const queryClient = useQueryClient();
  const id = useId();
  const [remark, setRemark] = useState('');
  const [missing, setMissing] = useState(false);
  // One key per dialog: a retry after a lost answer never decides twice.
  const [key] = useState(newIdempotencyKey);
  const { award, action } = decision;

  const decide = useMutation({
    mutationFn: (text: string) => incomeApi.decide(award.id, action, text, key),
    onSuccess: (next) => {
      void queryClient.invalidateQueries({ queryKey: incomeKeys.all });
      void queryClient.invalidateQueries({ queryKey: boKeys.player(award.playerId) });
      onDone(next);
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const text = remark.trim();
    if (!text) {
      setMissing(true);
      return;
    }
    decide.mutate(text);
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="bo-award-dialog">
      <p className="text-sm text-gray-300">
        {t(TEXT[action], { amount: formatAgentMoney(award.amount, currency), kind: t(`income.kind.${award.kind}`), username: award.username })}
      </p>
      {decide.isError ? (
        <Notice tone="error" testId="bo-award-dialog-error">
          {describeStaffError(decide.error, t)}
          <span className="mt-1 block text-xs opacity-80">{t('adjust.retryNote')}</span>
        </Notice>
      ) : null}
      <NoteField
        id={`${id}-remark`}
        label={t('income.decision.remark')}
        value={remark}
        onChange={(value) => {
          setRemark(value);
          if (value.trim()) setMissing(false);
        }}
        missing={missing}
        missingText={t('income.decision.remarkRequired')}
        hint={t('income.decision.remarkHint')}
        testId="bo-award-remark"
      />
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onClose} disabled={decide.isPending}>
          {t('app.cancel')}
        </Button>
        <Button
          type="submit"
          variant={action === 'void' ? 'ghost' : 'confirm'}
          loading={decide.isPending}
          data-testid="bo-award-confirm"
          className={action === 'void' ? 'bg-red-600 text-white hover:bg-red-500' : undefined}
        >
          {decide.isError ? t('app.retry') : t(`income.awards.${action}`)}
        </Button>
      </div>
    </form>
  );
}

/**
 * Asks the required remark of a hold, release or void and sends it (with its own idempotency
 * key); `onDone` gets the award as the server now has it.
 */
export function AwardDecisionDialog({
  decision,
  onClose,
  onDone,
}: {
  decision: AwardDecision | null;
  onClose: () => void;
  onDone: (award: StaffAward) => void;
}) {
  const { t } = useTranslation('backoffice');
  const close = useCallback(() => onClose(), [onClose]);
  return (
    <Dialog
      open={!!decision}
      onClose={close}
      title={decision ? t('income.decision.title', { action: t(`income.awards.${decision.action}`), id: decision.award.id }) : ''}
    >
      {decision ? (
        <DecisionForm key={`${decision.award.id}-${decision.action}`} decision={decision} onClose={close} onDone={onDone} />
      ) : null}
    </Dialog>
  );
}

/** The notice after a decision: "Award #12: held". */
export function useDecisionNotice() {
  const { t } = useTranslation('backoffice');
  return (award: StaffAward) => t('income.decision.done', { id: award.id, status: t(`income.awardStatus.${award.status}`) });
}
