"""TrueMoney gift vouchers (spec §7), through the store's adapter in `payments`: a voucher
pays into the agent's own TrueMoney wallet and becomes the player's deposit.

Order of every money call: record the request first (pending), then ask the store, then
settle. A store that does not answer leaves the request pending; the sweeper asks again later
(PROVIDERS.md: a timeout is not a failure, never refund on it)."""

from __future__ import annotations

from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from .. import payments
from ..context import AppContext
from ..core.errors import AppError, InvalidData, VoucherRefused
from ..core.money import to_minor
from ..core.upstream_http import UpstreamDown, UpstreamError
from ..ledger.idempotency import Keyed
from ..models import BankTransaction
from . import incidents
from .schemas import FAILED, GiftResult
from .service import cashier_service, require_channel


async def redeem_gift(keyed: Keyed, gift: str) -> GiftResult:
    """Redeem a TrueMoney gift link into credit, where the agent takes vouchers. It credits
    once: its hash is unique per agent, and the store pays a hash once."""
    ctx = keyed.ctx
    if (stored := await keyed.replay()) is not None:
        return GiftResult.model_validate(stored)
    account = await cashier_service.read_account(ctx, keyed.agent_id, keyed.user_id)
    require_channel(account, "TRUEMONEY")
    receiver = account.agent.truemoney_mobile
    assert receiver is not None  # a channel only with its receiving wallet
    try:
        voucher_hash = payments.parse_gift(gift)
    except payments.InvalidGift as exc:
        raise InvalidData(str(exc), fields=["gift"]) from exc
    async with payments.truemoney_client(ctx.settings) as client:
        try:
            voucher = await client.verify(voucher_hash, receiver)
        except UpstreamError as exc:
            # Refused now (already redeemed, by anyone, the agent included): not ours.
            raise payments.api_error(exc) from exc

        async def record(session: AsyncSession) -> int:
            current = await cashier_service.account(session, keyed.agent_id, keyed.user_id)
            tx = await cashier_service.request_deposit(
                session, current, 0, voucher.amount, channel="TRUEMONEY", reference=voucher_hash
            )
            return tx.id

        async def redeem(tx_id: int) -> GiftResult:
            try:
                redeemed = await client.redeem(voucher_hash, receiver)
            except payments.VoucherStoreRefused as exc:
                # Redeemed into the agent's wallet between our verify and redeem can only be
                # this request's own earlier try (the hash is ours alone on this agent).
                if not (exc.redeemed_by_you and exc.voucher is not None):
                    raise await _failed(ctx, tx_id, exc) from exc
                redeemed = exc.voucher
            except UpstreamDown as exc:
                raise await _failed(ctx, tx_id, exc) from exc
            await cashier_service.upstream_paid(
                ctx, tx_id, to_minor(redeemed.amount, account.currency)
            )
            return await _gift_result(ctx, tx_id)

        return GiftResult.model_validate(await keyed.through(record, redeem, refused=_voucher_used))


async def _failed(ctx: AppContext, tx_id: int, exc: UpstreamError) -> AppError:
    return await cashier_service.upstream_failed(
        ctx, tx_id, exc, unreachable="upstream unreachable"
    )


def _voucher_used(exc: IntegrityError) -> AppError:
    """The voucher's hash is unique per agent: a second request for it was refused."""
    return VoucherRefused("This voucher was already used", system_msg="VOUCHER_OUT_OF_STOCK")


async def _gift_result(ctx: AppContext, tx_id: int) -> GiftResult:
    async with ctx.db.read() as session:
        final = await cashier_service.stored_transaction(session, tx_id)
        return GiftResult(
            transaction=await cashier_service.describe(session, final),
            wallet=await cashier_service.wallet_of(session, final),
        )


async def reconcile(ctx: AppContext, tx: BankTransaction, receiver: str | None) -> int:
    """Ask the store about a voucher request whose answer is missing and settle it; 1 when
    settled. `receiver` is the agent's TrueMoney wallet."""
    assert tx.reference is not None
    if not receiver:
        await incidents.set_aside(ctx, tx, "no_receiver", detail={})
        return 0
    async with payments.truemoney_client(ctx.settings) as client:
        try:
            await client.verify(tx.reference, receiver)
        except payments.VoucherStoreRefused as exc:
            if exc.redeemed_by_you:
                amount = exc.voucher.amount if exc.voucher else None
                minor = to_minor(amount, tx.currency_code) if amount is not None else None
                return int(await cashier_service.upstream_paid(ctx, tx.id, minor) is not None)
            return int(
                await cashier_service.upstream_closed(ctx, tx.id, FAILED, exc.code) is not None
            )
    # Still redeemable: our redeem never reached the store. Nothing moved.
    return int(
        await cashier_service.upstream_closed(ctx, tx.id, FAILED, "not redeemed") is not None
    )
