import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

import { ButtonLink } from '@/components/ui/button';
import { localeTag } from '@/lib/date';

import { engagementApi, engagementKeys, rewardItemsQuery } from '../api/engagement-api';
import type { StaffRewardItem } from '../api/engagement-types';
import { describeStaffError } from '../api/errors';
import { EngagementFrame } from '../components/engagement-frame';
import { emptyRewardItemForm, nameIn, rewardItemBodyOfSaved, rewardItemFormOf } from '../components/engagement-model';
import { RewardItemEditForm } from '../components/engagement-reward-form';
import { RewardQueue } from '../components/engagement-reward-queue';
import { BackLink, KindBadge, MissingNotice, Thumbnail } from '../components/engagement-text';
import { Switch } from '../components/form-controls';
import { Money } from '../components/money';
import { DismissibleNotice, type NoticeMessage } from '../components/notice';
import { Section } from '../components/section';
import { QueryRows, Table, Td, Th, Tr } from '../components/table';
import { BO_PATHS } from '../paths';

const editLink = (id: number | 'new') => `${BO_PATHS.engagementRewards}?edit=${id}`;

/** The reward items players buy with diamonds, with a quick on/off switch. */
function RewardItems({ notice, setNotice }: { notice: NoticeMessage | null; setNotice: (notice: NoticeMessage | null) => void }) {
  const { t, i18n } = useTranslation('backoffice');
  const language = i18n.language;
  const locale = localeTag(language);
  const queryClient = useQueryClient();
  const list = useQuery(rewardItemsQuery());
  const rows = list.data ?? [];

  const toggle = useMutation({
    mutationFn: ({ item, active }: { item: StaffRewardItem; active: boolean }) =>
      engagementApi.updateRewardItem(item.id, { ...rewardItemBodyOfSaved(item), active }),
    onMutate: () => setNotice(null),
    onSuccess: (next) => {
      queryClient.setQueryData<StaffRewardItem[]>(engagementKeys.rewardItems(), (previous) => previous?.map((i) => (i.id === next.id ? next : i)));
      setNotice({ tone: 'success', text: t('engagement.saved', { name: nameIn(next.name, language) }) });
    },
    onError: (error) => {
      setNotice({ tone: 'error', text: describeStaffError(error, t) });
      void queryClient.invalidateQueries({ queryKey: engagementKeys.rewardItems() });
    },
  });

  return (
    <Section
      title={t('engagement.rewards.items')}
      testId="bo-reward-items"
      actions={
        <ButtonLink to={editLink('new')} size="sm" data-testid="bo-reward-new">
          {t('engagement.rewards.new')}
        </ButtonLink>
      }
    >
      <DismissibleNotice notice={notice} onDismiss={() => setNotice(null)} testId="bo-rewards-notice" />
      <Table
        caption={t('engagement.rewards.items')}
        head={
          <>
            <Th>{t('engagement.form.name')}</Th>
            <Th>{t('engagement.rewards.kind')}</Th>
            <Th align="end">{t('engagement.rewards.price')}</Th>
            <Th align="end">{t('engagement.rewards.stock')}</Th>
            <Th>{t('engagement.form.active')}</Th>
          </>
        }
      >
        <QueryRows
          query={list}
          columns={5}
          rows={rows}
          empty={t('engagement.rewards.empty')}
          keepRowsOnError
          render={(item) => {
            const name = nameIn(item.name, language);
            return (
              <Tr key={item.id} data-testid={`bo-reward-row-${item.id}`}>
                <Td label={t('engagement.form.name')}>
                  <span className="flex items-center gap-3 max-md:flex-row-reverse">
                    <Thumbnail src={item.imageUrl} />
                    <Link to={editLink(item.id)} className="font-medium break-words text-primary-300 hover:underline" data-testid={`bo-reward-edit-${item.id}`}>
                      {name}
                    </Link>
                  </span>
                </Td>
                <Td label={t('engagement.rewards.kind')}>
                  <span className="flex flex-col items-start gap-1 max-md:items-end">
                    <KindBadge tone="sky">{t(`engagement.rewardKind.${item.kind}`)}</KindBadge>
                    <span className="text-gray-200">
                      {item.kind === 'credit' ? <Money amount={item.amount} /> : null}
                      {item.kind === 'spins' ? t('engagement.spinsCount', { n: item.amount.toLocaleString(locale) }) : null}
                    </span>
                  </span>
                </Td>
                <Td label={t('engagement.rewards.price')} className="text-end tabular-nums text-white">
                  {t('engagement.diamondsCount', { n: item.price.toLocaleString(locale) })}
                </Td>
                <Td label={t('engagement.rewards.stock')} className="text-end tabular-nums text-gray-200">
                  <span data-testid={`bo-reward-stock-${item.id}`}>{item.stock === null ? '∞' : item.stock.toLocaleString(locale)}</span>
                </Td>
                <Td label={t('engagement.form.active')}>
                  <Switch
                    checked={item.active}
                    label={t('engagement.toggleActive', { name })}
                    busy={toggle.isPending && toggle.variables?.item.id === item.id}
                    onChange={(active) => toggle.mutate({ item, active })}
                    testId={`bo-reward-active-${item.id}`}
                  />
                </Td>
              </Tr>
            );
          }}
        />
      </Table>
    </Section>
  );
}

