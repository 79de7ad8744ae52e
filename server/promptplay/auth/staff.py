"""How staff are recognised wherever they call from: the back office's API and the socket.

Staff tokens ride in an HttpOnly cookie on the back office's pages, and the back office may
have a host of its own (BACKOFFICE_HOST) that belongs to no agent."""

from __future__ import annotations

from ..context import AppContext
from ..core.deps import clean_host
from .service import Caller, auth_service

# The back office's pages carry the staff token in this HttpOnly cookie, never in script
# reach; it is sent to the back office's API and to the socket only.
STAFF_COOKIE = "pp_staff"
STAFF_COOKIE_PATHS = ("/api/backoffice", "/ws")


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
    return await auth_service.authenticate_for_own_agent(ctx, token)
