"""Coupons (docs/engagement.md §2): what an agent hands out as codes, the batches of one-use
codes of a coupon, and every redemption. Amounts are integers of minor units of the agent's
currency; spins are counts."""

from __future__ import annotations

from datetime import datetime
from decimal import Decimal

from sqlalchemy import (
    BigInteger,
    Boolean,
    CheckConstraint,
    ForeignKey,
    Index,
    Integer,
    Numeric,
    String,
    UniqueConstraint,
    text,
)
from sqlalchemy.orm import Mapped, mapped_column

from .base import Base, CreatedMixin, IdMixin, UTCDateTime

COUPON_TYPES = ("credit", "promotion", "spins")


class Coupon(IdMixin, CreatedMixin, Base):
    """A coupon: its own code (any number of players type the same one), or none when only
    its batch codes redeem it."""

    __tablename__ = "coupon"
    __table_args__ = (
        UniqueConstraint("agent_id", "code", name="uq_coupon_code"),
        CheckConstraint("type IN ('credit', 'promotion', 'spins')", name="type_known"),
        CheckConstraint(
            "amount >= 0 AND spins >= 0 AND turnover >= 0 AND minimum_deposit >= 0",
            name="figures_positive",
        ),
        CheckConstraint(
            "uses_per_player >= 0 AND uses_total >= 0 AND used >= 0"
            " AND (uses_total = 0 OR used <= uses_total)",
            name="uses_known",
        ),
        CheckConstraint("ends_at > starts_at", name="dates_ordered"),
        Index("ix_coupon_agent", "agent_id", "id"),
        Index("ix_coupon_event", "event_id"),
    )

    agent_id: Mapped[int] = mapped_column(ForeignKey("agent.id", ondelete="CASCADE"))
    code: Mapped[str | None] = mapped_column(String(32))  # upper-cased; None: batch codes only
    name_th: Mapped[str] = mapped_column(String(160))
    name_en: Mapped[str] = mapped_column(String(160))
    name_vi: Mapped[str] = mapped_column(String(160), default="")
    type: Mapped[str] = mapped_column(String(10))
    amount: Mapped[int] = mapped_column(BigInteger, default=0)  # credit
    spins: Mapped[int] = mapped_column(Integer, default=0)  # spins
    promotion_id: Mapped[int | None] = mapped_column(
        ForeignKey("promotion.id", ondelete="RESTRICT")
    )
    # Credit: the event-credit turnover multiple (0: plain credit when no promotion runs).
    turnover: Mapped[Decimal] = mapped_column(Numeric(8, 2), default=Decimal(0))
    starts_at: Mapped[datetime] = mapped_column(UTCDateTime())
    ends_at: Mapped[datetime] = mapped_column(UTCDateTime())
    uses_per_player: Mapped[int] = mapped_column(Integer, default=1)  # 0: unlimited
    uses_total: Mapped[int] = mapped_column(Integer, default=0)  # 0: unlimited
    used: Mapped[int] = mapped_column(Integer, default=0)
    # The player's approved deposits since `starts_at` must total at least this.
    minimum_deposit: Mapped[int] = mapped_column(BigInteger, default=0)
    # The event whose code this is (the events' table; no foreign key across the packages).
    event_id: Mapped[int | None] = mapped_column(BigInteger)
    active: Mapped[bool] = mapped_column(Boolean, default=True)
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime())


class CouponCode(IdMixin, CreatedMixin, Base):
    """One code of a coupon's batch: redeemed once, by one player."""

    __tablename__ = "coupon_code"
    __table_args__ = (
        UniqueConstraint("agent_id", "code", name="uq_coupon_code_code"),
        Index("ix_coupon_code_coupon", "coupon_id", "id"),
    )

    agent_id: Mapped[int] = mapped_column(ForeignKey("agent.id", ondelete="CASCADE"))
    coupon_id: Mapped[int] = mapped_column(ForeignKey("coupon.id", ondelete="CASCADE"))
    code: Mapped[str] = mapped_column(String(32))  # upper-cased
    redeemed_by: Mapped[int | None] = mapped_column(ForeignKey("player.id", ondelete="SET NULL"))
    redeemed_at: Mapped[datetime | None] = mapped_column(UTCDateTime())


class CouponRedemption(IdMixin, CreatedMixin, Base):
    """One redemption, with what it gave. The unique keys make a replay impossible to pay
    twice: a player's nth use of a coupon, a batch code and a ledger key each happen once."""

    __tablename__ = "coupon_redemption"
    __table_args__ = (
        UniqueConstraint("coupon_id", "player_id", "use_no", name="uq_coupon_redemption_use"),
        Index(
            "uq_coupon_redemption_code",
            "coupon_code_id",
            unique=True,
            sqlite_where=text("coupon_code_id IS NOT NULL"),
            postgresql_where=text("coupon_code_id IS NOT NULL"),
        ),
        Index(
            "uq_coupon_redemption_journal",
            "agent_id",
            "journal_key",
            unique=True,
            sqlite_where=text("journal_key IS NOT NULL"),
            postgresql_where=text("journal_key IS NOT NULL"),
        ),
        Index("ix_coupon_redemption_player", "player_id", "id"),
        Index("ix_coupon_redemption_coupon", "coupon_id", "id"),
        CheckConstraint("amount >= 0 AND spins >= 0 AND use_no >= 1", name="figures_positive"),
    )

    agent_id: Mapped[int] = mapped_column(ForeignKey("agent.id", ondelete="CASCADE"))
    coupon_id: Mapped[int] = mapped_column(ForeignKey("coupon.id", ondelete="CASCADE"))
    coupon_code_id: Mapped[int | None] = mapped_column(
        ForeignKey("coupon_code.id", ondelete="SET NULL")
    )
    code: Mapped[str] = mapped_column(String(32))  # as redeemed, upper-cased
    player_id: Mapped[int] = mapped_column(ForeignKey("player.id", ondelete="CASCADE"))
    wallet_id: Mapped[int] = mapped_column(ForeignKey("wallet.id", ondelete="CASCADE"))
    use_no: Mapped[int] = mapped_column(Integer)  # the player's nth use of the coupon
    type: Mapped[str] = mapped_column(String(10))
    amount: Mapped[int] = mapped_column(BigInteger, default=0)
    spins: Mapped[int] = mapped_column(Integer, default=0)
    promotion_id: Mapped[int | None] = mapped_column(
        ForeignKey("promotion.id", ondelete="SET NULL")
    )
    turnover: Mapped[int | None] = mapped_column(BigInteger)  # the turnover then required
    event_id: Mapped[int | None] = mapped_column(BigInteger)
    journal_key: Mapped[str | None] = mapped_column(String(80))  # the ledger's key, if it paid
