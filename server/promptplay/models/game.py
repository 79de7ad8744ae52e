"""The game catalogue, the transfers of credit to and from a game upstream, and the rounds
the upstream reports (docs/games.md)."""

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

from .base import Base, BigId, CreatedMixin, IdMixin, Json, UTCDateTime

# The families of game calls (docs/games.md §1), by the agent's gameCompany.
FAMILIES = ("amb", "xgambet", "pg")
CATEGORIES = (
    "casino",
    "slot",
    "sport",
    "fishing",
    "card",
    "keno",
    "cockfight",
    "esport",
    "trading",
)


class GameProvider(IdMixin, CreatedMixin, Base):
    """A provider (an upstream product) as one family's upstream lists it."""

    __tablename__ = "game_provider"
    __table_args__ = (UniqueConstraint("family", "code", name="uq_game_provider_code"),)

    family: Mapped[str] = mapped_column(String(16))
    code: Mapped[str] = mapped_column(String(32))  # providerPrefix / productId
    name: Mapped[str] = mapped_column(String(128))
    logo: Mapped[str | None] = mapped_column(String(512))
    categories: Mapped[list[str]] = mapped_column(Json, default=list)
    status: Mapped[str] = mapped_column(String(16), default="active")
    sort: Mapped[int] = mapped_column(Integer, default=0)
    catalogue_version: Mapped[int] = mapped_column(BigInteger, default=0)  # new at each sync


class Game(IdMixin, CreatedMixin, Base):
    __tablename__ = "game"
    __table_args__ = (
        UniqueConstraint("provider_id", "code", name="uq_game_code"),
        Index("ix_game_lobby", "provider_id", "category", "rank", "id"),
    )

    provider_id: Mapped[int] = mapped_column(ForeignKey("game_provider.id", ondelete="CASCADE"))
    family: Mapped[str] = mapped_column(String(16))
    code: Mapped[str] = mapped_column(String(64))
    name: Mapped[str] = mapped_column(String(160))
    search_name: Mapped[str] = mapped_column(String(160))  # lower-cased, for search
    category: Mapped[str] = mapped_column(String(16))
    engine: Mapped[str | None] = mapped_column(String(16))
    image: Mapped[str | None] = mapped_column(String(512))
    rank: Mapped[int] = mapped_column(Integer, default=0)
    status: Mapped[str] = mapped_column(String(16), default="active")


class AgentGameAccount(IdMixin, CreatedMixin, Base):
    """An agent's credentials at its game upstream (base URL unset: the configured one)."""

    __tablename__ = "agent_game_account"
    __table_args__ = (UniqueConstraint("agent_id", "family", name="uq_agent_game_account"),)

    agent_id: Mapped[int] = mapped_column(ForeignKey("agent.id", ondelete="CASCADE"))
    family: Mapped[str] = mapped_column(String(16))
    base_url: Mapped[str | None] = mapped_column(String(512))
    username: Mapped[str] = mapped_column(String(64))
    api_key: Mapped[str] = mapped_column(String(128))


class GameTransfer(IdMixin, CreatedMixin, Base):
    """One move of credit to (`in`) or from (`out`) the game upstream. A player has at most
    one pending transfer (a partial unique index); a pending one is settled by asking the
    upstream, never undone on a timeout alone."""

    __tablename__ = "game_transfer"
    __table_args__ = (
        CheckConstraint("amount > 0", name="amount_positive"),
        CheckConstraint("direction IN ('in', 'out')", name="direction_known"),
        CheckConstraint("status IN ('pending', 'success', 'failed')", name="status_known"),
        Index("ix_game_transfer_player", "player_id", "id"),
        Index("ix_game_transfer_status", "status", "id"),
        Index(
            "uq_game_transfer_one_pending",
            "player_id",
            unique=True,
            sqlite_where=text("status = 'pending'"),
            postgresql_where=text("status = 'pending'"),
        ),
    )

    agent_id: Mapped[int] = mapped_column(ForeignKey("agent.id", ondelete="CASCADE"))
    player_id: Mapped[int] = mapped_column(ForeignKey("player.id", ondelete="CASCADE"))
    wallet_id: Mapped[int] = mapped_column(ForeignKey("wallet.id", ondelete="CASCADE"))
    family: Mapped[str] = mapped_column(String(16))
    direction: Mapped[str] = mapped_column(String(3))
    amount: Mapped[int] = mapped_column(BigInteger)
    currency_code: Mapped[str] = mapped_column(String(3))
    reference: Mapped[str] = mapped_column(String(64), unique=True)
    status: Mapped[str] = mapped_column(String(8), default="pending")
    upstream_tx_id: Mapped[str | None] = mapped_column(String(64))
    upstream_balance: Mapped[int | None] = mapped_column(BigInteger)
    attempts: Mapped[int] = mapped_column(Integer, default=1)
    error: Mapped[str | None] = mapped_column(String(255))
    settled_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    # Set when settling it raised something the reconciler cannot judge (an incident says
    # why): it stays pending, so the player's credit stays where it is, and the reconciler
    # leaves it alone until staff release it (`promptplay games release`).
    set_aside_at: Mapped[datetime | None] = mapped_column(UTCDateTime())


