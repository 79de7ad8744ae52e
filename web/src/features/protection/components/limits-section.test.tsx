import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { formatDateTime } from '@/lib/date';
import { toast } from '@/lib/toast';
import { API, fail } from '@/testing/handlers';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';

import { protectionFixture, serveProtection, signedInPlayer } from '../testing';
import { isRaise } from './limits-section';
import { ProtectionContent } from './protection-content';

vi.mock('@/lib/toast', () => ({
  toast: { error: vi.fn(), success: vi.fn() },
  alertError: vi.fn(),
  confirmDialog: vi.fn(),
}));

signedInPlayer();

const inBangkok = (iso: string) => formatDateTime(iso, 'th', 'Asia/Bangkok');
/** The text as read: amounts inside sentences keep number and currency together with a no-break space. */
const text = (element: Element) => (element.textContent ?? '').replace(/\u00a0/g, ' ');

async function row(name: string) {
  return screen.findByRole('group', { name });
}

describe('LimitsSection', () => {
  it('sets a first limit at once, sending the exact body', async () => {
    const bodies = serveProtection();
    const user = userEvent.setup();
    renderWithProviders(<ProtectionContent />);
    const daily = await row('ขีดจำกัดการฝาก รายวัน');
    expect(within(daily).getByTestId('limit-deposit-day-amount').textContent).toBe('ไม่จำกัด');

    await user.click(within(daily).getByRole('button', { name: 'ตั้งขีดจำกัด: ขีดจำกัดการฝาก รายวัน' }));
    await user.type(within(daily).getByRole('textbox', { name: 'ขีดจำกัดใหม่' }), '1,000.5');
    expect(within(daily).getByTestId('limit-deposit-day-when').textContent).toBe('มีผลทันทีเมื่อบันทึก');
    await user.click(within(daily).getByRole('button', { name: 'บันทึก' }));

    await waitFor(() => expect(bodies.limits).toEqual([{ kind: 'deposit', period: 'day', amount: 1000.5 }]));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith({ title: 'ขีดจำกัดการฝาก รายวัน', text: 'ขีดจำกัดใหม่มีผลแล้ว' }));
    expect(within(daily).queryByRole('form')).toBeNull();
  });

  it('says before saving that a removal waits out the cooling-off, then sends amount null', async () => {
    const bodies = serveProtection(protectionFixture({ limits: [{ kind: 'loss', period: 'week', amount: 500, used: 120 }] }));
    const user = userEvent.setup();
    renderWithProviders(<ProtectionContent />);
    const weekly = await row('ขีดจำกัดยอดเสีย รายสัปดาห์');
    await user.click(within(weekly).getByRole('button', { name: 'แก้ไข: ขีดจำกัดยอดเสีย รายสัปดาห์' }));
    await user.click(within(weekly).getByRole('checkbox', { name: 'ไม่จำกัด (ยกเลิกขีดจำกัด)' }));

    const when = within(weekly).getByTestId('limit-loss-week-when');
    expect(when.textContent).toContain('การยกเลิกขีดจำกัดจะมีผลเมื่อ');
    expect(when.textContent).toContain('(อีก 24 ชั่วโมง)');
    expect(bodies.limits).toEqual([]);

    await user.click(within(weekly).getByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(bodies.limits).toEqual([{ kind: 'loss', period: 'week', amount: null }]));
  });

  it('warns of the wait while a higher amount is typed, and not for a lower one', async () => {
    serveProtection(protectionFixture({ limits: [{ kind: 'deposit', period: 'month', amount: 3000 }] }));
    const user = userEvent.setup();
    renderWithProviders(<ProtectionContent />);
    const monthly = await row('ขีดจำกัดการฝาก รายเดือน');
    await user.click(within(monthly).getByRole('button', { name: 'แก้ไข: ขีดจำกัดการฝาก รายเดือน' }));
    const input = within(monthly).getByRole('textbox', { name: 'ขีดจำกัดใหม่' });
    expect((input as HTMLInputElement).value).toBe('3000');
    await user.clear(input);
    await user.type(input, '5000');
    expect(within(monthly).getByTestId('limit-deposit-month-when').textContent).toContain('ขีดจำกัดที่สูงขึ้นจะมีผลเมื่อ');
    await user.clear(input);
    await user.type(input, '2000');
    expect(within(monthly).getByTestId('limit-deposit-month-when').textContent).toBe('มีผลทันทีเมื่อบันทึก');
  });

  it('shows the limit, its use and a pending raise with the time it starts', async () => {
    serveProtection(
      protectionFixture({
        limits: [{ kind: 'deposit', period: 'day', amount: 100, used: 40, pending: { amount: 500, startsAt: '2026-05-05T03:00:00Z' } }],
      }),
    );
    renderWithProviders(<ProtectionContent />);
    const daily = await row('ขีดจำกัดการฝาก รายวัน');
    expect(within(daily).getByTestId('limit-deposit-day-amount').textContent).toBe('100.00 THB');
    const bar = within(daily).getByRole('progressbar', { name: 'ขีดจำกัดการฝาก รายวัน' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(text(daily)).toContain('ใช้ไป 40.00 THB จาก 100.00 THB');
    expect(text(daily)).toContain('เหลือ 60.00 THB');
    expect(text(within(daily).getByTestId('limit-deposit-day-pending'))).toBe(
      `จะเปลี่ยนเป็น 500.00 THB เมื่อ ${inBangkok('2026-05-05T03:00:00Z')}`,
    );
  });

  it('shows a pending removal, and a limit that is reached', async () => {
    serveProtection(
      protectionFixture({
        limits: [{ kind: 'loss', period: 'day', amount: 200, used: 250, pending: { amount: null, startsAt: '2026-05-05T03:00:00Z' } }],
      }),
    );
    renderWithProviders(<ProtectionContent />);
    const daily = await row('ขีดจำกัดยอดเสีย รายวัน');
    expect(within(daily).getByTestId('limit-loss-day-pending').textContent).toBe(`จะยกเลิกขีดจำกัดเมื่อ ${inBangkok('2026-05-05T03:00:00Z')}`);
    expect(within(daily).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(daily.textContent).toContain('ถึงขีดจำกัดแล้ว');
  });

  it('shows the server refusing the amount at the field, without a toast', async () => {
    serveProtection();
    server.use(
      http.put(`${API}/player/protection/limits`, () => fail(400, '0000', 'amount: too many decimals', { fields: ['amount'] })),
    );
    const user = userEvent.setup();
    renderWithProviders(<ProtectionContent />);
    const weekly = await row('ขีดจำกัดการฝาก รายสัปดาห์');
    await user.click(within(weekly).getByRole('button', { name: 'ตั้งขีดจำกัด: ขีดจำกัดการฝาก รายสัปดาห์' }));
    const input = within(weekly).getByRole('textbox', { name: 'ขีดจำกัดใหม่' });
    await user.type(input, '99');
    await user.click(within(weekly).getByRole('button', { name: 'บันทึก' }));

    expect((await within(weekly).findByRole('alert')).textContent).toBe('ตั้งขีดจำกัดเป็นจำนวนนี้ไม่ได้');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(toast.error).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('refuses an amount it can read no number from before sending anything', async () => {
    const bodies = serveProtection();
    const user = userEvent.setup();
    renderWithProviders(<ProtectionContent />);
    const daily = await row('ขีดจำกัดยอดเสีย รายวัน');
    await user.click(within(daily).getByRole('button', { name: 'ตั้งขีดจำกัด: ขีดจำกัดยอดเสีย รายวัน' }));
    await user.click(within(daily).getByRole('button', { name: 'บันทึก' }));
    expect((await within(daily).findByRole('alert')).textContent).toBe('กรุณากรอกจำนวนเงิน หรือเลือกไม่จำกัด');
    await user.type(within(daily).getByRole('textbox', { name: 'ขีดจำกัดใหม่' }), '10.999');
    await user.click(within(daily).getByRole('button', { name: 'บันทึก' }));
    expect((await within(daily).findByRole('alert')).textContent).toBe('ใส่ทศนิยมได้ไม่เกิน 2 ตำแหน่ง');
    expect(bodies.limits).toEqual([]);
  });
});

describe('isRaise', () => {
  it('is a higher limit, or none, where one holds; never a first limit', () => {
    expect(isRaise(null, 100)).toBe(false);
    expect(isRaise(null, null)).toBe(false);
    expect(isRaise(10000, 20000)).toBe(true);
    expect(isRaise(10000, null)).toBe(true);
    expect(isRaise(10000, 10000)).toBe(false);
    expect(isRaise(10000, 5000)).toBe(false);
  });
});
