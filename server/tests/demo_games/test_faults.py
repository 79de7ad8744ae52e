"""Faults hit the protocol paths only; `duplicate` delivers each call twice."""

from __future__ import annotations

import httpx
import pytest

from .conftest import basic, bearer, deposit_a, launch_a, pg_form


@pytest.fixture
async def faults(client: httpx.AsyncClient):  # type: ignore[no-untyped-def]
    async def set_faults(**values: object) -> None:
        response = await client.post("/demo/faults", json=values)
        assert response.status_code == 200

    yield set_faults
    await set_faults()


async def test_error_rate_one_fails_every_protocol_call_in_its_shape(
    client: httpx.AsyncClient, faults
) -> None:  # type: ignore[no-untyped-def]
    await deposit_a(client, "p1", "20.00", "f-1")
    token = await launch_a(client, "p1", "SBO-SPORT-001")
    await faults(error_rate=1.0)
    assert (await client.get("/demo/faults")).json()["error_rate"] == 1.0
    a = await client.post(
        "/seamless/transfer/deposit",
        headers=basic(),
        json={"username": "p1", "amount": "5.00", "transactionRef": "f-2"},
    )
    assert a.status_code == 503 and a.json()["code"] == 50001
    b = await client.post("/pg/Cash/Get", data=pg_form(player_name="p1"))
    assert b.status_code == 503 and b.json()["error"]["code"] == "1500"
    xg = await client.get("/xg/v1/players/p1", headers=bearer())
    assert xg.status_code == 503 and xg.json()["error"]["code"] == "INTERNAL"
    # Nothing happened before the error; the player's side keeps working.
    assert (await client.get("/demo/wallets?operator=opa")).json()[0]["balance"] == "20.00"
    assert (await client.post(f"/play/{token}/round", json={"bet": "1.00"})).status_code == 200
    assert (await client.get("/img/providers/UFA.svg")).status_code == 200
    assert (await client.get(f"/play/{token}")).status_code == 200
    await faults()
    ok = await client.get("/seamless/transfer/balance?username=p1", headers=basic())
    assert ok.status_code == 200 and ok.json()["code"] == 0


async def test_duplicate_processes_twice_answers_the_second_and_doubles_history(
    client: httpx.AsyncClient, faults
) -> None:  # type: ignore[no-untyped-def]
    await faults(duplicate=True)
    first = await deposit_a(client, "p1", "100.00", "d-1")
    # Processed twice, the second run being a replay of the first: money moved once.
    assert first["balance"] == "100.00" and first["beforeBalance"] == "0.00"
    assert (await client.get("/demo/wallets?operator=opa")).json()[0]["balance"] == "100.00"
    # A launch processed twice opens two sessions; the answer names the second.
    token = await launch_a(client, "p1", "SBO-SPORT-001")
    assert len(client._transport.app.state.store.sessions) == 2  # type: ignore[attr-defined]
    assert (await client.get(f"/play/{token}/state")).status_code == 200
    for _ in range(3):
        assert (await client.post(f"/play/{token}/round", json={"bet": "1.00"})).status_code == 200
    txns = (await client.get("/seamless/betTransactionsV2", headers=basic())).json()["data"]
    assert [t["id"] for t in txns["txns"]] == [1, 1, 2, 2, 3, 3] and txns["nextId"] == 3
    pg_rows = (await client.post("/pg/Bet/GetHistory", data=pg_form(row_version="1"))).json()
    assert [r["rowVersion"] for r in pg_rows["data"]] == [2, 2, 3, 3]
    xg_rows = (await client.get("/xg/v1/bets", headers=bearer())).json()["result"]
    assert len(xg_rows["bets"]) == 6 and xg_rows["cursor"] == "3"
    await faults()
    once = (await client.get("/seamless/betTransactionsV2", headers=basic())).json()["data"]
    assert [t["id"] for t in once["txns"]] == [1, 2, 3]


async def test_fault_settings_round_trip(client: httpx.AsyncClient, faults) -> None:  # type: ignore[no-untyped-def]
    await faults(latency_ms=5, duplicate=True)
    assert (await client.get("/demo/faults")).json() == {
        "latency_ms": 5,
        "error_rate": 0.0,
        "timeout": False,
        "timeout_after_processing": False,
        "duplicate": True,
        "script_launch_url": False,
    }
    bad = await client.post("/demo/faults", json={"error_rate": 2})
    assert bad.status_code == 422
