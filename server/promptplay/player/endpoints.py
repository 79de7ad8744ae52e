from __future__ import annotations

from fastapi import APIRouter, Depends

from ..agent.service import agent_service
from ..auth.deps import PlayerCaller
from ..context import Ctx
from ..core.deps import HostName
from ..core.envelope import ERROR_RESPONSES, Empty, Ok, ok
from ..core.ratelimit import rate_limit
from .schemas import ChangePasswordBody, RegisterPayload, RegisterResult, Wallet
from .service import player_service

router = APIRouter(prefix="/player", tags=["player"], responses=ERROR_RESPONSES)


@router.post(
    "/register", response_model=Ok[RegisterResult], dependencies=[Depends(rate_limit("register"))]
)
async def register(ctx: Ctx, host: HostName, body: RegisterPayload) -> Ok[RegisterResult]:
    async with ctx.db.read() as session:
        agent = await agent_service.require_agent(
            session, host, body.prefixAgent, field="prefixAgent"
        )
    return ok(await player_service.register(ctx, agent, body))


@router.post("/wallet", response_model=Ok[Wallet])
async def wallet(ctx: Ctx, caller: PlayerCaller) -> Ok[Wallet]:
    return ok(Wallet.of(await player_service.wallet(ctx, caller.agent_id, caller.user_id)))


@router.post("/changePassword", response_model=Ok[Empty])
async def changePassword(ctx: Ctx, caller: PlayerCaller, body: ChangePasswordBody) -> Ok[Empty]:
    await player_service.change_password(
        ctx, caller.agent_id, caller.user_id, caller.session_id, body
    )
    return ok(Empty())
