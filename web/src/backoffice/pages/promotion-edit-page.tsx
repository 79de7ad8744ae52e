import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';

import { Button } from '@/components/ui/button';
import { ChevronRightIcon } from '@/components/ui/icons';

import { promotionKeys, promotionsQuery } from '../api/promotions-api';
import { describeStaffError } from '../api/errors';
import { AdminOnlyNote } from '../components/admin-only';
import { PageHeader } from '../components/layout';
import { Notice } from '../components/notice';
import { PromotionForm } from '../components/promotion-form';
import { emptyForm, formOf } from '../components/promotion-model';
import { PromotionReport } from '../components/promotion-report';
import { promotionName } from '../components/promotion-text';
import { useIsAdmin } from '../hooks/use-staff';
import { BO_PATHS } from '../paths';
import type { StaffPromotion } from '../types';

import type { SavedState } from './promotions-page';

function Back() {
  const { t } = useTranslation('backoffice');
  return (
    <Link to={BO_PATHS.promotions} className="inline-flex items-center gap-1 text-sm text-gray-400 hover:text-white">
      <ChevronRightIcon className="size-4 rotate-180" />
      {t('promoForm.back')}
    </Link>
  );
}

/**
 * A new promotion (`/promotions/new`) or one to change (`/promotions/:id`), with its report. The
 * agent's admin alone makes and changes them: other staff read a saved one.
 */
export function PromotionEditPage() {
  const { t, i18n } = useTranslation('backoffice');
  const admin = useIsAdmin();
  const params = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [reportOpen, setReportOpen] = useState(false);
  const creating = params.id === undefined;
  const id = Number(params.id);
  const valid = creating || (Number.isInteger(id) && id > 0);
  const list = useQuery({ ...promotionsQuery(), enabled: !creating && valid });
  const promotion = creating ? undefined : list.data?.find((p) => p.id === id);

  function saved(next: StaffPromotion) {
    queryClient.setQueryData<StaffPromotion[]>(promotionKeys.list(), (previous) =>
      previous ? [...previous.filter((p) => p.id !== next.id), next] : previous,
    );
    void queryClient.invalidateQueries({ queryKey: promotionKeys.list() });
    const state: SavedState = { saved: { name: promotionName(next.name, i18n.language), created: creating } };
    navigate(BO_PATHS.promotions, { state });
  }
  const cancel = () => navigate(BO_PATHS.promotions);

  if (creating) {
    return (
      <div className="flex flex-col gap-1">
        <Back />
        <PageHeader title={t('promoForm.createTitle')} subtitle={admin ? t('promoForm.createSubtitle') : undefined} />
        {admin ? <PromotionForm initial={emptyForm()} onSaved={saved} onCancel={cancel} /> : <AdminOnlyNote testId="bo-promo-admin-only">{t('roles.promotions')}</AdminOnlyNote>}
      </div>
    );
  }

  if (!valid || list.isError || (list.data && !promotion)) {
    return (
      <div className="flex flex-col items-start gap-4">
        <Back />
        <Notice tone="error" testId="bo-promo-missing">
          {valid && list.isError ? describeStaffError(list.error, t) : t('promoForm.notFound')}
        </Notice>
        {valid && list.isError ? (
          <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
            {t('app.retry')}
          </Button>
        ) : null}
      </div>
    );
  }
  if (!promotion) return <p className="py-10 text-center text-gray-400">{t('app.loading')}</p>;

  return (
    <div className="flex flex-col gap-1">
      <Back />
      <PageHeader
        title={promotionName(promotion.name, i18n.language)}
        subtitle={t('promoForm.editSubtitle', { id: promotion.id })}
      />
      <details className="pp-card mb-5 p-4 sm:p-5" data-testid="bo-promo-edit-report" onToggle={(e) => setReportOpen(e.currentTarget.open)}>
        <summary className="cursor-pointer text-base font-semibold text-white">{t('promotions.report')}</summary>
        {reportOpen ? (
          <div className="mt-4 max-w-xl">
            <PromotionReport promotion={promotion} />
          </div>
        ) : null}
      </details>
      <PromotionForm key={promotion.id} initial={formOf(promotion)} promotionId={promotion.id} onSaved={saved} onCancel={cancel} />
    </div>
  );
}
