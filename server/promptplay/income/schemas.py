"""Bodies and answers of the income calls (docs/income.md §3 and §4)."""

from __future__ import annotations

from datetime import date, datetime
from decimal import Decimal
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, PlainSerializer

from ..cashier.schemas import DateFilter
from ..core.money import Money
from ..promotions.schemas import Name
from ..wire import Wallet

Kind = Literal["affiliate", "alliance", "returnLost", "rolling", "rebate", "bonus"]
Status = Literal["open", "paid", "expired", "held", "voided"]
Basis = Literal["turnover", "netLoss"]
# Rates are percents with at most two decimals; amounts money of the agent's currency.
# Numbers on the wire both ways (a JSON number, as Money is).
Number = Annotated[Decimal, PlainSerializer(float, return_type=float, when_used="json")]
Percent = Annotated[Number, Field(ge=0, le=100, decimal_places=2)]
Amount = Annotated[Number, Field(ge=0, le=Decimal("999999999999.99"), decimal_places=2)]
Multiple = Annotated[Number, Field(ge=0, le=1000, decimal_places=2)]
Category = Annotated[str, Field(min_length=1, max_length=16)]
PlayerId = Annotated[int, Field(ge=1, le=2**63 - 1)]


# ----- player bodies -----------------------------------------------------------------------


class CallerBody(BaseModel):
    model_config = ConfigDict(extra="ignore")
    playerId: PlayerId | None = None


class ReportBody(CallerBody):
    dateFilter: DateFilter = "today"


class IncomeHistoryBody(CallerBody):
    dateFilter: DateFilter | None = None


class DownlineBody(CallerBody):
    page: Annotated[int, Field(ge=1, le=100_000)] = 1


class AffiliateWithdrawBody(CallerBody):
    type: Literal["affiliate", "alliance"] = "affiliate"


class BonusClaimBody(CallerBody):
    bonusType: str = Field(min_length=1, max_length=32)


# ----- player answers ----------------------------------------------------------------------


class Rate(BaseModel):
    category: Category
    percent: Percent


class Level(BaseModel):
    level: Annotated[int, Field(ge=1, le=5)]
    rates: list[Rate] = Field(max_length=20)


class Downline(BaseModel):
    level1: int
    level2: int
    total: int


class AllianceOverview(BaseModel):
    code: str
    name: str
    link: str
    sharePercent: Number
    players: int
    balance: Money
    todayIncome: Money
    monthIncome: Money
    minimumWithdraw: Money


class AffiliateOverview(BaseModel):
    enabled: bool
    inviteCode: str
    shareLink: str
    downline: Downline
    todayIncome: Money
    monthIncome: Money
    balance: Money
    minimumWithdraw: Money
    turnover: Number
    basis: Basis
    levels: list[Level]
    alliance: AllianceOverview | None
    currencyCode: str


class ReportRow(BaseModel):
    date: date
    level: int
    category: str
    players: int
    turnover: Money
    netLoss: Money
    income: Money


class ReportTotal(BaseModel):
    turnover: Money
    netLoss: Money
    income: Money


class AffiliateReport(BaseModel):
    dateFilter: DateFilter
    since: date = Field(serialization_alias="from")
    to: date
    rows: list[ReportRow]
    total: ReportTotal

    model_config = ConfigDict(populate_by_name=True)


class IncomeRow(BaseModel):
    id: int
    date: date
    type: Kind
    incomeTotal: Money
    status: Status
    paidAt: datetime | None


class DownlineMember(BaseModel):
    username: str
    level: int
    registeredAt: datetime
    active: bool
    turnover: Money
    selfReferral: bool


class DownlinePage(BaseModel):
    total: int
    page: int
    perPage: int
    items: list[DownlineMember]


class IncomeWithdrawal(BaseModel):
    type: Kind
    amount: Money
    wallet: Wallet
    turnover: Money | None  # what must now be played before cashing out; None: nothing


class ReturnLostAward(BaseModel):
    id: int
    periodStart: date
    periodEnd: date
    netLoss: Money
    amount: Money
    status: Status
    expiresAt: datetime | None
    paidAt: datetime | None


class ReturnLost(BaseModel):
    enabled: bool
    period: Literal["day", "week"]
    rate: Number
    minimumLoss: Money
    maximum: Money
    categories: list[str]
    expiryDays: int
    minimumWithdraw: Money
    turnover: Number
    balance: Money
    nextExpiry: datetime | None
    history: list[ReturnLostAward]
    currencyCode: str


class ReturnLostPreview(BaseModel):
    periodStart: date
    periodEnd: date
    netLoss: Money
    amount: Money
    reachesMinimum: bool
    capped: bool


class ExpiringAward(BaseModel):
    id: int
    amount: Money
    expiresAt: datetime


class ReturnLostExpiry(BaseModel):
    nextExpiry: datetime | None
    items: list[ExpiringAward]


