"""`make bench`, income part: the computation of one day's income periods (docs/income.md §2,
"Periods") for an agent of many players, beside one read of the rows it computes from.

An agent gets BENCH_INCOME_PLAYERS players (default 100,000) by bulk SQL: users, players and
wallets, a referral tree (70 % of the players were referred by an earlier player, 2 % of those
links marked self-referral), three alliances holding a tenth of the players, and one day's
play in `game_day_stat` (one to three categories per player, two on average). Every program is
on: affiliate on two levels, alliance, return-lost per day, rolling and rebate.

Timed, on PostgreSQL:

(a) the aggregate read the computation makes of that day's `game_day_stat` rows
    (`IncomeRepository.stats`), best of 3;
(b) `income_service.compute_day` for that day, once: it reads the players and the stats,
    computes every program, inserts the awards and posts one journal per program with a
    wallet field.

The aim is (b) within 3 times (a). Then the day is computed again (its runs are done:
nothing more is paid), and `ledger verify` checks the agent's books. BENCH_INCOME_PROFILE=1
also profiles the computation of a second day with the same play (cProfile, the top
functions).

Needs PostgreSQL: BENCH_DATABASE_URL (default
postgresql://postgres@127.0.0.1:5432/pp_income_bench; the database is dropped and made
again)."""

from __future__ import annotations

import asyncio
import cProfile
import io
import os
import pstats
import random
import sys
import time
from datetime import date, timedelta
from decimal import Decimal
from pathlib import Path

from sqlalchemy import text

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "server"))

from pg import SECRET, fresh_database  # noqa: E402

from promptplay.admin.service import NewAgent, create_agent  # noqa: E402
from promptplay.app import build_context  # noqa: E402
from promptplay.config import Settings  # noqa: E402
from promptplay.context import AppContext  # noqa: E402
from promptplay.core.clock import utcnow  # noqa: E402
from promptplay.income.repository import IncomeRepository  # noqa: E402
from promptplay.income.schemas import IncomeSettings  # noqa: E402
from promptplay.income.service import income_service  # noqa: E402
from promptplay.ledger.verify import verify  # noqa: E402
from promptplay.models import Agent, Alliance  # noqa: E402

URL = os.environ.get("BENCH_DATABASE_URL", "postgresql://postgres@127.0.0.1:5432/pp_income_bench")
PLAYERS = int(os.environ.get("BENCH_INCOME_PLAYERS", "100000"))
PROFILE = os.environ.get("BENCH_INCOME_PROFILE", "") not in ("", "0")
AIM = 3.0
REFERRED = 0.7
SELF_REFERRAL = 0.02
ALLIANCE_MEMBERS = 0.1
# Categories as players spread over them, with a provider each.
PLAY = (
    ("slot", "PGS", 45),
    ("casino", "SAGA", 25),
    ("sport", "SBO", 12),
    ("card", "KM", 8),
    ("fishing", "JILI", 6),
    ("keno", "GKENO", 4),
)

SETTINGS = IncomeSettings.model_validate(
    {
        "affiliate": {
            "enabled": True,
            "basis": "turnover",
            "minimumWithdraw": 100,
            "turnover": 1,
            "levels": [
                {
                    "level": 1,
                    "rates": [
                        {"category": "slot", "percent": "0.8"},
                        {"category": "all", "percent": "0.5"},
                    ],
                },
                {"level": 2, "rates": [{"category": "all", "percent": "0.2"}]},
            ],
        },
        "alliance": {"enabled": True, "minimumWithdraw": 100, "turnover": 1},
        "returnLost": {
            "enabled": True,
            "period": "day",
            "rate": 5,
            "minimumLoss": 500,
            "maximum": 5000,
            "expiryDays": 7,
            "minimumWithdraw": 100,
            "turnover": 1,
        },
        "rolling": {
            "enabled": True,
            "rates": [
                {"category": "casino", "percent": "0.6"},
                {"category": "card", "percent": "0.6"},
            ],
        },
        "rebate": {
            "enabled": True,
            "rates": [
                {"category": "slot", "percent": "0.4"},
                {"category": "sport", "percent": "0.4"},
                {"category": "fishing", "percent": "0.4"},
            ],
        },
    }
)


