"""`promptplay upstreams games` as a real process (as `run` starts it), and the faults that
need real sockets: a held request, and one carried out whose answer never comes."""

from __future__ import annotations

import os
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from click.testing import CliRunner

from promptplay.cli import _start_game_upstream, _stop, main
from promptplay.config import Settings
from tests.payments.conftest import free_port, wait_until_up

from .conftest import basic, key, master


@pytest.fixture(scope="module")
def live_url() -> Iterator[str]:
    """The upstream as `run` starts it: a child process with the platform's secret."""
    port = free_port()
    child = _start_game_upstream(Settings(game_upstream_port=port))
    assert child is not None
    try:
        log = Path(os.devnull)
        wait_until_up(f"http://127.0.0.1:{port}", child, log)
        # The operators the tests call as, registered as the platform's back office does.
        for operator in ("opa", "live"):
            httpx.put(
                f"http://127.0.0.1:{port}/operators/{operator}",
                json={"apiKey": key(operator)},
                headers=master(),
                timeout=5,
            ).raise_for_status()
        yield f"http://127.0.0.1:{port}"
    finally:
        _stop(child)
    assert child.poll() is not None


def test_the_command_line() -> None:
    result = CliRunner().invoke(main, ["upstreams", "games", "--help"])
    assert result.exit_code == 0 and "--port" in result.output and "--host" in result.output
    assert _start_game_upstream(Settings(game_upstream_port=0)) is None


async def test_the_child_speaks_with_the_platform_key(live_url: str) -> None:
    async with httpx.AsyncClient(base_url=live_url, timeout=5) as client:
        products = (await client.get("/seamless/products", headers=basic())).json()
        assert products["code"] == 0 and len(products["data"]["products"]) >= 12


async def test_timeouts(live_url: str) -> None:
    async with httpx.AsyncClient(base_url=live_url, timeout=5) as demo:
        try:
            (await demo.post("/demo/faults", json={"timeout": True})).raise_for_status()
            async with httpx.AsyncClient(base_url=live_url, timeout=0.5) as hasty:
                with pytest.raises(httpx.ReadTimeout):
                    await hasty.post(
                        "/seamless/transfer/deposit",
                        headers=basic("live"),
                        json={"username": "t1", "amount": "5.00", "transactionRef": "t-1"},
                    )
            # Held untouched: nothing was deposited.
            assert (await demo.get("/demo/wallets?operator=live")).json() == []
            await demo.post("/demo/faults", json={"timeout_after_processing": True})
            async with httpx.AsyncClient(base_url=live_url, timeout=0.5) as hasty:
                with pytest.raises(httpx.ReadTimeout):
                    await hasty.post(
                        "/seamless/transfer/deposit",
                        headers=basic("live"),
                        json={"username": "t1", "amount": "5.00", "transactionRef": "t-2"},
                    )
            # Carried out: the answer was lost, the money moved.
            wallets = (await demo.get("/demo/wallets?operator=live")).json()
            assert wallets[0]["balance"] == "5.00"
            await demo.post("/demo/faults", json={"latency_ms": 300})
            started = time.monotonic()
            status = await demo.get(
                "/seamless/transfer/status?transactionRef=t-2", headers=basic("live")
            )
            assert status.json()["code"] == 0 and time.monotonic() - started >= 0.3
        finally:
            (await demo.post("/demo/faults", json={})).raise_for_status()
