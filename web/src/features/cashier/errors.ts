import { ErrorCode, FORCED_LOGOUT_CODES, describeApiError, isApiError } from '@/lib/api/errors';
import { i18n } from '@/lib/i18n';
import { toast } from '@/lib/toast';

/** Money codes of docs/money.md the cashier explains in the player's language. */
const CATALOGUE = ['0040', '0050', '0051', '0052', '0053', '0054', '0056'] as const;
type CatalogueCode = (typeof CATALOGUE)[number];

function isCatalogueCode(code: string): code is CatalogueCode {
  return (CATALOGUE as readonly string[]).includes(code);
}

/** A second pending deposit was refused (docs/money.md). */
export const PENDING_EXISTS = '0052';

/**
 * The player's own deposit limit refused the amount (docs/money.md "Player protection"): its
 * message says what is left, and is shown as it is, without the machine name.
 */
export const DEPOSIT_LIMIT = 'depositLimit';

export function isDepositLimit(error: unknown): boolean {
  return isApiError(error) && error.systemMsg === DEPOSIT_LIMIT;
}

/** An invalid-data answer (0000) naming `field`: shown under that field, not as a toast. */
export function isFieldError(error: unknown, field: string): boolean {
  return isApiError(error) && error.errorCode === ErrorCode.InvalidData && error.fields.includes(field);
}

/**
 * Whether the server may or may not have acted: no answer, or a transport-level failure. The
 * same Idempotency-Key must then be sent again; after any other answer the next try gets a new one.
 */
export function isOutcomeUnknown(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.errorCode === ErrorCode.Network || error.status === 0 || error.status >= 500 || error.status === 408;
}

/** The text of a failed money call: the catalogue's in the interface language, else the server's. */
export function cashierErrorText(error: unknown): string {
  if (!isApiError(error)) return i18n.t('cashier.errors.unexpected');
  if (error.errorCode === ErrorCode.Network) return i18n.t('cashier.errors.network');
  if (isDepositLimit(error) && error.msg) return error.msg;
  if (isCatalogueCode(error.errorCode)) {
    const text = i18n.t(`cashier.errors.${error.errorCode}`);
    // 0053 carries the voucher store's own code in systemMsg.
    return error.errorCode === '0053' && error.systemMsg ? `${text} (${error.systemMsg})` : text;
  }
  return describeApiError(error);
}

/** The error toast of a failed money call. Session-ending codes were already handled by the client. */
export function notifyCashierError(error: unknown) {
  if (isApiError(error) && (error.errorCode === ErrorCode.TokenExpired || FORCED_LOGOUT_CODES.has(error.errorCode))) {
    return;
  }
  void toast.error({ title: i18n.t('cashier.errorTitle'), text: cashierErrorText(error) });
}
