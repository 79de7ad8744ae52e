import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { localeTag } from '@/lib/date';
import { newIdempotencyKey } from '@/lib/idempotency';

import { describeStaffError } from '../api/errors';
import { engagementApi, engagementKeys, rewardQueueQuery } from '../api/engagement-api';
import type { RewardStatus, StaffRewardRedemption } from '../api/engagement-types';

import { CsvButton } from './csv-button';
import { REWARD_REDEMPTION_COLUMNS } from './csv-columns';
import { nameIn } from './engagement-model';
import { KindBadge } from './engagement-text';
import { SelectField } from './form-controls';
import { formatDateTime } from './format';
import { Money } from './money';
import { DismissibleNotice, type NoticeMessage } from './notice';
import { RemarkDecisionForm } from './remark-decision-form';
import { Section } from './section';
import { BADGE_PILL } from './status-badge';
import { QueryRows, Table, Td, Th, Tr } from './table';

type Action = 'fulfil' | 'reject';
interface Decision {
  redemption: StaffRewardRedemption;
  action: Action;
}

const STATUSES = ['pending', 'fulfilled', 'rejected', 'delivered'] as const satisfies readonly RewardStatus[];
const STATUS_TONE: Record<RewardStatus, string> = {
  pending: 'bg-amber-500/15 text-amber-300 ring-amber-400/30',
  fulfilled: 'bg-emerald-500/15 text-emerald-300 ring-emerald-400/30',
  delivered: 'bg-sky-500/15 text-sky-300 ring-sky-400/30',
  rejected: 'bg-gray-500/15 text-gray-300 ring-gray-400/30',
};

function RewardStatusBadge({ status }: { status: RewardStatus }) {
  const { t } = useTranslation('backoffice');
  return (
    <span className={cn(BADGE_PILL, STATUS_TONE[status])} data-status={status}>
      {t(`engagement.rewardStatus.${status}`)}
    </span>
  );
}

/** Fulfil (with the serial sent, if any) or reject (the diamonds go back) one redemption, once per dialog. */
function DecisionForm({ decision, onClose, onDone }: { decision: Decision; onClose: () => void; onDone: (next: StaffRewardRedemption) => void }) {
  const { t, i18n } = useTranslation('backoffice');
  const queryClient = useQueryClient();
  // One key per dialog: a retry after a lost answer never decides twice.
  const [key] = useState(newIdempotencyKey);
  const [serial, setSerial] = useState('');
  const { redemption, action } = decision;

  const decide = useMutation({
    mutationFn: (remark: string) =>
      engagementApi.decideReward(redemption.id, action, action === 'fulfil' && serial.trim() ? { remark, serial: serial.trim() } : { remark }, key),
    onSuccess: (next) => {
      void queryClient.invalidateQueries({ queryKey: [...engagementKeys.all, 'rewards'] });
      onDone(next);
    },
  });

  return (
    <RemarkDecisionForm
      testId="bo-reward-decision"
      error={decide.isError ? describeStaffError(decide.error, t) : null}
      errorTestId="bo-reward-decision-error"
      retryable
      pending={decide.isPending}
      onConfirm={(remark) => decide.mutate(remark)}
      onCancel={onClose}
      remarkLabel={t('engagement.queue.remark')}
      remarkMissing={t('engagement.queue.remarkRequired')}
      remarkHint={t(action === 'fulfil' ? 'engagement.queue.fulfilHint' : 'engagement.queue.rejectHint')}
      remarkTestId="bo-reward-remark"
      confirmLabel={t(`engagement.queue.${action}`)}
      confirmTestId="bo-reward-confirm"
      danger={action === 'reject'}
    >
      <p className="text-sm text-gray-300">
        {t(action === 'fulfil' ? 'engagement.queue.fulfilText' : 'engagement.queue.rejectText', {
          item: nameIn(redemption.name, i18n.language),
          username: redemption.username,
          price: redemption.price,
        })}
      </p>
      {action === 'fulfil' ? (
        <TextField
          label={t('engagement.queue.serial')}
          value={serial}
          onChange={(e) => setSerial(e.target.value)}
          maxLength={64}
          autoComplete="off"
          hint={t('engagement.queue.serialHint')}
          data-testid="bo-reward-serial"
        />
      ) : null}
    </RemarkDecisionForm>
  );
}

