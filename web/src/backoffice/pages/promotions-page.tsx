import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';

import { Button, ButtonLink } from '@/components/ui/button';
import { localeTag } from '@/lib/date';

import { promotionKeys, promotionsApi, promotionsQuery } from '../api/promotions-api';
import { describeStaffError } from '../api/errors';
import { AdminOnlyNote } from '../components/admin-only';
import { CsvButton } from '../components/csv-button';
import { PROMOTION_COLUMNS } from '../components/csv-columns';
import { Switch } from '../components/form-controls';
import { PageHeader } from '../components/layout';
import { Money } from '../components/money';
import { Notice, type NoticeTone } from '../components/notice';
import { bodyOfSaved, typeShows } from '../components/promotion-model';
import { PromotionReportDialog } from '../components/promotion-report';
import { PromotionSettings } from '../components/promotion-settings';
import { bonusSummary, promotionName, PromotionTypeBadge } from '../components/promotion-text';
import { OnOffBadge } from '../components/status-badge';
import { QueryRows, Table, Td, Th, Tr } from '../components/table';
import { useCurrency, useIsAdmin } from '../hooks/use-staff';
import { BO_PATHS } from '../paths';
import type { StaffPromotion } from '../types';

/** What the edit page tells the list after a save (router state). */
export interface SavedState {
  saved?: { name: string; created: boolean };
}

type Flag = 'isActive' | 'display';

function Thumbnail({ src }: { src: string }) {
  const { t } = useTranslation('backoffice');
  const [broken, setBroken] = useState(false);
  return (
    <span className="grid h-10 w-16 shrink-0 place-items-center overflow-hidden rounded-lg border border-white/10 bg-black/30">
      {src && !broken ? (
        <img src={src} alt="" loading="lazy" className="size-full object-cover" onError={() => setBroken(true)} />
      ) : (
        <span className="text-[10px] text-gray-500">{t('promotions.noImage')}</span>
      )}
    </span>
  );
}

/**
 * Every promotion of the agent with quick switches, its report, and the promotion settings; the
 * list downloads as CSV. The agent's admin alone changes them: other staff see them read only.
 */
