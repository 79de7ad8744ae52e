"""Posting a journal: the balances and their entries change in the caller's transaction.

A wallet balance moves by one conditional UPDATE (`… WHERE balance + amount >= 0`), which
takes the row lock on PostgreSQL, so concurrent postings on one wallet serialize and none
can take a balance below zero; on SQLite the writer lock of `Database.write()` serializes
them. The database's CHECK constraints refuse a negative balance whatever the code does, and
the unique (agent, idempotency key) of the journal refuses a second posting of one movement.
"""

from __future__ import annotations

import weakref
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import insert, select, text, update
from sqlalchemy.engine import Engine
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncSession
from sqlalchemy.orm.attributes import set_committed_value
from sqlalchemy.orm.util import identity_key

from ..core.clock import utcnow
from ..core.db import Direct, driver_row
from ..core.errors import InsufficientBalance
from ..models import LedgerAccount, LedgerEntry, LedgerJournal, Wallet

# Wallet columns the ledger may move, with the book each belongs to. Money columns have
# running totals that move with them (in, out), so that in - out = balance always holds.
WALLET_FIELDS: dict[str, str] = {
    "credit_balance": "money",
    "income_from_affiliate": "money",
    "income_from_alliance": "money",
    "return_lost_balance": "money",
    "cash_balance": "memo",
    # The active promotion's deposit, bonus and event credit (docs/promotions.md): counters
    # that say which part of the credit the promotion's rules apply to.
    "cash_promotion": "memo",
    "credit_promotion": "memo",
    "event_credit": "memo",
    # The part of the credit at the game upstream (DESIGN §4): moving credit there and back
    # leaves the totals alone; a round's bet and payout move them.
    "game_credit": "money",
    # Engagement counters (docs/engagement.md): wheel spins and diamonds, counts not money.
    "spins": "memo",
    "diamonds": "memo",
}
_TOTALS = {
    "credit_balance": ("credit_in", "credit_out"),
    "game_credit": ("credit_in", "credit_out"),
}

# System accounts of an agent. Their balance is the sum of their entries (no hot row).
SYSTEM_ACCOUNTS = {
    "bank_deposits",
    "bank_withdrawals",
    "withdrawals_held",
    "adjustments",
    "truemoney",
    "gateway_deposits",
    "gateway_withdrawals",
    "promotions",  # bonuses paid out of it, seizures back into it
    "income",  # affiliate, alliance, return-lost, rolling, rebate and bonuses paid out of it
    "game_winloss",
    "engagement",  # coupons, events, the wheel, check-ins and rewards paid out of it
}


@dataclass(frozen=True)
class Leg:
    amount: int
    wallet_id: int | None = None
    field: str = "credit_balance"
    account: str | None = None
    # A decrease that undoes an earlier increase (or the reverse) takes back the running
    # total instead of adding to the other one: a refused withdrawal never went out.
    reversal: bool = False
    # False for a move between two columns of one credit (home ↔ game upstream).
    totals: bool = True

    @property
    def book(self) -> str:
        return WALLET_FIELDS[self.field] if self.wallet_id is not None else "money"


def wallet_leg(
    wallet_id: int,
    amount: int,
    field: str = "credit_balance",
    *,
    reversal: bool = False,
    totals: bool = True,
) -> Leg:
    if field not in WALLET_FIELDS:
        raise ValueError(f"the ledger does not move wallet.{field}")
    return Leg(amount=amount, wallet_id=wallet_id, field=field, reversal=reversal, totals=totals)


def cycle_end_legs(wallet: Wallet, credit_after: int, unit: int) -> list[Leg]:
    """The turnover cycle ends when the credit falls below one unit (DESIGN §3): the
    cycle's deposits (`cash_balance`) go back to 0 in the same journal."""
    if credit_after < unit and wallet.cash_balance:
        return [wallet_leg(wallet.id, -wallet.cash_balance, "cash_balance")]
    return []


def account_leg(code: str, amount: int) -> Leg:
    if code not in SYSTEM_ACCOUNTS:
        raise ValueError(f"unknown system account {code}")
    return Leg(amount=amount, account=code, field="balance")