async def populate(ctx: AppContext, day: date) -> tuple[Agent, int]:
    """The agent, its players with their referral tree and alliances, and the day's play;
    returns the agent and the number of `game_day_stat` rows."""
    rng = random.Random(20240601)
    async with ctx.db.write() as session:
        agent = await create_agent(
            session, NewAgent(prefix="INCB", domains=["income.bench.example"], country_code="TH")
        )
        values = {"agent": agent.id, "n": PLAYERS}
        await session.execute(
            text(
                'INSERT INTO "user" (agent_id, username, password_hash, user_type, role_id,'
                " status, access_permission, created_at)"
                " SELECT :agent, 'ib' || g, '-', 'player', 5, 'active', '[]'::jsonb, now()"
                " FROM generate_series(1, :n) AS g"
            ),
            values,
        )
        await session.execute(
            text(
                "INSERT INTO player (agent_id, user_id, tel, invite, is_playing, return_lost,"
                " self_referral, created_at)"
                " SELECT :agent, id, '06' || lpad(id::text, 8, '0'), 'IB' || id, 0, 0, false,"
                ' now() FROM "user" WHERE agent_id = :agent ORDER BY id'
            ),
            values,
        )
        await session.execute(
            text(
                "INSERT INTO wallet (agent_id, player_id, currency_code, cash_in, cash_out,"
                " cash_balance, credit_in, credit_out, credit_balance, income_from_alliance,"
                " income_from_affiliate, cash_promotion, credit_promotion, event_credit,"
                " return_lost_balance, game_credit, created_at)"
                " SELECT :agent, id, 'THB', 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, now()"
                " FROM player WHERE agent_id = :agent ORDER BY id"
            ),
            values,
        )
        ids = list(
            (
                await session.execute(
                    text("SELECT id FROM player WHERE agent_id = :agent ORDER BY id"), values
                )
            ).scalars()
        )
        alliances = []
        for number, share in enumerate((Decimal("20"), Decimal("25"), Decimal("30")), 1):
            alliance = Alliance(
                agent_id=agent.id,
                code=f"BENCH{number}",
                name=f"Bench partner {number}",
                share_percent=share,
                player_id=ids[number - 1],
                active=True,
                created_at=utcnow(),
            )
            session.add(alliance)
            alliances.append(alliance)
        await session.flush()

        # Each referred player's referrer is an earlier player, so that early players have
        # large downlines, as on a real site.
        linked, referrers, own, members = [], [], [], []
        for index, player_id in enumerate(ids):
            referrer = ids[rng.randrange(index)] if index and rng.random() < REFERRED else None
            ally = (
                rng.choice(alliances).id
                if index >= len(alliances) and rng.random() < ALLIANCE_MEMBERS
                else None
            )
            if referrer is None and ally is None:
                continue
            linked.append(player_id)
            referrers.append(referrer)
            own.append(referrer is not None and rng.random() < SELF_REFERRAL)
            members.append(ally)
        await session.execute(
            text(
                "UPDATE player SET referrer_id = m.ref, self_referral = m.own,"
                " alliance_id = m.ally"
                " FROM unnest(CAST(:ids AS bigint[]), CAST(:refs AS bigint[]),"
                " CAST(:own AS boolean[]), CAST(:ally AS integer[])) AS m(id, ref, own, ally)"
                " WHERE player.id = m.id"
            ),
            {"ids": linked, "refs": referrers, "own": own, "ally": members},
        )

        categories = [c for c, _, _ in PLAY]
        providers = {c: p for c, p, _ in PLAY}
        weights = [w for _, _, w in PLAY]
        rows: dict[str, list] = {k: [] for k in ("player", "category", "provider", "rounds")}
        rows.update(turnover=[], payout=[])
        for player_id in ids:
            played: list[str] = []
            for _ in range(rng.choice((1, 2, 2, 3))):
                category = rng.choices(categories, weights)[0]
                if category not in played:
                    played.append(category)
            for category in played:
                turnover = rng.randint(10, 5000) * 100  # 10 to 5,000 baht in satang
                rows["player"].append(player_id)
                rows["category"].append(category)
                rows["provider"].append(providers[category])
                rows["rounds"].append(rng.randint(1, 400))
                rows["turnover"].append(turnover)
                # Most players lose a little, some win: payout 0 to 1.9 times the turnover.
                rows["payout"].append(int(turnover * rng.triangular(0, 1.9, 0.9)))
        await session.execute(
            text(
                "INSERT INTO game_day_stat (agent_id, player_id, day, category, provider_code,"
                " rounds, turnover, payout)"
                " SELECT :agent, m.player, :day, m.category, m.provider, m.rounds, m.turnover,"
                " m.payout"
                " FROM unnest(CAST(:player AS bigint[]), CAST(:category AS text[]),"
                " CAST(:provider AS text[]), CAST(:rounds AS bigint[]),"
                " CAST(:turnover AS bigint[]), CAST(:payout AS bigint[]))"
                " AS m(player, category, provider, rounds, turnover, payout)"
            ),
            {"agent": agent.id, "day": day, **rows},
        )
        await income_service.save_settings(session, agent, SETTINGS)
    # The planner's statistics of the new rows, as autovacuum would have them by the time a
    # day is computed.
    await analyze(ctx)
    return agent, len(rows["player"])


