import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { server } from '@/testing/msw-server';

import { createApiClient, type AuthBridge, type HttpMethod } from './client';
import { ApiError, ErrorCode } from './errors';

const BASE = 'http://api.test/api';

const ok = (data: unknown) => HttpResponse.json({ status: 'success', data });
const fail = (status: number, errorCode: string, extra: Record<string, unknown> = {}) =>
  HttpResponse.json(
    { status: 'error', error: { message: { errorCode, msg: `msg ${errorCode}`, funcName: 't', ...extra } } },
    { status },
  );

function makeSession(initial = { accessToken: 'access-1', refreshToken: 'refresh-1' }) {
  const state = { ...initial, loggedOut: [] as string[] };
  const bridge: AuthBridge = {
    getAccessToken: () => state.accessToken,
    getRefreshToken: () => state.refreshToken,
    setTokens: (tokens) => {
      state.accessToken = tokens.accessToken;
      state.refreshToken = tokens.refreshToken;
    },
    logout: (code) => {
      state.loggedOut.push(code);
      state.accessToken = '';
      state.refreshToken = '';
    },
  };
  return { state, bridge };
}

function makeClient(options: { secret?: string } = {}) {
  const session = makeSession();
  const notifyError = vi.fn();
  const client = createApiClient({
    baseUrl: BASE,
    auth: session.bridge,
    notifyError,
    payloadSecret: options.secret,
    httpRetryDelayMs: 0,
  });
  return { client, session, notifyError };
}

/** A renewal endpoint that hands out numbered tokens. */
function renewalHandler(counter: { n: number }) {
  return http.post(`${BASE}/auth/renewAccessToken`, async ({ request }) => {
    const body = (await request.json()) as { refreshToken: string };
    counter.n += 1;
    return ok({ accessToken: `access-${counter.n + 1}`, refreshToken: `refresh-${counter.n + 1}`, got: body.refreshToken });
  });
}

describe('api client: envelope and headers', () => {
  it('unwraps data and sends the bearer token and JSON body', async () => {
    const { client } = makeClient();
    let seen: { auth: string | null; type: string | null; body: unknown } | undefined;
    server.use(
      http.post(`${BASE}/player/wallet`, async ({ request }) => {
        seen = {
          auth: request.headers.get('authorization'),
          type: request.headers.get('content-type'),
          body: await request.json(),
        };
        return ok({ creditBalance: 10 });
      }),
    );
    await expect(client.post('player/wallet', { a: 1 })).resolves.toEqual({ creditBalance: 10 });
    expect(seen).toEqual({ auth: 'Bearer access-1', type: 'application/json', body: { a: 1 } });
  });

  it('sends no authorization header without a token', async () => {
    const notifyError = vi.fn();
    const client = createApiClient({ baseUrl: BASE, notifyError });
    let auth: string | null = 'unset';
    server.use(
      http.get(`${BASE}/captcha`, ({ request }) => {
        auth = request.headers.get('authorization');
        return ok({ captchaId: 'x' });
      }),
    );
    await client.get('captcha');
    expect(auth).toBeNull();
  });

  it('throws an ApiError carrying the envelope fields and toasts the combined message', async () => {
    const { client, notifyError } = makeClient();
    server.use(http.post(`${BASE}/player/register`, () => fail(400, '0000', { fields: ['tel', 'username'] })));
    const error = await client.post('player/register', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).errorCode).toBe('0000');
    expect((error as ApiError).fields).toEqual(['tel', 'username']);
    expect(notifyError).toHaveBeenCalledWith({ title: 'เกิดข้อผิดพลาด', text: 'เบอร์โทรศัพท์, * msg 0000' });
  });

  it('prefers systemMsg over field names in the toast', async () => {
    const { client, notifyError } = makeClient();
    server.use(http.post(`${BASE}/auth/login`, () => fail(429, '0036', { systemMsg: 'try in 5 minutes' })));
    await expect(client.post('auth/login', {})).rejects.toBeInstanceOf(ApiError);
    expect(notifyError).toHaveBeenCalledWith({ title: 'เกิดข้อผิดพลาด', text: 'try in 5 minutes msg 0036' });
  });

  it('uses the default maintenance text when the error says nothing', async () => {
    const { client, notifyError } = makeClient();
    server.use(http.post(`${BASE}/x`, () => new HttpResponse('oops', { status: 500 })));
    await expect(client.post('x')).rejects.toMatchObject({ errorCode: '9999' });
    expect(notifyError).toHaveBeenCalledWith({
      title: 'เกิดข้อผิดพลาด',
      text: 'Server is maintain now, please waiting for next update',
    });
  });

  it('reports a network failure as เครือข่ายขัดข้อง', async () => {
    const { client, notifyError } = makeClient();
    server.use(http.post(`${BASE}/x`, () => HttpResponse.error()));
    await expect(client.post('x')).rejects.toMatchObject({ errorCode: ErrorCode.Network });
    expect(notifyError).toHaveBeenCalledWith({ title: 'เกิดข้อผิดพลาด', text: 'เครือข่ายขัดข้อง' });
  });

  it('stays quiet when the caller asks for silence', async () => {
    const { client, notifyError } = makeClient();
    server.use(http.post(`${BASE}/x`, () => fail(404, '0040')));
    await expect(client.post('x', {}, { silent: true })).rejects.toMatchObject({ errorCode: '0040' });
    expect(notifyError).not.toHaveBeenCalled();
  });
});

