"""Ranks, diamonds and rewards (docs/engagement.md §5): each agent's rank settings and tiers,
the rank each player reached and the turnover already turned into diamonds, the reward
items bought with diamonds and their redemptions. Amounts are integers of minor units of the
agent's currency; diamonds, spins and stock are counts."""

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
    Text,
    UniqueConstraint,
)
from sqlalchemy.orm import Mapped, mapped_column

from .base import Base, BigId, CreatedMixin, IdMixin, UTCDateTime

BASES = ("turnover", "deposit")
REWARD_KINDS = ("credit", "spins", "physical")
REDEMPTION_STATUSES = ("delivered", "pending", "fulfilled", "rejected")


class RankSetting(IdMixin, Base):
    """One agent's rank basis and how much turnover makes a diamond (0: none)."""

    __tablename__ = "rank_setting"
    __table_args__ = (
        CheckConstraint("basis IN ('turnover', 'deposit')", name="basis_known"),
        CheckConstraint("diamond_every >= 0", name="diamond_every_positive"),
    )

    agent_id: Mapped[int] = mapped_column(ForeignKey("agent.id", ondelete="CASCADE"), unique=True)
    basis: Mapped[str] = mapped_column(String(8), default="turnover")
    diamond_every: Mapped[int] = mapped_column(BigInteger, default=0)
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime())


class RankTier(IdMixin, Base):
    """A tier of an agent's ranks: reached once the basis amount comes to its threshold."""

    __tablename__ = "rank_tier"
    __table_args__ = (
        UniqueConstraint("agent_id", "level", name="uq_rank_tier_level"),
        CheckConstraint(
            "level >= 1 AND threshold >= 0 AND withdraw_limit >= 0 AND rank_up_bonus >= 0"
            " AND cashback_rate >= 0 AND cashback_rate <= 100",
            name="figures_known",
        ),
    )

    agent_id: Mapped[int] = mapped_column(ForeignKey("agent.id", ondelete="CASCADE"))
    level: Mapped[int] = mapped_column(Integer)
    name_th: Mapped[str] = mapped_column(String(60))
    name_en: Mapped[str] = mapped_column(String(60))
    name_vi: Mapped[str] = mapped_column(String(60))
    icon: Mapped[str] = mapped_column(String(500))  # an emoji or an image URL
    threshold: Mapped[int] = mapped_column(BigInteger)
    cashback_rate: Mapped[Decimal] = mapped_column(Numeric(5, 2), default=Decimal(0))
    withdraw_limit: Mapped[int] = mapped_column(BigInteger, default=0)  # 0: the agent's
    rank_up_bonus: Mapped[int] = mapped_column(BigInteger, default=0)


class PlayerRank(IdMixin, Base):
    """The tier a player reached (0: none yet), and the turnover already turned into diamonds
    with the diamonds it made."""

    __tablename__ = "player_rank"
    __table_args__ = (
        CheckConstraint(
            "level >= 0 AND diamond_turnover >= 0 AND diamonds_earned >= 0",
            name="figures_positive",
        ),
    )

    agent_id: Mapped[int] = mapped_column(ForeignKey("agent.id", ondelete="CASCADE"), index=True)
    player_id: Mapped[int] = mapped_column(ForeignKey("player.id", ondelete="CASCADE"), unique=True)
    level: Mapped[int] = mapped_column(Integer, default=0)
    reached_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    diamond_turnover: Mapped[int] = mapped_column(BigInteger, default=0)
    diamonds_earned: Mapped[int] = mapped_column(BigInteger, default=0)
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime())


class RewardItem(IdMixin, CreatedMixin, Base):
    """What a player buys with diamonds: credit (an amount), spins (a count) or a physical
    prize that staff deliver."""

    __tablename__ = "reward_item"
    __table_args__ = (
        CheckConstraint("kind IN ('credit', 'spins', 'physical')", name="kind_known"),
        CheckConstraint(
            "price > 0 AND (stock IS NULL OR stock >= 0) AND turnover >= 0"
            " AND ((kind = 'physical' AND amount = 0) OR (kind <> 'physical' AND amount > 0))",
            name="figures_known",
        ),
        Index("ix_reward_item_agent", "agent_id", "sort", "id"),
    )

    agent_id: Mapped[int] = mapped_column(ForeignKey("agent.id", ondelete="CASCADE"))
    name_th: Mapped[str] = mapped_column(String(120))
    name_en: Mapped[str] = mapped_column(String(120))
    name_vi: Mapped[str] = mapped_column(String(120))
    image_url: Mapped[str] = mapped_column(Text, default="")
    kind: Mapped[str] = mapped_column(String(8))
    amount: Mapped[int] = mapped_column(BigInteger, default=0)  # minor units or spins
    turnover: Mapped[Decimal] = mapped_column(Numeric(8, 2), default=Decimal(0))  # credit
    price: Mapped[int] = mapped_column(BigInteger)  # diamonds
    stock: Mapped[int | None] = mapped_column(BigInteger)  # None: unlimited
    active: Mapped[bool] = mapped_column(Boolean, default=True)
    sort: Mapped[int] = mapped_column(Integer, default=0)
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime())


class RewardRedemption(IdMixin, CreatedMixin, Base):
    """One item bought: delivered at once (credit, spins) or pending until staff fulfil or
    reject it (physical; a rejection gives the diamonds and the stock back)."""

    __tablename__ = "reward_redemption"
    __table_args__ = (
        CheckConstraint(
            "status IN ('delivered', 'pending', 'fulfilled', 'rejected')", name="status_known"
        ),
        CheckConstraint("price > 0 AND amount >= 0", name="figures_positive"),
        UniqueConstraint("agent_id", "serial", name="uq_reward_redemption_serial"),
        Index("ix_reward_redemption_player", "player_id", "id"),
        Index("ix_reward_redemption_queue", "agent_id", "status", "id"),
    )

    agent_id: Mapped[int] = mapped_column(ForeignKey("agent.id", ondelete="CASCADE"))
    player_id: Mapped[int] = mapped_column(ForeignKey("player.id", ondelete="CASCADE"))
    wallet_id: Mapped[int] = mapped_column(ForeignKey("wallet.id", ondelete="CASCADE"))
    item_id: Mapped[int] = mapped_column(ForeignKey("reward_item.id", ondelete="CASCADE"))
    price: Mapped[int] = mapped_column(BigInteger)
    kind: Mapped[str] = mapped_column(String(8))
    amount: Mapped[int] = mapped_column(BigInteger)
    serial: Mapped[str | None] = mapped_column(String(64))
    status: Mapped[str] = mapped_column(String(10))
    remark: Mapped[str | None] = mapped_column(String(255))
    decided_by: Mapped[int | None] = mapped_column(BigId)
    decided_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