@dataclass(frozen=True)
class Posted:
    journal_id: int
    balances: dict[tuple[int, str], int]  # (wallet id, field) → balance after
    created_at: datetime


# Where a posting is written: an ORM session's transaction, or a `Direct` one.
Transaction = AsyncSession | Direct


async def post(
    session: Transaction,
    *,
    agent_id: int,
    currency_code: str,
    kind: str,
    idempotency_key: str,
    legs: Sequence[Leg],
    reference: str | None = None,
    actor_user_id: int | None = None,
    memo: str | None = None,
) -> Posted:
    """Write one journal. Raises InsufficientBalance (nothing written by this call survives if
    the caller lets the error end its transaction) and IntegrityError on a reused key."""
    for leg in legs:
        # Column names reach the SQL text of a posting (hence the S608 exemption of this
        # file): only the ledger's own may.
        if leg.field not in (WALLET_FIELDS if leg.wallet_id is not None else ("balance",)):
            raise ValueError(f"the ledger does not move {leg.field}")
    legs = [leg for leg in legs if leg.amount != 0]
    if sum(leg.amount for leg in legs if leg.book == "money") != 0:
        raise ValueError(f"journal {kind} does not balance: {legs}")
    journal = {
        "agent_id": agent_id,
        "kind": kind,
        "idempotency_key": idempotency_key,
        "reference": reference,
        "actor_user_id": actor_user_id,
        "memo": memo,
        "created_at": utcnow(),
    }
    accounts = {
        leg.account: await _account_id(session, agent_id, currency_code, leg.account)
        for leg in legs
        if leg.account is not None
    }
    if _dialect(session) == "postgresql":
        return await _post_in_one_statement(session, journal, legs, accounts)
    return await _post_step_by_step(_core(session), journal, legs, accounts)


def _dialect(session: Transaction) -> str:
    return session.dialect if isinstance(session, Direct) else session.bind.dialect.name


def _core(session: Transaction) -> AsyncSession | AsyncConnection:
    """What runs Core statements in the transaction (SQLite)."""
    if isinstance(session, Direct):
        connection = getattr(session, "connection", None)
        assert connection is not None, "Core statements run in SQLite's Direct only"
        return connection
    return session


async def _row(session: Transaction, sql: str, params: dict[str, Any]) -> Sequence[Any] | None:
    """PostgreSQL: one text statement's row, through the driver either way."""
    if isinstance(session, Direct):
        return await session.row(sql, params)
    return await driver_row(session, sql, params)


async def _post_step_by_step(
    session: AsyncSession | AsyncConnection,
    journal: dict[str, Any],
    legs: list[Leg],
    accounts: dict[str, int],
) -> Posted:
    """SQLite: a statement at a time (it has no data-modifying WITH), inside the writer lock
    that `Database.write()` and `Database.direct()` hold."""
    journal_id = (
        await session.execute(insert(LedgerJournal).values(journal).returning(LedgerJournal.id))
    ).scalar_one()
    entries: list[dict[str, object]] = []
    balances: dict[tuple[int, str], int] = {}
    after: int | None
    for leg in legs:
        if leg.wallet_id is not None:
            after = await _move_wallet(session, leg)
            balances[(leg.wallet_id, leg.field)] = after
        else:
            after = None
        entries.append(
            {
                "journal_id": journal_id,
                "agent_id": journal["agent_id"],
                "wallet_id": leg.wallet_id,
                "account_id": accounts[leg.account] if leg.account is not None else None,
                "balance_field": leg.field,
                "book": leg.book,
                "amount": leg.amount,
                "balance_after": after,
                "created_at": journal["created_at"],
            }
        )
    if entries:
        await session.execute(insert(LedgerEntry), entries)
    return Posted(journal_id, balances, journal["created_at"])


