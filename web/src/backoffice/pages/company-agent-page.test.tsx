import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/testing/render';

import { useCompanySession } from '../stores/company-session';
import { companyAgentFixture, companyServer, signInCompany } from '../testing/company-fixtures';
import { loadStaffTexts } from '../testing/language';
import type { CompanyAgent } from '../types';

import { CompanyAgentPage } from './company-agent-page';

function renderAgent(prefix = 'PP') {
  return renderWithProviders(
    <Routes>
      <Route path="/backoffice/company/agents/:prefix" element={<CompanyAgentPage />} />
    </Routes>,
    { route: `/backoffice/company/agents/${prefix}` },
  );
}

const withAgent = (overrides: Partial<CompanyAgent> = {}) => companyServer({ agent: companyAgentFixture(overrides) });

beforeEach(async () => {
  useCompanySession.getState().signOut();
  await loadStaffTexts('th');
  signInCompany();
});

describe('CompanyAgentPage', () => {
  it('shows the summary, the site links, the game account, the staff and the limits', async () => {
    withAgent();
    renderAgent();
    expect(await screen.findByRole('heading', { name: 'PP', level: 1 })).toBeTruthy();
    const summary = screen.getByTestId('bo-co-summary');
    expect(await within(summary).findByText('ไทย')).toBeTruthy();
    expect(within(summary).getByText('THB')).toBeTruthy();
    expect(screen.getByTestId('bo-co-summary-players').textContent).toContain('1,234');
    expect(screen.getByTestId('bo-co-summary-payments').textContent).toContain('BANK, TRUEMONEY');
    expect(within(summary).getByText('0812345678')).toBeTruthy();

    const site = screen.getByTestId('bo-co-link-site');
    expect(site.getAttribute('href')).toBe('//pp.localhost:3000');
    expect(site.getAttribute('target')).toBe('_blank');
    expect(site.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByTestId('bo-co-link-backoffice').getAttribute('href')).toBe('//pp.localhost:3000/backoffice/login');

    expect(screen.getByTestId('bo-co-game-key-end').textContent).toContain('••••abcd');
    const cashier = screen.getByTestId('bo-co-staff-42');
    expect(within(cashier).getByText('พนักงาน')).toBeTruthy();
    expect(within(cashier).getByText('ปิดใช้งาน')).toBeTruthy();
    expect(within(screen.getByTestId('bo-co-staff-41')).getByText('แอดมิน')).toBeTruthy();
    expect(screen.getByTestId('bo-limits-summary-deposit').textContent).toContain('100,000');
    // Two deposit accounts: players can deposit.
    expect(screen.queryByTestId('bo-co-no-deposit')).toBeNull();
  });

  it('warns that players cannot deposit while the agent has no deposit account', async () => {
    withAgent({ depositAccounts: 0 });
    renderAgent();
    expect((await screen.findByTestId('bo-co-no-deposit')).textContent).toBe(
      'ผู้เล่นยังฝากเงินไม่ได้: แอดมินของเอเย่นต์ต้องเพิ่มบัญชีรับฝากในเมนูการชำระเงิน',
    );
  });

  it('removes a domain after a confirmation (DELETE), and adds one', async () => {
    const { calls } = withAgent();
    const user = userEvent.setup();
    renderAgent();
    await user.click(await screen.findByTestId('bo-co-domain-remove-www.pp.localhost'));
    const dialog = screen.getByRole('dialog', { name: 'ลบ www.pp.localhost?' });
    expect(within(dialog).getByText(/หยุดใช้งานบน www\.pp\.localhost ทันที/)).toBeTruthy();
    // Cancel: nothing sent.
    await user.click(within(dialog).getByTestId('bo-co-domain-remove-dialog-cancel'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.domainsRemoved).toEqual([]);

    await user.click(screen.getByTestId('bo-co-domain-remove-www.pp.localhost'));
    await user.click(screen.getByTestId('bo-co-domain-remove-dialog-confirm'));
    await waitFor(() => expect(calls.domainsRemoved).toEqual(['www.pp.localhost']));
    await waitFor(() => expect(screen.queryByTestId('bo-co-domain-www.pp.localhost')).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('bo-co-domains-notice').textContent).toContain('ลบ www.pp.localhost แล้ว');

    // Now the last one: it cannot be removed.
    const last = screen.getByTestId('bo-co-domain-remove-pp.localhost') as HTMLButtonElement;
    expect(last.disabled).toBe(true);
    expect(screen.getByTestId('bo-co-domain-last').textContent).toBe('เอเย่นต์ต้องมีอย่างน้อยหนึ่งโดเมน');

    await user.type(screen.getByTestId('bo-co-domain-input'), 'taken.example');
    await user.click(screen.getByTestId('bo-co-domain-add'));
    expect(await screen.findByText('โดเมนนี้มีเอเย่นต์อื่นใช้อยู่แล้ว')).toBeTruthy();
    await user.clear(screen.getByTestId('bo-co-domain-input'));
    await user.type(screen.getByTestId('bo-co-domain-input'), 'https://New.PP.example/');
    await user.click(screen.getByTestId('bo-co-domain-add'));
    expect(await screen.findByTestId('bo-co-domain-new.pp.example')).toBeTruthy();
    expect(calls.domainsAdded).toEqual([{ domain: 'taken.example' }, { domain: 'new.pp.example' }]);
    expect((screen.getByTestId('bo-co-domain-remove-pp.localhost') as HTMLButtonElement).disabled).toBe(false);
  });

  it('never offers to remove the only domain', async () => {
    const { calls } = withAgent({ domains: ['only.example'] });
    const user = userEvent.setup();
    renderAgent();
    const remove = (await screen.findByTestId('bo-co-domain-remove-only.example')) as HTMLButtonElement;
    expect(remove.disabled).toBe(true);
    expect(remove.getAttribute('aria-describedby')).toBe(screen.getByTestId('bo-co-domain-last').id);
    await user.click(remove);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.domainsRemoved).toEqual([]);
  });

  it('deactivates the agent after a confirmation that says what happens (PUT status), and reactivates it', async () => {
    const { calls } = withAgent();
    const user = userEvent.setup();
    renderAgent();
    await user.click(await screen.findByTestId('bo-co-status-change'));
    const dialog = screen.getByRole('dialog', { name: 'ปิดใช้งาน PP?' });
    expect(within(dialog).getByText(/ผู้เล่นและพนักงานทุกคนจะถูกออกจากระบบทันที/)).toBeTruthy();
    expect(calls.statuses).toEqual([]);
    await user.click(within(dialog).getByTestId('bo-co-status-dialog-confirm'));
    await waitFor(() => expect(calls.statuses).toEqual([{ status: 'inactive' }]));
    await waitFor(() => expect(screen.getByTestId('bo-co-agent-status').dataset.status).toBe('inactive'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('bo-co-status-notice').textContent).toContain('ปิดใช้งาน PP แล้ว');

    await user.click(screen.getByTestId('bo-co-status-change'));
    expect(screen.getByRole('dialog', { name: 'เปิดใช้งาน PP อีกครั้ง?' })).toBeTruthy();
    await user.click(screen.getByTestId('bo-co-status-dialog-confirm'));
    await waitFor(() => expect(calls.statuses).toEqual([{ status: 'inactive' }, { status: 'active' }]));
    await waitFor(() => expect(screen.getByTestId('bo-co-agent-status').dataset.status).toBe('active'));
  });

  it('sets a new game key after a confirmation: a random one, or the one typed', async () => {
    const { calls } = withAgent();
    const user = userEvent.setup();
    renderAgent();
    await user.click(await screen.findByTestId('bo-co-game-new-key'));
    await user.click(screen.getByTestId('bo-co-game-key-dialog-confirm'));
    await waitFor(() => expect(calls.keys).toEqual([{ gameApiKey: null }]));
    expect(await screen.findByText('ตั้งคีย์ใหม่แล้ว ลงท้ายด้วย ••••z9y8')).toBeTruthy();

    await user.click(screen.getByTestId('bo-co-game-new-key'));
    await user.type(screen.getByTestId('bo-co-game-key-input'), 'short');
    await user.click(screen.getByTestId('bo-co-game-key-dialog-confirm'));
    expect(screen.getByTestId('bo-co-game-key-input').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).not.toBe(document.body);
    await user.clear(screen.getByTestId('bo-co-game-key-input'));
    await user.type(screen.getByTestId('bo-co-game-key-input'), 'issued-by-upstream-9876');
    expect(document.activeElement).toBe(screen.getByTestId('bo-co-game-key-input'));
    await user.click(screen.getByTestId('bo-co-game-key-dialog-confirm'));
    await waitFor(() => expect(calls.keys).toEqual([{ gameApiKey: null }, { gameApiKey: 'issued-by-upstream-9876' }]));
    await waitFor(() => expect(screen.getByTestId('bo-co-game-key-end').textContent).toContain('••••9876'));
  });

  it('adds an admin with the password typed twice', async () => {
    const { calls } = withAgent();
    const user = userEvent.setup();
    renderAgent();
    await user.type(await screen.findByTestId('bo-co-admin-username'), 'staff');
    await user.type(screen.getByTestId('bo-co-admin-password'), 'backup123');
    await user.type(screen.getByTestId('bo-co-admin-confirm'), 'backup124');
    await user.click(screen.getByTestId('bo-co-admin-add'));
    expect(screen.getByTestId('bo-co-admin-confirm').getAttribute('aria-invalid')).toBe('true');
    expect(calls.admins).toEqual([]);

    await user.clear(screen.getByTestId('bo-co-admin-confirm'));
    await user.type(screen.getByTestId('bo-co-admin-confirm'), 'backup123');
    await user.click(screen.getByTestId('bo-co-admin-add'));
    expect(await screen.findByText('ชื่อผู้ใช้นี้ถูกใช้แล้ว')).toBeTruthy();

    await user.clear(screen.getByTestId('bo-co-admin-username'));
    await user.type(screen.getByTestId('bo-co-admin-username'), 'backup');
    await user.click(screen.getByTestId('bo-co-admin-add'));
    await waitFor(() => expect(calls.admins).toEqual([
      { username: 'staff', password: 'backup123' },
      { username: 'backup', password: 'backup123' },
    ]));
    const added = await screen.findByTestId('bo-co-staff-62');
    expect(within(added).getByText('backup')).toBeTruthy();
    expect(screen.getByTestId('bo-co-admin-notice').textContent).toContain('เพิ่มแอดมิน backup แล้ว');
    expect((screen.getByTestId('bo-co-admin-username') as HTMLInputElement).value).toBe('');
  });

  it('says an unknown agent (0040)', async () => {
    withAgent();
    renderAgent('NOPE');
    expect((await screen.findByTestId('bo-co-agent-error')).textContent).toBe('ไม่พบข้อมูล');
  });
});
