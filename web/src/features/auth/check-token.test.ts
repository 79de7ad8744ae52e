import { describe, expect, it } from 'vitest';

import { checkTokenOutcome } from './check-token';

describe('checkToken failure outcome', () => {
  it.each(['0034', 'jwtRefreshTokenHasNewSession'])('%s: logout with the new-session toast', (code) => {
    expect(checkTokenOutcome(code)).toEqual({
      logout: true,
      toast: { title: 'มีผู้เข้าสู่ระบบซ้อน', text: 'หากไม่ใช่คุณ กรุณาติดต่อแอดมิน' },
    });
  });

  it("'0001': logout, log in again", () => {
    expect(checkTokenOutcome('0001')).toEqual({ logout: true, toast: { title: 'กรุณเข้าสู่ระบบใหม่!' } });
  });

  it.each(['0030', '0031', '0032', '0033', 'jwtExpired', 'jwtInvalid', 'jwtRefreshTokenNull'])(
    '%s: logout, try again',
    (code) => {
      expect(checkTokenOutcome(code)).toEqual({ logout: true, toast: { title: 'กรุณาลองใหม่อีกครั้ง' } });
    },
  );

  it.each(['9999', '0040', 'NETWORK', '0035'])('%s: a try-again toast, no logout', (code) => {
    expect(checkTokenOutcome(code)).toEqual({ logout: false, toast: { title: 'กรุณาลองใหม่อีกครั้ง' } });
  });

  it('reads the jwt name from systemMsg too', () => {
    expect(checkTokenOutcome('0030', 'jwtRefreshTokenHasNewSession').toast.title).toBe('มีผู้เข้าสู่ระบบซ้อน');
    expect(checkTokenOutcome('9999', 'jwtExpired')).toEqual({ logout: true, toast: { title: 'กรุณาลองใหม่อีกครั้ง' } });
    expect(checkTokenOutcome('9999', 'something')).toMatchObject({ logout: false });
  });
});
