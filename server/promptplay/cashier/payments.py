"""TrueMoney gift vouchers and the Vietnam bank-QR gateway (spec §7), through the adapters
in `payments`. Order of every money call: record the request first (pending), then ask the
upstream, then settle. An upstream that does not answer leaves the request pending; the
sweeper asks again later (PROVIDERS.md: a timeout is not a failure, never refund on it)."""

from __future__ import annotations

import logging
from collections.abc import Awaitable

from fastapi import APIRouter, Request
from pydantic import BaseModel, ConfigDict, Field
from sqlalchemy import select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from .. import payments
from ..auth.deps import PlayerCaller
from ..core.context import AppContext
from ..core.deps import Ctx
from ..core.envelope import ERROR_RESPONSES, Ok, ok
from ..core.errors import (
    DataNotFound,
    InvalidData,
    PermissionDenied,
    SignatureInvalid,
    TransactionClosed,
    UpstreamUnavailable,
    VoucherRefused,
)
from ..core.money import Money, from_minor, to_minor
from ..core.security import new_id
from ..models import Bank, BankTransaction
from ..player.schemas import Wallet
from .flow import publish, transaction_events
from .schemas import Amount, Id, Tx
from .service import CANCELLED, EXPIRED, FAILED, PENDING, SUCCESS, cashier_service

log = logging.getLogger("promptplay.payments")

router = APIRouter(tags=["payments"], responses=ERROR_RESPONSES)


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


async def _settle_success(
    ctx: AppContext, tx_id: int, amount_minor: int | None = None
) -> tuple[BankTransaction, Wallet] | None:
    """Pending → 0000 and the money moved, once: a second call finds it closed and does
    nothing (None)."""
    async with ctx.db.write() as session:
        tx = await session.get(BankTransaction, tx_id, populate_existing=True)
        assert tx is not None
        if tx.status != PENDING:
            return None
        if amount_minor is not None and amount_minor != tx.amount:
            tx.amount = amount_minor
            await session.flush()
        tx = await cashier_service.close(session, tx, SUCCESS, expect_type=tx.type)
        await cashier_service.settle(session, tx, None)
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
async def redeem_gift(ctx: Ctx, caller: PlayerCaller, body: GiftBody) -> Ok[GiftResult]:
    """Redeem a TrueMoney gift link into credit, where the agent turns vouchers on. A voucher
    credits once: its hash is unique per agent."""
    account = await cashier_service.read_account(ctx, caller.agent_id, caller.user_id)
    if not (account.agent.player_configuration or {}).get("giftTrueMoney"):
        raise PermissionDenied("Gift vouchers are not available on this site")
    try:
        voucher_hash = payments.parse_gift(body.gift)
    except payments.InvalidGift as exc:
        raise InvalidData(str(exc), fields=["gift"]) from exc
    mobile = account.player.tel
    async with payments.truemoney_client(ctx.settings) as client:
        try:
            voucher = await client.verify(voucher_hash, mobile)
        except payments.VoucherRefused as exc:
            raise VoucherRefused(system_msg=exc.code) from exc
        except payments.UpstreamUnavailable as exc:
            raise UpstreamUnavailable(system_msg=str(exc)) from exc
        try:
            async with ctx.db.write() as session:
                current = await cashier_service.account(session, caller.agent_id, caller.user_id)
                tx = await cashier_service.request_deposit(
                    session, current, 0, voucher.amount, channel="TRUEMONEY", reference=voucher_hash
                )
                tx_id = tx.id
        except IntegrityError as exc:
            # The voucher's hash is unique per agent: it was used here already.
            raise VoucherRefused(
                "This voucher was already used", system_msg="VOUCHER_OUT_OF_STOCK"
            ) from exc
        try:
            redeemed = await client.redeem(voucher_hash, mobile)
        except payments.VoucherRefused as exc:
            if exc.redeemed_by_you and exc.voucher is not None:
                redeemed = exc.voucher
            else:
                await _settle_failure(ctx, tx_id, FAILED, exc.code)
                raise VoucherRefused(system_msg=exc.code) from exc
        except payments.UpstreamUnavailable as exc:
            if not exc.outcome_unknown:
                await _settle_failure(ctx, tx_id, FAILED, "upstream unreachable")
            raise UpstreamUnavailable(system_msg=str(exc)) from exc
    settled = await _settle_success(ctx, tx_id, to_minor(redeemed.amount, account.currency))
    async with ctx.db.read() as session:
        final = await session.get(BankTransaction, tx_id)
        assert final is not None
        described = await cashier_service.describe(session, final)
        wallet = (
            settled[1]
            if settled
            else Wallet.of(
                (await cashier_service.account(session, caller.agent_id, caller.user_id)).wallet
            )
        )
    return ok(GiftResult(transaction=described, wallet=wallet))


