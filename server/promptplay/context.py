"""What every request may need, built once per process by the app factory. It sits above
`core` (which knows no domain) because it carries the realtime hub and the game upstreams."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Annotated, Any

from fastapi import Depends, Request

from .config import Settings
from .core.db import Database
from .core.security import TokenSigner
from .realtime.bus import EventBus, LocalEventBus
from .realtime.hub import SocketHub


@dataclass
class AppContext:
    settings: Settings
    db: Database
    signer: TokenSigner
    # The source of captcha answers; tests that exercise the captcha swap in a known one.
    captcha_answer: Callable[[], str] | None = field(default=None)
    # This process's realtime sockets, and the bus that delivers to them (and, with Redis, to
    # every other process's). Publish with `await ctx.events.publish(Event(...))` after commit.
    sockets: SocketHub = field(default_factory=SocketHub)
    events: EventBus = field(default=None)  # type: ignore[assignment]  # set in __post_init__
    # Game upstream adapters by credentials (games.registry): connection pools, no player state.
    game_upstreams: dict[Any, Any] = field(default_factory=dict)
    # The lobby's counts of categories and providers (games.catalogue.cached), by query.
    lobby_cache: dict[Any, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if self.events is None:
            self.events = LocalEventBus(self.sockets)


async def get_ctx(request: Request) -> AppContext:
    return request.app.state.ctx


Ctx = Annotated[AppContext, Depends(get_ctx)]
