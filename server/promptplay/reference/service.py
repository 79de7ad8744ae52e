"""Reference data as the site asks for it: banks and currencies of a country or an agent."""

from __future__ import annotations

from ..agent.service import agent_service
from ..context import AppContext
from ..core.errors import DataNotFound
from ..models import Agent
from ..wire import Bank
from .repository import ReferenceRepository
from .schemas import Currency


class ReferenceService:
    async def banks_of_country(self, ctx: AppContext, country_id: int) -> list[Bank]:
        async with ctx.db.read() as session:
            repository = ReferenceRepository(session)
            if await repository.country(country_id) is None:
                raise DataNotFound("Country not found", fields=["countryId"])
            return [Bank.of(b) for b in await repository.banks(country_id)]

    async def banks_of_agent(self, ctx: AppContext, agent: Agent) -> list[Bank]:
        async with ctx.db.read() as session:
            return [Bank.of(b) for b in await ReferenceRepository(session).banks(agent.country_id)]

    async def currencies(self, ctx: AppContext) -> list[Currency]:
        async with ctx.db.read() as session:
            return [Currency.of(c) for c in await ReferenceRepository(session).currencies()]

    async def currencies_of_agent(self, ctx: AppContext, agent_id: int) -> list[Currency]:
        """The currencies an agent deals in: its country's currency."""
        async with ctx.db.read() as session:
            repository = ReferenceRepository(session)
            agent = await agent_service.get_agent(session, agent_id)
            country = await repository.country(agent.country_id)
            assert country is not None
            return [Currency.of(c) for c in await repository.currencies([country.currency_code])]


reference_service = ReferenceService()
