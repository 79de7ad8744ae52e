"""The event calls of spec §7 "eventManager" (docs/engagement.md §3 and §6): the player's
lists and code redemption, and the staff's create and update (uploadImage is the uploads
package's)."""

from __future__ import annotations

from fastapi import APIRouter

from ..agent.deps import CurrentAgent
from ..auth.deps import PlayerCaller
from ..backoffice.deps import AdminCaller
from ..backoffice.service import backoffice_service
from ..context import Ctx
from ..core.envelope import ERROR_RESPONSES, Ok, ok
from ..coupons.schemas import Redemption
from .schemas import (
    Event,
    EventIn,
    EventPage,
    EventSearchBody,
    EventUpdate,
    RedeemCodeBody,
    StaffEvent,
)
from .service import event_service

router = APIRouter(prefix="/eventManager", tags=["events"], responses=ERROR_RESPONSES)


@router.get("/getAllEvent", response_model=Ok[list[Event]])
async def getAllEvent(ctx: Ctx, agent: CurrentAgent, caller: PlayerCaller) -> Ok[list[Event]]:
    """The events running now and those to come, by start."""
    return ok(await event_service.all_events(ctx, agent, caller.user_id))


@router.post("/search", response_model=Ok[EventPage])
async def search(
    ctx: Ctx, agent: CurrentAgent, caller: PlayerCaller, body: EventSearchBody
) -> Ok[EventPage]:
    """A page of the events of a status (every status by default) whose title or body holds
    the text."""
    return ok(await event_service.search(ctx, agent, caller.user_id, body))


@router.post("/redeemCode", response_model=Ok[Redemption])
async def redeemCode(
    ctx: Ctx, agent: CurrentAgent, caller: PlayerCaller, body: RedeemCodeBody
) -> Ok[Redemption]:
    """Redeem one of a running event's codes (paid as event credit, spins or a promotion
    reserved for the next deposit, as the code's coupon says)."""
    return ok(await event_service.redeem_code(ctx, agent, caller.user_id, body))


@router.post("/create", response_model=Ok[StaffEvent])
async def create(ctx: Ctx, staff: AdminCaller, body: EventIn) -> Ok[StaffEvent]:
    """A new event of the staff's agent (audited)."""
    return ok(await backoffice_service.save_event(ctx, staff, body))


@router.put("/update", response_model=Ok[StaffEvent])
async def update(ctx: Ctx, staff: AdminCaller, body: EventUpdate) -> Ok[StaffEvent]:
    """Change an event of the staff's agent, every field as sent (audited)."""
    return ok(await backoffice_service.save_event(ctx, staff, body, body.id))
