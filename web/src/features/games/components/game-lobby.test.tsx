import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { agentQueryOptions, siteHostname } from '@/features/agent';
import { serveAgent } from '@/features/agent/testing';
import { useAuthStore } from '@/features/auth';
import { useModalStore } from '@/features/modals';
import { createQueryClient } from '@/lib/query-client';
import { toast } from '@/lib/toast';
import { agentFixture, userFixture, walletFixture } from '@/testing/fixtures';
import { API, fail, ok } from '@/testing/handlers';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';

import { prefetchLobby } from '../prefetch';
import { usePlayingStore } from '../stores/playing-store';
import { gameFixture, gamesAnswer, providerFixture } from '../testing';
import { GameCardSlot, type GameCardProps } from './game-card-slot';
import { GameLobby } from './game-lobby';

vi.mock('@/lib/toast', () => ({
  toast: { error: vi.fn(), success: vi.fn() },
  alertError: vi.fn(),
  confirmDialog: vi.fn(() => Promise.resolve(true)),
}));

const catalogue = Array.from({ length: 70 }, (_, i) => gameFixture(i + 1));
const AMB = `${API}/ambSuperApi/transfer`;

type GamesBody = { providerPrefix: string; category: string; page?: number; perPage?: number; search?: string };

function lobbyApi() {
  const gameCalls: GamesBody[] = [];
  const providerCalls: unknown[] = [];
  server.use(
    http.post(`${AMB}/getProviderByCategory`, async ({ request }) => {
      providerCalls.push(await request.json());
      return ok([providerFixture(), providerFixture({ providerPrefix: 'JIL', name: 'Jili', logo: null, gameCount: 0 })]);
    }),
    http.post(`${AMB}/getGamesByCategoryAndProvider`, async ({ request }) => {
      const body = (await request.json()) as GamesBody;
      gameCalls.push(body);
      return ok(gamesAnswer(body.providerPrefix === 'PGS' ? catalogue : [], body));
    }),
  );
  return { gameCalls, providerCalls };
}

