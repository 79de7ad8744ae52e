/** The error side of the API envelope (docs/api.md, spec §8). */

export const ErrorCode = {
  InvalidData: '0000',
  NoPermissionKey: '0001',
  UserNotFound: '0002',
  BadCredentials: '0003',
  Deactivated: '0004',
  Suspended: '0005',
  TokenInvalid: '0030',
  TokenExpired: '0031',
  RefreshTokenMissing: '0032',
  AccessTokenMissing: '0033',
  NewSession: '0034',
  NoPermission: '0035',
  TooManyAttempts: '0036',
  NotFound: '0040',
  Duplicate: '23505',
  Unexpected: '9999',
  /** Client-side: the request never reached the server (or no answer came back). */
  Network: 'NETWORK',
} as const;

/** Codes that end the session on any call (spec §4 Session). 0031 ends it only once renewal fails. */
export const FORCED_LOGOUT_CODES: ReadonlySet<string> = new Set([
  ErrorCode.TokenInvalid,
  ErrorCode.RefreshTokenMissing,
  ErrorCode.AccessTokenMissing,
  ErrorCode.NewSession,
]);

export const DEFAULT_ERROR_TITLE = 'เกิดข้อผิดพลาด';
export const DEFAULT_ERROR_TEXT = 'Server is maintain now, please waiting for next update';
export const NETWORK_ERROR_TEXT = 'เครือข่ายขัดข้อง';
export const DEFAULT_SUCCESS_TITLE = 'ยินดีด้วย';
export const DEFAULT_SUCCESS_TEXT = 'ทำรายการสำเร็จ';

export interface ErrorMessage {
  errorCode: string;
  msg?: string;
  funcName?: string;
  systemMsg?: string;
  fields?: string[];
}

export class ApiError extends Error {
  readonly status: number;
  readonly errorCode: string;
  readonly msg: string;
  readonly funcName?: string;
  readonly systemMsg?: string;
  readonly fields: string[];
  readonly requestId?: string;

  constructor(status: number, message: ErrorMessage, requestId?: string) {
    super(message.msg || `API error ${message.errorCode}`);
    this.name = 'ApiError';
    this.status = status;
    this.errorCode = String(message.errorCode);
    this.msg = message.msg ?? '';
    this.funcName = message.funcName;
    this.systemMsg = message.systemMsg;
    this.fields = Array.isArray(message.fields) ? message.fields : [];
    this.requestId = requestId;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** How a field name is shown in an error toast (spec §8: `tel` is named, others are '*'). */
export function fieldLabel(field: string): string {
  return field === 'tel' ? 'เบอร์โทรศัพท์' : '*';
}

/** Toast text of an API error: systemMsg or the field names, then msg (spec §8). */
export function describeApiError(error: ApiError): string {
  const prefix =
    error.systemMsg ||
    (error.fields.length ? Array.from(new Set(error.fields.map(fieldLabel))).join(', ') : '');
  const text = [prefix, error.msg].filter(Boolean).join(' ');
  return text || DEFAULT_ERROR_TEXT;
}
