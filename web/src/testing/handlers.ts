import { http, HttpResponse, ws } from 'msw';

import {
  agentFixture,
  bankFixtures,
  playerConfigurationFixture,
  protectionFixture,
  userFixture,
  walletFixture,
} from './fixtures';

/** The API of docs/api.md as the tests' default (same origin: jsdom's http://localhost:3000). */
export const API = 'http://localhost:3000/api';

export const ok = (data: unknown) => HttpResponse.json({ status: 'success', data });
export const fail = (status: number, errorCode: string, msg = '', extra: Record<string, unknown> = {}) =>
  HttpResponse.json(
    { status: 'error', error: { message: { errorCode, msg, funcName: 'test', ...extra } } },
    { status },
  );

/** The realtime socket (same origin as the page): tests may `realtimeLink.broadcast(...)` events. */
export const WS_URL = 'ws://localhost:3000/ws';
export const realtimeLink = ws.link(WS_URL);

/** A socket message as the server sends it. */
export const socketMessage = (event: string, data?: unknown) => JSON.stringify({ event, data });

export const defaultHandlers = [
  // The socket accepts every connection and answers verifyUser like the server.
  realtimeLink.addEventListener('connection', ({ client }) => {
    client.addEventListener('message', (event) => {
      const message = JSON.parse(String(event.data)) as { event: string; data?: { userId?: number } };
      if (message.event === 'verifyUser') client.send(socketMessage('verified', { userId: message.data?.userId }));
    });
  }),
  http.post(`${API}/agent/getDomain`, () => ok(agentFixture())),
  http.post(`${API}/configuration/getConfigurationDomain`, () => ok(agentFixture().templateSetting)),
  http.post(`${API}/configuration/playerGetConfiguration`, () => ok(playerConfigurationFixture())),
  http.get(`${API}/bank/get/bankList/:countryId`, () => ok(bankFixtures)),
  http.get(`${API}/captcha`, () =>
    ok({ captchaId: 'cap-1', image: 'data:image/svg+xml;base64,PHN2Zy8+', expiresIn: 120 }),
  ),
  // The agent's announcements and banners (home page, after-login dialog): none by default.
  http.get(`${API}/announcement/byPlayer`, () => ok([])),
  http.post(`${API}/bannerManager/get`, () => ok([])),
  http.post(`${API}/auth/checkToken`, () => ok({ user: userFixture() })),
  http.post(`${API}/auth/logout`, () => ok({})),
  http.post(`${API}/player/wallet`, () => ok(walletFixture)),
  // Promotions (docs/promotions.md §6), as for a player with none: the deposit, withdrawal and
  // promotion pages read them.
  http.post(`${API}/promotionManager/getAllPromotion`, () => ok([])),
  http.get(`${API}/promotionManager/getPromotionStackTopup`, () => ok([])),
  http.post(`${API}/promotionManager/currentPromotion`, () => ok(null)),
  http.post(`${API}/promotionManager/reservation`, () => ok(null)),
  // Income (docs/income.md §3): no bonus to claim (the promotion page reads it).
  http.post(`${API}/bonus/get`, () => ok([])),
  // Engagement (docs/engagement.md §6), as for a player without a rank or spins, the games off:
  // the signed-in home page and /profile read the rank, /miniGames the mini games.
  http.post(`${API}/rank/get`, () =>
    ok({ basis: 'turnover', amount: 0, rank: null, next: null, progress: 0, toNext: 0, diamonds: 0, diamondEvery: 0, tiers: [] }),
  ),
  // Player protection (docs/money.md "Player protection"), as for a player who set nothing: the
  // playing modal reads the reality-check interval.
  http.get(`${API}/player/protection`, () => ok(protectionFixture())),
  http.post(`${API}/miniGame/list`, () =>
    ok({
      spins: 0,
      wheel: { enabled: false, segments: [] },
      earn: { perDeposit: null, perTurnover: null, dailyFree: 0 },
      earnedToday: { deposit: 0, turnover: 0, free: 0 },
      checkIn: { enabled: false, streak: 0, checkedToday: false, days: [] },
    }),
  ),
];
