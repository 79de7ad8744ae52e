"""The staff's calls on the agent's players (docs/money.md "Back office"), mounted under
/api/backoffice: the staff's own agent only, another agent's ids are 0040."""

from __future__ import annotations

from fastapi import APIRouter

from ..backoffice.deps import AdminCaller, Id, StaffCaller
from ..context import Ctx
from ..core.envelope import ERROR_RESPONSES, Empty, Ok, ok
from .schemas import (
    BankChangeBody,
    BlacklistBody,
    BlacklistEntryOut,
    MemberProfile,
    PasswordBody,
    ProfileBody,
    StatusBody,
)
from .service import members_service

router = APIRouter(tags=["players"], responses=ERROR_RESPONSES)


@router.get("/players/{playerId}/profile", response_model=Ok[MemberProfile])
async def player_profile(ctx: Ctx, staff: StaffCaller, playerId: Id) -> Ok[MemberProfile]:
    """The player's status, contact details and withdrawal account."""
    return ok(await members_service.profile(ctx, staff, playerId))


@router.put("/players/{playerId}/status", response_model=Ok[MemberProfile])
async def set_player_status(
    ctx: Ctx, staff: StaffCaller, playerId: Id, body: StatusBody
) -> Ok[MemberProfile]:
    """active, suspended (his login answers 0005) or inactive (0004), with a reason; every
    session of a suspended or deactivated player ends at once (audited)."""
    return ok(await members_service.set_status(ctx, staff, playerId, body))


@router.post("/players/{playerId}/password", response_model=Ok[Empty])
async def reset_player_password(
    ctx: Ctx, staff: StaffCaller, playerId: Id, body: PasswordBody
) -> Ok[Empty]:
    """A new password for a player who lost his (8-64 characters, a letter and a digit);
    every session of his ends (audited without the password)."""
    await members_service.reset_password(ctx, staff, playerId, body)
    return ok(Empty())


@router.put("/players/{playerId}/profile", response_model=Ok[MemberProfile])
async def update_player_profile(
    ctx: Ctx, staff: StaffCaller, playerId: Id, body: ProfileBody
) -> Ok[MemberProfile]:
    """The player's phone (of the agent's country, no other player's, not blacklisted: 1002),
    e-mail, names and LINE id (audited)."""
    return ok(await members_service.update_profile(ctx, staff, playerId, body))


@router.put("/players/{playerId}/bankAccount", response_model=Ok[MemberProfile])
async def change_player_bank_account(
    ctx: Ctx, staff: StaffCaller, playerId: Id, body: BankChangeBody
) -> Ok[MemberProfile]:
    """A new withdrawal account for the player, with the reason (audited); the old one stays
    with the requests that name it and takes no new one."""
    return ok(await members_service.change_bank_account(ctx, staff, playerId, body))


@router.get("/blacklist", response_model=Ok[list[BlacklistEntryOut]])
async def blacklist(ctx: Ctx, staff: StaffCaller) -> Ok[list[BlacklistEntryOut]]:
    """The phone numbers and bank accounts the agent refuses, newest first."""
    return ok(await members_service.blacklist(ctx, staff))


@router.post("/blacklist", response_model=Ok[BlacklistEntryOut])
async def add_to_blacklist(
    ctx: Ctx, staff: StaffCaller, body: BlacklistBody
) -> Ok[BlacklistEntryOut]:
    """Refuse a phone number or a bank account from now on: registration with it answers
    1002, as a staff change of a player's phone or account to it does (audited)."""
    return ok(await members_service.add_to_blacklist(ctx, staff, body))


@router.delete("/blacklist/{entryId}", response_model=Ok[Empty])
async def remove_from_blacklist(ctx: Ctx, staff: AdminCaller, entryId: Id) -> Ok[Empty]:
    await members_service.remove_from_blacklist(ctx, staff, entryId)
    return ok(Empty())
