"""TrueMoney gift vouchers and the Vietnam bank-QR gateway (spec §7), through the adapters
in `payments`. Order of every money call: record the request first (pending), then ask the
upstream, then settle. An upstream that does not answer leaves the request pending; the
sweeper asks again later (PROVIDERS.md: a timeout is not a failure, never refund on it).

Each channel serves only the agents that take it, in the upstream's own currency
(`agent.service.payment_channels`); a voucher pays into the agent's receiving wallet. Money an
upstream reports that cannot be credited on its own becomes a payment incident for staff,
never silence (docs/money.md "Payment incidents")."""

from __future__ import annotations

import logging
from collections.abc import Awaitable
from datetime import timedelta
from decimal import Decimal

from fastapi import APIRouter, Request
from pydantic import BaseModel, ConfigDict, Field
from sqlalchemy import func, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from .. import payments
from ..agent.service import GATEWAY_CURRENCY, payment_channels
from ..auth.deps import PlayerCaller
from ..context import AppContext, Ctx
from ..core.clock import utcnow
from ..core.envelope import ERROR_RESPONSES, Ok, ok
from ..core.errors import (
    AppError,
    DataNotFound,
    InvalidData,
    OutcomeUnknown,
    PaymentMethodUnavailable,
    SignatureInvalid,
    TooManyOpenOrders,
    TransactionClosed,
    UpstreamUnavailable,
    VoucherRefused,
)
from ..core.money import Money, to_minor
from ..core.security import new_id
from ..models import AuditLog, Bank, BankTransaction
from ..player.schemas import Wallet
from . import incidents
from .flow import Keyed, publish, transaction_events
from .schemas import Amount, Id, Tx
from .service import CANCELLED, EXPIRED, FAILED, PENDING, SUCCESS, Account, cashier_service

log = logging.getLogger("promptplay.payments")

router = APIRouter(tags=["payments"], responses=ERROR_RESPONSES)

# A callback may be sent up to this far ahead of our clock (the two clocks differ a little).
CALLBACK_CLOCK_SKEW = timedelta(minutes=5)


class GiftBody(BaseModel):
    model_config = ConfigDict(extra="ignore", str_strip_whitespace=True)
    gift: str = Field(min_length=1, max_length=512)


class GiftResult(BaseModel):
    transaction: Tx
    wallet: Wallet


class GatewayBankOut(BaseModel):
    bankCode: str
    name: str
    iconUrl: str | None


class GatewayDepositBody(BaseModel):
    model_config = ConfigDict(extra="ignore")
    amount: Amount
    bankCode: str = Field(min_length=1, max_length=16)


class GatewayWithdrawBody(BaseModel):
    model_config = ConfigDict(extra="ignore")
    amount: Amount


class GatewayCancelBody(BaseModel):
    model_config = ConfigDict(extra="ignore")
    transactionId: Id


class GatewayOrderOut(BaseModel):
    orderId: str
    payUrl: str | None
    qrPayload: str | None
    bankCode: str
    accountNo: str
    accountName: str
    amount: Money
    expiresAt: str | None


class GatewayDepositResult(BaseModel):
    transaction: Tx
    order: GatewayOrderOut


class GatewayWithdrawResult(BaseModel):
    transaction: Tx
    wallet: Wallet


def require_channel(account: Account, channel: str) -> None:
    """Refuse a channel this agent does not take, or not in its currency (0057)."""
    if channel not in payment_channels(account.agent, account.currency):
        raise PaymentMethodUnavailable(system_msg=f"{channel} is not offered to this agent")


async def _settle_success(
    ctx: AppContext,
    tx_id: int,
    amount_minor: int | None = None,
    *,
    from_status: str = PENDING,
) -> tuple[BankTransaction, Wallet] | None:
    """`from_status` (pending, or expired for a late payment) → 0000 and the money moved,
    once: a second call finds it closed and does nothing (None)."""
    async with ctx.db.write() as session:
        tx = await session.get(BankTransaction, tx_id, populate_existing=True)
        assert tx is not None
        if tx.status != from_status:
            return None
        if amount_minor is not None and amount_minor != tx.amount:
            tx.amount = amount_minor
            await session.flush()
        tx = await cashier_service.close(
            session, tx, SUCCESS, expect_type=tx.type, from_status=from_status
        )
        await cashier_service.settle(session, tx, None)
        if from_status != PENDING:
            # Credited after it had closed here: say so where staff look.
            tx.upstream_status = "PAID"
            session.add(
                AuditLog(
                    agent_id=tx.agent_id,
                    staff_user_id=0,
                    staff_username="system",
                    action="late_deposit_credited",
                    target_type="bank_transaction",
                    target_id=tx.id,
                    detail={
                        "amount": tx.amount,
                        "playerId": tx.player_id,
                        "was": from_status,
                        "channel": tx.channel,
                    },
                )
            )
        wallet = await _wallet(session, tx)
        described = await cashier_service.describe(session, tx)
    await publish(ctx, tx.agent_id, transaction_events(described, wallet, user_id=tx.user_id))
    return tx, wallet


