"""Bodies and answers of the staff's calls on the agent's players (docs/money.md "Back office")."""

from __future__ import annotations

from datetime import datetime
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from ..wire import BankAccount

Reason = Field(min_length=1, max_length=500)


class MemberProfile(BaseModel):
    """A player's contact details, status and withdrawal account, as staff edit them."""

    id: int
    userId: int
    username: str
    status: Literal["active", "suspended", "inactive"]
    tel: str
    email: str | None
    firstName: str | None
    lastName: str | None
    nickName: str | None
    lineId: str | None
    bankAccount: BankAccount | None


class StatusBody(BaseModel):
    """active; suspended (login answers 0005) or inactive (0004), every session ended."""

    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True)
    status: Literal["active", "suspended", "inactive"]
    reason: str = Reason


class PasswordBody(BaseModel):
    model_config = ConfigDict(extra="forbid")
    password: str = Field(min_length=1, max_length=128)


class ProfileBody(BaseModel):
    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True)
    tel: str = Field(min_length=1, max_length=20)
    email: str | None = Field(default=None, max_length=254)
    firstName: str | None = Field(default=None, max_length=100)
    lastName: str | None = Field(default=None, max_length=100)
    nickName: str | None = Field(default=None, max_length=100)
    lineId: str | None = Field(default=None, max_length=64)


class BankChangeBody(BaseModel):
    """A new withdrawal account; the old one stays with the requests that name it."""

    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True)
    bankCode: str = Field(min_length=1, max_length=16)
    bankAccountNo: str = Field(min_length=1, max_length=32)
    bankAccountName: str = Field(min_length=1, max_length=128)
    reason: str = Reason


class BlacklistBody(BaseModel):
    """A phone number (`tel`), or a bank account (`bankCode` and `bankAccountNo`)."""

    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True)
    kind: Literal["tel", "bank_account"]
    tel: str | None = Field(default=None, max_length=20)
    bankCode: str | None = Field(default=None, max_length=16)
    bankAccountNo: str | None = Field(default=None, max_length=32)
    reason: str = Reason


class BlacklistEntryOut(BaseModel):
    id: int
    kind: Literal["tel", "bank_account"]
    value: str
    reason: str
    createdAt: datetime
