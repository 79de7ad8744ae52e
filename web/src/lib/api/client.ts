import { TOKEN_RENEW_MAX_RETRIES } from '@/config/constants';
import type { TokenPair } from '@/types/api';

import {
  ApiError,
  DEFAULT_ERROR_TEXT,
  DEFAULT_ERROR_TITLE,
  ErrorCode,
  FORCED_LOGOUT_CODES,
  NETWORK_ERROR_TEXT,
  describeApiError,
  type ErrorMessage,
} from './errors';

/** The encrypted payload mode's code (crypto-js) loads only when the mode is on. */
const payloadCodec = () => import('./payload');

export type HttpMethod = 'GET' | 'HEAD' | 'OPTIONS' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Methods that may be repeated safely; POST (and PATCH) never are. */
export const IDEMPOTENT_METHODS: ReadonlySet<HttpMethod> = new Set([
  'GET',
  'HEAD',
  'OPTIONS',
  'PUT',
  'DELETE',
]);
/** HTTP statuses worth repeating an idempotent call for (spec §7 "Retries"). */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

export const RENEW_PATH = 'auth/renewAccessToken';

/** How the client reaches the session without importing the auth feature (imports flow one way). */
export interface AuthBridge {
  getAccessToken(): string | null | undefined;
  getRefreshToken(): string | null | undefined;
  setTokens(tokens: TokenPair): void;
  /** Ends the session; `code` says why (an error code of spec §8). */
  /** Ends the session; the caller shows why (the session-ended toast), so no error toast. */
  logout(code: string, systemMsg?: string): void;
}

export interface ErrorNotice {
  title: string;
  text: string;
}

export interface ApiClientOptions {
  baseUrl: string;
  /** Turns on the encrypted payload mode when non-empty. */
  payloadSecret?: string;
  auth?: AuthBridge;
  /** Shows an error toast; the app passes the one toast helper. */
  notifyError?: (notice: ErrorNotice) => void;
  fetch?: typeof fetch;
  /** Extra attempts of an idempotent call on a retryable status or network failure. */
  httpRetries?: number;
  httpRetryDelayMs?: number;
  maxTokenRenewals?: number;
}

export interface RequestOptions {
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  /** No error toast from the client: the caller shows its own. */
  silent?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export interface ApiClient {
  request<T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  post<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  put<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  delete<T>(path: string, options?: RequestOptions): Promise<T>;
  /** Renews the tokens with the refresh token; concurrent callers share one renewal. */
  renewTokens(): Promise<boolean>;
  configure(options: Partial<ApiClientOptions>): void;
}

interface Envelope {
  status?: string;
  data?: unknown;
  error?: { message?: ErrorMessage | string } | null;
  requestId?: string;
}

function sleep(ms: number): Promise<void> {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}

function joinUrl(baseUrl: string, path: string): string {
  const base = baseUrl.replace(/\/+$/, '');
  const rel = path.replace(/^\/+/, '');
  const joined = `${base}/${rel}`;
  if (/^https?:\/\//i.test(joined)) return joined;
  // Relative base (the default '/api'): resolve against the page so fetch works everywhere.
  const origin = typeof window !== 'undefined' ? window.location.origin : 'http://localhost';
  return new URL(joined, origin).toString();
}

function withQuery(url: string, query: RequestOptions['query']): string {
  if (!query) return url;
  const u = new URL(url);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) u.searchParams.set(key, String(value));
  }
  return u.toString();
}

function toErrorMessage(status: number, envelope: Envelope | null): ErrorMessage {
  const message = envelope?.error?.message;
  if (message && typeof message === 'object' && 'errorCode' in message) return message;
  if (typeof message === 'string') return { errorCode: ErrorCode.Unexpected, msg: message };
  return { errorCode: status === 404 ? ErrorCode.NotFound : ErrorCode.Unexpected, msg: '' };
}

/**
 * The one API client (spec §7, docs/api.md): envelope unwrapping, bearer token, encrypted
 * payload mode, token renewal on 0031 (at most `maxTokenRenewals` retries, one shared renewal),
 * forced logout codes, retries of idempotent calls, error toasts.
 */
