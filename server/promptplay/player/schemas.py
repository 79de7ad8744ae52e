from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from ..wire import Player, User


class RegisterPayload(BaseModel):
    model_config = ConfigDict(extra="ignore", str_strip_whitespace=True)

    username: str = Field(min_length=1, max_length=64)
    password: str = Field(min_length=1, max_length=128)
    tel: str = Field(min_length=1, max_length=20)
    prefixAgent: str | None = Field(default=None, max_length=16)
    bankCode: str = Field(min_length=1, max_length=16)
    bankAccountNo: str = Field(min_length=1, max_length=32)
    bankAccountName: str = Field(min_length=1, max_length=128)
    lineId: str | None = Field(default=None, max_length=64)
    fromChannel: str | None = Field(default=None, max_length=64)
    referrer: str | None = Field(default=None, max_length=32)
    refCode: str | None = Field(default=None, max_length=64)
    # The browser's own random id (kept by the site): a referral from the referrer's device
    # earns nothing (docs/income.md §2).
    deviceId: str | None = Field(default=None, max_length=64)
    currencyCode: str | None = Field(default=None, max_length=3)
    captchaId: str | None = Field(default=None, max_length=64)
    captcha: str | None = Field(default=None, max_length=16)


class ChangePasswordBody(BaseModel):
    model_config = ConfigDict(extra="ignore")
    oldPassword: str = Field(min_length=1, max_length=128)
    newPassword: str = Field(min_length=1, max_length=128)


class RegisterResult(BaseModel):
    user: User
    player: Player


class Rule(BaseModel):
    minLength: int
    maxLength: int
    pattern: str | None = None


class PlayerConfiguration(BaseModel):
    contact: dict[str, Any]
    autoPromotion: str
    giftTrueMoney: bool
    captcha: bool
    usernameRule: Rule
    passwordRule: Rule