class CommissionRow(BaseModel):
    category: str
    turnover: Money
    percent: Number
    amount: Money


class CommissionToday(BaseModel):
    rows: list[CommissionRow]
    amount: Money


class CommissionDay(BaseModel):
    id: int
    date: date
    turnover: Money
    amount: Money
    status: Status


class Commission(BaseModel):
    kind: Literal["rolling", "rebate"]
    enabled: bool
    rates: list[Rate]
    balance: Money
    minimumWithdraw: Money
    turnover: Number
    today: CommissionToday
    history: list[CommissionDay]
    currencyCode: str


class BonusOffer(BaseModel):
    bonusType: str
    name: Name
    amount: Money
    turnover: Number
    expiresAt: datetime | None


class AllianceLink(BaseModel):
    code: str
    name: str


# ----- staff -------------------------------------------------------------------------------


class ProgramBase(BaseModel):
    model_config = ConfigDict(extra="forbid")
    enabled: bool = False
    minimumWithdraw: Amount = Decimal(0)
    turnover: Multiple = Decimal(0)


class AffiliateSettings(ProgramBase):
    basis: Basis = "turnover"
    levels: list[Level] = Field(default_factory=list, max_length=5)


class AllianceSettings(ProgramBase):
    pass


class ReturnLostSettings(ProgramBase):
    period: Literal["day", "week"] = "day"
    rate: Percent = Decimal(0)
    minimumLoss: Amount = Decimal(0)
    maximum: Amount = Decimal(0)  # 0: no cap
    categories: list[Category] = Field(default_factory=list, max_length=20)
    expiryDays: Annotated[int, Field(ge=1, le=365)] = 7


class CommissionSettings(ProgramBase):
    rates: list[Rate] = Field(default_factory=list, max_length=20)


class BirthdaySettings(ProgramBase):
    amount: Amount = Decimal(0)


class IncomeSettings(BaseModel):
    model_config = ConfigDict(extra="forbid")
    affiliate: AffiliateSettings = Field(default_factory=AffiliateSettings)
    alliance: AllianceSettings = Field(default_factory=AllianceSettings)
    returnLost: ReturnLostSettings = Field(default_factory=ReturnLostSettings)
    rolling: CommissionSettings = Field(default_factory=CommissionSettings)
    rebate: CommissionSettings = Field(default_factory=CommissionSettings)
    birthday: BirthdaySettings = Field(default_factory=BirthdaySettings)


class StaffAward(BaseModel):
    id: int
    playerId: int
    username: str
    kind: Kind
    periodKey: str
    periodStart: date
    periodEnd: date
    basis: Money
    amount: Money
    status: Status
    expiresAt: datetime | None
    paidAt: datetime | None
    remark: str | None
    createdAt: datetime


class AwardsPage(BaseModel):
    total: int
    page: int
    perPage: int
    items: list[StaffAward]


class AwardDecision(BaseModel):
    model_config = ConfigDict(extra="ignore", str_strip_whitespace=True)
    remark: str = Field(min_length=1, max_length=255)


class ReportDay(BaseModel):
    date: date
    kind: Kind
    players: int
    basis: Money
    amount: Money
    open: Money
    paid: Money
    held: Money
    voided: Money
    expired: Money


class IncomeRun(BaseModel):
    kind: Kind
    periodKey: str
    periodStart: date
    periodEnd: date
    awards: int
    total: Money
    finishedAt: datetime


class RunBody(BaseModel):
    model_config = ConfigDict(extra="ignore")
    date: date


class RunResult(BaseModel):
    date: date
    runs: list[IncomeRun]


class StaffBonusBody(BaseModel):
    model_config = ConfigDict(extra="ignore", str_strip_whitespace=True)
    amount: Annotated[Decimal, Field(gt=0, le=Decimal("999999999999.99"), decimal_places=2)]
    turnover: Multiple = Decimal(0)
    remark: str = Field(min_length=1, max_length=255)
    expiresAt: datetime | None = None


class DownlineRow(BaseModel):
    playerId: int
    username: str
    level: int
    registeredAt: datetime
    selfReferral: bool


class PlayerIncome(BaseModel):
    playerId: int
    inviteCode: str
    referrer: str | None  # the referrer's username
    selfReferral: bool
    allianceId: int | None
    balances: dict[str, Money]  # per program, what is waiting
    downline: list[DownlineRow]
    awards: list[StaffAward]
    currencyCode: str


class AllianceIn(BaseModel):
    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True)
    code: str = Field(min_length=2, max_length=32, pattern=r"^[A-Za-z0-9_-]+$")
    name: str = Field(min_length=1, max_length=100)
    sharePercent: Percent
    playerId: PlayerId
    active: bool = True


class Alliance(BaseModel):
    id: int
    code: str
    name: str
    sharePercent: Number
    playerId: int
    username: str
    active: bool
    players: int
    createdAt: datetime