describe('api client: expired token (0031)', () => {
  let renewals: { n: number };
  beforeEach(() => {
    renewals = { n: 0 };
  });

  it('renews with the refresh token, stores both tokens and retries the original call', async () => {
    const { client, session, notifyError } = makeClient();
    const seenTokens: Array<string | null> = [];
    server.use(
      renewalHandler(renewals),
      http.post(`${BASE}/player/wallet`, ({ request }) => {
        const auth = request.headers.get('authorization');
        seenTokens.push(auth);
        return auth === 'Bearer access-2' ? ok({ creditBalance: 5 }) : fail(401, '0031');
      }),
    );
    await expect(client.post('player/wallet')).resolves.toEqual({ creditBalance: 5 });
    expect(seenTokens).toEqual(['Bearer access-1', 'Bearer access-2']);
    expect(renewals.n).toBe(1);
    expect(session.state.accessToken).toBe('access-2');
    expect(session.state.refreshToken).toBe('refresh-2');
    expect(session.state.loggedOut).toEqual([]);
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('sends the stored refresh token to auth/renewAccessToken', async () => {
    const { client } = makeClient();
    let body: unknown;
    server.use(
      http.post(`${BASE}/auth/renewAccessToken`, async ({ request }) => {
        body = await request.json();
        return ok({ accessToken: 'a2', refreshToken: 'r2' });
      }),
      http.post(`${BASE}/x`, ({ request }) =>
        request.headers.get('authorization') === 'Bearer a2' ? ok(1) : fail(401, '0031'),
      ),
    );
    await client.post('x');
    expect(body).toEqual({ refreshToken: 'refresh-1' });
  });

  it('retries at most 3 times, then logs out (no toast for 0031)', async () => {
    const { client, session, notifyError } = makeClient();
    let calls = 0;
    server.use(
      renewalHandler(renewals),
      http.post(`${BASE}/x`, () => {
        calls += 1;
        return fail(401, '0031');
      }),
    );
    await expect(client.post('x')).rejects.toMatchObject({ errorCode: '0031' });
    expect(calls).toBe(4); // the call and 3 retries
    expect(renewals.n).toBe(3);
    expect(session.state.loggedOut).toEqual(['0031']);
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('logs out when the renewal itself fails, without retrying', async () => {
    const { client, session } = makeClient();
    let calls = 0;
    server.use(
      http.post(`${BASE}/auth/renewAccessToken`, () => fail(401, '0030')),
      http.post(`${BASE}/x`, () => {
        calls += 1;
        return fail(401, '0031');
      }),
    );
    await expect(client.post('x')).rejects.toMatchObject({ errorCode: '0031' });
    expect(calls).toBe(1);
    expect(session.state.loggedOut).toEqual(['0031']);
  });

  it('logs out without calling the server when there is no refresh token', async () => {
    const notifyError = vi.fn();
    const session = makeSession({ accessToken: 'a', refreshToken: '' });
    const client = createApiClient({ baseUrl: BASE, auth: session.bridge, notifyError });
    server.use(http.post(`${BASE}/x`, () => fail(401, '0031')));
    await expect(client.post('x')).rejects.toMatchObject({ errorCode: '0031' });
    expect(session.state.loggedOut).toEqual(['0031']);
  });

  it('shares one renewal between concurrent expired calls', async () => {
    const { client } = makeClient();
    server.use(
      http.post(`${BASE}/auth/renewAccessToken`, async () => {
        renewals.n += 1;
        await new Promise((r) => setTimeout(r, 20));
        return ok({ accessToken: 'access-new', refreshToken: 'refresh-new' });
      }),
      http.post(`${BASE}/x/:id`, ({ request, params }) =>
        request.headers.get('authorization') === 'Bearer access-new' ? ok(params.id) : fail(401, '0031'),
      ),
    );
    const results = await Promise.all([client.post('x/1'), client.post('x/2'), client.post('x/3')]);
    expect(results).toEqual(['1', '2', '3']);
    expect(renewals.n).toBe(1);
  });
});

describe('api client: forced logout', () => {
  it.each(['0030', '0032', '0033', '0034'])('logs out on %s without retrying', async (code) => {
    const { client, session, notifyError } = makeClient();
    let calls = 0;
    server.use(
      http.post(`${BASE}/x`, () => {
        calls += 1;
        return fail(401, code);
      }),
    );
    await expect(client.post('x')).rejects.toMatchObject({ errorCode: code });
    expect(calls).toBe(1);
    expect(session.state.loggedOut).toEqual([code]);
    expect(notifyError).not.toHaveBeenCalled(); // the session-ended toast is the app's, not an error toast
  });

  it.each(['0000', '0001', '0003', '0035', '0040', '23505', '9999'])(
    'neither retries nor logs out on %s',
    async (code) => {
      const { client, session } = makeClient();
      let calls = 0;
      server.use(
        http.post(`${BASE}/x`, () => {
          calls += 1;
          return fail(400, code);
        }),
      );
      await expect(client.post('x')).rejects.toMatchObject({ errorCode: code });
      expect(calls).toBe(1);
      expect(session.state.loggedOut).toEqual([]);
    },
  );
});

describe('api client: HTTP retries', () => {
  const RETRYABLE = [408, 409, 425, 429, 500, 502, 503, 504];

  function flaky(method: HttpMethod, status: number, counter: { n: number }) {
    const resolver = () => {
      counter.n += 1;
      return counter.n === 1 ? fail(status, '9999') : ok('done');
    };
    const lower = method.toLowerCase() as 'get' | 'put' | 'delete' | 'post' | 'head' | 'options';
    return http[lower](`${BASE}/r`, resolver);
  }

  for (const method of ['GET', 'PUT', 'DELETE', 'HEAD', 'OPTIONS'] as const) {
    it.each(RETRYABLE)(`${method} is retried once on %i`, async (status) => {
      const { client } = makeClient();
      const counter = { n: 0 };
      server.use(flaky(method, status, counter));
      const result = await client.request(method, 'r');
      if (method !== 'HEAD') expect(result).toBe('done');
      expect(counter.n).toBe(2);
    });
  }

  it.each(RETRYABLE)('POST is never retried on %i', async (status) => {
    const { client } = makeClient();
    const counter = { n: 0 };
    server.use(flaky('POST', status, counter));
    await expect(client.post('r')).rejects.toBeInstanceOf(ApiError);
    expect(counter.n).toBe(1);
  });

  it.each([400, 401, 403, 404, 422])('GET is not retried on %i', async (status) => {
    const { client } = makeClient();
    const counter = { n: 0 };
    server.use(flaky('GET', status, counter));
    await expect(client.get('r')).rejects.toBeInstanceOf(ApiError);
    expect(counter.n).toBe(1);
  });

  it('gives up after the retry budget', async () => {
    const { client } = makeClient();
    let calls = 0;
    server.use(
      http.get(`${BASE}/r`, () => {
        calls += 1;
        return fail(503, '9999');
      }),
    );
    await expect(client.get('r')).rejects.toMatchObject({ status: 503 });
    expect(calls).toBe(2);
  });
});

describe('api client: encrypted payload mode', () => {
  const SECRET = 'public-secret';

  it('wraps the body as {payload} and decrypts string data', async () => {
    const { client } = makeClient({ secret: SECRET });
    let received: unknown;
    server.use(
      http.post(`${BASE}/auth/login`, async ({ request }) => {
        const body = (await request.json()) as { payload: string };
        expect(Object.keys(body)).toEqual(['payload']);
        received = JSON.parse(AES.decrypt(body.payload, SECRET).toString(Utf8));
        const data = AES.encrypt(JSON.stringify({ accessToken: 'a', refreshToken: 'r' }), SECRET).toString();
        return ok(data);
      }),
    );
    await expect(client.post('auth/login', { username: 'demo', password: 'x' })).resolves.toEqual({
      accessToken: 'a',
      refreshToken: 'r',
    });
    expect(received).toEqual({ username: 'demo', password: 'x' });
  });

  it('leaves non-string data as it is', async () => {
    const { client } = makeClient({ secret: SECRET });
    server.use(http.get(`${BASE}/health`, () => ok({ ok: true, encrypted: true })));
    await expect(client.get('health')).resolves.toEqual({ ok: true, encrypted: true });
  });

  it('renews tokens through the encrypted mode too', async () => {
    const { client, session } = makeClient({ secret: SECRET });
    server.use(
      http.post(`${BASE}/auth/renewAccessToken`, async ({ request }) => {
        const { payload } = (await request.json()) as { payload: string };
        const { refreshToken } = JSON.parse(AES.decrypt(payload, SECRET).toString(Utf8)) as { refreshToken: string };
        expect(refreshToken).toBe('refresh-1');
        return ok(AES.encrypt(JSON.stringify({ accessToken: 'enc-a', refreshToken: 'enc-r' }), SECRET).toString());
      }),
      http.post(`${BASE}/x`, ({ request }) =>
        request.headers.get('authorization') === 'Bearer enc-a'
          ? ok(AES.encrypt(JSON.stringify(42), SECRET).toString())
          : fail(401, '0031'),
      ),
    );
    await expect(client.post('x')).resolves.toBe(42);
    expect(session.state.refreshToken).toBe('enc-r');
  });
});
