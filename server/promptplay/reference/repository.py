from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from ..models import Bank, Country, Currency
from . import data


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

    async def sync(self) -> None:
        """Make the reference tables equal to `reference.data`: run after every migration,
        since adding a bank is a data change, not a schema change."""
        session = self.session
        for c in data.COUNTRIES:
            await session.merge(
                Country(
                    id=c.id,
                    code=c.code,
                    name_en=c.name_en,
                    name_th=c.name_th,
                    dialing_code=c.dialing_code,
                    currency_code=c.currency_code,
                    timezone=c.timezone,
                    phone_pattern=c.phone_pattern,
                )
            )
        for cur in data.CURRENCIES:
            await session.merge(
                Currency(
                    id=cur.id,
                    code=cur.code,
                    name=cur.name,
                    symbol=cur.symbol,
                    decimals=cur.decimals,
                )
            )
        await session.flush()
        existing = {b.code: b for b in (await session.execute(select(Bank))).scalars()}
        for b in data.BANKS:
            row = existing.get(b.code) or Bank(code=b.code)
            row.country_id = b.country_id
            row.swift_code = b.swift_code
            row.code_name = b.code_name
            row.name_th = b.name_th
            row.name_en = b.name_en
            row.name_local = b.name_local
            row.account_no_min, row.account_no_max = b.account_no_length
            row.brand_color = b.brand_color
            row.sort = b.sort
            session.add(row)
        await session.flush()
