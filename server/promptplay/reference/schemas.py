from __future__ import annotations

from pydantic import BaseModel

from ..models import Bank as BankRow
from ..models import Country as CountryRow
from ..models import Currency as CurrencyRow


class Bank(BaseModel):
    id: int
    code: str
    swiftCode: str
    codeName: str
    nameTh: str
    nameEn: str
    nameLocal: str
    iconUrl: str
    countryId: int
    accountNoLength: tuple[int, int]

    @classmethod
    def of(cls, row: BankRow) -> Bank:
        return cls(
            id=row.id,
            code=row.code,
            swiftCode=row.swift_code,
            codeName=row.code_name,
            nameTh=row.name_th,
            nameEn=row.name_en,
            nameLocal=row.name_local,
            iconUrl=f"/api/bank/icon/{row.code}.svg",
            countryId=row.country_id,
            accountNoLength=(row.account_no_min, row.account_no_max),
        )


class Country(BaseModel):
    id: int
    code: str
    name: str
    nameTh: str
    currency: str
    dialingCode: str
    timezone: str

    @classmethod
    def of(cls, row: CountryRow) -> Country:
        return cls(
            id=row.id,
            code=row.code,
            name=row.name_en,
            nameTh=row.name_th,
            currency=row.currency_code,
            dialingCode=row.dialing_code,
            timezone=row.timezone,
        )


class Currency(BaseModel):
    id: int
    code: str
    name: str
    symbol: str
    decimals: int

    @classmethod
    def of(cls, row: CurrencyRow) -> Currency:
        return cls(
            id=row.id, code=row.code, name=row.name, symbol=row.symbol, decimals=row.decimals
        )
