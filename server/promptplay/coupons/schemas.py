"""Bodies and answers of the coupon calls (docs/engagement.md §6 "Coupons" and the back
office's coupons)."""

from __future__ import annotations

from datetime import UTC, datetime
from decimal import Decimal
from typing import Annotated, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, PlainSerializer, field_validator

from ..core.money import Money
from ..promotions.schemas import Name
from ..wire import Wallet
from . import rules

CouponType = Literal["credit", "promotion", "spins"]
# Numbers on the wire both ways (a JSON number, as Money is).
Number = Annotated[Decimal, PlainSerializer(float, return_type=float, when_used="json")]
Amount = Annotated[Number, Field(ge=0, le=Decimal("999999999999.99"), decimal_places=2)]
Multiple = Annotated[Number, Field(ge=0, le=1000, decimal_places=2)]
Count = Annotated[int, Field(ge=0, le=100_000_000)]
RowId = Annotated[int, Field(ge=1, le=2**62)]


# ----- player ------------------------------------------------------------------------------


def _redeemed_code(value: str) -> str:
    code = rules.normalise(value)
    if not code:
        raise ValueError("a code")
    if len(code) > rules.CODE_MAX:
        raise ValueError(f"at most {rules.CODE_MAX} characters")
    return code


# A code a player types: normalised as staff codes are, never empty, never too long.
RedeemedCode = Annotated[str, Field(max_length=200), AfterValidator(_redeemed_code)]


class RedeemBody(BaseModel):
    model_config = ConfigDict(extra="ignore")
    code: RedeemedCode


class HistoryBody(BaseModel):
    model_config = ConfigDict(extra="ignore")


class Redemption(BaseModel):
    id: int
    code: str
    couponId: int
    name: Name
    type: CouponType
    amount: Money  # credit
    spins: int  # spins
    promotionId: int | None
    promotion: Name | None  # promotion: reserved for the next deposit
    turnover: Money | None  # the turnover the credit made required (None: none)
    startsAt: datetime
    endsAt: datetime
    redeemedAt: datetime
    eventId: int | None
    wallet: Wallet


# ----- staff -------------------------------------------------------------------------------


class NameIn(BaseModel):
    """A name as staff write it: Thai and English, Vietnamese optional."""

    model_config = ConfigDict(extra="ignore", str_strip_whitespace=True)
    nameTh: str = Field(min_length=1, max_length=160)
    nameEn: str = Field(min_length=1, max_length=160)
    nameVi: str = Field(default="", max_length=160)


class CouponIn(BaseModel):
    """A coupon as staff write it (every field)."""

    model_config = ConfigDict(extra="ignore", str_strip_whitespace=True)
    code: str | None = Field(default=None, max_length=200)  # none: batch codes only
    name: NameIn
    type: CouponType
    amount: Amount = Decimal(0)  # credit
    spins: Annotated[int, Field(ge=0, le=1_000_000)] = 0  # spins
    promotionId: RowId | None = None  # promotion
    turnoverMultiple: Multiple = Decimal(0)  # credit: the event-credit turnover multiple
    startsAt: datetime
    endsAt: datetime
    usesPerPlayer: Count = 1  # 0: unlimited
    usesTotal: Count = 0  # 0: unlimited
    minimumDeposit: Amount = Decimal(0)
    eventId: RowId | None = None
    active: bool = True

    @field_validator("startsAt", "endsAt")
    @classmethod
    def _aware(cls, value: datetime) -> datetime:
        if value.tzinfo is None:
            raise ValueError("a time with its offset")
        try:
            return value.astimezone(UTC)
        except OverflowError as exc:
            raise ValueError("a time within the calendar") from exc


class StaffCoupon(BaseModel):
    id: int
    code: str | None
    name: Name
    type: CouponType
    amount: Money
    spins: int
    promotionId: int | None
    promotion: Name | None
    turnoverMultiple: Number
    startsAt: datetime
    endsAt: datetime
    usesPerPlayer: int
    usesTotal: int
    used: int
    minimumDeposit: Money
    eventId: int | None
    active: bool
    codes: int  # batch codes made
    codesRedeemed: int
    redemptions: int
    currencyCode: str
    createdAt: datetime
    updatedAt: datetime


class CodesBody(BaseModel):
    model_config = ConfigDict(extra="ignore", str_strip_whitespace=True)
    count: Annotated[int, Field(ge=1, le=rules.BATCH_MAX)]
    prefix: str = Field(default="", max_length=rules.PREFIX_MAX)

    @field_validator("prefix")
    @classmethod
    def _prefix(cls, value: str) -> str:
        prefix = rules.normalise(value)
        if prefix and not rules.well_formed(prefix):
            raise ValueError("letters, digits, '-' or '_', starting with a letter or digit")
        return prefix


class CodeBatch(BaseModel):
    couponId: int
    created: int  # codes made by this call
    total: int  # the coupon's batch codes now
    codes: list[str]  # the codes made by this call


class StaffRedemption(BaseModel):
    id: int
    couponId: int
    code: str
    playerId: int
    username: str
    type: CouponType
    amount: Money
    spins: int
    promotionId: int | None
    turnover: Money | None
    eventId: int | None
    redeemedAt: datetime
    currencyCode: str
