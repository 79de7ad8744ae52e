"""What every back office call shares: the staff caller, bound to one agent, carried by a
bearer token or by the HttpOnly staff cookie with its CSRF header."""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends, Path, Request, Response

from ..agent.deps import current_agent
from ..auth.deps import bearer_token
from ..auth.service import Caller
from ..auth.staff import (
    STAFF_COOKIE,
    STAFF_COOKIE_PATHS,
    authenticate_staff_token,
    on_backoffice_host,
)
from ..cashier.service import Staff
from ..context import AppContext, Ctx
from ..core.deps import clean_host
from ..core.errors import (
    AccessTokenMissing,
    PermissionDenied,
    SessionElsewhere,
    TokenExpired,
    TokenInvalid,
)
from ..models import Agent
from .service import backoffice_service

Id = Annotated[int, Path(ge=1, le=2**62)]

# Writes authenticated by the cookie must carry this header: a page of another site can make a
# browser send the cookie (SameSite=Strict already refuses that) but never a custom header
# without a CORS preflight, which this server does not grant.
STAFF_REQUEST_HEADER = "x-staff-request"
_SAFE_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})


def staff_token(request: Request) -> str:
    return cookie_or_bearer(request, STAFF_COOKIE)


def cookie_or_bearer(request: Request, cookie: str) -> str:
    """The bearer token when one is sent (API clients), else the `cookie` (the back office's
    pages), which a write only counts with the staff request header."""
    if "authorization" in request.headers:
        return bearer_token(request)
    token = request.cookies.get(cookie, "").strip()
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


async def ending_staff(request: Request) -> Caller | None:
    """The caller whose session a logout ends; None when it is over already (expired, ended
    elsewhere), whose cookie is cleared all the same."""
    try:
        return await staff_caller(request)
    except (TokenInvalid, TokenExpired, SessionElsewhere):
        return None


async def served_agent(request: Request) -> Agent | None:
    """The agent whose back office this host serves; None on the back office's own host
    (BACKOFFICE_HOST), which serves any agent's, named at login."""
    if on_backoffice_host(request.app.state.ctx, clean_host(request.headers.get("host", ""))):
        return None
    return await current_agent(request)


def set_staff_cookie(response: Response, request: Request, token: str, max_age: int) -> None:
    set_session_cookie(response, request, STAFF_COOKIE, STAFF_COOKIE_PATHS, token, max_age)


def clear_staff_cookie(response: Response, request: Request) -> None:
    clear_session_cookie(response, request, STAFF_COOKIE, STAFF_COOKIE_PATHS)


def set_session_cookie(
    response: Response,
    request: Request,
    name: str,
    paths: tuple[str, ...],
    token: str,
    max_age: int,
) -> None:
    """An HttpOnly, same-site-only cookie carrying a back office session token to `paths`."""
    for path in paths:
        response.set_cookie(
            name,
            token,
            max_age=max_age,
            path=path,
            secure=request.url.scheme == "https",
            httponly=True,
            samesite="strict",
        )


def clear_session_cookie(
    response: Response, request: Request, name: str, paths: tuple[str, ...]
) -> None:
    for path in paths:
        response.delete_cookie(
            name,
            path=path,
            secure=request.url.scheme == "https",
            httponly=True,
            samesite="strict",
        )


async def current_staff(ctx: Ctx, caller: Annotated[Caller, Depends(staff_caller)]) -> Staff:
    return await backoffice_service.staff_of(ctx, caller)


async def current_admin(staff: Annotated[Staff, Depends(current_staff)]) -> Staff:
    """The agent's admin: what sets the agent up (its settings, money set-up, look, content,
    catalogue of promotions and rewards, team) and grants money outside a player's own flows
    is his alone; staff get 0035 (docs/money.md "Roles")."""
    if not staff.is_admin:
        raise PermissionDenied("The agent's admin only", system_msg="adminOnly")
    return staff


StaffCaller = Annotated[Staff, Depends(current_staff)]
AdminCaller = Annotated[Staff, Depends(current_admin)]
EndingStaff = Annotated[Caller | None, Depends(ending_staff)]
ServedAgent = Annotated[Agent | None, Depends(served_agent)]
