"""The player's cashier calls of spec §7 "Bank" (docs/money.md): bank deposits and
withdrawals, TrueMoney vouchers and the Vietnam gateway."""

from __future__ import annotations

from datetime import date
from typing import Annotated

from fastapi import APIRouter, Path, Query, Request

from ..auth.deps import PlayerCaller
from ..context import Ctx
from ..core.envelope import ERROR_RESPONSES, Ok, ok
from ..core.errors import InvalidData, PermissionDenied
from ..ledger.idempotency import Keyed
from ..wire import BankAccount
from . import gateway, vouchers
from .schemas import (
    CurrentTransactionBody,
    DateFilter,
    DepositAccountsBody,
    GatewayBankOut,
    GatewayCancelBody,
    GatewayDepositBody,
    GatewayDepositResult,
    GatewayWithdrawBody,
    GatewayWithdrawResult,
    GiftBody,
    GiftResult,
    HistoryResult,
    TransactionBody,
    TransactionResult,
    Tx,
    WithdrawableOut,
)
from .service import cashier_service

router = APIRouter(prefix="/bank", tags=["bank"], responses=ERROR_RESPONSES)
payment_router = APIRouter(tags=["payments"], responses=ERROR_RESPONSES)


@router.post("/deposit/bankAccount", response_model=Ok[list[BankAccount]])
async def deposit_bank_accounts(
    ctx: Ctx, caller: PlayerCaller, body: DepositAccountsBody
) -> Ok[list[BankAccount]]:
    """The agent's active accounts of the asked type, PromptPay data included."""
    return ok(await cashier_service.deposit_accounts(ctx, caller.agent_id, body.bankAccountType))


@router.post("/withdrawable", response_model=Ok[WithdrawableOut])
async def withdrawable(ctx: Ctx, caller: PlayerCaller) -> Ok[WithdrawableOut]:
    """What the player may withdraw now and why not more (spec §5), with the agent's limits."""
    return ok(await cashier_service.read_withdrawable(ctx, caller.agent_id, caller.user_id))


@router.post("/transaction", response_model=Ok[TransactionResult])
async def create_transaction(
    ctx: Ctx, caller: PlayerCaller, body: TransactionBody, request: Request
) -> Ok[TransactionResult]:
    """A deposit request (0001, waits for staff) or a withdrawal (credit held at once)."""
    if body.agentId is not None and body.agentId != caller.agent_id:
        raise PermissionDenied("This agent is not yours", fields=["agentId"])
    keyed = Keyed.of(ctx, request, caller.agent_id, caller.user_id, body)
    return ok(await cashier_service.create_transaction(keyed, body))


@router.get("/transaction", response_model=Ok[HistoryResult])
async def transaction_history(
    ctx: Ctx,
    caller: PlayerCaller,
    dateFilter: DateFilter | None = None,
    startDate: Annotated[date | None, Query()] = None,
    endDate: Annotated[date | None, Query()] = None,
) -> Ok[HistoryResult]:
    """Deposits, withdrawals and both, newest first, by the date filters of spec §3 in the
    agent's time zone."""
    if startDate and endDate and startDate > endDate:
        raise InvalidData("startDate is after endDate", fields=["startDate", "endDate"])
    history = await cashier_service.transaction_history(
        ctx, caller.agent_id, caller.user_id, dateFilter, startDate, endDate
    )
    return ok(HistoryResult(transactionHistory=history))


@router.delete("/transaction", response_model=Ok[Tx])
async def cancel_transaction(
    ctx: Ctx,
    caller: PlayerCaller,
    request: Request,
    transactionId: Annotated[int, Query(ge=1, le=2**62)],
) -> Ok[Tx]:
    """The player cancels his own pending deposit (0004)."""
    body = {"transactionId": transactionId}
    keyed = Keyed.of(ctx, request, caller.agent_id, caller.user_id, body)
    return ok(await cashier_service.cancel_transaction(keyed, transactionId))


