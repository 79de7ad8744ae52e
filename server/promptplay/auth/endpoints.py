from __future__ import annotations

from fastapi import APIRouter, Request

from ..agent.service import agent_service
from ..core.deps import Ctx, HostName, client_address
from ..core.envelope import ERROR_RESPONSES, Empty, Ok, ok
from ..core.errors import RefreshTokenMissing, TokenInvalid
from ..player.repository import PlayerRepository
from .deps import AnyCaller, PlayerCaller
from .schemas import CheckTokenResult, LoginBody, LoginResult, RenewBody, TokenPair
from .service import auth_service

router = APIRouter(prefix="/auth", tags=["auth"], responses=ERROR_RESPONSES)


@router.post("/login", response_model=Ok[LoginResult])
async def login(ctx: Ctx, host: HostName, body: LoginBody, request: Request) -> Ok[LoginResult]:
    async with ctx.db.read() as session:
        agent = await agent_service.require_agent(session, host, body.agentPrefix)
    tokens, user_id = await auth_service.login(
        ctx,
        agent_id=agent.id,
        username=body.username,
        password=body.password,
        user_type=body.userType,
        address=client_address(request),
        user_agent=request.headers.get("user-agent"),
    )
    async with ctx.db.read() as session:
        user = await PlayerRepository(session, agent.id).describe_user(user_id)
    assert user is not None
    return ok(
        LoginResult(accessToken=tokens.access_token, refreshToken=tokens.refresh_token, user=user)
    )


@router.post("/checkToken", response_model=Ok[CheckTokenResult])
async def checkToken(ctx: Ctx, caller: PlayerCaller) -> Ok[CheckTokenResult]:
    async with ctx.db.read() as session:
        user = await PlayerRepository(session, caller.agent_id).describe_user(caller.user_id)
    if user is None:
        raise TokenInvalid(system_msg="jwtInvalid")
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
