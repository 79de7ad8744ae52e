"""The event bus: how the platform tells open sockets that something changed.

Every caller publishes AFTER its database transaction has committed, never inside it: an
event must not announce a change that a rollback may still undo, and a socket that reacts by
reloading must find the change already visible. `publish` never raises for delivery
problems (a closed socket, Redis briefly unreachable): the change is committed by then, and
failing the request that made it would be worse than a missed notification, which the client
repairs on its next load.

Two implementations share the interface:

- `LocalEventBus` (default): hands the event straight to this process's sockets.
- `RedisEventBus` (`REDIS_URL` set): publishes on one Redis pub/sub channel; every server
  process subscribes to it and delivers to its own sockets, this one included. `publish`
  itself delivers nothing locally, so each socket gets each event exactly once.
"""

from __future__ import annotations

import asyncio
import json
import logging
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal, Protocol

if TYPE_CHECKING:
    from redis.asyncio import Redis
    from redis.asyncio.client import PubSub

    from .hub import SocketHub

log = logging.getLogger("promptplay.realtime")

Audience = Literal["player", "staff", "agent", "preview"]
AUDIENCES: tuple[Audience, ...] = ("player", "staff", "agent", "preview")
REDIS_CHANNEL = "promptplay:events"
READ_WAIT_SECONDS = 5.0


@dataclass(frozen=True, slots=True)
class Event:
    """One message for the sockets of one agent.

    `user_id` set: only the sockets verified as that user (a player, or one member of staff).
    `user_id` None: the audience decides: `staff` is every staff socket of the agent, `agent`
    every player socket of the agent, `preview` only the sockets opened with `preview_id`
    (spec §1 "Preview mode": a draft of the agent's look that its players never see).
    A `player` event needs a `user_id`, a `preview` event its `preview_id` and nothing else.
    `data` is JSON-ready (a pydantic model goes through `model_dump(mode="json")` first).
    """

    agent_id: int
    name: str
    data: Any
    user_id: int | None = None
    audience: Audience = "player"
    preview_id: str | None = None

    def __post_init__(self) -> None:
        if self.audience not in AUDIENCES:
            raise ValueError(f"unknown audience {self.audience!r}")
        if self.audience == "player" and self.user_id is None:
            raise ValueError("a player event names its user_id")
        if (self.audience == "preview") != (self.preview_id is not None):
            raise ValueError("a preview event, and only one, names its preview_id")
        if self.audience == "preview" and self.user_id is not None:
            raise ValueError("a preview event goes to the preview's sockets, not to a user")

    def frame(self) -> str:
        """The text the socket sends: `{"event": name, "data": …}`."""
        return _dumps({"event": self.name, "data": self.data})


def wallet_event(agent_id: int, user_id: int, wallet: Any) -> Event:
    """The player's wallet (a `wire.Wallet`) as his pages show it, pushed to them."""
    return Event(
        agent_id=agent_id,
        name="walletData",
        data=wallet.model_dump(mode="json"),
        user_id=user_id,
        audience="player",
    )


def preview_event(agent_id: int, preview_id: str, name: str, data: Any) -> Event:
    """`preview-data` for the sockets of one preview only: `name` logo, bg or template."""
    return Event(
        agent_id=agent_id,
        name="preview-data",
        data={"name": name, "data": data},
        audience="preview",
        preview_id=preview_id,
    )


class EventBus(Protocol):
    async def publish(self, event: Event) -> None:
        """Deliver `event` to the sockets it is meant for. Call it after the commit."""
        ...


class LocalEventBus:
    """In-process fan-out: one server process holds every socket."""

    def __init__(self, hub: SocketHub) -> None:
        self.hub = hub

    async def publish(self, event: Event) -> None:
        self.hub.deliver(event, event.frame())

    async def start(self) -> None:
        pass

    async def stop(self) -> None:
        await self.hub.stop()


