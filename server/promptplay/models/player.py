from __future__ import annotations

from datetime import date

from sqlalchemy import Boolean, Date, ForeignKey, Index, Integer, String, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from .base import Base, BigId, CreatedMixin, IdMixin


class Player(IdMixin, CreatedMixin, Base):
    __tablename__ = "player"
    __table_args__ = (
        UniqueConstraint("agent_id", "tel"),
        UniqueConstraint("agent_id", "invite"),
        Index("ix_player_referrer_id", "referrer_id"),
        Index("ix_player_alliance_id", "alliance_id"),
    )

    agent_id: Mapped[int] = mapped_column(ForeignKey("agent.id", ondelete="CASCADE"), index=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("user.id", ondelete="CASCADE"), unique=True)
    # The player's own withdrawal account (bank_account.player_id points back here; no foreign
    # key this way round, so that the two tables do not depend on each other).
    bank_account_id: Mapped[int | None] = mapped_column(BigId)
    first_name: Mapped[str | None] = mapped_column(String(100))
    last_name: Mapped[str | None] = mapped_column(String(100))
    nick_name: Mapped[str | None] = mapped_column(String(100))
    tel: Mapped[str] = mapped_column(String(20))
    dob: Mapped[date | None] = mapped_column(Date)
    gender: Mapped[str | None] = mapped_column(String(16))
    line_id: Mapped[str | None] = mapped_column(String(64))
    # The affiliate code of the player who referred this one, and this player's own code.
    refers: Mapped[str | None] = mapped_column(String(32))
    invite: Mapped[str] = mapped_column(String(32))
    # The referrer as a player of the same agent (docs/income.md §2), and whether the
    # referral looked like the referrer's own (same device or bank account name): it earns
    # nothing.
    referrer_id: Mapped[int | None] = mapped_column(BigId)
    self_referral: Mapped[bool] = mapped_column(Boolean, default=False)
    device_id: Mapped[str | None] = mapped_column(String(64))
    from_channel: Mapped[str | None] = mapped_column(String(64))
    is_playing: Mapped[int] = mapped_column(Integer, default=0)
    alliance_ref: Mapped[str | None] = mapped_column(String(64))
    alliance_id: Mapped[int | None] = mapped_column(Integer)
    ufa_username: Mapped[str | None] = mapped_column(String(64))
    return_lost: Mapped[int] = mapped_column(Integer, default=0)
    # Minutes between the site's reality-check reminders while a game is open (0: none).
    reality_check_minutes: Mapped[int] = mapped_column(Integer, default=0)
