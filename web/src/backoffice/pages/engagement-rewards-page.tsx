import { useTranslation } from 'react-i18next';

import { localeTag } from '@/lib/date';

import { engagementApi, rewardItemsQuery } from '../api/engagement-api';
import type { StaffRewardItem } from '../api/engagement-types';
import { REWARD_ITEM_COLUMNS } from '../components/csv-columns';
import { CellLines, EngagementEditor, EngagementListPage, EngagementTable, NewRowLink, PictureLink, listRows } from '../components/engagement-list';
import { emptyRewardItemForm, rewardItemBodyOfSaved, rewardItemFormOf } from '../components/engagement-model';
import { RewardItemEditForm } from '../components/engagement-reward-form';
import { RewardQueue } from '../components/engagement-reward-queue';
import { KindBadge } from '../components/engagement-text';
import { Money } from '../components/money';
import type { NoticeMessage } from '../components/notice';
import { Section } from '../components/section';
import { Td } from '../components/table';

const REWARDS = listRows({ section: 'rewards', query: rewardItemsQuery, nameOf: (item: StaffRewardItem) => item.name, csvColumns: REWARD_ITEM_COLUMNS });

/** The reward items players buy with diamonds, with a quick on/off switch. */
function RewardItems({ notice, setNotice }: { notice: NoticeMessage | null; setNotice: (notice: NoticeMessage | null) => void }) {
  const { t, i18n } = useTranslation('backoffice');
  const locale = localeTag(i18n.language);

  return (
    <Section title={t('engagement.rewards.items')} testId="bo-reward-items" actions={<NewRowLink section="rewards" size="sm" />}>
      <EngagementTable
        rows={REWARDS}
        caption={t('engagement.rewards.items')}
        columns={[
          { label: t('engagement.form.name') },
          { label: t('engagement.rewards.kind') },
          { label: t('engagement.rewards.price'), end: true },
          { label: t('engagement.rewards.stock'), end: true },
        ]}
        update={(item, active) => engagementApi.updateRewardItem(item.id, { ...rewardItemBodyOfSaved(item), active })}
        notice={notice}
        setNotice={setNotice}
        cells={(item, name) => (
          <>
            <Td label={t('engagement.form.name')}>
              <PictureLink section="rewards" id={item.id} src={item.imageUrl}>
                {name}
              </PictureLink>
            </Td>
            <Td label={t('engagement.rewards.kind')}>
              <CellLines>
                <KindBadge tone="sky">{t(`engagement.rewardKind.${item.kind}`)}</KindBadge>
                <span className="text-gray-200">
                  {item.kind === 'credit' ? <Money amount={item.amount} /> : null}
                  {item.kind === 'spins' ? t('engagement.spinsCount', { n: item.amount.toLocaleString(locale) }) : null}
                </span>
              </CellLines>
            </Td>
            <Td label={t('engagement.rewards.price')} className="text-end tabular-nums text-white">
              {t('engagement.diamondsCount', { n: item.price.toLocaleString(locale) })}
            </Td>
            <Td label={t('engagement.rewards.stock')} className="text-end tabular-nums text-gray-200">
              <span data-testid={`bo-reward-stock-${item.id}`}>{item.stock === null ? '∞' : item.stock.toLocaleString(locale)}</span>
            </Td>
          </>
        )}
      />
    </Section>
  );
}

/** Rewards (docs/engagement.md §5): the items bought with diamonds (`?edit=new|id`) and the fulfilment queue. */
export function EngagementRewardsPage() {
  return (
    <EngagementListPage
      section="rewards"
      list={(notice, setNotice) => (
        <div className="flex flex-col gap-8">
          <RewardItems notice={notice} setNotice={setNotice} />
          <RewardQueue />
        </div>
      )}
      editor={(edit, onDone) => (
        <EngagementEditor rows={REWARDS} edit={edit} onDone={onDone} Form={RewardItemEditForm} formOf={rewardItemFormOf} empty={emptyRewardItemForm} />
      )}
    />
  );
}
