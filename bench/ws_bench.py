"""Realtime socket benchmark: memory with many verified sockets open on one server process,
and the delay from a back-office approval to the player's `walletData` event.

    .venv/bin/python bench/ws_bench.py          # BENCH_SOCKETS=5000 BENCH_APPROVALS=200

1. Setup, before the server starts: a fresh SQLite database (migrations, demo data), then
   BENCH_SOCKETS players of the demo agent PP written straight into it with the project's own
   models (one shared password hash: registering thousands of players through the API would
   spend minutes in argon2), each with a live login session and an access token signed with
   the server's SECRET_KEY. One socket per player.
2. `promptplay serve` (one worker, SQLite) on a free local port; the server's resident memory
   (RSS) is read from /proc before and after all sockets have verified.
3. BENCH_APPROVALS deposits are requested by players through `POST /api/bank/transaction`;
   the demo staff login approves them one at a time through
   `POST /api/backoffice/transactions/{id}/approve` while every socket stays open. The server
   publishes `walletData` after the approval commits, and the commit happens inside that
   call, so "approve sent -> walletData" is an upper bound of commit -> event; the call's own
   round trip is shown beside it.

The client runs on the same cores as the server: compare figures of one run, not machines.
"""

from __future__ import annotations

import asyncio
import json
import os
import resource
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "server"))

SOCKETS = int(os.environ.get("BENCH_SOCKETS", "5000"))
APPROVALS = int(os.environ.get("BENCH_APPROVALS", "200"))
OPEN_CONCURRENCY = int(os.environ.get("BENCH_OPEN_CONCURRENCY", "100"))
SECRET = "ws-bench-secret-key-that-is-long-enough-0123456789"  # noqa: S105 (a throwaway database)
TOKEN_TTL = 86_400
HOST = "127.0.0.1"  # a host name of the demo agent PP


def free_port() -> int:
    with socket.socket() as s:
        s.bind((HOST, 0))
        return s.getsockname()[1]


def rss_mib(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def raise_open_files_limit(needed: int) -> None:
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft >= needed:
        return
    if hard != resource.RLIM_INFINITY and hard < needed:
        raise SystemExit(
            f"need {needed} open files, the hard limit is {hard}: raise it (ulimit -Hn)"
        )
    resource.setrlimit(resource.RLIMIT_NOFILE, (needed, hard))


@dataclass
class Player:
    user_id: int
    token: str


async def create_players(settings: Any, count: int) -> list[Player]:
    """Players of agent PP with a wallet, a bank account and a live session, as registration
    and login would leave them, written in one transaction."""
    from sqlalchemy import select

    from promptplay.app import build_context
    from promptplay.core.security import hash_password, new_id
    from promptplay.models import Agent, AuthSession, BankAccount, Country, User, Wallet
    from promptplay.models import Player as PlayerRow
    from promptplay.reference.repository import ReferenceRepository

    ctx = build_context(settings)
    password_hash = await hash_password("bench1234")
    try:
        async with ctx.db.write() as session:
            agent = (await session.execute(select(Agent).where(Agent.prefix == "PP"))).scalar_one()
            country = await session.get(Country, agent.country_id)
            bank = await ReferenceRepository(session).bank_by_code("KBANK")
            assert country is not None and bank is not None
            users = [
                User(
                    agent_id=agent.id,
                    username=f"wsb{n:06d}",
                    password_hash=password_hash,
                    user_type="player",
                    role_id=5,
                    tel=f"08{n:08d}",
                    status="active",
                )
                for n in range(count)
            ]
            session.add_all(users)
            await session.flush()
            players = [
                PlayerRow(
                    agent_id=agent.id,
                    user_id=user.id,
                    tel=user.tel,
                    invite=f"WSB{n:07d}",
                    first_name="Bench",
                )
                for n, user in enumerate(users)
            ]
            session.add_all(players)
            await session.flush()
            accounts = [
                BankAccount(
                    agent_id=agent.id,
                    player_id=player.id,
                    bank_id=bank.id,
                    bank_account_no=f"9{n:09d}",
                    bank_account_name="Bench Player",
                    bank_account_type="WITHDRAW",
                    currency_code=country.currency_code,
                )
                for n, player in enumerate(players)
            ]
            session.add_all(accounts)
            session.add_all(
                Wallet(agent_id=agent.id, player_id=p.id, currency_code=country.currency_code)
                for p in players
            )
            await session.flush()
            for player, account in zip(players, accounts, strict=True):
                player.bank_account_id = account.id
            sessions = [
                AuthSession(id=new_id(), user_id=user.id, agent_id=agent.id, client_address=HOST)
                for user in users
            ]
            session.add_all(sessions)
        return [
            Player(
                s.user_id,
                ctx.signer.issue(
                    user_id=s.user_id, agent_id=s.agent_id, session_id=s.id, user_type="player"
                ),
            )
            for s in sessions
        ]
    finally:
        await ctx.db.dispose()


@dataclass
class Sockets:
    """The client side: one reader task per socket answers pings and notes walletData."""

    waiting: dict[int, asyncio.Future[float]] = field(default_factory=dict)
    connections: list[Any] = field(default_factory=list)
    readers: list[asyncio.Task[None]] = field(default_factory=list)
    lost: int = 0

    async def open(self, port: int, player: Player) -> None:
        from websockets.asyncio.client import connect

        websocket = await connect(
            f"ws://{HOST}:{port}/ws", proxy=None, open_timeout=60, ping_interval=None
        )
        await websocket.send(
            json.dumps(
                {
                    "event": "verifyUser",
                    "data": {
                        "userId": player.user_id,
                        "agentId": None,
                        "previewId": None,
                        "clientType": 1,
                        "token": player.token,
                    },
                }
            )
        )
        answer = json.loads(await asyncio.wait_for(websocket.recv(), 60))
        if answer != {"event": "verified", "data": {"userId": player.user_id}}:
            raise SystemExit(f"verifyUser failed for user {player.user_id}: {answer}")
        self.connections.append(websocket)
        self.readers.append(asyncio.create_task(self._read(websocket, player.user_id)))

    async def _read(self, websocket: Any, user_id: int) -> None:
        try:
            async for text in websocket:
                if '"walletData"' in text:
                    waiter = self.waiting.pop(user_id, None)
                    if waiter is not None and not waiter.done():
                        waiter.set_result(time.perf_counter())
                elif text == '{"event":"ping"}':
                    await websocket.send('{"event":"pong"}')
        except Exception:
            self.lost += 1

    async def close(self) -> None:
        for reader in self.readers:
            reader.cancel()
        await asyncio.gather(*self.readers, return_exceptions=True)
        await asyncio.gather(*(ws.close() for ws in self.connections), return_exceptions=True)


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(p / 100 * len(ordered) + 0.5) - 1))
    return ordered[index]


