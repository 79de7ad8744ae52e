import { http } from 'msw';

import { API, fail, ok } from '@/testing/handlers';
import { server } from '@/testing/msw-server';

import { useCompanySession } from '../stores/company-session';
import type { AgentStatusBody, CompanyAgent, CompanyAgentRow, CompanyOptions, CompanyUser, DomainBody, GameAccountBody, NewAdminBody, NewAgentBody } from '../types';

export const companyUserFixture: CompanyUser = { username: 'operator' };

export function signInCompany() {
  useCompanySession.getState().signIn({ company: companyUserFixture });
}

/** The choices of the demo server (server/promptplay/company/service.py). */
export const companyOptionsFixture: CompanyOptions = {
  countries: [
    { code: 'TH', currencyCode: 'THB', nameEn: 'Thailand', nameTh: 'ไทย' },
    { code: 'VN', currencyCode: 'VND', nameEn: 'Vietnam', nameTh: 'เวียดนาม' },
    { code: 'LA', currencyCode: 'LAK', nameEn: 'Laos', nameTh: 'ลาว' },
  ],
  gameCompanies: ['AMB', 'UFA'],
  layouts: ['a', 'b', 'c', 'zuka'],
  paymentMethods: ['BANK', 'GATEWAY', 'TRUEMONEY'],
};

export function companyAgentRowFixture(overrides: Partial<CompanyAgentRow> = {}): CompanyAgentRow {
  return {
    prefix: 'PP',
    status: 'active',
    countryCode: 'TH',
    currencyCode: 'THB',
    gameCompany: 'AMB',
    layout: 'a',
    domains: ['pp.localhost', 'www.pp.localhost'],
    paymentMethods: ['BANK', 'TRUEMONEY'],
    players: 1234,
    ...overrides,
  };
}

export function companyAgentFixture(overrides: Partial<CompanyAgent> = {}): CompanyAgent {
  return {
    ...companyAgentRowFixture(),
    truemoneyMobile: '0812345678',
    limits: {
      currencyCode: 'THB',
      minimumDeposit: 10,
      maximumDeposit: 100000,
      minimumWithdraw: 100,
      maximumWithdraw: 50000,
      maximumCreditBalance: 1000000,
      turn: 1,
      depositExpiryMinutes: 30,
    },
    gameAccount: { family: 'amb', username: 'pp', apiKeyEnd: 'abcd' },
    depositAccounts: 2,
    staff: [
      { id: 41, username: 'staff', role: 'admin', status: 'active', createdAt: '2025-11-01T03:00:00Z' },
      { id: 42, username: 'cashier', role: 'staff', status: 'inactive', createdAt: '2026-01-02T03:00:00Z' },
    ],
    ...overrides,
  };
}

/** What the console's server was sent, by call. */
export interface CompanyCalls {
  logins: unknown[];
  loginHeaders: (string | null)[];
  searches: string[];
  creates: NewAgentBody[];
  domainsAdded: DomainBody[];
  domainsRemoved: string[];
  keys: GameAccountBody[];
  statuses: AgentStatusBody[];
  admins: NewAdminBody[];
}

/**
 * The console's API over mutable state, as the server keeps it: the list filtered by `q`, one
 * agent in full, its domains (never the last one removed: 0000), status, key and admins.
 */
export function companyServer({ agents = [companyAgentRowFixture()], agent = companyAgentFixture() }: { agents?: CompanyAgentRow[]; agent?: CompanyAgent } = {}) {
  const state = { agent: { ...agent } };
  const calls: CompanyCalls = {
    logins: [],
    loginHeaders: [],
    searches: [],
    creates: [],
    domainsAdded: [],
    domainsRemoved: [],
    keys: [],
    statuses: [],
    admins: [],
  };
  const answer = () => ok(state.agent);
  const change = (next: Partial<CompanyAgent>) => {
    state.agent = { ...state.agent, ...next };
    return answer();
  };
  server.use(
    http.get(`${API}/backoffice/company/me`, () => ok(companyUserFixture)),
    http.get(`${API}/backoffice/company/options`, () => ok(companyOptionsFixture)),
    http.get(`${API}/backoffice/company/agents`, ({ request }) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      calls.searches.push(q);
      const needle = q.toLowerCase();
      return ok(agents.filter((row) => !needle || row.prefix.toLowerCase().includes(needle) || row.domains.some((d) => d.includes(needle))));
    }),
    http.get(`${API}/backoffice/company/agents/:prefix`, ({ params }) =>
      params.prefix === state.agent.prefix ? answer() : fail(404, '0040', 'Data not found', { fields: ['prefix'] }),
    ),
    http.post(`${API}/backoffice/company/agents/:prefix/domains`, async ({ request }) => {
      const body = (await request.json()) as DomainBody;
      calls.domainsAdded.push(body);
      if (body.domain === 'taken.example') return fail(409, '23505', 'domain already served: taken.example', { fields: ['domain'] });
      return change({ domains: [...state.agent.domains, body.domain] });
    }),
    http.delete(`${API}/backoffice/company/agents/:prefix/domains/:domain`, ({ params }) => {
      const domain = String(params.domain);
      calls.domainsRemoved.push(domain);
      if (state.agent.domains.length <= 1) return fail(422, '0000', 'The agent keeps one domain at least', { fields: ['domain'] });
      return change({ domains: state.agent.domains.filter((d) => d !== domain) });
    }),
    http.put(`${API}/backoffice/company/agents/:prefix/game-account`, async ({ request }) => {
      const body = (await request.json()) as GameAccountBody;
      calls.keys.push(body);
      return change({ gameAccount: { ...state.agent.gameAccount, apiKeyEnd: body.gameApiKey ? body.gameApiKey.slice(-4) : 'z9y8' } });
    }),
    http.put(`${API}/backoffice/company/agents/:prefix/status`, async ({ request }) => {
      const body = (await request.json()) as AgentStatusBody;
      calls.statuses.push(body);
      return change({ status: body.status });
    }),
    http.post(`${API}/backoffice/company/agents/:prefix/admins`, async ({ request }) => {
      const body = (await request.json()) as NewAdminBody;
      calls.admins.push(body);
      if (state.agent.staff.some((m) => m.username === body.username)) return fail(409, '23505', `staff ${body.username} exists`, { fields: ['username'] });
      return change({ staff: [...state.agent.staff, { id: 60 + calls.admins.length, username: body.username, role: 'admin', status: 'active', createdAt: '2026-01-20T03:00:00Z' }] });
    }),
  );
  return { state, calls };
}
