"""Bodies and answers of the mini-game calls (docs/engagement.md §4 and §6)."""

from __future__ import annotations

from datetime import datetime
from decimal import Decimal
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, PlainSerializer

from ..core.money import Money
from ..wire import Wallet

Game = Literal["wheel", "checkIn"]
PrizeType = Literal["credit", "spins", "diamonds", "none"]
# Numbers on the wire both ways (a JSON number, as Money is): money of the agent's currency
# for credit, a count of spins or diamonds otherwise.
Number = Annotated[Decimal, PlainSerializer(float, return_type=float, when_used="json")]
Amount = Annotated[Number, Field(ge=0, le=Decimal("999999999999.99"), decimal_places=2)]
Multiple = Annotated[Number, Field(ge=0, le=1000, decimal_places=2)]
Weight = Annotated[int, Field(ge=0, le=1_000_000)]
Color = Annotated[str, Field(pattern=r"^#[0-9A-Fa-f]{6}$")]
LabelText = Annotated[str, Field(min_length=1, max_length=40)]
MAX_SEGMENTS = 16


class Label(BaseModel):
    """A segment's label in the three languages (the contract's `Name`)."""

    nameTh: LabelText
    nameEn: LabelText
    nameVi: LabelText


class Prize(BaseModel):
    type: PrizeType
    amount: Amount = Decimal(0)


# ----- settings (staff) ---------------------------------------------------------------------


class Segment(BaseModel):
    label: Label
    color: Color
    prize: Prize
    weight: Weight


def _segment(th: str, en: str, vi: str, color: str, prize: Prize, weight: int) -> Segment:
    return Segment(
        label=Label(nameTh=th, nameEn=en, nameVi=vi), color=color, prize=prize, weight=weight
    )


def _default_segments() -> list[Segment]:
    return [
        _segment("เสียใจด้วย", "Try again", "Chúc may mắn", "#64748B", Prize(type="none"), 3),
        _segment(
            "หมุนฟรี", "Free spin", "Lượt quay", "#F59E0B", Prize(type="spins", amount=Decimal(1)), 1
        ),
    ]


class WheelSettings(BaseModel):
    enabled: bool = False
    # The turnover multiple of a credit prize's event credit (0: plain credit).
    turnover: Multiple = Decimal(0)
    segments: list[Segment] = Field(
        default_factory=_default_segments, min_length=2, max_length=MAX_SEGMENTS
    )


class EarnRule(BaseModel):
    """`spins` for every `amount` of a day's deposits (or turnover), at most `maxPerDay` spins
    a day (0: no cap)."""

    amount: Amount
    spins: Annotated[int, Field(ge=1, le=1000)]
    maxPerDay: Annotated[int, Field(ge=0, le=10_000)] = 0


class EarnSettings(BaseModel):
    perDeposit: EarnRule | None = None
    perTurnover: EarnRule | None = None
    dailyFree: Annotated[int, Field(ge=0, le=100)] = 0


def _no_prizes() -> list[Prize]:
    return [Prize(type="none") for _ in range(7)]


class CheckInSettings(BaseModel):
    enabled: bool = False
    turnover: Multiple = Decimal(0)
    # The prizes of streak days 1…7.
    days: list[Prize] = Field(default_factory=_no_prizes, min_length=7, max_length=7)


class MinigameSettings(BaseModel):
    """One agent's mini games; everything off until staff set it."""

    wheel: WheelSettings = Field(default_factory=WheelSettings)
    earn: EarnSettings = Field(default_factory=EarnSettings)
    checkIn: CheckInSettings = Field(default_factory=CheckInSettings)


# ----- player bodies ------------------------------------------------------------------------


class ListBody(BaseModel):
    model_config = ConfigDict(extra="ignore")


class TokenBody(BaseModel):
    model_config = ConfigDict(extra="ignore")
    game: Game


class PlayBody(BaseModel):
    model_config = ConfigDict(extra="ignore")
    token: str = Field(min_length=1, max_length=1024)


class HistoryBody(BaseModel):
    model_config = ConfigDict(extra="ignore")
    game: Game | None = None


# ----- player answers -----------------------------------------------------------------------


class WheelSegment(BaseModel):
    index: int
    label: Label
    color: str
    prize: Prize
    odds: Number  # percent, two decimals


class Wheel(BaseModel):
    enabled: bool
    segments: list[WheelSegment]


class EarnOffer(BaseModel):
    amount: Money
    spins: int


class Earn(BaseModel):
    perDeposit: EarnOffer | None
    perTurnover: EarnOffer | None
    dailyFree: int


class EarnedToday(BaseModel):
    deposit: int
    turnover: int
    free: int


class CheckInDay(BaseModel):
    day: int
    prize: Prize


class CheckIn(BaseModel):
    enabled: bool
    streak: int  # the streak day reached so far (0: none)
    checkedToday: bool
    days: list[CheckInDay]


class MiniGames(BaseModel):
    spins: int
    wheel: Wheel
    earn: Earn
    earnedToday: EarnedToday
    checkIn: CheckIn
    # The wallet as this read leaves it (the spins it granted): the page needs no second call.
    wallet: Wallet


class PlayToken(BaseModel):
    token: str
    game: Game
    expiresAt: datetime


class Play(BaseModel):
    id: int
    game: Game
    segmentIndex: int | None
    day: int | None  # the check-in's streak day
    prize: Prize
    spinsLeft: int
    turnover: Money | None
    wallet: Wallet
    playedAt: datetime
