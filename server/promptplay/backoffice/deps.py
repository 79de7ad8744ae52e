"""What every back office call shares: the staff caller, bound to one agent, and the lookups
that keep each call inside that agent."""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends, Path
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from ..auth.deps import current_caller
from ..auth.service import Caller
from ..cashier.service import Staff
from ..core.deps import Ctx
from ..core.errors import DataNotFound, PermissionDenied
from ..models import Agent, Player, User, Wallet

Id = Annotated[int, Path(ge=1, le=2**62)]


async def current_staff(ctx: Ctx, caller: Annotated[Caller, Depends(current_caller)]) -> Staff:
    if caller.user_type != "staff":
        raise PermissionDenied("Staff only")
    async with ctx.db.read() as session:
        user = await session.get(User, caller.user_id)
        agent = await session.get(Agent, caller.agent_id)
    if user is None or agent is None or user.agent_id != agent.id:
        raise PermissionDenied("Staff only")
    return Staff(user.id, user.username, agent)


StaffCaller = Annotated[Staff, Depends(current_staff)]


async def own_player(
    session: AsyncSession, staff: Staff, player_id: int
) -> tuple[Player, User, Wallet]:
    """A player of the staff's own agent; any other id (another agent's, none) is 0040."""
    row = (
        await session.execute(
            select(Player, User, Wallet)
            .join(User, User.id == Player.user_id)
            .join(Wallet, Wallet.player_id == Player.id)
            .where(Player.id == player_id, Player.agent_id == staff.agent.id)
        )
    ).first()
    if row is None:
        raise DataNotFound("Player not found")
    player, user, wallet = row
    return player, user, wallet
