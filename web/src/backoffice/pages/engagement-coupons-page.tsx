import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { localeTag } from '@/lib/date';

import { couponsQuery, engagementApi, engagementKeys } from '../api/engagement-api';
import type { StaffCoupon } from '../api/engagement-types';
import { COUPON_COLUMNS } from '../components/csv-columns';
import { CouponCodes, CouponRedemptions } from '../components/engagement-coupon-codes';
import { CouponEditForm } from '../components/engagement-coupon-form';
import { CellLines, EngagementEditor, EngagementListPage, EngagementTable, editLinkOf, listRows } from '../components/engagement-list';
import { couponBodyOfSaved, couponFormOf, emptyCouponForm, nameIn } from '../components/engagement-model';
import { KindBadge, periodText } from '../components/engagement-text';
import { Money } from '../components/money';
import type { NoticeMessage } from '../components/notice';
import { Td } from '../components/table';

const COUPONS = listRows({ section: 'coupons', query: couponsQuery, nameOf: (c: StaffCoupon) => c.name, csvColumns: COUPON_COLUMNS });

/** What a coupon pays, in a few words. */
function CouponPrize({ coupon }: { coupon: StaffCoupon }) {
  const { t, i18n } = useTranslation('backoffice');
  if (coupon.type === 'credit') {
    const multiple = coupon.turnoverMultiple;
    return (
      <>
        <Money amount={coupon.amount} />
        {multiple > 0 ? <span className="block text-xs text-gray-500">{t('engagement.turnoverTimes', { multiple })}</span> : null}
      </>
    );
  }
  if (coupon.type === 'spins') return <>{t('engagement.spinsCount', { n: coupon.spins.toLocaleString(localeTag(i18n.language)) })}</>;
  return <>{coupon.promotion ? nameIn(coupon.promotion, i18n.language) : `#${coupon.promotionId ?? '—'}`}</>;
}

/** The coupons of the agent with a quick on/off switch. */
function CouponList({ notice, setNotice }: { notice: NoticeMessage | null; setNotice: (notice: NoticeMessage | null) => void }) {
  const { t, i18n } = useTranslation('backoffice');
  const language = i18n.language;
  const locale = localeTag(language);

  return (
    <div className="flex flex-col gap-3">
      <EngagementTable
        rows={COUPONS}
        caption={t('engagement.coupons.title')}
        columns={[
          { label: t('engagement.coupons.code') },
          { label: t('engagement.form.name') },
          { label: t('engagement.coupons.type') },
          { label: t('engagement.form.period') },
          { label: t('engagement.coupons.used'), end: true },
        ]}
        update={(coupon, active) => engagementApi.updateCoupon(coupon.id, { ...couponBodyOfSaved(coupon), active })}
        notice={notice}
        setNotice={setNotice}
        cells={(c, name) => (
          <>
            <Td label={t('engagement.coupons.code')}>
              <Link to={editLinkOf('coupons', c.id)} className="font-mono font-medium text-primary-300 hover:underline" data-testid={`bo-coupon-edit-${c.id}`}>
                {c.code ?? t('engagement.coupons.batchOnly')}
              </Link>
              {c.codes > 0 ? (
                <span className="block text-xs text-gray-500">{t('engagement.coupons.batchCodes', { count: c.codes.toLocaleString(locale) })}</span>
              ) : null}
            </Td>
            <Td label={t('engagement.form.name')} className="text-white">
              {name}
            </Td>
            <Td label={t('engagement.coupons.type')}>
              <CellLines>
                <KindBadge>{t(`engagement.couponType.${c.type}`)}</KindBadge>
                <span className="text-gray-200">
                  <CouponPrize coupon={c} />
                </span>
              </CellLines>
            </Td>
            <Td label={t('engagement.form.period')} className="text-xs text-gray-300">
              {periodText(c.startsAt, c.endsAt, language, t('engagement.always'))}
            </Td>
            <Td label={t('engagement.coupons.used')} className="text-end tabular-nums whitespace-nowrap text-white">
              <span data-testid={`bo-coupon-used-${c.id}`}>
                {c.used.toLocaleString(locale)} / {c.usesTotal > 0 ? c.usesTotal.toLocaleString(locale) : '∞'}
              </span>
            </Td>
          </>
        )}
      />
    </div>
  );
}

/** A saved coupon's codes and redemptions, under its form. */
function CouponExtras({ coupon }: { coupon: StaffCoupon }) {
  const queryClient = useQueryClient();
  return (
    <>
      <CouponCodes
        coupon={coupon}
        onGenerated={(total) =>
          queryClient.setQueryData<StaffCoupon[]>(engagementKeys.coupons(), (previous) =>
            previous?.map((c) => (c.id === coupon.id ? { ...c, codes: total } : c)),
          )
        }
      />
      <CouponRedemptions coupon={coupon} />
    </>
  );
}

/** Coupons (docs/engagement.md §2): the list, a coupon's form (`?edit=new|id`), its codes and redemptions. */
export function EngagementCouponsPage() {
  return (
    <EngagementListPage
      section="coupons"
      newInHeader
      list={(notice, setNotice) => <CouponList notice={notice} setNotice={setNotice} />}
      editor={(edit, onDone) => (
        <EngagementEditor
          rows={COUPONS}
          edit={edit}
          onDone={onDone}
          Form={CouponEditForm}
          formOf={couponFormOf}
          empty={emptyCouponForm}
          after={(coupon) => <CouponExtras coupon={coupon} />}
        />
      )}
    />
  );
}
