"""Bodies and answers of the promotion calls (docs/promotions.md §6)."""

from __future__ import annotations

import re
from datetime import date, datetime
from decimal import Decimal
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from ..core.money import Money
from ..wire import Wallet

PromotionTypeId = Annotated[int, Field(ge=1, le=9)]
TurnType = Literal[1, 2]
# A money figure as staff type it: positive, at most two decimals, below 10^12 units.
Amount = Annotated[Decimal, Field(ge=0, le=Decimal("999999999999.99"), decimal_places=2)]
Figure = Annotated[Decimal, Field(ge=0, le=Decimal("99999999999999.99"), decimal_places=2)]
CLOCK = re.compile(r"^([01]\d|2[0-3]):[0-5]\d$")
IMAGE = re.compile(
    r"^(/[^\s]*|https://[^\s]+|data:image/(png|jpeg|webp|gif|svg\+xml);base64,[A-Za-z0-9+/=]+)$"
)


class Name(BaseModel):
    nameTh: str
    nameEn: str
    nameVi: str


class Bonus(BaseModel):
    type: Literal["percent", "fixed"]
    percent: Money | None
    amount: Money | None
    maximum: Money | None


class TurnOver(BaseModel):
    turn: Money  # an amount (turnType 1) or a multiplier (turnType 2), a number on the wire
    maximumWithdraw: Money  # an amount (promotionWithdrawType 1) or a multiplier (2)
    minimumDeposit: Money


class Condition(BaseModel):
    promotionTurnOverType: TurnType  # the turn basis: 1 remaining credit, 2 amount played


class GameRule(BaseModel):
    model_config = ConfigDict(extra="ignore", str_strip_whitespace=True)
    category: str = Field(min_length=1, max_length=16)
    providers: list[Annotated[str, Field(min_length=1, max_length=32)]] = Field(
        default_factory=lambda: ["all"], max_length=100
    )


class Schedule(BaseModel):
    startsAt: datetime | None
    endsAt: datetime | None
    weekdays: list[int]
    fromTime: str | None
    toTime: str | None


class StackTier(BaseModel):
    deposit: Money
    bonus: Money


class Promotion(BaseModel):
    id: int
    name: Name
    imageUrl: str
    promotionTypeId: int
    promotionType: str
    bonus: Bonus
    turnOver: TurnOver
    condition: Condition
    turnType: int
    promotionWithdrawType: int
    gameConfig: list[GameRule]
    schedule: Schedule
    welcomeBackDays: int | None
    stackTiers: list[StackTier]
    isActive: bool
    display: bool
    popup: bool
    sortOrder: int
    currencyCode: str
    # Signed in: whether this player may claim it now, and if not, why (docs §7, 0066).
    claimable: bool | None = None
    reason: str | None = None


class AllPromotionBody(BaseModel):
    model_config = ConfigDict(extra="ignore")
    isFilterByPromotionType: bool = True


class TierState(BaseModel):
    deposit: Money
    bonus: Money
    unlocked: bool


class StackTopup(BaseModel):
    promotion: Promotion
    depositedToday: Money
    tiers: list[TierState]


class TurnoverDay(BaseModel):
    date: date
    turnover: Money
    winloss: Money


class PlayerPromotion(BaseModel):
    bonusId: int
    promotionId: int
    promotionCode: str
    promotion: Promotion
    statusCode: str
    statusDesc: str
    cashBalance: Money
    cashPromotion: Money
    creditPromotion: Money
    eventCredit: Money
    bonus: Money
    turnBasis: int
    totalTurnOver: Money
    requiredTurnOver: Money
    remainingTurnOver: Money
    progress: float
    turnoverReached: bool
    maximumWithdraw: Money
    withdrawable: Money
    gameConfig: list[GameRule]
    turnoverWinlossList: list[TurnoverDay]
    conditionManual: int | None
    turnTypeManual: int | None
    turnOverManual: Money | None
    remark: str | None
    startedAt: datetime
    endedAt: datetime | None
    endReason: str | None
    seized: Money
    currencyCode: str


class ReserveBody(BaseModel):
    model_config = ConfigDict(extra="ignore")
    getPromotion: bool
    promotionId: int | None = Field(default=None, ge=1, le=2**62)


class Reservation(BaseModel):
    getPromotion: bool
    promotionId: int | None
    promotion: Promotion | None
    reservedAt: datetime


