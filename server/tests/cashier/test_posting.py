"""The ledger's posting, directly: on PostgreSQL a journal is one statement, on SQLite a
statement at a time. Both backends run every case, each in an ORM session's transaction and
in a `Direct` one, so the four paths are held to one behaviour: balances and running totals,
each entry's balance after it, the order of legs on one column, refusals that leave nothing
behind, and idempotency keys."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator

import pytest
from sqlalchemy import select
from sqlalchemy.exc import IntegrityError

from promptplay.core.errors import InsufficientBalance
from promptplay.ledger import Leg, account_leg, post, post_spread, wallet_leg
from promptplay.models import LedgerEntry, LedgerJournal, Wallet
from tests.conftest import client_for
from tests.factories import ledger_problems, make_agent, registered_player

# The transaction every posting of the running test is written in (see `_through`).
THROUGH = "write"


@pytest.fixture(autouse=True, params=["write", "direct"])
def _through(request: pytest.FixtureRequest) -> Iterator[None]:
    global THROUGH
    THROUGH = request.param
    yield
    THROUGH = "write"


async def _wallet(ctx) -> tuple[int, int]:  # type: ignore[no-untyped-def]
    agent = await make_agent(ctx)
    async with client_for(ctx, agent.host) as client:
        player = await registered_player(client, agent)
    return agent.id, player.user["player"]["walletId"]


async def _post(ctx, agent_id: int, key: str, legs: list) -> dict:  # type: ignore[no-untyped-def]
    async with ctx.db.direct() if THROUGH == "direct" else ctx.db.write() as tx:
        posted = await post(
            tx,
            agent_id=agent_id,
            currency_code="THB",
            kind="TEST",
            idempotency_key=key,
            legs=legs,
        )
    return posted.balances


async def _at_a_game(ctx, agent_id: int, wallet_id: int, amount: int) -> None:  # type: ignore[no-untyped-def]
    """Credit the wallet, then move it all to the game upstream (moves no running total)."""
    fund = [wallet_leg(wallet_id, amount), account_leg("adjustments", -amount)]
    await _post(ctx, agent_id, "p:fund", fund)
    launch = [
        wallet_leg(wallet_id, -amount, totals=False),
        wallet_leg(wallet_id, amount, "game_credit", totals=False),
    ]
    await _post(ctx, agent_id, "p:launch", launch)


async def _row(ctx, wallet_id: int) -> Wallet:  # type: ignore[no-untyped-def]
    async with ctx.db.read() as session:
        wallet = await session.get(Wallet, wallet_id)
    assert wallet is not None
    return wallet


async def _entries(ctx, agent_id: int, key: str) -> list[tuple]:  # type: ignore[no-untyped-def]
    async with ctx.db.read() as session:
        rows = await session.execute(
            select(
                LedgerEntry.wallet_id,
                LedgerEntry.balance_field,
                LedgerEntry.amount,
                LedgerEntry.balance_after,
            )
            .join(LedgerJournal, LedgerJournal.id == LedgerEntry.journal_id)
            .where(LedgerJournal.agent_id == agent_id, LedgerJournal.idempotency_key == key)
            .order_by(LedgerEntry.id)
        )
    return [tuple(row) for row in rows]


async def test_a_deposit_moves_balance_and_running_total(ctx) -> None:
    agent_id, wallet_id = await _wallet(ctx)
    balances = await _post(
        ctx, agent_id, "p:dep", [wallet_leg(wallet_id, 5000), account_leg("adjustments", -5000)]
    )
    assert balances == {(wallet_id, "credit_balance"): 5000}
    wallet = await _row(ctx, wallet_id)
    assert (wallet.credit_balance, wallet.credit_in, wallet.credit_out) == (5000, 5000, 0)
    assert await _entries(ctx, agent_id, "p:dep") == [
        (wallet_id, "credit_balance", 5000, 5000),
        (None, "balance", -5000, None),
    ]
    assert await ledger_problems(ctx) == []


async def test_legs_on_one_column_keep_their_order(ctx) -> None:
    """A game round: the bet leaves the game credit, then the payout comes back."""
    agent_id, wallet_id = await _wallet(ctx)
    await _at_a_game(ctx, agent_id, wallet_id, 1000)
    legs = [
        wallet_leg(wallet_id, -300, "game_credit"),
        account_leg("game_winloss", 300),
        wallet_leg(wallet_id, 750, "game_credit"),
        account_leg("game_winloss", -750),
    ]
    balances = await _post(ctx, agent_id, "p:round", legs)
    assert balances == {(wallet_id, "game_credit"): 1450}
    assert [entry[3] for entry in await _entries(ctx, agent_id, "p:round")] == [
        700,
        None,
        1450,
        None,
    ]
    wallet = await _row(ctx, wallet_id)
    assert (wallet.credit_balance, wallet.game_credit) == (0, 1450)
    # The bet counts out, the payout in; the move to the game moved no total.
    assert (wallet.credit_in, wallet.credit_out) == (1750, 300)
    assert await ledger_problems(ctx) == []


async def test_a_leg_that_would_go_below_zero_midway_is_refused(ctx) -> None:
    """Net +200, but the bet of 500 comes first and the game credit holds 300."""
    agent_id, wallet_id = await _wallet(ctx)
    await _at_a_game(ctx, agent_id, wallet_id, 300)
    with pytest.raises(InsufficientBalance):
        await _post(
            ctx,
            agent_id,
            "p:round",
            [
                wallet_leg(wallet_id, -500, "game_credit"),
                account_leg("game_winloss", 500),
                wallet_leg(wallet_id, 700, "game_credit"),
                account_leg("game_winloss", -700),
            ],
        )
    assert await _entries(ctx, agent_id, "p:round") == []
    wallet = await _row(ctx, wallet_id)
    assert (wallet.game_credit, wallet.credit_in, wallet.credit_out) == (300, 300, 0)
    assert await ledger_problems(ctx) == []


async def test_a_refusal_on_a_second_wallet_undoes_the_first(ctx) -> None:
    agent_id, rich = await _wallet(ctx)
    _, poor = await _wallet(ctx)
    await _post(ctx, agent_id, "p:fund", [wallet_leg(rich, 900), account_leg("adjustments", -900)])
    with pytest.raises(InsufficientBalance):
        await _post(ctx, agent_id, "p:move", [wallet_leg(rich, 400), wallet_leg(poor, -400)])
    assert (await _row(ctx, rich)).credit_balance == 900
    assert (await _row(ctx, poor)).credit_balance == 0
    assert await _entries(ctx, agent_id, "p:move") == []


async def test_a_reversal_takes_back_its_running_total(ctx) -> None:
    agent_id, wallet_id = await _wallet(ctx)
    await _post(
        ctx, agent_id, "p:fund", [wallet_leg(wallet_id, 800), account_leg("adjustments", -800)]
    )
    await _post(
        ctx, agent_id, "p:hold", [wallet_leg(wallet_id, -500), account_leg("withdrawals_held", 500)]
    )
    await _post(
        ctx,
        agent_id,
        "p:refuse",
        [wallet_leg(wallet_id, 500, reversal=True), account_leg("withdrawals_held", -500)],
    )
    wallet = await _row(ctx, wallet_id)
    assert (wallet.credit_balance, wallet.credit_in, wallet.credit_out) == (800, 800, 0)
    assert await ledger_problems(ctx) == []


async def test_an_account_made_by_a_refused_posting_is_made_again(ctx) -> None:
    """A new agent's first posting makes its system account; refused, it takes the account
    with it, and the next posting must not point at an account that never existed."""
    agent_id, wallet_id = await _wallet(ctx)
    with pytest.raises(InsufficientBalance):
        await _post(
            ctx, agent_id, "p:refused", [wallet_leg(wallet_id, -10), account_leg("promotions", 10)]
        )
    # Twice in one transaction: the second leg finds the account the first one made.
    legs = [wallet_leg(wallet_id, 10), account_leg("promotions", -10)] * 2
    assert await _post(ctx, agent_id, "p:after", legs) == {(wallet_id, "credit_balance"): 20}
    assert await ledger_problems(ctx) == []


async def test_a_second_use_of_a_key_writes_nothing(ctx) -> None:
    agent_id, wallet_id = await _wallet(ctx)
    legs = [wallet_leg(wallet_id, 100), account_leg("adjustments", -100)]
    await _post(ctx, agent_id, "p:once", legs)
    with pytest.raises(IntegrityError):
        await _post(ctx, agent_id, "p:once", legs)
    assert (await _row(ctx, wallet_id)).credit_balance == 100
    assert len(await _entries(ctx, agent_id, "p:once")) == 2


async def test_simultaneous_postings_on_one_wallet_all_count(ctx) -> None:
    agent_id, wallet_id = await _wallet(ctx)

    async def one(n: int) -> None:
        await _post(
            ctx,
            agent_id,
            f"p:many:{n}",
            [wallet_leg(wallet_id, 10), account_leg("adjustments", -10)],
        )

    start = (await _row(ctx, wallet_id)).version
    await asyncio.gather(*(one(n) for n in range(40)))
    wallet = await _row(ctx, wallet_id)
    assert (wallet.credit_balance, wallet.credit_in) == (400, 400)
    assert wallet.version == start + 40
    assert await ledger_problems(ctx) == []


async def test_each_change_of_a_wallet_moves_its_version_up(ctx) -> None:
    """Every posting raises the wallet's version (by one a statement that changes the row), a
    refused one leaves it, and a wallet the session holds shows the new one (the wallet the
    player's page is then told): of two readings, the higher version is the later."""
    agent_id, wallet_id = await _wallet(ctx)
    seen = [(await _row(ctx, wallet_id)).version]
    await _post(
        ctx, agent_id, "p:v1", [wallet_leg(wallet_id, 500), account_leg("adjustments", -500)]
    )
    seen.append((await _row(ctx, wallet_id)).version)
    two_columns = [
        wallet_leg(wallet_id, -200, totals=False),
        wallet_leg(wallet_id, 200, "game_credit", totals=False),
    ]
    await _post(ctx, agent_id, "p:v2", two_columns)
    seen.append((await _row(ctx, wallet_id)).version)
    with pytest.raises(InsufficientBalance):
        await _post(
            ctx,
            agent_id,
            "p:v3",
            [wallet_leg(wallet_id, -9_000), account_leg("adjustments", 9_000)],
        )
    assert (await _row(ctx, wallet_id)).version == seen[-1]
    async with ctx.db.write() as session:
        held = await session.get(Wallet, wallet_id)
        assert held is not None
        await post(
            session,
            agent_id=agent_id,
            currency_code="THB",
            kind="TEST",
            idempotency_key="p:v4",
            legs=[wallet_leg(wallet_id, 100), account_leg("adjustments", -100)],
        )
        in_session = (held.version, held.credit_balance)
    seen.append((await _row(ctx, wallet_id)).version)
    assert in_session == (seen[-1], 400)
    # An award's spread, and its taking back (the column then holds what its awards say: none).
    for key, amount in (("p:spread", 50), ("p:unspread", -50)):
        assert await _post_spread(ctx, agent_id, key, {wallet_id: amount}) is not None
        seen.append((await _row(ctx, wallet_id)).version)
    assert seen == sorted(set(seen)), seen
    assert await ledger_problems(ctx) == []


async def _post_spread(ctx, agent_id: int, key: str, amounts: dict[int, int]) -> int | None:  # type: ignore[no-untyped-def]
    # The awards' spread runs in an ORM session's transaction only.
    async with ctx.db.write() as tx:
        return await post_spread(
            tx,
            agent_id=agent_id,
            currency_code="THB",
            kind="TEST",
            idempotency_key=key,
            amounts=amounts,
            field="return_lost_balance",
            account="adjustments",
        )


async def test_a_column_outside_the_ledger_is_refused_before_any_sql(ctx) -> None:
    """Column names reach the SQL text of a posting: a leg naming any other is refused, on
    either path, and nothing is written."""
    agent_id, wallet_id = await _wallet(ctx)
    for leg in (
        Leg(amount=100, wallet_id=wallet_id, field="credit_in = 0, credit_balance"),
        Leg(amount=100, account="adjustments", field="balance = 0 --"),
    ):
        with pytest.raises(ValueError, match="does not move"):
            await _post(ctx, agent_id, "p:odd", [leg, account_leg("adjustments", -100)])
    assert await _entries(ctx, agent_id, "p:odd") == []
    assert (await _row(ctx, wallet_id)).credit_in == 0
