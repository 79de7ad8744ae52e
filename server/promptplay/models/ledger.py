"""The append-only ledger (DESIGN §3).

A journal is one movement of money: its entries on the `money` book sum to zero. Entries
post either to a wallet balance column (`wallet_id` set) or to one of the agent's system
accounts (`account_id` set): what players deposited through the agent's bank, what is held
for pending withdrawals, what staff adjusted, and so on. The `memo` book carries counters
that are not money (the turnover cycle's `cash_balance`); its entries are kept for the
"balance equals the sum of its entries" check but do not take part in a journal's sum.

System accounts keep no running balance: every deposit of every player would otherwise
update one row per agent, and all of an agent's wallet writes would queue on it. Their
balance is the sum of their entries (`balance_after` is null on their entries).

Neither table may be updated or deleted: database triggers refuse it (migration 0002).
"""

from __future__ import annotations

from sqlalchemy import (
    BigInteger,
    CheckConstraint,
    ForeignKey,
    Index,
    String,
    UniqueConstraint,
)
from sqlalchemy.orm import Mapped, mapped_column

from .base import Base, BigId, CreatedMixin, IdMixin


class LedgerAccount(IdMixin, CreatedMixin, Base):
    """A system account of one agent, in the agent's currency."""

    __tablename__ = "ledger_account"
    __table_args__ = (UniqueConstraint("agent_id", "code"),)

    agent_id: Mapped[int] = mapped_column(ForeignKey("agent.id", ondelete="CASCADE"))
    code: Mapped[str] = mapped_column(String(32))
    currency_code: Mapped[str] = mapped_column(String(3))


class LedgerJournal(IdMixin, CreatedMixin, Base):
    __tablename__ = "ledger_journal"
    __table_args__ = (UniqueConstraint("agent_id", "idempotency_key"),)

    agent_id: Mapped[int] = mapped_column(ForeignKey("agent.id", ondelete="CASCADE"))
    kind: Mapped[str] = mapped_column(String(32))
    idempotency_key: Mapped[str] = mapped_column(String(160))
    reference: Mapped[str | None] = mapped_column(String(160))
    actor_user_id: Mapped[int | None] = mapped_column(BigId)
    memo: Mapped[str | None] = mapped_column(String(255))


class LedgerEntry(IdMixin, CreatedMixin, Base):
    __tablename__ = "ledger_entry"
    __table_args__ = (
        CheckConstraint("(wallet_id IS NULL) <> (account_id IS NULL)", name="one_owner"),
        CheckConstraint("amount <> 0", name="amount_not_zero"),
        CheckConstraint("book IN ('money', 'memo')", name="book_known"),
        Index("ix_ledger_entry_wallet", "wallet_id", "id"),
        Index("ix_ledger_entry_account", "account_id", "id"),
        Index(
            "ix_ledger_entry_account_time",
            "account_id",
            "created_at",
            postgresql_include=["amount"],
        ),
    )

    journal_id: Mapped[int] = mapped_column(
        ForeignKey("ledger_journal.id", ondelete="RESTRICT"), index=True
    )
    agent_id: Mapped[int] = mapped_column(ForeignKey("agent.id", ondelete="CASCADE"))
    wallet_id: Mapped[int | None] = mapped_column(ForeignKey("wallet.id", ondelete="RESTRICT"))
    account_id: Mapped[int | None] = mapped_column(
        ForeignKey("ledger_account.id", ondelete="RESTRICT")
    )
    balance_field: Mapped[str] = mapped_column(String(32))
    book: Mapped[str] = mapped_column(String(8), default="money")
    amount: Mapped[int] = mapped_column(BigInteger)
    balance_after: Mapped[int | None] = mapped_column(BigInteger)
