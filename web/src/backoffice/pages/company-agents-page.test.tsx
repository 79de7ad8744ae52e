import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '@/testing/render';

import { useCompanySession } from '../stores/company-session';
import { companyAgentRowFixture, companyServer, signInCompany } from '../testing/company-fixtures';
import { loadStaffTexts } from '../testing/language';

import { CompanyAgentsPage } from './company-agents-page';

const AGENTS = [
  companyAgentRowFixture(),
  companyAgentRowFixture({
    prefix: 'VN1',
    countryCode: 'VN',
    currencyCode: 'VND',
    gameCompany: 'UFA',
    layout: 'zuka',
    domains: ['vn1.example'],
    paymentMethods: ['BANK', 'GATEWAY'],
    status: 'inactive',
    players: 0,
  }),
];

beforeEach(async () => {
  useCompanySession.getState().signOut();
  await loadStaffTexts('th');
  signInCompany();
});
afterEach(() => vi.restoreAllMocks());

const renderPage = (route = '/backoffice/company') => renderWithProviders(<CompanyAgentsPage />, { route });

describe('CompanyAgentsPage', () => {
  it('lists every agent with its domains, country, game company, layout, status and players, each leading to its page', async () => {
    companyServer({ agents: AGENTS });
    renderPage();
    const pp = await screen.findByTestId('bo-co-agent-PP');
    expect(within(pp).getByRole('link', { name: 'เปิดเอเย่นต์ PP' }).getAttribute('href')).toBe('/backoffice/company/agents/PP');
    expect(within(pp).getByText('pp.localhost')).toBeTruthy();
    expect(within(pp).getByText('www.pp.localhost')).toBeTruthy();
    expect(within(pp).getByText('ไทย · THB')).toBeTruthy();
    expect(within(pp).getByText('ใช้งาน')).toBeTruthy();
    expect(within(pp).getByText('1,234')).toBeTruthy();
    const vn = screen.getByTestId('bo-co-agent-VN1');
    expect(within(vn).getByText('เวียดนาม · VND')).toBeTruthy();
    expect(within(vn).getByText('UFA')).toBeTruthy();
    expect(within(vn).getByText('zuka')).toBeTruthy();
    expect(within(vn).getByText('ปิดใช้งาน')).toBeTruthy();
    expect(screen.getByTestId('bo-co-new-agent').getAttribute('href')).toBe('/backoffice/company/new');
  });

  it('filters by q (kept in the address) and says when nothing matches', async () => {
    const { calls } = companyServer({ agents: AGENTS });
    const user = userEvent.setup();
    const { router } = renderPage();
    await screen.findByTestId('bo-co-agent-VN1');
    await user.type(screen.getByTestId('bo-co-search'), 'vn1');
    await waitFor(() => expect(screen.queryByTestId('bo-co-agent-PP')).toBeNull());
    expect(screen.getByTestId('bo-co-agent-VN1')).toBeTruthy();
    expect(router.state.location.search).toBe('?q=vn1');
    expect(calls.searches).toEqual(['', 'vn1']);

    await user.clear(screen.getByTestId('bo-co-search'));
    await user.type(screen.getByTestId('bo-co-search'), 'zz{Enter}');
    expect(await screen.findByText('ไม่พบเอเย่นต์ที่ตรงกับ “zz”')).toBeTruthy();
    expect((screen.getByTestId('bo-co-csv') as HTMLButtonElement).disabled).toBe(true);
  });

  it('opens with the search of its address', async () => {
    const { calls } = companyServer({ agents: AGENTS });
    renderPage('/backoffice/company?q=pp');
    expect(await screen.findByTestId('bo-co-agent-PP')).toBeTruthy();
    expect(screen.queryByTestId('bo-co-agent-VN1')).toBeNull();
    expect((screen.getByTestId('bo-co-search') as HTMLInputElement).value).toBe('pp');
    expect(calls.searches).toEqual(['pp']);
  });

  it('downloads the rows shown as CSV, with a header line', async () => {
    companyServer({ agents: AGENTS });
    const blobs: Blob[] = [];
    const created = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:agents';
    });
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('agents.csv');
      expect(this.href).toBe('blob:agents');
    });
    const user = userEvent.setup();
    renderPage();
    await screen.findByTestId('bo-co-agent-VN1');
    await user.click(screen.getByTestId('bo-co-csv'));
    expect(click).toHaveBeenCalledTimes(1);
    // UTF-8 with its byte-order mark, for spreadsheets.
    const bytes = new Uint8Array(await blobs[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(blobs[0]!.type).toBe('text/csv;charset=utf-8');
    const text = await blobs[0]!.text();
    expect(text.split('\r\n')).toEqual([
      'prefix,status,countryCode,currencyCode,gameCompany,layout,domains,paymentMethods,players',
      'PP,active,TH,THB,AMB,a,pp.localhost www.pp.localhost,BANK TRUEMONEY,1234',
      'VN1,inactive,VN,VND,UFA,zuka,vn1.example,BANK GATEWAY,0',
      '',
    ]);
  });
});