function RewardEditor({ edit, onDone }: { edit: string; onDone: (notice: NoticeMessage | null) => void }) {
  const { t, i18n } = useTranslation('backoffice');
  const queryClient = useQueryClient();
  const creating = edit === 'new';
  const id = Number(edit);
  const list = useQuery({ ...rewardItemsQuery(), enabled: !creating });
  const item = creating ? undefined : list.data?.find((i) => i.id === id);

  function saved(next: StaffRewardItem) {
    queryClient.setQueryData<StaffRewardItem[]>(engagementKeys.rewardItems(), (previous) =>
      previous ? [...previous.filter((i) => i.id !== next.id), next] : previous,
    );
    void queryClient.invalidateQueries({ queryKey: engagementKeys.rewardItems() });
    onDone({ tone: 'success', text: t(creating ? 'engagement.created' : 'engagement.saved', { name: nameIn(next.name, i18n.language) }) });
  }

  const back = <BackLink to={BO_PATHS.engagementRewards}>{t('engagement.rewards.back')}</BackLink>;
  if (!creating && !item) {
    if (list.isPending) return <p className="py-10 text-center text-gray-400">{t('app.loading')}</p>;
    return (
      <div className="flex flex-col">
        {back}
        <MissingNotice error={list.isError ? list.error : null} retry={() => void list.refetch()} testId="bo-reward-missing" />
      </div>
    );
  }
  return (
    <div className="flex flex-col">
      {back}
      <h2 className="mb-4 text-lg font-semibold text-white">
        {item ? t('engagement.rewards.editTitle', { name: nameIn(item.name, i18n.language) }) : t('engagement.rewards.new')}
      </h2>
      <RewardItemEditForm
        key={item?.id ?? 'new'}
        initial={item ? rewardItemFormOf(item) : emptyRewardItemForm()}
        itemId={item?.id}
        onSaved={saved}
        onCancel={() => onDone(null)}
      />
    </div>
  );
}

/** Rewards (docs/engagement.md §5): the items bought with diamonds (`?edit=new|id`) and the fulfilment queue. */
export function EngagementRewardsPage() {
  const [params, setParams] = useSearchParams();
  const edit = params.get('edit');
  const [notice, setNotice] = useState<NoticeMessage | null>(null);

  function done(next: NoticeMessage | null) {
    setNotice(next);
    setParams({});
  }

  return (
    <EngagementFrame section="rewards">
      {edit ? (
        <RewardEditor key={edit} edit={edit} onDone={done} />
      ) : (
        <div className="flex flex-col gap-8">
          <RewardItems notice={notice} setNotice={setNotice} />
          <RewardQueue />
        </div>
      )}
    </EngagementFrame>
  );
}
