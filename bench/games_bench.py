"""`make bench`, play part: the lobby over a 10,000-game catalogue, the launch, and rounds
recorded from bet history (docs/games.md).

1. Lobby: `promptplay run --fresh` (one worker, SQLite, demo data, the game upkeep at its
   default interval) with its demo game upstream serving ~10,000 games
   (DEMO_GAMES_GAMES_PER_PROVIDER=667); once the catalogue is synced, wrk drives the lobby
   calls beside the trivial /api/health route: req/s, p50, p99, and for a page of 32 and a
   name search whether they meet the lobby's target (p99 under 30 ms; throughput half of
   /api/health's is the aim), as ratios of the same run.
2. Launch: the demo player, funded by a staff adjustment, launches a game N times in a row
   (checkAndAdjustBalance toProvider + playGame, then toWallet), beside /api/health asked
   the same way over one kept-alive connection.
3. Rounds: on PostgreSQL (BENCH_DATABASE_URL, default
   postgresql://postgres@127.0.0.1:5432/pp_bench_games; dropped and made again), players of
   one agent play rounds at a demo game upstream; `round_service.ingest` records them from
   the bet history. Beside it, single-client ledger postings through the platform's own code,
   and pgbench's single-client rate of the bare pattern, on the same database in the same run.

Machines are noisy: only the ratios mean anything. Knobs: BENCH_DURATION (wrk, 5s),
BENCH_CONNECTIONS (32), BENCH_LAUNCHES (50), BENCH_ROUNDS (15000), BENCH_PLAYERS (50),
BENCH_SECONDS (ledger and pgbench, 5), BENCH_GAMES_PER_PROVIDER (667)."""

from __future__ import annotations

import asyncio
import http.client
import json
import os
import re
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path

import money_bench
from http_bench import free_port, post

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "server"))

from sqlalchemy import func, select  # noqa: E402

from promptplay import ledger  # noqa: E402
from promptplay.app import build_context  # noqa: E402
from promptplay.config import DEMO_GAMES_SECRET, Settings  # noqa: E402
from promptplay.games.registry import game_account, upstream_name  # noqa: E402
from promptplay.games.rounds import round_service  # noqa: E402
from promptplay.games.transfers import transfer_service  # noqa: E402
from promptplay.ledger import account_leg, wallet_leg  # noqa: E402
from promptplay.models import Agent, GameRound, Player, User, Wallet  # noqa: E402

DURATION = os.environ.get("BENCH_DURATION", "5s")
CONNECTIONS = os.environ.get("BENCH_CONNECTIONS", "32")
LAUNCHES = int(os.environ.get("BENCH_LAUNCHES", "50"))
ROUNDS = int(os.environ.get("BENCH_ROUNDS", "15000"))
PLAYERS = int(os.environ.get("BENCH_PLAYERS", "50"))
SECONDS = float(os.environ.get("BENCH_SECONDS", "5"))
GAMES_PER_PROVIDER = os.environ.get("BENCH_GAMES_PER_PROVIDER", "667")
URL = os.environ.get("BENCH_DATABASE_URL", "postgresql://postgres@127.0.0.1:5432/pp_bench_games")
CATALOGUE_WAIT = 120.0  # seconds the first catalogue sync may take
UNITS = {"us": 1e-3, "ms": 1.0, "s": 1e3, "m": 6e4}
LOBBY_P99_MS, LOBBY_RATIO = 30.0, 0.5  # the lobby's target: p99, and the aim


def start(args: list[str], env: dict[str, str]) -> subprocess.Popen[bytes]:
    return subprocess.Popen(
        args,
        env=env,
        cwd=ROOT,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )


def stop(child: subprocess.Popen[bytes] | None) -> None:
    if child is None or child.poll() is not None:
        return
    try:
        os.killpg(child.pid, signal.SIGTERM)
        child.wait(timeout=20)
    except subprocess.TimeoutExpired:
        os.killpg(child.pid, signal.SIGKILL)
        child.wait()
    except ProcessLookupError:
        pass


def wait_for(url: str, child: subprocess.Popen[bytes], seconds: float = 30.0) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if child.poll() is not None:
            raise SystemExit(f"{child.args} exited with {child.returncode}")
        try:
            urllib.request.urlopen(url, timeout=1)
            return
        except OSError:
            time.sleep(0.1)
    raise SystemExit(f"{url} did not answer in {seconds:.0f} s")