AutoPromotion = Literal["normal", "coupon", "disabled", "activate"]


class SettingBody(BaseModel):
    model_config = ConfigDict(extra="ignore")
    autoPromotion: AutoPromotion | None = None  # none: only read


class PlayerSetting(BaseModel):
    autoPromotion: AutoPromotion  # what applies to this player now
    own: bool  # the player chose it (else the agent's default applies)
    agentDefault: AutoPromotion


class Cleared(BaseModel):
    playerPromotion: PlayerPromotion
    wallet: Wallet


# ----- staff -------------------------------------------------------------------------------


class PromotionIn(BaseModel):
    """A promotion as staff write it (every field; docs/promotions.md §1)."""

    model_config = ConfigDict(extra="ignore", str_strip_whitespace=True)
    nameTh: str = Field(min_length=1, max_length=160)
    nameEn: str = Field(min_length=1, max_length=160)
    nameVi: str = Field(default="", max_length=160)
    imageUrl: str = Field(default="", max_length=600_000)
    promotionTypeId: PromotionTypeId
    bonusType: Literal["percent", "fixed"]
    bonusPercent: Annotated[Decimal, Field(ge=0, le=1000, decimal_places=2)] = Decimal(0)
    bonusAmount: Amount = Decimal(0)
    bonusMaximum: Amount = Decimal(0)
    minimumDeposit: Amount = Decimal(0)
    turnType: TurnType
    turn: Figure
    turnBasis: TurnType
    promotionWithdrawType: TurnType
    maximumWithdraw: Figure
    gameConfig: list[GameRule] = Field(default_factory=list, max_length=50)
    startsAt: datetime | None = None
    endsAt: datetime | None = None
    weekdays: list[Annotated[int, Field(ge=0, le=6)]] = Field(default_factory=list, max_length=7)
    fromTime: str | None = None
    toTime: str | None = None
    welcomeBackDays: Annotated[int, Field(ge=1, le=3650)] | None = None
    stackTiers: list[StackTierIn] = Field(default_factory=list, max_length=20)
    isActive: bool = True
    display: bool = True
    popup: bool = False
    sortOrder: Annotated[int, Field(ge=0, le=100_000)] = 0

    @field_validator("imageUrl")
    @classmethod
    def _image(cls, value: str) -> str:
        if value and not IMAGE.match(value):
            raise ValueError("a path on this site, an https address or a data:image picture")
        return value

    @field_validator("fromTime", "toTime")
    @classmethod
    def _clock(cls, value: str | None) -> str | None:
        if value is not None and not CLOCK.match(value):
            raise ValueError("HH:MM")
        return value

    @field_validator("startsAt", "endsAt")
    @classmethod
    def _aware(cls, value: datetime | None) -> datetime | None:
        if value is not None and value.tzinfo is None:
            raise ValueError("a time with its offset")
        return value


class StackTierIn(BaseModel):
    model_config = ConfigDict(extra="ignore")
    deposit: Amount
    bonus: Amount


class StaffPromotion(Promotion):
    claims: int
    active: int
    createdAt: datetime
    updatedAt: datetime


class PromotionReport(BaseModel):
    promotionId: int
    claims: int
    active: int
    bonusPaid: Money
    seized: Money
    turnover: Money
    ended: dict[str, int]
    currencyCode: str


class GrantBody(BaseModel):
    model_config = ConfigDict(extra="ignore", str_strip_whitespace=True)
    promotionId: int = Field(ge=1, le=2**62)
    bonus: Annotated[Decimal, Field(gt=0, le=Decimal("999999999999.99"), decimal_places=2)]
    conditionManual: TurnType = 2
    turnTypeManual: TurnType = 1
    turnOverManual: Figure
    remark: str = Field(default="", max_length=255)


class EndBody(BaseModel):
    model_config = ConfigDict(extra="ignore", str_strip_whitespace=True)
    remark: str = Field(min_length=1, max_length=255)


class PromotionSettings(BaseModel):
    autoPromotion: Literal["normal", "coupon", "disabled", "activate"]
    clearCreditRequired: bool
    clearCreditBelow: Money
    currencyCode: str


class PromotionSettingsBody(BaseModel):
    model_config = ConfigDict(extra="ignore")
    autoPromotion: Literal["normal", "coupon", "disabled", "activate"]
    clearCreditRequired: bool
    clearCreditBelow: Amount


PromotionIn.model_rebuild()
