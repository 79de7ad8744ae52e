"""One way to run a money-moving request: its write transaction, its Idempotency-Key and
the events it sends once committed.

With an `Idempotency-Key` header the first answer is kept in the same transaction as the
request's effects. A replay (the same key, the same call, the same body) returns that answer
and moves nothing; two copies racing each other both run, but the unique key lets only one
commit, and the other returns the winner's answer. The same key on another body is 0056.

A request that calls an upstream between its transactions (vouchers, the gateway, game
transfers) takes its key first, as "in progress", in the transaction that records it
(`Keyed.through`, `Keyed.once`): a copy then never calls the upstream a second time (0058
while the first waits), and the first's answer, or refusal, replaces the reservation.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from fastapi import Request
from pydantic import BaseModel
from sqlalchemy import delete, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from ..context import AppContext
from ..core.clock import utcnow
from ..core.db import Direct
from ..core.errors import (
    AppError,
    IdempotencyConflict,
    InvalidData,
    OutcomeUnknown,
    PendingTransaction,
    ReplayedError,
    RequestInProgress,
)
from ..models import IdempotentRequest
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


_KEEP = (
    "INSERT INTO idempotent_request (agent_id, user_id, key, route, request_hash,"
    " status_code, response, created_at)"
    " VALUES (:agent, :user, :key, :route, :digest, 200, :response, :now)"
)
# A request whose Idempotency-Key is taken but whose answer is not known yet (its upstream call
# is under way): a replay meanwhile is told so (0058), never run a second time.
IN_PROGRESS = 102


def pending_conflict(exc: IntegrityError) -> AppError | None:
    """The refusal a broken one-pending-deposit index stands for, if it is that index."""
    text = str(exc.orig)
    if "one_pending_deposit" in text or "bank_transaction.player_id" in text:
        return PendingTransaction("You already have a pending deposit", fields=["type"])
    return None


@dataclass
class Keyed:
    """A money request's `Idempotency-Key`: what a replay answers, and where the first answer
    is kept. Without a key every method does nothing and `replay` finds nothing."""

    ctx: AppContext
    agent_id: int
    user_id: int
    key: str | None
    route: str
    digest: str

    @classmethod
    def of(cls, ctx: AppContext, request: Request, agent_id: int, user_id: int, body: Any) -> Keyed:
        return cls(
            ctx,
            agent_id,
            user_id,
            idempotency_key(request),
            f"{request.method} {request.url.path}",
            _digest(body),
        )

    async def replay(self) -> Any | None:
        """The first answer to this key (a refusal is raised again), or None if there is none.
        The same key on another call or body is 0056; one still under way is 0058."""
        if self.key is None:
            return None
        async with self.ctx.db.read() as session:
            row = (
                await session.execute(
                    select(IdempotentRequest).where(
                        IdempotentRequest.agent_id == self.agent_id,
                        IdempotentRequest.user_id == self.user_id,
                        IdempotentRequest.key == self.key,
                    )
                )
            ).scalar_one_or_none()
        if row is None:
            return None
        if row.route != self.route or row.request_hash != self.digest:
            raise IdempotencyConflict(fields=["Idempotency-Key"])
        if row.status_code == IN_PROGRESS:
            raise RequestInProgress(fields=["Idempotency-Key"])
        if row.status_code != 200:
            error = row.response
            raise ReplayedError(
                error["errorCode"],
                row.status_code,
                error["msg"],
                fields=error.get("fields"),
                system_msg=error.get("systemMsg"),
            )
        return row.response

    def keep_in(self, session: AsyncSession, data: Any, status_code: int = 200) -> None:
        """Keep `data` as the answer, in the caller's write transaction (with the request's
        effects, so that both commit or neither)."""
        if self.key is not None:
            session.add(
                IdempotentRequest(
                    agent_id=self.agent_id,
                    user_id=self.user_id,
                    key=self.key,
                    route=self.route,
                    request_hash=self.digest,
                    status_code=status_code,
                    response=data,
                )
            )

    def reserve_in(self, session: AsyncSession) -> None:
        """Take the key in the transaction that records the request, before its upstream call:
        a racing copy then fails on the key's unique index instead of calling twice."""
        self.keep_in(session, {}, IN_PROGRESS)

    async def settle(self, data: Any = None, error: AppError | None = None) -> Any:
        """Replace the reservation with the final answer (or refusal); returns `data`."""
        if self.key is None:
            return data
        if error is not None:
            status, kept = error.status_code, _error_json(error)
        else:
            status, kept = 200, _json(data)
        async with self.ctx.db.write() as session:
            await session.execute(
                update(IdempotentRequest)
                .where(
                    IdempotentRequest.agent_id == self.agent_id,
                    IdempotentRequest.user_id == self.user_id,
                    IdempotentRequest.key == self.key,
                    IdempotentRequest.status_code == IN_PROGRESS,
                )
                .values(status_code=status, response=kept)
            )
        return kept

    async def finish(
        self, run: Callable[[], Awaitable[Any]], transient: tuple[type[AppError], ...] = ()
    ) -> Any:
        """Run what follows the reservation and keep its answer, or its refusal, with the key;
        returns the answer JSON-ready. An unknown outcome keeps the key reserved (0058); a
        `transient` refusal (nothing moved, try again) frees it for the next try."""
        try:
            data = await run()
        except OutcomeUnknown:
            raise
        except transient:
            await self.release()
            raise
        except AppError as exc:
            await self.settle(error=exc)
            raise
        return await self.settle(data)

    async def release(self) -> None:
        if self.key is None:
            return
        async with self.ctx.db.write() as session:
            await session.execute(
                delete(IdempotentRequest).where(
                    IdempotentRequest.agent_id == self.agent_id,
                    IdempotentRequest.user_id == self.user_id,
                    IdempotentRequest.key == self.key,
                    IdempotentRequest.status_code == IN_PROGRESS,
                )
            )

    async def once(
        self, run: Callable[[], Awaitable[Any]], transient: tuple[type[AppError], ...] = ()
    ) -> Any:
        """The whole of a keyed request whose steps open their own transactions: the stored
        answer of a replay, else take the key (in a transaction of its own) and `finish`."""
        if (stored := await self.replay()) is not None:
            return stored
        if self.key is None:
            return _json(await run())
        try:
            async with self.ctx.db.write() as session:
                self.reserve_in(session)
        except IntegrityError:
            stored = await self.after_conflict()  # a copy took the key first
            if stored is not None:
                return stored
            raise
        return await self.finish(run, transient)

    async def through(
        self,
        write: Callable[[AsyncSession], Awaitable[int]],
        then: Callable[[int], Awaitable[Any]],
        refused: Callable[[IntegrityError], AppError | None] = pending_conflict,
    ) -> Any:
        """A keyed request that calls an upstream: record it (`write` returns its id) and take
        the key in one transaction, then `then(id)` and keep its answer. A copy that took the
        key first answers with its answer (or 0058 while it waits); a constraint `write`
        broke is refused as `refused` says."""
        try:
            async with self.ctx.db.write() as session:
                recorded = await write(session)
                self.reserve_in(session)
                await session.flush()
        except AppError:
            # A copy that took the key first (and its pending request) is what refused us.
            if (stored := await self.after_conflict()) is not None:
                return stored
            raise
        except IntegrityError as exc:
            if (stored := await self.after_conflict()) is not None:
                return stored
            if (error := refused(exc)) is not None:
                raise error from exc
            raise
        return await self.finish(lambda: then(recorded))

    async def after_conflict(self) -> Any:
        """After an IntegrityError on a keyed request: the racing winner's answer, if any."""
        return await self.replay() if self.key is not None else None


