"""Round callbacks from a type A game upstream (docs/games.md §5 "Round callbacks").

A launch hands the upstream `callbackUrl` = `{GAME_CALLBACK_URL}/api/games/callback/amb`; the
upstream then POSTs each settled round to `…/{productId}/settleBets` in the seamless callback
shape, signed with the agent's own key: `X-Operator` names the operator, `X-Timestamp` is the
Unix time of sending and `X-Signature` is hex(HMAC-SHA256(key, timestamp + "." + raw body)).
The signature is checked in constant time against the stored key of each account of that
operator name, and a timestamp more than WINDOW_SECONDS away from our clock is refused, so a
captured callback cannot be replayed later; within the window a replay moves nothing either,
since each round is recorded once. Unsigned, stale or wrongly signed callbacks are refused
(401, 40003) and logged, and nothing in their body is acted on. A reported round is recorded
exactly as its bet-history row would be (the round id is unique), so the history read later
finds it done, and a callback repeated or crossed with the history moves money once. Credit lives at the upstream between a launch and
the return (transfer mode), so only `settleBets` is taken: bets are not placed here.

Answers are the seamless shape `{id, statusCode, productId, username, currency,
timestampMillis, balance}`: 0 recorded (or recorded before, with the same amounts), 10001 a
player who is not this agent's, 10002 a round larger than the player's game credit, 20002 a
round id recorded before with other amounts, 40001 a body we cannot read, 40003 unsigned,
stale or wrongly signed. Everything set aside is kept as an incident and moves nothing."""

from __future__ import annotations

import json
import logging
import time
from collections.abc import Mapping
from typing import Any

from fastapi import APIRouter, Request
from fastapi.responses import JSONResponse
from pydantic import BaseModel, ConfigDict

from ..context import Ctx
from ..core.clock import utcnow
from .rounds import Signed, refused, round_service

log = logging.getLogger("promptplay.games")

router = APIRouter(prefix="/games/callback", tags=["game upstream callbacks"])

# How far a callback's timestamp may be from our clock, either way (seconds).
WINDOW_SECONDS = 300
_TIMESTAMP_DIGITS = 12


def _clock() -> float:
    """Now, in Unix seconds (a seam for tests that let the window pass)."""
    return time.time()


def _answer(body: dict[str, Any], status_code: int, http: int = 200, **extra: Any) -> JSONResponse:
    return JSONResponse(
        {
            "id": body.get("id"),
            "statusCode": status_code,
            "productId": body.get("productId"),
            "username": body.get("username"),
            "currency": body.get("currency"),
            "timestampMillis": int(utcnow().timestamp() * 1000),
            **extra,
        },
        status_code=http,
    )


def _signed(headers: Mapping[str, str]) -> Signed | str:
    """The callback's signature headers, or why they are refused unread: all three present,
    and a timestamp within WINDOW_SECONDS of our clock."""
    operator = headers.get("x-operator", "")
    timestamp = headers.get("x-timestamp", "")
    signed = headers.get("x-signature", "").strip().lower()
    if not operator or not timestamp or not signed:
        return "unsigned"
    if not (timestamp.isascii() and timestamp.isdigit() and len(timestamp) <= _TIMESTAMP_DIGITS):
        return "unreadable timestamp"
    if abs(_clock() - int(timestamp)) > WINDOW_SECONDS:
        return "timestamp outside the window"
    return Signed(operator, timestamp, signed)


class CallbackAnswer(BaseModel):
    """The seamless wallet's own answer shape (docs/games.md), refusals included: the upstream
    reads `statusCode`, not our envelope."""

    model_config = ConfigDict(extra="allow")

    id: Any = None
    statusCode: int
    productId: Any = None
    username: Any = None
    currency: Any = None
    timestampMillis: int
    balance: str | None = None
    message: str | None = None


_CALLBACK_RESPONSES: dict[int | str, dict[str, Any]] = {
    200: {"model": CallbackAnswer, "description": "Recorded, or set aside with its code"},
    "4XX": {"model": CallbackAnswer, "description": "Refused: unsigned, stale, unreadable"},
}


@router.post("/amb/{product}/{action}", responses=_CALLBACK_RESPONSES)
async def amb_callback(ctx: Ctx, request: Request, product: str, action: str) -> JSONResponse:
    """A type A upstream reports settled rounds (`settleBets`); see the module's text."""
    raw = await request.body()
    try:
        body = json.loads(raw or b"{}")
    except ValueError:
        body = None
    echo = body if isinstance(body, dict) else {}
    signed = _signed(request.headers)
    reply = (
        await round_service.take_callback(ctx, product, action, signed, raw, body)
        if isinstance(signed, Signed)
        else refused(signed)
    )
    if reply.refused is not None:
        log.warning(
            "games: round callback %s/%s refused (%s): operator %r from %s",
            product,
            action,
            reply.refused,
            request.headers.get("x-operator", "")[:64],
            request.client.host if request.client else "?",
        )
    return _answer(echo, reply.status_code, reply.http, **reply.fields)