class GameRound(IdMixin, CreatedMixin, Base):
    """A round the upstream reported, recorded once: its journal moved the game credit."""

    __tablename__ = "game_round"
    __table_args__ = (
        CheckConstraint("bet >= 0 AND payout >= 0", name="amounts_not_negative"),
        UniqueConstraint("agent_id", "family", "round_key", name="uq_game_round"),
        Index("ix_game_round_player", "player_id", "played_at"),
    )

    agent_id: Mapped[int] = mapped_column(ForeignKey("agent.id", ondelete="CASCADE"))
    player_id: Mapped[int] = mapped_column(ForeignKey("player.id", ondelete="CASCADE"))
    family: Mapped[str] = mapped_column(String(16))
    round_key: Mapped[str] = mapped_column(String(96))
    provider_code: Mapped[str] = mapped_column(String(32))
    game_code: Mapped[str] = mapped_column(String(64))
    category: Mapped[str] = mapped_column(String(16))
    bet: Mapped[int] = mapped_column(BigInteger)
    payout: Mapped[int] = mapped_column(BigInteger)
    played_at: Mapped[datetime] = mapped_column(UTCDateTime())
    day: Mapped[date] = mapped_column(Date)  # in the agent's time zone


class GameDayStat(IdMixin, Base):
    """Turnover and win/loss per player, day (agent's zone), category and provider: what
    promotions, cashback and affiliate income read."""

    __tablename__ = "game_day_stat"
    __table_args__ = (
        UniqueConstraint("player_id", "day", "category", "provider_code", name="uq_game_day_stat"),
        Index("ix_game_day_stat_agent_day", "agent_id", "day"),
    )

    agent_id: Mapped[int] = mapped_column(ForeignKey("agent.id", ondelete="CASCADE"))
    player_id: Mapped[int] = mapped_column(ForeignKey("player.id", ondelete="CASCADE"))
    day: Mapped[date] = mapped_column(Date)
    category: Mapped[str] = mapped_column(String(16))
    provider_code: Mapped[str] = mapped_column(String(32))
    rounds: Mapped[int] = mapped_column(BigInteger, default=0)
    turnover: Mapped[int] = mapped_column(BigInteger, default=0)
    payout: Mapped[int] = mapped_column(BigInteger, default=0)


class GameCursor(IdMixin, Base):
    """How far an agent's bet history has been read."""

    __tablename__ = "game_cursor"
    __table_args__ = (UniqueConstraint("agent_id", "family", name="uq_game_cursor"),)

    agent_id: Mapped[int] = mapped_column(ForeignKey("agent.id", ondelete="CASCADE"))
    family: Mapped[str] = mapped_column(String(16))
    cursor: Mapped[str | None] = mapped_column(String(64))
    updated_at: Mapped[datetime | None] = mapped_column(UTCDateTime())


# What an incident can be (docs/api.md "Incident"): rounds and history rows set aside
# instead of recorded, transfers set aside instead of settled, and credit mismatches.
INCIDENT_KINDS = (
    "foreign_player",  # a round of a member who is no player of this agent
    "round_conflict",  # a round id reported again with other amounts
    "round_exceeds_credit",  # a round larger than the player's game credit
    "bad_amount",  # a negative amount, or one the currency cannot hold
    "credit_mismatch",  # the upstream's balance is not the game credit on our books
    "unreadable_row",  # a bet-history row that cannot be read (a field missing or malformed)
    "round_failed",  # a readable round whose recording failed
    "transfer_exceeds_credit",  # a transfer back larger than the game credit on our books
    "transfer_mismatch",  # the upstream carried out the reference with another amount
    "transfer_unreadable",  # the upstream's answer about a transfer cannot be read
    "transfer_failed",  # settling the transfer failed for another reason
)


class GameIncident(IdMixin, CreatedMixin, Base):
    """What was set aside instead of moving money: a round of a player of another agent, a
    round reported again with other amounts, an unreadable history row, a transfer that could
    not be settled, a credit mismatch. Never changed once written; `detail.reason` says why in
    words where the kind alone does not."""

    __tablename__ = "game_incident"
    __table_args__ = (
        Index("ix_game_incident_agent", "agent_id", "id"),
        # The same row seen twice (a duplicated answer) is set aside once.
        UniqueConstraint("family", "kind", "reference", name="uq_game_incident_reference"),
    )

    agent_id: Mapped[int | None] = mapped_column(BigId)
    player_id: Mapped[int | None] = mapped_column(BigId)
    family: Mapped[str] = mapped_column(String(16))
    kind: Mapped[str] = mapped_column(String(32))
    reference: Mapped[str | None] = mapped_column(String(96))
    detail: Mapped[dict[str, Any]] = mapped_column(Json, default=dict)
