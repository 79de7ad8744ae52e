"""Round callbacks from a type A game upstream (docs/games.md §5 "Round callbacks").

A launch hands the upstream `callbackUrl` = `{GAME_CALLBACK_URL}/api/games/callback/amb`; the
upstream then POSTs each settled round to `…/{productId}/settleBets` in the seamless callback
shape, authenticated with the agent's own credentials (`Authorization: Basic
base64(operator:key)`). A reported round is recorded exactly as its bet-history row would be
(the round id is unique), so the history read later finds it done, and a callback repeated or
crossed with the history moves money once. Credit lives at the upstream between a launch and
the return (transfer mode), so only `settleBets` is taken: bets are not placed here.

Answers are the seamless shape `{id, statusCode, productId, username, currency,
timestampMillis, balance}`: 0 recorded (or recorded before, with the same amounts), 10001 a
player who is not this agent's, 10002 a round larger than the player's game credit, 20002 a
round id recorded before with other amounts, 40001 a body we cannot read, 40003 wrong
credentials. Everything set aside is kept as an incident and moves nothing."""

from __future__ import annotations

import base64
import binascii
import hmac
import json
import logging
from typing import Any

from fastapi import APIRouter, Request
from fastapi.responses import JSONResponse
from sqlalchemy import select

from ..core.context import AppContext
from ..core.deps import Ctx
from ..core.money import from_minor
from ..models import Agent, AgentGameAccount, Player, User, Wallet
from ..models.base import utcnow
from ..payments.errors import UpstreamProtocolError
from . import registry
from .adapters.amb import settled_bets
from .service import game_service

log = logging.getLogger("promptplay.games")

router = APIRouter(prefix="/games/callback", tags=["game upstream callbacks"])

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


async def _caller(
    ctx: AppContext, family: str, authorization: str | None, username: str
) -> tuple[Agent, AgentGameAccount] | None:
    """The agent whose upstream credentials the Basic header carries, with that account
    (None: no such agent). Should two agents share an operator name, the one whose prefix
    starts the player's upstream name is meant."""
    scheme, _, encoded = (authorization or "").partition(" ")
    try:
        operator, _, key = base64.b64decode(encoded, validate=True).decode().partition(":")
    except (binascii.Error, UnicodeDecodeError):
        return None
    if scheme.lower() != "basic" or not operator or not key:
        return None
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
        if hmac.compare_digest(account.api_key.encode(), key.encode())
    ]
    for agent, account in matching:
        if username.lower().startswith(agent.prefix.lower()):
            return agent, account
    return matching[0] if matching else None


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


@router.post("/amb/{product}/{action}", include_in_schema=True)
async def amb_callback(ctx: Ctx, request: Request, product: str, action: str) -> JSONResponse:
    """A type A upstream reports settled rounds (`settleBets`); see the module's text."""
    try:
        body = json.loads(await request.body() or b"{}")
    except ValueError:
        body = None
    if not isinstance(body, dict):
        return _answer({}, 40001, 400, message="the body is not a JSON object")
    username = body.get("username")
    if not isinstance(username, str) or not username:
        return _answer(body, 40001, 400, message="username is required")
    caller = await _caller(ctx, "amb", request.headers.get("authorization"), username)
    if caller is None:
        log.warning("games: a round callback with unknown credentials was refused")
        return _answer(body, 40003, 401, message="unknown operator or wrong key")
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
