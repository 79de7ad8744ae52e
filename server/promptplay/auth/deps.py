"""Typed auth dependencies: a route says who may call it by the parameter it takes."""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends, Request

from ..context import AppContext
from ..core.deps import clean_host
from ..core.errors import AccessTokenMissing, PermissionDenied
from ..core.ratelimit import Reservation, rate_limit
from .service import Caller, auth_service


def bearer_token(request: Request) -> str:
    header = request.headers.get("authorization", "")
    scheme, _, token = header.partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        raise AccessTokenMissing(system_msg="jwtInvalid")
    return token.strip()


# Each takes the request alone, not other dependencies: nearly every call is authenticated,
# and FastAPI's per-dependency bookkeeping costs more than the few lines below.
def credentials(request: Request) -> tuple[AppContext, str, str]:
    """The app context, the bearer token and the host name of a request."""
    host = clean_host(request.headers.get("host", ""))
    return request.app.state.ctx, bearer_token(request), host


async def current_caller(request: Request) -> Caller:
    return await auth_service.authenticate(*credentials(request))


def players_only(caller: Caller) -> Caller:
    if caller.user_type != "player":
        raise PermissionDenied("Players only")
    return caller


async def current_player(request: Request) -> Caller:
    return players_only(await current_caller(request))


async def optional_player(request: Request) -> Caller | None:
    """The signed-in player when the request carries a token (a bad one is refused as
    anywhere else); None for a guest."""
    if "authorization" not in request.headers:
        return None
    return await current_player(request)


AnyCaller = Annotated[Caller, Depends(current_caller)]
PlayerCaller = Annotated[Caller, Depends(current_player)]
MaybePlayer = Annotated[Caller | None, Depends(optional_player)]

# A login attempt takes one unit of its address's rate before anything else runs; the route
# gives it back when the login succeeds.
LoginAttempt = Annotated[Reservation, Depends(rate_limit("login"))]
