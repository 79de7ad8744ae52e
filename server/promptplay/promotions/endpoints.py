"""The player's promotion calls of spec §7 "Promotions" (docs/promotions.md §6)."""

from __future__ import annotations

from fastapi import APIRouter

from ..agent.deps import CurrentAgent
from ..auth.deps import MaybePlayer, PlayerCaller
from ..context import Ctx
from ..core.envelope import ERROR_RESPONSES, Ok, ok
from .schemas import (
    AllPromotionBody,
    Cleared,
    PlayerPromotion,
    PlayerSetting,
    Promotion,
    Reservation,
    ReserveBody,
    SettingBody,
    StackTopup,
)
from .service import promotion_service

router = APIRouter(prefix="/promotionManager", tags=["promotions"], responses=ERROR_RESPONSES)


@router.post("/getAllPromotion", response_model=Ok[list[Promotion]])
async def getAllPromotion(
    ctx: Ctx, agent: CurrentAgent, caller: MaybePlayer, body: AllPromotionBody
) -> Ok[list[Promotion]]:
    """The promotions shown now; signed in, each says whether this player may claim it."""
    user_id = caller.user_id if caller is not None else None
    return ok(
        await promotion_service.all_promotions(ctx, agent, user_id, body.isFilterByPromotionType)
    )


@router.get("/getPromotionStackTopup", response_model=Ok[list[StackTopup]])
async def getPromotionStackTopup(
    ctx: Ctx, agent: CurrentAgent, caller: MaybePlayer
) -> Ok[list[StackTopup]]:
    """The stack top-ups shown now, with the tiers the player's day has unlocked."""
    user_id = caller.user_id if caller is not None else None
    return ok(await promotion_service.stack_topups(ctx, agent, user_id))


@router.post("/currentPromotion", response_model=Ok[PlayerPromotion | None])
async def currentPromotion(
    ctx: Ctx, agent: CurrentAgent, caller: PlayerCaller
) -> Ok[PlayerPromotion | None]:
    """The active promotion (status 0005) with its turnover, or null."""
    return ok(await promotion_service.current(ctx, agent, caller.user_id))


@router.post("/reserve", response_model=Ok[Reservation])
async def reserve(
    ctx: Ctx, agent: CurrentAgent, caller: PlayerCaller, body: ReserveBody
) -> Ok[Reservation]:
    """The choice for the next deposit: a promotion, or none."""
    return ok(await promotion_service.reserve(ctx, agent, caller.user_id, body))


@router.post("/reservation", response_model=Ok[Reservation | None])
async def reservation(
    ctx: Ctx, agent: CurrentAgent, caller: PlayerCaller
) -> Ok[Reservation | None]:
    return ok(await promotion_service.reservation(ctx, agent, caller.user_id))


@router.post("/setting", response_model=Ok[PlayerSetting])
async def setting(
    ctx: Ctx, agent: CurrentAgent, caller: PlayerCaller, body: SettingBody
) -> Ok[PlayerSetting]:
    """The player's auto-promotion setting (normal, coupon, disabled, activate), set when
    the body names one; without one of the player's own, the agent's applies."""
    return ok(await promotion_service.setting(ctx, agent, caller.user_id, body))


@router.post("/clear/manual", response_model=Ok[Cleared])
async def clearManual(ctx: Ctx, agent: CurrentAgent, caller: PlayerCaller) -> Ok[Cleared]:
    """End the active promotion; the bonus credit still in the wallet is forfeited."""
    return ok(await promotion_service.clear(ctx, agent, caller.user_id))


@router.post("/history", response_model=Ok[list[PlayerPromotion]])
async def history(ctx: Ctx, agent: CurrentAgent, caller: PlayerCaller) -> Ok[list[PlayerPromotion]]:
    """The player's promotions, the active one first, then newest first."""
    return ok(await promotion_service.history(ctx, agent, caller.user_id))
