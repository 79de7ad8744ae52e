"""Mini games (docs/engagement.md §4): each agent's settings of the lucky wheel and the daily
check-in, the spins granted per player, source and day, and every play. Credit amounts are
integers of minor units of the agent's currency; spins and diamonds are counts."""

from __future__ import annotations

from datetime import date, datetime
from typing import Any

from sqlalchemy import (
    BigInteger,
    CheckConstraint,
    Date,
    ForeignKey,
    Index,
    Integer,
    String,
    UniqueConstraint,
    text,
)
from sqlalchemy.orm import Mapped, mapped_column

from .base import Base, CreatedMixin, IdMixin, Json, UTCDateTime

GAMES = ("wheel", "checkIn")
PRIZE_TYPES = ("credit", "spins", "diamonds", "none")
# Where granted spins come from (docs/engagement.md §4).
SPIN_SOURCES = ("deposit", "turnover", "free")
# A player checks in once a day: the unique index covers check-ins only.
ONE_CHECK_IN = "game = 'checkIn'"


class MinigameSetting(IdMixin, Base):
    """One agent's settings of the wheel, the spins earned and the check-in, as
    `MinigameSettings` reads them."""

    __tablename__ = "minigame_setting"

    agent_id: Mapped[int] = mapped_column(ForeignKey("agent.id", ondelete="CASCADE"), unique=True)
    settings: Mapped[dict[str, Any]] = mapped_column(Json, default=dict)
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime())


class SpinGrant(IdMixin, CreatedMixin, Base):
    """The spins one player was granted from one source on one day of the agent's zone: the
    row only grows, and each growth is posted as `SPINS_EARNED` under the wallet's lock."""

    __tablename__ = "spin_grant"
    __table_args__ = (
        UniqueConstraint("player_id", "source", "day", name="uq_spin_grant"),
        CheckConstraint("spins >= 0 AND basis >= 0", name="counts_not_negative"),
        CheckConstraint("source IN ('deposit', 'turnover', 'free')", name="source_known"),
        Index("ix_spin_grant_agent_day", "agent_id", "day"),
    )

    agent_id: Mapped[int] = mapped_column(ForeignKey("agent.id", ondelete="CASCADE"))
    player_id: Mapped[int] = mapped_column(ForeignKey("player.id", ondelete="CASCADE"))
    wallet_id: Mapped[int] = mapped_column(ForeignKey("wallet.id", ondelete="CASCADE"))
    source: Mapped[str] = mapped_column(String(8))
    day: Mapped[date] = mapped_column(Date)
    spins: Mapped[int] = mapped_column(Integer, default=0)
    # What the spins were counted from: the day's deposits or turnover (minor units).
    basis: Mapped[int] = mapped_column(BigInteger, default=0)
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime())


class MinigamePlay(IdMixin, CreatedMixin, Base):
    """One play of a mini game, made once per play token (the unique nonce), and a check-in
    once per player and day."""

    __tablename__ = "minigame_play"
    __table_args__ = (
        UniqueConstraint("nonce", name="uq_minigame_play_nonce"),
        CheckConstraint("game IN ('wheel', 'checkIn')", name="game_known"),
        CheckConstraint(
            "prize_type IN ('credit', 'spins', 'diamonds', 'none')", name="prize_known"
        ),
        CheckConstraint("prize_amount >= 0 AND spins_left >= 0", name="counts_not_negative"),
        Index("ix_minigame_play_player", "player_id", "game", "id"),
        Index(
            "uq_minigame_play_check_in",
            "player_id",
            "day",
            unique=True,
            sqlite_where=text(ONE_CHECK_IN),
            postgresql_where=text(ONE_CHECK_IN),
        ),
    )

    agent_id: Mapped[int] = mapped_column(ForeignKey("agent.id", ondelete="CASCADE"))
    player_id: Mapped[int] = mapped_column(ForeignKey("player.id", ondelete="CASCADE"))
    wallet_id: Mapped[int] = mapped_column(ForeignKey("wallet.id", ondelete="CASCADE"))
    game: Mapped[str] = mapped_column(String(8))
    nonce: Mapped[str] = mapped_column(String(32))  # the play token's
    day: Mapped[date] = mapped_column(Date)  # the agent's day of the play
    segment_index: Mapped[int | None] = mapped_column(Integer)  # the wheel's
    streak_day: Mapped[int | None] = mapped_column(Integer)  # the check-in's, 1…7
    prize_type: Mapped[str] = mapped_column(String(8))
    # Minor units for credit, a count of spins or diamonds otherwise.
    prize_amount: Mapped[int] = mapped_column(BigInteger, default=0)
    # The turnover required after the prize (credit prizes; minor units), None when none.
    turnover: Mapped[int | None] = mapped_column(BigInteger)
    spins_left: Mapped[int] = mapped_column(BigInteger, default=0)
