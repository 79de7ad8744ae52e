"""The player calls of coupons (docs/engagement.md §6 "Coupons")."""

from __future__ import annotations

from fastapi import APIRouter

from ..agent.deps import CurrentAgent
from ..auth.deps import PlayerCaller
from ..context import Ctx
from ..core.envelope import ERROR_RESPONSES, Ok, ok
from .schemas import HistoryBody, RedeemBody, Redemption
from .service import coupon_service

router = APIRouter(prefix="/coupon", tags=["coupons"], responses=ERROR_RESPONSES)


@router.post("/redeem", response_model=Ok[Redemption])
async def redeem(
    ctx: Ctx, agent: CurrentAgent, caller: PlayerCaller, body: RedeemBody
) -> Ok[Redemption]:
    """Redeem a code: credit (event credit), spins, or a promotion reserved for the next
    deposit."""
    return ok(await coupon_service.redeem(ctx, agent, caller.user_id, body.code))


@router.post("/history", response_model=Ok[list[Redemption]])
async def history(
    ctx: Ctx, agent: CurrentAgent, caller: PlayerCaller, body: HistoryBody | None = None
) -> Ok[list[Redemption]]:
    """The player's redemptions, newest first."""
    return ok(await coupon_service.history(ctx, agent, caller.user_id))
