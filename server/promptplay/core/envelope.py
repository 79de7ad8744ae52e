"""The response envelope of DESIGN §2, typed so that the OpenAPI document is accurate."""

from __future__ import annotations

from typing import Generic, Literal, TypeVar

from pydantic import BaseModel

T = TypeVar("T")


class Ok(BaseModel, Generic[T]):
    status: Literal["success"] = "success"
    data: T


# Made once: subscripting a generic model looks it up in pydantic's cache on every call, which
# costs more than building the envelope. The route's response model still checks `data`.
_Ok = Ok[T]


def ok(data: T) -> Ok[T]:
    return _Ok(data=data)


class ErrorMessage(BaseModel):
    errorCode: str
    msg: str
    funcName: str
    systemMsg: str | None = None
    fields: list[str] | None = None


class ErrorBody(BaseModel):
    message: ErrorMessage


class ErrorEnvelope(BaseModel):
    status: Literal["error"] = "error"
    error: ErrorBody
    requestId: str | None = None


class Empty(BaseModel):
    pass


ERROR_RESPONSES: dict[int | str, dict[str, object]] = {
    "4XX": {"model": ErrorEnvelope, "description": "An error of the catalogue (spec §8)"},
    "5XX": {"model": ErrorEnvelope, "description": "Something went wrong"},
}
