from __future__ import annotations

from sqlalchemy import BigInteger, CheckConstraint, ForeignKey, String
from sqlalchemy.orm import Mapped, mapped_column

from .base import Base, CreatedMixin, IdMixin

BALANCES = (
    "cash_balance",
    "credit_balance",
    "income_from_alliance",
    "income_from_affiliate",
    "cash_promotion",
    "credit_promotion",
    "event_credit",
    "return_lost_balance",
    "game_credit",
    "spins",
    "diamonds",
)


class Wallet(IdMixin, CreatedMixin, Base):
    """A player's balances in integer minor units; the database refuses a negative one."""

    __tablename__ = "wallet"
    __table_args__ = tuple(
        CheckConstraint(f"{column} >= 0", name=f"{column}_not_negative") for column in BALANCES
    )

    agent_id: Mapped[int] = mapped_column(ForeignKey("agent.id", ondelete="CASCADE"), index=True)
    player_id: Mapped[int] = mapped_column(ForeignKey("player.id", ondelete="CASCADE"), unique=True)
    currency_code: Mapped[str] = mapped_column(String(3))
    cash_in: Mapped[int] = mapped_column(BigInteger, default=0)
    cash_out: Mapped[int] = mapped_column(BigInteger, default=0)
    cash_balance: Mapped[int] = mapped_column(BigInteger, default=0)
    credit_in: Mapped[int] = mapped_column(BigInteger, default=0)
    credit_out: Mapped[int] = mapped_column(BigInteger, default=0)
    credit_balance: Mapped[int] = mapped_column(BigInteger, default=0)
    income_from_alliance: Mapped[int] = mapped_column(BigInteger, default=0)
    income_from_affiliate: Mapped[int] = mapped_column(BigInteger, default=0)
    cash_promotion: Mapped[int] = mapped_column(BigInteger, default=0)
    credit_promotion: Mapped[int] = mapped_column(BigInteger, default=0)
    event_credit: Mapped[int] = mapped_column(BigInteger, default=0)
    return_lost_balance: Mapped[int] = mapped_column(BigInteger, default=0)
    # The part of the credit that is at the game upstream (DESIGN §4): still the player's.
    game_credit: Mapped[int] = mapped_column(BigInteger, default=0)
    # Engagement counters (docs/engagement.md), not money: the lucky wheel's spins waiting
    # and the diamonds earned by play, spent on rewards.
    spins: Mapped[int] = mapped_column(BigInteger, default=0)
    diamonds: Mapped[int] = mapped_column(BigInteger, default=0)
    # One more on every change of the row (each ledger posting, each count of cash in or out),
    # in the statement that makes it: of two readings of a wallet, the one of higher version is
    # the later, whichever arrives last at the player's page.
    version: Mapped[int] = mapped_column(BigInteger, default=0, server_default="0")
