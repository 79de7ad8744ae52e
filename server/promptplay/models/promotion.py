"""Promotions (docs/promotions.md): what an agent offers, what each player claimed, and the
choice a player made for the next deposit. Amounts are integers of minor units of the agent's
currency; multipliers are exact decimals."""

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
    Text,
    text,
)
from sqlalchemy.orm import Mapped, mapped_column

from .base import Base, BigId, CreatedMixin, IdMixin, Json, UTCDateTime

ACTIVE = "0005"  # a player promotion is active while its status is 0005 (spec §4)


class Promotion(IdMixin, CreatedMixin, Base):
    __tablename__ = "promotion"
    __table_args__ = (
        CheckConstraint("promotion_type_id BETWEEN 1 AND 9", name="type_known"),
        CheckConstraint("bonus_type IN ('percent', 'fixed')", name="bonus_type_known"),
        CheckConstraint("turn_type IN (1, 2) AND turn_basis IN (1, 2)", name="turn_known"),
        CheckConstraint("withdraw_type IN (1, 2)", name="withdraw_type_known"),
        CheckConstraint(
            "bonus_amount >= 0 AND bonus_maximum >= 0 AND minimum_deposit >= 0"
            " AND bonus_percent >= 0 AND turn >= 0 AND maximum_withdraw >= 0",
            name="figures_positive",
        ),
        Index("ix_promotion_agent", "agent_id", "sort_order", "id"),
    )

    agent_id: Mapped[int] = mapped_column(ForeignKey("agent.id", ondelete="CASCADE"))
    name_th: Mapped[str] = mapped_column(String(160))
    name_en: Mapped[str] = mapped_column(String(160))
    name_vi: Mapped[str] = mapped_column(String(160), default="")
    image_url: Mapped[str] = mapped_column(Text, default="")
    promotion_type_id: Mapped[int] = mapped_column(Integer)
    bonus_type: Mapped[str] = mapped_column(String(8))
    bonus_percent: Mapped[Decimal] = mapped_column(Numeric(7, 2), default=Decimal(0))
    bonus_amount: Mapped[int] = mapped_column(BigInteger, default=0)  # fixed bonus
    bonus_maximum: Mapped[int] = mapped_column(BigInteger, default=0)  # percent bonus cap
    minimum_deposit: Mapped[int] = mapped_column(BigInteger, default=0)
    turn_type: Mapped[int] = mapped_column(Integer)  # 1 unit, 2 multi
    # Unit: minor units of the currency; multi: a multiplier (both exact).
    turn: Mapped[Decimal] = mapped_column(Numeric(16, 2))
    turn_basis: Mapped[int] = mapped_column(Integer)  # 1 remaining credit, 2 amount played
    withdraw_type: Mapped[int] = mapped_column(Integer)  # 1 fixed, 2 multiple of the cash
    # Fixed: minor units; multiple: a multiplier of the promotion's cash.
    maximum_withdraw: Mapped[Decimal] = mapped_column(Numeric(16, 2))
    game_config: Mapped[list[dict[str, Any]]] = mapped_column(Json, default=list)
    starts_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    ends_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    weekdays: Mapped[list[int]] = mapped_column(Json, default=list)  # happyTime, 0 = Monday
    from_minute: Mapped[int | None] = mapped_column(Integer)  # happyTime, local minutes
    to_minute: Mapped[int | None] = mapped_column(Integer)
    welcome_back_days: Mapped[int | None] = mapped_column(Integer)
    stack_tiers: Mapped[list[dict[str, int]]] = mapped_column(Json, default=list)
    is_active: Mapped[bool] = mapped_column(Boolean, default=True)
    display: Mapped[bool] = mapped_column(Boolean, default=True)
    popup: Mapped[bool] = mapped_column(Boolean, default=False)
    sort_order: Mapped[int] = mapped_column(Integer, default=0)
    # 'offer': what staff set up; 'income': the built-in claim of withdrawn income
    # (docs/income.md §1), never listed to players or staff.
    purpose: Mapped[str] = mapped_column(String(8), default="offer")
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime())


