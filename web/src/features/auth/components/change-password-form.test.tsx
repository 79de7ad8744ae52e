import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { toast } from '@/lib/toast';
import { API, ok } from '@/testing/handlers';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';

import { ChangePasswordForm } from './change-password-form';

vi.mock('@/lib/toast', () => ({
  toast: { error: vi.fn(), success: vi.fn() },
  alertError: vi.fn(),
  confirmDialog: vi.fn(),
}));

describe('ChangePasswordForm', () => {
  it('requires a matching confirmation before sending', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ChangePasswordForm />);
    await user.type(await screen.findByLabelText('รหัสผ่านเดิม'), 'demo1234');
    await user.type(screen.getByLabelText('รหัสผ่านใหม่'), 'better123');
    await user.type(screen.getByLabelText('ยืนยันรหัสผ่านใหม่'), 'better124');
    await user.click(screen.getByRole('button', { name: 'บันทึกรหัสผ่านใหม่' }));
    expect((await screen.findByRole('alert')).textContent).toBe('รหัสผ่านไม่ตรงกัน');
  });

  it('posts oldPassword and newPassword and confirms success', async () => {
    let body: unknown;
    server.use(
      http.post(`${API}/player/changePassword`, async ({ request }) => {
        body = await request.json();
        return ok({});
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ChangePasswordForm />);
    await user.type(await screen.findByLabelText('รหัสผ่านเดิม'), 'demo1234');
    await user.type(screen.getByLabelText('รหัสผ่านใหม่'), 'better123');
    await user.type(screen.getByLabelText('ยืนยันรหัสผ่านใหม่'), 'better123');
    await user.click(screen.getByRole('button', { name: 'บันทึกรหัสผ่านใหม่' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect(body).toEqual({ oldPassword: 'demo1234', newPassword: 'better123' });
    expect((screen.getByLabelText('รหัสผ่านเดิม') as HTMLInputElement).value).toBe('');
  });
});
