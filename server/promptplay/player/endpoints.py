from __future__ import annotations

from fastapi import APIRouter, Depends

from ..agent.deps import CurrentAgent
from ..auth.deps import PlayerCaller
from ..auth.service import auth_service
from ..context import Ctx
from ..core.deps import HostName
from ..core.envelope import ERROR_RESPONSES, Empty, Ok, ok
from ..core.ratelimit import rate_limit
from ..wire import Wallet
from .schemas import (
    ChangePasswordBody,
    PlayerConfiguration,
    RegisterPayload,
    RegisterResult,
)
from .service import player_service

router = APIRouter(tags=["player"], responses=ERROR_RESPONSES)


@router.post(
    "/player/register",
    response_model=Ok[RegisterResult],
    dependencies=[Depends(rate_limit("register"))],
)
async def register(ctx: Ctx, host: HostName, body: RegisterPayload) -> Ok[RegisterResult]:
    return ok(await player_service.register(ctx, host, body))


@router.post("/player/wallet", response_model=Ok[Wallet])
async def wallet(ctx: Ctx, caller: PlayerCaller) -> Ok[Wallet]:
    return ok(Wallet.of(await player_service.wallet(ctx, caller.agent_id, caller.user_id)))


@router.post("/player/changePassword", response_model=Ok[Empty])
async def changePassword(ctx: Ctx, caller: PlayerCaller, body: ChangePasswordBody) -> Ok[Empty]:
    await auth_service.change_password(ctx, caller, body.oldPassword, body.newPassword)
    return ok(Empty())


@router.post("/configuration/playerGetConfiguration", response_model=Ok[PlayerConfiguration])
async def playerGetConfiguration(ctx: Ctx, agent: CurrentAgent) -> Ok[PlayerConfiguration]:
    return ok(await player_service.configuration(ctx, agent))
