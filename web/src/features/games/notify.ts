import { DEFAULT_ERROR_TEXT, ErrorCode, FORCED_LOGOUT_CODES, NETWORK_ERROR_TEXT, describeApiError, isApiError } from '@/lib/api';
import { i18n } from '@/lib/i18n';
import { toast } from '@/lib/toast';

/** The credit at the upstream and the wallet's differ (docs/games.md: 0062). */
export const CREDIT_MISMATCH = '0062';

/** No game opens once the player's own loss limit is reached (docs/money.md "Player protection"). */
export const LOSS_LIMIT = 'lossLimit';

/** Codes the API client already acted on (renewal, logout): no toast of ours. */
function handledBySession(error: unknown): boolean {
  return isApiError(error) && (error.errorCode === ErrorCode.TokenExpired || FORCED_LOGOUT_CODES.has(error.errorCode));
}

/** Spec §8 "Game-list failures": 'กรุณาลองใหม่อีกครั้ง'. */
export function notifyGameListFailure(error: unknown) {
  if (handledBySession(error)) return;
  void toast.error({ text: i18n.t('games.listFailed') });
}

/** Spec §8 credit mismatch: 'ยอดเงินไม่ถูกต้อง' / 'กรุณา reload page หรือติดต่อ admin หากยังพบปัญหา'. */
export function notifyCreditMismatch() {
  void toast.error({ title: i18n.t('games.mismatchTitle'), text: i18n.t('games.mismatchText') });
}

/** A failed launch or return: the envelope's message as the client shows it (0062 as the mismatch). */
export function notifyGameError(error: unknown) {
  if (handledBySession(error)) return;
  if (isApiError(error) && error.errorCode === CREDIT_MISMATCH) {
    notifyCreditMismatch();
    return;
  }
  if (!isApiError(error)) {
    void toast.error({ text: DEFAULT_ERROR_TEXT });
    return;
  }
  // The player's own loss limit is reached: its message says which, without the machine name.
  if (error.systemMsg === LOSS_LIMIT && error.msg) {
    void toast.error({ text: error.msg });
    return;
  }
  const text = error.errorCode === ErrorCode.Network ? NETWORK_ERROR_TEXT : describeApiError(error);
  void toast.error({ text: text || DEFAULT_ERROR_TEXT });
}
