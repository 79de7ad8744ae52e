import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
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
import { RemarkDecisionForm } from './remark-decision-form';
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

  return (
    <RemarkDecisionForm
      testId="bo-award-dialog"
      error={decide.isError ? describeStaffError(decide.error, t) : null}
      errorTestId="bo-award-dialog-error"
      retryable
      pending={decide.isPending}
      onConfirm={(text) => decide.mutate(text)}
      onCancel={onClose}
      remarkLabel={t('income.decision.remark')}
      remarkMissing={t('income.decision.remarkRequired')}
      remarkHint={t('income.decision.remarkHint')}
      remarkTestId="bo-award-remark"
      confirmLabel={t(`income.awards.${action}`)}
      confirmTestId="bo-award-confirm"
      danger={action === 'void'}
    >
      <p className="text-sm text-gray-300">
        {t(TEXT[action], { amount: formatAgentMoney(award.amount, currency), kind: t(`income.kind.${award.kind}`), username: award.username })}
      </p>
    </RemarkDecisionForm>
  );
}

/**
 * Asks the required remark of a hold, release or void and sends it (with its own idempotency
 * key); `onDone` gets the award as the server now has it.
 */
function AwardDecisionDialog({
  decision,
  onClose,
  onDone,
}: {
  decision: AwardDecision | null;
  onClose: () => void;
  onDone: (award: StaffAward) => void;
}) {
  const { t } = useTranslation('backoffice');
  return (
    <Dialog
      open={!!decision}
      onClose={onClose}
      title={decision ? t('income.decision.title', { action: t(`income.awards.${decision.action}`), id: decision.award.id }) : ''}
    >
      {decision ? (
        <DecisionForm key={`${decision.award.id}-${decision.action}`} decision={decision} onClose={onClose} onDone={onDone} />
      ) : null}
    </Dialog>
  );
}

/**
 * Hold, release and void of a list of awards: `decide` asks the remark of one in `dialog` (to
 * place in the page), and after the decision `onDecided` gets what to say ("Award #12: held").
 */
export function useAwardDecision(onDecided: (text: string) => void) {
  const { t } = useTranslation('backoffice');
  const [decision, setDecision] = useState<AwardDecision | null>(null);
  const close = useCallback(() => setDecision(null), []);
  const dialog = (
    <AwardDecisionDialog
      decision={decision}
      onClose={close}
      onDone={(award) => {
        setDecision(null);
        onDecided(t('income.decision.done', { id: award.id, status: t(`income.awardStatus.${award.status}`) }));
      }}
    />
  );
  return { decide: setDecision, dialog };
}
