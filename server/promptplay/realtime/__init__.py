"""Realtime: the event bus every package publishes on, and the `/ws` socket that delivers.

    await ctx.events.publish(Event(agent_id, "walletData", wallet.model_dump(mode="json"),
                                   user_id=user_id))

Publish after the transaction that made the change has committed (see `bus`).
"""

from .bus import Event, EventBus, LocalEventBus, RedisEventBus
from .hub import SocketHub

__all__ = ["Event", "EventBus", "LocalEventBus", "RedisEventBus", "SocketHub"]
