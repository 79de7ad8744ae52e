import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { API, fail, ok } from '@/testing/handlers';
import { server } from '@/testing/msw-server';
import { renderWithProviders, seedQueryData } from '@/testing/render';

import { boKeys } from '../api/backoffice-api';
import { useStaffSession } from '../stores/staff-session';
import { cashierFixture, meFixture, meHandler, signInStaff } from '../testing/fixtures';
import { loadStaffTexts } from '../testing/language';
import { blacklistEntryFixture } from '../testing/member-fixtures';
import { bankAccountsPageFixture } from '../testing/payment-fixtures';
import type { BlacklistBody, BlacklistEntry } from '../types';

import { BlacklistPage } from './blacklist-page';

const BANK_ENTRY = blacklistEntryFixture({ id: 4, kind: 'bank_account', value: 'KBANK:1112223334', reason: 'stolen account', createdAt: '2026-01-08T04:00:00Z' });

/** The blacklist over mutable state, as the server keeps it: newest first, the same value twice refused. */
function blacklistServer(list: BlacklistEntry[] = [blacklistEntryFixture(), BANK_ENTRY]) {
  const state = { list: [...list], posts: [] as BlacklistBody[], deletes: [] as string[] };
  server.use(
    meHandler(),
    http.get(`${API}/backoffice/bankAccounts`, () => ok(bankAccountsPageFixture())),
    http.get(`${API}/backoffice/blacklist`, () => ok(state.list)),
    http.post(`${API}/backoffice/blacklist`, async ({ request }) => {
      const body = (await request.json()) as BlacklistBody;
      state.posts.push(body);
      const value = body.kind === 'tel' ? (body.tel ?? '') : `${body.bankCode}:${body.bankAccountNo}`;
      if (state.list.some((e) => e.value === value)) {
        return fail(409, '23505', 'Already blacklisted', { fields: body.kind === 'tel' ? ['tel'] : ['bankCode', 'bankAccountNo'] });
      }
      const entry = blacklistEntryFixture({ id: 10 + state.posts.length, kind: body.kind, value, reason: body.reason, createdAt: '2026-01-10T09:00:00Z' });
      state.list = [entry, ...state.list];
      return ok(entry);
    }),
    http.delete(`${API}/backoffice/blacklist/:id`, ({ params }) => {
      state.deletes.push(String(params.id));
      state.list = state.list.filter((e) => String(e.id) !== params.id);
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

const renderPage = () => renderWithProviders(<BlacklistPage />, { route: '/backoffice/players/blacklist' });

describe('BlacklistPage', () => {
  it('lists the phones and bank accounts, newest first, the bank by its name', async () => {
    blacklistServer();
    renderPage();
    const phone = await screen.findByTestId('bo-blacklist-row-5');
    expect(within(phone).getByText('เบอร์โทรศัพท์')).toBeTruthy();
    expect(within(phone).getByText('0899999999')).toBeTruthy();
    expect(within(phone).getByText('chargeback fraud')).toBeTruthy();
    const account = screen.getByTestId('bo-blacklist-row-4');
    expect(within(account).getByText('1112223334')).toBeTruthy();
    expect(await within(account).findByText('กสิกรไทย')).toBeTruthy();
    expect(screen.getAllByTestId(/^bo-blacklist-row-/).map((row) => row.dataset.testid)).toEqual(['bo-blacklist-row-5', 'bo-blacklist-row-4']);
  });

  it('adds a phone with its reason, and says so when it is listed already', async () => {
    const state = blacklistServer();
    const user = userEvent.setup();
    renderPage();
    await screen.findByTestId('bo-blacklist-row-5');
    // Nothing typed: nothing sent.
    await user.click(screen.getByTestId('bo-blacklist-submit'));
    expect(screen.getByTestId('bo-blacklist-tel').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('กรุณาระบุเหตุผล')).toBeTruthy();
    expect(state.posts).toEqual([]);

    await user.type(screen.getByTestId('bo-blacklist-tel'), '081 555 0000');
    await user.type(screen.getByTestId('bo-blacklist-reason'), 'fake documents');
    await user.click(screen.getByTestId('bo-blacklist-submit'));
    await waitFor(() => expect(state.posts).toEqual([{ kind: 'tel', tel: '0815550000', reason: 'fake documents' }]));
    const added = await screen.findByTestId('bo-blacklist-row-11');
    expect(within(added).getByText('0815550000')).toBeTruthy();
    expect(screen.getAllByTestId(/^bo-blacklist-row-/)[0]).toBe(added);
    expect(screen.getByTestId('bo-blacklist-notice').textContent).toContain('เพิ่ม 0815550000 ในบัญชีดำแล้ว');
    // The form is empty again for the next one.
    expect((screen.getByTestId('bo-blacklist-tel') as HTMLInputElement).value).toBe('');

    await user.type(screen.getByTestId('bo-blacklist-tel'), '0899999999');
    await user.type(screen.getByTestId('bo-blacklist-reason'), 'again');
    await user.click(screen.getByTestId('bo-blacklist-submit'));
    await waitFor(() => expect(screen.getByTestId('bo-blacklist-tel').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('อยู่ในบัญชีดำแล้ว')).toBeTruthy();
  });

  it('adds a bank account: a number of the wrong length for the bank is refused before anything is sent', async () => {
    const state = blacklistServer();
    const user = userEvent.setup();
    renderPage();
    await screen.findByTestId('bo-blacklist-row-5');
    await user.click(screen.getByTestId('bo-blacklist-kind-bank_account'));
    expect(screen.queryByTestId('bo-blacklist-tel')).toBeNull();
    await waitFor(() => expect(screen.getAllByRole('option', { name: 'ออมสิน' })).toHaveLength(1));
    await user.selectOptions(screen.getByTestId('bo-blacklist-bank'), 'GSB');
    await user.type(screen.getByTestId('bo-blacklist-number'), '1234567890');
    await user.type(screen.getByTestId('bo-blacklist-reason'), 'mule account');
    await user.click(screen.getByTestId('bo-blacklist-submit'));
    expect(screen.getByText('เลขที่บัญชีของธนาคารนี้มี 12 หลัก')).toBeTruthy();
    expect(state.posts).toEqual([]);

    await user.type(screen.getByTestId('bo-blacklist-number'), '55');
    await user.click(screen.getByTestId('bo-blacklist-submit'));
    await waitFor(() => expect(state.posts).toEqual([{ kind: 'bank_account', bankCode: 'GSB', bankAccountNo: '123456789055', reason: 'mule account' }]));
    const added = await screen.findByTestId('bo-blacklist-row-11');
    expect(within(added).getByText('123456789055')).toBeTruthy();
    expect(within(added).getByText('ออมสิน')).toBeTruthy();
    expect(screen.getByTestId('bo-blacklist-notice').textContent).toContain('เพิ่ม ออมสิน 123456789055 ในบัญชีดำแล้ว');
    expect(within(added).getByText('บัญชีธนาคาร')).toBeTruthy();
  });

  it('removes an entry only once the removal is confirmed', async () => {
    const state = blacklistServer();
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByTestId('bo-blacklist-remove-5'));
    const dialog = await screen.findByRole('dialog', { name: 'นำออกจากบัญชีดำ' });
    expect(within(dialog).getByText('นำ 0899999999 ออกจากบัญชีดำหรือไม่', { exact: false })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'ยกเลิก' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(state.deletes).toEqual([]);

    await user.click(screen.getByTestId('bo-blacklist-remove-5'));
    await user.click(await screen.findByTestId('bo-blacklist-remove-confirm'));
    await waitFor(() => expect(state.deletes).toEqual(['5']));
    await waitFor(() => expect(screen.queryByTestId('bo-blacklist-row-5')).toBeNull());
    expect(screen.getByTestId('bo-blacklist-row-4')).toBeTruthy();
    expect(screen.getByTestId('bo-blacklist-notice').textContent).toContain('นำ 0899999999 ออกจากบัญชีดำแล้ว');
  });
});

describe('BlacklistPage: the agent’s staff', () => {
  it('lets them add and download, and shows them that the admin alone removes', async () => {
    signInStaff(cashierFixture);
    seedQueryData(boKeys.me(), cashierFixture);
    const state = blacklistServer();
    server.use(meHandler(cashierFixture));
    renderPage();
    const phone = await screen.findByTestId('bo-blacklist-row-5');
    expect(within(phone).queryByRole('button')).toBeNull();
    expect(screen.queryByTestId(/^bo-blacklist-remove-/)).toBeNull();
    expect(screen.getByTestId('bo-blacklist-admin-only').textContent).toBe('แอดมินของเอเย่นต์เท่านั้นที่นำรายการออกจากบัญชีดำได้');
    expect(screen.getByTestId('bo-blacklist-submit')).toBeTruthy();
    expect((screen.getByTestId('bo-blacklist-csv') as HTMLButtonElement).disabled).toBe(false);
    expect(state.deletes).toEqual([]);
  });

  it('offers the admin the removal', async () => {
    blacklistServer();
    renderPage();
    expect(await screen.findByTestId('bo-blacklist-remove-5')).toBeTruthy();
    expect(screen.queryByTestId('bo-blacklist-admin-only')).toBeNull();
  });
});
