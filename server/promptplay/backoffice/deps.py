"""What every back office call shares: the staff caller, bound to one agent, and the lookups
that keep each call inside that agent."""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends, Path, Request, Response
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from ..auth.deps import bearer_token
from ..auth.repository import session_state
from ..auth.service import Caller, auth_service, caller_of
from ..cashier.service import Staff
from ..context import AppContext, Ctx
from ..core.deps import clean_host
from ..core.errors import AccessTokenMissing, DataNotFound, PermissionDenied
from ..models import Agent, Player, User, Wallet

Id = Annotated[int, Path(ge=1, le=2**62)]

# The back office's pages carry the staff token in this HttpOnly cookie, never in script
# reach; it is sent to the back office's API and to the socket only.
STAFF_COOKIE = "pp_staff"
STAFF_COOKIE_PATHS = ("/api/backoffice", "/ws")
# Writes authenticated by the cookie must carry this header: a page of another site can make a
# browser send the cookie (SameSite=Strict already refuses that) but never a custom header
# without a CORS preflight, which this server does not grant.
STAFF_REQUEST_HEADER = "x-staff-request"
_SAFE_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})


def on_backoffice_host(ctx: AppContext, host: str) -> bool:
    """True on BACKOFFICE_HOST, the back office's own host name, which belongs to no agent."""
    configured = ctx.settings.backoffice_host
    return bool(configured) and clean_host(host) == clean_host(configured)


async def authenticate_staff_token(ctx: AppContext, token: str, host: str) -> Caller:
    """The token's caller. On an agent's host the host must be the token's agent's (as every
    call checks); on the back office host, which belongs to no agent, the token's own agent is
    the one served: it was chosen by name at login."""
    if not on_backoffice_host(ctx, host):
        return await auth_service.authenticate(ctx, token, host)
    claims = ctx.signer.verify(token)
    state = await session_state(ctx.db, claims.session_id, "")
    return caller_of(claims, None if state is None else (state[0], state[1], claims.agent_id))


def staff_token(request: Request) -> str:
    """The bearer token when one is sent (API clients), else the staff cookie (the back office's
    pages), which a write only counts with the staff request header."""
    if "authorization" in request.headers:
        return bearer_token(request)
    token = request.cookies.get(STAFF_COOKIE, "").strip()
    if not token:
        raise AccessTokenMissing(system_msg="jwtInvalid")
    if request.method not in _SAFE_METHODS and not request.headers.get(STAFF_REQUEST_HEADER):
        raise PermissionDenied(
            "The request lacks the X-Staff-Request header", system_msg="csrfHeaderMissing"
        )
    return token


async def staff_caller(request: Request) -> Caller:
    ctx: AppContext = request.app.state.ctx
    return await authenticate_staff_token(
        ctx, staff_token(request), clean_host(request.headers.get("host", ""))
    )


def set_staff_cookie(response: Response, request: Request, token: str, max_age: int) -> None:
    for path in STAFF_COOKIE_PATHS:
        response.set_cookie(
            STAFF_COOKIE,
            token,
            max_age=max_age,
            path=path,
            secure=request.url.scheme == "https",
            httponly=True,
            samesite="strict",
        )


def clear_staff_cookie(response: Response, request: Request) -> None:
    for path in STAFF_COOKIE_PATHS:
        response.delete_cookie(
            STAFF_COOKIE,
            path=path,
            secure=request.url.scheme == "https",
            httponly=True,
            samesite="strict",
        )


async def current_staff(ctx: Ctx, caller: Annotated[Caller, Depends(staff_caller)]) -> Staff:
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
