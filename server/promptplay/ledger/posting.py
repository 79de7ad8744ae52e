"""Posting a journal: the balances and their entries change in the caller's transaction.

A wallet balance moves by one conditional UPDATE (`… WHERE balance + amount >= 0`), which
takes the row lock on PostgreSQL, so concurrent postings on one wallet serialize and none
can take a balance below zero; on SQLite the writer lock of `Database.write()` serializes
them. The database's CHECK constraints refuse a negative balance whatever the code does, and
the unique (agent, idempotency key) of the journal refuses a second posting of one movement.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from sqlalchemy import insert, select, update
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlalchemy.ext.asyncio import AsyncSession

from ..core.errors import InsufficientBalance
from ..models import LedgerAccount, LedgerEntry, LedgerJournal, Wallet
from ..models.base import utcnow

# Wallet columns the ledger may move, with the book each belongs to. Money columns have
# running totals that move with them (in, out), so that in - out = balance always holds.
WALLET_FIELDS: dict[str, str] = {
    "credit_balance": "money",
    "income_from_affiliate": "money",
    "income_from_alliance": "money",
    "return_lost_balance": "money",
    "cash_balance": "memo",
    # The part of the credit at the game upstream (DESIGN §4): moving credit there and back
    # leaves the totals alone; a round's bet and payout move them.
    "game_credit": "money",
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
    "seized",
    "game_winloss",
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


async def post(
    session: AsyncSession,
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
    legs = [leg for leg in legs if leg.amount != 0]
    if sum(leg.amount for leg in legs if leg.book == "money") != 0:
        raise ValueError(f"journal {kind} does not balance: {legs}")
    journal_id = (
        await session.execute(
            insert(LedgerJournal)
            .values(
                agent_id=agent_id,
                kind=kind,
                idempotency_key=idempotency_key,
                reference=reference,
                actor_user_id=actor_user_id,
                memo=memo,
                created_at=utcnow(),
            )
            .returning(LedgerJournal.id)
        )
    ).scalar_one()
    now = utcnow()
    entries: list[dict[str, object]] = []
    balances: dict[tuple[int, str], int] = {}
    after: int | None
    for leg in legs:
        if leg.wallet_id is not None:
            after = await _move_wallet(session, leg)
            balances[(leg.wallet_id, leg.field)] = after
            owner = {"wallet_id": leg.wallet_id, "account_id": None}
        else:
            assert leg.account is not None
            account_id = await _account_id(session, agent_id, currency_code, leg.account)
            after = None
            owner = {"wallet_id": None, "account_id": account_id}
        entries.append(
            {
                "journal_id": journal_id,
                "agent_id": agent_id,
                **owner,
                "balance_field": leg.field,
                "book": leg.book,
                "amount": leg.amount,
                "balance_after": after,
                "created_at": now,
            }
        )
    if entries:
        await session.execute(insert(LedgerEntry), entries)
    return Posted(journal_id, balances)


def _totals(leg: Leg) -> dict[str, object]:
    """The running totals that move with a money column: an increase adds to `in`, a
    decrease to `out`; a reversal takes back the total it undoes instead."""
    totals = _TOTALS.get(leg.field)
    if totals is None or not leg.totals:
        return {}
    into, out_of = totals
    if leg.reversal:
        target, change = (out_of, -leg.amount) if leg.amount > 0 else (into, leg.amount)
    else:
        target, change = (into, leg.amount) if leg.amount > 0 else (out_of, -leg.amount)
    return {target: getattr(Wallet, target) + change}


async def _move_wallet(session: AsyncSession, leg: Leg) -> int:
    assert leg.wallet_id is not None
    column = getattr(Wallet, leg.field)
    statement = (
        update(Wallet)
        .where(Wallet.id == leg.wallet_id, column + leg.amount >= 0)
        .values({leg.field: column + leg.amount, **_totals(leg)})
        .returning(column)
    )
    after = (await session.execute(statement)).scalar_one_or_none()
    if after is None:
        raise InsufficientBalance(fields=["amount"])
    return int(after)


async def _account_id(session: AsyncSession, agent_id: int, currency_code: str, code: str) -> int:
    """The system account's id, made on its first use (safely when two make it at once)."""
    find = select(LedgerAccount.id).where(
        LedgerAccount.agent_id == agent_id, LedgerAccount.code == code
    )
    found = (await session.execute(find)).scalar_one_or_none()
    if found is None:
        insert_of = pg_insert if session.bind.dialect.name == "postgresql" else sqlite_insert
        await session.execute(
            insert_of(LedgerAccount)
            .values(agent_id=agent_id, code=code, currency_code=currency_code, created_at=utcnow())
            .on_conflict_do_nothing(index_elements=["agent_id", "code"])
        )
        found = (await session.execute(find)).scalar_one()
    return int(found)