# ----- Vietnam gateway ---------------------------------------------------------------------


def _callback_url(request: Request) -> str:
    return str(request.url_for("gateway_callback"))


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


@router.get("/vietnamGateWay/deposit/listBankActive", response_model=Ok[list[GatewayBankOut]])
async def gateway_banks(ctx: Ctx, caller: PlayerCaller) -> Ok[list[GatewayBankOut]]:
    """The banks the gateway takes deposits through now, with our icons where we know them."""
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
    gateway's signed callback credits the wallet."""
    merchant_ref = f"D{new_id()}"[:40]
    async with ctx.db.write() as session:
        account = await cashier_service.account(session, caller.agent_id, caller.user_id)
        tx = await cashier_service.request_deposit(
            session, account, 0, body.amount, channel="GATEWAY", reference=merchant_ref
        )
        tx_id = tx.id
    async with payments.vietnam_gateway_client(ctx.settings) as client:
        order = await _open_order(
            ctx,
            tx_id,
            "bankCode",
            client.create_deposit(merchant_ref, body.amount, body.bankCode, _callback_url(request)),
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
    return ok(
        GatewayDepositResult(
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
    )


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
            await _settle_success(ctx, tx.id)
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
    merchant_ref = f"W{new_id()}"[:40]
    async with ctx.db.write() as session:
        account = await cashier_service.account(session, caller.agent_id, caller.user_id, lock=True)
        row = await cashier_service.bank_account(session, account.player.bank_account_id)
        if row is None:
            raise DataNotFound("Bank account not found", fields=["bankAccountId"])
        own, bank = row
        tx = await cashier_service.request_withdraw(
            session, account, own.id, body.amount, channel="GATEWAY"
        )
        tx.reference = merchant_ref
        await session.flush()
        tx_id = tx.id
    async with payments.vietnam_gateway_client(ctx.settings) as client:
        order = await _open_order(
            ctx,
            tx_id,
            "amount",
            client.create_withdraw(
                merchant_ref,
                body.amount,
                bank.code,
                own.bank_account_no,
                own.bank_account_name,
                _callback_url(request),
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
    return ok(GatewayWithdrawResult(transaction=described, wallet=wallet))


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
    A forged body is refused (0055); a repeated one changes nothing."""
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
    if from_minor(tx.amount, tx.currency_code) != callback.amount:
        log.error(
            "gateway callback amount %s differs from order %s (%s); set aside",
            callback.amount,
            tx.id,
            from_minor(tx.amount, tx.currency_code),
        )
        raise InvalidData("Amount does not match the order", fields=["amount"])
    if callback.status == "PAID":
        await _settle_success(ctx, tx.id)
    else:
        status = {"EXPIRED": EXPIRED, "CANCELLED": CANCELLED}.get(callback.status, FAILED)
        await _settle_failure(ctx, tx.id, status, f"gateway: {callback.status}")
    return ok({"result": "accepted"})


async def reconcile(ctx: AppContext, tx: BankTransaction, tel: str) -> int:
    """Ask the upstream about one pending request and settle it; 1 when settled."""
    if tx.channel == "TRUEMONEY":
        assert tx.reference is not None
        async with payments.truemoney_client(ctx.settings) as client:
            try:
                voucher = await client.verify(tx.reference, tel)
            except payments.VoucherRefused as exc:
                if exc.redeemed_by_you:
                    amount = exc.voucher.amount if exc.voucher else None
                    minor = to_minor(amount, tx.currency_code) if amount is not None else None
                    return int(await _settle_success(ctx, tx.id, minor) is not None)
                return int(await _settle_failure(ctx, tx.id, FAILED, exc.code) is not None)
        # Still redeemable: our redeem never reached the store. Nothing moved.
        del voucher
        return int(await _settle_failure(ctx, tx.id, FAILED, "not redeemed") is not None)
    async with payments.vietnam_gateway_client(ctx.settings) as client:
        if tx.upstream_id is None:
            page = await client.history(merchant_ref=tx.reference)
            if not page.items:
                # The order was never opened at the gateway.
                if tx.type == "DEPOSIT":
                    return int(await _settle_failure(ctx, tx.id, FAILED, "no order") is not None)
                return 0  # a withdrawal's hold waits for staff to look
            order = page.items[0]
        else:
            order = await client.get_order(tx.upstream_id)
    if order.status == "PAID":
        return int(await _settle_success(ctx, tx.id) is not None)
    if order.status in ("EXPIRED", "CANCELLED", "FAILED"):
        status = {"EXPIRED": EXPIRED, "CANCELLED": CANCELLED}.get(order.status, FAILED)
        return int(
            await _settle_failure(ctx, tx.id, status, f"gateway: {order.status}") is not None
        )
    return 0
