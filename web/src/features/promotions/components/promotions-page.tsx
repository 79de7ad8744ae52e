import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { SectionTitle } from '@/components/ui/card';
import { GiftIcon } from '@/components/ui/icons';
import { LoadFailed } from '@/components/ui/load-failed';
import { EmptyState } from '@/components/ui/page';
import { toast } from '@/lib/toast';

import {
  useCurrentPromotion,
  usePromotions,
  useReservation,
  useReservePromotion,
  useSignedIn,
  useStackTopups,
} from '../hooks/use-promotions';
import type { Promotion } from '../types';
import { CurrentPromotionSection } from './current-promotion';
import { PromotionCard } from './promotion-card';
import { StackTopupCard } from './stack-topups';

function ListSkeleton() {
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <div key={i} className="h-96 animate-pulse rounded-card bg-tint/5" />
      ))}
    </div>
  );
}

/**
 * The /promotion page's content: the active promotion (turnover, withdrawable, clearing it),
 * every promotion shown now with its conditions and a claim button, or why it cannot be
 * claimed, then the day's stack top-ups. Claiming records the choice and goes to /deposit.
 */
export function PromotionsContent() {
  const { t } = useTranslation('promotions');
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  const promotions = usePromotions();
  const topups = useStackTopups();
  const current = useCurrentPromotion();
  const reservation = useReservation();
  const reserve = useReservePromotion();

  const reservedId = reservation.data?.getPromotion ? reservation.data.promotionId : null;
  const claimingId = reserve.isPending && reserve.variables?.getPromotion ? reserve.variables.promotionId : null;

  function claim(promotion: Promotion) {
    reserve.mutate(
      { getPromotion: true, promotionId: promotion.id },
      {
        onSuccess: () => {
          void toast.success({ title: t('claim.reservedTitle'), text: t('claim.reservedText') });
          void navigate('/deposit');
        },
      },
    );
  }

  const stacks = topups.data ?? [];
  return (
    <div className="flex flex-col gap-6">
      {signedIn ? <CurrentPromotionSection /> : null}

      <section className="flex flex-col gap-3" aria-labelledby="promotions-title">
        <SectionTitle id="promotions-title" icon={<GiftIcon className="size-5" />}>
          {t('page.available')}
        </SectionTitle>
        {promotions.isPending ? (
          <ListSkeleton />
        ) : promotions.isError ? (
          <LoadFailed onRetry={() => void promotions.refetch()}>{t('page.loadFailed')}</LoadFailed>
        ) : promotions.data.length === 0 ? (
          <EmptyState icon={<GiftIcon className="size-8" />} title={t('page.empty')} text={t('page.emptyText')} />
        ) : (
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="promotion-list">
            {promotions.data.map((promotion) => (
              <PromotionCard
                key={promotion.id}
                promotion={promotion}
                signedIn={signedIn}
                reserved={reservedId === promotion.id && promotion.claimable !== false}
                claiming={claimingId === promotion.id}
                onClaim={claim}
              />
            ))}
          </div>
        )}
      </section>

      {stacks.length > 0 ? (
        <section className="flex flex-col gap-3" aria-labelledby="stack-topups-title">
          <SectionTitle id="stack-topups-title" icon={<GiftIcon className="size-5" />}>
            {t('stack.title')}
          </SectionTitle>
          {stacks.map((topup) => (
            <StackTopupCard
              key={topup.promotion.id}
              topup={topup}
              signedIn={signedIn}
              blockedBy={current.data ? 'active_promotion' : null}
              claiming={claimingId === topup.promotion.id}
              onClaim={claim}
            />
          ))}
        </section>
      ) : null}
    </div>
  );
}
