"""Every statement of the agent's money set-up, inside that agent."""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from ..models import Bank, BankAccount, Country


class MoneySetupRepository:
    def __init__(self, session: AsyncSession, agent_id: int) -> None:
        self.session = session
        self.agent_id = agent_id

    async def accounts(self) -> list[tuple[BankAccount, Bank]]:
        """The agent's own accounts (never a player's), in the agent's order."""
        statement = (
            select(BankAccount, Bank)
            .join(Bank, Bank.id == BankAccount.bank_id)
            .where(BankAccount.agent_id == self.agent_id, BankAccount.player_id.is_(None))
            .order_by(BankAccount.sort, BankAccount.id)
        )
        return [(account, bank) for account, bank in (await self.session.execute(statement))]

    async def account(self, account_id: int) -> BankAccount | None:
        """One of the agent's own accounts; a player's account or another agent's is none."""
        statement = select(BankAccount).where(
            BankAccount.id == account_id,
            BankAccount.agent_id == self.agent_id,
            BankAccount.player_id.is_(None),
        )
        return (await self.session.execute(statement)).scalar_one_or_none()

    async def banks(self, country_id: int) -> list[Bank]:
        statement = select(Bank).where(Bank.country_id == country_id).order_by(Bank.sort, Bank.id)
        return list((await self.session.execute(statement)).scalars())

    async def bank(self, country_id: int, code: str) -> Bank | None:
        statement = select(Bank).where(Bank.country_id == country_id, Bank.code == code.upper())
        return (await self.session.execute(statement)).scalar_one_or_none()

    async def holder_of(self, bank_id: int, number: str) -> BankAccount | None:
        """The account of the agent (its own or a player's) with this bank and number."""
        statement = select(BankAccount).where(
            BankAccount.agent_id == self.agent_id,
            BankAccount.bank_id == bank_id,
            BankAccount.bank_account_no == number,
        )
        return (await self.session.execute(statement)).scalar_one_or_none()

    async def country(self, country_id: int) -> Country:
        country = await self.session.get(Country, country_id)
        assert country is not None, "agent.country_id is a foreign key"
        return country

    async def add(self, account: BankAccount) -> None:
        self.session.add(account)
        await self.session.flush()

    async def save(self) -> None:
        await self.session.flush()
