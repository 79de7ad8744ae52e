import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { GiftIcon } from '@/components/ui/icons';
import { formatMoney } from '@/lib/money';
import { toast } from '@/lib/toast';

import { redeemTrueMoney } from '../api/cashier-api';
import { isFieldError, notifyCashierError } from '../errors';
import { useIdempotencyKey } from '../hooks/use-idempotency-key';
import { applyTransactionResult } from '../transaction-updates';

/** A TrueMoney gift voucher (link or hash) redeemed into credit at once. */
export function TrueMoneyForm() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [gift, setGift] = useState('');
  const [error, setError] = useState<string | null>(null);
  const idempotency = useIdempotencyKey();

  const mutation = useMutation({
    mutationFn: (voucher: string) => redeemTrueMoney(voucher, idempotency.keyFor({ gift: voucher })),
    onSettled: (_data, err) => idempotency.settle(err ?? undefined),
    onSuccess: (result) => {
      applyTransactionResult(queryClient, { wallet: result.wallet });
      setGift('');
      void toast.success({
        title: t('truemoney.success'),
        text: formatMoney(result.transaction.amount, result.wallet?.currencyCode),
      });
    },
    onError: (err) => {
      if (isFieldError(err, 'gift')) setError(t('truemoney.giftInvalid'));
      else notifyCashierError(err);
    },
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const voucher = gift.trim();
    if (!voucher) {
      setError(t('truemoney.giftRequired'));
      return;
    }
    setError(null);
    mutation.mutate(voucher);
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label={t('truemoney.title')}>
      <p className="text-sm text-subtle">{t('truemoney.text')}</p>
      <TextField
        label={t('truemoney.gift')}
        name="gift"
        autoComplete="off"
        inputMode="url"
        placeholder="https://gift.truemoney.com/campaign/?v=…"
        value={gift}
        onChange={(event) => {
          setGift(event.target.value);
          setError(null);
        }}
        error={error}
        hint={t('truemoney.giftHint')}
        icon={<GiftIcon className="size-5" />}
        required
        data-testid="truemoney-gift"
      />
      <Button type="submit" size="lg" block loading={mutation.isPending} data-testid="truemoney-submit">
        {mutation.isPending ? t('cashier.submitting') : t('truemoney.submit')}
      </Button>
    </form>
  );
}
