"""The agent's money set-up calls (docs/money.md "Back office"), mounted under /api/backoffice:
the staff's own agent only, another agent's ids are 0040."""

from __future__ import annotations

from fastapi import APIRouter, Request

from ..backoffice.deps import AdminCaller, Id, StaffCaller
from ..context import Ctx
from ..core.envelope import ERROR_RESPONSES, Ok, ok
from ..uploads.endpoints import MULTIPART_BODY, receive_image
from ..uploads.schemas import Upload
from .schemas import (
    BankAccountBody,
    BankAccountsPage,
    MoneyLimits,
    MoneyLimitsBody,
    StaffBankAccount,
)
from .service import money_setup_service

router = APIRouter(tags=["money set-up"], responses=ERROR_RESPONSES)


@router.get("/bankAccounts", response_model=Ok[BankAccountsPage])
async def bank_accounts(ctx: Ctx, staff: StaffCaller) -> Ok[BankAccountsPage]:
    """The agent's own bank accounts, and the banks of its country a new one may be at."""
    return ok(await money_setup_service.accounts(ctx, staff))


@router.post("/bankAccounts", response_model=Ok[StaffBankAccount])
async def add_bank_account(
    ctx: Ctx, staff: AdminCaller, body: BankAccountBody
) -> Ok[StaffBankAccount]:
    """A new account of the agent's (audited): a number at a bank of the agent's country of
    the bank's length, held by no one else of the agent (23505 otherwise), a PromptPay target
    on a baht account only."""
    return ok(await money_setup_service.add_account(ctx, staff, body))


@router.put("/bankAccounts/{accountId}", response_model=Ok[StaffBankAccount])
async def update_bank_account(
    ctx: Ctx, staff: AdminCaller, accountId: Id, body: BankAccountBody
) -> Ok[StaffBankAccount]:
    """Change one of the agent's accounts in full, its status (active, inactive) among the
    rest (audited). Accounts are never deleted: deposits name them."""
    return ok(await money_setup_service.update_account(ctx, staff, accountId, body))


@router.post("/bankAccounts/uploadImage", response_model=Ok[Upload], openapi_extra=MULTIPART_BODY)
async def upload_bank_qr(ctx: Ctx, staff: AdminCaller, request: Request) -> Ok[Upload]:
    """An account's QR image (PNG, JPEG, WebP or GIF by its bytes, at most 1 MiB) as the
    multipart field `file`, as /api/backoffice/events/uploadImage."""
    return await receive_image(ctx, staff, request)


@router.get("/settings/limits", response_model=Ok[MoneyLimits])
async def money_limits(ctx: Ctx, staff: StaffCaller) -> Ok[MoneyLimits]:
    return ok(await money_setup_service.limits(ctx, staff))


@router.put("/settings/limits", response_model=Ok[MoneyLimits])
async def update_money_limits(
    ctx: Ctx, staff: AdminCaller, body: MoneyLimitsBody
) -> Ok[MoneyLimits]:
    """Replace the agent's deposit and withdrawal ranges, its most credit per player, its
    turnover multiple and its deposit expiry (audited)."""
    return ok(await money_setup_service.update_limits(ctx, staff, body))
