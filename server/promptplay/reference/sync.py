"""Keep the reference tables (countries, currencies, banks) equal to `reference.data`.
Run after every migration: adding a bank is a data change, not a schema change."""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from ..models import Bank, Country, Currency
from . import data


async def sync_reference_data(session: AsyncSession) -> None:
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
                id=cur.id, code=cur.code, name=cur.name, symbol=cur.symbol, decimals=cur.decimals
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
