import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { alertError, toast } from '@/lib/toast';
import { agentFixture, playerConfigurationFixture } from '@/testing/fixtures';
import { API, fail, ok } from '@/testing/handlers';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import type { PlayerConfiguration } from '@/types/api';

import { RegisterForm, type RegisterFormProps } from './register-form';

vi.mock('@/lib/toast', () => ({
  toast: { error: vi.fn(), success: vi.fn() },
  alertError: vi.fn(() => Promise.resolve()),
  confirmDialog: vi.fn(),
}));

const noCaptcha: PlayerConfiguration = playerConfigurationFixture();

function setup(props: Partial<RegisterFormProps> = {}) {
  const onRegistered = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(
    <RegisterForm
      agent={agentFixture()}
      config={noCaptcha}
      referral={{ allianceCode: null, referrer: null }}
      onRegistered={onRegistered}
      {...props}
    />,
  );
  return { user, onRegistered };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>, tel = '0812345678') {
  await user.type(await screen.findByRole('textbox', { name: 'ชื่อผู้ใช้' }), 'newplayer');
  await user.type(screen.getByLabelText('รหัสผ่าน'), 'secret123');
  await user.type(screen.getByLabelText('ยืนยันรหัสผ่าน'), 'secret123');
  await user.type(screen.getByRole('textbox', { name: 'เบอร์โทรศัพท์' }), tel);
  await user.click(await screen.findByRole('radio', { name: 'ธนาคารกสิกรไทย' }));
  await user.type(screen.getByRole('textbox', { name: 'เลขที่บัญชี' }), '1234567890');
  await user.type(screen.getByRole('textbox', { name: 'ชื่อบัญชี' }), 'New Player');
  await user.click(screen.getByRole('checkbox', { name: 'ข้าพเจ้ามีอายุ 18 ปีขึ้นไป และยอมรับกติกาการเดิมพัน' }));
}

describe('RegisterForm', () => {
  it('refuses a wrong phone with the spec message and sends nothing', async () => {
    const { user, onRegistered } = setup();
    await fillValid(user, '0512345678');
    await user.click(screen.getByRole('button', { name: 'สมัครสมาชิก' }));
    await waitFor(() =>
      expect(alertError).toHaveBeenCalledWith({
        title: 'สมัครสมาชิกไม่สำเร็จ',
        text: 'กรอกข้อมูลเบอร์โทรผิด',
        okText: 'ตกลง',
      }),
    );
    const tel = screen.getByRole('textbox', { name: 'เบอร์โทรศัพท์' });
    expect(tel.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('เบอร์โทรศัพท์ไม่ถูกต้อง')).toBeTruthy();
    expect(onRegistered).not.toHaveBeenCalled();
    // player/register has no handler here: had it been called, the test would fail.
  });

  it('checks the phone against the agent country (Laos +856)', async () => {
    const agent = agentFixture({ country: { id: 3, code: 'LA', name: 'Laos', nameTh: 'ลาว', currency: 'LAK', dialingCode: '+856', timezone: 'Asia/Vientiane' } });
    const { user } = setup({ agent });
    await fillValid(user, '0812345678');
    await user.click(screen.getByRole('button', { name: 'สมัครสมาชิก' }));
    await waitFor(() => expect(alertError).toHaveBeenCalled());
  });

  it('shows every missing field at its place', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'สมัครสมาชิก' }));
    expect(await screen.findByText('กรุณาเลือกธนาคาร')).toBeTruthy();
    expect(screen.getByText('รหัสผ่านไม่ตรงกัน')).toBeTruthy();
    expect(screen.getByText('กรุณายืนยันอายุและยอมรับกติกา')).toBeTruthy();
    expect(screen.getByText('กรุณากรอกชื่อบัญชี')).toBeTruthy();
  });

  it('sends the register payload with the stored referral codes', async () => {
    let body: Record<string, unknown> | undefined;
    server.use(
      http.post(`${API}/player/register`, async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return ok({ user: { id: 1 }, player: { id: 1 } });
      }),
    );
    const { user, onRegistered } = setup({ referral: { allianceCode: 'AL7', referrer: 'AFF9' } });
    await fillValid(user);
    await user.type(screen.getByRole('textbox', { name: 'LINE ID (ไม่บังคับ)' }), 'myline');
    await user.click(screen.getByRole('button', { name: 'สมัครสมาชิก' }));
    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith({ username: 'newplayer', password: 'secret123' }));
    expect(body).toEqual({
      username: 'newplayer',
      password: 'secret123',
      tel: '0812345678',
      prefixAgent: 'PP',
      bankCode: 'KBANK',
      bankAccountNo: '1234567890',
      bankAccountName: 'New Player',
      currencyCode: 'THB',
      lineId: 'myline',
      referrer: 'AFF9',
      refCode: 'AL7',
      // This browser's kept id (docs/income.md §2: a referral from the referrer's device).
      deviceId: localStorage.getItem('pp-device'),
    });
    expect(body).toHaveProperty('deviceId', expect.stringMatching(/^[0-9a-f-]{36}$/));
  });

  it('shows server field errors at their fields', async () => {
    server.use(http.post(`${API}/player/register`, () => fail(409, '23505', 'duplicate', { fields: ['username', 'tel'] })));
    const { user, onRegistered } = setup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'สมัครสมาชิก' }));
    await waitFor(() => expect(screen.getAllByText('ข้อมูลนี้ถูกใช้งานแล้ว')).toHaveLength(2));
    expect(screen.getByRole('textbox', { name: 'ชื่อผู้ใช้' }).getAttribute('aria-invalid')).toBe('true');
    expect(toast.error).toHaveBeenCalledWith({ text: '*, เบอร์โทรศัพท์ duplicate' });
    expect(onRegistered).not.toHaveBeenCalled();
  });

  it('shows the captcha with a refresh button and sends its answer', async () => {
    let captchaCalls = 0;
    let body: Record<string, unknown> | undefined;
    server.use(
      http.get(`${API}/captcha`, () => {
        captchaCalls += 1;
        return ok({ captchaId: `cap-${captchaCalls}`, image: 'data:image/png;base64,iVBORw0KGgo=' });
      }),
      http.post(`${API}/player/register`, async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return ok({ user: {}, player: {} });
      }),
    );
    const { user } = setup({ config: playerConfigurationFixture({ captcha: true }) });
    expect(await screen.findByRole('img', { name: 'ภาพรหัสยืนยัน' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'ขอรหัสยืนยันใหม่' }));
    await waitFor(() => expect(captchaCalls).toBe(2));
    await fillValid(user);
    await user.type(screen.getByRole('textbox', { name: 'รหัสยืนยัน' }), 'AB12');
    await user.click(screen.getByRole('button', { name: 'สมัครสมาชิก' }));
    await waitFor(() => expect(body).toMatchObject({ captchaId: 'cap-2', captcha: 'AB12' }));
  });
});
