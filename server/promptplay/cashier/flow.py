"""One way to run a money-moving request: its write transaction, its Idempotency-Key
(`ledger.idempotency`) and the events it sends once committed."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from ..context import AppContext
from ..core.db import Direct
from ..core.errors import AppError, PendingTransaction
from ..ledger.idempotency import Keyed, json_ready
from ..realtime.bus import Event
from ..wire import Wallet
from .schemas import Tx


@dataclass(frozen=True)
class Outgoing:
    """An event to send after the commit (docs/money.md "Realtime socket")."""

    name: str
    data: Any
    user_id: int | None = None
    audience: str = "player"


@dataclass
class Outcome:
    data: Any
    events: list[Outgoing] = field(default_factory=list)


Operation = Callable[[AsyncSession], Awaitable[Outcome]]
DirectOperation = Callable[[Direct], Awaitable[Outcome]]


def pending_conflict(exc: IntegrityError) -> AppError | None:
    """The refusal a broken one-pending-deposit index stands for, if it is that index."""
    text = str(exc.orig)
    if "one_pending_deposit" in text or "bank_transaction.player_id" in text:
        return PendingTransaction("You already have a pending deposit", fields=["type"])
    return None


async def perform_keyed(
    keyed: Keyed,
    *,
    operation: Operation | None = None,
    direct: DirectOperation | None = None,
) -> Any:
    """Run `operation` in one write transaction (or `direct` in one `Direct` transaction),
    keep its answer with the key in that transaction, send its events once committed, and
    return its data, JSON-ready. A replay answers the kept answer and moves nothing."""
    assert (operation is None) != (direct is None), "one operation"
    ctx = keyed.ctx
    stored = await keyed.replay()
    if stored is not None:
        return stored
    try:
        if direct is not None:
            async with ctx.db.direct() as tx:
                outcome = await direct(tx)
                data = json_ready(outcome.data)
                await keyed.keep_in_direct(tx, data)
        else:
            assert operation is not None
            async with ctx.db.write() as session:
                outcome = await operation(session)
                data = json_ready(outcome.data)
                await keyed.keep_in(session, data)
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
    await publish(ctx, keyed.agent_id, outcome.events)
    return data


async def publish(ctx: AppContext, agent_id: int, events: list[Outgoing]) -> None:
    for item in events:
        await ctx.events.publish(
            Event(
                agent_id=agent_id,
                name=item.name,
                data=json_ready(item.data),
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
