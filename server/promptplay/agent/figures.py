"""An agent's money and day: amounts between its currency and the ledger's minor units, and
the date where its players live. The packages that read an agent's settings with them build
their own figures on this."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from decimal import Decimal
from typing import Any, Self
from zoneinfo import ZoneInfo

from sqlalchemy.ext.asyncio import AsyncSession

from ..core.clock import utcnow
from ..core.money import from_minor, to_minor
from ..models import Agent
from .repository import AgentRepository


@dataclass(frozen=True, kw_only=True)
class AgentFigures:
    currency: str
    zone: ZoneInfo

    @classmethod
    async def of(cls, session: AsyncSession, agent: Agent, **fields: Any) -> Self:
        """The figures of this agent: its country's currency and timezone, and `fields`."""
        country = await AgentRepository(session).country(agent.country_id)
        return cls(currency=country.currency_code, zone=ZoneInfo(country.timezone), **fields)

    def minor(self, amount: Decimal) -> int:
        return to_minor(amount, self.currency)

    def money(self, amount: int) -> Decimal:
        return from_minor(amount, self.currency)

    @property
    def today(self) -> date:
        return utcnow().astimezone(self.zone).date()
