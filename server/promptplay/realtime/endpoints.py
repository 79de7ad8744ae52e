"""The realtime socket `/ws` (docs/money.md, "Realtime socket").

The client opens the socket and sends `verifyUser` with its access token; the token must be a
live session of the agent that serves the Host header, and `userId` must be the token's own
user. A player socket then receives that player's events and the agent-wide ones; a staff
socket the agent's staff events. Anything else closes the socket with 4401; no `verifyUser`
within `ws_verify_timeout` closes it with 4408.

`previewId`, when it names a live preview of the host's agent (spec §1 "Preview mode"), adds
that preview's events, starting with its draft right after `verified`. A visitor without a
token (the site framed by the back office before anyone logs in) is let in for the preview's
events only; without a live preview such a socket is refused as before.

One process holds thousands of these sockets for hours, so the socket is answered in front of
the app's routing (`RealtimeSocketMiddleware`): the per-connection layers an HTTP call needs
(exception wrappers, exit stacks, dependency solving) cost about a third of an idle socket's
memory and do nothing for a socket, which handles its own errors.
"""

from __future__ import annotations

import asyncio
import json
import logging
from dataclasses import dataclass
from typing import Any

from starlette.types import ASGIApp, Receive, Scope, Send
from starlette.websockets import WebSocket

from ..auth.service import Caller
from ..auth.staff import STAFF_COOKIE, authenticate_staff_token, on_backoffice_host
from ..context import AppContext
from ..core.clock import utcnow
from ..core.deps import clean_host
from ..core.errors import AppError
from ..templates.service import LivePreview, template_service
from .bus import Event
from .hub import CLOSE_ERROR, CLOSE_TIMEOUT, CLOSE_UNAUTHORIZED

log = logging.getLogger("promptplay.realtime")

PATH = "/ws"
# A client only ever sends verifyUser and pong: anything longer is not one of ours.
MAX_CLIENT_MESSAGE = 4096
SUBSCRIBER_TYPES = frozenset({"player", "staff"})

# uvicorn settings for the socket: no per-message compression (its zlib state costs ~43 KiB a
# socket, for frames of a few hundred bytes), and a frame limit far below uvicorn's 16 MiB.
SOCKET_OPTIONS: dict[str, Any] = {"ws_per_message_deflate": False, "ws_max_size": 64 * 1024}


class RealtimeSocketMiddleware:
    """Answers websocket connections to `/ws`; everything else goes on to the app."""

    def __init__(self, app: ASGIApp, ctx: AppContext) -> None:
        self.app = app
        self.ctx = ctx

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "websocket" and scope["path"] == PATH:
            await realtime_socket(self.ctx, WebSocket(scope, receive, send))
            return
        await self.app(scope, receive, send)


async def realtime_socket(ctx: AppContext, websocket: WebSocket) -> None:
    hub = ctx.sockets
    await websocket.accept()
    try:
        async with asyncio.timeout(hub.verify_timeout):
            data = await _wait_for_verify(websocket)
    except TimeoutError:
        await _close(websocket, CLOSE_TIMEOUT, "verifyUser expected")
        return
    if data is _GONE:
        return
    try:
        subscriber = await _verify(ctx, data, websocket)
    except Exception:
        log.exception("realtime: verifyUser failed")
        await _close(websocket, CLOSE_ERROR, "try again")
        return
    del data
    if subscriber is None:
        await _close(websocket, CLOSE_UNAUTHORIZED, "unauthorized")
        return

    caller, preview = subscriber.caller, subscriber.preview
    conn = hub.open(
        websocket,
        agent_id=subscriber.agent_id,
        user_id=caller.user_id if caller else None,
        staff=caller is not None and caller.user_type == "staff",
        session_id=caller.session_id if caller else None,
        preview_id=preview.preview_id if preview else None,
        preview_seconds=(preview.expires_at - utcnow()).total_seconds() if preview else None,
    )
    # Queued before any event can be: nothing awaits between open() and here. The draft was
    # read just before open(): a change made in that instant shows at the next change of
    # the same part.
    user_id = caller.user_id if caller else None
    conn.push(Event(subscriber.agent_id, "verified", {"userId": user_id}, audience="agent").frame())
    for event in preview.draft if preview else ():
        conn.push(event.frame())
    try:
        while True:
            message = await websocket.receive()
            if message["type"] == "websocket.disconnect":
                break
            if _event_of(message)[0] == "pong":
                conn.pong()
            # Any other event from the client is ignored.
    finally:
        conn.discard()


