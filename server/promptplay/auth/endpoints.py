from __future__ import annotations

from fastapi import APIRouter, Request

from ..context import Ctx
from ..core.deps import HostName, client_address
from ..core.envelope import ERROR_RESPONSES, Empty, Ok, ok
from ..core.errors import RefreshTokenMissing
from .deps import AnyCaller, LoginAttempt, credentials, players_only
from .schemas import CheckTokenResult, LoginBody, LoginResult, RenewBody, TokenPair
from .service import auth_service

router = APIRouter(prefix="/auth", tags=["auth"], responses=ERROR_RESPONSES)


@router.post("/login", response_model=Ok[LoginResult])
async def login(
    ctx: Ctx, host: HostName, body: LoginBody, request: Request, attempt: LoginAttempt
) -> Ok[LoginResult]:
    signed_in = await auth_service.login(
        ctx,
        host=host,
        agent_prefix=body.agentPrefix,
        username=body.username,
        password=body.password,
        user_type=body.userType,
        address=client_address(request),
        user_agent=request.headers.get("user-agent"),
    )
    await attempt.give_back()  # only failed attempts count against the address's rate
    return ok(
        LoginResult(
            accessToken=signed_in.tokens.access_token,
            refreshToken=signed_in.tokens.refresh_token,
            user=signed_in.user,
        )
    )


@router.post("/checkToken", response_model=Ok[CheckTokenResult])
async def checkToken(request: Request) -> Ok[CheckTokenResult]:
    # Every page load asks: the session check and the user's description are one read.
    caller, user = await auth_service.authenticate_described(*credentials(request))
    players_only(caller)
    return ok(CheckTokenResult(user=user))


@router.post("/renewAccessToken", response_model=Ok[TokenPair])
async def renewAccessToken(ctx: Ctx, body: RenewBody) -> Ok[TokenPair]:
    if not body.refreshToken:
        raise RefreshTokenMissing(fields=["refreshToken"], system_msg="jwtRefreshTokenNull")
    tokens = await auth_service.renew(ctx, body.refreshToken)
    return ok(TokenPair(accessToken=tokens.access_token, refreshToken=tokens.refresh_token))


@router.post("/logout", response_model=Ok[Empty])
async def logout(ctx: Ctx, caller: AnyCaller) -> Ok[Empty]:
    await auth_service.logout(ctx, caller)
    return ok(Empty())
