import { ErrorCode, FORCED_LOGOUT_CODES, NETWORK_ERROR_TEXT, describeApiError, isApiError } from '@/lib/api';
import { toast } from '@/lib/toast';

/** An invalid-data or bad-credentials answer naming `field`: shown at that field, not as a toast. */
export function isFieldRefusal(error: unknown, field: string): boolean {
  return (
    isApiError(error) &&
    (error.errorCode === ErrorCode.InvalidData || error.errorCode === ErrorCode.BadCredentials) &&
    error.fields.includes(field)
  );
}

/**
 * The toast of a failed silent change, as the API client would have shown it. Session-ending
 * codes were handled by the client already.
 */
export function notifyProtectionError(error: unknown) {
  if (isApiError(error) && (error.errorCode === ErrorCode.TokenExpired || FORCED_LOGOUT_CODES.has(error.errorCode))) return;
  const text = !isApiError(error) ? undefined : error.errorCode === ErrorCode.Network ? NETWORK_ERROR_TEXT : describeApiError(error);
  void toast.error({ text });
}
