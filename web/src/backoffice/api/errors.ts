import type { TFunction } from 'i18next';

import { ErrorCode, isApiError } from '@/lib/api';
import type { BackofficeKey } from '@/locales';

/** Catalogue codes the back office explains in its own words. */
const EXPLAINED: Record<string, BackofficeKey> = {
  '0000': 'error.0000',
  '0003': 'error.0003',
  '0004': 'error.0004',
  '0005': 'error.0005',
  '0035': 'error.0035',
  '0036': 'error.0036',
  '0040': 'error.0040',
  '0050': 'error.0050',
  '0051': 'error.0051',
  '0056': 'error.0056',
  '0064': 'error.0064',
  '0065': 'error.0065',
  '0066': 'error.0066',
  '0067': 'error.0067',
  '9999': 'error.unknown',
  [ErrorCode.Network]: 'error.network',
};

/** The code of a failed call, or null when it was not an API error. */
export function errorCodeOf(error: unknown): string | null {
  return isApiError(error) ? error.errorCode : null;
}

/** One line for a failed call: the catalogue text, with the server's detail where it has one. */
export function describeStaffError(error: unknown, t: TFunction<'backoffice'>): string {
  if (!isApiError(error)) return t('error.unknown');
  const key = EXPLAINED[error.errorCode];
  const text = key ? t(key) : error.msg || t('error.unknown');
  // 0036 says when to try again; 0000 names its fields.
  const detail = error.systemMsg || (error.errorCode === '0000' ? error.fields.join(', ') : '');
  return detail ? `${text} (${detail})` : text;
}