class ContractMissing(SystemExit):
    pass


def check(response: Any, what: str) -> Any:
    if response.status_code == 404:
        raise ContractMissing(
            f"{what}: {response.request.method} {response.request.url.path} answered 404. "
            "The back office / cashier API of docs/money.md is not in this build yet; the "
            "socket figures above stand, the approval latency needs that API."
        )
    if response.status_code != 200:
        raise SystemExit(f"{what} failed: HTTP {response.status_code} {response.text[:300]}")
    return response.json()["data"]


async def measure(port: int, server_pid: int, players: list[Player]) -> None:
    import httpx

    base = f"http://{HOST}:{port}"
    idle = rss_mib(server_pid)
    sockets = Sockets()
    gate = asyncio.Semaphore(OPEN_CONCURRENCY)

    async def open_one(player: Player) -> None:
        async with gate:
            await sockets.open(port, player)

    started = time.perf_counter()
    await asyncio.gather(*(open_one(p) for p in players))
    opening = time.perf_counter() - started
    await asyncio.sleep(2)  # let the server settle after the burst
    loaded = rss_mib(server_pid)
    print(f"\nRealtime socket /ws, 1 worker, SQLite, {len(players)} verified sockets on loopback")
    print(f"opened and verified in {opening:.1f} s ({len(players) / opening:.0f} sockets/s)")
    print(f"server RSS: {idle:.0f} MiB before, {loaded:.0f} MiB with the sockets open")
    print(f"per socket: {(loaded - idle) * 1024 / len(players):.1f} KiB")
    sys.stdout.flush()

    try:
        async with httpx.AsyncClient(base_url=base, timeout=30) as http:
            await approvals(http, sockets, players)
    finally:
        if sockets.lost:
            print(f"sockets lost during the run: {sockets.lost}")
        print(f"server RSS after the run: {rss_mib(server_pid):.0f} MiB")
        await sockets.close()


