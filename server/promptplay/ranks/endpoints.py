"""The player calls of ranks, diamonds and rewards (docs/engagement.md §6)."""

from __future__ import annotations

from fastapi import APIRouter

from ..agent.deps import CurrentAgent
from ..auth.deps import PlayerCaller
from ..context import Ctx
from ..core.envelope import ERROR_RESPONSES, Ok, ok
from .schemas import RankStatus, RedeemBody, RewardItem, RewardRedemption
from .service import rank_service

router = APIRouter(tags=["ranks"], responses=ERROR_RESPONSES)


@router.post("/rank/get", response_model=Ok[RankStatus])
async def rank_get(ctx: Ctx, agent: CurrentAgent, caller: PlayerCaller) -> Ok[RankStatus]:
    """The player's rank, the next tier and how far it is, his diamonds and every tier; the
    diamonds his play earned and a tier he reached are recorded first."""
    return ok(await rank_service.status(ctx, agent, caller.user_id))


@router.post("/reward/items", response_model=Ok[list[RewardItem]])
async def reward_items(ctx: Ctx, agent: CurrentAgent, caller: PlayerCaller) -> Ok[list[RewardItem]]:
    """The rewards on offer, in the agent's order, with their price in diamonds."""
    return ok(await rank_service.items(ctx, agent, caller.user_id))


@router.post("/reward/redeem", response_model=Ok[RewardRedemption])
async def reward_redeem(
    ctx: Ctx, agent: CurrentAgent, caller: PlayerCaller, body: RedeemBody
) -> Ok[RewardRedemption]:
    """Buy one reward with diamonds: credit and spins are paid at once, a physical prize
    waits for staff (status pending, with its serial)."""
    return ok(await rank_service.redeem(ctx, agent, caller.user_id, body.itemId))


@router.post("/reward/history", response_model=Ok[list[RewardRedemption]])
async def reward_history(
    ctx: Ctx, agent: CurrentAgent, caller: PlayerCaller
) -> Ok[list[RewardRedemption]]:
    """The player's redemptions, newest first."""
    return ok(await rank_service.history(ctx, agent, caller.user_id))
