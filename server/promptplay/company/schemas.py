"""What the company's console sends and answers (docs/money.md "The company's console")."""

from __future__ import annotations

from datetime import datetime
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from ..moneysetup.schemas import MoneyLimits, MoneyLimitsBody


class CompanyLoginBody(BaseModel):
    model_config = ConfigDict(extra="forbid")
    username: str = Field(min_length=1, max_length=32)
    password: str = Field(min_length=1, max_length=128)


class CompanyUserOut(BaseModel):
    username: str


class CompanyLoginResult(BaseModel):
    """The session token for API clients; null for the console's pages, which get it as an
    HttpOnly cookie."""

    accessToken: str | None
    company: CompanyUserOut


class CountryOption(BaseModel):
    code: str
    currencyCode: str
    nameEn: str
    nameTh: str


class CompanyOptions(BaseModel):
    """What a new agent is made of: the choices the server accepts."""

    countries: list[CountryOption]
    gameCompanies: list[str]
    layouts: list[str]
    paymentMethods: list[str]


class AgentAdmin(BaseModel):
    id: int
    username: str
    role: Literal["admin", "staff"]
    status: str
    createdAt: datetime


class GameAccountOut(BaseModel):
    """The agent's account at its game upstream; of the key only its last four characters."""

    family: str
    username: str
    apiKeyEnd: str


class CompanyAgentRow(BaseModel):
    prefix: str
    status: Literal["active", "inactive"]
    countryCode: str
    currencyCode: str
    gameCompany: str
    layout: str
    domains: list[str]
    paymentMethods: list[str]
    players: int


class CompanyAgent(CompanyAgentRow):
    truemoneyMobile: str | None
    limits: MoneyLimits
    gameAccount: GameAccountOut
    # Its active accounts that take deposits: none, and its players cannot deposit yet.
    depositAccounts: int
    staff: list[AgentAdmin]


class NewAdminBody(BaseModel):
    model_config = ConfigDict(extra="forbid")
    username: str = Field(min_length=1, max_length=32)
    password: str = Field(min_length=1, max_length=128)


class NewAgentBody(BaseModel):
    """A new agent with its first admin, made at once or not at all."""

    model_config = ConfigDict(extra="forbid")
    prefix: str = Field(min_length=2, max_length=16)
    domains: list[str] = Field(min_length=1, max_length=10)
    countryCode: str = Field(min_length=2, max_length=2)
    gameCompany: str = Field(min_length=1, max_length=32)
    gameUsername: str | None = Field(default=None, max_length=64)
    gameApiKey: str | None = Field(default=None, max_length=128)
    layout: str = Field(default="a", max_length=16)
    truemoneyMobile: str | None = Field(default=None, max_length=20)
    # Unset: the defaults of the agent's currency.
    limits: MoneyLimitsBody | None = None
    admin: NewAdminBody


class DomainBody(BaseModel):
    model_config = ConfigDict(extra="forbid")
    domain: str = Field(min_length=1, max_length=253)


class GameAccountBody(BaseModel):
    """A new key for the agent at its upstream: the one the upstream issued, or (null) a fresh
    random one for a demo upstream; the old key stops working at once."""

    model_config = ConfigDict(extra="forbid")
    gameApiKey: str | None = Field(default=None, max_length=128)


class AgentStatusBody(BaseModel):
    """inactive: the agent's sites and its back office stop answering; active again: back."""

    model_config = ConfigDict(extra="forbid")
    status: Literal["active", "inactive"]
