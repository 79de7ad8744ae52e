"""Bodies and answers of the rank, diamond and reward calls (docs/engagement.md §6)."""

from __future__ import annotations

from datetime import datetime
from decimal import Decimal
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from ..core.money import Money
from ..income.schemas import Amount, Multiple, Number, Percent
from ..promotions.schemas import IMAGE, Name
from ..wire import Wallet

Basis = Literal["turnover", "deposit"]
Kind = Literal["credit", "spins", "physical"]
Status = Literal["delivered", "pending", "fulfilled", "rejected"]
Id = Annotated[int, Field(ge=1, le=2**63 - 1)]
Diamonds = Annotated[int, Field(ge=1, le=1_000_000_000)]
MAX_TIERS = 20


# ----- player bodies and answers -------------------------------------------------------------


class RedeemBody(BaseModel):
    model_config = ConfigDict(extra="ignore")
    itemId: Id


class Tier(BaseModel):
    id: int
    level: int
    name: Name
    icon: str
    threshold: Money
    cashbackRate: Number  # percent
    withdrawLimit: Money  # 0: the agent's maximum per withdrawal
    rankUpBonus: Money


class RankStatus(BaseModel):
    basis: Basis
    amount: Money  # the basis so far: turnover played or deposits approved
    rank: Tier | None
    next: Tier | None
    progress: float  # 0…1 from the rank's threshold to the next's
    toNext: Money
    diamonds: int
    diamondEvery: Money  # turnover per diamond, 0: no diamonds
    tiers: list[Tier]


class RewardItem(BaseModel):
    id: int
    name: Name
    imageUrl: str
    kind: Kind
    amount: Money  # money (credit) or a count (spins); 0 for a physical prize
    price: int  # diamonds
    stock: int | None  # None: unlimited
    available: bool  # active and in stock


class RewardRedemption(BaseModel):
    id: int
    itemId: int
    name: Name
    kind: Kind
    amount: Money
    price: int
    serial: str | None
    status: Status
    remark: str | None
    createdAt: datetime
    decidedAt: datetime | None
    wallet: Wallet | None


# ----- staff -----------------------------------------------------------------------------


def _name(value: Name, longest: int) -> Name:
    """A name in the three languages, each 1 to `longest` characters once trimmed."""
    parts = [part.strip() for part in (value.nameTh, value.nameEn, value.nameVi)]
    if not all(1 <= len(part) <= longest for part in parts):
        raise ValueError(f"every name is 1 to {longest} characters")
    return Name(nameTh=parts[0], nameEn=parts[1], nameVi=parts[2])


class TierIn(BaseModel):
    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True)
    id: int | None = None  # as read; tiers are matched by level
    level: Annotated[int, Field(ge=1, le=MAX_TIERS)]
    name: Name
    icon: str = Field(min_length=1, max_length=500)
    threshold: Amount
    cashbackRate: Percent = Decimal(0)
    withdrawLimit: Amount = Decimal(0)
    rankUpBonus: Amount = Decimal(0)

    @field_validator("name")
    @classmethod
    def _named(cls, value: Name) -> Name:
        return _name(value, 60)


class RankSettings(BaseModel):
    """The body of PUT /api/backoffice/ranks/settings."""

    model_config = ConfigDict(extra="forbid")
    basis: Basis = "turnover"
    diamondEvery: Amount = Decimal(0)
    tiers: list[TierIn] = Field(default_factory=list, max_length=MAX_TIERS)


class RankSettingsOut(BaseModel):
    basis: Basis
    diamondEvery: Money
    tiers: list[Tier]


class RewardItemIn(BaseModel):
    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True)
    name: Name
    imageUrl: str = Field(default="", max_length=600_000)
    kind: Kind
    # Money for credit (two decimals at most), a whole count for spins, 0 for a physical prize.
    amount: Amount = Decimal(0)
    turnover: Multiple = Decimal(0)  # credit: the turnover multiple of the credit paid
    price: Diamonds
    stock: Annotated[int, Field(ge=0, le=1_000_000_000)] | None = None
    active: bool = True
    sort: Annotated[int, Field(ge=0, le=1_000_000)] = 0

    @field_validator("name")
    @classmethod
    def _named(cls, value: Name) -> Name:
        return _name(value, 120)

    @field_validator("imageUrl")
    @classmethod
    def _image(cls, value: str) -> str:
        if value and not IMAGE.match(value):
            raise ValueError("an image URL: a path of this site, https, or a data: image")
        return value


class StaffRewardItem(RewardItem):
    turnover: Number
    active: bool
    sort: int
    redeemed: int  # redemptions not rejected
    createdAt: datetime
    updatedAt: datetime


class StaffRewardRedemption(RewardRedemption):
    playerId: int
    username: str
    decidedBy: int | None


class RewardDecision(BaseModel):
    """Fulfil (a remark, and the serial handed over if not the one made) or reject (the
    reason)."""

    model_config = ConfigDict(extra="ignore", str_strip_whitespace=True)
    remark: str = Field(default="", max_length=255)
    serial: str | None = Field(default=None, min_length=1, max_length=64)
