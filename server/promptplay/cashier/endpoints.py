"""The player's cashier calls of spec §7 "Bank" (docs/money.md)."""

from __future__ import annotations

from datetime import date
from typing import Annotated

from fastapi import APIRouter, Path, Query, Request

from ..agent.repository import AgentRepository
from ..auth.deps import PlayerCaller
from ..auth.service import Caller
from ..context import AppContext, Ctx
from ..core.envelope import ERROR_RESPONSES, Ok, ok
from ..core.errors import InvalidData, PermissionDenied
from ..models import BankTransaction
from ..player.schemas import BankAccount, Wallet
from .flow import perform, publish, transaction_events
from .schemas import (
    CurrentTransactionBody,
    DateFilter,
    DepositAccountsBody,
    HistoryResult,
    TransactionBody,
    TransactionResult,
    Tx,
    WithdrawableOut,
)
from .service import Account, Outcome, cashier_service

router = APIRouter(prefix="/bank", tags=["bank"], responses=ERROR_RESPONSES)


@router.post("/deposit/bankAccount", response_model=Ok[list[BankAccount]])
async def deposit_bank_accounts(
    ctx: Ctx, caller: PlayerCaller, body: DepositAccountsBody
) -> Ok[list[BankAccount]]:
    """The agent's active accounts of the asked type, PromptPay data included."""
    async with ctx.db.read() as session:
        rows = await AgentRepository(session).deposit_accounts(
            caller.agent_id, body.bankAccountType
        )
    return ok([BankAccount.of(account, bank) for account, bank in rows])


@router.post("/withdrawable", response_model=Ok[WithdrawableOut])
async def withdrawable(ctx: Ctx, caller: PlayerCaller) -> Ok[WithdrawableOut]:
    """What the player may withdraw now and why not more (spec §5), with the agent's limits."""
    return ok(
        cashier_service.describe_withdrawable(
            await cashier_service.read_account(ctx, caller.agent_id, caller.user_id)
        )
    )


@router.post("/transaction", response_model=Ok[TransactionResult])
async def create_transaction(
    ctx: Ctx, caller: PlayerCaller, body: TransactionBody, request: Request
) -> Ok[TransactionResult]:
    """A deposit request (0001, waits for staff) or a withdrawal (credit held at once)."""
    if body.agentId is not None and body.agentId != caller.agent_id:
        raise PermissionDenied("This agent is not yours", fields=["agentId"])

    async def operation(session) -> Outcome:  # type: ignore[no-untyped-def]
        account = await cashier_service.account(
            session, caller.agent_id, caller.user_id, lock=body.type == "WITHDRAW"
        )
        if body.type == "DEPOSIT":
            tx = await cashier_service.request_deposit(
                session, account, body.bankAccountId, body.amount
            )
        else:
            tx = await cashier_service.request_withdraw(
                session, account, body.bankAccountId, body.amount
            )
        return await _with_wallet(session, account, tx, caller.user_id)

    data = await perform(
        ctx,
        request,
        agent_id=caller.agent_id,
        user_id=caller.user_id,
        body=body,
        operation=operation,
    )
    return ok(TransactionResult.model_validate(data))


async def _with_wallet(session, account: Account, tx: BankTransaction, user_id: int) -> Outcome:  # type: ignore[no-untyped-def]
    fresh = await cashier_service.account(session, account.agent.id, user_id)
    wallet = Wallet.of(fresh.wallet)
    described = await cashier_service.describe(session, tx)
    history = await cashier_service.history(session, fresh)
    changed = wallet if tx.type == "WITHDRAW" else None
    return Outcome(
        TransactionResult(transaction=described, wallet=wallet, transactionHistory=history),
        transaction_events(described, changed, user_id=user_id),
    )


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
    async with ctx.db.read() as session:
        account = await cashier_service.account(session, caller.agent_id, caller.user_id)
        history = await cashier_service.history(session, account, dateFilter, startDate, endDate)
    return ok(HistoryResult(transactionHistory=history))


@router.delete("/transaction", response_model=Ok[Tx])
async def cancel_transaction(
    ctx: Ctx,
    caller: PlayerCaller,
    request: Request,
    transactionId: Annotated[int, Query(ge=1, le=2**62)],
) -> Ok[Tx]:
    """The player cancels his own pending deposit (0004)."""

    async def operation(session) -> Outcome:  # type: ignore[no-untyped-def]
        account = await cashier_service.account(session, caller.agent_id, caller.user_id)
        tx = await cashier_service.cancel_deposit(session, account, transactionId)
        described = await cashier_service.describe(session, tx)
        return Outcome(described, transaction_events(described, user_id=caller.user_id))

    data = await perform(
        ctx,
        request,
        agent_id=caller.agent_id,
        user_id=caller.user_id,
        body={"transactionId": transactionId},
        operation=operation,
    )
    return ok(Tx.model_validate(data))


@router.post("/transaction/player/currentTransaction", response_model=Ok[Tx | None])
async def current_transaction(
    ctx: Ctx, caller: PlayerCaller, body: CurrentTransactionBody
) -> Ok[Tx | None]:
    """The player's pending deposit, if any."""
    async with ctx.db.read() as session:
        account = await cashier_service.account(session, caller.agent_id, caller.user_id)
        tx = await cashier_service.pending_deposit(session, account)
        if tx is not None and body.fromBankAccountId not in (None, tx.bank_account_id):
            tx = None
        return ok(await cashier_service.describe(session, tx) if tx is not None else None)


async def _expire(ctx: AppContext, caller: Caller, transaction_id: int) -> Tx:
    async with ctx.db.write() as session:
        account = await cashier_service.account(session, caller.agent_id, caller.user_id)
        tx, changed = await cashier_service.expire_if_due(session, account, transaction_id)
        described = await cashier_service.describe(session, tx)
    if changed:
        await publish(ctx, caller.agent_id, transaction_events(described, user_id=caller.user_id))
    return described


TransactionId = Annotated[int, Path(ge=1, le=2**62)]


@router.put("/transaction/{transactionId}/expired", response_model=Ok[Tx])
async def expire_transaction(
    ctx: Ctx, caller: PlayerCaller, transactionId: TransactionId
) -> Ok[Tx]:
    """0005 once the deposit's time has passed; otherwise the request as it is."""
    return ok(await _expire(ctx, caller, transactionId))


@router.post("/transaction/{transactionId}/expired", response_model=Ok[Tx])
async def expire_transaction_post(
    ctx: Ctx, caller: PlayerCaller, transactionId: TransactionId
) -> Ok[Tx]:
    """The same as PUT (DESIGN §5)."""
    return ok(await _expire(ctx, caller, transactionId))
