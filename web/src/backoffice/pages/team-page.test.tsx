import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { API, fail, ok } from '@/testing/handlers';
import { server } from '@/testing/msw-server';
import { renderWithProviders, seedQueryData } from '@/testing/render';

import { boKeys } from '../api/backoffice-api';
import { useStaffSession } from '../stores/staff-session';
import { teamMemberFixture } from '../testing/team-fixtures';
import { meFixture, meHandler, signInStaff } from '../testing/fixtures';
import { loadStaffTexts } from '../testing/language';
import type { NewTeamMemberBody, TeamMember, TeamMemberBody } from '../types';

import { TeamPage } from './team-page';

const CASHIER = teamMemberFixture({ id: 42, username: 'cashier', role: 'staff', lastLogin: null, createdAt: '2026-01-02T03:00:00Z' });

/** The team over mutable state, as the server keeps it: a taken username 23505, the last active admin kept (0000). */
function teamServer(list: TeamMember[] = [teamMemberFixture(), CASHIER]) {
  const state = { list: [...list], gets: 0, posts: [] as NewTeamMemberBody[], puts: [] as { id: string; body: TeamMemberBody }[], passwords: [] as unknown[] };
  server.use(
    meHandler(),
    http.get(`${API}/backoffice/team`, () => {
      state.gets += 1;
      return ok(state.list);
    }),
    http.post(`${API}/backoffice/team`, async ({ request }) => {
      const body = (await request.json()) as NewTeamMemberBody;
      state.posts.push(body);
      if (state.list.some((m) => m.username === body.username)) return fail(409, '23505', 'Duplicate', { fields: ['username'] });
      const member = teamMemberFixture({ id: 50 + state.posts.length, username: body.username, role: body.role ?? 'staff', lastLogin: null });
      state.list = [...state.list, member];
      return ok(member);
    }),
    http.put(`${API}/backoffice/team/:id`, async ({ params, request }) => {
      const body = (await request.json()) as TeamMemberBody;
      state.puts.push({ id: String(params.id), body });
      if (String(params.id) === String(meFixture.id) && (body.role !== 'admin' || body.status !== 'active')) {
        return fail(400, '0000', 'Invalid data', { fields: ['role'] });
      }
      state.list = state.list.map((m) => (String(m.id) === params.id ? { ...m, ...body } : m));
      return ok(state.list.find((m) => String(m.id) === params.id));
    }),
    http.post(`${API}/backoffice/team/:id/password`, async ({ request }) => {
      state.passwords.push(await request.json());
      return ok({});
    }),
  );
  return state;
}

beforeEach(async () => {
  useStaffSession.getState().signOut();
  await loadStaffTexts('th');
  signInStaff();
  seedQueryData(boKeys.me(), meFixture);
});

const renderPage = () => renderWithProviders(<TeamPage />, { route: '/backoffice/team' });

