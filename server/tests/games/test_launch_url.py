"""A launch URL the upstream hands out is passed to the player's browser only when it is an
http(s) address: a `javascript:` URL would run in the site's own tab."""

from __future__ import annotations

import logging

import httpx
import pytest

from tests.factories import error_of

from .conftest import Table, some_game

pytestmark = pytest.mark.asyncio


async def test_a_script_launch_url_is_refused_and_logged(
    table: Table, demo: httpx.AsyncClient, caplog: pytest.LogCaptureFixture
) -> None:
    player = await table.player(500)
    await table.data("ambSuperApi/transfer/checkAndAdjustBalance", player)
    body = {"providerPrefix": "PGS", "gameId": await some_game(table, "PGS", "slot")}

    (await demo.post("/demo/faults", json={"script_launch_url": True})).raise_for_status()
    with caplog.at_level(logging.WARNING, logger="promptplay.games"):
        response = await table.call("ambSuperApi/transfer/playGame", player, body)
    assert response.status_code == 502
    assert error_of(response)["errorCode"] == "0063"
    assert "javascript:" not in response.text
    assert any("not http(s)" in record.getMessage() for record in caplog.records)

    # The upstream mended, the same launch answers its http address.
    (await demo.post("/demo/faults", json={})).raise_for_status()
    urls = await table.data("ambSuperApi/transfer/playGame", player, body)
    assert urls["gameUrLs"]["desktop"].startswith("http://")
    assert urls["gameUrLs"]["mobile"].startswith("http://")
