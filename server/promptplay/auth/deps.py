"""Typed auth dependencies: a route says who may call it by the parameter it takes."""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends, Request

from ..core.deps import Ctx, HostName
from ..core.errors import AccessTokenMissing, PermissionDenied
from .service import Caller, auth_service


def bearer_token(request: Request) -> str:
    header = request.headers.get("authorization", "")
    scheme, _, token = header.partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        raise AccessTokenMissing(system_msg="jwtInvalid")
    return token.strip()


async def current_caller(request: Request, ctx: Ctx, host: HostName) -> Caller:
    return await auth_service.authenticate(ctx, bearer_token(request), host)


async def current_player(caller: Annotated[Caller, Depends(current_caller)]) -> Caller:
    if caller.user_type != "player":
        raise PermissionDenied("Players only")
    return caller


AnyCaller = Annotated[Caller, Depends(current_caller)]
PlayerCaller = Annotated[Caller, Depends(current_player)]
