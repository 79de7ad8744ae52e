from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from ..models import Bank, Country, Currency


class ReferenceRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def banks(self, country_id: int) -> list[Bank]:
        statement = select(Bank).where(Bank.country_id == country_id).order_by(Bank.sort, Bank.id)
        return list((await self.session.execute(statement)).scalars())

    async def bank_by_code(self, code: str) -> Bank | None:
        return (
            await self.session.execute(select(Bank).where(Bank.code == code.upper()))
        ).scalar_one_or_none()

    async def currencies(self, codes: list[str] | None = None) -> list[Currency]:
        statement = select(Currency).order_by(Currency.id)
        if codes is not None:
            statement = statement.where(Currency.code.in_(codes))
        return list((await self.session.execute(statement)).scalars())

    async def country(self, country_id: int) -> Country | None:
        return await self.session.get(Country, country_id)
