import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { toast } from '@/lib/toast';
import { API, fail, ok } from '@/testing/handlers';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';

import { ForgotPassword, RESEND_SECONDS } from './forgot-password';

vi.mock('@/lib/toast', () => ({
  toast: { error: vi.fn(), success: vi.fn() },
  alertError: vi.fn(),
  confirmDialog: vi.fn(),
}));

/** The calls of the flow, answered like the server; each keeps the bodies it was sent. */
function recoveryServer({ reset = () => ok({}) }: { reset?: () => Response } = {}) {
  const forgot: unknown[] = [];
  const resets: unknown[] = [];
  server.use(
    http.post(`${API}/auth/forgotPassword`, async ({ request }) => {
      forgot.push(await request.json());
      return ok({ sent: true, expiresIn: 600 });
    }),
    http.post(`${API}/auth/resetPassword`, async ({ request }) => {
      resets.push(await request.json());
      return reset();
    }),
  );
  return { forgot, resets };
}

function renderFlow(onDone = vi.fn()) {
  renderWithProviders(<ForgotPassword agentPrefix="PP" dialingCode="+66" onDone={onDone} />);
  return onDone;
}

async function requestCode(user: ReturnType<typeof userEvent.setup>, tel = '0812345678') {
  await user.type(await screen.findByRole('textbox', { name: 'ชื่อผู้ใช้' }), 'Demo');
  await user.type(screen.getByRole('textbox', { name: 'เบอร์โทรศัพท์' }), tel);
  await user.click(screen.getByRole('button', { name: 'ขอรหัส OTP' }));
}

async function fillReset(user: ReturnType<typeof userEvent.setup>, code: string, password: string, confirm = password) {
  const codeField = await screen.findByRole('textbox', { name: 'รหัส OTP' });
  await user.clear(codeField);
  await user.type(codeField, code);
  await user.clear(screen.getByLabelText('รหัสผ่านใหม่'));
  await user.type(screen.getByLabelText('รหัสผ่านใหม่'), password);
  await user.clear(screen.getByLabelText('ยืนยันรหัสผ่านใหม่'));
  await user.type(screen.getByLabelText('ยืนยันรหัสผ่านใหม่'), confirm);
  await user.click(screen.getByRole('button', { name: 'ตั้งรหัสผ่านใหม่' }));
}

