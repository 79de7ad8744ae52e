"""The sockets of this process, indexed by who may receive what.

Delivery never waits on a socket: `deliver` appends the frame to each target's small queue and
returns; each socket drains its own queue in a short-lived task that exists only while there is
something to send, so an idle socket costs no task. A socket whose queue overflows, or whose
send does not finish within `send_timeout`, is dropped, and the others carry on.

Pings come from one timer per socket (a timer handle, not a task), which also counts the pongs
that did not come back.

A socket opened with a live preview (spec §1 "Preview mode") also receives that preview's
events, until the preview expires. A visitor's socket may have nothing but the preview: it has
no user and no session, and closes when the preview expires.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Collection
from typing import Any, Protocol

from .bus import Event

log = logging.getLogger("promptplay.realtime")

# Close codes. 4401 mirrors HTTP 401; 4408 mirrors 408 (no verifyUser, or no pong, in time).
CLOSE_UNAUTHORIZED = 4401
CLOSE_TIMEOUT = 4408
CLOSE_TOO_SLOW = 1013  # "try again later": the socket could not keep up
CLOSE_GOING_AWAY = 1001
CLOSE_ERROR = 1011

PING_FRAME = '{"event":"ping"}'
MISSED_PONGS_ALLOWED = 2
CLOSE_WAIT_SECONDS = 5.0

SessionChecker = Callable[[Collection[str]], Awaitable[set[str]]]


class TextSocket(Protocol):
    """What the hub needs of a socket (starlette's WebSocket has it)."""

    async def send_text(self, data: str) -> None: ...

    async def close(self, code: int = 1000, reason: str | None = None) -> None: ...


class Connection:
    """One verified socket: whom it belongs to (a user, a preview, or both), what it still has
    to send."""

    __slots__ = (
        "_flusher",
        "_pending",
        "_ping_timer",
        "_preview_timer",
        "agent_id",
        "hub",
        "missed_pongs",
        "open",
        "preview_id",
        "session_id",
        "staff",
        "user_id",
        "websocket",
    )

    def __init__(
        self,
        hub: SocketHub,
        websocket: TextSocket,
        *,
        agent_id: int,
        user_id: int | None,
        staff: bool,
        session_id: str | None,
        preview_id: str | None = None,
    ) -> None:
        self.hub = hub
        self.websocket = websocket
        self.agent_id = agent_id
        self.user_id = user_id
        self.staff = staff
        self.session_id = session_id
        self.preview_id = preview_id
        self.missed_pongs = 0
        self.open = True
        self._pending: list[str] = []
        self._flusher: asyncio.Task[None] | None = None
        self._ping_timer: asyncio.TimerHandle | None = None
        self._preview_timer: asyncio.TimerHandle | None = None

    def push(self, frame: str) -> None:
        """Queue a frame; never waits. A socket that lets its queue fill up is dropped."""
        if not self.open:
            return
        if len(self._pending) >= self.hub.queue_limit:
            log.info("realtime: dropping a slow socket of user %s", self.user_id)
            self.close(CLOSE_TOO_SLOW, "too slow")
            return
        self._pending.append(frame)
        if self._flusher is None:
            self._flusher = asyncio.get_running_loop().create_task(self._flush())

    def pong(self) -> None:
        self.missed_pongs = 0

    def close(self, code: int, reason: str = "") -> None:
        """Stop delivering to this socket at once, and send it a close frame."""
        if not self._discard():
            return
        self.hub.spawn(self._send_close(code, reason))

    def discard(self) -> None:
        """Forget a socket that is already gone (its handler saw the disconnect)."""
        self._discard()

    def end_preview(self, code: int, reason: str) -> None:
        """Stop delivering the preview's events; a socket that has nothing else (a visitor's)
        is closed with `code`."""
        if self.user_id is None:
            self.close(code, reason)
        elif self.open and self.preview_id is not None:
            self.hub.leave_preview(self)

    def _discard(self) -> bool:
        if not self.open:
            return False
        self.open = False
        self.hub.remove(self)
        for timer in (self._ping_timer, self._preview_timer):
            if timer is not None:
                timer.cancel()
        self._ping_timer = self._preview_timer = None
        flusher, self._flusher = self._flusher, None
        if flusher is not None and flusher is not asyncio.current_task():
            flusher.cancel()
        self._pending = []
        return True

    async def _flush(self) -> None:
        try:
            while self._pending and self.open:
                frames, self._pending = self._pending, []
                for frame in frames:
                    if not self.open:
                        return
                    async with asyncio.timeout(self.hub.send_timeout):
                        await self.websocket.send_text(frame)
        except TimeoutError:
            self._flusher = None
            log.info("realtime: dropping a socket of user %s that stopped reading", self.user_id)
            self.close(CLOSE_TOO_SLOW, "too slow")
        except Exception:
            # The socket broke under us; its handler sees the disconnect and cleans up.
            self._flusher = None
            self.discard()
        finally:
            if self._flusher is asyncio.current_task():
                self._flusher = None

    async def _send_close(self, code: int, reason: str) -> None:
        try:
            async with asyncio.timeout(CLOSE_WAIT_SECONDS):
                await self.websocket.close(code, reason)
        except Exception:  # noqa: S110 (already closed, or the peer stopped reading)
            pass

    def _start_pings(self) -> None:
        loop = asyncio.get_running_loop()
        self._ping_timer = loop.call_later(self.hub.ping_interval, self._on_ping_timer)

    def _on_ping_timer(self) -> None:
        self._ping_timer = None
        if not self.open:
            return
        if self.missed_pongs >= MISSED_PONGS_ALLOWED:
            self.close(CLOSE_TIMEOUT, "no pong")
            return
        self.missed_pongs += 1
        self.push(PING_FRAME)
        if self.open:
            self._start_pings()


def _ordered_set() -> dict[Connection, None]:
    return {}


class SocketHub:
    """Every verified socket of this process: per user, per agent's players, per agent's staff."""

    def __init__(
        self,
        *,
        ping_interval: float = 25.0,
        verify_timeout: float = 10.0,
        queue_limit: int = 64,
        send_timeout: float = 10.0,
        max_sockets_per_user: int = 16,
        session_checker: SessionChecker | None = None,
        session_check_interval: float = 60.0,
    ) -> None:
        self.ping_interval = ping_interval
        self.verify_timeout = verify_timeout
        self.queue_limit = queue_limit
        self.send_timeout = send_timeout
        self.max_sockets_per_user = max_sockets_per_user
        self.session_checker = session_checker
        self.session_check_interval = session_check_interval
        # Insertion-ordered dicts used as sets: the oldest socket of a user comes first.
        self._by_user: dict[tuple[int, int], dict[Connection, None]] = {}
        self._players: dict[int, dict[Connection, None]] = {}
        self._staff: dict[int, dict[Connection, None]] = {}
        self._previews: dict[tuple[int, str], dict[Connection, None]] = {}
        self._count = 0
        self._tasks: set[asyncio.Task[None]] = set()
        self._session_task: asyncio.Task[None] | None = None

    def __len__(self) -> int:
        return self._count

    def open(
        self,
        websocket: TextSocket,
        *,
        agent_id: int,
        user_id: int | None,
        staff: bool,
        session_id: str | None,
        preview_id: str | None = None,
        preview_seconds: float | None = None,
    ) -> Connection:
        """Register a verified socket; it receives events from now on: its user's and its
        audience's when it has a user, its preview's for `preview_seconds` when it has one."""
        if user_id is None and preview_id is None:
            raise ValueError("a socket belongs to a user, a preview or both")
        conn = Connection(
            self,
            websocket,
            agent_id=agent_id,
            user_id=user_id,
            staff=staff,
            session_id=session_id,
            preview_id=preview_id,
        )
        if user_id is not None:
            mine = self._by_user.setdefault((agent_id, user_id), _ordered_set())
            if len(mine) >= self.max_sockets_per_user:
                next(iter(mine)).close(CLOSE_GOING_AWAY, "too many sockets")
                mine = self._by_user.setdefault((agent_id, user_id), _ordered_set())
            mine[conn] = None
            audience = self._staff if staff else self._players
            audience.setdefault(agent_id, _ordered_set())[conn] = None
        if preview_id is not None:
            watching = self._previews.setdefault((agent_id, preview_id), _ordered_set())
            if len(watching) >= self.max_sockets_per_user:
                next(iter(watching)).end_preview(CLOSE_GOING_AWAY, "too many sockets")
                watching = self._previews.setdefault((agent_id, preview_id), _ordered_set())
            watching[conn] = None
            if preview_seconds is not None:
                conn._preview_timer = asyncio.get_running_loop().call_later(
                    max(0.0, preview_seconds), conn.end_preview, CLOSE_UNAUTHORIZED, "preview ended"
                )
        self._count += 1
        conn._start_pings()
        if (
            self.session_checker is not None
            and session_id is not None
            and self._session_task is None
        ):
            self._session_task = asyncio.get_running_loop().create_task(self._check_sessions())
        return conn

    def remove(self, conn: Connection) -> None:
        registered = self._leave(self._previews, (conn.agent_id, conn.preview_id), conn)
        if conn.user_id is not None:
            if self._leave(self._by_user, (conn.agent_id, conn.user_id), conn):
                registered = True
                audience = self._staff if conn.staff else self._players
                self._leave(audience, conn.agent_id, conn)
        if registered:
            self._count -= 1

    def leave_preview(self, conn: Connection) -> None:
        """The socket stays, for its user's events only."""
        self._leave(self._previews, (conn.agent_id, conn.preview_id), conn)
        conn.preview_id = None
        if conn._preview_timer is not None:
            conn._preview_timer.cancel()
            conn._preview_timer = None

    @staticmethod
    def _leave(groups: dict[Any, dict[Connection, None]], key: Any, conn: Connection) -> bool:
        group = groups.get(key)
        if group is None or conn not in group:
            return False
        del group[conn]
        if not group:
            del groups[key]
        return True

    def deliver(self, event: Event, frame: str) -> int:
        """Queue `frame` on every local socket `event` is meant for; the count of them."""
        if event.user_id is not None:
            targets = self._by_user.get((event.agent_id, event.user_id))
        elif event.audience == "preview":
            targets = self._previews.get((event.agent_id, event.preview_id or ""))
        elif event.audience == "staff":
            targets = self._staff.get(event.agent_id)
        elif event.audience == "agent":
            targets = self._players.get(event.agent_id)
        else:
            targets = None
        if not targets:
            return 0
        # A copy: a socket that overflows leaves the group while we go through it.
        sockets = list(targets)
        for conn in sockets:
            conn.push(frame)
        return len(sockets)

    def spawn(self, coroutine: Awaitable[None]) -> None:
        task = asyncio.ensure_future(coroutine)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def stop(self) -> None:
        """Close every socket still registered (shutdown) and end the background work."""
        if self._session_task is not None:
            self._session_task.cancel()
            await asyncio.gather(self._session_task, return_exceptions=True)
            self._session_task = None
        everyone = {c: None for g in (*self._by_user.values(), *self._previews.values()) for c in g}
        for conn in everyone:
            conn.close(CLOSE_GOING_AWAY, "server shutting down")
        if self._tasks:
            await asyncio.gather(*list(self._tasks), return_exceptions=True)

    async def _check_sessions(self) -> None:
        """Close the sockets whose login session has ended (logout, a newer login, reuse)."""
        assert self.session_checker is not None
        try:
            while self._count:
                await asyncio.sleep(self.session_check_interval)
                by_session: dict[str, list[Connection]] = {}
                for group in list(self._by_user.values()):
                    for conn in group:
                        if conn.session_id is not None:
                            by_session.setdefault(conn.session_id, []).append(conn)
                ids = list(by_session)
                for start in range(0, len(ids), 500):
                    try:
                        ended = await self.session_checker(ids[start : start + 500])
                    except Exception:
                        log.exception("realtime: could not check the sockets' sessions")
                        break
                    for session_id in ended:
                        for conn in by_session.get(session_id, ()):
                            conn.close(CLOSE_UNAUTHORIZED, "session ended")
        finally:
            self._session_task = None