# The Redis wire format: one JSON object per event on REDIS_CHANNEL.
def encode_event(event: Event) -> str:
    body = {
        "agentId": event.agent_id,
        "userId": event.user_id,
        "audience": event.audience,
        "event": event.name,
        "data": event.data,
    }
    if event.preview_id is not None:
        body["previewId"] = event.preview_id
    return _dumps(body)


def decode_event(payload: str | bytes) -> Event:
    body = json.loads(payload)
    user_id = body.get("userId")
    preview_id = body.get("previewId")
    return Event(
        agent_id=int(body["agentId"]),
        name=str(body["event"]),
        data=body.get("data"),
        user_id=int(user_id) if user_id is not None else None,
        audience=body.get("audience", "player"),
        preview_id=str(preview_id) if preview_id is not None else None,
    )


class RedisEventBus:
    """Fan-out over Redis pub/sub, for several server processes.

    Pub/sub delivers at most once: an event published while a process is disconnected from
    Redis does not reach that process's sockets (the subscriber reconnects and carries on).
    """

    def __init__(self, url: str, hub: SocketHub, channel: str = REDIS_CHANNEL) -> None:
        from redis.asyncio import Redis

        self.hub = hub
        self.channel = channel
        # The health check pings the subscription every 30 s (on the next read), and TCP
        # keepalive notices a peer that vanished without closing.
        self._redis: Redis = Redis.from_url(url, health_check_interval=30, socket_keepalive=True)
        self._pubsub: PubSub | None = None
        self._reader: asyncio.Task[None] | None = None
        self._users = 0

    async def publish(self, event: Event) -> None:
        payload = encode_event(event)
        try:
            await self._redis.publish(self.channel, payload)
        except Exception:
            log.exception("realtime: could not publish %s for agent %s", event.name, event.agent_id)

    async def start(self) -> None:
        """Subscribe before the first socket can connect (fails when Redis is unreachable)."""
        if self._reader is None:
            self._pubsub = await self._subscribe()
            self._reader = asyncio.create_task(self._read(), name="realtime-redis-subscriber")
        self._users += 1

    async def stop(self) -> None:
        self._users = max(0, self._users - 1)
        if self._users:
            return
        if self._reader is not None:
            self._reader.cancel()
            await asyncio.gather(self._reader, return_exceptions=True)
            self._reader = None
        await self._close_pubsub()
        await self._redis.aclose()
        await self.hub.stop()

    async def _subscribe(self) -> PubSub:
        pubsub = self._redis.pubsub()
        await pubsub.subscribe(self.channel)
        # Wait for Redis to confirm, so that nothing published after start() is missed.
        async with asyncio.timeout(10):
            while True:
                message = await pubsub.get_message(timeout=1.0)
                if message is not None and message["type"] == "subscribe":
                    return pubsub

    async def _read(self) -> None:
        backoff = 0.5
        while True:
            try:
                if self._pubsub is None:
                    self._pubsub = await self._subscribe()
                    log.info("realtime: subscribed to %s again", self.channel)
                # A bounded wait, so that the health check gets its turn on a quiet channel.
                message = await self._pubsub.get_message(
                    ignore_subscribe_messages=True, timeout=READ_WAIT_SECONDS
                )
                backoff = 0.5
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("realtime: Redis subscription lost; retrying in %.1f s", backoff)
                await self._close_pubsub()
                await asyncio.sleep(backoff)
                backoff = min(backoff * 2, 10.0)
                continue
            if message is None or message.get("type") != "message":
                continue
            try:
                event = decode_event(message["data"])
            except (ValueError, KeyError, TypeError):
                log.warning("realtime: ignored a malformed message on %s", self.channel)
                continue
            self.hub.deliver(event, event.frame())

    async def _close_pubsub(self) -> None:
        pubsub, self._pubsub = self._pubsub, None
        if pubsub is not None:
            try:
                await pubsub.aclose()
            except Exception:  # noqa: S110 (the connection is being thrown away)
                pass


def _dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))
