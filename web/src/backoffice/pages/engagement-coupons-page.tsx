import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

import { ButtonLink } from '@/components/ui/button';
import { localeTag } from '@/lib/date';

import { couponsQuery, engagementApi, engagementKeys } from '../api/engagement-api';
import type { StaffCoupon } from '../api/engagement-types';
import { describeStaffError } from '../api/errors';
import { CouponCodes, CouponRedemptions } from '../components/engagement-coupon-codes';
import { CouponEditForm } from '../components/engagement-coupon-form';
import { EngagementFrame } from '../components/engagement-frame';
import { couponBodyOfSaved, couponFormOf, emptyCouponForm, nameIn } from '../components/engagement-model';
import { BackLink, KindBadge, MissingNotice, periodText } from '../components/engagement-text';
import { Switch } from '../components/form-controls';
import { Money } from '../components/money';
import { DismissibleNotice, type NoticeMessage } from '../components/notice';
import { QueryRows, Table, Td, Th, Tr } from '../components/table';
import { BO_PATHS } from '../paths';

const editLink = (id: number | 'new') => `${BO_PATHS.engagementCoupons}?edit=${id}`;

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
  const queryClient = useQueryClient();
  const list = useQuery(couponsQuery());
  const rows = list.data ?? [];

  const toggle = useMutation({
    mutationFn: ({ coupon, active }: { coupon: StaffCoupon; active: boolean }) =>
      engagementApi.updateCoupon(coupon.id, { ...couponBodyOfSaved(coupon), active }),
    onMutate: () => setNotice(null),
    onSuccess: (next) => {
      queryClient.setQueryData<StaffCoupon[]>(engagementKeys.coupons(), (previous) => previous?.map((c) => (c.id === next.id ? next : c)));
      setNotice({ tone: 'success', text: t('engagement.saved', { name: nameIn(next.name, language) }) });
    },
    onError: (error) => {
      setNotice({ tone: 'error', text: describeStaffError(error, t) });
      void queryClient.invalidateQueries({ queryKey: engagementKeys.coupons() });
    },
  });

  return (
    <div className="flex flex-col gap-3">
      <DismissibleNotice notice={notice} onDismiss={() => setNotice(null)} testId="bo-coupons-notice" />
      <Table
        caption={t('engagement.coupons.title')}
        head={
          <>
            <Th>{t('engagement.coupons.code')}</Th>
            <Th>{t('engagement.form.name')}</Th>
            <Th>{t('engagement.coupons.type')}</Th>
            <Th>{t('engagement.form.period')}</Th>
            <Th align="end">{t('engagement.coupons.used')}</Th>
            <Th>{t('engagement.form.active')}</Th>
          </>
        }
      >
        <QueryRows
          query={list}
          columns={6}
          rows={rows}
          empty={t('engagement.coupons.empty')}
          keepRowsOnError
          render={(c) => {
            const name = nameIn(c.name, language);
            return (
              <Tr key={c.id} data-testid={`bo-coupon-row-${c.id}`}>
                <Td label={t('engagement.coupons.code')}>
                  <Link to={editLink(c.id)} className="font-mono font-medium text-primary-300 hover:underline" data-testid={`bo-coupon-edit-${c.id}`}>
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
                  <span className="flex flex-col items-start gap-1 max-md:items-end">
                    <KindBadge>{t(`engagement.couponType.${c.type}`)}</KindBadge>
                    <span className="text-gray-200">
                      <CouponPrize coupon={c} />
                    </span>
                  </span>
                </Td>
                <Td label={t('engagement.form.period')} className="text-xs text-gray-300">
                  {periodText(c.startsAt, c.endsAt, language, t('engagement.always'))}
                </Td>
                <Td label={t('engagement.coupons.used')} className="text-end tabular-nums whitespace-nowrap text-white">
                  <span data-testid={`bo-coupon-used-${c.id}`}>
                    {c.used.toLocaleString(locale)} / {c.usesTotal > 0 ? c.usesTotal.toLocaleString(locale) : '∞'}
                  </span>
                </Td>
                <Td label={t('engagement.form.active')}>
                  <Switch
                    checked={c.active}
                    label={t('engagement.toggleActive', { name })}
                    busy={toggle.isPending && toggle.variables?.coupon.id === c.id}
                    onChange={(active) => toggle.mutate({ coupon: c, active })}
                    testId={`bo-coupon-active-${c.id}`}
                  />
                </Td>
              </Tr>
            );
          }}
        />
      </Table>
    </div>
  );
}

