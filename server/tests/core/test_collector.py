"""A served app settles the garbage collector once it has started (promptplay.app
.settle_collector): what start-up left alive is frozen out of every later collection, what it
left as garbage is collected first. An app made for a test leaves the collector alone."""

from __future__ import annotations

import gc
import weakref
from collections.abc import Iterator

import pytest

from promptplay import app as app_module
from promptplay.app import create_app, settle_collector


class Node:
    def __init__(self) -> None:
        self.me = self  # a cycle: only the collector frees it


@pytest.fixture
def thawed() -> Iterator[None]:
    """The collector as this test process keeps it, whatever the test froze."""
    yield
    gc.unfreeze()


def test_settling_collects_the_garbage_and_freezes_what_lives(thawed: None) -> None:
    garbage = Node()
    gone = weakref.ref(garbage)
    del garbage
    alive = [Node()]
    frozen_before = gc.get_freeze_count()

    settle_collector()

    assert gone() is None
    assert gc.get_freeze_count() > frozen_before
    assert not any(o is alive for o in gc.get_objects(generation=2))
    gc.unfreeze()
    assert any(o is alive for o in gc.get_objects(generation=2))


@pytest.mark.parametrize(("serving", "settled"), [(True, 1), (False, 0)])
async def test_only_a_served_app_settles_the_collector_once_started(
    ctx, monkeypatch: pytest.MonkeyPatch, serving: bool, settled: int
) -> None:
    calls: list[None] = []
    monkeypatch.setattr(app_module, "settle_collector", lambda: calls.append(None))
    app = create_app(context=ctx, serving=serving)
    assert calls == []
    async with app.router.lifespan_context(app):
        assert len(calls) == settled
    assert len(calls) == settled
