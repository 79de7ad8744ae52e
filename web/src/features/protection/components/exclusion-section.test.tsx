import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { useAuthStore } from '@/features/auth';
import { formatDateTime } from '@/lib/date';
import { toast } from '@/lib/toast';
import { API, fail } from '@/testing/handlers';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';

import { serveProtection, signedInPlayer } from '../testing';
import { ProtectionContent } from './protection-content';

vi.mock('@/lib/toast', () => ({
  toast: { error: vi.fn(), success: vi.fn() },
  alertError: vi.fn(),
  confirmDialog: vi.fn(),
}));

signedInPlayer();

async function fillBreak(user: ReturnType<typeof userEvent.setup>, days: string, password: string) {
  const section = await screen.findByRole('region', { name: 'พักการเล่น' });
  await user.click(within(section).getByRole('button', { name: days }));
  await user.type(within(section).getByLabelText('รหัสผ่านของคุณ'), password);
  await user.click(within(section).getByRole('button', { name: 'พักการเล่น' }));
  return section;
}

describe('ExclusionSection', () => {
  it('asks for the password before anything else', async () => {
    const bodies = serveProtection();
    const user = userEvent.setup();
    renderWithProviders(<ProtectionContent />);
    const section = await screen.findByRole('region', { name: 'พักการเล่น' });
    await user.click(within(section).getByRole('button', { name: 'พักการเล่น' }));
    expect((await within(section).findByRole('alert')).textContent).toBe('กรุณากรอกรหัสผ่าน');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bodies.exclusion).toEqual([]);
  });

  it('sends nothing until the player confirms in a dialog that says it cannot be undone, until the date shown', async () => {
    const bodies = serveProtection();
    const user = userEvent.setup();
    renderWithProviders(<ProtectionContent />);
    const before = Date.now();
    await fillBreak(user, '7 วัน', 'secret123');

    const dialog = await screen.findByRole('dialog', { name: 'ยืนยันการพักการเล่น' });
    expect(dialog.textContent).toContain('คุณจะเข้าสู่ระบบไม่ได้จนถึง');
    expect(dialog.textContent).toContain('ยกเลิกไม่ได้');
    expect(dialog.textContent).toContain('แม้แต่เจ้าหน้าที่');
    expect(dialog.textContent).toContain('จนถึงวันเวลาที่แสดงไว้');
    // The date shown is seven days from now, in the agent's time zone.
    const shown = within(dialog).getByTestId('exclusion-until').textContent;
    const week = 7 * 86_400_000;
    expect([before + week, Date.now() + week].map((at) => formatDateTime(new Date(at).toISOString(), 'th', 'Asia/Bangkok'))).toContain(shown);
    expect(bodies.exclusion).toEqual([]);

    // Cancelled: nothing is sent and the player stays signed in.
    await user.click(within(dialog).getByRole('button', { name: 'ยกเลิก' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bodies.exclusion).toEqual([]);
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
  });

  it('confirmed, signs the player out and goes to the login page with the end of the break', async () => {
    const bodies = serveProtection();
    const user = userEvent.setup();
    const { router } = renderWithProviders(<ProtectionContent />, { route: '/responsible-gaming' });
    await fillBreak(user, '30 วัน', 'secret123');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'ยืนยัน เริ่มพักการเล่น' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(bodies.exclusion).toEqual([{ days: 30, password: 'secret123' }]);
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, accessToken: null, user: null });
    const until = formatDateTime('2026-05-11T03:00:00Z', 'th', 'Asia/Bangkok');
    expect(router.state.location.state).toEqual({
      notice: `เริ่มพักการเล่นแล้ว คุณออกจากระบบแล้ว และจะเข้าสู่ระบบได้อีกครั้งหลัง ${until}`,
    });
  });

  it('shows a wrong password at its field and keeps the player signed in', async () => {
    serveProtection();
    server.use(
      http.post(`${API}/player/protection/exclusion`, () => fail(401, '0003', 'Current password is incorrect', { fields: ['password'] })),
    );
    const user = userEvent.setup();
    const { router } = renderWithProviders(<ProtectionContent />, { route: '/responsible-gaming' });
    const section = await fillBreak(user, '1 วัน', 'wrong-one');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'ยืนยัน เริ่มพักการเล่น' }));

    expect((await within(section).findByRole('alert')).textContent).toBe('รหัสผ่านไม่ถูกต้อง');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
    expect(router.state.location.pathname).toBe('/responsible-gaming');
    expect(toast.error).not.toHaveBeenCalled();
  });
});
