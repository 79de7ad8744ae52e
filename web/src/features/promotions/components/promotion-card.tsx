import { useTranslation } from 'react-i18next';

import { Button, ButtonLink } from '@/components/ui/button';
import { CheckCircleIcon, DepositIcon, InfoIcon, LoginIcon } from '@/components/ui/icons';

import { promotionName, reasonText } from '../conditions';
import { promotionTypeName, type Promotion } from '../types';
import { ConditionList } from './condition-list';
import { PromotionImage } from './promotion-image';

/** The type of a promotion as a small label. */
export function PromotionTypeBadge({ typeId }: { typeId: number }) {
  const { t } = useTranslation('promotions');
  return (
    <span className="inline-flex items-center rounded-full bg-primary/15 px-2.5 py-0.5 text-xs font-medium text-accent-strong ring-1 ring-accent/25">
      {t(`types.${promotionTypeName(typeId)}`)}
    </span>
  );
}

/** Why a promotion cannot be claimed now, in place of the claim button. */
export function ReasonNote({ reason }: { reason: string | null | undefined }) {
  const { t } = useTranslation('promotions');
  return (
    <p
      className="flex items-start gap-2 rounded-xl bg-warning/10 px-3 py-2.5 text-sm text-warning-fg"
      data-testid="promotion-reason"
      data-reason={reason ?? ''}
    >
      <InfoIcon className="mt-0.5 size-4 shrink-0" />
      <span>{reasonText(reason, t)}</span>
    </p>
  );
}

/**
 * One promotion: its picture, name, type and conditions, and what the player can do: claim it
 * (then deposit), see that it is the one chosen, read why not, or (a guest) log in.
 */
export function PromotionCard({
  promotion,
  signedIn,
  reserved,
  claiming,
  onClaim,
}: {
  promotion: Promotion;
  signedIn: boolean;
  reserved: boolean;
  claiming: boolean;
  onClaim(promotion: Promotion): void;
}) {
  const { t, i18n } = useTranslation('promotions');
  const name = promotionName(promotion, i18n.language);
  let action;
  if (!signedIn) {
    action = (
      <ButtonLink to="/login" variant="outline" block icon={<LoginIcon className="size-4" />}>
        {t('page.loginToClaim')}
      </ButtonLink>
    );
  } else if (reserved) {
    action = (
      <div className="flex flex-col gap-2">
        <p className="flex items-center gap-2 rounded-xl bg-primary/10 px-3 py-2.5 text-sm font-medium text-accent-pale" data-testid="promotion-reserved">
          <CheckCircleIcon className="size-4 shrink-0 text-accent" />
          {t('claim.reserved')}
        </p>
        <ButtonLink to="/deposit" block icon={<DepositIcon className="size-4" />}>
          {t('reservation.deposit')}
        </ButtonLink>
      </div>
    );
  } else if (promotion.claimable === false) {
    action = <ReasonNote reason={promotion.reason} />;
  } else {
    action = (
      <Button block loading={claiming} onClick={() => onClaim(promotion)} data-testid="promotion-claim">
        {t('claim.button')}
      </Button>
    );
  }
  return (
    <article
      className="pp-card flex flex-col overflow-hidden"
      aria-label={name}
      data-testid="promotion-card"
      data-promotion-id={promotion.id}
    >
      <PromotionImage src={promotion.imageUrl} alt={name} className="aspect-[2/1] w-full" />
      <div className="flex flex-1 flex-col gap-3 p-4 sm:p-5">
        <div className="flex flex-col items-start gap-1.5">
          <PromotionTypeBadge typeId={promotion.promotionTypeId} />
          <h3 className="text-base font-semibold text-strong sm:text-lg">{name}</h3>
        </div>
        <div>
          <p className="mb-1.5 text-xs font-semibold tracking-wide text-muted uppercase">{t('page.conditions')}</p>
          <ConditionList promotion={promotion} />
        </div>
        <div className="mt-auto pt-1">{action}</div>
      </div>
    </article>
  );
}
