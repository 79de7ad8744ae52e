"""Pending deposits that nobody handled in time expire (0005) without anyone asking."""

from __future__ import annotations

import asyncio
import logging
from datetime import timedelta

from sqlalchemy import and_, or_, select

from .. import payments
from ..context import AppContext
from ..core.clock import utcnow
from ..models import Agent, BankTransaction, PaymentIncident
from . import incidents
from . import payments as flows
from .flow import publish, transaction_events
from .service import EXPIRED, PENDING, cashier_service

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
# A gateway deposit that expired here is asked about once its order has closed there, for
# this long: a payment made late is then credited even if its callback never came.
LATE_PAYMENT_WINDOW = timedelta(days=7)


async def reconcile_upstreams(ctx: AppContext) -> int:
    """Settle voucher and gateway requests whose answer never came (a timeout), and find
    late payments of gateway deposits that expired here, by asking the upstream: never
    refunded on the timeout alone (PROVIDERS.md). Each request is settled on its own: one
    that fails is set aside as a payment incident and the sweep goes on."""
    now = utcnow()
    has_incident = (
        select(PaymentIncident.id)
        .where(
            PaymentIncident.bank_transaction_id == BankTransaction.id,
            PaymentIncident.status == "open",
        )
        .exists()
    )
    waiting = and_(
        BankTransaction.status == PENDING,
        BankTransaction.channel.in_(("TRUEMONEY", "GATEWAY")),
        BankTransaction.created_at <= now - SETTLE_AFTER,
    )
    expired_here = and_(
        BankTransaction.status == EXPIRED,
        BankTransaction.channel == "GATEWAY",
        BankTransaction.type == "DEPOSIT",
        BankTransaction.upstream_status.is_(None),
        BankTransaction.updated_at <= now - SETTLE_AFTER,
        BankTransaction.created_at >= now - LATE_PAYMENT_WINDOW,
        # The gateway's order has closed too (its own expiry, our expiry before it).
        or_(BankTransaction.expires_at.is_(None), BankTransaction.expires_at <= now),
    )
    statement = (
        select(BankTransaction, Agent.truemoney_mobile)
        .join(Agent, Agent.id == BankTransaction.agent_id)
        .where(or_(waiting, expired_here), ~has_incident)
        .order_by(BankTransaction.id)
        .limit(100)
    )
    async with ctx.db.read() as session:
        rows = (await session.execute(statement)).all()
    settled = 0
    for tx, receiver in rows:
        try:
            settled += await flows.reconcile(ctx, tx, receiver)
        except payments.UpstreamUnavailable as exc:
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
