from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from ..wire import User


class LoginBody(BaseModel):
    model_config = ConfigDict(extra="ignore")
    username: str = Field(min_length=1, max_length=64)
    password: str = Field(min_length=1, max_length=128)
    userType: Literal["player"] = "player"
    agentPrefix: str | None = Field(default=None, max_length=16)


class LoginResult(BaseModel):
    accessToken: str
    refreshToken: str
    user: User


class RenewBody(BaseModel):
    model_config = ConfigDict(extra="ignore")
    refreshToken: str | None = Field(default=None, max_length=256)


class TokenPair(BaseModel):
    accessToken: str
    refreshToken: str


class CheckTokenResult(BaseModel):
    user: User