async def _settle_failure(
    ctx: AppContext, tx_id: int, status: str, reason: str
) -> BankTransaction | None:
    """Pending → `status`; a withdrawal's held credit returns. Once."""
    async with ctx.db.write() as session:
        tx = await session.get(BankTransaction, tx_id, populate_existing=True)
        assert tx is not None
        if tx.status != PENDING:
            return None
        tx = await cashier_service.close(
            session, tx, status, reason=reason[:255], expect_type=tx.type
        )
        if tx.type == "WITHDRAW":
            await cashier_service.refund(session, tx, None)
        wallet = await _wallet(session, tx) if tx.type == "WITHDRAW" else None
        described = await cashier_service.describe(session, tx)
    await publish(ctx, tx.agent_id, transaction_events(described, wallet, user_id=tx.user_id))
    return tx


async def _wallet(session: AsyncSession, tx: BankTransaction) -> Wallet:
    return Wallet.of(await cashier_service.wallet(session, tx.wallet_id))


# ----- TrueMoney ---------------------------------------------------------------------------


@router.post("/bank/giftTrueMoney/redeem", response_model=Ok[GiftResult])
async def redeem_gift(
    ctx: Ctx, caller: PlayerCaller, body: GiftBody, request: Request
) -> Ok[GiftResult]:
    """Redeem a TrueMoney gift link into credit, where the agent takes vouchers. The voucher
    pays into the agent's own TrueMoney wallet; it credits once (its hash is unique per agent,
    and the store pays a hash once)."""
    keyed = Keyed.of(ctx, request, caller.agent_id, caller.user_id, body)
    if (stored := await keyed.replay()) is not None:
        return ok(GiftResult.model_validate(stored))
    account = await cashier_service.read_account(ctx, caller.agent_id, caller.user_id)
    require_channel(account, "TRUEMONEY")
    receiver = account.agent.truemoney_mobile
    assert receiver is not None  # a channel only with its receiving wallet
    try:
        voucher_hash = payments.parse_gift(body.gift)
    except payments.InvalidGift as exc:
        raise InvalidData(str(exc), fields=["gift"]) from exc
    async with payments.truemoney_client(ctx.settings) as client:
        try:
            voucher = await client.verify(voucher_hash, receiver)
        except payments.VoucherRefused as exc:
            # Already redeemed (by anyone, the agent included) before this request: not ours.
            raise VoucherRefused(system_msg=exc.code) from exc
        except payments.UpstreamUnavailable as exc:
            raise UpstreamUnavailable(system_msg=str(exc)) from exc

        async def write(session: AsyncSession) -> int:
            current = await cashier_service.account(session, caller.agent_id, caller.user_id)
            tx = await cashier_service.request_deposit(
                session, current, 0, voucher.amount, channel="TRUEMONEY", reference=voucher_hash
            )
            return tx.id

        async def redeem(tx_id: int) -> GiftResult:
            try:
                redeemed = await client.redeem(voucher_hash, receiver)
            except payments.VoucherRefused as exc:
                # Redeemed into the agent's wallet between our verify and redeem can only be
                # this request's own earlier try (the hash is ours alone on this agent).
                if exc.redeemed_by_you and exc.voucher is not None:
                    redeemed = exc.voucher
                else:
                    await _settle_failure(ctx, tx_id, FAILED, exc.code)
                    raise VoucherRefused(system_msg=exc.code) from exc
            except payments.UpstreamUnavailable as exc:
                if not exc.outcome_unknown:
                    await _settle_failure(ctx, tx_id, FAILED, "upstream unreachable")
                    raise UpstreamUnavailable(system_msg=str(exc)) from exc
                raise OutcomeUnknown(system_msg=str(exc)) from exc
            await _settle_success(ctx, tx_id, to_minor(redeemed.amount, account.currency))
            return await _gift_result(ctx, tx_id)

        return ok(await keyed.through(write, redeem, refused=_voucher_used))


def _voucher_used(exc: IntegrityError) -> AppError:
    """The voucher's hash is unique per agent: a second request for it was refused."""
    return VoucherRefused("This voucher was already used", system_msg="VOUCHER_OUT_OF_STOCK")


