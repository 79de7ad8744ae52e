from __future__ import annotations

from pydantic import BaseModel

from ..models import Currency as CurrencyRow


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
