"""Income (docs/income.md): each agent's program settings, its alliances, the awards computed
per player, program and period, and the periods computed. Amounts are integers of minor
units of the agent's currency."""

from __future__ import annotations

from datetime import date, datetime
from decimal import Decimal
from typing import Any

from sqlalchemy import (
    BigInteger,
    Boolean,
    CheckConstraint,
    Date,
    ForeignKey,
    Index,
    Integer,
    Numeric,
    String,
    UniqueConstraint,
)
from sqlalchemy.orm import Mapped, mapped_column

from .base import Base, BigId, CreatedMixin, IdMixin, Json, UTCDateTime

# An award's life (docs/income.md §1).
AWARD_STATUSES = ("open", "paid", "expired", "held", "voided")
# The programs, as the wire names them.
KINDS = ("affiliate", "alliance", "returnLost", "rolling", "rebate", "bonus")


class IncomeSetting(IdMixin, Base):
    """One agent's settings of every program, as `IncomeSettings` reads them."""

    __tablename__ = "income_setting"

    agent_id: Mapped[int] = mapped_column(ForeignKey("agent.id", ondelete="CASCADE"), unique=True)
    settings: Mapped[dict[str, Any]] = mapped_column(Json, default=dict)
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime())


class Alliance(IdMixin, CreatedMixin, Base):
    """A partner of the agent: the players who registered through /al/{code} are its own, and
    its share of their net loss goes to the player account `player_id`."""

    __tablename__ = "alliance"
    __table_args__ = (
        UniqueConstraint("agent_id", "code", name="uq_alliance_code"),
        CheckConstraint("share_percent >= 0 AND share_percent <= 100", name="share_known"),
    )

    agent_id: Mapped[int] = mapped_column(ForeignKey("agent.id", ondelete="CASCADE"))
    code: Mapped[str] = mapped_column(String(32))  # upper-cased
    name: Mapped[str] = mapped_column(String(100))
    share_percent: Mapped[Decimal] = mapped_column(Numeric(5, 2))
    player_id: Mapped[int] = mapped_column(ForeignKey("player.id", ondelete="CASCADE"))
    active: Mapped[bool] = mapped_column(Boolean, default=True)


class IncomeAward(IdMixin, CreatedMixin, Base):
    """What one player earned from one program in one period: made once (the unique key), then
    paid, expired, held or voided."""

    __tablename__ = "income_award"
    __table_args__ = (
        UniqueConstraint("player_id", "kind", "period_key", name="uq_income_award"),
        CheckConstraint("amount > 0 AND basis >= 0", name="amounts_positive"),
        CheckConstraint(
            "status IN ('open', 'paid', 'expired', 'held', 'voided')", name="status_known"
        ),
        Index("ix_income_award_player", "player_id", "kind", "status"),
        Index("ix_income_award_agent", "agent_id", "period_start"),
        Index("ix_income_award_expiry", "status", "expires_at"),
    )

    agent_id: Mapped[int] = mapped_column(ForeignKey("agent.id", ondelete="CASCADE"))
    player_id: Mapped[int] = mapped_column(ForeignKey("player.id", ondelete="CASCADE"))
    wallet_id: Mapped[int] = mapped_column(ForeignKey("wallet.id", ondelete="CASCADE"))
    kind: Mapped[str] = mapped_column(String(16))
    # The period: a day (YYYY-MM-DD), a week (YYYY-Www), a birthday year, a staff grant.
    period_key: Mapped[str] = mapped_column(String(32))
    period_start: Mapped[date] = mapped_column(Date)
    period_end: Mapped[date] = mapped_column(Date)
    basis: Mapped[int] = mapped_column(BigInteger, default=0)  # the turnover or loss it is of
    amount: Mapped[int] = mapped_column(BigInteger)
    turnover: Mapped[Decimal] = mapped_column(Numeric(8, 2), default=Decimal(0))  # multiple
    detail: Mapped[dict[str, Any]] = mapped_column(Json, default=dict)
    status: Mapped[str] = mapped_column(String(8), default="open")
    expires_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    paid_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    decided_by: Mapped[int | None] = mapped_column(BigId)
    remark: Mapped[str | None] = mapped_column(String(255))


class IncomeRun(IdMixin, Base):
    """A period computed for an agent's program: written in the transaction that made its
    awards, so a period is computed once."""

    __tablename__ = "income_run"
    __table_args__ = (UniqueConstraint("agent_id", "kind", "period_key", name="uq_income_run"),)

    agent_id: Mapped[int] = mapped_column(ForeignKey("agent.id", ondelete="CASCADE"))
    kind: Mapped[str] = mapped_column(String(16))
    period_key: Mapped[str] = mapped_column(String(32))
    period_start: Mapped[date] = mapped_column(Date)
    period_end: Mapped[date] = mapped_column(Date)
    awards: Mapped[int] = mapped_column(Integer, default=0)
    total: Mapped[int] = mapped_column(BigInteger, default=0)
    finished_at: Mapped[datetime] = mapped_column(UTCDateTime())
