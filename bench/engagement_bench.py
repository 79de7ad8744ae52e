"""`make bench`, engagement part: lucky-wheel spins per second on PostgreSQL beside single
ledger postings, same clients, same database, same run (docs/engagement.md §4).

An agent gets BENCH_SPIN_PLAYERS players (default 200) by bulk SQL, each with spins waiting,
and the demo's wheel (credit, spins and diamond prizes, and nothing). Then, for
BENCH_SECONDS each, BENCH_CLIENTS clients (default 8) on one event loop:

(a) post one ledger journal per transaction (a credit adjustment: the wallet's conditional
    UPDATE and its entries), each on a random player's wallet;
(b) spin the wheel as a player does: `miniGame/requestPlayToken` then `miniGame/play` through
    the service (the player brought up to date, the token signed and read, the wallet locked,
    the play row, the spin taken, the outcome drawn, the prize paid in the same
    transaction), each on a random player.

The figure is (b) spins per second as a ratio to (a) postings per second; `ledger verify` then
checks the agent's books. Needs PostgreSQL: BENCH_DATABASE_URL (default
postgresql://postgres@127.0.0.1:5432/pp_engagement_bench; dropped and made again)."""

from __future__ import annotations

import asyncio
import itertools
import os
import random
import sys
import time
from pathlib import Path

import uvloop
from sqlalchemy import insert

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "server"))

from pg import SECRET, fresh_database  # noqa: E402

from promptplay.admin.service import NewAgent, create_agent  # noqa: E402
from promptplay.app import build_context  # noqa: E402
from promptplay.config import Settings  # noqa: E402
from promptplay.context import AppContext  # noqa: E402
from promptplay.demo.engagement import wheel_settings  # noqa: E402
from promptplay.ledger import account_leg, post, wallet_leg  # noqa: E402
from promptplay.ledger.verify import verify  # noqa: E402
from promptplay.minigames.service import minigame_service  # noqa: E402
from promptplay.models import Agent, Player, User, Wallet  # noqa: E402

URL = os.environ.get(
    "BENCH_DATABASE_URL", "postgresql://postgres@127.0.0.1:5432/pp_engagement_bench"
)
SECONDS = float(os.environ.get("BENCH_SECONDS", "8"))
CLIENTS = int(os.environ.get("BENCH_CLIENTS", "8"))
PLAYERS = int(os.environ.get("BENCH_SPIN_PLAYERS", "200"))
SPINS_EACH = 100_000
KEYS = itertools.count()


async def populate(ctx: AppContext) -> tuple[Agent, list[tuple[int, int]]]:
    """The agent, its wheel, and PLAYERS players with SPINS_EACH spins: (user id, wallet id)."""
    async with ctx.db.write() as session:
        agent = await create_agent(
            session, NewAgent(prefix="SPIN", domains=["spin.example"], country_code="TH")
        )
        users = (
            await session.execute(
                insert(User).returning(User.id),
                [
                    {
                        "agent_id": agent.id,
                        "username": f"s{i}",
                        "password_hash": "-",
                        "user_type": "player",
                    }
                    for i in range(PLAYERS)
                ],
            )
        ).scalars()
        users = list(users)
        players = list(
            (
                await session.execute(
                    insert(Player).returning(Player.id),
                    [
                        {"agent_id": agent.id, "user_id": u, "tel": f"08{i:08d}", "invite": f"S{i}"}
                        for i, u in enumerate(users)
                    ],
                )
            ).scalars()
        )
        wallets = list(
            (
                await session.execute(
                    insert(Wallet).returning(Wallet.id),
                    [
                        {"agent_id": agent.id, "player_id": p, "currency_code": "THB"}
                        for p in players
                    ],
                )
            ).scalars()
        )
        await minigame_service.save_settings(session, agent, wheel_settings("THB"))
        for wallet in wallets:
            await post(
                session,
                agent_id=agent.id,
                currency_code="THB",
                kind="SPINS_EARNED",
                idempotency_key=f"bench-spins:{wallet}",
                legs=[wallet_leg(wallet, SPINS_EACH, "spins")],
            )
    return agent, list(zip(users, wallets, strict=True))


async def timed(clients: int, one: object) -> tuple[float, int]:
    """Calls `one()` from `clients` clients for SECONDS: per second, and how many."""
    done = 0
    deadline = time.perf_counter() + SECONDS

    async def client() -> None:
        nonlocal done
        while time.perf_counter() < deadline:
            await one()  # type: ignore[operator]
            done += 1

    started = time.perf_counter()
    await asyncio.gather(*(client() for _ in range(clients)))
    return done / (time.perf_counter() - started), done


async def run(url: str) -> int:
    ctx = build_context(Settings(database_url=url, secret_key=SECRET))
    try:
        agent, players = await populate(ctx)
        print(
            f"\nLucky-wheel spins on PostgreSQL: {PLAYERS} players, {CLIENTS} clients,"
            f" {SECONDS:.0f} s each"
        )

        async def posting() -> None:
            _, wallet = random.choice(players)
            async with ctx.db.write() as session:
                await post(
                    session,
                    agent_id=agent.id,
                    currency_code="THB",
                    kind="ADJUST",
                    idempotency_key=f"bench:{next(KEYS)}",
                    legs=[wallet_leg(wallet, 100), account_leg("adjustments", -100)],
                )

        async def spin() -> None:
            user_id, _ = random.choice(players)
            token = await minigame_service.request_token(ctx, agent, user_id, "wheel")
            await minigame_service.play(ctx, agent, user_id, token.token)

        await timed(CLIENTS, posting)  # warm the pool and the caches
        postings, _ = await timed(CLIENTS, posting)
        spins, spun = await timed(CLIENTS, spin)
        print(f"(a) single ledger postings: {postings:8.1f} /s")
        print(f"(b) wheel spins:            {spins:8.1f} /s  ({spun:,} spins)")
        print(f"ratio (b)/(a): {spins / postings:.2f}")
        async with ctx.db.connect() as connection:
            problems = await verify(connection, agent.id)
        print(f"ledger verify: {'ok' if not problems else f'{len(problems)} problem(s)'}")
        for problem in problems[:10]:
            print(f"  - {problem}")
        return 0 if not problems and spun > 0 else 1
    finally:
        await ctx.db.dispose()


if __name__ == "__main__":
    _, database = fresh_database(URL)
    with asyncio.Runner(loop_factory=uvloop.new_event_loop) as runner:
        sys.exit(runner.run(run(database)))