describe('TeamPage', () => {
  it('lists the members with their role, status and last login', async () => {
    teamServer([teamMemberFixture(), CASHIER, teamMemberFixture({ id: 43, username: 'oldhand', role: 'staff', status: 'inactive' })]);
    renderPage();
    const me = await screen.findByTestId('bo-team-row-41');
    expect(within(me).getByText('แอดมิน')).toBeTruthy();
    expect(within(me).getByText('(คุณ)')).toBeTruthy();
    expect(within(me).getByText('ใช้งาน')).toBeTruthy();
    expect(within(me).queryByText('ยังไม่เคยเข้าระบบ')).toBeNull();
    const cashier = screen.getByTestId('bo-team-row-42');
    expect(within(cashier).getByText('พนักงาน')).toBeTruthy();
    expect(within(cashier).getByText('ยังไม่เคยเข้าระบบ')).toBeTruthy();
    expect(within(cashier).queryByText('(คุณ)')).toBeNull();
    expect(within(screen.getByTestId('bo-team-row-43')).getByText('ปิดใช้งาน')).toBeTruthy();
  });

  it('adds a member with the body the server takes, then lists him', async () => {
    const state = teamServer();
    const user = userEvent.setup();
    renderPage();
    await screen.findByTestId('bo-team-row-42');
    // Refused before anything is sent: a username that starts with a digit, passwords that differ.
    await user.type(screen.getByTestId('bo-team-username'), '9lives');
    await user.type(screen.getByTestId('bo-team-password'), 'night123');
    await user.type(screen.getByTestId('bo-team-confirm'), 'night124');
    await user.click(screen.getByTestId('bo-team-add'));
    expect(screen.getByTestId('bo-team-username').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('bo-team-confirm').getAttribute('aria-invalid')).toBe('true');
    expect(state.posts).toEqual([]);

    await user.clear(screen.getByTestId('bo-team-username'));
    await user.type(screen.getByTestId('bo-team-username'), 'nightshift');
    await user.clear(screen.getByTestId('bo-team-confirm'));
    await user.type(screen.getByTestId('bo-team-confirm'), 'night123');
    await user.click(screen.getByTestId('bo-team-role-admin'));
    const gets = state.gets;
    await user.click(screen.getByTestId('bo-team-add'));
    await waitFor(() => expect(state.posts).toEqual([{ username: 'nightshift', password: 'night123', role: 'admin' }]));
    const added = await screen.findByTestId('bo-team-row-51');
    expect(within(added).getByText('nightshift')).toBeTruthy();
    expect(within(added).getByText('แอดมิน')).toBeTruthy();
    expect(state.gets).toBeGreaterThan(gets);
    expect(screen.getByTestId('bo-team-notice').textContent).toContain('เพิ่ม nightshift แล้ว');
    expect((screen.getByTestId('bo-team-username') as HTMLInputElement).value).toBe('');
  });

  it('says a taken username at the username (23505)', async () => {
    const state = teamServer();
    const user = userEvent.setup();
    renderPage();
    await screen.findByTestId('bo-team-row-42');
    await user.type(screen.getByTestId('bo-team-username'), 'cashier');
    await user.type(screen.getByTestId('bo-team-password'), 'abc12345');
    await user.type(screen.getByTestId('bo-team-confirm'), 'abc12345');
    await user.click(screen.getByTestId('bo-team-add'));
    await waitFor(() => expect(screen.getByTestId('bo-team-username').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('ชื่อผู้ใช้นี้ถูกใช้แล้ว')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByTestId('bo-team-username'));
    expect(screen.queryByTestId('bo-team-add-error')).toBeNull();
    expect(state.posts).toHaveLength(1);
    expect(screen.queryByTestId('bo-team-row-51')).toBeNull();
  });

  it('asks before deactivating a member, then sends his role with the inactive status', async () => {
    const state = teamServer();
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByTestId('bo-team-edit-42'));
    const dialog = screen.getByRole('dialog', { name: 'บทบาทและสถานะของ cashier' });
    await user.click(within(dialog).getByTestId('bo-team-edit-status-inactive'));
    await user.click(within(dialog).getByTestId('bo-team-edit-save'));
    expect(within(dialog).getByTestId('bo-team-deactivate-confirm').textContent).toContain('ปิดใช้งาน cashier?');
    expect(state.puts).toEqual([]);

    // Back: nothing sent; then confirm.
    await user.click(within(dialog).getByTestId('bo-team-edit-cancel'));
    expect(within(dialog).queryByTestId('bo-team-deactivate-confirm')).toBeNull();
    await user.click(within(dialog).getByTestId('bo-team-edit-save'));
    await user.click(within(dialog).getByTestId('bo-team-edit-save'));
    await waitFor(() => expect(state.puts).toEqual([{ id: '42', body: { role: 'staff', status: 'inactive' } }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(screen.getByTestId('bo-team-row-42')).findByText('ปิดใช้งาน')).toBeTruthy();
    expect(screen.getByTestId('bo-team-notice').textContent).toContain('cashier');
  });

  it('changes a role without asking, and says the agent keeps an active admin when the server refuses (0000)', async () => {
    const state = teamServer();
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByTestId('bo-team-edit-42'));
    await user.click(screen.getByTestId('bo-team-edit-role-admin'));
    await user.click(screen.getByTestId('bo-team-edit-save'));
    await waitFor(() => expect(state.puts).toEqual([{ id: '42', body: { role: 'admin', status: 'active' } }]));
    expect(await within(screen.getByTestId('bo-team-row-42')).findByText('แอดมิน')).toBeTruthy();

    await user.click(screen.getByTestId('bo-team-edit-41'));
    await user.click(screen.getByTestId('bo-team-edit-role-staff'));
    await user.click(screen.getByTestId('bo-team-edit-save'));
    const refusal = await screen.findByTestId('bo-team-edit-error');
    expect(refusal.textContent).toBe('เอเย่นต์ต้องมีแอดมินที่ใช้งานอยู่อย่างน้อยหนึ่งคน และแอดมินลดบทบาทหรือปิดใช้งานตัวเองไม่ได้');
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(within(screen.getByTestId('bo-team-row-41')).getByText('แอดมิน')).toBeTruthy();
  });

  it("sets a member's password typed twice", async () => {
    const state = teamServer();
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByTestId('bo-team-password-42'));
    await user.type(screen.getByTestId('bo-team-new-password'), 'short');
    await user.click(screen.getByTestId('bo-team-password-save'));
    expect(screen.getByTestId('bo-team-new-password').getAttribute('aria-invalid')).toBe('true');
    expect(state.passwords).toEqual([]);
    await user.clear(screen.getByTestId('bo-team-new-password'));
    await user.type(screen.getByTestId('bo-team-new-password'), 'fresh2026');
    await user.type(screen.getByTestId('bo-team-new-confirm'), 'fresh2026');
    await user.click(screen.getByTestId('bo-team-password-save'));
    await waitFor(() => expect(state.passwords).toEqual([{ password: 'fresh2026' }]));
    expect((await screen.findByTestId('bo-team-notice')).textContent).toContain('cashier');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
