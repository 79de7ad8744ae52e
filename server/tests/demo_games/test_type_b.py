"""Type B (`/pg/…`): form-encoded calls with operator_token and secret_key."""

from __future__ import annotations

from typing import Any

import httpx
import pytest

from .conftest import pg_form


async def pg(client: httpx.AsyncClient, path: str, **fields: Any) -> dict[str, Any]:
    response = await client.post(f"/pg/{path}", data=pg_form(**fields))
    return response.json()


async def test_wrong_secret_or_token_is_1200(client: httpx.AsyncClient) -> None:
    for form in (
        pg_form(api_key="f" * 32),
        pg_form(operator="opb", api_key=pg_form()["secret_key"]),
        {"operator_token": "opa"},
    ):
        response = await client.post("/pg/Cash/Get", data={**form, "player_name": "p1"})
        assert response.status_code == 401
        assert response.json()["data"] is None and response.json()["error"]["code"] == "1200"
    json_body = await client.post("/pg/Product/List", json=pg_form())
    assert json_body.json()["error"]["code"] == "1034"  # form-encoded only


async def test_lists(client: httpx.AsyncClient) -> None:
    products = await pg(client, "Product/List")
    assert products["error"] is None and len(products["data"]) >= 12
    games = await pg(client, "Game/List", product_id="KM")
    game = games["data"][0]
    assert set(game) == {
        "gameId",
        "gameCode",
        "gameName",
        "category",
        "productId",
        "engine",
        "img",
        "rank",
        "status",
    }
    assert {g["productId"] for g in games["data"]} == {"KM"}
    every = await pg(client, "Game/List")
    assert len(every["data"]) >= 300
    assert (await pg(client, "Game/List", product_id="NOPE"))["error"]["code"] == "1300"


async def test_transfer_in_out_idempotent_duplicate_and_insufficient(
    client: httpx.AsyncClient,
) -> None:
    assert (await pg(client, "Cash/Get", player_name="p1"))["error"]["code"] == "3004"
    first = await pg(
        client,
        "Cash/TransferInOut",
        player_name="p1",
        amount="250.00",
        transfer_reference="b-1",
        currency="THB",
    )
    assert first["error"] is None
    data = first["data"]
    assert data["balance_amount"] == "250.00" and data["currency_code"] == "THB"
    assert isinstance(data["updated_time"], int) and data["transaction_id"]
    again = await pg(
        client,
        "Cash/TransferInOut",
        player_name="p1",
        amount="250.00",
        transfer_reference="b-1",
        currency="THB",
    )
    assert again == first
    dup = await pg(
        client, "Cash/TransferInOut", player_name="p1", amount="-250.00", transfer_reference="b-1"
    )
    assert dup["error"]["code"] == "3040"
    out = await pg(
        client, "Cash/TransferInOut", player_name="p1", amount="-50.25", transfer_reference="b-2"
    )
    assert out["data"]["balance_amount"] == "199.75"
    broke = await pg(
        client, "Cash/TransferInOut", player_name="p1", amount="-199.76", transfer_reference="b-3"
    )
    assert broke["error"]["code"] == "3202"
    cash = await pg(client, "Cash/Get", player_name="p1")
    assert cash["data"]["balance_amount"] == "199.75"
    status = await pg(client, "Cash/TransferStatus", transfer_reference="b-2")
    assert status["data"]["transaction_id"] == out["data"]["transaction_id"]
    assert status["data"]["amount"] == "-50.25"
    assert (await pg(client, "Cash/TransferStatus", transfer_reference="b-3"))["error"][
        "code"
    ] == "3041"


@pytest.mark.parametrize("amount", ["1.234", "0", "", "ten", "1,00"])
async def test_bad_amounts_are_1034(client: httpx.AsyncClient, amount: str) -> None:
    answer = await pg(
        client, "Cash/TransferInOut", player_name="p1", amount=amount, transfer_reference="bad"
    )
    assert answer["error"]["code"] == "1034"


async def test_login_session_and_launch_page(client: httpx.AsyncClient) -> None:
    session = (await pg(client, "Player/LoginSession", player_name="p9"))["data"]["player_session"]
    # Launched but never funded: the player exists, the wallet does not.
    assert (await pg(client, "Cash/Get", player_name="p9"))["error"]["code"] == "3005"
    query = {"language": "th", "operator_token": "opa", "operator_player_session": session}
    page = await client.get("/pg/KM-KENO-001/index.html", params={**query, "mobile": "1"})
    assert page.status_code == 200
    assert 'data-engine="keno"' in page.text and 'data-testid="pick-40"' in page.text
    token = page.text.split('"api": "/play/')[1].split('"')[0]
    state = (await client.get(f"/play/{token}/state")).json()
    assert state["game"]["code"] == "KM-KENO-001" and state["balance"] == "0.00"
    wrong_operator = await client.get(
        "/pg/KM-KENO-001/index.html", params={**query, "operator_token": "opb"}
    )
    assert wrong_operator.status_code == 404
    unknown_session = await client.get(
        "/pg/KM-KENO-001/index.html", params={**query, "operator_player_session": "nope"}
    )
    assert unknown_session.status_code == 404 and "expired" in unknown_session.text
    closed = await client.get("/pg/DG-CASINO-001/index.html", params=query)
    assert closed.status_code == 409


async def test_history_by_row_version(client: httpx.AsyncClient) -> None:
    await pg(
        client, "Cash/TransferInOut", player_name="p1", amount="100.00", transfer_reference="f"
    )
    await client.post(
        "/demo/rounds",
        json={
            "operator": "opa",
            "username": "p1",
            "productId": "KM",
            "gameCode": "KM-KENO-001",
            "bet": "2.00",
            "count": 5,
        },
    )
    first = (await pg(client, "Bet/GetHistory", row_version="0", count="3"))["data"]
    assert [r["rowVersion"] for r in first] == [1, 2, 3]
    rest = (await pg(client, "Bet/GetHistory", row_version="3", count="3"))["data"]
    assert [r["rowVersion"] for r in rest] == [4, 5]
    assert (await pg(client, "Bet/GetHistory", row_version="5", count="3"))["data"] == []
    row = first[0]
    assert (
        row["playerName"] == "p1" and row["gameId"] == "KM-KENO-001" and row["betAmount"] == "2.00"
    )
    assert row["betId"] == 1 and row["parentBetId"].startswith("R") and row["currency"] == "THB"
    assert (await pg(client, "Bet/GetHistory", row_version="-1", count="3"))["error"][
        "code"
    ] == "1034"