describe('ForgotPassword', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.mocked(toast.success).mockClear();
    vi.mocked(toast.error).mockClear();
  });

  it('refuses a phone the agent country does not allow without a request, then sends the username and phone', async () => {
    const calls = recoveryServer();
    const user = userEvent.setup();
    renderFlow();
    await requestCode(user, '0212345678');
    expect((await screen.findByRole('alert')).textContent).toBe('เบอร์โทรศัพท์ไม่ถูกต้อง');
    const tel = screen.getByRole('textbox', { name: 'เบอร์โทรศัพท์' });
    expect(tel.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(tel);
    expect(calls.forgot).toEqual([]);

    await user.clear(tel);
    await user.type(tel, '08-1234-5678');
    await user.click(screen.getByRole('button', { name: 'ขอรหัส OTP' }));
    expect((await screen.findByTestId('forgot-sent')).textContent).toBe(
      'หากข้อมูลตรงกับบัญชีของคุณ เราได้ส่งรหัส OTP 6 หลักไปที่เบอร์ 0812345678 แล้ว รหัสใช้ได้ 10 นาที',
    );
    expect(calls.forgot).toEqual([{ username: 'demo', tel: '0812345678', agentPrefix: 'PP' }]);
    const code = screen.getByRole('textbox', { name: 'รหัส OTP' });
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(document.activeElement).toBe(code);
  });

  it('lets the player ask for a new code only once the countdown has run out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval', 'Date'] });
    const calls = recoveryServer();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderFlow();
    await requestCode(user);
    const resend = await screen.findByRole('button', { name: `ขอรหัสใหม่ได้ใน ${RESEND_SECONDS} วินาที` });
    expect(resend).toHaveProperty('disabled', true);

    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(resend.textContent).toBe('ขอรหัสใหม่ได้ใน 30 วินาที');
    expect(resend).toHaveProperty('disabled', true);
    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(resend.textContent).toBe('ขอรหัสใหม่ได้ใน 1 วินาที');
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(resend.textContent).toBe('ขอรหัสใหม่');
    expect(resend).toHaveProperty('disabled', false);

    await user.type(screen.getByRole('textbox', { name: 'รหัส OTP' }), '123');
    await user.click(resend);
    await waitFor(() => expect(calls.forgot).toHaveLength(2));
    expect(calls.forgot[1]).toEqual(calls.forgot[0]);
    expect(await screen.findByRole('button', { name: `ขอรหัสใหม่ได้ใน ${RESEND_SECONDS} วินาที` })).toHaveProperty('disabled', true);
    expect(screen.getByTestId('forgot-sent').textContent).toContain('ส่งรหัสใหม่แล้ว');
    expect(screen.getByRole('textbox', { name: 'รหัส OTP' })).toHaveProperty('value', '');

    // Back to step 1: the details are kept and the same countdown holds the request back.
    await user.click(screen.getByRole('button', { name: 'แก้ไขข้อมูล' }));
    expect(screen.getByRole('textbox', { name: 'ชื่อผู้ใช้' })).toHaveProperty('value', 'Demo');
    expect(screen.getByRole('button', { name: /^ขอรหัสใหม่ได้ใน \d+ วินาที$/ })).toHaveProperty('disabled', true);
  });

  it('refuses a short code, a weak password and a mismatch without a request', async () => {
    const calls = recoveryServer();
    const user = userEvent.setup();
    renderFlow();
    await requestCode(user);
    await fillReset(user, '12345', 'abcdefgh', 'abcdefgx');
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual([
      'กรุณากรอกรหัสตัวเลข 6 หลัก',
      'รหัสผ่านต้องมี 8–64 ตัว และมีทั้งตัวอักษรและตัวเลข',
      'รหัสผ่านไม่ตรงกัน',
    ]);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'รหัส OTP' }));

    await fillReset(user, '123456', 'newpass123', 'newpass124');
    expect((await screen.findByRole('alert')).textContent).toBe('รหัสผ่านไม่ตรงกัน');
    expect(calls.resets).toEqual([]);
  });

  it('shows a wrong code and a refused password at their fields', async () => {
    let answer = () => fail(400, '0000', 'The code is wrong or has expired', { fields: ['code'] });
    const calls = recoveryServer({ reset: () => answer() });
    const user = userEvent.setup();
    renderFlow();
    await requestCode(user);
    await fillReset(user, '000000', 'newpass123');
    const code = screen.getByRole('textbox', { name: 'รหัส OTP' });
    expect((await screen.findByRole('alert')).textContent).toBe('รหัสไม่ถูกต้องหรือหมดอายุแล้ว');
    expect(code.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(code));

    answer = () => fail(400, '0000', 'weak', { fields: ['newPassword'] });
    await fillReset(user, '123456', 'newpass123');
    await waitFor(() => expect(screen.getByLabelText('รหัสผ่านใหม่').getAttribute('aria-invalid')).toBe('true'));
    expect(code.getAttribute('aria-invalid')).toBeNull();
    expect(calls.resets).toHaveLength(2);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('sets the new password with the code and hands back the username', async () => {
    const calls = recoveryServer();
    const user = userEvent.setup();
    const onDone = renderFlow();
    await requestCode(user);
    await fillReset(user, '123456', 'newpass123');
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('demo'));
    expect(calls.resets).toEqual([{ username: 'demo', code: '123456', newPassword: 'newpass123', agentPrefix: 'PP' }]);
    expect(toast.success).toHaveBeenCalledWith({
      title: 'ตั้งรหัสผ่านใหม่สำเร็จ',
      text: 'เข้าสู่ระบบด้วยรหัสผ่านใหม่ได้เลย',
    });
  });

  it('asks the player to wait on 0036, at either step', async () => {
    let tooMany = true;
    server.use(
      http.post(`${API}/auth/forgotPassword`, () =>
        tooMany ? fail(429, '0036', 'Too many requests') : ok({ sent: true, expiresIn: 600 }),
      ),
      http.post(`${API}/auth/resetPassword`, () => fail(429, '0036', 'Too many requests')),
    );
    const user = userEvent.setup();
    renderFlow();
    await requestCode(user);
    expect((await screen.findByTestId('forgot-wait')).textContent).toBe('ขอรหัสบ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่');
    expect(screen.queryByRole('textbox', { name: 'รหัส OTP' })).toBeNull();

    tooMany = false;
    await user.click(screen.getByRole('button', { name: 'ขอรหัส OTP' }));
    await screen.findByRole('textbox', { name: 'รหัส OTP' });
    expect(screen.queryByTestId('forgot-wait')).toBeNull();
    await fillReset(user, '123456', 'newpass123');
    expect((await screen.findByTestId('forgot-wait')).getAttribute('role')).toBe('alert');
    expect(toast.error).not.toHaveBeenCalled();
  });
});
