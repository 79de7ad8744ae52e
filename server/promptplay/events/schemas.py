"""Bodies and answers of the event calls (docs/engagement.md §6 "Events")."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from ..coupons.schemas import RedeemedCode
from ..promotions.schemas import Name
from . import rules as event_rules

RowId = Annotated[int, Field(ge=1, le=2**62)]
EventStatus = Literal["upcoming", "running", "ended"]


# ----- player ------------------------------------------------------------------------------


class Event(BaseModel):
    id: int
    title: Name
    body: Name
    rules: Name
    prize: Name
    imageUrl: str
    startsAt: datetime
    endsAt: datetime
    status: EventStatus
    redeemable: bool  # it has codes (a coupon names it)
    redeemed: bool  # the caller has redeemed one of its codes


class EventSearchBody(BaseModel):
    model_config = ConfigDict(extra="ignore", str_strip_whitespace=True)
    status: EventStatus | None = None
    text: str | None = Field(default=None, max_length=100)
    page: Annotated[int, Field(ge=1, le=10_000)] = 1


class EventPage(BaseModel):
    items: list[Event]
    total: int
    page: int
    pageSize: int


class RedeemCodeBody(BaseModel):
    model_config = ConfigDict(extra="ignore")
    eventId: RowId
    code: RedeemedCode


# ----- staff -------------------------------------------------------------------------------


class EventTitleIn(BaseModel):
    """The title in the three languages: Thai and English at least."""

    model_config = ConfigDict(extra="ignore", str_strip_whitespace=True)
    nameTh: str = Field(min_length=1, max_length=160)
    nameEn: str = Field(min_length=1, max_length=160)
    nameVi: str = Field(default="", max_length=160)


class EventTextIn(BaseModel):
    """The body or the rules in the three languages (plain text; any may be empty)."""

    model_config = ConfigDict(extra="ignore", str_strip_whitespace=True)
    nameTh: str = Field(default="", max_length=10_000)
    nameEn: str = Field(default="", max_length=10_000)
    nameVi: str = Field(default="", max_length=10_000)


class EventPrizeIn(BaseModel):
    """What the event gives, in a line per language (any may be empty)."""

    model_config = ConfigDict(extra="ignore", str_strip_whitespace=True)
    nameTh: str = Field(default="", max_length=500)
    nameEn: str = Field(default="", max_length=500)
    nameVi: str = Field(default="", max_length=500)


class EventIn(BaseModel):
    """An event as staff write it (every field; docs/engagement.md §3)."""

    model_config = ConfigDict(extra="ignore", str_strip_whitespace=True)
    title: EventTitleIn
    body: EventTextIn = Field(default_factory=EventTextIn)
    rules: EventTextIn = Field(default_factory=EventTextIn)
    prize: EventPrizeIn = Field(default_factory=EventPrizeIn)
    imageUrl: str = Field(default="", max_length=event_rules.IMAGE_URL_MAX)
    startsAt: datetime
    endsAt: datetime
    couponId: RowId | None = None
    active: bool = True

    @field_validator("imageUrl")
    @classmethod
    def _image(cls, value: str) -> str:
        if not event_rules.image_url_allowed(value):
            raise ValueError("an image uploaded here (/api/uploads/…) or an https address")
        return value

    @field_validator("startsAt", "endsAt")
    @classmethod
    def _aware(cls, value: datetime) -> datetime:
        if value.tzinfo is None:
            raise ValueError("a time with its offset")
        return value


class EventUpdate(EventIn):
    id: RowId


class StaffEvent(Event):
    couponId: int | None
    active: bool
    redemptions: int  # codes of the event redeemed, by every player
    createdAt: datetime
    updatedAt: datetime
