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

import hashlib
import hmac
import json
import logging
import time
from collections.abc import Mapping
from typing import Any

from fastapi import APIRouter, Request
from fastapi.responses import JSONResponse
from pydantic import BaseModel, ConfigDict
from sqlalchemy import select

from ..context import AppContext, Ctx
from ..core.clock import utcnow
from ..core.money import from_minor
from ..models import Agent, AgentGameAccount, Player, User, Wallet
from ..payments.errors import UpstreamProtocolError
from . import registry
from .adapters.amb import settled_bets
from .service import game_service

log = logging.getLogger("promptplay.games")

router = APIRouter(prefix="/games/callback", tags=["game upstream callbacks"])

# How far a callback's timestamp may be from our clock, either way (seconds).
WINDOW_SECONDS = 300
_TIMESTAMP_DIGITS = 12


def _clock() -> float:
    """Now, in Unix seconds (a seam for tests that let the window pass)."""
    return time.time()


# What was set aside, by precedence, and the code the upstream is told.
_SET_ASIDE_CODES = (
    ("foreign_player", 10001),
    ("round_exceeds_credit", 10002),
    ("round_conflict", 20002),
    ("bad_amount", 40001),
)


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


def signature(key: str, timestamp: str, raw: bytes) -> str:
    """hex(HMAC-SHA256(key, timestamp + "." + raw body)): what a callback must carry."""
    return hmac.new(key.encode(), timestamp.encode() + b"." + raw, hashlib.sha256).hexdigest()


async def _caller(
    ctx: AppContext, family: str, headers: Mapping[str, str], raw: bytes, username: str
) -> tuple[Agent, AgentGameAccount] | str:
    """The agent whose own key signed this callback, with that account, or why it is refused.
    Should two agents share an operator name and key, the one whose prefix starts the
    player's upstream name is meant."""
    operator = headers.get("x-operator", "")
    timestamp = headers.get("x-timestamp", "")
    signed = headers.get("x-signature", "").strip().lower()
    if not operator or not timestamp or not signed:
        return "unsigned"
    if not (timestamp.isascii() and timestamp.isdigit() and len(timestamp) <= _TIMESTAMP_DIGITS):
        return "unreadable timestamp"
    if abs(_clock() - int(timestamp)) > WINDOW_SECONDS:
        return "timestamp outside the window"
    async with ctx.db.read() as session:
        rows = (
            await session.execute(
                select(AgentGameAccount, Agent)
                .join(Agent, Agent.id == AgentGameAccount.agent_id)
                .where(AgentGameAccount.family == family, AgentGameAccount.username == operator)
            )
        ).all()
    matching = [
        (agent, account)
        for account, agent in rows
        if hmac.compare_digest(signature(account.api_key, timestamp, raw).encode(), signed.encode())
    ]
    for agent, account in matching:
        if username.lower().startswith(agent.prefix.lower()):
            return agent, account
    return matching[0] if matching else "unknown operator or wrong signature"


async def _game_credit(ctx: AppContext, agent: Agent, upstream_username: str) -> str | None:
    """The player's game credit as our ledger holds it after the callback, if he is ours."""
    name = upstream_username.lower()
    prefix = agent.prefix.lower()
    if not name.startswith(prefix):
        return None
    async with ctx.db.read() as session:
        row = (
            await session.execute(
                select(Wallet.game_credit, Wallet.currency_code)
                .join(Player, Player.id == Wallet.player_id)
                .join(User, User.id == Player.user_id)
                .where(User.agent_id == agent.id, User.username == name[len(prefix) :])
            )
        ).one_or_none()
    return None if row is None else f"{from_minor(row[0], row[1]):.2f}"


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
    username = echo.get("username")
    caller = await _caller(
        ctx, "amb", request.headers, raw, username if isinstance(username, str) else ""
    )
    if isinstance(caller, str):
        log.warning(
            "games: round callback %s/%s refused (%s): operator %r from %s",
            product,
            action,
            caller,
            request.headers.get("x-operator", "")[:64],
            request.client.host if request.client else "?",
        )
        return _answer(echo, 40003, 401, message=f"refused: {caller}")
    if not isinstance(body, dict):
        return _answer({}, 40001, 400, message="the body is not a JSON object")
    if not isinstance(username, str) or not username:
        return _answer(body, 40001, 400, message="username is required")
    if action != "settleBets":
        return _answer(
            body, 40001, 400, message=f"{action} is not taken: credit moves by transfer here"
        )
    agent, account = caller
    upstream = registry.upstream_for(ctx, account)
    try:
        bets = settled_bets(body.get("txns"), upstream.http)
    except UpstreamProtocolError as exc:
        return _answer(body, 40001, 400, message=str(exc))
    if any(b.username.lower() != username.lower() or b.product != product for b in bets):
        return _answer(body, 40001, 400, message="a txn of another player or product")
    result = await game_service.record_reported(ctx, agent, "amb", bets)
    code = next((c for kind, c in _SET_ASIDE_CODES if kind in result.set_aside), 0)
    if code:
        log.warning(
            "games: round callback %s of %s set aside: %s",
            body.get("id"),
            username,
            ", ".join(result.set_aside),
        )
    return _answer(body, code, balance=await _game_credit(ctx, agent, username))
