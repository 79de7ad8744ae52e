"""A served app runs the upkeep loops (pending deposits, bet history and transfers, income
periods) unless its settings turn them off (UPKEEP=false)."""

from __future__ import annotations

import asyncio

import pytest

from promptplay import app as app_module
from promptplay.app import create_app


@pytest.mark.parametrize(("upkeep", "loops"), [(True, ["cashier", "games", "income"]), (False, [])])
async def test_the_upkeep_loops_run_only_where_the_settings_want_them(
    make_ctx, monkeypatch: pytest.MonkeyPatch, upkeep: bool, loops: list[str]
) -> None:
    started: list[str] = []
    stopped: list[str] = []

    def loop(name: str):  # type: ignore[no-untyped-def]
        async def run(ctx, interval: float) -> None:  # type: ignore[no-untyped-def]
            started.append(name)
            try:
                await asyncio.Event().wait()
            finally:
                stopped.append(name)

        return run

    monkeypatch.setattr(app_module.cashier_sweeper, "run", loop("cashier"))
    monkeypatch.setattr(app_module.games_sweeper, "run", loop("games"))
    monkeypatch.setattr(app_module.income_scheduler, "run", loop("income"))
    ctx = make_ctx(upkeep=upkeep)
    app = create_app(context=ctx)
    async with app.router.lifespan_context(app):
        await asyncio.sleep(0)  # the loops' first step
        assert sorted(started) == loops
    assert sorted(stopped) == loops  # and the app's end stops them
