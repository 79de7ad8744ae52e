"""Pending deposits that nobody handled in time expire (0005) without anyone asking, and
voucher and gateway requests whose answer never came are settled by asking the upstream."""

from __future__ import annotations

import asyncio
import logging
from datetime import timedelta

from ..context import AppContext
from ..core.clock import utcnow
from ..core.upstream_http import UpstreamDown
from . import gateway, incidents, vouchers
from .repository import CashierRepository, deposits_due
from .service import cashier_service

log = logging.getLogger("promptplay.cashier")


async def expire_overdue(ctx: AppContext) -> int:
    """Expire what is due and tell the players and staff; the number expired."""
    if not await deposits_due(ctx.db, utcnow()):
        return 0  # the usual case: no write transaction, no writer lock
    return await cashier_service.expire_overdue(ctx)


# An upstream request still pending after this long lost its answer: ask the upstream.
SETTLE_AFTER = timedelta(minutes=1)
# A gateway deposit that expired here is asked about once its order has closed there, for
# this long: a payment made late is then credited even if its callback never came.
LATE_PAYMENT_WINDOW = timedelta(days=7)


async def reconcile_upstreams(ctx: AppContext) -> int:
    """Settle voucher and gateway requests whose answer never came (a timeout), and find
    late payments of gateway deposits that expired here, by asking the upstream: never
    refunded on the timeout alone (PROVIDERS.md). Each request is settled on its own: one
    that fails is set aside as a payment incident and the sweep goes on."""
    async with ctx.db.read() as session:
        rows = await CashierRepository(session).awaiting_upstream(
            utcnow(), SETTLE_AFTER, LATE_PAYMENT_WINDOW
        )
    settled = 0
    for tx, receiver in rows:
        try:
            if tx.channel == "TRUEMONEY":
                settled += await vouchers.reconcile(ctx, tx, receiver)
            else:
                settled += await gateway.reconcile(ctx, tx)
        except UpstreamDown as exc:
            log.info("upstream still silent on transaction %s: %s", tx.id, exc)
        except Exception as exc:
            log.exception("transaction %s set aside", tx.id)
            await incidents.set_aside(
                ctx, tx, "reconcile_error", detail={"error": f"{type(exc).__name__}: {exc}"[:500]}
            )
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