async def _gift_result(ctx: AppContext, tx_id: int) -> GiftResult:
    async with ctx.db.read() as session:
        final = await session.get(BankTransaction, tx_id)
        assert final is not None
        return GiftResult(
            transaction=await cashier_service.describe(session, final),
            wallet=await _wallet(session, final),
        )


# ----- Vietnam gateway ---------------------------------------------------------------------


async def _open_order(
    ctx: AppContext, tx_id: int, field: str, call: Awaitable[payments.GatewayOrder]
) -> payments.GatewayOrder:
    """Open a gateway order for a request already recorded as pending. A refusal closes the
    request (a withdrawal's hold returns); an unknown outcome leaves it for the reconciler."""
    try:
        return await call
    except payments.GatewayRefused as exc:
        await _settle_failure(ctx, tx_id, FAILED, exc.code)
        raise InvalidData(exc.message or exc.code, fields=[field], system_msg=exc.code) from exc
    except payments.UpstreamUnavailable as exc:
        if not exc.outcome_unknown:
            await _settle_failure(ctx, tx_id, FAILED, "gateway unreachable")
            raise UpstreamUnavailable(system_msg=str(exc)) from exc
        raise OutcomeUnknown(system_msg=str(exc)) from exc


async def _gateway_account(
    ctx: AppContext, session: AsyncSession, caller_agent: int, caller_user: int, *, lock: bool
) -> Account:
    """The player's account for a new gateway order: the agent takes the gateway, and has room
    for one more open order (a flood of orders cannot pile up at the gateway)."""
    account = await cashier_service.account(session, caller_agent, caller_user, lock=lock)
    require_channel(account, "GATEWAY")
    open_orders = (
        await session.execute(
            select(func.count())
            .select_from(BankTransaction)
            .where(
                BankTransaction.agent_id == caller_agent,
                BankTransaction.channel == "GATEWAY",
                BankTransaction.status == PENDING,
            )
        )
    ).scalar_one()
    if open_orders >= ctx.settings.vn_gateway_max_open_orders:
        raise TooManyOpenOrders(system_msg=f"{open_orders} open gateway orders")
    return account


@router.get("/vietnamGateWay/deposit/listBankActive", response_model=Ok[list[GatewayBankOut]])
async def gateway_banks(ctx: Ctx, caller: PlayerCaller) -> Ok[list[GatewayBankOut]]:
    """The banks the gateway takes deposits through now, with our icons where we know them."""
    require_channel(
        await cashier_service.read_account(ctx, caller.agent_id, caller.user_id), "GATEWAY"
    )
    async with payments.vietnam_gateway_client(ctx.settings) as client:
        try:
            banks = await client.list_banks()
        except payments.PaymentUpstreamError as exc:
            raise UpstreamUnavailable(system_msg=str(exc)) from exc
    async with ctx.db.read() as session:
        codes = [b.bank_code for b in banks]
        known = set(
            (await session.execute(select(Bank.code).where(Bank.code.in_(codes)))).scalars()
        )
    return ok(
        [
            GatewayBankOut(
                bankCode=b.bank_code,
                name=b.name,
                iconUrl=f"/api/bank/icon/{b.bank_code}.svg" if b.bank_code in known else None,
            )
            for b in banks
        ]
    )


@router.post("/vietnamGateWay/createDeposit", response_model=Ok[GatewayDepositResult])
async def gateway_create_deposit(
    ctx: Ctx, caller: PlayerCaller, body: GatewayDepositBody, request: Request
) -> Ok[GatewayDepositResult]:
    """A gateway order for the amount: the player pays it on the gateway's page; the
    gateway's signed callback credits the wallet. One pending gateway deposit per player."""
    keyed = Keyed.of(ctx, request, caller.agent_id, caller.user_id, body)
    if (stored := await keyed.replay()) is not None:
        return ok(GatewayDepositResult.model_validate(stored))
    merchant_ref = f"D{new_id()}"[:40]

    async def write(session: AsyncSession) -> int:
        account = await _gateway_account(ctx, session, caller.agent_id, caller.user_id, lock=False)
        tx = await cashier_service.request_deposit(
            session, account, 0, body.amount, channel="GATEWAY", reference=merchant_ref
        )
        return tx.id

    async def open_deposit(tx_id: int) -> GatewayDepositResult:
        async with payments.vietnam_gateway_client(ctx.settings) as client:
            order = await _open_order(
                ctx,
                tx_id,
                "bankCode",
                client.create_deposit(
                    merchant_ref, body.amount, body.bankCode, ctx.settings.vn_gateway_callback_url
                ),
            )
        async with ctx.db.write() as session:
            tx = await session.get(BankTransaction, tx_id)
            assert tx is not None
            tx.upstream_id = order.order_id
            if order.expires_at is not None:
                tx.expires_at = order.expires_at
            await session.flush()
            described = await cashier_service.describe(session, tx)
        await publish(ctx, caller.agent_id, transaction_events(described, user_id=caller.user_id))
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

    return ok(await keyed.through(write, open_deposit))