def api(base: str, path: str, body: dict, bearer: str | None = None) -> object:
    headers = {"authorization": f"Bearer {bearer}"} if bearer else {}
    try:
        answer = post(f"{base}{path}", body, headers)
    except urllib.error.HTTPError as error:
        raise SystemExit(f"{path}: HTTP {error.code} {error.read().decode()}") from error
    if answer.get("status") != "success":
        raise SystemExit(f"{path}: {answer}")
    return answer["data"]


def millis(value: str) -> float:
    number, unit = re.fullmatch(r"([\d.]+)(us|ms|s|m)", value).groups()
    return float(number) * UNITS[unit]


def wrk(
    url: str,
    method: str = "GET",
    body: str | None = None,
    headers: dict | None = None,
    lua: str = "",
) -> tuple[float, float, float]:
    """(req/s, p50 ms, p99 ms); `lua` adds to wrk's script (a `request` function, say)."""
    lines = [f'wrk.method = "{method}"']
    if body is not None:
        lines.append(f"wrk.body = {json.dumps(body)}")
    for key, value in {"content-type": "application/json", **(headers or {})}.items():
        lines.append(f'wrk.headers["{key}"] = "{value}"')
    if lua:
        lines.append(lua)
    with tempfile.NamedTemporaryFile("w", suffix=".lua", delete=False) as script:
        script.write("\n".join(lines) + "\n")
    try:
        out = subprocess.run(
            [
                "wrk",
                "-t1",
                f"-c{CONNECTIONS}",
                f"-d{DURATION}",
                "-s",
                script.name,
                "--latency",
                url,
            ],
            capture_output=True,
            text=True,
            check=True,
        ).stdout
    finally:
        os.unlink(script.name)
    non_2xx = re.search(r"Non-2xx or 3xx responses: (\d+)", out)
    if non_2xx:
        raise SystemExit(f"{url}: {non_2xx.group(1)} failed responses\n{out}")
    rps = float(re.search(r"Requests/sec:\s+([\d.]+)", out).group(1))
    p50 = millis(re.search(r"^\s+50%\s+(\S+)", out, re.M).group(1))
    p99 = millis(re.search(r"^\s+99%\s+(\S+)", out, re.M).group(1))
    return rps, p50, p99


