"""The hub and the in-process bus with stand-in sockets: routing, bounded queues, and sockets
that never finish a send."""

from __future__ import annotations

import asyncio
import json
import socket

import pytest

from promptplay.realtime import Event, LocalEventBus, RedisEventBus, SocketHub
from promptplay.realtime.bus import decode_event, encode_event
from promptplay.realtime.hub import CLOSE_TOO_SLOW


class FakeSocket:
    def __init__(self) -> None:
        self.sent: list[dict] = []
        self.closed_with: int | None = None

    async def send_text(self, data: str) -> None:
        self.sent.append(json.loads(data))

    async def close(self, code: int = 1000, reason: str | None = None) -> None:
        self.closed_with = code


class StuckSocket(FakeSocket):
    """A peer that stopped reading: a send never completes."""

    async def send_text(self, data: str) -> None:
        await asyncio.Event().wait()


def test_a_player_event_needs_a_user_and_audiences_are_known() -> None:
    with pytest.raises(ValueError, match="user_id"):
        Event(1, "walletData", {})
    with pytest.raises(ValueError, match="audience"):
        Event(1, "walletData", {}, user_id=2, audience="everyone")  # type: ignore[arg-type]


def test_the_redis_wire_format_round_trips() -> None:
    event = Event(7, "queueUpdate", {"id": 3, "amount": 500.0, "text": "รอดำเนินการ"}, None, "staff")
    assert decode_event(encode_event(event)) == event
    assert json.loads(encode_event(event)) == {
        "agentId": 7,
        "userId": None,
        "audience": "staff",
        "event": "queueUpdate",
        "data": {"id": 3, "amount": 500.0, "text": "รอดำเนินการ"},
    }


async def test_a_stuck_socket_is_dropped_when_its_queue_fills_and_others_get_everything() -> None:
    hub = SocketHub(queue_limit=4, send_timeout=30)
    bus = LocalEventBus(hub)
    fast, stuck = FakeSocket(), StuckSocket()
    hub.open(fast, agent_id=1, user_id=10, staff=False, session_id="a")
    hub.open(stuck, agent_id=1, user_id=11, staff=False, session_id="b")
    for n in range(20):
        await bus.publish(Event(1, "agentData", n, audience="agent"))  # never waits
        await asyncio.sleep(0)
    await asyncio.sleep(0.01)
    assert [m["data"] for m in fast.sent] == list(range(20))
    assert stuck.closed_with == CLOSE_TOO_SLOW
    assert len(hub) == 1
    await hub.stop()


async def test_a_send_that_does_not_finish_in_time_drops_the_socket() -> None:
    hub = SocketHub(queue_limit=100, send_timeout=0.1)
    stuck = StuckSocket()
    hub.open(stuck, agent_id=1, user_id=11, staff=False, session_id="b")
    hub.deliver(Event(1, "walletData", 1, user_id=11), '{"event":"walletData","data":1}')
    await asyncio.sleep(0.3)
    assert stuck.closed_with == CLOSE_TOO_SLOW
    assert len(hub) == 0
    await hub.stop()


async def test_a_burst_to_many_sockets_does_not_wait_for_any_of_them() -> None:
    hub = SocketHub()
    sockets = [FakeSocket() for _ in range(2_000)]
    for n, websocket in enumerate(sockets):
        hub.open(websocket, agent_id=5, user_id=n, staff=False, session_id=str(n))
    loop = asyncio.get_running_loop()
    started = loop.time()
    assert (
        hub.deliver(Event(5, "agentData", "x", audience="agent"), '{"event":"agentData"}') == 2000
    )
    assert loop.time() - started < 0.5
    await asyncio.sleep(0.05)
    assert all(len(s.sent) == 1 for s in sockets)
    await hub.stop()
    assert len(hub) == 0


async def test_too_many_sockets_of_one_user_close_the_oldest() -> None:
    hub = SocketHub(max_sockets_per_user=2)
    first, second, third = FakeSocket(), FakeSocket(), FakeSocket()
    for websocket in (first, second, third):
        hub.open(websocket, agent_id=1, user_id=1, staff=False, session_id="s")
    await asyncio.sleep(0.01)
    assert first.closed_with == 1001
    assert second.closed_with is None and third.closed_with is None
    assert len(hub) == 2
    await hub.stop()


async def test_sessions_that_ended_close_their_sockets() -> None:
    asked: list[list[str]] = []

    async def checker(ids):  # type: ignore[no-untyped-def]
        asked.append(sorted(ids))
        return {"ended"}

    hub = SocketHub(session_checker=checker, session_check_interval=0.05)
    live, ended = FakeSocket(), FakeSocket()
    hub.open(live, agent_id=1, user_id=1, staff=False, session_id="live")
    hub.open(ended, agent_id=1, user_id=2, staff=True, session_id="ended")
    await asyncio.sleep(0.2)
    assert asked[0] == ["ended", "live"]
    assert ended.closed_with == 4401 and live.closed_with is None
    assert len(hub) == 1
    await hub.stop()
    assert live.closed_with == 1001


async def test_publishing_while_redis_is_unreachable_does_not_fail_the_caller(caplog) -> None:
    with socket.socket() as closed:
        closed.bind(("127.0.0.1", 0))
        port = closed.getsockname()[1]  # nothing listens here once closed
    bus = RedisEventBus(f"redis://127.0.0.1:{port}/0", SocketHub())
    await bus.publish(Event(1, "walletData", 1, user_id=1))
    assert "could not publish walletData" in caplog.text
    await bus.stop()
