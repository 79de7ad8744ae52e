"""Static reference data: countries, currencies, banks, and generated bank icons."""

from promptplay.reference.data import (
    BANKS,
    COUNTRIES,
    COUNTRY_LA,
    COUNTRY_TH,
    COUNTRY_VN,
    CURRENCIES,
    Bank,
    Country,
    Currency,
    bank_by_code,
    bank_by_id,
    banks_for_country,
    country_by_code,
    country_by_id,
    currency_by_code,
)
from promptplay.reference.icons import bank_icon_svg

__all__ = [
    "BANKS",
    "COUNTRIES",
    "COUNTRY_LA",
    "COUNTRY_TH",
    "COUNTRY_VN",
    "CURRENCIES",
    "Bank",
    "Country",
    "Currency",
    "bank_by_code",
    "bank_by_id",
    "bank_icon_svg",
    "banks_for_country",
    "country_by_code",
    "country_by_id",
    "currency_by_code",
]
