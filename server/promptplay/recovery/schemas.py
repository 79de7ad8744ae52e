"""Bodies and answers of the forgot-password calls (docs/api.md "Forgot password")."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field


class ForgotBody(BaseModel):
    """The player names his account and the phone it was registered with."""

    model_config = ConfigDict(extra="ignore", str_strip_whitespace=True)
    username: str = Field(min_length=1, max_length=64)
    tel: str = Field(min_length=1, max_length=20)
    agentPrefix: str | None = Field(default=None, max_length=16)


class CodeSent(BaseModel):
    """The same answer whether or not the account and phone matched: it tells no one which
    accounts exist."""

    sent: bool
    expiresIn: int  # seconds a code is good for


class ResetBody(BaseModel):
    model_config = ConfigDict(extra="ignore")
    username: str = Field(min_length=1, max_length=64)
    code: str = Field(min_length=1, max_length=12)
    newPassword: str = Field(min_length=1, max_length=128)
    agentPrefix: str | None = Field(default=None, max_length=16)