async def _post_in_one_statement(
    session: Transaction, journal: dict[str, Any], legs: list[Leg], accounts: dict[str, int]
) -> Posted:
    """PostgreSQL: the journal, every wallet's conditional UPDATE and the entries in one
    statement (data-modifying WITH), so a posting costs one round trip, not one per row.

    The legs of one wallet become one UPDATE (a statement may change a row once): each
    column moves by the sum of its legs, on the condition that no leg, taken in order,
    would have left it below zero; each entry's `balance_after` is the column's final value
    less the legs after it. A wallet whose condition fails updates no row; its columns come
    back NULL and InsufficientBalance is raised, as the step-by-step path does."""
    params: dict[str, Any] = {f"j_{key}": value for key, value in journal.items()}
    wallets: dict[int, list[Leg]] = {}
    for leg in legs:
        if leg.wallet_id is not None:
            wallets.setdefault(leg.wallet_id, []).append(leg)
    parts = [
        "j AS (INSERT INTO ledger_journal"
        " (agent_id, kind, idempotency_key, reference, actor_user_id, memo, created_at)"
        " VALUES (:j_agent_id, :j_kind, :j_idempotency_key, :j_reference, :j_actor_user_id,"
        " :j_memo, :j_created_at) RETURNING id)"
    ]
    group_of: dict[int, int] = {}
    results: list[tuple[int, str]] = []  # (wallet id, column) of each result column
    for group, (wallet_id, wallet_legs) in enumerate(wallets.items()):
        group_of[wallet_id] = group
        moves: dict[str, int] = {}
        running: dict[str, int] = {}
        lowest: dict[str, int] = {}
        for leg in wallet_legs:
            running[leg.field] = running.get(leg.field, 0) + leg.amount
            lowest[leg.field] = min(lowest.get(leg.field, 0), running[leg.field])
            for column, change in ((leg.field, leg.amount), *_totals(leg)):
                moves[column] = moves.get(column, 0) + change
        params[f"w{group}"] = wallet_id
        params.update({f"w{group}_{column}": change for column, change in moves.items()})
        params.update({f"w{group}_low_{field}": low for field, low in lowest.items() if low})
        conditions = "".join(
            f" AND {field} + :w{group}_low_{field} >= 0" for field, low in lowest.items() if low
        )
        parts.append(
            f"w{group} AS (UPDATE wallet SET "
            + ", ".join(f"{column} = {column} + :w{group}_{column}" for column in moves)
            + f", version = version + 1 WHERE id = :w{group}{conditions}"
            + f" RETURNING {', '.join(moves)}, version)"
        )
        results.extend((wallet_id, column) for column in (*moves, "version"))
    rows = []
    for index, leg in enumerate(legs):
        if leg.wallet_id is not None:
            later = sum(
                other.amount
                for other in legs[index + 1 :]
                if (other.wallet_id, other.field) == (leg.wallet_id, leg.field)
            )
            params[f"e{index}_later"] = later
            params[f"e{index}_owner"] = leg.wallet_id
            after = f"(SELECT {leg.field} FROM w{group_of[leg.wallet_id]}) - :e{index}_later"
            owner = f":e{index}_owner, NULL"
        else:
            assert leg.account is not None
            params[f"e{index}_owner"] = accounts[leg.account]
            after, owner = "NULL", f"NULL, :e{index}_owner"
        params[f"e{index}_amount"] = leg.amount
        rows.append(
            f"((SELECT id FROM j), :j_agent_id, {owner}, '{leg.field}', '{leg.book}',"
            f" :e{index}_amount, {after}, :j_created_at)"
        )
    if rows:
        parts.append(
            "e AS (INSERT INTO ledger_entry (journal_id, agent_id, wallet_id, account_id,"
            " balance_field, book, amount, balance_after, created_at) VALUES "
            + ", ".join(rows)
            + ")"
        )
    selected = ["(SELECT id FROM j)"] + [
        f"(SELECT {field} FROM w{group_of[wallet_id]})" for wallet_id, field in results
    ]
    sql = f"WITH {', '.join(parts)} SELECT {', '.join(selected)}"
    row = await _row(session, sql, params)
    assert row is not None
    if any(value is None for value in row[1:]):
        raise InsufficientBalance(fields=["amount"])
    balances: dict[tuple[int, str], int] = {}
    for (wallet_id, column), value in zip(results, row[1:], strict=True):
        if column in WALLET_FIELDS:
            balances[(wallet_id, column)] = int(value)
        if isinstance(session, AsyncSession):
            # A wallet this session has loaded shows the new values, as an ORM UPDATE would.
            loaded = session.identity_map.get(identity_key(Wallet, wallet_id))
            if loaded is not None:
                set_committed_value(loaded, column, int(value))
    return Posted(int(row[0]), balances, journal["created_at"])