class PlayerPromotion(IdMixin, CreatedMixin, Base):
    """One claim of a promotion by a player, with the terms it was claimed under (a later
    edit of the promotion does not change a running claim)."""

    __tablename__ = "player_promotion"
    __table_args__ = (
        # One active promotion per player.
        Index(
            "uq_player_promotion_active",
            "player_id",
            unique=True,
            sqlite_where=text("status_code = '0005'"),
            postgresql_where=text("status_code = '0005'"),
        ),
        # Once per (player, promotion, claim key): `once` or the agent's day.
        Index(
            "uq_player_promotion_claim",
            "player_id",
            "promotion_id",
            "claim_key",
            unique=True,
            sqlite_where=text("claim_key IS NOT NULL"),
            postgresql_where=text("claim_key IS NOT NULL"),
        ),
        # A deposit gives at most one bonus.
        Index(
            "uq_player_promotion_deposit",
            "deposit_transaction_id",
            unique=True,
            sqlite_where=text("deposit_transaction_id IS NOT NULL"),
            postgresql_where=text("deposit_transaction_id IS NOT NULL"),
        ),
        Index("ix_player_promotion_promotion", "promotion_id", "status_code"),
        CheckConstraint(
            "bonus >= 0 AND cash_promotion >= 0 AND topped_up >= 0 AND turnover >= 0 AND seized >= 0",
            name="figures_positive",
        ),
    )

    agent_id: Mapped[int] = mapped_column(ForeignKey("agent.id", ondelete="CASCADE"))
    player_id: Mapped[int] = mapped_column(ForeignKey("player.id", ondelete="CASCADE"))
    wallet_id: Mapped[int] = mapped_column(ForeignKey("wallet.id", ondelete="CASCADE"))
    promotion_id: Mapped[int] = mapped_column(ForeignKey("promotion.id", ondelete="RESTRICT"))
    promotion_type_id: Mapped[int] = mapped_column(Integer)
    status_code: Mapped[str] = mapped_column(String(4), default=ACTIVE)
    claim_key: Mapped[str | None] = mapped_column(String(32))
    claimed_on: Mapped[date] = mapped_column(Date)  # the agent's day of the claim
    deposit_transaction_id: Mapped[int | None] = mapped_column(
        ForeignKey("bank_transaction.id", ondelete="RESTRICT")
    )
    cash_promotion: Mapped[int] = mapped_column(BigInteger, default=0)  # qualifying deposits
    # Deposits made while the claim was active: part of its cash, and of its cap.
    topped_up: Mapped[int] = mapped_column(BigInteger, default=0)
    bonus: Mapped[int] = mapped_column(BigInteger, default=0)  # credit granted
    # The terms as claimed (a snapshot of the promotion, or staff's manual figures).
    turn_type: Mapped[int] = mapped_column(Integer)
    turn: Mapped[Decimal] = mapped_column(Numeric(16, 2))
    turn_basis: Mapped[int] = mapped_column(Integer)
    withdraw_type: Mapped[int] = mapped_column(Integer)
    maximum_withdraw: Mapped[Decimal] = mapped_column(Numeric(16, 2))
    game_config: Mapped[list[dict[str, Any]]] = mapped_column(Json, default=list)
    stack_level: Mapped[int] = mapped_column(Integer, default=0)  # tiers unlocked (stackTopUp)
    turnover: Mapped[int] = mapped_column(BigInteger, default=0)  # bets recorded (basis 2)
    win_loss: Mapped[int] = mapped_column(BigInteger, default=0)  # payout - bet, recorded
    seized: Mapped[int] = mapped_column(BigInteger, default=0)
    condition_manual: Mapped[int | None] = mapped_column(Integer)  # manual turn basis
    turn_type_manual: Mapped[int | None] = mapped_column(Integer)
    turn_over_manual: Mapped[Decimal | None] = mapped_column(Numeric(16, 2))
    remark: Mapped[str | None] = mapped_column(String(255))
    granted_by: Mapped[int | None] = mapped_column(BigId)
    started_at: Mapped[datetime] = mapped_column(UTCDateTime())
    ended_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    end_reason: Mapped[str | None] = mapped_column(String(32))
    ended_by: Mapped[int | None] = mapped_column(BigId)


class PromotionReservation(Base):
    """A player's choice for the next deposit: a promotion, or none."""

    __tablename__ = "promotion_reservation"

    player_id: Mapped[int] = mapped_column(
        ForeignKey("player.id", ondelete="CASCADE"), primary_key=True
    )
    agent_id: Mapped[int] = mapped_column(ForeignKey("agent.id", ondelete="CASCADE"))
    get_promotion: Mapped[bool] = mapped_column(Boolean)
    promotion_id: Mapped[int | None] = mapped_column(ForeignKey("promotion.id", ondelete="CASCADE"))
    reserved_at: Mapped[datetime] = mapped_column(UTCDateTime())
    # coupons: the coupon that reserved it (docs/engagement.md §2); such a promotion may be
    # one players do not see, and a choice of the player's own replaces it.
    coupon_id: Mapped[int | None] = mapped_column(ForeignKey("coupon.id", ondelete="SET NULL"))


class PromotionPreference(Base):
    """A player's own auto-promotion setting (normal, coupon, disabled, activate); without
    one the agent's applies."""

    __tablename__ = "promotion_preference"
    __table_args__ = (
        CheckConstraint(
            "auto_promotion IN ('normal', 'coupon', 'disabled', 'activate')", name="mode_known"
        ),
    )

    player_id: Mapped[int] = mapped_column(
        ForeignKey("player.id", ondelete="CASCADE"), primary_key=True
    )
    auto_promotion: Mapped[str] = mapped_column(String(16))
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime())