@router.post("/transaction/player/currentTransaction", response_model=Ok[Tx | None])
async def current_transaction(
    ctx: Ctx, caller: PlayerCaller, body: CurrentTransactionBody
) -> Ok[Tx | None]:
    """The player's pending deposit, if any."""
    return ok(
        await cashier_service.current_transaction(
            ctx, caller.agent_id, caller.user_id, body.fromBankAccountId
        )
    )


TransactionId = Annotated[int, Path(ge=1, le=2**62)]


@router.put("/transaction/{transactionId}/expired", response_model=Ok[Tx])
async def expire_transaction(
    ctx: Ctx, caller: PlayerCaller, transactionId: TransactionId
) -> Ok[Tx]:
    """0005 once the deposit's time has passed; otherwise the request as it is."""
    return ok(
        await cashier_service.expire_transaction(
            ctx, caller.agent_id, caller.user_id, transactionId
        )
    )


@router.post("/transaction/{transactionId}/expired", response_model=Ok[Tx])
async def expire_transaction_post(
    ctx: Ctx, caller: PlayerCaller, transactionId: TransactionId
) -> Ok[Tx]:
    """The same as PUT (DESIGN §5)."""
    return await expire_transaction(ctx, caller, transactionId)


# ----- TrueMoney ---------------------------------------------------------------------------


@payment_router.post("/bank/giftTrueMoney/redeem", response_model=Ok[GiftResult])
async def redeem_gift(
    ctx: Ctx, caller: PlayerCaller, body: GiftBody, request: Request
) -> Ok[GiftResult]:
    """Redeem a TrueMoney gift link into credit, where the agent takes vouchers. The voucher
    pays into the agent's own TrueMoney wallet; it credits once (its hash is unique per agent,
    and the store pays a hash once)."""
    keyed = Keyed.of(ctx, request, caller.agent_id, caller.user_id, body)
    return ok(await vouchers.redeem_gift(keyed, body.gift))


# ----- Vietnam gateway ---------------------------------------------------------------------


@payment_router.get(
    "/vietnamGateWay/deposit/listBankActive", response_model=Ok[list[GatewayBankOut]]
)
async def gateway_banks(ctx: Ctx, caller: PlayerCaller) -> Ok[list[GatewayBankOut]]:
    """The banks the gateway takes deposits through now, with our icons where we know them."""
    return ok(await gateway.banks(ctx, caller.agent_id, caller.user_id))


@payment_router.post("/vietnamGateWay/createDeposit", response_model=Ok[GatewayDepositResult])
async def gateway_create_deposit(
    ctx: Ctx, caller: PlayerCaller, body: GatewayDepositBody, request: Request
) -> Ok[GatewayDepositResult]:
    """A gateway order for the amount: the player pays it on the gateway's page; the
    gateway's signed callback credits the wallet. One pending gateway deposit per player."""
    keyed = Keyed.of(ctx, request, caller.agent_id, caller.user_id, body)
    return ok(await gateway.create_deposit(keyed, body))


@payment_router.post("/vietnamGateWay/cancelDeposit", response_model=Ok[Tx])
async def gateway_cancel_deposit(ctx: Ctx, caller: PlayerCaller, body: GatewayCancelBody) -> Ok[Tx]:
    """Cancel the player's own pending gateway deposit, at the gateway first."""
    return ok(
        await gateway.cancel_deposit(ctx, caller.agent_id, caller.user_id, body.transactionId)
    )


@payment_router.post("/vietnamGateWay/createWithdraw", response_model=Ok[GatewayWithdrawResult])
async def gateway_create_withdraw(
    ctx: Ctx, caller: PlayerCaller, body: GatewayWithdrawBody, request: Request
) -> Ok[GatewayWithdrawResult]:
    """Hold the credit, then ask the gateway to pay the player's own bank account."""
    keyed = Keyed.of(ctx, request, caller.agent_id, caller.user_id, body)
    return ok(await gateway.create_withdraw(keyed, body))


@payment_router.get("/vietnamGateWay/history", response_model=Ok[list[Tx]])
async def gateway_history(ctx: Ctx, caller: PlayerCaller) -> Ok[list[Tx]]:
    """The player's gateway deposits and withdrawals, newest first."""
    return ok(await gateway.history(ctx, caller.agent_id, caller.user_id))
