"""`promptplay ledger verify`: the ledger's invariants, checked against the database.

1. Every wallet balance the ledger moves equals the sum of its entries.
2. Every entry's `balance_after` equals the running sum of its wallet column's entries.
3. Every journal has entries, and its money entries sum to zero.
4. Credit in minus credit out equals the credit (at home plus at the game upstream).
5. What is held for withdrawals equals the pending withdrawals' amounts, per agent.
6. A wallet's promotion counters are its active promotion's (cash and bonus), 0 without one.
7. A wallet's waiting income (affiliate, alliance, return-lost) is the sum of its open awards.
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import and_, case, func, literal, select
from sqlalchemy.ext.asyncio import AsyncConnection

from ..models import (
    Agent,
    BankTransaction,
    IncomeAward,
    LedgerAccount,
    LedgerEntry,
    LedgerJournal,
    PlayerPromotion,
    Wallet,
)
from ..models.promotion import ACTIVE
from .posting import WALLET_FIELDS


@dataclass(frozen=True)
class Problem:
    check: str
    subject: str
    expected: int
    found: int

    def __str__(self) -> str:
        return f"{self.check}: {self.subject}: expected {self.expected}, found {self.found}"


async def agent_of_prefix(connection: AsyncConnection, prefix: str) -> int | None:
    statement = select(Agent.id).where(Agent.prefix == prefix.upper())
    return (await connection.execute(statement)).scalar_one_or_none()


async def size(connection: AsyncConnection) -> tuple[int, int]:
    """How many journals and entries the ledger holds."""
    journals = (await connection.execute(select(func.count(LedgerJournal.id)))).scalar()
    entries = (await connection.execute(select(func.count(LedgerEntry.id)))).scalar()
    return journals or 0, entries or 0


async def verify(connection: AsyncConnection, agent_id: int | None = None) -> list[Problem]:
    problems: list[Problem] = []
    for check in (
        _wallet_sums,
        _running_balances,
        _journals,
        _credit_totals,
        _held,
        _promotion_counters,
        _waiting_income,
    ):
        problems.extend(await check(connection, agent_id))
    return problems


def _scoped(statement, column, agent_id):  # type: ignore[no-untyped-def]
    return statement if agent_id is None else statement.where(column == agent_id)


async def _wallet_sums(connection: AsyncConnection, agent_id: int | None) -> list[Problem]:
    sums = (
        select(
            LedgerEntry.wallet_id,
            LedgerEntry.balance_field,
            func.sum(LedgerEntry.amount).label("total"),
        )
        .where(LedgerEntry.wallet_id.is_not(None))
        .group_by(LedgerEntry.wallet_id, LedgerEntry.balance_field)
    )
    totals: dict[tuple[int, str], int] = {
        (row.wallet_id, row.balance_field): int(row.total)
        for row in await connection.execute(_scoped(sums, LedgerEntry.agent_id, agent_id))
    }
    columns = [getattr(Wallet, name) for name in WALLET_FIELDS]
    wallets = _scoped(select(Wallet.id, *columns), Wallet.agent_id, agent_id)
    problems = []
    for row in await connection.execute(wallets):
        for name in WALLET_FIELDS:
            expected = totals.get((row.id, name), 0)
            if getattr(row, name) != expected:
                problems.append(
                    Problem(
                        "balance = sum of entries",
                        f"wallet {row.id} {name}",
                        expected,
                        getattr(row, name),
                    )
                )
    return problems


async def _running_balances(connection: AsyncConnection, agent_id: int | None) -> list[Problem]:
    running = func.sum(LedgerEntry.amount).over(
        partition_by=(LedgerEntry.wallet_id, LedgerEntry.balance_field), order_by=LedgerEntry.id
    )
    inner = _scoped(
        select(
            LedgerEntry.id,
            LedgerEntry.wallet_id,
            LedgerEntry.balance_after,
            running.label("running"),
        ).where(LedgerEntry.wallet_id.is_not(None)),
        LedgerEntry.agent_id,
        agent_id,
    ).subquery()
    statement = select(inner).where(inner.c.balance_after != inner.c.running).limit(100)
    return [
        Problem(
            "balance after = running sum",
            f"entry {row.id}",
            int(row.running),
            int(row.balance_after),
        )
        for row in await connection.execute(statement)
    ]


async def _journals(connection: AsyncConnection, agent_id: int | None) -> list[Problem]:
    money = func.coalesce(
        func.sum(case((LedgerEntry.book == "money", LedgerEntry.amount), else_=literal(0))), 0
    )
    statement = _scoped(
        select(LedgerJournal.id, money.label("total"), func.count(LedgerEntry.id).label("n"))
        .outerjoin(LedgerEntry, LedgerEntry.journal_id == LedgerJournal.id)
        .group_by(LedgerJournal.id),
        LedgerJournal.agent_id,
        agent_id,
    ).subquery()
    rows = await connection.execute(
        select(statement).where((statement.c.total != 0) | (statement.c.n == 0)).limit(100)
    )
    return [
        Problem("journal balances", f"journal {row.id} ({row.n} entries)", 0, int(row.total))
        for row in rows
    ]


async def _credit_totals(connection: AsyncConnection, agent_id: int | None) -> list[Problem]:
    statement = _scoped(
        select(
            Wallet.id,
            Wallet.credit_in,
            Wallet.credit_out,
            (Wallet.credit_balance + Wallet.game_credit).label("credit"),
        ).where(Wallet.credit_in - Wallet.credit_out != Wallet.credit_balance + Wallet.game_credit),
        Wallet.agent_id,
        agent_id,
    )
    return [
        Problem(
            "credit in - out = balance",
            f"wallet {row.id}",
            int(row.credit_in - row.credit_out),
            int(row.credit),
        )
        for row in await connection.execute(statement)
    ]


async def _held(connection: AsyncConnection, agent_id: int | None) -> list[Problem]:
    held = _scoped(
        select(LedgerAccount.agent_id, func.sum(LedgerEntry.amount).label("total"))
        .join(LedgerEntry, LedgerEntry.account_id == LedgerAccount.id)
        .where(LedgerAccount.code == "withdrawals_held")
        .group_by(LedgerAccount.agent_id),
        LedgerAccount.agent_id,
        agent_id,
    )
    pending = _scoped(
        select(BankTransaction.agent_id, func.sum(BankTransaction.amount).label("total"))
        .where(and_(BankTransaction.type == "WITHDRAW", BankTransaction.status == "0001"))
        .group_by(BankTransaction.agent_id),
        BankTransaction.agent_id,
        agent_id,
    )
    held_by = {row.agent_id: int(row.total) for row in await connection.execute(held)}
    pending_by = {row.agent_id: int(row.total) for row in await connection.execute(pending)}
    return [
        Problem(
            "held = pending withdrawals",
            f"agent {agent}",
            pending_by.get(agent, 0),
            held_by.get(agent, 0),
        )
        for agent in sorted(set(held_by) | set(pending_by))
        if held_by.get(agent, 0) != pending_by.get(agent, 0)
    ]


async def _promotion_counters(connection: AsyncConnection, agent_id: int | None) -> list[Problem]:
    """The wallet's cashPromotion and creditPromotion are the active claim's cash and bonus
    (docs/promotions.md), and nothing when no claim is active."""
    claim = (
        select(
            PlayerPromotion.wallet_id,
            PlayerPromotion.cash_promotion,
            PlayerPromotion.bonus,
        )
        .where(PlayerPromotion.status_code == ACTIVE)
        .subquery()
    )
    cash = func.coalesce(claim.c.cash_promotion, 0)
    bonus = func.coalesce(claim.c.bonus, 0)
    statement = _scoped(
        select(Wallet.id, Wallet.cash_promotion, Wallet.credit_promotion, cash, bonus)
        .outerjoin(claim, claim.c.wallet_id == Wallet.id)
        .where((Wallet.cash_promotion != cash) | (Wallet.credit_promotion != bonus))
        .limit(100),
        Wallet.agent_id,
        agent_id,
    )
    problems = []
    for wallet_id, held_cash, held_bonus, claim_cash, claim_bonus in await connection.execute(
        statement
    ):
        if held_cash != claim_cash:
            problems.append(
                Problem("promotion cash", f"wallet {wallet_id}", int(claim_cash), int(held_cash))
            )
        if held_bonus != claim_bonus:
            problems.append(
                Problem("promotion bonus", f"wallet {wallet_id}", int(claim_bonus), int(held_bonus))
            )
    return problems


# The wallet columns of income that waits, by program (docs/income.md §1).
_INCOME_FIELDS = {
    "affiliate": "income_from_affiliate",
    "alliance": "income_from_alliance",
    "returnLost": "return_lost_balance",
}


async def _waiting_income(connection: AsyncConnection, agent_id: int | None) -> list[Problem]:
    """Each income column of a wallet is the sum of its program's open awards."""
    problems = []
    for kind, field in _INCOME_FIELDS.items():
        waiting = (
            select(IncomeAward.wallet_id, func.sum(IncomeAward.amount).label("amount"))
            .where(IncomeAward.kind == kind, IncomeAward.status == "open")
            .group_by(IncomeAward.wallet_id)
            .subquery()
        )
        column = getattr(Wallet, field)
        expected = func.coalesce(waiting.c.amount, 0)
        statement = _scoped(
            select(Wallet.id, column, expected)
            .outerjoin(waiting, waiting.c.wallet_id == Wallet.id)
            .where(column != expected)
            .limit(100),
            Wallet.agent_id,
            agent_id,
        )
        for wallet_id, found, awards in await connection.execute(statement):
            problems.append(
                Problem(f"waiting {kind}", f"wallet {wallet_id}", int(awards), int(found))
            )
    return problems
