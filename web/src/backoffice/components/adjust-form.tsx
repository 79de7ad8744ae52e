import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { newIdempotencyKey } from '@/lib/idempotency';
import { currencyDecimals } from '@/lib/money';

import { backofficeApi, boKeys } from '../api/backoffice-api';
import { describeStaffError } from '../api/errors';
import { useCurrency } from '../hooks/use-staff';

import { formatAgentMoney } from './money';
import { Notice } from './notice';

/** A signed amount with no more decimals than the currency has (two; VND none), not zero. */
export function parseAdjustAmount(text: string, currency?: string | null): number | null {
  const trimmed = text.trim().replace(/,/g, '');
  const decimals = currencyDecimals(currency);
  const pattern = decimals > 0 ? new RegExp(`^[+-]?\\d{1,12}(\\.\\d{1,${decimals}})?$`) : /^[+-]?\d{1,12}$/;
  if (!pattern.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) && value !== 0 ? value : null;
}

interface Pending {
  amount: number;
  reason: string;
  /** One key per submitted adjustment: a retry of the same submission sends it again. */
  key: string;
}

/**
 * Manual credit adjustment: fill in, review, confirm. The idempotency key is made when the
 * form is submitted for review, so retrying a failed confirmation can never credit twice;
 * editing the form starts a new adjustment with a new key.
 */
export function AdjustForm({ playerId, username }: { playerId: number; username: string }) {
  const { t } = useTranslation('backoffice');
  const currency = useCurrency();
  const queryClient = useQueryClient();
  const [amountText, setAmountText] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const [pending, setPending] = useState<Pending | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const adjust = useMutation({
    mutationFn: (p: Pending) => backofficeApi.adjust(playerId, { amount: p.amount, reason: p.reason }, p.key),
    onSuccess: (result) => {
      setPending(null);
      setAmountText('');
      setReason('');
      setDone(t('adjust.done', { balance: formatAgentMoney(result.wallet.creditBalance, result.wallet.currencyCode || currency) }));
      void queryClient.invalidateQueries({ queryKey: boKeys.player(playerId) });
      void queryClient.invalidateQueries({ queryKey: [...boKeys.all, 'players'] });
    },
  });

  function review(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    const amount = parseAdjustAmount(amountText, currency);
    const next = {
      amount: !amountText.trim() ? t('adjust.amountRequired') : amount === null ? t('adjust.amountInvalid') : undefined,
      reason: reason.trim() ? undefined : t('adjust.reasonRequired'),
    };
    setErrors(next);
    if (next.amount || next.reason || amount === null) return;
    adjust.reset();
    setPending({ amount, reason: reason.trim(), key: newIdempotencyKey() });
  }

  function edit() {
    adjust.reset();
    setPending(null);
  }

  return (
    <div className="flex flex-col gap-4">
      {done ? (
        <Notice tone="success" testId="bo-adjust-result" onDismiss={() => setDone(null)} dismissLabel={t('app.dismiss')}>
          {done}
        </Notice>
      ) : null}

      {pending ? (
        <div className="flex flex-col gap-4" data-testid="bo-adjust-confirmation">
          <div className="rounded-xl border border-white/10 bg-white/[0.03] p-4">
            <p className="text-sm text-gray-400">{t('adjust.confirmTitle')}</p>
            <p className="mt-1 text-base font-semibold text-white">
              {t(pending.amount > 0 ? 'adjust.confirmAdd' : 'adjust.confirmDeduct', {
                amount: formatAgentMoney(Math.abs(pending.amount), currency),
                username,
              })}
            </p>
            <p className="mt-1 text-sm break-words text-gray-300">
              {t('adjust.reason')}: {pending.reason}
            </p>
          </div>
          {adjust.isError ? (
            <Notice tone="error" testId="bo-adjust-error">
              {describeStaffError(adjust.error, t)}
              <span className="mt-1 block text-xs opacity-80">{t('adjust.retryNote')}</span>
            </Notice>
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="ghost" onClick={edit} disabled={adjust.isPending} data-testid="bo-adjust-edit">
              {t('adjust.edit')}
            </Button>
            <Button
              variant="confirm"
              onClick={() => adjust.mutate(pending)}
              loading={adjust.isPending}
              data-testid="bo-adjust-confirm"
            >
              {adjust.isError ? t('app.retry') : t('adjust.confirm')}
            </Button>
          </div>
        </div>
      ) : (
        <form onSubmit={review} noValidate className="flex flex-col gap-4">
          <TextField
            label={t('adjust.amount')}
            name="amount"
            autoComplete="off"
            value={amountText}
            onChange={(e) => setAmountText(e.target.value)}
            error={errors.amount}
            hint={t('adjust.amountHint')}
            data-testid="bo-adjust-amount"
            required
          />
          <TextField
            label={t('adjust.reason')}
            name="reason"
            autoComplete="off"
            maxLength={255}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={errors.reason}
            data-testid="bo-adjust-reason"
            required
          />
          <div className="flex justify-end">
            <Button type="submit" data-testid="bo-adjust-submit">
              {t('adjust.review')}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