@router.post("/vietnamGateWay/cancelDeposit", response_model=Ok[Tx])
async def gateway_cancel_deposit(ctx: Ctx, caller: PlayerCaller, body: GatewayCancelBody) -> Ok[Tx]:
    """Cancel the player's own pending gateway deposit, at the gateway first."""
    async with ctx.db.read() as session:
        account = await cashier_service.account(session, caller.agent_id, caller.user_id)
        tx = await cashier_service.own_transaction(session, account, body.transactionId)
    if tx.channel != "GATEWAY" or tx.type != "DEPOSIT":
        raise DataNotFound("Transaction not found", fields=["transactionId"])
    if tx.status != PENDING:
        raise TransactionClosed(system_msg=f"status={tx.status}")
    if tx.upstream_id:
        async with payments.vietnam_gateway_client(ctx.settings) as client:
            try:
                order = await client.cancel_deposit(tx.upstream_id)
            except payments.PaymentUpstreamError as exc:
                raise UpstreamUnavailable(system_msg=str(exc)) from exc
        if order.status == "PAID":
            await apply_gateway_status(ctx, tx, "PAID", order.amount, source="cancel")
            raise TransactionClosed("This deposit was already paid")
    await _settle_failure(ctx, tx.id, CANCELLED, "cancelled by the player")
    async with ctx.db.read() as session:
        final = await session.get(BankTransaction, tx.id)
        assert final is not None
        return ok(await cashier_service.describe(session, final))


@router.post("/vietnamGateWay/createWithdraw", response_model=Ok[GatewayWithdrawResult])
async def gateway_create_withdraw(
    ctx: Ctx, caller: PlayerCaller, body: GatewayWithdrawBody, request: Request
) -> Ok[GatewayWithdrawResult]:
    """Hold the credit, then ask the gateway to pay the player's own bank account."""
    keyed = Keyed.of(ctx, request, caller.agent_id, caller.user_id, body)
    if (stored := await keyed.replay()) is not None:
        return ok(GatewayWithdrawResult.model_validate(stored))
    merchant_ref = f"W{new_id()}"[:40]
    payee: dict[str, str] = {}

    async def write(session: AsyncSession) -> int:
        account = await _gateway_account(ctx, session, caller.agent_id, caller.user_id, lock=True)
        row = await cashier_service.bank_account(session, account.player.bank_account_id)
        if row is None:
            raise DataNotFound("Bank account not found", fields=["bankAccountId"])
        own, bank = row
        payee.update(code=bank.code, number=own.bank_account_no, name=own.bank_account_name)
        tx = await cashier_service.request_withdraw(
            session, account, own.id, body.amount, channel="GATEWAY"
        )
        tx.reference = merchant_ref
        await session.flush()
        return tx.id

    async def open_withdraw(tx_id: int) -> GatewayWithdrawResult:
        async with payments.vietnam_gateway_client(ctx.settings) as client:
            order = await _open_order(
                ctx,
                tx_id,
                "amount",
                client.create_withdraw(
                    merchant_ref,
                    body.amount,
                    payee["code"],
                    payee["number"],
                    payee["name"],
                    ctx.settings.vn_gateway_callback_url,
                ),
            )
        async with ctx.db.write() as session:
            tx = await session.get(BankTransaction, tx_id)
            assert tx is not None
            tx.upstream_id = order.order_id
            await session.flush()
            described = await cashier_service.describe(session, tx)
            wallet = await _wallet(session, tx)
        await publish(
            ctx, caller.agent_id, transaction_events(described, wallet, user_id=caller.user_id)
        )
        return GatewayWithdrawResult(transaction=described, wallet=wallet)

    return ok(await keyed.through(write, open_withdraw))


@router.get("/vietnamGateWay/history", response_model=Ok[list[Tx]])
async def gateway_history(ctx: Ctx, caller: PlayerCaller) -> Ok[list[Tx]]:
    """The player's gateway deposits and withdrawals, newest first."""
    async with ctx.db.read() as session:
        account = await cashier_service.account(session, caller.agent_id, caller.user_id)
        history = await cashier_service.history(session, account, channel="GATEWAY")
    return ok(history.allTransactions)


