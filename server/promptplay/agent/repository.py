from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from ..models import Agent, AgentDomain, Announcement, Bank, BankAccount, Banner, Country


class AgentRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def get_by_domain(self, domain: str) -> Agent | None:
        statement = (
            select(Agent)
            .join(AgentDomain, AgentDomain.agent_id == Agent.id)
            .where(AgentDomain.domain == domain)
        )
        return (await self.session.execute(statement)).scalar_one_or_none()

    async def get_by_prefix(self, prefix: str) -> Agent | None:
        statement = select(Agent).where(Agent.prefix == prefix.upper())
        return (await self.session.execute(statement)).scalar_one_or_none()

    async def get(self, agent_id: int) -> Agent | None:
        return await self.session.get(Agent, agent_id)

    async def all(self) -> list[Agent]:
        return list((await self.session.execute(select(Agent).order_by(Agent.id))).scalars())

    async def domain_row(self, agent_id: int, domain: str | None) -> AgentDomain | None:
        """The agent's row of `domain`; with no domain, its primary one."""
        statement = select(AgentDomain).where(AgentDomain.agent_id == agent_id)
        if domain is not None:
            statement = statement.where(AgentDomain.domain == domain)
        statement = statement.order_by(AgentDomain.is_primary.desc(), AgentDomain.id).limit(1)
        return (await self.session.execute(statement)).scalar_one_or_none()

    async def domains(self, agent_id: int) -> list[str]:
        statement = select(AgentDomain.domain).where(AgentDomain.agent_id == agent_id)
        return list((await self.session.execute(statement)).scalars())

    async def country(self, country_id: int) -> Country:
        country = await self.session.get(Country, country_id)
        assert country is not None, "agent.country_id is a foreign key"
        return country

    async def deposit_accounts(
        self, agent_id: int, account_type: str = "DEPOSIT"
    ) -> list[tuple[BankAccount, Bank]]:
        """The agent's own active accounts of a type (DEPOSIT/WITHDRAW serves both), with
        their banks, in the agent's order."""
        statement = (
            select(BankAccount, Bank)
            .join(Bank, Bank.id == BankAccount.bank_id)
            .where(
                BankAccount.agent_id == agent_id,
                BankAccount.player_id.is_(None),
                BankAccount.status == "active",
                BankAccount.bank_account_type.in_((account_type, "DEPOSIT/WITHDRAW")),
            )
            .order_by(BankAccount.sort, BankAccount.id)
        )
        return [(account, bank) for account, bank in (await self.session.execute(statement)).all()]

    async def announcements(self, agent_id: int) -> list[Announcement]:
        statement = (
            select(Announcement)
            .where(Announcement.agent_id == agent_id, Announcement.is_active.is_(True))
            .order_by(Announcement.sort, Announcement.id.desc())
        )
        return list((await self.session.execute(statement)).scalars())

    async def banners(self, agent_id: int) -> list[Banner]:
        statement = (
            select(Banner)
            .where(Banner.agent_id == agent_id, Banner.is_active.is_(True))
            .order_by(Banner.sort, Banner.id)
        )
        return list((await self.session.execute(statement)).scalars())
