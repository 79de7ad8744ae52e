import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { localeTag } from '@/lib/date';
import { newIdempotencyKey } from '@/lib/idempotency';

import { describeStaffError } from '../api/errors';
import { couponRedemptionsQuery, engagementApi, engagementKeys } from '../api/engagement-api';
import type { StaffCoupon } from '../api/engagement-types';
import { useIsAdmin } from '../hooks/use-staff';

import { AdminOnlyNote } from './admin-only';
import { CsvButton } from './csv-button';
import { COUPON_REDEMPTION_COLUMNS } from './csv-columns';
import { usePathForm } from './engagement-form';
import { MAX_CODES, normalizeCode, validateCodes, type CodesForm } from './engagement-model';
import { formatDateTime } from './format';
import { Money } from './money';
import { DismissibleNotice, RetryNotice, type NoticeMessage } from './notice';
import { Section } from './section';
import { QueryRows, Table, Td, Th, Tr } from './table';

/**
 * The coupon's batch of one-use codes: make more (count and prefix, once per request: a retry
 * after a failure sends the same key, so it never makes a second batch) and export them as CSV.
 * Only the agent's admin makes codes; other staff export them.
 */
export function CouponCodes({ coupon, onGenerated }: { coupon: StaffCoupon; onGenerated: (total: number) => void }) {
  const { t, i18n } = useTranslation('backoffice');
  const locale = localeTag(i18n.language);
  const count = coupon.codes;
  const admin = useIsAdmin();
  return (
    <Section
      title={t('engagement.codes.title')}
      note={t('engagement.codes.note', { count: count.toLocaleString(locale) })}
      testId="bo-codes"
      actions={count > 0 ? <CsvButton href={engagementApi.codesCsvUrl(coupon.id)} filename={`coupon-${coupon.id}-codes.csv`} testId="bo-codes-export" /> : null}
    >
      {admin ? <GenerateCodes coupon={coupon} onGenerated={onGenerated} /> : <AdminOnlyNote testId="bo-codes-admin-only">{t('roles.codes')}</AdminOnlyNote>}
    </Section>
  );
}

/** The form that makes a batch of codes, with what the last batch did. */
function GenerateCodes({ coupon, onGenerated }: { coupon: StaffCoupon; onGenerated: (total: number) => void }) {
  const { t, i18n } = useTranslation('backoffice');
  const locale = localeTag(i18n.language);
  const form = usePathForm<CodesForm>(() => ({ count: '100', prefix: '' }), 'bo-codes');
  // A failed request sent again unchanged keeps its key: the server makes one batch of it at most.
  const sent = useRef<{ key: string; body: string } | null>(null);
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const generate = useMutation({
    mutationFn: () => {
      const body = { count: Number(form.values.count.trim()), prefix: normalizeCode(form.values.prefix) };
      const text = JSON.stringify(body);
      if (sent.current?.body !== text) sent.current = { key: newIdempotencyKey(), body: text };
      return engagementApi.generateCodes(coupon.id, body, sent.current.key);
    },
    onSuccess: (result) => {
      sent.current = null;
      setNotice({
        tone: 'success',
        text: t('engagement.codes.generated', { count: result.created.toLocaleString(locale), total: result.total.toLocaleString(locale) }),
      });
      onGenerated(result.total);
    },
    onError: (error) => form.refuse(error),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    generate.reset();
    if (form.check(validateCodes(form.values))) generate.mutate();
  }

  return (
    <>
      <DismissibleNotice notice={notice} onDismiss={() => setNotice(null)} testId="bo-codes-notice" />
      {generate.isError ? <RetryNotice testId="bo-codes-error">{describeStaffError(generate.error, t)}</RetryNotice> : null}
      <form ref={form.formRef} onSubmit={submit} noValidate className="pp-card flex flex-col gap-4 p-4 sm:flex-row sm:items-start sm:p-5">
        <TextField
          label={t('engagement.codes.count')}
          {...form.text('count')}
          inputMode="numeric"
          hint={t('engagement.codes.countHint', { max: MAX_CODES.toLocaleString(locale) })}
          className="sm:w-40"
          required
        />
        <TextField
          label={t('engagement.codes.prefix')}
          {...form.text('prefix')}
          onChange={(e) => form.set('prefix', e.target.value.toUpperCase())}
          maxLength={12}
          spellCheck={false}
          hint={t('engagement.codes.prefixHint')}
          className="sm:w-48"
        />
        <Button type="submit" loading={generate.isPending} className="sm:mt-7" data-testid="bo-codes-generate">
          {generate.isError ? t('app.retry') : t('engagement.codes.generate')}
        </Button>
      </form>
    </>
  );
}

/** Who redeemed the coupon, newest first, and what it paid each. */
export function CouponRedemptions({ coupon }: { coupon: StaffCoupon }) {
  const { t, i18n } = useTranslation('backoffice');
  const locale = localeTag(i18n.language);
  const query = useQuery(couponRedemptionsQuery(coupon.id));
  const queryClient = useQueryClient();
  const rows = query.data ?? [];
  return (
    <Section
      title={t('engagement.redemptions.title')}
      note={t('engagement.redemptions.note')}
      testId="bo-coupon-redemptions"
      actions={
        <span className="flex flex-wrap gap-2">
          <CsvButton filename={`coupon-${coupon.id}-redemptions.csv`} rows={rows} columns={COUPON_REDEMPTION_COLUMNS} testId="bo-coupon-redemptions-csv" />
          <Button variant="outline" size="sm" onClick={() => void queryClient.invalidateQueries({ queryKey: engagementKeys.redemptions(coupon.id) })}>
            {t('engagement.refresh')}
          </Button>
        </span>
      }
    >
      <Table
        caption={t('engagement.redemptions.title')}
        head={
          <>
            <Th>{t('engagement.redemptions.player')}</Th>
            <Th>{t('engagement.redemptions.code')}</Th>
            <Th align="end">{t('engagement.redemptions.paid')}</Th>
            <Th>{t('engagement.redemptions.at')}</Th>
          </>
        }
      >
        <QueryRows
          query={query}
          columns={4}
          rows={rows}
          empty={t('engagement.redemptions.empty')}
          render={(r) => (
            <Tr key={r.id} data-testid={`bo-redemption-${r.id}`}>
              <Td label={t('engagement.redemptions.player')}>
                <span className="text-white">{r.username}</span>
                <span className="block text-xs text-gray-500">#{r.playerId}</span>
              </Td>
              <Td label={t('engagement.redemptions.code')} className="font-mono text-gray-200">
                {r.code}
              </Td>
              <Td label={t('engagement.redemptions.paid')} className="text-end text-gray-200">
                {coupon.type === 'credit' ? <Money amount={r.amount} /> : null}
                {coupon.type === 'spins' ? t('engagement.spinsCount', { n: r.spins.toLocaleString(locale) }) : null}
                {coupon.type === 'promotion' ? t('engagement.redemptions.reserved') : null}
              </Td>
              <Td label={t('engagement.redemptions.at')} className="whitespace-nowrap text-gray-300">
                {formatDateTime(r.redeemedAt, i18n.language)}
              </Td>
            </Tr>
          )}
        />
      </Table>
    </Section>
  );
}
