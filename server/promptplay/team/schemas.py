"""Bodies and answers of the agent's team calls (docs/money.md "Roles")."""

from __future__ import annotations

from datetime import datetime
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

Role = Literal["admin", "staff"]


class TeamMember(BaseModel):
    id: int
    username: str
    role: Role
    status: Literal["active", "inactive"]
    lastLogin: datetime | None
    createdAt: datetime


class NewMemberBody(BaseModel):
    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True)
    username: str = Field(min_length=1, max_length=32)
    password: str = Field(min_length=1, max_length=128)
    role: Role = "staff"


class MemberBody(BaseModel):
    """A member's role and status, in full; inactive ends his sessions at once."""

    model_config = ConfigDict(extra="forbid")
    role: Role
    status: Literal["active", "inactive"]


class MemberPasswordBody(BaseModel):
    model_config = ConfigDict(extra="forbid")
    password: str = Field(min_length=1, max_length=128)