def _totals(leg: Leg) -> list[tuple[str, int]]:
    """The running totals that move with a money column, as (column, change): an increase
    adds to `in`, a decrease to `out`; a reversal takes back the total it undoes instead."""
    totals = _TOTALS.get(leg.field)
    if totals is None or not leg.totals:
        return []
    into, out_of = totals
    if leg.reversal:
        return [(out_of, -leg.amount) if leg.amount > 0 else (into, leg.amount)]
    return [(into, leg.amount) if leg.amount > 0 else (out_of, -leg.amount)]


async def _move_wallet(session: AsyncSession | AsyncConnection, leg: Leg) -> int:
    assert leg.wallet_id is not None
    column = getattr(Wallet, leg.field)
    statement = (
        update(Wallet)
        .where(Wallet.id == leg.wallet_id, column + leg.amount >= 0)
        .values(
            {
                leg.field: column + leg.amount,
                **{total: getattr(Wallet, total) + change for total, change in _totals(leg)},
                "version": Wallet.version + 1,
            }
        )
        .returning(column)
    )
    after = (await session.execute(statement)).scalar_one_or_none()
    if after is None:
        raise InsufficientBalance(fields=["amount"])
    return int(after)


# Ids of system accounts known to be committed, per engine: an account lives as long as its
# agent, and agents are not removed, so once seen committed an id holds (a posting saves the
# look-up). An account a transaction makes itself is known to that transaction only, until
# it commits: should it roll back, the id never existed.
_ACCOUNT_IDS: weakref.WeakKeyDictionary[Engine, dict[tuple[int, str], int]] = (
    weakref.WeakKeyDictionary()
)
_MADE_HERE: weakref.WeakKeyDictionary[Transaction, dict[tuple[int, str], int]] = (
    weakref.WeakKeyDictionary()
)


async def _account_id(session: Transaction, agent_id: int, currency_code: str, code: str) -> int:
    """The system account's id, made on its first use (safely when two make it at once)."""
    engine = session.engine if isinstance(session, Direct) else session.bind
    known = _ACCOUNT_IDS.setdefault(engine.sync_engine, {})
    key = (agent_id, code)
    if key in known:
        return known[key]
    made_here = _MADE_HERE.setdefault(session, {})
    if key in made_here:
        return made_here[key]
    if _dialect(session) == "postgresql":
        found, made = await _postgres_account_id(session, agent_id, currency_code, code)
    else:
        found, made = await _sqlite_account_id(_core(session), agent_id, currency_code, code)
    (made_here if made else known)[key] = found
    return found


async def _postgres_account_id(
    session: Transaction, agent_id: int, currency_code: str, code: str
) -> tuple[int, bool]:
    """(id, made by this call). The insert returns nothing when the account exists; when
    another transaction is making it, the insert waits for that one to end."""
    params = {"agent": agent_id, "code": code, "currency": currency_code, "now": utcnow()}
    made = await _row(
        session,
        "INSERT INTO ledger_account (agent_id, code, currency_code, created_at)"
        " VALUES (:agent, :code, :currency, :now)"
        " ON CONFLICT (agent_id, code) DO NOTHING RETURNING id",
        params,
    )
    if made is not None:
        return int(made[0]), True
    found = await _row(
        session,
        "SELECT id FROM ledger_account WHERE agent_id = :agent AND code = :code",
        params,
    )
    assert found is not None
    return int(found[0]), False


async def _sqlite_account_id(
    session: AsyncSession | AsyncConnection, agent_id: int, currency_code: str, code: str
) -> tuple[int, bool]:
    """(id, made by this call); the writer lock keeps anyone else from making it meanwhile."""
    find = select(LedgerAccount.id).where(
        LedgerAccount.agent_id == agent_id, LedgerAccount.code == code
    )
    found = (await session.execute(find)).scalar_one_or_none()
    if found is not None:
        return int(found), False
    made = (
        await session.execute(
            insert(LedgerAccount)
            .values(agent_id=agent_id, code=code, currency_code=currency_code, created_at=utcnow())
            .returning(LedgerAccount.id)
        )
    ).scalar_one()
    return int(made), True