async def analyze(ctx: AppContext) -> None:
    """ANALYZE, committed (a test server may run without autovacuum)."""
    async with ctx.db.engine.connect() as connection:
        await connection.execution_options(isolation_level="AUTOCOMMIT")
        await connection.execute(text("ANALYZE"))


async def read_once(ctx: AppContext, agent_id: int, day: date) -> tuple[float, int]:
    started = time.perf_counter()
    async with ctx.db.read() as session:
        rows = await IncomeRepository(session).stats(agent_id, day, day)
    return time.perf_counter() - started, len(rows)


async def awards_made(ctx: AppContext, agent_id: int) -> tuple[int, int]:
    async with ctx.db.connect() as connection:
        row = (
            await connection.execute(
                text(
                    "SELECT count(*), coalesce(sum(amount), 0) FROM income_award"
                    " WHERE agent_id = :agent"
                ),
                {"agent": agent_id},
            )
        ).one()
    return int(row[0]), int(row[1])


async def profiled(ctx: AppContext, agent: Agent, day: date) -> None:
    """The computation of another day with the same play, under cProfile."""
    other = day - timedelta(days=1)
    async with ctx.db.write() as session:
        await session.execute(
            text(
                "INSERT INTO game_day_stat (agent_id, player_id, day, category, provider_code,"
                " rounds, turnover, payout)"
                " SELECT agent_id, player_id, :other, category, provider_code, rounds, turnover,"
                " payout FROM game_day_stat WHERE agent_id = :agent AND day = :day"
            ),
            {"agent": agent.id, "day": day, "other": other},
        )
    await analyze(ctx)
    profile = cProfile.Profile()
    started = time.perf_counter()
    profile.enable()
    await income_service.compute_day(ctx, agent, other)
    profile.disable()
    print(f"\nProfiled computation of {other}: {time.perf_counter() - started:.2f} s")
    out = io.StringIO()
    stats = pstats.Stats(profile, stream=out)
    stats.sort_stats("tottime").print_stats(25)
    stats.sort_stats("cumulative").print_stats(40)
    print(out.getvalue())


async def run(url: str) -> int:
    ctx = build_context(Settings(database_url=url, secret_key=SECRET))
    try:
        day = utcnow().date() - timedelta(days=1)
        started = time.perf_counter()
        agent, stat_rows = await populate(ctx, day)
        print(
            f"\nIncome periods on PostgreSQL: {PLAYERS:,} players, {stat_rows:,} game_day_stat"
            f" rows of {day} (made in {time.perf_counter() - started:.1f} s)"
        )
        await read_once(ctx, agent.id, day)  # warm the cache and the connection pool
        reads = [await read_once(ctx, agent.id, day) for _ in range(3)]
        read, grouped = min(reads)

        started = time.perf_counter()
        runs = await income_service.compute_day(ctx, agent, day)
        computed = time.perf_counter() - started
        assert runs is not None, "another process holds the agent's lock"
        awards, total = await awards_made(ctx, agent.id)

        print(f"(a) one read of the day's stats:  {read:8.3f} s  ({grouped:,} rows)")
        print(f"(b) compute_day, every program:   {computed:8.3f} s")
        for made in runs:
            print(f"      {made.kind:<11}{made.awards:>8,} awards {made.total / 100:>16,.2f} THB")
        ratio = computed / read
        verdict = "within" if ratio <= AIM else "beyond"
        print(f"ratio (b)/(a): {ratio:.1f}  (aim: within {AIM:.0f}x of one read: {verdict})")

        again = await income_service.compute_day(ctx, agent, day)
        after = await awards_made(ctx, agent.id)
        print(
            f"computed again: {len(again or [])} run(s), awards {after[0]:,}"
            f" ({'unchanged' if after == (awards, total) else 'CHANGED'})"
        )
        # The planner's statistics of the new awards and entries, as autovacuum would have
        # them (without, verify's joins over every wallet take minutes).
        await analyze(ctx)
        async with ctx.db.connect() as connection:
            problems = await verify(connection, agent.id)
        print(f"ledger verify: {'ok' if not problems else f'{len(problems)} problem(s)'}")
        for problem in problems[:10]:
            print(f"  - {problem}")
        if PROFILE:
            await profiled(ctx, agent, day)
        unchanged = after == (awards, total)
        return 0 if unchanged and not problems and awards > 0 else 1
    finally:
        await ctx.db.dispose()


if __name__ == "__main__":
    sys.exit(asyncio.run(run(fresh_database(URL)[1])))
