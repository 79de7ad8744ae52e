"""The statements behind the operator's actions: agents, their domains, staff, accounts."""

from __future__ import annotations

from collections.abc import Sequence

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from ..models import Agent, AgentDomain, AgentGameAccount, BankAccount, CompanyUser, Country, User


class AdminRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def country_by_code(self, code: str) -> Country | None:
        statement = select(Country).where(Country.code == code.upper())
        return (await self.session.execute(statement)).scalar_one_or_none()

    async def countries(self) -> list[Country]:
        return list((await self.session.execute(select(Country).order_by(Country.id))).scalars())

    async def country(self, country_id: int) -> Country | None:
        return await self.session.get(Country, country_id)

    async def agent_by_prefix(self, prefix: str) -> Agent | None:
        statement = select(Agent).where(Agent.prefix == prefix)
        return (await self.session.execute(statement)).scalar_one_or_none()

    async def served_domains(self, domains: Sequence[str]) -> list[str]:
        """Those of `domains` some agent already serves."""
        statement = select(AgentDomain.domain).where(AgentDomain.domain.in_(list(domains)))
        return list((await self.session.execute(statement)).scalars())

    async def truemoney_receiver_of_another(self, mobile: str, agent_id: int) -> bool:
        statement = select(Agent.id).where(Agent.truemoney_mobile == mobile, Agent.id != agent_id)
        return (await self.session.execute(statement)).first() is not None

    async def staff_exists(self, agent_id: int, username: str) -> bool:
        statement = select(User.id).where(
            User.agent_id == agent_id, User.user_type == "staff", User.username == username
        )
        return (await self.session.execute(statement)).first() is not None

    async def company_user_exists(self, username: str) -> bool:
        statement = select(CompanyUser.id).where(CompanyUser.username == username)
        return (await self.session.execute(statement)).first() is not None

    async def game_accounts(self) -> list[tuple[str, AgentGameAccount]]:
        """Every agent's prefix with its game upstream account."""
        statement = select(Agent.prefix, AgentGameAccount).join(
            AgentGameAccount, AgentGameAccount.agent_id == Agent.id
        )
        return [(prefix, account) for prefix, account in (await self.session.execute(statement))]

    async def has_agents(self) -> bool:
        return (await self.session.execute(select(Agent.id).limit(1))).first() is not None

    async def add(self, *rows: Agent | AgentDomain | User | BankAccount | object) -> None:
        """New rows, flushed so that their ids are known."""
        self.session.add_all(rows)
        await self.session.flush()

    async def save(self) -> None:
        """Changes made to rows read through this repository."""
        await self.session.flush()
