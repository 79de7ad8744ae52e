import { useTranslation } from 'react-i18next';

import { GiftIcon } from '@/components/ui/icons';
import { Page } from '@/components/ui/page';
import { BonusesPanel } from '@/features/income';
import { PromotionsContent } from '@/features/promotions';

/**
 * /promotion: the active promotion with its turnover, the day's stack top-ups and every
 * promotion shown now, with its conditions and a claim button (docs/promotions.md). Guests
 * reach it only under layout ufa-c, where they see the list and a way to log in. Above them,
 * the bonuses a signed-in player may claim (docs/income.md).
 */
export function Component() {
  const { t } = useTranslation('promotions');
  return (
    <Page title={t('page.title')} subtitle={t('page.subtitle')} icon={<GiftIcon className="size-6" />}>
      <BonusesPanel />
      <PromotionsContent />
    </Page>
  );
}
