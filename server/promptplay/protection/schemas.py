"""What player protection sends and answers (docs/money.md "Player protection")."""

from __future__ import annotations

from datetime import datetime
from decimal import Decimal
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from ..core.money import Money
from .rules import Kind, Period


class PendingLimit(BaseModel):
    """A higher limit (amount), or none (null), waiting for its cooling-off to end."""

    amount: Money | None
    startsAt: datetime


class PlayLimitOut(BaseModel):
    kind: Kind
    period: Period
    amount: Money | None  # the limit that holds now; null: none
    used: Money  # deposited, or lost, in the period so far
    periodStart: datetime
    pending: PendingLimit | None


class Protection(BaseModel):
    currencyCode: str
    limits: list[PlayLimitOut]
    excludedUntil: datetime | None
    realityCheckMinutes: int
    coolingOffHours: int


class PlayLimitBody(BaseModel):
    """A limit lower than the one that holds (or the first) holds at once; a higher one, or
    none (amount null), after the cooling-off."""

    model_config = ConfigDict(extra="forbid")
    kind: Kind
    period: Period
    amount: Annotated[Decimal, Field(gt=0, le=Decimal(10) ** 12)] | None


class ExclusionBody(BaseModel):
    """The player's password again: an exclusion is not undone, not even by staff."""

    model_config = ConfigDict(extra="forbid")
    days: Literal[1, 7, 30, 90, 180, 365]
    password: str = Field(min_length=1, max_length=128)


class RealityCheckBody(BaseModel):
    model_config = ConfigDict(extra="forbid")
    minutes: Literal[0, 15, 30, 60, 120]