/** A new coupon, or one to change with its codes and redemptions. */
function CouponEditor({ edit, onDone }: { edit: string; onDone: (notice: NoticeMessage | null) => void }) {
  const { t, i18n } = useTranslation('backoffice');
  const queryClient = useQueryClient();
  const creating = edit === 'new';
  const id = Number(edit);
  const list = useQuery({ ...couponsQuery(), enabled: !creating });
  const coupon = creating ? undefined : list.data?.find((c) => c.id === id);

  function saved(next: StaffCoupon) {
    queryClient.setQueryData<StaffCoupon[]>(engagementKeys.coupons(), (previous) =>
      previous ? [...previous.filter((c) => c.id !== next.id), next] : previous,
    );
    void queryClient.invalidateQueries({ queryKey: engagementKeys.coupons() });
    onDone({ tone: 'success', text: t(creating ? 'engagement.created' : 'engagement.saved', { name: nameIn(next.name, i18n.language) }) });
  }

  const back = <BackLink to={BO_PATHS.engagementCoupons}>{t('engagement.coupons.back')}</BackLink>;
  if (creating) {
    return (
      <div className="flex flex-col">
        {back}
        <h2 className="mb-4 text-lg font-semibold text-white">{t('engagement.coupons.new')}</h2>
        <CouponEditForm initial={emptyCouponForm()} onSaved={saved} onCancel={() => onDone(null)} />
      </div>
    );
  }
  if (!coupon) {
    if (list.isPending) return <p className="py-10 text-center text-gray-400">{t('app.loading')}</p>;
    return (
      <div className="flex flex-col">
        {back}
        <MissingNotice error={list.isError ? list.error : null} retry={() => void list.refetch()} testId="bo-coupon-missing" />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col">
        {back}
        <h2 className="mb-4 text-lg font-semibold text-white">{t('engagement.coupons.editTitle', { name: nameIn(coupon.name, i18n.language) })}</h2>
        <CouponEditForm key={coupon.id} initial={couponFormOf(coupon)} couponId={coupon.id} onSaved={saved} onCancel={() => onDone(null)} />
      </div>
      <CouponCodes
        coupon={coupon}
        onGenerated={(total) =>
          queryClient.setQueryData<StaffCoupon[]>(engagementKeys.coupons(), (previous) =>
            previous?.map((c) => (c.id === coupon.id ? { ...c, codes: total } : c)),
          )
        }
      />
      <CouponRedemptions coupon={coupon} />
    </div>
  );
}

/** Coupons (docs/engagement.md §2): the list, a coupon's form (`?edit=new|id`), its codes and redemptions. */
export function EngagementCouponsPage() {
  const { t } = useTranslation('backoffice');
  const [params, setParams] = useSearchParams();
  const edit = params.get('edit');
  const [notice, setNotice] = useState<NoticeMessage | null>(null);

  function done(next: NoticeMessage | null) {
    setNotice(next);
    setParams({});
  }

  return (
    <EngagementFrame
      section="coupons"
      actions={
        edit ? null : (
          <ButtonLink to={editLink('new')} data-testid="bo-coupon-new">
            {t('engagement.coupons.new')}
          </ButtonLink>
        )
      }
    >
      {edit ? <CouponEditor key={edit} edit={edit} onDone={done} /> : <CouponList notice={notice} setNotice={setNotice} />}
    </EngagementFrame>
  );
}
