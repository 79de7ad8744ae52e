import { env } from '@/config/env';
import { createApiClient, type AuthBridge } from '@/lib/api';

import { useCompanySession } from '../stores/company-session';
import { useStaffSession } from '../stores/staff-session';

/**
 * Sent with every back office call. The server counts the staff cookie for a write only with
 * it (a page of another site cannot add a custom header), and answers a login that carries it
 * with the cookie instead of a token in the body.
 */
export const STAFF_REQUEST_HEADER = 'X-Staff-Request';

/** The API client's view of the staff session (never the player's). */
export const staffAuthBridge: AuthBridge = {
  // The staff token travels as an HttpOnly cookie: there is no bearer token to send.
  getAccessToken: () => null,
  // No renewal call exists for staff: 0031 ends the session at once.
  getRefreshToken: () => null,
  setTokens: () => {},
  logout: (code) => useStaffSession.getState().expire(code),
};

/**
 * The API client's view of the company console's session: its own store, so a console
 * session that ends never signs the staff out, nor the other way round.
 */
export const companyAuthBridge: AuthBridge = {
  getAccessToken: () => null,
  getRefreshToken: () => null,
  setTokens: () => {},
  logout: (code) => useCompanySession.getState().expire(code),
};

/** The browser's fetch, with the staff request header and this origin's cookies. */
const staffFetch: typeof fetch = (input, init = {}) => {
  const headers = new Headers(init.headers);
  headers.set(STAFF_REQUEST_HEADER, '1');
  return globalThis.fetch(input, { ...init, headers, credentials: 'same-origin' });
};

/**
 * The back office's instance of the one API client: same envelope, encrypted mode and
 * retries, the staff cookie, no renewal, and no toasts (every page shows its errors in place,
 * and the queue polls, so a toast per failed poll would pile up).
 */
export const staffApi = createApiClient({
  baseUrl: env.apiBaseUrl,
  payloadSecret: env.payloadSecret,
  auth: staffAuthBridge,
  maxTokenRenewals: 0,
  fetch: staffFetch,
});

/**
 * The company console's instance of the same client: the same header and cookies (its own,
 * `pp_company`, scoped to `/api/backoffice/company`), its own session.
 */
export const companyClient = createApiClient({
  baseUrl: env.apiBaseUrl,
  payloadSecret: env.payloadSecret,
  auth: companyAuthBridge,
  maxTokenRenewals: 0,
  fetch: staffFetch,
});

/**
 * The address of a back office CSV download (`backoffice/<path>`, the query without its empty
 * values). A plain link: the browser sends the staff cookie with it, and a read needs no staff
 * request header.
 */
export function staffCsvUrl(path: string, query: Record<string, string | undefined> = {}): string {
  const search = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => !!entry[1])).toString();
  return `${env.apiBaseUrl}/backoffice/${path}${search ? `?${search}` : ''}`;
}