async def post_spread(
    session: AsyncSession,
    *,
    agent_id: int,
    currency_code: str,
    kind: str,
    idempotency_key: str,
    account: str,
    field: str,
    amounts: dict[int, int],
    reference: str | None = None,
    actor_user_id: int | None = None,
) -> int | None:
    """One journal that moves one column of many wallets against one system account (the
    awards of a period: thousands of wallets in a few statements, not a journal each). Each
    wallet moves by its amount on the condition that the column stays at or above zero;
    InsufficientBalance otherwise (the caller's transaction then writes nothing). The
    journal's id, or None when there is nothing to move."""
    if field not in WALLET_FIELDS or WALLET_FIELDS[field] != "money" or field in _TOTALS:
        raise ValueError(f"the ledger does not spread over wallet.{field}")
    moves = {wallet_id: amount for wallet_id, amount in amounts.items() if amount}
    if not moves:
        return None
    now = utcnow()
    journal_id = (
        await session.execute(
            insert(LedgerJournal)
            .values(
                agent_id=agent_id,
                kind=kind,
                idempotency_key=idempotency_key,
                reference=reference,
                actor_user_id=actor_user_id,
                memo=None,
                created_at=now,
            )
            .returning(LedgerJournal.id)
        )
    ).scalar_one()
    ids, changes = list(moves), [moves[wallet_id] for wallet_id in moves]
    total = sum(changes)
    account_id = await _account_id(session, agent_id, currency_code, account)
    if _dialect(session) == "postgresql":
        # The wallets' conditional UPDATE and their entries in one statement of arrays. The
        # column is the ledger's own name (checked above), never a caller's text.
        rows = await session.execute(
            text(
                "WITH moved AS ("
                f"UPDATE wallet AS w SET {field} = w.{field} + m.amount, version = w.version + 1"
                " FROM unnest(CAST(:ids AS bigint[]), CAST(:amounts AS bigint[]))"
                " AS m(id, amount)"
                f" WHERE w.id = m.id AND w.{field} + m.amount >= 0"
                f" RETURNING w.id, w.{field} AS after, m.amount),"
                " entries AS (INSERT INTO ledger_entry (journal_id, agent_id, wallet_id,"
                " account_id, balance_field, book, amount, balance_after, created_at)"
                " SELECT :journal, :agent, id, NULL, :field, 'money', amount, after, :now"
                " FROM moved)"
                " SELECT id, after FROM moved"
            ),
            {
                "ids": ids,
                "amounts": changes,
                "journal": journal_id,
                "agent": agent_id,
                "field": field,
                "now": now,
            },
        )
        after = {int(wallet_id): int(value) for wallet_id, value in rows}
        entries: list[dict[str, object]] = []
    else:
        column = getattr(Wallet, field)
        after = {}
        for wallet_id, amount in moves.items():
            value = (
                await session.execute(
                    update(Wallet)
                    .where(Wallet.id == wallet_id, column + amount >= 0)
                    .values({field: column + amount, "version": Wallet.version + 1})
                    .returning(column)
                )
            ).scalar_one_or_none()
            if value is not None:
                after[wallet_id] = int(value)
        entries = [
            {
                "journal_id": journal_id,
                "agent_id": agent_id,
                "wallet_id": wallet_id,
                "account_id": None,
                "balance_field": field,
                "book": "money",
                "amount": amount,
                "balance_after": after.get(wallet_id),
                "created_at": now,
            }
            for wallet_id, amount in moves.items()
        ]
    if len(after) != len(moves):
        raise InsufficientBalance(fields=["amount"])
    entries.append(
        {
            "journal_id": journal_id,
            "agent_id": agent_id,
            "wallet_id": None,
            "account_id": account_id,
            "balance_field": "balance",
            "book": "money",
            "amount": -total,
            "balance_after": None,
            "created_at": now,
        }
    )
    await session.execute(insert(LedgerEntry), entries)
    for wallet_id, value in after.items():
        loaded = session.identity_map.get(identity_key(Wallet, wallet_id))
        if loaded is not None:
            set_committed_value(loaded, field, value)
    return int(journal_id)