/** The redemptions of reward items, the pending ones (physical items waiting for staff) first. */
export function RewardQueue() {
  const { t, i18n } = useTranslation('backoffice');
  const language = i18n.language;
  const locale = localeTag(language);
  const [status, setStatus] = useState<RewardStatus | ''>('pending');
  const [decision, setDecision] = useState<Decision | null>(null);
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const query = useQuery(rewardQueueQuery(status));
  const rows = query.data ?? [];

  return (
    <Section
      title={t('engagement.queue.title')}
      note={t('engagement.queue.note')}
      testId="bo-reward-queue"
      actions={
        <span className="flex flex-wrap items-end gap-2">
          <SelectField
            label={t('engagement.queue.status')}
            value={status}
            onChange={(e) => setStatus(e.target.value as RewardStatus | '')}
            options={[
              ...STATUSES.map((s) => ({ value: s, label: t(`engagement.rewardStatus.${s}`) })),
              { value: '', label: t('engagement.queue.all') },
            ]}
            testId="bo-reward-queue-status"
            className="w-48"
          />
          <CsvButton
            filename={`reward-redemptions${status ? `-${status}` : ''}.csv`}
            rows={rows}
            columns={REWARD_REDEMPTION_COLUMNS}
            testId="bo-reward-queue-csv"
          />
        </span>
      }
    >
      <DismissibleNotice notice={notice} onDismiss={() => setNotice(null)} testId="bo-reward-queue-notice" />
      <Table
        caption={t('engagement.queue.title')}
        head={
          <>
            <Th>{t('engagement.queue.createdAt')}</Th>
            <Th>{t('engagement.queue.player')}</Th>
            <Th>{t('engagement.queue.item')}</Th>
            <Th align="end">{t('engagement.rewards.price')}</Th>
            <Th>{t('engagement.queue.serial')}</Th>
            <Th>{t('engagement.queue.status')}</Th>
            <Th align="end">{t('engagement.actions')}</Th>
          </>
        }
      >
        <QueryRows
          query={query}
          columns={7}
          rows={rows}
          empty={t('engagement.queue.empty')}
          render={(r) => (
            <Tr key={r.id} data-testid={`bo-reward-redemption-${r.id}`}>
              <Td label={t('engagement.queue.createdAt')} className="whitespace-nowrap text-gray-300">
                {formatDateTime(r.createdAt, language)}
              </Td>
              <Td label={t('engagement.queue.player')}>
                <span className="text-white">{r.username}</span>
                <span className="block text-xs text-gray-500">#{r.playerId}</span>
              </Td>
              <Td label={t('engagement.queue.item')}>
                <span className="text-white">{nameIn(r.name, language)}</span>
                <span className="mt-1 flex items-center gap-2 text-xs text-gray-400 max-md:justify-end">
                  <KindBadge tone="sky">{t(`engagement.rewardKind.${r.kind}`)}</KindBadge>
                  {r.kind === 'credit' ? <Money amount={r.amount} /> : null}
                  {r.kind === 'spins' ? t('engagement.spinsCount', { n: r.amount.toLocaleString(locale) }) : null}
                </span>
              </Td>
              <Td label={t('engagement.rewards.price')} className="text-end tabular-nums text-white">
                {t('engagement.diamondsCount', { n: r.price.toLocaleString(locale) })}
              </Td>
              <Td label={t('engagement.queue.serial')} className="font-mono text-xs text-gray-200">
                {r.serial ?? '—'}
              </Td>
              <Td label={t('engagement.queue.status')}>
                <RewardStatusBadge status={r.status} />
                {r.remark ? <span className="mt-1 block text-xs text-gray-400">{r.remark}</span> : null}
              </Td>
              <Td label={t('engagement.actions')} className="text-end">
                {r.status === 'pending' ? (
                  <span className="inline-flex flex-wrap justify-end gap-2">
                    <Button size="sm" variant="confirm" onClick={() => setDecision({ redemption: r, action: 'fulfil' })} data-testid={`bo-reward-fulfil-${r.id}`}>
                      {t('engagement.queue.fulfil')}
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => setDecision({ redemption: r, action: 'reject' })} data-testid={`bo-reward-reject-${r.id}`}>
                      {t('engagement.queue.reject')}
                    </Button>
                  </span>
                ) : (
                  <span className="text-xs text-gray-500">{r.decidedAt ? formatDateTime(r.decidedAt, language) : '—'}</span>
                )}
              </Td>
            </Tr>
          )}
        />
      </Table>
      <Dialog
        open={!!decision}
        onClose={() => setDecision(null)}
        title={decision ? t(`engagement.queue.${decision.action}Title`, { id: decision.redemption.id }) : ''}
      >
        {decision ? (
          <DecisionForm
            key={`${decision.redemption.id}-${decision.action}`}
            decision={decision}
            onClose={() => setDecision(null)}
            onDone={(next) => {
              setDecision(null);
              setNotice({ tone: 'success', text: t('engagement.queue.done', { id: next.id, status: t(`engagement.rewardStatus.${next.status}`) }) });
            }}
          />
        ) : null}
      </Dialog>
    </Section>
  );
}
