from __future__ import annotations

from decimal import Decimal
from typing import Any

from sqlalchemy import BigInteger, CheckConstraint, ForeignKey, Index, Integer, Numeric, String
from sqlalchemy.orm import Mapped, mapped_column

from .base import Base, CreatedMixin, IdMixin, Json


class Agent(IdMixin, CreatedMixin, Base):
    """A white-label operator: its limits are integers of minor units of its currency."""

    __tablename__ = "agent"
    __table_args__ = (
        CheckConstraint("minimum_deposit >= 0 AND minimum_withdraw >= 0", name="limits_positive"),
        CheckConstraint("maximum_deposit >= minimum_deposit", name="deposit_range"),
        CheckConstraint("maximum_withdraw >= minimum_withdraw", name="withdraw_range"),
        # Two agents never share a receiving wallet: a voucher redeemed into it is one agent's.
        Index("uq_agent_truemoney_mobile", "truemoney_mobile", unique=True),
    )

    username: Mapped[str] = mapped_column(String(64))
    prefix: Mapped[str] = mapped_column(String(16), unique=True)
    game_company: Mapped[str] = mapped_column(String(32), default="AMB")
    country_id: Mapped[int] = mapped_column(ForeignKey("country.id"))
    # The channels the agent takes money through, comma-separated: BANK, GATEWAY, TRUEMONEY
    # (`agent.payments`); each also needs what it pays into (below, or the gateway's currency).
    payment_method: Mapped[str] = mapped_column(String(32), default="BANK")
    # The agent's own TrueMoney wallet that receives redeemed vouchers (never a player's).
    truemoney_mobile: Mapped[str | None] = mapped_column(String(10))
    minimum_deposit: Mapped[int] = mapped_column(BigInteger, default=10_00)
    maximum_deposit: Mapped[int] = mapped_column(BigInteger, default=100_000_00)
    minimum_withdraw: Mapped[int] = mapped_column(BigInteger, default=100_00)
    maximum_withdraw: Mapped[int] = mapped_column(BigInteger, default=50_000_00)
    maximum_credit_balance: Mapped[int] = mapped_column(BigInteger, default=1_000_000_00)
    turn_type: Mapped[int] = mapped_column(Integer, default=2)
    turn: Mapped[Decimal] = mapped_column(Numeric(10, 2), default=Decimal("1.00"))
    deposit_mode: Mapped[str] = mapped_column(String(32), default="BANK")
    deposit_expiry_minutes: Mapped[int] = mapped_column(Integer, default=30)
    status: Mapped[str] = mapped_column(String(16), default="active")
    template_setting: Mapped[dict[str, Any]] = mapped_column(Json, default=dict)
    player_configuration: Mapped[dict[str, Any]] = mapped_column(Json, default=dict)