_GONE: Any = object()


async def _wait_for_verify(websocket: WebSocket) -> Any:
    """The data of the first verifyUser message, or _GONE when the client went away."""
    while True:
        message = await websocket.receive()
        if message["type"] == "websocket.disconnect":
            return _GONE
        name, data = _event_of(message)
        if name == "verifyUser":
            return data


@dataclass(frozen=True, slots=True)
class Subscriber:
    """Whose events a socket receives: a caller's, a preview's, or both."""

    agent_id: int
    caller: Caller | None
    preview: LivePreview | None


async def _verify(ctx: AppContext, data: Any, websocket: WebSocket) -> Subscriber | None:
    """What the socket may subscribe to, or None when it may not."""
    if not isinstance(data, dict):
        return None
    host = clean_host(websocket.headers.get("host", ""))
    caller = await _caller(ctx, data, websocket, host)
    preview = None
    if not on_backoffice_host(ctx, host):  # the back office's host serves staff sockets only
        preview = await template_service.live_preview(ctx, host, data.get("previewId"))
    if caller is not None:
        if preview is not None and preview.agent_id != caller.agent_id:
            preview = None
        return Subscriber(caller.agent_id, caller, preview)
    if preview is not None and _is_visitor(data):
        return Subscriber(preview.agent_id, None, preview)
    return None


def _is_visitor(data: dict[str, Any]) -> bool:
    """verifyUser of nobody signed in: no token and no user."""
    token, user_id = data.get("token"), data.get("userId")
    return (token is None or token == "") and user_id in (None, "")


async def _caller(
    ctx: AppContext, data: dict[str, Any], websocket: WebSocket, host: str
) -> Caller | None:
    """The caller the socket belongs to, or None when it may not subscribe as one."""
    token = data.get("token")
    from_cookie = not isinstance(token, str) or not token.strip()
    if from_cookie:
        # The back office's pages cannot read their token: it comes as the staff cookie, and
        # only from a page of this very host (SameSite=Strict already keeps other sites out).
        token = websocket.cookies.get(STAFF_COOKIE, "")
        if not token or clean_host(websocket.headers.get("origin", "")) != host:
            return None
    try:
        caller = await authenticate_staff_token(ctx, token.strip(), host)
    except AppError as exc:
        log.debug("realtime: token refused (%s)", exc.code)
        return None
    # The back office's host serves staff sockets only.
    staff_only = from_cookie or on_backoffice_host(ctx, host)
    if caller.user_type not in SUBSCRIBER_TYPES or (staff_only and caller.user_type != "staff"):
        return None
    if _as_id(data.get("userId")) != caller.user_id:
        return None
    agent_id = data.get("agentId")
    if agent_id not in (None, "") and _as_id(agent_id) != caller.agent_id:
        return None
    return caller


def _event_of(message: Any) -> tuple[str | None, Any]:
    text = message.get("text")
    if text is None or len(text) > MAX_CLIENT_MESSAGE:
        return None, None
    try:
        body = json.loads(text)
    except ValueError:
        return None, None
    if not isinstance(body, dict) or not isinstance(body.get("event"), str):
        return None, None
    return body["event"], body.get("data")


def _as_id(value: Any) -> int | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, str) and value.strip().isdigit():
        return int(value.strip())
    return None


async def _close(websocket: WebSocket, code: int, reason: str) -> None:
    try:
        await websocket.close(code, reason)
    except Exception:  # noqa: S110 (the client is gone already)
        pass
