import type { QueryClient } from '@tanstack/react-query';

import {
  REALTIME_EVENTS,
  isRealtimeRecord,
  type RealtimeContext,
  type RealtimeHandler,
  type RealtimeHandlers,
} from '@/features/realtime';
import { i18n } from '@/lib/i18n';
import { formatMoney, toMinorUnits } from '@/lib/money';
import { toast } from '@/lib/toast';
import type { Wallet } from '@/types/api';

import { laterWallet, storeWallet, walletQueryOptions } from './api/wallet-api';

let holds = 0;
let withheld: { queryClient: QueryClient; wallet: Wallet } | null = null;

/**
 * Holds back new wallets (the header's balance and its toast) until the returned release is
 * called: a page that shows an outcome after an animation (the lucky wheel) would otherwise
 * see the prize announced before the wheel stops. The newest wallet held is applied on release;
 * releasing twice does nothing.
 */
export function holdWallet(): () => void {
  holds += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds -= 1;
    if (holds === 0 && withheld) {
      const { queryClient, wallet } = withheld;
      withheld = null;
      applyWallet(queryClient, wallet);
    }
  };
}

/** While a hold lasts, keeps the wallet until the last hold ends: the latest of those told. */
function withhold(queryClient: QueryClient, wallet: Wallet): boolean {
  if (holds === 0) return false;
  withheld = { queryClient, wallet: withheld ? laterWallet(withheld.wallet, wallet) : wallet };
  return true;
}

/**
 * A wallet another read answered (not a change the player is told of): into the cache unless
 * it holds a later one, or, while a hold lasts, kept with the wallets held back.
 */
export function storeReadWallet(queryClient: QueryClient, wallet: Wallet) {
  if (!withhold(queryClient, wallet)) storeWallet(queryClient, wallet);
}

/**
 * A new wallet: into the cache the header balance reads (unless it holds a later one), and,
 * when the credit changed, the spec's success toast 'เครดิตคงเหลือ' with the new balance.
 */
export function applyWallet(queryClient: QueryClient, wallet: Wallet) {
  if (withhold(queryClient, wallet)) return;
  const previous = queryClient.getQueryData(walletQueryOptions().queryKey);
  const next = storeWallet(queryClient, wallet);
  const currency = next.currencyCode;
  if (previous && toMinorUnits(previous.creditBalance, currency) !== toMinorUnits(next.creditBalance, currency)) {
    void toast.success({ title: i18n.t('realtime.creditTitle'), text: formatMoney(next.creditBalance, currency) });
  }
}

/** The events that may carry a new wallet: walletData is one, playerData may hold one. */
const WALLET_EVENTS = [REALTIME_EVENTS.wallet, REALTIME_EVENTS.player] as const;

function walletOf(event: string, data: unknown): Wallet | null {
  if (!isRealtimeRecord(data)) return null;
  if (event === REALTIME_EVENTS.wallet) return data as unknown as Wallet;
  return isRealtimeRecord(data.wallet) ? (data.wallet as unknown as Wallet) : null;
}

/** Socket handlers that run `apply` for every new wallet an event brings. */
export function onWalletEvents(apply: (wallet: Wallet, context: RealtimeContext) => void): RealtimeHandlers {
  const handlers: Record<string, RealtimeHandler> = {};
  for (const event of WALLET_EVENTS) {
    handlers[event] = (data, context) => {
      const wallet = walletOf(event, data);
      if (wallet) apply(wallet, context);
    };
  }
  return handlers;
}

export const walletRealtimeHandlers = onWalletEvents((wallet, { queryClient }) => applyWallet(queryClient, wallet));
