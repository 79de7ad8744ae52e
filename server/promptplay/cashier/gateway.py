"""The Vietnam bank-QR gateway (spec §7), through its adapter in `payments`: a deposit is an
order the player pays at the gateway, a withdrawal one the gateway pays out; the gateway's
signed callback, or the reconciler asking it, settles each.

Order of every money call: record the request first (pending), then ask the gateway, then
settle. A gateway that does not answer leaves the request pending; the sweeper asks again
later (PROVIDERS.md: a timeout is not a failure, never refund on it). Only agents that take
the gateway, in its own currency, may use it (`agent.service.payment_channels`). Money the
gateway reports that cannot be credited on its own becomes a payment incident for staff,
never silence (docs/money.md "Payment incidents")."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from datetime import timedelta
from decimal import Decimal

from sqlalchemy.ext.asyncio import AsyncSession

from .. import payments
from ..agent.service import GATEWAY_CURRENCY
from ..context import AppContext
from ..core.clock import utcnow
from ..core.errors import (
    DataNotFound,
    InvalidData,
    SignatureInvalid,
    TooManyOpenOrders,
    TransactionClosed,
)
from ..core.money import to_minor
from ..core.security import new_id
from ..core.upstream_http import UpstreamDown, UpstreamError, UpstreamProtocolError
from ..ledger.idempotency import Keyed
from ..models import BankTransaction
from ..wire import Wallet as WalletOut
from . import incidents
from .flow import pending_conflict, publish, transaction_events
from .repository import CashierRepository
from .schemas import (
    CANCELLED,
    EXPIRED,
    FAILED,
    PENDING,
    SUCCESS,
    GatewayBankOut,
    GatewayDepositBody,
    GatewayDepositResult,
    GatewayOrderOut,
    GatewayWithdrawBody,
    GatewayWithdrawResult,
    Tx,
)
from .service import Account, cashier_service, require_channel

log = logging.getLogger("promptplay.payments")

# A callback may be sent up to this far ahead of our clock (the two clocks differ a little).
CALLBACK_CLOCK_SKEW = timedelta(minutes=5)


async def banks(ctx: AppContext, agent_id: int, user_id: int) -> list[GatewayBankOut]:
    """The banks the gateway takes deposits through now, with our icons where we know them."""
    require_channel(await cashier_service.read_account(ctx, agent_id, user_id), "GATEWAY")
    async with payments.vietnam_gateway_client(ctx.settings) as client:
        try:
            listed = await client.list_banks()
        except UpstreamError as exc:
            raise payments.api_error(exc) from exc
    async with ctx.db.read() as session:
        known = await CashierRepository(session).known_bank_codes([b.bank_code for b in listed])
    return [
        GatewayBankOut(
            bankCode=b.bank_code,
            name=b.name,
            iconUrl=f"/api/bank/icon/{b.bank_code}.svg" if b.bank_code in known else None,
        )
        for b in listed
    ]


async def _open_order(
    keyed: Keyed,
    tx_id: int,
    field: str,
    call: Callable[[payments.VietnamGatewayClient], Awaitable[payments.GatewayOrder]],
) -> tuple[payments.GatewayOrder, Tx, WalletOut | None]:
    """Open the gateway order of a request already recorded as pending, and note it on the
    request (a deposit's expiry becomes the order's); the player is told. A refusal closes
    the request (a withdrawal's hold returns); an unknown outcome leaves it for the
    reconciler. Returns the order, the request and, for a withdrawal, the wallet."""
    ctx = keyed.ctx
    async with payments.vietnam_gateway_client(ctx.settings) as client:
        try:
            order = await call(client)
        except (payments.GatewayRefused, UpstreamDown) as exc:
            raise await cashier_service.upstream_failed(
                ctx, tx_id, exc, unreachable="gateway unreachable", field=field
            ) from exc
    async with ctx.db.write() as session:
        tx = await cashier_service.stored_transaction(session, tx_id)
        opened: dict[str, object] = {"upstream_id": order.order_id}
        if tx.type == "DEPOSIT" and order.expires_at is not None:
            opened["expires_at"] = order.expires_at
        await CashierRepository(session).change(tx, **opened)
        described = await cashier_service.describe(session, tx)
        wallet = await cashier_service.wallet_of(session, tx) if tx.type == "WITHDRAW" else None
    await publish(ctx, keyed.agent_id, transaction_events(described, wallet, user_id=keyed.user_id))
    return order, described, wallet


async def _gateway_account(
    ctx: AppContext, session: AsyncSession, agent_id: int, user_id: int, *, lock: bool
) -> Account:
    """The player's account for a new gateway order: the agent takes the gateway, and has room
    for one more open order (a flood of orders cannot pile up at the gateway)."""
    account = await cashier_service.account(session, agent_id, user_id, lock=lock)
    require_channel(account, "GATEWAY")
    open_orders = await CashierRepository(session).open_gateway_orders(agent_id)
    if open_orders >= ctx.settings.vn_gateway_max_open_orders:
        raise TooManyOpenOrders(system_msg=f"{open_orders} open gateway orders")
    return account


async def create_deposit(keyed: Keyed, body: GatewayDepositBody) -> GatewayDepositResult:
    """A gateway order for the amount: the player pays it on the gateway's page; the
    gateway's signed callback credits the wallet. One pending gateway deposit per player."""
    ctx = keyed.ctx
    if (stored := await keyed.replay()) is not None:
        return GatewayDepositResult.model_validate(stored)
    merchant_ref = f"D{new_id()}"[:40]

    async def record(session: AsyncSession) -> int:
        account = await _gateway_account(ctx, session, keyed.agent_id, keyed.user_id, lock=False)
        tx = await cashier_service.request_deposit(
            session, account, 0, body.amount, channel="GATEWAY", reference=merchant_ref
        )
        return tx.id

    async def open_deposit(tx_id: int) -> GatewayDepositResult:
        order, described, _ = await _open_order(
            keyed,
            tx_id,
            "bankCode",
            lambda client: client.create_deposit(
                merchant_ref, body.amount, body.bankCode, ctx.settings.vn_gateway_callback_url
            ),
        )
        return GatewayDepositResult(
            transaction=described,
            order=GatewayOrderOut(
                orderId=order.order_id,
                payUrl=order.pay_url,
                qrPayload=order.qr_payload,
                bankCode=order.bank_code,
                accountNo=order.account_no,
                accountName=order.account_name,
                amount=order.amount,
                expiresAt=order.expires_at.isoformat() if order.expires_at else None,
            ),
        )

    return GatewayDepositResult.model_validate(
        await keyed.through(record, open_deposit, refused=pending_conflict)
    )


async def cancel_deposit(ctx: AppContext, agent_id: int, user_id: int, transaction_id: int) -> Tx:
    """Cancel the player's own pending gateway deposit, at the gateway first."""
    async with ctx.db.read() as session:
        account = await cashier_service.account(session, agent_id, user_id)
        tx = await cashier_service.own_transaction(session, account, transaction_id)
    if tx.channel != "GATEWAY" or tx.type != "DEPOSIT":
        raise DataNotFound("Transaction not found", fields=["transactionId"])
    if tx.status != PENDING:
        raise TransactionClosed(system_msg=f"status={tx.status}")
    if tx.upstream_id:
        async with payments.vietnam_gateway_client(ctx.settings) as client:
            try:
                order = await client.cancel_deposit(tx.upstream_id)
            except UpstreamError as exc:
                raise payments.api_error(exc) from exc
        if order.status == "PAID":
            await apply_status(ctx, tx, "PAID", order.amount, source="cancel")
            raise TransactionClosed("This deposit was already paid")
    await cashier_service.upstream_closed(ctx, tx.id, CANCELLED, "cancelled by the player")
    return await cashier_service.read_transaction(ctx, tx.id)


async def create_withdraw(keyed: Keyed, body: GatewayWithdrawBody) -> GatewayWithdrawResult:
    """Hold the credit, then ask the gateway to pay the player's own bank account."""
    ctx = keyed.ctx
    if (stored := await keyed.replay()) is not None:
        return GatewayWithdrawResult.model_validate(stored)
    merchant_ref = f"W{new_id()}"[:40]
    payee: dict[str, str] = {}

    async def record(session: AsyncSession) -> int:
        account = await _gateway_account(ctx, session, keyed.agent_id, keyed.user_id, lock=True)
        row = await cashier_service.bank_account(session, account.player.bank_account_id)
        if row is None:
            raise DataNotFound("Bank account not found", fields=["bankAccountId"])
        own, bank = row
        payee["code"], payee["number"] = bank.code, own.bank_account_no
        payee["name"] = own.bank_account_name
        tx = await cashier_service.request_withdraw(
            session, account, own.id, body.amount, channel="GATEWAY", reference=merchant_ref
        )
        return tx.id

    async def open_withdraw(tx_id: int) -> GatewayWithdrawResult:
        _, described, wallet = await _open_order(
            keyed,
            tx_id,
            "amount",
            lambda client: client.create_withdraw(
                merchant_ref,
                body.amount,
                payee["code"],
                payee["number"],
                payee["name"],
                ctx.settings.vn_gateway_callback_url,
            ),
        )
        assert wallet is not None
        return GatewayWithdrawResult(transaction=described, wallet=wallet)

    return GatewayWithdrawResult.model_validate(
        await keyed.through(record, open_withdraw, refused=pending_conflict)
    )


async def history(ctx: AppContext, agent_id: int, user_id: int) -> list[Tx]:
    """The player's gateway deposits and withdrawals, newest first."""
    async with ctx.db.read() as session:
        account = await cashier_service.account(session, agent_id, user_id)
        found = await cashier_service.history(session, account, channel="GATEWAY")
    return found.allTransactions


async def accept_callback(ctx: AppContext, raw: bytes, signature: str | None) -> None:
    """The gateway's signed word that an order was paid, expired, cancelled or failed.
    A forged or stale body is refused (0055); a repeated one changes nothing; a payment that
    cannot be credited on its own becomes a payment incident."""
    client = payments.vietnam_gateway_client(ctx.settings)
    try:
        callback = client.verify_callback(raw, signature)
    except payments.CallbackSignatureMismatch as exc:
        log.warning("gateway callback refused: %s", exc)
        raise payments.api_error(exc) from exc
    except UpstreamProtocolError as exc:
        raise InvalidData("Unknown callback shape", fields=["body"]) from exc
    finally:
        await client.aclose()
    now = utcnow()
    window = timedelta(seconds=ctx.settings.vn_gateway_callback_window)
    if not now - window <= callback.sent_at <= now + CALLBACK_CLOCK_SKEW:
        # A replayed capture of an old callback; the reconciler asks the gateway instead.
        log.warning("gateway callback %s sent at %s refused", callback.event_id, callback.sent_at)
        raise SignatureInvalid("The callback is outside its time window")
    async with ctx.db.read() as session:
        tx = await CashierRepository(session).gateway_transaction(callback.merchant_ref)
    if tx is None or tx.type != callback.type:
        log.warning("gateway callback for an unknown order %s", callback.merchant_ref)
        raise DataNotFound("Order not found")
    await apply_status(ctx, tx, callback.status, callback.amount, source="callback")


async def apply_status(
    ctx: AppContext, tx: BankTransaction, status: str, amount: Decimal, *, source: str
) -> bool:
    """What the gateway says of one order, applied once: paid → credited (a deposit that
    expired here too: late money is never dropped); closed → closed here. Anything that
    cannot be applied on its own (another currency or amount, a payment for a request closed
    otherwise) is set aside as a payment incident and moves nothing. True when applied."""

    async def set_aside(kind: str, paid: int | None, **detail: object) -> bool:
        await incidents.set_aside(
            ctx,
            tx,
            kind,
            amount=paid,
            currency=GATEWAY_CURRENCY,
            detail={"status": status, "source": source, **detail},
        )
        return False

    if tx.currency_code != GATEWAY_CURRENCY:
        return await set_aside("currency_mismatch", None, reported=str(amount))
    try:
        paid = to_minor(amount, GATEWAY_CURRENCY)
    except ValueError:
        return await set_aside("bad_amount", None, reported=str(amount))
    if paid != tx.amount:
        return await set_aside("amount_mismatch", paid, ordered=tx.amount)
    if status == "PAID":
        if tx.status == PENDING:
            return await cashier_service.upstream_paid(ctx, tx.id) is not None
        if tx.status == EXPIRED and tx.type == "DEPOSIT":
            return await cashier_service.upstream_paid(ctx, tx.id, from_status=EXPIRED) is not None
        if tx.status == SUCCESS:
            return False  # a repeat
        return await set_aside("paid_after_close", paid, closedAs=tx.status)
    closed = {"EXPIRED": EXPIRED, "CANCELLED": CANCELLED}.get(status, FAILED)
    if tx.status == PENDING:
        reason = f"gateway: {status}"
        return await cashier_service.upstream_closed(ctx, tx.id, closed, reason) is not None
    if tx.status == EXPIRED and tx.upstream_status is None:
        await _note_upstream_status(ctx, tx.id, status)  # the gateway agrees: stop asking
    return False


async def _note_upstream_status(ctx: AppContext, tx_id: int, status: str) -> None:
    async with ctx.db.write() as session:
        await CashierRepository(session).note_upstream_status(tx_id, status)


async def reconcile(ctx: AppContext, tx: BankTransaction) -> int:
    """Ask the gateway about one request whose answer is missing and settle it; 1 when
    settled."""
    async with payments.vietnam_gateway_client(ctx.settings) as client:
        if tx.upstream_id is None:
            page = await client.history(merchant_ref=tx.reference)
            if not page.items:
                # The order was never opened at the gateway.
                if tx.type == "DEPOSIT":
                    if tx.status != PENDING:
                        await _note_upstream_status(ctx, tx.id, "NO_ORDER")
                        return 0
                    closed = await cashier_service.upstream_closed(ctx, tx.id, FAILED, "no order")
                    return int(closed is not None)
                # A withdrawal's hold: only staff know whether it was paid some other way.
                await incidents.set_aside(ctx, tx, "withdraw_without_order", detail={})
                return 0
            order = page.items[0]
        else:
            order = await client.get_order(tx.upstream_id)
    if order.status == "PENDING":
        return 0
    return int(await apply_status(ctx, tx, order.status, order.amount, source="asked"))