def percentile(samples: list[float], share: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


# ----- 1 and 2: the lobby and the launch, over HTTP ------------------------------------


class Client:
    """One kept-alive connection, as a player's browser holds it."""

    def __init__(self, port: int, token: str) -> None:
        self.connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        self.headers = {"content-type": "application/json", "authorization": f"Bearer {token}"}

    def call(self, method: str, path: str, body: dict | None = None) -> dict:
        payload = json.dumps(body).encode() if body is not None else None
        self.connection.request(method, path, payload, self.headers)
        response = self.connection.getresponse()
        answer = json.loads(response.read())
        if response.status != 200:
            raise SystemExit(f"{path}: HTTP {response.status} {answer}")
        return answer

    def close(self) -> None:
        self.connection.close()


def lobby_and_launch() -> tuple[list[tuple[str, float, float, float]], dict[str, float]]:
    port, pay_port, game_port = free_port(), free_port(), free_port()
    var = Path(tempfile.mkdtemp(prefix="pp-bench-games-"))
    env = {
        **os.environ,
        "PORT": str(port),
        "PAY_UPSTREAM_PORT": str(pay_port),
        "GAME_UPSTREAM_PORT": str(game_port),
        "DEMO_GAMES_GAMES_PER_PROVIDER": GAMES_PER_PROVIDER,
        "CAPTCHA": "off",
        "WORKERS": "1",
        "VAR_DIR": str(var),
        "DATABASE_URL": f"sqlite+aiosqlite:///{var}/bench.db",
        "LOG_LEVEL": "warning",
    }
    # The game upkeep runs at its default interval, as served: the lobby is measured beside
    # the sweeps it meets in production, not five times as many.
    for name in ("PAYLOAD_SECRET", "GAME_UPSTREAM_URL", "REDIS_URL", "GAME_SWEEP_INTERVAL"):
        env.pop(name, None)
    server = start([str(ROOT / ".venv/bin/promptplay"), "run", "--fresh"], env)
    base = f"http://127.0.0.1:{port}"
    try:
        wait_for(f"{base}/api/health", server, 60)
        login = {"username": "demo", "password": "demo1234", "userType": "player"}
        token = api(base, "/api/auth/login", {**login, "agentPrefix": "PP"})["accessToken"]
        started = time.monotonic()
        # The sync is one transaction: the counts show all of it or nothing. They count the
        # active games of active providers (DG and some games are closed): ~9,000 of 10,005.
        games = seen = 0
        while time.monotonic() - started < CATALOGUE_WAIT:
            categories = api(base, "/api/ambSuperApi/transfer/getCategory", {}, token)
            games, seen = sum(c["gameCount"] for c in categories), games
            if games and games == seen:
                break
            time.sleep(0.5)
        else:
            raise SystemExit(f"catalogue not synced after {CATALOGUE_WAIT:.0f} s ({games} games)")
        synced = time.monotonic() - started
        slot = api(
            base, "/api/ambSuperApi/transfer/getProviderByCategory", {"category": "slot"}, token
        )
        big = max(slot, key=lambda p: p["gameCount"])
        bearer = {"authorization": f"Bearer {token}"}
        amb = f"{base}/api/ambSuperApi/transfer"
        page = {
            "providerPrefix": big["providerPrefix"],
            "category": "slot",
            "page": 2,
            "perPage": 32,
        }
        # A common substring whose matches fill at least two pages.
        search = {**page, "search": "a"}
        # Another search on every request (two letters of a rotating pair), so that no
        # answer to the very same request can be kept.
        searches = f"""
letters, n = "aeiorstlnm", 0
request = function()
  n = n + 1
  local i, j = n % 10 + 1, math.floor(n / 10) % 10 + 1
  local body = '{json.dumps({**page, "page": 1})[:-1]}, "search": "'
    .. letters:sub(i, i) .. letters:sub(j, j) .. '"}}'
  return wrk.format(nil, nil, nil, body)
end"""
        wrk(f"{base}/api/health")  # warm up
        rows = [
            ("GET /api/health (baseline)", *wrk(f"{base}/api/health")),
            (
                "getProviderByCategory slot",
                *wrk(
                    f"{amb}/getProviderByCategory", "POST", json.dumps({"category": "slot"}), bearer
                ),
            ),
            (
                f"getGames… {big['providerPrefix']} slot p2",
                *wrk(f"{amb}/getGamesByCategoryAndProvider", "POST", json.dumps(page), bearer),
            ),
            (
                f"getGames… {big['providerPrefix']} slot p2 'a'",
                *wrk(f"{amb}/getGamesByCategoryAndProvider", "POST", json.dumps(search), bearer),
            ),
            (
                f"getGames… {big['providerPrefix']} slot, 100 searches",
                *wrk(f"{amb}/getGamesByCategoryAndProvider", "POST", None, bearer, searches),
            ),
        ]
        launch = launches(base, port, token, big["providerPrefix"])
        launch.update(games=games, providerGames=big["gameCount"], synced=synced)
        return rows, launch
    finally:
        stop(server)
        shutil.rmtree(var, ignore_errors=True)


def launches(base: str, port: int, token: str, provider: str) -> dict[str, float]:
    """N launches in a row: (toProvider + playGame), then toWallet; /api/health beside."""
    staff = api(base, "/api/backoffice/auth/login", {"username": "staff", "password": "staff1234"})[
        "accessToken"
    ]
    request = urllib.request.Request(
        f"{base}/api/backoffice/players?q=demo", headers={"authorization": f"Bearer {staff}"}
    )
    with urllib.request.urlopen(request, timeout=30) as response:
        players = json.load(response)["data"]
    player = next(p for p in players if p["username"] == "demo")
    api(
        base,
        f"/api/backoffice/players/{player['id']}/adjust",
        {"amount": 1000, "reason": "games bench"},
        staff,
    )
    games = api(
        base,
        "/api/ambSuperApi/transfer/getGamesByCategoryAndProvider",
        {"providerPrefix": provider, "category": "slot"},
        token,
    )["gamesList"]
    game = games[0]["gameId"]
    client = Client(port, token)
    amb = "/api/ambSuperApi/transfer"
    try:
        health = []
        for _ in range(LAUNCHES + 5):
            t = time.perf_counter()
            client.call("GET", "/api/health")
            health.append((time.perf_counter() - t) * 1e3)
        health = health[5:]
        launch, back = [], []
        for i in range(LAUNCHES + 1):  # the first is a warm-up
            t = time.perf_counter()
            moved = client.call("POST", f"{amb}/checkAndAdjustBalance", {"direction": "toProvider"})
            client.call(
                "POST",
                f"{amb}/playGame",
                {"providerPrefix": provider, "gameId": game, "lang": "th"},
            )
            t2 = time.perf_counter()
            home = client.call("POST", f"{amb}/checkAndAdjustBalance", {"direction": "toWallet"})
            t3 = time.perf_counter()
            if not moved["data"]["transferred"] or not home["data"]["transferred"]:
                raise SystemExit(f"launch moved nothing: {moved} {home}")
            if i:
                launch.append((t2 - t) * 1e3)
                back.append((t3 - t2) * 1e3)
    finally:
        client.close()
    return {
        "health50": statistics.median(health),
        "launch50": statistics.median(launch),
        "launch99": percentile(launch, 0.99),
        "back50": statistics.median(back),
        "back99": percentile(back, 0.99),
    }


# ----- 3: rounds from bet history, on PostgreSQL ---------------------------------------


async def rounds(database: str, url: str) -> dict[str, float]:
    game_port = free_port()
    env = {
        **os.environ,
        "GAME_UPSTREAM_SECRET": DEMO_GAMES_SECRET,
        "LOG_LEVEL": "warning",
    }
    upstream = start(
        [str(ROOT / ".venv/bin/promptplay"), "upstreams", "games", "--port", str(game_port)], env
    )
    games_url = f"http://127.0.0.1:{game_port}"
    settings = Settings(
        database_url=url,
        secret_key="bench-" * 8,
        game_upstream_url=games_url,
        game_upstream_secret=DEMO_GAMES_SECRET,
        redis_url=None,
    )
    try:
        ctx = build_context(settings)
    except BaseException:
        stop(upstream)
        raise
    try:
        # The agent and its wallets as money_bench makes them (1,000 players of agent BENCH).
        agent_id, wallets = await money_bench.prepare(ctx.db)
        players, others = wallets[:PLAYERS], wallets[PLAYERS:]
        async with ctx.db.write() as session:
            agent = await session.get(Agent, agent_id)
            rows = (
                await session.execute(
                    select(Player.user_id, User.username)
                    .join(User, User.id == Player.user_id)
                    .join(Wallet, Wallet.player_id == Player.id)
                    .where(Wallet.id.in_(players))
                    .order_by(Wallet.id)
                )
            ).all()
            for wallet in players:
                await ledger.post(
                    session,
                    agent_id=agent_id,
                    currency_code="THB",
                    kind="ADJUST",
                    idempotency_key=f"bench-fund:{wallet}",
                    legs=[wallet_leg(wallet, 1_000_00), account_leg("adjustments", -1_000_00)],
                )
        wait_for(f"{games_url}/demo/wallets", upstream)
        # The whole credit of each player goes to the upstream, as a launch sends it.
        for user_id, _ in rows:
            await transfer_service.to_provider(
                ctx, await transfer_service.read_gamer(ctx, agent_id, user_id)
            )
        async with ctx.db.read() as session:
            account = await game_account(session, agent)
        operator = account.username
        game = slot_game(games_url, operator, account.api_key)
        each = -(-ROUNDS // PLAYERS)
        played = 0
        started = time.perf_counter()
        for _, username in rows:
            body = {
                "operator": operator,
                "username": upstream_name(agent.prefix, username),
                "productId": game.split("-")[0],
                "gameCode": game,
                "bet": "1.00",
                "count": min(each, ROUNDS - played),
            }
            played += post(f"{games_url}/demo/rounds", body)["played"]
            if played >= ROUNDS:
                break
        playing = time.perf_counter() - started
        recorded, calls, ingesting = 0, 0, 0.0
        while recorded < played:
            started = time.perf_counter()
            gained = await round_service.ingest(ctx, agent)
            ingesting += time.perf_counter() - started
            calls += 1
            async with ctx.db.read() as session:
                recorded = (await session.execute(select(func.count(GameRound.id)))).scalar_one()
            if not gained:
                raise SystemExit(f"ingest stopped at {recorded} of {played} rounds")
        money_bench.CLIENTS, money_bench.PROCESSES, money_bench.SECONDS = 1, 1, SECONDS
        postings = await money_bench.ours(ctx.db, agent_id, others, 1, "rounds", time.time())
        pgbench = money_bench.pgbench(database, others)
        return {
            "played": played,
            "playing": playing,
            "recorded": recorded,
            "calls": calls,
            "rounds": recorded / ingesting,
            "ledger": postings,
            "pgbench": pgbench,
        }
    finally:
        await ctx.db.dispose()
        stop(upstream)


def slot_game(games_url: str, operator: str, key: str) -> str:
    """An open slot game, asked with the agent's own key (registered by its first call)."""
    request = urllib.request.Request(
        f"{games_url}/xg/v1/games?provider=PGS",
        headers={"x-operator": operator, "authorization": f"Bearer {key}"},
    )
    with urllib.request.urlopen(request, timeout=30) as response:
        games = json.load(response)["result"]["games"]
    return next(g["id"] for g in games if g["category"] == "slot" and g["status"] == "active")


def main() -> int:
    if shutil.which("wrk") is None:
        print("wrk is missing: apt-get install wrk", file=sys.stderr)
        return 2
    rows, launch = lobby_and_launch()
    money_bench.URL = URL
    database, url = money_bench.fresh_database()
    recorded = asyncio.run(rounds(database, url))

    baseline = rows[0][1]
    print(
        f"\nLobby over {launch['games']:,} games (synced in {launch['synced']:.1f} s),"
        f" 1 worker, SQLite, wrk -c{CONNECTIONS} -d{DURATION} on loopback"
    )
    print(f"{'call':36} {'req/s':>8} {'p50 ms':>8} {'p99 ms':>8} {'ratio':>7}")
    for name, rps, p50, p99 in rows:
        print(f"{name:36} {rps:8.0f} {p50:8.2f} {p99:8.2f} {rps / baseline:7.2f}")
    print(
        f"\nLobby target: p99 under {LOBBY_P99_MS:.0f} ms on the server, throughput"
        f" {LOBBY_RATIO} of /api/health's (req/s ratio, same run)"
    )
    for what, (_, rps, p50, p99) in (("page of 32", rows[2]), ("name search", rows[3])):
        met = "yes" if p99 < LOBBY_P99_MS else "NO"
        print(
            f"{what:14} p50 {p50:6.2f} ms  p99 {p99:6.2f} ms  ratio {rps / baseline:4.2f}"
            f"  p99 < {LOBBY_P99_MS:.0f} ms: {met}"
        )

    print(f"\nLaunch, {LAUNCHES} in a row, one connection, SQLite")
    print(f"{'step':36} {'p50 ms':>8} {'p99 ms':>8} {'ratio':>7}")
    health = launch["health50"]
    print(f"{'GET /api/health (baseline)':36} {health:8.2f} {'':>8} {1:7.1f}")
    for name, key in (("toProvider + playGame", "launch"), ("toWallet", "back")):
        p50, p99 = launch[f"{key}50"], launch[f"{key}99"]
        print(f"{name:36} {p50:8.2f} {p99:8.2f} {p50 / health:7.1f}")

    r = recorded
    print(
        f"\nRounds recorded from bet history on PostgreSQL: {r['recorded']:,} rounds of"
        f" {PLAYERS} players in {r['calls']} ingest calls; plain postings 1 client, {SECONDS:.0f} s"
    )
    print(f"{'what':36} {'per s':>8} {'ratio':>7}")
    print(f"{'ledger.post, 1 client (baseline)':36} {r['ledger']:8.0f} {1:7.2f}")
    print(f"{'rounds recorded (ingest)':36} {r['rounds']:8.0f} {r['rounds'] / r['ledger']:7.2f}")
    print(
        f"{'pgbench bare pattern, 1 client':36} {r['pgbench']:8.0f} {r['pgbench'] / r['ledger']:7.2f}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