def _error_json(error: AppError) -> dict[str, Any]:
    kept: dict[str, Any] = {"errorCode": error.code, "msg": error.msg}
    if error.fields:
        kept["fields"] = error.fields
    if error.system_msg:
        kept["systemMsg"] = error.system_msg
    return kept


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
    keyed = Keyed.of(ctx, request, agent_id, user_id, body)
    stored = await keyed.replay()
    if stored is not None:
        return stored
    try:
        if direct is not None:
            async with ctx.db.direct() as tx:
                outcome = await direct(tx)
                data = _json(outcome.data)
                if keyed.key is not None:
                    await tx.execute(
                        _KEEP,
                        {
                            "agent": agent_id,
                            "user": user_id,
                            "key": keyed.key,
                            "route": keyed.route,
                            "digest": keyed.digest,
                            "response": data,
                            "now": utcnow(),
                        },
                    )
        else:
            assert operation is not None
            async with ctx.db.write() as session:
                outcome = await operation(session)
                data = _json(outcome.data)
                keyed.keep_in(session, data)
                await session.flush()
    except AppError:
        # A copy of this request that raced us may have committed in the meantime: its
        # answer is the answer, whatever this run found (the money has moved already).
        stored = await keyed.after_conflict()
        if stored is not None:
            return stored
        raise
    except IntegrityError as exc:
        # A racing copy committed first: its answer keeps the key, and the key of the
        # ledger journal (made from the same Idempotency-Key) may be what refused us.
        stored = await keyed.after_conflict()
        if stored is not None:
            return stored
        if (error := pending_conflict(exc)) is not None:
            raise error from exc
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