export function PromotionsPage() {
  const { t, i18n } = useTranslation('backoffice');
  const language = i18n.language;
  const locale = localeTag(language);
  const currency = useCurrency();
  const admin = useIsAdmin();
  const queryClient = useQueryClient();
  const location = useLocation();
  const navigate = useNavigate();
  const list = useQuery(promotionsQuery());
  const rows = list.data ?? [];
  const [reportOf, setReportOf] = useState<StaffPromotion | null>(null);
  const saved = (location.state as SavedState | null)?.saved;
  const [notice, setNotice] = useState<{ tone: NoticeTone; text: string } | null>(() =>
    saved ? { tone: 'success', text: t(saved.created ? 'promotions.created' : 'promotions.updated', { name: saved.name }) } : null,
  );

  // The saved note shows once: a reload of the list does not repeat it.
  useEffect(() => {
    if (saved) navigate(location.pathname, { replace: true, state: null });
  }, [saved, navigate, location.pathname]);

  const toggle = useMutation({
    mutationFn: ({ promotion, flag, value }: { promotion: StaffPromotion; flag: Flag; value: boolean }) =>
      promotionsApi.update(promotion.id, { ...bodyOfSaved(promotion), [flag]: value }),
    onMutate: () => setNotice(null),
    onSuccess: (next) => {
      queryClient.setQueryData<StaffPromotion[]>(promotionKeys.list(), (previous) =>
        previous?.map((p) => (p.id === next.id ? next : p)),
      );
      setNotice({ tone: 'success', text: t('promotions.updated', { name: promotionName(next.name, language) }) });
    },
    onError: (error) => {
      setNotice({ tone: 'error', text: describeStaffError(error, t) });
      void queryClient.invalidateQueries({ queryKey: promotionKeys.list() });
    },
  });

  const busy = (p: StaffPromotion, flag: Flag) => toggle.isPending && toggle.variables?.promotion.id === p.id && toggle.variables.flag === flag;

  return (
    <>
      <PageHeader
        title={t('promotions.title')}
        subtitle={t('promotions.subtitle')}
        actions={
          <div className="flex flex-wrap items-center gap-2">
            <CsvButton filename="promotions.csv" rows={rows} columns={PROMOTION_COLUMNS} testId="bo-promo-csv" />
            {admin ? (
              <ButtonLink to={BO_PATHS.promotionNew} data-testid="bo-promo-new">
                {t('promotions.create')}
              </ButtonLink>
            ) : null}
          </div>
        }
      />
      <div className="flex flex-col gap-8">
        <div className="flex flex-col gap-3">
          {admin ? null : <AdminOnlyNote testId="bo-promo-list-admin-only">{t('roles.promotions')}</AdminOnlyNote>}
          {notice ? (
            <Notice
              tone={notice.tone}
              testId="bo-promo-notice"
              onDismiss={() => setNotice(null)}
              dismissLabel={t('app.dismiss')}
            >
              {notice.text}
            </Notice>
          ) : null}
          <Table
            caption={t('promotions.title')}
            head={
              <>
                <Th>{t('promotions.name')}</Th>
                <Th>{t('promotions.type')}</Th>
                <Th>{t('promotions.bonus')}</Th>
                <Th>{t('promotions.active')}</Th>
                <Th>{t('promotions.display')}</Th>
                <Th>{t('promotions.popup')}</Th>
                <Th align="end">{t('promotions.claims')}</Th>
                <Th align="end">{t('promotions.actions')}</Th>
              </>
            }
          >
            <QueryRows
              query={list}
              columns={8}
              rows={rows}
              empty={t('promotions.empty')}
              keepRowsOnError
              render={(p) => {
                const name = promotionName(p.name, language);
                return (
                  <Tr key={p.id} data-testid={`bo-promo-row-${p.id}`}>
                    <Td label={t('promotions.name')}>
                      <span className="flex items-center gap-3 max-md:flex-row-reverse">
                        <Thumbnail src={p.imageUrl} />
                        <span className="min-w-0">
                          <Link
                            to={BO_PATHS.promotion(p.id)}
                            className="font-medium break-words text-primary-300 hover:underline"
                            data-testid={`bo-promo-name-${p.id}`}
                          >
                            {name}
                          </Link>
                          <span className="block text-xs text-gray-500">
                            #{p.id} · {t('promotions.order', { order: p.sortOrder })}
                          </span>
                        </span>
                      </span>
                    </Td>
                    <Td label={t('promotions.type')}>
                      <PromotionTypeBadge typeId={p.promotionTypeId} fallback={p.promotionType} />
                    </Td>
                    <Td label={t('promotions.bonus')} className="text-gray-200">
                      <span className="whitespace-nowrap">{bonusSummary(p, currency, t)}</span>
                      {p.turnOver.minimumDeposit > 0 && typeShows(p.promotionTypeId).minimumDeposit ? (
                        <span className="block text-xs text-gray-500">
                          {t('promotions.minimum')} <Money amount={p.turnOver.minimumDeposit} />
                        </span>
                      ) : null}
                    </Td>
                    <Td label={t('promotions.active')}>
                      {admin ? (
                        <Switch
                          checked={p.isActive}
                          label={t('promotions.toggleActive', { name })}
                          busy={busy(p, 'isActive')}
                          onChange={(value) => toggle.mutate({ promotion: p, flag: 'isActive', value })}
                          testId={`bo-promo-active-${p.id}`}
                        />
                      ) : (
                        <OnOffBadge on={p.isActive}>{t(p.isActive ? 'promotions.on' : 'promotions.off')}</OnOffBadge>
                      )}
                    </Td>
                    <Td label={t('promotions.display')}>
                      {admin ? (
                        <Switch
                          checked={p.display}
                          label={t('promotions.toggleDisplay', { name })}
                          busy={busy(p, 'display')}
                          onChange={(value) => toggle.mutate({ promotion: p, flag: 'display', value })}
                          testId={`bo-promo-display-${p.id}`}
                        />
                      ) : (
                        <OnOffBadge on={p.display}>{t(p.display ? 'promotions.on' : 'promotions.off')}</OnOffBadge>
                      )}
                    </Td>
                    <Td label={t('promotions.popup')}>
                      <span data-testid={`bo-promo-popup-${p.id}`}>
                        <OnOffBadge on={p.popup}>{t(p.popup ? 'promotions.on' : 'promotions.off')}</OnOffBadge>
                      </span>
                    </Td>
                    <Td label={t('promotions.claims')} className="text-end whitespace-nowrap tabular-nums">
                      <span className="text-white" data-testid={`bo-promo-claims-${p.id}`}>
                        {t('promotions.claimsActive', { claims: p.claims.toLocaleString(locale), active: p.active.toLocaleString(locale) })}
                      </span>
                    </Td>
                    <Td label={t('promotions.actions')} className="text-end">
                      <span className="inline-flex flex-wrap justify-end gap-2">
                        <ButtonLink
                          to={BO_PATHS.promotion(p.id)}
                          variant="outline"
                          size="sm"
                          aria-label={t(admin ? 'promotions.editLabel' : 'promotions.viewLabel', { name })}
                          data-testid={`bo-promo-edit-${p.id}`}
                        >
                          {t(admin ? 'promotions.edit' : 'promotions.view')}
                        </ButtonLink>
                        <Button
                          variant="ghost"
                          size="sm"
                          onClick={() => setReportOf(p)}
                          aria-label={t('promotions.reportLabel', { name })}
                          data-testid={`bo-promo-report-${p.id}`}
                        >
                          {t('promotions.report')}
                        </Button>
                      </span>
                    </Td>
                  </Tr>
                );
              }}
            />
          </Table>
        </div>
        <div className="max-w-2xl">
          <PromotionSettings />
        </div>
      </div>
      <PromotionReportDialog promotion={reportOf} onClose={() => setReportOf(null)} />
    </>
  );
}
