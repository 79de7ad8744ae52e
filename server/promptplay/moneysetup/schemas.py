"""Bodies and answers of the agent's money set-up calls (docs/money.md "Back office")."""

from __future__ import annotations

from datetime import datetime
from decimal import Decimal
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, PlainSerializer

from ..core.money import Money
from . import rules

Number = Annotated[Decimal, PlainSerializer(float, return_type=float, when_used="json")]
Amount = Annotated[Decimal, Field(ge=0, le=Decimal(rules.LIMIT_MAX_MINOR) / 100)]


class StaffBank(BaseModel):
    """A bank of the agent's country, as the account form offers it."""

    code: str
    nameTh: str
    nameEn: str
    accountNoLength: tuple[int, int]


class StaffBankAccount(BaseModel):
    """One of the agent's own accounts: where players transfer deposits (DEPOSIT), where
    withdrawals are paid from (WITHDRAW), or both."""

    id: int
    bankCode: str
    bankName: str
    bankAccountNo: str
    bankAccountName: str
    bankAccountType: Literal["DEPOSIT", "WITHDRAW", "DEPOSIT/WITHDRAW"]
    status: Literal["active", "inactive"]
    currencyCode: str
    promptPayType: Literal["PHONE", "NATIONAL_ID", "EWALLET"] | None
    promptPayNo: str | None
    qrCode: str | None
    sort: int
    createdAt: datetime


class BankAccountsPage(BaseModel):
    accounts: list[StaffBankAccount]
    banks: list[StaffBank]
    currencyCode: str
    promptPay: bool  # whether the agent's currency takes PromptPay (baht)


class BankAccountBody(BaseModel):
    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True)
    bankCode: str = Field(min_length=1, max_length=16)
    bankAccountNo: str = Field(min_length=1, max_length=32)
    bankAccountName: str = Field(min_length=1, max_length=rules.NAME_MAX)
    bankAccountType: Literal["DEPOSIT", "WITHDRAW", "DEPOSIT/WITHDRAW"]
    status: Literal["active", "inactive"] = "active"
    promptPayType: Literal["PHONE", "NATIONAL_ID", "EWALLET"] | None = None
    promptPayNo: str | None = Field(default=None, max_length=20)
    qrCode: str | None = Field(default=None, max_length=512)
    sort: int = Field(default=0, ge=0, le=rules.SORT_MAX)


class MoneyLimits(BaseModel):
    """The agent's limits: deposits and withdrawals each within a range, the most credit a
    player may hold, the turnover multiple of a deposit before it may be withdrawn without a
    promotion (spec §5), and how long a deposit request waits for staff."""

    currencyCode: str
    minimumDeposit: Money
    maximumDeposit: Money
    minimumWithdraw: Money
    maximumWithdraw: Money
    maximumCreditBalance: Money
    turn: Number
    depositExpiryMinutes: int


class MoneyLimitsBody(BaseModel):
    model_config = ConfigDict(extra="forbid")
    minimumDeposit: Amount
    maximumDeposit: Amount
    minimumWithdraw: Amount
    maximumWithdraw: Amount
    maximumCreditBalance: Amount = Field(gt=0)
    turn: Decimal = Field(ge=0, le=rules.TURN_MAX, decimal_places=2)
    depositExpiryMinutes: int = Field(ge=rules.EXPIRY_MINUTES[0], le=rules.EXPIRY_MINUTES[1])
