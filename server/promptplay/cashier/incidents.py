"""Payment incidents: money an upstream reported that was not credited or settled on its own
(docs/money.md "Payment incidents"). Written once per request and kind; staff resolve each
one once, and only their resolution moves money."""

from __future__ import annotations

import logging
from typing import Any, Literal

from sqlalchemy.ext.asyncio import AsyncSession

from ..context import AppContext
from ..core.clock import utcnow
from ..core.errors import DataNotFound, InvalidData, TransactionClosed
from ..models import BankTransaction, PaymentIncident
from .repository import CashierRepository, IncidentRepository
from .schemas import FAILED, PENDING, SUCCESS
from .service import Staff, cashier_service

log = logging.getLogger("promptplay.payments")

# What each kind means to the staff member who resolves it.
KINDS = {
    "amount_mismatch": "the upstream reports another amount than the request's",
    "currency_mismatch": "the upstream pays in another currency than the wallet's",
    "bad_amount": "the upstream's amount cannot be read",
    "paid_after_close": "paid after the request was closed here",
    "withdraw_without_order": "a gateway withdrawal whose order was never opened",
    "no_receiver": "a voucher of an agent that no longer has a receiving wallet",
    "reconcile_error": "the upstream's answer about this request could not be used",
}

Action = Literal["credit", "paid", "refund", "dismiss"]
# The actions that fit a request of each type.
_ACTIONS: dict[str, tuple[str, ...]] = {
    "DEPOSIT": ("credit", "dismiss"),
    "WITHDRAW": ("paid", "refund", "dismiss"),
}


def reference_of(tx: BankTransaction) -> str:
    return f"bank_transaction:{tx.id}"


async def set_aside(
    ctx: AppContext,
    tx: BankTransaction,
    kind: str,
    *,
    amount: int | None = None,
    currency: str | None = None,
    detail: dict[str, Any],
) -> None:
    """Open an incident for `tx` in a transaction of its own; the same kind seen again for
    the same request (a retried callback, the next sweep) is kept once. Moves nothing."""
    assert kind in KINDS, kind
    async with ctx.db.write() as session:
        await IncidentRepository(session).open(
            tx,
            kind,
            reference=reference_of(tx),
            amount=amount,
            currency=currency,
            detail=detail,
            created_at=utcnow(),
        )
    log.warning("payment incident %s on transaction %s: %s", kind, tx.id, detail)


async def open_for(session: AsyncSession, agent_id: int) -> list[PaymentIncident]:
    """The agent's incidents, open ones first."""
    return await IncidentRepository(session).of_agent(agent_id)


async def resolve(
    session: AsyncSession, staff: Staff, incident_id: int, action: Action, note: str
) -> tuple[PaymentIncident, BankTransaction | None, bool]:
    """Resolve one open incident of the staff's own agent, once (a second answers 0051):
    `credit` a deposit with the amount the upstream reported (its currency must be the
    wallet's), `paid`/`refund` a held withdrawal, or `dismiss` (nothing moves; a pending
    deposit is closed as failed). Returns the incident, its request and whether money moved."""
    kept, requests = IncidentRepository(session), CashierRepository(session)
    incident = await kept.get(incident_id)
    if incident is None or incident.agent_id != staff.agent.id:
        raise DataNotFound("Incident not found")
    if incident.status != "open":
        raise TransactionClosed("This incident was already resolved")
    tx = (
        await requests.transaction(incident.bank_transaction_id)
        if incident.bank_transaction_id is not None
        else None
    )
    if tx is not None and action not in _ACTIONS[tx.type]:
        raise InvalidData(
            f"A {tx.type.lower()} incident is resolved by {' or '.join(_ACTIONS[tx.type])}",
            fields=["action"],
        )
    if tx is None and action != "dismiss":
        raise InvalidData("Its request is gone: it can only be dismissed", fields=["action"])
    claimed = await kept.claim(
        incident.id,
        resolution=action,
        note=note[:255],
        resolved_by=staff.user_id,
        resolved_at=utcnow(),
    )
    if not claimed:
        raise TransactionClosed("This incident was already resolved")
    moved = False
    if tx is not None:
        moved = await _apply(session, staff, incident, tx, action, note)
    requests.audit(
        agent_id=staff.agent.id,
        staff_user_id=staff.user_id,
        staff_username=staff.username,
        action=f"incident_{action}",
        target_type="payment_incident",
        target_id=incident.id,
        detail={
            "kind": incident.kind,
            "transactionId": tx.id if tx else None,
            "amount": tx.amount if tx else None,
            "note": note,
        },
    )
    return await kept.reread(incident), tx, moved


async def _apply(
    session: AsyncSession,
    staff: Staff,
    incident: PaymentIncident,
    tx: BankTransaction,
    action: str,
    note: str,
) -> bool:
    """Move what the resolution says; True when a balance changed."""
    if action == "credit":
        if tx.status == SUCCESS:
            raise TransactionClosed("This deposit was credited already")
        if incident.currency_code not in (None, tx.currency_code):
            raise InvalidData(
                "The upstream paid in another currency: credit it by an adjustment",
                fields=["action"],
            )
        if incident.amount is not None and incident.amount > 0:
            # What the player really paid.
            await CashierRepository(session).change(tx, amount=incident.amount)
        tx = await cashier_service.close(
            session, tx, SUCCESS, staff=staff, expect_type="DEPOSIT", from_status=tx.status
        )
        await cashier_service.settle(session, tx, staff.user_id)
        return True
    if tx.status != PENDING:
        if action == "dismiss":
            return False
        raise TransactionClosed(system_msg=f"status={tx.status}")
    if action == "paid":
        tx = await cashier_service.close(session, tx, SUCCESS, staff=staff, expect_type="WITHDRAW")
        await cashier_service.settle(session, tx, staff.user_id)
        return False  # the credit left at the hold
    if action == "refund" or tx.type == "DEPOSIT":
        reason = f"incident: {note}"[:255]
        tx = await cashier_service.close(
            session, tx, FAILED, staff=staff, reason=reason, expect_type=tx.type
        )
        if tx.type == "WITHDRAW":
            await cashier_service.refund(session, tx, staff.user_id)
            return True
        return False
    raise InvalidData("A held withdrawal is resolved by paid or refund", fields=["action"])
