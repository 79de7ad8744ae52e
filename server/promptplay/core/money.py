"""Money crosses the wire as a number with at most two decimals and lives in the database as
an integer of minor units. These are the only conversions between the two."""

from __future__ import annotations

from decimal import ROUND_DOWN, Decimal, InvalidOperation
from typing import Annotated

from pydantic import PlainSerializer

# A JSON number: float() of a Decimal with two places round-trips exactly in JSON's shortest form.
Money = Annotated[Decimal, PlainSerializer(float, return_type=float, when_used="json")]

MINOR_UNITS = {"VND": 0}  # every other currency we serve has two decimals


def scale(currency_code: str) -> int:
    return 10 ** MINOR_UNITS.get(currency_code, 2)


def from_minor(amount: int, currency_code: str) -> Decimal:
    # Exact: an integer shifted by the currency's decimals keeps exactly that many places.
    return Decimal(amount).scaleb(-MINOR_UNITS.get(currency_code, 2))


def to_minor(amount: Decimal | int | str, currency_code: str) -> int:
    """Exact conversion; refuses more decimals than the currency has."""
    try:
        value = Decimal(str(amount))
    except InvalidOperation as exc:
        raise ValueError("not a number") from exc
    if not value.is_finite():
        raise ValueError("not a number")
    minor = value * scale(currency_code)
    if minor != minor.to_integral_value():
        raise ValueError("too many decimals")
    return int(minor)


def to_minor_floor(amount: Decimal, currency_code: str) -> int:
    """An upstream's amount in minor units, rounded down (spec §5 compares that way): what a
    foreign balance can be trusted for, never more."""
    return int((amount * scale(currency_code)).to_integral_value(rounding=ROUND_DOWN))
