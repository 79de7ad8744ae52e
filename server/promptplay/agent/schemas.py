from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from ..core.money import Money
from ..wire import BankAccount, Country


class GetDomainBody(BaseModel):
    model_config = ConfigDict(extra="ignore")
    domain: str = Field(min_length=1, max_length=253)


class ConfigurationDomainBody(BaseModel):
    model_config = ConfigDict(extra="ignore")
    domainName: str = Field(min_length=1, max_length=253)
    configurationName: Literal["templateSetting"] = "templateSetting"


class HostBranding(BaseModel):
    """The logo and background of the host name asked for (spec §1 "Branding by host name");
    None: that host has none of its own."""

    logo: str | None
    bgImage: str | None


class Agent(BaseModel):
    id: int
    username: str
    prefix: str
    domain: str | None
    gameCompany: str
    country: Country
    countriesId: int
    paymentMethod: str
    minimumWithdraw: Money
    maximumWithdraw: Money
    minimumDeposit: Money
    maximumDeposit: Money
    turnType: int
    turn: Money
    depositMode: str
    maximumCreditBalance: Money
    bankAccounts: list[BankAccount]
    templateSetting: dict[str, Any]
    hostBranding: HostBranding


class Announcement(BaseModel):
    id: int
    title: str
    message: str
    createdAt: str


class Banner(BaseModel):
    id: int
    title: str
    imageUrl: str
    linkUrl: str
    sort: int
