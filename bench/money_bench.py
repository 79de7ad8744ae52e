"""`make bench`, money part: ledger postings per second on PostgreSQL beside pgbench.

Each posting is what a staff credit adjustment writes: one journal, the wallet's conditional
UPDATE (`… WHERE credit_balance + amount >= 0`) and its entries, in one transaction, through
the platform's own ledger code in the transaction adjustments use (`Database.direct()`, no
ORM session). pgbench runs the bare pattern (one
conditional UPDATE plus one INSERT per transaction) on the same server in the same run with
the same number of clients. Two shapes: 8 clients on one wallet (they queue on its row lock)
and 8 clients spread over 1,000 wallets. Our clients run in 2 processes, as the server's
workers do on PostgreSQL, on the event loop the server uses; pgbench runs on 2 threads. Only
the ratios mean anything on a noisy machine.

Needs PostgreSQL: BENCH_DATABASE_URL (default postgresql://postgres@127.0.0.1:5432/pp_bench;
the database is dropped and made again)."""

from __future__ import annotations

import asyncio
import itertools
import os
import random
import re
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ProcessPoolExecutor
from multiprocessing import get_context
from pathlib import Path

import uvloop
from sqlalchemy import insert, text
from sqlalchemy.engine import make_url

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "server"))

from pg import fresh_database  # noqa: E402

from promptplay.admin.service import NewAgent, create_agent  # noqa: E402
from promptplay.core.db import Database  # noqa: E402
from promptplay.ledger import account_leg, post, wallet_leg  # noqa: E402
from promptplay.models import Player, User, Wallet  # noqa: E402

URL = os.environ.get("BENCH_DATABASE_URL", "postgresql://postgres@127.0.0.1:5432/pp_bench")
SECONDS = float(os.environ.get("BENCH_SECONDS", "8"))
CLIENTS = int(os.environ.get("BENCH_CLIENTS", "8"))
# Our clients run in this many processes, as the server's workers do on PostgreSQL, and as
# pgbench runs its clients on this many threads (-j).
PROCESSES = int(os.environ.get("BENCH_PROCESSES", "2"))
WALLETS = 1_000
KEYS = itertools.count()


async def prepare(db: Database) -> tuple[int, list[int]]:
    async with db.write() as session:
        agent = await create_agent(
            session, NewAgent(prefix="BENCH", domains=["bench.example"], country_code="TH")
        )
        users = (
            (
                await session.execute(
                    insert(User).returning(User.id),
                    [
                        {
                            "agent_id": agent.id,
                            "username": f"b{i}",
                            "password_hash": "-",
                            "user_type": "player",
                        }
                        for i in range(WALLETS)
                    ],
                )
            )
            .scalars()
            .all()
        )
        players = (
            (
                await session.execute(
                    insert(Player).returning(Player.id),
                    [
                        {"agent_id": agent.id, "user_id": u, "tel": f"08{i:08d}", "invite": f"I{i}"}
                        for i, u in enumerate(users)
                    ],
                )
            )
            .scalars()
            .all()
        )
        wallets = (
            (
                await session.execute(
                    insert(Wallet).returning(Wallet.id),
                    [
                        {"agent_id": agent.id, "player_id": p, "currency_code": "THB"}
                        for p in players
                    ],
                )
            )
            .scalars()
            .all()
        )
        await session.execute(
            text(
                "CREATE TABLE bench_entry (id bigserial PRIMARY KEY, wallet_id bigint, amount bigint)"
            )
        )
    return agent.id, list(wallets)