@router.post("/vietnamGateWay/callback", name="gateway_callback", response_model=Ok[dict[str, str]])
async def gateway_callback(ctx: Ctx, request: Request) -> Ok[dict[str, str]]:
    """The gateway's signed word that an order was paid, expired, cancelled or failed.
    A forged or stale body is refused (0055); a repeated one changes nothing; a payment that
    cannot be credited on its own becomes a payment incident."""
    raw = await request.body()
    client = payments.vietnam_gateway_client(ctx.settings)
    try:
        callback = client.verify_callback(raw, request.headers.get("x-signature"))
    except payments.SignatureInvalid as exc:
        log.warning("gateway callback refused: %s", exc)
        raise SignatureInvalid() from exc
    except payments.UpstreamProtocolError as exc:
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
        tx = (
            await session.execute(
                select(BankTransaction).where(
                    BankTransaction.channel == "GATEWAY",
                    BankTransaction.reference == callback.merchant_ref,
                )
            )
        ).scalar_one_or_none()
    if tx is None or tx.type != callback.type:
        log.warning("gateway callback for an unknown order %s", callback.merchant_ref)
        raise DataNotFound("Order not found")
    await apply_gateway_status(ctx, tx, callback.status, callback.amount, source="callback")
    return ok({"result": "accepted"})


async def apply_gateway_status(
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
            return await _settle_success(ctx, tx.id) is not None
        if tx.status == EXPIRED and tx.type == "DEPOSIT":
            return await _settle_success(ctx, tx.id, from_status=EXPIRED) is not None
        if tx.status == SUCCESS:
            return False  # a repeat
        return await set_aside("paid_after_close", paid, closedAs=tx.status)
    closed = {"EXPIRED": EXPIRED, "CANCELLED": CANCELLED}.get(status, FAILED)
    if tx.status == PENDING:
        return await _settle_failure(ctx, tx.id, closed, f"gateway: {status}") is not None
    if tx.status == EXPIRED and tx.upstream_status is None:
        await _note_upstream_status(ctx, tx.id, status)  # the gateway agrees: stop asking
    return False


async def _note_upstream_status(ctx: AppContext, tx_id: int, status: str) -> None:
    async with ctx.db.write() as session:
        await session.execute(
            update(BankTransaction)
            .where(BankTransaction.id == tx_id, BankTransaction.upstream_status.is_(None))
            .values(upstream_status=status[:16])
        )


async def reconcile(ctx: AppContext, tx: BankTransaction, receiver: str | None) -> int:
    """Ask the upstream about one request whose answer is missing and settle it; 1 when
    settled. `receiver` is the agent's TrueMoney wallet (vouchers)."""
    if tx.channel == "TRUEMONEY":
        assert tx.reference is not None
        if not receiver:
            await incidents.set_aside(ctx, tx, "no_receiver", detail={})
            return 0
        async with payments.truemoney_client(ctx.settings) as client:
            try:
                await client.verify(tx.reference, receiver)
            except payments.VoucherRefused as exc:
                if exc.redeemed_by_you:
                    amount = exc.voucher.amount if exc.voucher else None
                    minor = to_minor(amount, tx.currency_code) if amount is not None else None
                    return int(await _settle_success(ctx, tx.id, minor) is not None)
                return int(await _settle_failure(ctx, tx.id, FAILED, exc.code) is not None)
        # Still redeemable: our redeem never reached the store. Nothing moved.
        return int(await _settle_failure(ctx, tx.id, FAILED, "not redeemed") is not None)
    async with payments.vietnam_gateway_client(ctx.settings) as client:
        if tx.upstream_id is None:
            page = await client.history(merchant_ref=tx.reference)
            if not page.items:
                # The order was never opened at the gateway.
                if tx.type == "DEPOSIT":
                    if tx.status != PENDING:
                        await _note_upstream_status(ctx, tx.id, "NO_ORDER")
                        return 0
                    return int(await _settle_failure(ctx, tx.id, FAILED, "no order") is not None)
                # A withdrawal's hold: only staff know whether it was paid some other way.
                await incidents.set_aside(ctx, tx, "withdraw_without_order", detail={})
                return 0
            order = page.items[0]
        else:
            order = await client.get_order(tx.upstream_id)
    if order.status == "PENDING":
        return 0
    return int(await apply_gateway_status(ctx, tx, order.status, order.amount, source="asked"))