export function createApiClient(initial: ApiClientOptions): ApiClient {
  const options: ApiClientOptions = { ...initial };
  let renewal: Promise<boolean> | null = null;

  const retries = () => options.httpRetries ?? 1;
  const retryDelay = () => options.httpRetryDelayMs ?? 250;
  const maxRenewals = () => options.maxTokenRenewals ?? TOKEN_RENEW_MAX_RETRIES;
  const doFetch = (input: string, init: RequestInit) => (options.fetch ?? globalThis.fetch)(input, init);

  function notify(error: ApiError) {
    if (error.errorCode === ErrorCode.TokenExpired) return; // suppressed (spec §8)
    const text =
      error.errorCode === ErrorCode.Network ? NETWORK_ERROR_TEXT : describeApiError(error);
    options.notifyError?.({ title: DEFAULT_ERROR_TITLE, text: text || DEFAULT_ERROR_TEXT });
  }

  /** One HTTP exchange, with the transport-level retries; returns the envelope's data. */
  async function send<T>(method: HttpMethod, path: string, opts: RequestOptions): Promise<T> {
    const url = withQuery(joinUrl(options.baseUrl, path), opts.query);
    const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
    const token = options.auth?.getAccessToken();
    if (token) headers.Authorization = `Bearer ${token}`;

    let body: string | undefined;
    if (method !== 'GET' && method !== 'HEAD') {
      const plain = opts.body === undefined ? {} : opts.body;
      const wire = options.payloadSecret
        ? { payload: (await payloadCodec()).encryptPayload(plain, options.payloadSecret) }
        : plain;
      body = JSON.stringify(wire);
      headers['Content-Type'] = 'application/json';
    }

    const idempotent = IDEMPOTENT_METHODS.has(method);
    for (let attempt = 0; ; attempt += 1) {
      let response: Response;
      try {
        response = await doFetch(url, { method, headers, body, signal: opts.signal });
      } catch (cause) {
        if (opts.signal?.aborted) throw cause;
        if (idempotent && attempt < retries()) {
          await sleep(retryDelay());
          continue;
        }
        throw new ApiError(0, { errorCode: ErrorCode.Network, msg: NETWORK_ERROR_TEXT });
      }

      if (!response.ok && idempotent && RETRY_STATUSES.has(response.status) && attempt < retries()) {
        await sleep(retryDelay());
        continue;
      }

      const raw = await response.text();
      let envelope: Envelope | null = null;
      if (raw) {
        try {
          envelope = JSON.parse(raw) as Envelope;
        } catch {
          envelope = null;
        }
      }
      const requestId = response.headers.get('X-Request-ID') ?? envelope?.requestId;

      if (!response.ok || envelope?.status === 'error') {
        throw new ApiError(response.status, toErrorMessage(response.status, envelope), requestId);
      }
      if (!envelope || typeof envelope !== 'object' || !('data' in envelope)) {
        return (envelope ?? undefined) as T;
      }
      const data = envelope.data;
      if (options.payloadSecret && typeof data === 'string') {
        return (await payloadCodec()).decryptPayload<T>(data, options.payloadSecret);
      }
      return data as T;
    }
  }

  function renewTokens(): Promise<boolean> {
    if (renewal) return renewal;
    renewal = (async () => {
      const refreshToken = options.auth?.getRefreshToken();
      if (!refreshToken) return false;
      try {
        const tokens = await send<TokenPair>('POST', RENEW_PATH, { body: { refreshToken } });
        if (!tokens?.accessToken || !tokens.refreshToken) return false;
        options.auth?.setTokens({
          accessToken: tokens.accessToken,
          refreshToken: tokens.refreshToken,
        });
        return true;
      } catch {
        return false;
      }
    })().finally(() => {
      renewal = null;
    });
    return renewal;
  }

  async function request<T>(
    method: HttpMethod,
    path: string,
    opts: RequestOptions = {},
  ): Promise<T> {
    let renewals = 0;
    for (;;) {
      const tokenUsed = options.auth?.getAccessToken();
      try {
        return await send<T>(method, path, opts);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;

        if (error.errorCode === ErrorCode.TokenExpired && path !== RENEW_PATH) {
          if (renewals < maxRenewals()) {
            // Another call may have renewed already while this one was in flight.
            const alreadyRenewed = !!tokenUsed && options.auth?.getAccessToken() !== tokenUsed;
            if (alreadyRenewed || (await renewTokens())) {
              renewals += 1;
              continue; // retry the original call with the new token
            }
          }
          options.auth?.logout(ErrorCode.TokenExpired);
          throw error;
        }

        if (FORCED_LOGOUT_CODES.has(error.errorCode)) {
          options.auth?.logout(error.errorCode, error.systemMsg);
          throw error;
        }
        if (!opts.silent) notify(error);
        throw error;
      }
    }
  }

  return {
    request,
    get: (path, opts) => request('GET', path, opts),
    post: (path, body, opts) => request('POST', path, { ...opts, body }),
    put: (path, body, opts) => request('PUT', path, { ...opts, body }),
    delete: (path, opts) => request('DELETE', path, opts),
    renewTokens,
    configure(next) {
      Object.assign(options, next);
    },
  };
}
