import { ErrorCode } from '@/lib/api/errors';

/** Token-check failures that end the session (spec §8: the five codes, the jwt names, and '0001'). */
export const CHECK_TOKEN_LOGOUT_CODES: ReadonlySet<string> = new Set([
  ErrorCode.TokenInvalid,
  ErrorCode.TokenExpired,
  ErrorCode.RefreshTokenMissing,
  ErrorCode.AccessTokenMissing,
  ErrorCode.NewSession,
  ErrorCode.NoPermissionKey,
  'jwtExpired',
  'jwtInvalid',
  'jwtRefreshTokenHasNewSession',
  'jwtRefreshTokenNull',
]);

const NEW_SESSION_CODES = new Set<string>([ErrorCode.NewSession, 'jwtRefreshTokenHasNewSession']);

export const TRY_AGAIN_TEXT = 'กรุณาลองใหม่อีกครั้ง';

export interface CheckTokenOutcome {
  logout: boolean;
  toast: { title: string; text?: string };
}

/**
 * What a failed auth/checkToken leads to (spec §8 "Token check on navigation"). The jwt names
 * may come as the code or in systemMsg (the server sends e.g. 0030 with systemMsg 'jwtInvalid').
 */
export function checkTokenOutcome(code: string, systemMsg?: string): CheckTokenOutcome {
  const names = systemMsg ? [code, systemMsg] : [code];
  if (names.some((n) => NEW_SESSION_CODES.has(n))) {
    return {
      logout: true,
      toast: { title: 'มีผู้เข้าสู่ระบบซ้อน', text: 'หากไม่ใช่คุณ กรุณาติดต่อแอดมิน' },
    };
  }
  if (code === ErrorCode.NoPermissionKey) {
    return { logout: true, toast: { title: 'กรุณเข้าสู่ระบบใหม่!' } };
  }
  if (names.some((n) => CHECK_TOKEN_LOGOUT_CODES.has(n))) {
    return { logout: true, toast: { title: TRY_AGAIN_TEXT } };
  }
  return { logout: false, toast: { title: TRY_AGAIN_TEXT } };
}
