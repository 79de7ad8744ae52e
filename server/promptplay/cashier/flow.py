"""One way to run a money-moving request: its write transaction, its Idempotency-Key and
the events it sends once committed.

With an `Idempotency-Key` header the first answer is kept in the same transaction as the
request's effects. A replay (the same key, the same call, the same body) returns that answer
and moves nothing; two copies racing each other both run, but the unique key lets only one
commit, and the other returns the winner's answer. The same key on another body is 0056.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Awaitable, Callable
from typing import Any

from fastapi import Request
from pydantic import BaseModel
from sqlalchemy import select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from ..core.context import AppContext
from ..core.db import Direct
from ..core.errors import AppError, IdempotencyConflict, InvalidData, PendingTransaction
from ..models import IdempotentRequest
from ..models.base import utcnow
from ..player.schemas import Wallet
from ..realtime.bus import Event
from .schemas import Tx
from .service import Outcome, Outgoing

_KEY = re.compile(r"^[A-Za-z0-9_.:\-]{1,64}$")

Operation = Callable[[AsyncSession], Awaitable[Outcome]]
DirectOperation = Callable[[Direct], Awaitable[Outcome]]


def idempotency_key(request: Request) -> str | None:
    key = request.headers.get("idempotency-key")
    if key is None:
        return None
    if not _KEY.match(key):
        raise InvalidData(
            "Idempotency-Key must be 1 to 64 letters, digits or - _ . :",
            fields=["Idempotency-Key"],
        )
    return key


def _digest(body: Any) -> str:
    if isinstance(body, BaseModel):
        body = body.model_dump(mode="json")
    return hashlib.sha256(json.dumps(body, sort_keys=True, default=str).encode()).hexdigest()


def _json(data: Any) -> Any:
    if isinstance(data, BaseModel):
        return data.model_dump(mode="json")
    if isinstance(data, list):
        return [_json(item) for item in data]
    return data


async def _stored(
    ctx: AppContext, agent_id: int, user_id: int, key: str, route: str, digest: str
) -> Any | None:
    async with ctx.db.read() as session:
        row = (
            await session.execute(
                select(IdempotentRequest).where(
                    IdempotentRequest.agent_id == agent_id,
                    IdempotentRequest.user_id == user_id,
                    IdempotentRequest.key == key,
                )
            )
        ).scalar_one_or_none()
    if row is None:
        return None
    if row.route != route or row.request_hash != digest:
        raise IdempotencyConflict(fields=["Idempotency-Key"])
    return row.response


_KEEP = (
    "INSERT INTO idempotent_request (agent_id, user_id, key, route, request_hash,"
    " status_code, response, created_at)"
    " VALUES (:agent, :user, :key, :route, :digest, 200, :response, :now)"
)


async def perform(
    ctx: AppContext,
    request: Request,
    *,
    agent_id: int,
    user_id: int,
    body: Any,
    operation: Operation | None = None,
    direct: DirectOperation | None = None,
) -> Any:
    """Run `operation` in one write transaction (or `direct` in one `Direct` transaction)
    and return its data, JSON-ready."""
    assert (operation is None) != (direct is None), "one operation"
    key = idempotency_key(request)
    route = f"{request.method} {request.url.path}"
    digest = _digest(body)
    if key is not None:
        stored = await _stored(ctx, agent_id, user_id, key, route, digest)
        if stored is not None:
            return stored
    kept = {
        "agent": agent_id,
        "user": user_id,
        "key": key,
        "route": route,
        "digest": digest,
    }
    try:
        if direct is not None:
            async with ctx.db.direct() as tx:
                outcome = await direct(tx)
                data = _json(outcome.data)
                if key is not None:
                    await tx.execute(_KEEP, {**kept, "response": data, "now": utcnow()})
        else:
            assert operation is not None
            async with ctx.db.write() as session:
                outcome = await operation(session)
                data = _json(outcome.data)
                if key is not None:
                    session.add(
                        IdempotentRequest(
                            agent_id=agent_id,
                            user_id=user_id,
                            key=key,
                            route=route,
                            request_hash=digest,
                            response=data,
                        )
                    )
                    await session.flush()
    except AppError:
        # A copy of this request that raced us may have committed in the meantime: its
        # answer is the answer, whatever this run found (the money has moved already).
        if key is not None:
            stored = await _stored(ctx, agent_id, user_id, key, route, digest)
            if stored is not None:
                return stored
        raise
    except IntegrityError as exc:
        text = str(exc.orig)
        if key is not None:
            # A racing copy committed first: its answer keeps the key, and the key of the
            # ledger journal (made from the same Idempotency-Key) may be what refused us.
            stored = await _stored(ctx, agent_id, user_id, key, route, digest)
            if stored is not None:
                return stored
        if "one_pending_deposit" in text or "bank_transaction.player_id" in text:
            raise PendingTransaction("You already have a pending deposit", fields=["type"]) from exc
        raise
    await publish(ctx, agent_id, outcome.events)
    return data


async def publish(ctx: AppContext, agent_id: int, events: list[Outgoing]) -> None:
    for item in events:
        await ctx.events.publish(
            Event(
                agent_id=agent_id,
                name=item.name,
                data=_json(item.data),
                user_id=item.user_id,
                audience=item.audience,  # type: ignore[arg-type]
            )
        )


def transaction_events(
    tx: Tx, wallet: Wallet | None = None, *, user_id: int, queue: object | None = None
) -> list[Outgoing]:
    """What a change of one request tells the player (and the agent's staff)."""
    events = [Outgoing("transactionUpdate", tx, user_id)]
    if tx.type == "DEPOSIT":
        events.append(Outgoing("OnDepositBankTransactionUpdate", tx, user_id))
    if wallet is not None:
        events.append(Outgoing("walletData", wallet, user_id))
    events.append(Outgoing("queueUpdate", queue if queue is not None else tx, audience="staff"))
    return events
