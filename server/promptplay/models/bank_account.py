from __future__ import annotations

from sqlalchemy import ForeignKey, Integer, String, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from .base import Base, CreatedMixin, IdMixin


class BankAccount(IdMixin, CreatedMixin, Base):
    """A player's own account (player_id set) or one of the agent's accounts (player_id null).
    One account number per bank may serve only one owner within an agent."""

    __tablename__ = "bank_account"
    __table_args__ = (UniqueConstraint("agent_id", "bank_id", "bank_account_no"),)

    agent_id: Mapped[int] = mapped_column(ForeignKey("agent.id", ondelete="CASCADE"), index=True)
    player_id: Mapped[int | None] = mapped_column(
        ForeignKey("player.id", ondelete="CASCADE"), index=True
    )
    bank_id: Mapped[int] = mapped_column(ForeignKey("bank.id"))
    bank_account_no: Mapped[str] = mapped_column(String(32))
    bank_account_name: Mapped[str] = mapped_column(String(128))
    bank_account_type: Mapped[str] = mapped_column(String(20), default="WITHDRAW")
    status: Mapped[str] = mapped_column(String(16), default="active")
    currency_code: Mapped[str] = mapped_column(String(3))
    exchange_rate: Mapped[int] = mapped_column(Integer, default=1)
    prompt_pay_type: Mapped[str | None] = mapped_column(String(16))
    prompt_pay_no: Mapped[str | None] = mapped_column(String(20))
    qr_code: Mapped[str | None] = mapped_column(String(512))
    sort: Mapped[int] = mapped_column(Integer, default=0)