async def ours(
    db: Database, agent_id: int, wallets: list[int], clients: int, tag: str, start_at: float
) -> float:
    await asyncio.sleep(max(0.0, start_at - time.time()))
    done = 0
    deadline = time.perf_counter() + SECONDS

    async def client() -> None:
        nonlocal done
        while time.perf_counter() < deadline:
            wallet = random.choice(wallets)
            async with db.direct() as tx:
                await post(
                    tx,
                    agent_id=agent_id,
                    currency_code="THB",
                    kind="ADJUST",
                    idempotency_key=f"bench:{tag}:{next(KEYS)}",
                    legs=[wallet_leg(wallet, 100), account_leg("adjustments", -100)],
                )
            done += 1

    started = time.perf_counter()
    await asyncio.gather(*(client() for _ in range(clients)))
    return done / (time.perf_counter() - started)


def ours_in_one_process(
    url: str, agent_id: int, wallets: list[int], clients: int, tag: str, start_at: float
) -> float:
    async def go() -> float:
        db = Database(url)
        try:
            return await ours(db, agent_id, wallets, clients, tag, start_at)
        finally:
            await db.dispose()

    # uvloop: the event loop the server runs on (uvicorn picks it when installed).
    with asyncio.Runner(loop_factory=uvloop.new_event_loop) as runner:
        return runner.run(go())


def ours_in_processes(url: str, agent_id: int, wallets: list[int], shape: str) -> float:
    """CLIENTS clients over PROCESSES processes (as server workers), started together."""
    start_at = time.time() + 3  # after every process has started and imported
    shares = [CLIENTS // PROCESSES + (i < CLIENTS % PROCESSES) for i in range(PROCESSES)]
    with ProcessPoolExecutor(PROCESSES, mp_context=get_context("spawn")) as pool:
        futures = [
            pool.submit(ours_in_one_process, url, agent_id, wallets, n, f"{shape}{i}", start_at)
            for i, n in enumerate(shares)
        ]
        return sum(future.result() for future in futures)


def pgbench(database: str, wallets: list[int]) -> float:
    low, high = min(wallets), max(wallets)
    pick = f"\\set w random({low}, {high})" if low != high else f"\\set w {low}"
    script = "\n".join(
        [
            pick,
            "BEGIN;",
            "UPDATE wallet SET credit_balance = credit_balance + 100, credit_in = credit_in + 100"
            " WHERE id = :w AND credit_balance + 100 >= 0;",
            "INSERT INTO bench_entry (wallet_id, amount) VALUES (:w, 100);",
            "END;",
        ]
    )
    with tempfile.NamedTemporaryFile("w", suffix=".sql", delete=False) as handle:
        handle.write(script + "\n")
    url = make_url(URL)
    out = subprocess.run(
        [
            "pgbench",
            "-n",
            "-h",
            url.host or "127.0.0.1",
            "-p",
            str(url.port or 5432),
            "-U",
            url.username or "postgres",
            "-c",
            str(CLIENTS),
            "-j",
            str(PROCESSES),
            "-T",
            str(int(SECONDS)),
            "-f",
            handle.name,
            database,
        ],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    os.unlink(handle.name)
    return float(re.search(r"tps = ([\d.]+)", out).group(1))


async def prepared(url: str) -> tuple[int, list[int]]:
    db = Database(url)
    try:
        return await prepare(db)
    finally:
        await db.dispose()


def run(database: str, url: str) -> None:
    agent_id, wallets = asyncio.run(prepared(url))
    rows = []
    for shape, chosen in (("one wallet", wallets[:1]), (f"{WALLETS:,} wallets", wallets)):
        base = pgbench(database, chosen)
        mine = ours_in_processes(url, agent_id, chosen, shape)
        rows.append((shape, mine, base))
    print(
        f"\nLedger postings on PostgreSQL, {CLIENTS} clients in {PROCESSES} processes"
        f" (pgbench -c {CLIENTS} -j {PROCESSES}), {SECONDS:.0f} s each"
    )
    print(f"{'shape':<16}{'ours/s':>10}{'pgbench/s':>12}{'ratio':>8}")
    for shape, mine, base in rows:
        print(f"{shape:<16}{mine:>10.0f}{base:>12.0f}{mine / base:>8.2f}")


if __name__ == "__main__":
    run(*fresh_database(URL))
