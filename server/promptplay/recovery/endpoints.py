"""Forgot password (docs/api.md "Forgot password"): open to visitors, limited per address."""

from __future__ import annotations

from fastapi import APIRouter, Depends, Request

from ..context import Ctx
from ..core.deps import HostName, client_address
from ..core.envelope import ERROR_RESPONSES, Empty, Ok, ok
from ..core.ratelimit import rate_limit
from .schemas import CodeSent, ForgotBody, ResetBody
from .service import recovery_service

router = APIRouter(
    tags=["auth"], responses=ERROR_RESPONSES, dependencies=[Depends(rate_limit("recovery"))]
)


@router.post("/auth/forgotPassword", response_model=Ok[CodeSent])
async def forgotPassword(
    ctx: Ctx, host: HostName, body: ForgotBody, request: Request
) -> Ok[CodeSent]:
    """Send a one-time code to the phone the account was registered with, when the username
    and phone match an active player; the same answer otherwise."""
    return ok(await recovery_service.send_code(ctx, host, body, client_address(request)))


@router.post("/auth/resetPassword", response_model=Ok[Empty])
async def resetPassword(ctx: Ctx, host: HostName, body: ResetBody) -> Ok[Empty]:
    """A new password for the code sent; every session of the player ends. A wrong, spent or
    expired code is 0000 naming `code`."""
    await recovery_service.reset(ctx, host, body)
    return ok(Empty())
