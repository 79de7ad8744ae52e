"""The agent's back office team (docs/money.md "Roles"), mounted under /api/backoffice: the
agent's admin only."""

from __future__ import annotations

from fastapi import APIRouter

from ..backoffice.deps import AdminCaller, Id
from ..context import Ctx
from ..core.envelope import ERROR_RESPONSES, Empty, Ok, ok
from .schemas import MemberBody, MemberPasswordBody, NewMemberBody, TeamMember
from .service import team_service

router = APIRouter(tags=["team"], responses=ERROR_RESPONSES)


@router.get("/team", response_model=Ok[list[TeamMember]])
async def team(ctx: Ctx, staff: AdminCaller) -> Ok[list[TeamMember]]:
    """The agent's back office logins with their roles."""
    return ok(await team_service.members(ctx, staff))


@router.post("/team", response_model=Ok[TeamMember])
async def add_member(ctx: Ctx, staff: AdminCaller, body: NewMemberBody) -> Ok[TeamMember]:
    """A new admin or member of staff (a username of 4-16 a-z and digits, unique in the team:
    23505 otherwise; audited)."""
    return ok(await team_service.add(ctx, staff, body))


@router.put("/team/{userId}", response_model=Ok[TeamMember])
async def change_member(
    ctx: Ctx, staff: AdminCaller, userId: Id, body: MemberBody
) -> Ok[TeamMember]:
    """A member's role and status; inactive ends his sessions at once. The agent keeps an
    active admin, and no admin demotes or deactivates himself (0000; audited)."""
    return ok(await team_service.change(ctx, staff, userId, body))


@router.post("/team/{userId}/password", response_model=Ok[Empty])
async def set_member_password(
    ctx: Ctx, staff: AdminCaller, userId: Id, body: MemberPasswordBody
) -> Ok[Empty]:
    """A new password for a member; his sessions end (audited without it)."""
    await team_service.set_password(ctx, staff, userId, body)
    return ok(Empty())
