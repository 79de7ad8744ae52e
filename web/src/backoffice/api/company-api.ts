import { queryOptions } from '@tanstack/react-query';

import type { Empty } from '@/types/api';

import type {
  AgentStatusBody,
  CompanyAgent,
  CompanyAgentRow,
  CompanyLoginBody,
  CompanyLoginResult,
  CompanyOptions,
  CompanyUser,
  DomainBody,
  GameAccountBody,
  NewAdminBody,
  NewAgentBody,
} from '../types';

import { companyClient as client } from './client';

/**
 * The company console's queries (docs/money.md "The company's console"), under a root of their
 * own: not under the staff's `boKeys.all`, so neither session's end drops the other's data.
 */
export const companyKeys = {
  all: ['company'] as const,
  me: () => [...companyKeys.all, 'me'] as const,
  options: () => [...companyKeys.all, 'options'] as const,
  agents: (q: string) => [...companyKeys.all, 'agents', q] as const,
  agentLists: () => [...companyKeys.all, 'agents'] as const,
  agent: (prefix: string) => [...companyKeys.all, 'agent', prefix] as const,
};

const quiet = { silent: true } as const;
const agentPath = (prefix: string) => `backoffice/company/agents/${encodeURIComponent(prefix)}`;

export const companyApi = {
  /** Sets the `pp_company` cookie (the request header asks for it); 0003 wrong credentials, 0036 too many. */
  login: (body: CompanyLoginBody) => client.post<CompanyLoginResult>('backoffice/company/auth/login', body, quiet),
  logout: () => client.post<Empty>('backoffice/company/auth/logout', {}, quiet),
  /** 0030/0033 without a live session (the console's store ends then). */
  me: () => client.get<CompanyUser>('backoffice/company/me', quiet),
  options: () => client.get<CompanyOptions>('backoffice/company/options', quiet),
  /** Every agent, or those whose prefix or a domain contains `q`. */
  agents: (q: string) => client.get<CompanyAgentRow[]>('backoffice/company/agents', { ...quiet, query: { q: q || undefined } }),
  /** The agent, its domains, game account, limits and first admin at once, or nothing (0000 / 23505 with `fields`). */
  create: (body: NewAgentBody) => client.post<CompanyAgent>('backoffice/company/agents', body, quiet),
  agent: (prefix: string) => client.get<CompanyAgent>(agentPath(prefix), quiet),
  /** A domain another agent serves answers 23505. */
  addDomain: (prefix: string, body: DomainBody) => client.post<CompanyAgent>(`${agentPath(prefix)}/domains`, body, quiet),
  /** The agent keeps one domain at least (0000 for the last). */
  removeDomain: (prefix: string, domain: string) =>
    client.delete<CompanyAgent>(`${agentPath(prefix)}/domains/${encodeURIComponent(domain)}`, quiet),
  /** The old key stops working at once. */
  setGameKey: (prefix: string, body: GameAccountBody) => client.put<CompanyAgent>(`${agentPath(prefix)}/game-account`, body, quiet),
  /** inactive: every session of its players and staff ends, its site stops answering. */
  setStatus: (prefix: string, body: AgentStatusBody) => client.put<CompanyAgent>(`${agentPath(prefix)}/status`, body, quiet),
  addAdmin: (prefix: string, body: NewAdminBody) => client.post<CompanyAgent>(`${agentPath(prefix)}/admins`, body, quiet),
};

export const companyMeQuery = () =>
  queryOptions({ queryKey: companyKeys.me(), queryFn: companyApi.me, staleTime: 5 * 60_000 });

/** The choices change with a release only. */
export const companyOptionsQuery = () =>
  queryOptions({ queryKey: companyKeys.options(), queryFn: companyApi.options, staleTime: Infinity });

export const companyAgentsQuery = (q: string) =>
  queryOptions({ queryKey: companyKeys.agents(q), queryFn: () => companyApi.agents(q), staleTime: 10_000 });

export const companyAgentQuery = (prefix: string) =>
  queryOptions({ queryKey: companyKeys.agent(prefix), queryFn: () => companyApi.agent(prefix), staleTime: 0 });
