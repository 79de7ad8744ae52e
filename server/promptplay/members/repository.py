"""Every statement of the staff's calls on players, inside one agent."""

from __future__ import annotations

from sqlalchemy import delete, select
from sqlalchemy.ext.asyncio import AsyncSession

from ..models import Bank, BankAccount, BlacklistEntry, Country, Player, User


class MembersRepository:
    def __init__(self, session: AsyncSession, agent_id: int) -> None:
        self.session = session
        self.agent_id = agent_id

    async def player_for_update(self, player_id: int) -> tuple[Player, User] | None:
        """A player of the agent with his user, locked until the transaction ends (two staff
        changing one player queue)."""
        statement = (
            select(Player, User)
            .join(User, User.id == Player.user_id)
            .where(Player.id == player_id, Player.agent_id == self.agent_id)
            .with_for_update()
        )
        row = (await self.session.execute(statement)).first()
        return (row[0], row[1]) if row else None

    async def player(self, player_id: int) -> tuple[Player, User] | None:
        statement = (
            select(Player, User)
            .join(User, User.id == Player.user_id)
            .where(Player.id == player_id, Player.agent_id == self.agent_id)
        )
        row = (await self.session.execute(statement)).first()
        return (row[0], row[1]) if row else None

    async def bank_account(self, account_id: int | None) -> tuple[BankAccount, Bank] | None:
        if account_id is None:
            return None
        statement = (
            select(BankAccount, Bank)
            .join(Bank, Bank.id == BankAccount.bank_id)
            .where(BankAccount.id == account_id, BankAccount.agent_id == self.agent_id)
        )
        row = (await self.session.execute(statement)).first()
        return (row[0], row[1]) if row else None

    async def bank(self, country_id: int, code: str) -> Bank | None:
        statement = select(Bank).where(Bank.country_id == country_id, Bank.code == code.upper())
        return (await self.session.execute(statement)).scalar_one_or_none()

    async def country(self, country_id: int) -> Country:
        country = await self.session.get(Country, country_id)
        assert country is not None, "agent.country_id is a foreign key"
        return country

    async def tel_of_another(self, tel: str, player_id: int) -> bool:
        statement = select(Player.id).where(
            Player.agent_id == self.agent_id, Player.tel == tel, Player.id != player_id
        )
        return (await self.session.execute(statement)).first() is not None

    async def account_taken(self, bank_id: int, number: str) -> bool:
        statement = select(BankAccount.id).where(
            BankAccount.agent_id == self.agent_id,
            BankAccount.bank_id == bank_id,
            BankAccount.bank_account_no == number,
        )
        return (await self.session.execute(statement)).first() is not None

    async def blacklist(self) -> list[BlacklistEntry]:
        statement = (
            select(BlacklistEntry)
            .where(BlacklistEntry.agent_id == self.agent_id)
            .order_by(BlacklistEntry.id.desc())
        )
        return list((await self.session.execute(statement)).scalars())

    async def blacklisted(self, kind: str, value: str) -> BlacklistEntry | None:
        statement = select(BlacklistEntry).where(
            BlacklistEntry.agent_id == self.agent_id,
            BlacklistEntry.kind == kind,
            BlacklistEntry.value == value,
        )
        return (await self.session.execute(statement)).scalar_one_or_none()

    async def blacklist_entry(self, entry_id: int) -> BlacklistEntry | None:
        statement = select(BlacklistEntry).where(
            BlacklistEntry.id == entry_id, BlacklistEntry.agent_id == self.agent_id
        )
        return (await self.session.execute(statement)).scalar_one_or_none()

    async def remove_blacklist_entry(self, entry_id: int) -> None:
        await self.session.execute(
            delete(BlacklistEntry).where(
                BlacklistEntry.id == entry_id, BlacklistEntry.agent_id == self.agent_id
            )
        )

    async def add(self, *rows: object) -> None:
        self.session.add_all(rows)
        await self.session.flush()

    async def save(self) -> None:
        await self.session.flush()
