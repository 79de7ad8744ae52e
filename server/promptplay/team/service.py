"""The agent's back office team, as its admin keeps it: who may log in, as admin or staff, and
with which password. Every change is audited; deactivating a member or setting his password
ends his sessions at once; the agent always keeps an active admin, and no admin demotes or
deactivates himself."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..admin.service import create_staff
from ..auth import rules as identity_rules
from ..auth.repository import AuthRepository
from ..auth.service import auth_service
from ..backoffice.repository import record_audit
from ..cashier.service import ADMIN_ROLE_ID, ROLES
from ..context import AppContext
from ..core.clock import utcnow
from ..core.errors import DataNotFound, InvalidData
from ..core.security import hash_password
from ..models import User
from .repository import TeamRepository
from .schemas import MemberBody, MemberPasswordBody, NewMemberBody, TeamMember

if TYPE_CHECKING:
    from ..cashier.service import Staff

ROLE_IDS = {name: role_id for role_id, name in ROLES.items()}


class TeamService:
    async def members(self, ctx: AppContext, staff: Staff) -> list[TeamMember]:
        async with ctx.db.read() as session:
            rows = await TeamRepository(session, staff.agent.id).members()
        return [_member(row) for row in rows]

    async def add(self, ctx: AppContext, staff: Staff, body: NewMemberBody) -> TeamMember:
        """A new login of the agent's team (the username and password rules of players)."""
        async with ctx.db.write() as session:
            user = await create_staff(
                session, staff.agent.prefix, body.username, body.password, body.role
            )
            out = _member(user)
            record_audit(session, staff, "team.add", "user", user.id, after=_logged(out))
        return out

    async def change(
        self, ctx: AppContext, staff: Staff, user_id: int, body: MemberBody
    ) -> TeamMember:
        async with ctx.db.write() as session:
            repository = TeamRepository(session, staff.agent.id)
            user = await repository.member_for_update(user_id)
            if user is None:
                raise DataNotFound("Team member not found", fields=["userId"])
            before = _member(user)
            demoted = user.role_id == ADMIN_ROLE_ID and (
                body.role != "admin" or body.status != "active"
            )
            if demoted and user.id == staff.user_id:
                raise InvalidData(
                    "An admin does not demote or deactivate himself", fields=["role", "status"]
                )
            if demoted and user.status == "active":
                if await repository.active_admins(ADMIN_ROLE_ID) <= 1:
                    raise InvalidData("The agent keeps an active admin", fields=["role", "status"])
            user.role_id, user.status = ROLE_IDS[body.role], body.status
            if body.status != "active":
                await AuthRepository(session).end_live_sessions(user.id, utcnow(), "inactive")
            await repository.save()
            after = _member(user)
            if after != before:
                record_audit(
                    session,
                    staff,
                    "team.update",
                    "user",
                    user.id,
                    before=_logged(before),
                    after=_logged(after),
                )
        auth_service.forget_sessions()
        return after

    async def set_password(
        self, ctx: AppContext, staff: Staff, user_id: int, body: MemberPasswordBody
    ) -> None:
        problem = identity_rules.password_problem(body.password)
        if problem:
            raise InvalidData(problem, fields=["password"])
        new_hash = await hash_password(body.password)
        async with ctx.db.write() as session:
            repository = TeamRepository(session, staff.agent.id)
            user = await repository.member_for_update(user_id)
            if user is None:
                raise DataNotFound("Team member not found", fields=["userId"])
            user.password_hash = new_hash
            await AuthRepository(session).end_live_sessions(user.id, utcnow(), "password")
            await repository.save()
            record_audit(session, staff, "team.password", "user", user.id)
        auth_service.forget_sessions()


def _member(user: User) -> TeamMember:
    return TeamMember(
        id=user.id,
        username=user.username,
        role=ROLES.get(user.role_id, "staff"),  # type: ignore[arg-type]
        status="active" if user.status == "active" else "inactive",
        lastLogin=user.last_login,
        createdAt=user.created_at,
    )


def _logged(member: TeamMember) -> dict[str, object]:
    return {"username": member.username, "role": member.role, "status": member.status}


team_service = TeamService()