describe('GameLobby', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    useAuthStore.getState().setSession({ accessToken: 'a', refreshToken: 'r', user: userFixture() });
    serveAgent(agentFixture({ gameCompany: 'AMB' }));
  });
  afterEach(() => {
    cleanup(); // before the stores change under a mounted lobby
    useAuthStore.getState().logout();
    useModalStore.getState().closeAll();
    usePlayingStore.getState().finish();
  });

  it('shows the category’s providers first, then the chosen provider’s games (other query kept)', async () => {
    const { gameCalls, providerCalls } = lobbyApi();
    const user = userEvent.setup();
    const { router } = renderWithProviders(<GameLobby />, { route: '/slot?ref=abc' });

    expect(screen.getByTestId('providers-loading')).toBeTruthy();
    const cards = await screen.findAllByTestId('provider-card');
    expect(providerCalls).toEqual([{ category: 'slot' }]);
    expect(cards.map((c) => c.getAttribute('data-provider'))).toEqual(['PGS', 'JIL']);
    expect(cards[0]!.textContent).toContain('Pocket Gaming Soft');
    expect(cards[0]!.textContent).toContain('70 เกม');
    const logo = cards[0]!.querySelector('img')!;
    expect(logo.getAttribute('loading')).toBe('lazy');
    expect(logo.getAttribute('decoding')).toBe('async');
    expect(gameCalls).toEqual([]);

    await user.click(cards[0]!);
    expect(router.state.location.search).toBe('?ref=abc&provider=PGS');
    const games = await screen.findAllByTestId('game-card');
    expect(games).toHaveLength(32);
    expect(games[6]!.getAttribute('data-game')).toBe('PGS-SLOT-007');
    expect(games[6]!.textContent).toContain('Golden Lotus');
    expect(gameCalls[0]).toMatchObject({ providerPrefix: 'PGS', category: 'slot', page: 1, perPage: 32 });
    expect(gameCalls[0]!.search).toBeUndefined();
    expect(screen.getByTestId('games-page-info').textContent).toBe('หน้า 1 จาก 3');
    expect(screen.getByTestId('games-provider-name').textContent).toBe('Pocket Gaming Soft');
  });

  it('has its first calls on their way from its route, and finds them there when drawn', async () => {
    const { gameCalls, providerCalls } = lobbyApi();
    const queryClient = createQueryClient();
    queryClient.setQueryData(agentQueryOptions(siteHostname()).queryKey, agentFixture({ gameCompany: 'AMB' }));
    prefetchLobby(queryClient, new URL('https://site.example/slot?provider=PGS&ref=x'));
    await waitFor(() => expect(gameCalls).toHaveLength(1));
    expect(gameCalls[0]).toMatchObject({ providerPrefix: 'PGS', category: 'slot', page: 1, perPage: 32 });
    expect(providerCalls).toEqual([expect.objectContaining({ category: 'slot' })]);
    renderWithProviders(<GameLobby />, { route: '/slot?provider=PGS&ref=x', queryClient });
    expect(await screen.findAllByTestId('game-card')).toHaveLength(32);
    expect(screen.getByTestId('games-provider-name').textContent).toBe('Pocket Gaming Soft');
    expect([gameCalls.length, providerCalls.length]).toEqual([1, 1]);

    // Without ?provider, the providers only (/miniGames reads keno); a guest's route, or one
    // whose agent is not known yet, asks nothing.
    prefetchLobby(queryClient, new URL('https://site.example/miniGames'));
    await waitFor(() => expect(providerCalls).toHaveLength(2));
    expect(providerCalls[1]).toMatchObject({ category: 'keno' });
    prefetchLobby(createQueryClient(), new URL('https://site.example/card?provider=PGS'));
    useAuthStore.getState().logout();
    prefetchLobby(queryClient, new URL('https://site.example/casino?provider=PGS'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect([gameCalls.length, providerCalls.length]).toEqual([1, 2]);
  });

  it('loads game images lazily in a fixed-ratio box', async () => {
    lobbyApi();
    renderWithProviders(<GameLobby />, { route: '/slot?provider=PGS' });
    const [card] = await screen.findAllByTestId('game-card');
    const img = card!.querySelector('img')!;
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    expect(img.getAttribute('width')).toBe('160');
    expect(img.getAttribute('height')).toBe('160');
    expect(img.parentElement!.className).toContain('aspect-square');
  });

  it('draws each game with the layout’s own card when the layout gives one', async () => {
    lobbyApi();
    const played: string[] = [];
    function LayoutCard({ game, disabled }: GameCardProps) {
      return (
        <li>
          <button type="button" data-testid="layout-card" disabled={disabled} onClick={() => played.push(game.gameId)}>
            {game.name}
          </button>
        </li>
      );
    }
    const user = userEvent.setup();
    renderWithProviders(
      <GameCardSlot value={LayoutCard}>
        <GameLobby />
      </GameCardSlot>,
      { route: '/slot?provider=PGS' },
    );
    const cards = await screen.findAllByTestId('layout-card');
    expect(cards).toHaveLength(32);
    expect(screen.queryByTestId('game-card')).toBeNull();
    await user.click(cards[2]!);
    expect(played).toEqual(['PGS-SLOT-003']);
  });

  it('pages with next and prev, keeping the last page shown while the next loads', async () => {
    const { gameCalls } = lobbyApi();
    const user = userEvent.setup();
    renderWithProviders(<GameLobby />, { route: '/slot?provider=PGS' });
    await screen.findAllByTestId('game-card');
    expect((screen.getByTestId('games-page-prev') as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByTestId('games-page-next'));
    await waitFor(() => expect(screen.getByTestId('games-page-info').textContent).toBe('หน้า 2 จาก 3'));
    expect(screen.getAllByTestId('game-card')[0]!.getAttribute('data-game')).toBe('PGS-SLOT-033');

    await user.click(screen.getByTestId('games-page-next'));
    await waitFor(() => expect(screen.getByTestId('games-page-info').textContent).toBe('หน้า 3 จาก 3'));
    expect(screen.getAllByTestId('game-card')).toHaveLength(6);
    expect((screen.getByTestId('games-page-next') as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByTestId('games-page-prev'));
    await waitFor(() => expect(screen.getByTestId('games-page-info').textContent).toBe('หน้า 2 จาก 3'));
    expect(gameCalls.map((c) => c.page)).toEqual([1, 2, 3]); // page 2 came from the cache
  });

  it('searches on the server once typing pauses, from page 1', async () => {
    const { gameCalls } = lobbyApi();
    const user = userEvent.setup();
    renderWithProviders(<GameLobby />, { route: '/slot?provider=PGS' });
    await screen.findAllByTestId('game-card');
    await user.click(screen.getByTestId('games-page-next'));
    await waitFor(() => expect(screen.getByTestId('games-page-info').textContent).toBe('หน้า 2 จาก 3'));

    await user.type(screen.getByTestId('game-search'), 'lotus');
    await waitFor(() => expect(screen.getAllByTestId('game-card')).toHaveLength(1));
    expect(screen.getByTestId('game-card').getAttribute('data-game')).toBe('PGS-SLOT-007');
    // One page of results: no pager at all.
    expect(screen.queryByTestId('games-page-info')).toBeNull();
    // One request for the whole word (debounced), not one per key.
    expect(gameCalls.filter((c) => c.search)).toEqual([expect.objectContaining({ search: 'lotus', page: 1 })]);

    await user.clear(screen.getByTestId('game-search'));
    await user.type(screen.getByTestId('game-search'), 'zzz');
    expect((await screen.findByTestId('games-empty')).textContent).toBe('ไม่พบเกมที่ตรงกับ “zzz”');
  });

  it('shows an empty state for a provider without games, and goes back to the providers', async () => {
    lobbyApi();
    const user = userEvent.setup();
    const { router } = renderWithProviders(<GameLobby />, { route: '/slot?provider=JIL' });
    expect((await screen.findByTestId('games-empty')).textContent).toBe('ค่ายนี้ยังไม่มีเกม');
    await user.click(screen.getByTestId('games-back'));
    expect(router.state.location.search).toBe('');
    expect(await screen.findAllByTestId('provider-card')).toHaveLength(2);
  });

  it('shows the spec’s try-again toast when a game list fails', async () => {
    server.use(
      http.post(`${AMB}/getProviderByCategory`, () => fail(500, '9999', 'boom')),
      http.post(`${AMB}/getGamesByCategoryAndProvider`, () => fail(404, '0040', 'unknown provider')),
    );
    renderWithProviders(<GameLobby />, { route: '/casino' });
    expect(await screen.findByTestId('providers-retry')).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith({ text: 'กรุณาลองใหม่อีกครั้ง' });

    vi.mocked(toast.error).mockClear();
    renderWithProviders(<GameLobby />, { route: '/casino?provider=XXX' });
    expect(await screen.findByTestId('games-retry')).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith({ text: 'กรุณาลองใหม่อีกครั้ง' });
  });

  it('uses the family of the agent’s game company', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${API}/pgSoftApi/transfer/getProviderByCategory`, async ({ request }) => {
        bodies.push(await request.json());
        return ok([providerFixture()]);
      }),
    );
    serveAgent(agentFixture({ gameCompany: 'PG' }));
    renderWithProviders(<GameLobby />, { route: '/fishing' });
    expect(await screen.findAllByTestId('provider-card')).toHaveLength(1);
    expect(bodies).toEqual([{ gameType: 'fishing' }]);
  });
});

describe('GameLobby: launching a game (spec §4)', () => {
  type Tab = { close: ReturnType<typeof vi.fn>; location: { href: string }; opener: unknown };
  let tab: Tab;
  let calls: string[];
  let balanceAnswer: () => Response | Promise<Response>;
  let promotionAnswer: () => Response;
  let launchBody: unknown;

  beforeEach(() => {
    vi.clearAllMocks();
    useAuthStore.getState().setSession({ accessToken: 'a', refreshToken: 'r', user: userFixture() });
    serveAgent(agentFixture({ gameCompany: 'AMB' }));
    tab = { close: vi.fn(), location: { href: '' }, opener: window };
    vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined); // "no promotion" is logged
    calls = [];
    promotionAnswer = () => fail(404, '0040', 'data not found');
    balanceAnswer = () =>
      ok({
        direction: 'toProvider',
        providerCredit: 1234.5,
        walletCredit: 1234.5,
        transferred: 1234.5,
        wallet: { ...walletFixture, gameCredit: 1234.5 },
      });
    lobbyApi();
    server.use(
      http.post(`${API}/promotionManager/currentPromotion`, () => {
        calls.push('currentPromotion');
        return promotionAnswer();
      }),
      http.post(`${AMB}/checkAndAdjustBalance`, async ({ request }) => {
        calls.push(`balance:${((await request.json()) as { direction: string }).direction}`);
        return balanceAnswer();
      }),
      http.post(`${AMB}/playGame`, async ({ request }) => {
        calls.push('playGame');
        launchBody = await request.json();
        return ok({ gameUrLs: { mobile: 'http://game.test/m/7', desktop: 'http://game.test/d/7' } });
      }),
    );
  });
  afterEach(() => {
    cleanup(); // before the stores change under a mounted lobby
    useAuthStore.getState().logout();
    useModalStore.getState().closeAll();
    usePlayingStore.getState().finish();
    Reflect.deleteProperty(window, 'matchMedia');
  });

  async function play() {
    const user = userEvent.setup();
    const rendered = renderWithProviders(<GameLobby />, { route: '/slot?provider=PGS' });
    const cards = await screen.findAllByTestId('game-card');
    await user.click(cards[6]!);
    return rendered;
  }

  it('success: opens a blank tab, moves the credit, updates the wallet, points the tab at the desktop URL', async () => {
    const { queryClient } = await play();
    expect(window.open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(useModalStore.getState().playingModal).toBe(true));
    expect(calls).toEqual(['currentPromotion', 'balance:toProvider', 'playGame']);
    expect(launchBody).toEqual({ providerPrefix: 'PGS', gameId: 'PGS-SLOT-007', category: 'slot', lang: 'th' });
    expect(tab.location.href).toBe('http://game.test/d/7');
    expect(tab.close).not.toHaveBeenCalled();
    expect(usePlayingStore.getState().game).toMatchObject({ name: 'Golden Lotus', providerPrefix: 'PGS' });
    expect(useAuthStore.getState().user?.player?.isPlaying).toBe(1);
    expect(queryClient.getQueryData<typeof walletFixture>(['me', 'wallet'])?.gameCredit).toBe(1234.5);
    expect(toast.error).not.toHaveBeenCalled();
    // currentPromotion answered 0040 (not there yet): logged, played as without a promotion.
    expect(console.warn).toHaveBeenCalled();
  });

  it('success on a phone: the mobile URL', async () => {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({ matches: query === '(max-width: 767px)' }),
    });
    await play();
    await waitFor(() => expect(tab.location.href).toBe('http://game.test/m/7'));
  });

  it('pop-up blocked: the toast, and nothing is called', async () => {
    vi.mocked(window.open).mockReturnValue(null);
    await play();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith({ text: 'กรุณาอนุญาตให้เปิดหน้าต่างป๊อปอัพ' }));
    expect(calls).toEqual([]);
  });

  it('outside the promotion: the tab closes, the toast, no balance move', async () => {
    promotionAnswer = () => ok({ statusCode: '0005', promotion: { gameConfig: [{ category: 'casino', providers: ['all'] }] } });
    await play();
    await waitFor(() => expect(tab.close).toHaveBeenCalled());
    expect(toast.error).toHaveBeenCalledWith({ text: 'กรุณาเล่นเกมตามโปรโมชั่นที่คุณเลือกไว้' });
    expect(calls).toEqual(['currentPromotion']);
  });

  it('inside the promotion: plays', async () => {
    promotionAnswer = () => ok({ gameConfig: [{ category: 'slot', providers: ['PGS'] }] });
    await play();
    await waitFor(() => expect(useModalStore.getState().playingModal).toBe(true));
  });

  it('the real player promotion: its own gameConfig decides, the promotion’s is not read', async () => {
    promotionAnswer = () =>
      ok({
        bonusId: 3,
        statusCode: '0005',
        gameConfig: [{ category: 'casino', providers: ['all'] }],
        promotion: { id: 1, gameConfig: [{ category: 'slot', providers: ['all'] }] },
      });
    await play();
    await waitFor(() => expect(tab.close).toHaveBeenCalled());
    expect(toast.error).toHaveBeenCalledWith({ text: 'กรุณาเล่นเกมตามโปรโมชั่นที่คุณเลือกไว้' });
    expect(calls).toEqual(['currentPromotion']);
  });

  it('the server refusing the game (0065): the tab closes with the promotion toast', async () => {
    promotionAnswer = () => ok(null);
    server.use(
      http.post(`${AMB}/playGame`, () => {
        calls.push('playGame');
        return fail(403, '0065', 'กรุณาเล่นเกมตามโปรโมชั่นที่คุณเลือกไว้', { systemMsg: 'slot/PGS' });
      }),
    );
    await play();
    await waitFor(() => expect(tab.close).toHaveBeenCalled());
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith({ text: 'กรุณาเล่นเกมตามโปรโมชั่นที่คุณเลือกไว้' });
    expect(calls).toEqual(['currentPromotion', 'balance:toProvider', 'playGame']);
    expect(useModalStore.getState().playingModal).toBe(false);
  });

  it('credit mismatch: the tab closes with ยอดเงินไม่ถูกต้อง, no launch', async () => {
    balanceAnswer = () => ok({ direction: 'toProvider', providerCredit: 1000, walletCredit: 1234.5, transferred: 1000, wallet: walletFixture });
    await play();
    await waitFor(() => expect(tab.close).toHaveBeenCalled());
    expect(toast.error).toHaveBeenCalledWith({
      title: 'ยอดเงินไม่ถูกต้อง',
      text: 'กรุณา reload page หรือติดต่อ admin หากยังพบปัญหา',
    });
    expect(calls).toEqual(['currentPromotion', 'balance:toProvider']);
    expect(useModalStore.getState().playingModal).toBe(false);
  });

  it('an API failure closes the tab and shows the envelope’s message', async () => {
    balanceAnswer = () => fail(409, '0061', 'another transfer is in flight');
    await play();
    await waitFor(() => expect(tab.close).toHaveBeenCalled());
    expect(toast.error).toHaveBeenCalledWith({ text: 'another transfer is in flight' });
    expect(useModalStore.getState().playingModal).toBe(false);
  });

  it('ignores a second click while a launch runs', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const answer = balanceAnswer;
    balanceAnswer = () => gate.then(answer);
    const user = userEvent.setup();
    renderWithProviders(<GameLobby />, { route: '/slot?provider=PGS' });
    const cards = await screen.findAllByTestId('game-card');
    await user.click(cards[6]!);
    await waitFor(() => expect(calls).toEqual(['currentPromotion', 'balance:toProvider']));
    expect(within(cards[6]!).getByRole('status')).toBeTruthy(); // the card shows it is opening
    expect((cards[7] as HTMLButtonElement).disabled).toBe(true);
    cards[7]!.removeAttribute('disabled');
    await user.click(cards[7]!);
    release();
    await waitFor(() => expect(useModalStore.getState().playingModal).toBe(true));
    expect(window.open).toHaveBeenCalledTimes(1);
    expect(usePlayingStore.getState().game?.gameId).toBe('PGS-SLOT-007');
  });
});
