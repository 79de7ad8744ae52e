"""Idempotent money calls: what an `Idempotency-Key` guarantees, whichever domain moves the
money (the cashier's requests, the back office's decisions, transfers to and from games).

With a key the first answer is kept in the same transaction as the request's effects. A
replay (the same key, the same call, the same body) returns that answer and moves nothing;
two copies racing each other both run, but the unique key lets only one commit, and the
other returns the winner's answer. The same key on another body is 0056.

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
    ReplayedError,
    RequestInProgress,
)
from ..models import IdempotentRequest

_KEY = re.compile(r"^[A-Za-z0-9_.:\-]{1,64}$")
# A request whose Idempotency-Key is taken but whose answer is not known yet (its upstream call
# is under way): a replay meanwhile is told so (0058), never run a second time.
IN_PROGRESS = 102


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


def json_ready(data: Any) -> Any:
    """An answer as it is kept and sent: models dumped to JSON types."""
    if isinstance(data, BaseModel):
        return data.model_dump(mode="json")
    if isinstance(data, list):
        return [json_ready(item) for item in data]
    return data


def _error_json(error: AppError) -> dict[str, Any]:
    kept: dict[str, Any] = {"errorCode": error.code, "msg": error.msg}
    if error.fields:
        kept["fields"] = error.fields
    if error.system_msg:
        kept["systemMsg"] = error.system_msg
    return kept


class IdempotentRequests:
    """Every statement on the kept answers, one key of one caller at a time."""

    def __init__(self, session: AsyncSession, keyed: Keyed) -> None:
        self.session = session
        self.keyed = keyed

    def _this_key(self) -> tuple[Any, ...]:
        k = self.keyed
        return (
            IdempotentRequest.agent_id == k.agent_id,
            IdempotentRequest.user_id == k.user_id,
            IdempotentRequest.key == k.key,
        )

    async def find(self) -> IdempotentRequest | None:
        statement = select(IdempotentRequest).where(*self._this_key())
        return (await self.session.execute(statement)).scalar_one_or_none()

    async def add(self, data: Any, status_code: int) -> None:
        k = self.keyed
        self.session.add(
            IdempotentRequest(
                agent_id=k.agent_id,
                user_id=k.user_id,
                key=k.key,
                route=k.route,
                request_hash=k.digest,
                status_code=status_code,
                response=data,
            )
        )
        await self.session.flush()

    async def answer_reservation(self, status_code: int, response: Any) -> None:
        await self.session.execute(
            update(IdempotentRequest)
            .where(*self._this_key(), IdempotentRequest.status_code == IN_PROGRESS)
            .values(status_code=status_code, response=response)
        )

    async def drop_reservation(self) -> None:
        await self.session.execute(
            delete(IdempotentRequest).where(
                *self._this_key(), IdempotentRequest.status_code == IN_PROGRESS
            )
        )

    @staticmethod
    async def add_direct(tx: Direct, keyed: Keyed, data: Any) -> None:
        """`add` of a 200 answer in a `Direct` transaction."""
        await tx.execute(
            "INSERT INTO idempotent_request (agent_id, user_id, key, route, request_hash,"
            " status_code, response, created_at)"
            " VALUES (:agent, :user, :key, :route, :digest, 200, :response, :now)",
            {
                "agent": keyed.agent_id,
                "user": keyed.user_id,
                "key": keyed.key,
                "route": keyed.route,
                "digest": keyed.digest,
                "response": data,
                "now": utcnow(),
            },
        )


def _no_refusal(exc: IntegrityError) -> AppError | None:
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
            row = await IdempotentRequests(session, self).find()
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

    async def keep_in(self, session: AsyncSession, data: Any, status_code: int = 200) -> None:
        """Keep `data` as the answer, in the caller's write transaction (with the request's
        effects, so that both commit or neither)."""
        if self.key is not None:
            await IdempotentRequests(session, self).add(data, status_code)

    async def keep_in_direct(self, tx: Direct, data: Any) -> None:
        """`keep_in` for a request that runs in a `Direct` transaction."""
        if self.key is not None:
            await IdempotentRequests.add_direct(tx, self, data)

    async def reserve_in(self, session: AsyncSession) -> None:
        """Take the key in the transaction that records the request, before its upstream call:
        a racing copy then fails on the key's unique index instead of calling twice."""
        await self.keep_in(session, {}, IN_PROGRESS)

    async def settle(self, data: Any = None, error: AppError | None = None) -> Any:
        """Replace the reservation with the final answer (or refusal); returns `data`."""
        if self.key is None:
            return data
        if error is not None:
            status, kept = error.status_code, _error_json(error)
        else:
            status, kept = 200, json_ready(data)
        async with self.ctx.db.write() as session:
            await IdempotentRequests(session, self).answer_reservation(status, kept)
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
            await IdempotentRequests(session, self).drop_reservation()

    async def once(
        self, run: Callable[[], Awaitable[Any]], transient: tuple[type[AppError], ...] = ()
    ) -> Any:
        """The whole of a keyed request whose steps open their own transactions: the stored
        answer of a replay, else take the key (in a transaction of its own) and `finish`."""
        if (stored := await self.replay()) is not None:
            return stored
        if self.key is None:
            return json_ready(await run())
        try:
            async with self.ctx.db.write() as session:
                await self.reserve_in(session)
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
        refused: Callable[[IntegrityError], AppError | None] = _no_refusal,
    ) -> Any:
        """A keyed request that calls an upstream: record it (`write` returns its id) and take
        the key in one transaction, then `then(id)` and keep its answer. A copy that took the
        key first answers with its answer (or 0058 while it waits); a constraint `write`
        broke is refused as `refused` says."""
        try:
            async with self.ctx.db.write() as session:
                recorded = await write(session)
                await self.reserve_in(session)
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
