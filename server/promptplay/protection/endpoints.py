"""`/api/player/protection`: the player's own limits, self-exclusion and reality checks; and
`/api/backoffice/players/{playerId}/protection`, what staff see of them."""

from __future__ import annotations

from fastapi import APIRouter

from ..auth.deps import PlayerCaller
from ..backoffice.deps import Id, StaffCaller
from ..context import Ctx
from ..core.envelope import ERROR_RESPONSES, Ok, ok
from .schemas import ExclusionBody, PlayLimitBody, Protection, RealityCheckBody
from .service import protection_service

router = APIRouter(prefix="/player/protection", tags=["protection"], responses=ERROR_RESPONSES)
staff_router = APIRouter(tags=["protection"], responses=ERROR_RESPONSES)


@router.get("", response_model=Ok[Protection])
async def protection(ctx: Ctx, caller: PlayerCaller) -> Ok[Protection]:
    """Each limit with what the period has used, a raise waiting out its cooling-off, the
    self-exclusion's end and the reality-check interval."""
    return ok(await protection_service.view(ctx, caller))


@router.put("/limits", response_model=Ok[Protection])
async def set_limit(ctx: Ctx, caller: PlayerCaller, body: PlayLimitBody) -> Ok[Protection]:
    """Lower (or first): at once. Higher, or none (amount null): after the cooling-off."""
    return ok(await protection_service.set_limit(ctx, caller, body))


@router.post("/exclusion", response_model=Ok[Protection])
async def exclude(ctx: Ctx, caller: PlayerCaller, body: ExclusionBody) -> Ok[Protection]:
    """No login for `days` (a later end already set stays); every session ends now."""
    return ok(await protection_service.exclude(ctx, caller, body))


@router.put("/realityCheck", response_model=Ok[Protection])
async def reality_check(ctx: Ctx, caller: PlayerCaller, body: RealityCheckBody) -> Ok[Protection]:
    return ok(await protection_service.set_reality_check(ctx, caller, body))


@staff_router.get("/players/{playerId}/protection", response_model=Ok[Protection])
async def player_protection(ctx: Ctx, staff: StaffCaller, playerId: Id) -> Ok[Protection]:
    """Read only: staff neither lift a limit nor shorten a self-exclusion."""
    return ok(await protection_service.of_player(ctx, staff.agent.id, playerId))
