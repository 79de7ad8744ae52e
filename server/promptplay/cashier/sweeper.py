"""Pending deposits that nobody handled in time expire (0005) without anyone asking."""

from __future__ import annotations

import asyncio
import logging
from datetime import timedelta

from sqlalchemy import select

from .. import payments
from ..core.context import AppContext
from ..models import BankTransaction, Player
from ..models.base import utcnow
from . import payments as flows
from .flow import publish, transaction_events
from .service import PENDING, cashier_service

log = logging.getLogger("promptplay.cashier")


async def expire_overdue(ctx: AppContext) -> int:
    """Expire what is due and tell the players and staff; the number expired."""
    due = (
        select(BankTransaction.id)
        .where(
            BankTransaction.status == PENDING,
            BankTransaction.type == "DEPOSIT",
            BankTransaction.expires_at <= utcnow(),
        )
        .limit(1)
    )
    async with ctx.db.connect() as connection:
        if (await connection.execute(due)).first() is None:
            return 0  # the usual case: no write transaction, no writer lock
    async with ctx.db.write() as session:
        expired = await cashier_service.expire_overdue(session)
        described = [(tx, await cashier_service.describe(session, tx)) for tx in expired]
    for tx, out in described:
        await publish(ctx, tx.agent_id, transaction_events(out, user_id=tx.user_id))
    return len(described)


# An upstream request still pending after this long lost its answer: ask the upstream.
SETTLE_AFTER = timedelta(minutes=1)


async def reconcile_upstreams(ctx: AppContext) -> int:
    """Settle voucher and gateway requests whose answer never came (a timeout), by asking the
    upstream what became of them: never refunded on the timeout alone (PROVIDERS.md)."""
    statement = (
        select(BankTransaction, Player.tel)
        .join(Player, Player.id == BankTransaction.player_id)
        .where(
            BankTransaction.status == PENDING,
            BankTransaction.channel.in_(("TRUEMONEY", "GATEWAY")),
            BankTransaction.created_at <= utcnow() - SETTLE_AFTER,
        )
        .limit(100)
    )
    async with ctx.db.read() as session:
        rows = (await session.execute(statement)).all()
    settled = 0
    for tx, tel in rows:
        try:
            settled += await flows.reconcile(ctx, tx, tel)
        except payments.UpstreamUnavailable as exc:
            log.info("upstream still silent on transaction %s: %s", tx.id, exc)
    return settled


async def run(ctx: AppContext, interval: float = 15.0) -> None:
    """Forever, every `interval` seconds. Several processes may run it: the expiry is one
    conditional UPDATE, so each request expires once."""
    while True:
        try:
            count = await expire_overdue(ctx)
            if count:
                log.info("expired %d pending deposit(s)", count)
            settled = await reconcile_upstreams(ctx)
            if settled:
                log.info("settled %d upstream request(s)", settled)
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("deposit expiry sweep failed")
        await asyncio.sleep(interval)
