from __future__ import annotations

from datetime import datetime

from sqlalchemy import BigInteger, CheckConstraint, ForeignKey, Index, String, text
from sqlalchemy.orm import Mapped, mapped_column

from ..core.clock import utcnow
from .base import Base, BigId, CreatedMixin, IdMixin, UTCDateTime

# A player has at most one pending deposit of each channel that a person pays by hand.
ONE_PENDING = "status = '0001' AND type = 'DEPOSIT' AND channel IN ('BANK', 'GATEWAY')"


class BankTransaction(IdMixin, CreatedMixin, Base):
    """A player's deposit or withdrawal request and what became of it (spec §4 codes).

    The money itself moves in the ledger; this row is the request. A player has at most one
    pending bank deposit and one pending gateway deposit (a partial unique index), and an upstream reference (voucher hash, gateway
    order) is used once per channel."""

    __tablename__ = "bank_transaction"
    __table_args__ = (
        CheckConstraint("amount > 0", name="amount_positive"),
        CheckConstraint("seized_amount >= 0", name="seized_not_negative"),
        CheckConstraint("type IN ('DEPOSIT', 'WITHDRAW')", name="type_known"),
        Index("ix_bank_transaction_queue", "agent_id", "status", "type"),
        Index("ix_bank_transaction_player", "player_id", "created_at"),
        Index(
            "ix_bank_transaction_decided",
            "agent_id",
            "type",
            "status",
            "updated_at",
            postgresql_include=["amount"],
        ),
        Index(
            "uq_bank_transaction_reference",
            "agent_id",
            "channel",
            "reference",
            unique=True,
        ),
        Index(
            "uq_bank_transaction_one_pending_deposit",
            "player_id",
            "channel",
            unique=True,
            sqlite_where=text(ONE_PENDING),
            postgresql_where=text(ONE_PENDING),
        ),
    )

    agent_id: Mapped[int] = mapped_column(ForeignKey("agent.id", ondelete="CASCADE"))
    player_id: Mapped[int] = mapped_column(ForeignKey("player.id", ondelete="CASCADE"))
    user_id: Mapped[int] = mapped_column(BigId)
    wallet_id: Mapped[int] = mapped_column(ForeignKey("wallet.id", ondelete="CASCADE"))
    type: Mapped[str] = mapped_column(String(10))
    channel: Mapped[str] = mapped_column(String(16), default="BANK")
    amount: Mapped[int] = mapped_column(BigInteger)
    seized_amount: Mapped[int] = mapped_column(BigInteger, default=0)
    currency_code: Mapped[str] = mapped_column(String(3))
    status: Mapped[str] = mapped_column(String(4), default="0001")
    bank_account_id: Mapped[int | None] = mapped_column(
        ForeignKey("bank_account.id", ondelete="SET NULL")
    )
    reference: Mapped[str | None] = mapped_column(String(160))  # voucher hash, merchant ref
    upstream_id: Mapped[str | None] = mapped_column(String(64))  # the gateway's order id
    # The upstream's final word on a request closed here first (a gateway deposit that expired
    # locally): set once asked, so that a late payment is found and the asking stops.
    upstream_status: Mapped[str | None] = mapped_column(String(16))
    reason: Mapped[str | None] = mapped_column(String(255))
    expires_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    handled_by: Mapped[int | None] = mapped_column(BigId)
    handled_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow, onupdate=utcnow)