async def approvals(http: Any, sockets: Sockets, players: list[Player]) -> None:
    staff = check(
        await http.post(
            "/api/backoffice/auth/login", json={"username": "staff", "password": "staff1234"}
        ),
        "staff login",
    )
    staff_auth = {"authorization": f"Bearer {staff['accessToken']}"}
    agent = check(await http.post("/api/agent/getDomain", json={"domain": HOST}), "getDomain")
    amount = max(100.0, float(agent.get("minimumDeposit") or 0))
    warmup = min(5, max(0, len(players) - APPROVALS))
    chosen = players[: APPROVALS + warmup]
    first = {"authorization": f"Bearer {chosen[0].token}"}
    accounts = check(
        await http.post(
            "/api/bank/deposit/bankAccount", json={"bankAccountType": "DEPOSIT"}, headers=first
        ),
        "deposit accounts",
    )
    if not accounts:
        raise SystemExit("the demo agent has no deposit account")
    deposits: list[tuple[Player, int]] = []
    for player in chosen:
        data = check(
            await http.post(
                "/api/bank/transaction",
                json={"bankAccountId": accounts[0]["id"], "type": "DEPOSIT", "amount": amount},
                headers={"authorization": f"Bearer {player.token}"},
            ),
            "deposit request",
        )
        deposits.append((player, data["transaction"]["id"]))

    loop = asyncio.get_running_loop()
    to_event: list[float] = []
    round_trip: list[float] = []
    after_response: list[float] = []
    for n, (player, tx_id) in enumerate(deposits):
        waiter: asyncio.Future[float] = loop.create_future()
        sockets.waiting[player.user_id] = waiter
        sent = time.perf_counter()
        response = await http.post(
            f"/api/backoffice/transactions/{tx_id}/approve", json={}, headers=staff_auth
        )
        answered = time.perf_counter()
        data = check(response, "approval")
        if data.get("status") != "0000":
            raise SystemExit(f"approval of {tx_id} left status {data.get('status')}")
        try:
            received = await asyncio.wait_for(waiter, 10)
        except TimeoutError:
            raise SystemExit(f"no walletData for user {player.user_id} within 10 s") from None
        if n < warmup:
            continue
        to_event.append((received - sent) * 1000)
        round_trip.append((answered - sent) * 1000)
        after_response.append((received - answered) * 1000)

    print(f"\n{len(to_event)} approvals, one at a time, {len(players)} sockets open (ms)")
    print(f"{'':38} {'p50':>8} {'p99':>8} {'max':>8}")
    for name, values in (
        ("approve sent -> walletData received", to_event),
        ("approve round trip (commit inside)", round_trip),
        ("approve answered -> walletData", after_response),
    ):
        print(
            f"{name:38} {percentile(values, 50):8.2f} {percentile(values, 99):8.2f}"
            f" {max(values):8.2f}"
        )
    print("(a negative last line: the event arrived before the HTTP answer)")


def main() -> int:
    from promptplay.cli import seed_demo, upgrade_database
    from promptplay.config import Settings

    raise_open_files_limit(2 * SOCKETS + 1024)  # client and server each hold one per socket
    var = Path(tempfile.mkdtemp(prefix="pp-ws-bench-"))
    url = f"sqlite+aiosqlite:///{var}/bench.db"
    settings = Settings(
        database_url=url, secret_key=SECRET, var_dir=var, access_token_ttl=TOKEN_TTL, captcha="off"
    )
    server = None
    try:
        started = time.perf_counter()
        upgrade_database(settings)
        seed_demo(settings)
        players = asyncio.run(create_players(settings, SOCKETS))
        print(
            f"setup: {len(players)} players with sessions in {time.perf_counter() - started:.1f} s"
        )

        port = free_port()
        env = {
            **os.environ,
            "HOST": HOST,
            "PORT": str(port),
            "WORKERS": "1",
            "DATABASE_URL": url,
            "SECRET_KEY": SECRET,
            "ACCESS_TOKEN_TTL": str(TOKEN_TTL),
            "VAR_DIR": str(var),
            "CAPTCHA": "off",
            "LOG_LEVEL": "warning",
        }
        for name in ("PAYLOAD_SECRET", "REDIS_URL"):
            env.pop(name, None)
        server = subprocess.Popen(
            [str(ROOT / ".venv/bin/promptplay"), "serve"],
            env=env,
            cwd=ROOT,
            stdout=subprocess.DEVNULL,
            start_new_session=True,
        )
        for _ in range(300):
            try:
                urllib.request.urlopen(f"http://{HOST}:{port}/api/health", timeout=1)
                break
            except OSError:
                if server.poll() is not None:
                    raise SystemExit("the server did not start") from None
                time.sleep(0.1)
        asyncio.run(measure(port, server.pid, players))
        return 0
    except ContractMissing as missing:
        print(f"\n{missing}", file=sys.stderr)
        return 3
    finally:
        if server is not None:
            os.killpg(server.pid, signal.SIGTERM)
            try:
                server.wait(timeout=30)
            except subprocess.TimeoutExpired:
                os.killpg(server.pid, signal.SIGKILL)
        shutil.rmtree(var, ignore_errors=True)


if __name__ == "__main__":
    raise SystemExit(main())
