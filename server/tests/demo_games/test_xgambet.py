"""xgambet (`/xg/v1/…`), and the one wallet the three protocols share."""

from __future__ import annotations

import httpx

from .conftest import basic, bearer, deposit_a, pg_form


async def test_unauthorized(client: httpx.AsyncClient) -> None:
    for headers in (
        {},
        bearer(api_key="1" * 32),
        {"x-operator": "opa", "authorization": "Basic " + bearer()["authorization"][7:]},
        bearer(operator="opb", api_key=bearer()["authorization"][7:]),
    ):
        response = await client.get("/xg/v1/providers", headers=headers)
        assert response.status_code == 401
        assert response.json()["ok"] is False
        assert response.json()["error"]["code"] == "UNAUTHORIZED"


async def test_providers_games_launch(client: httpx.AsyncClient) -> None:
    providers = (await client.get("/xg/v1/providers", headers=bearer())).json()
    assert providers["ok"] and {p["code"] for p in providers["result"]["providers"]} >= {"UFA"}
    games = (await client.get("/xg/v1/games?provider=SAGA", headers=bearer())).json()
    game = games["result"]["games"][0]
    assert {"id", "name", "category", "engine", "image", "rank", "status"} <= set(game)
    assert game["engine"] in ("baccarat", "hilo")
    missing = (await client.get("/xg/v1/games?provider=NOPE", headers=bearer())).json()
    assert missing["error"]["code"] == "NOT_FOUND"
    body = {"username": "x1", "provider": "SAGA", "gameId": game["id"], "lang": "en"}
    desktop = (
        await client.post("/xg/v1/launch", headers=bearer(), json={**body, "mobile": False})
    ).json()
    mobile = (
        await client.post("/xg/v1/launch", headers=bearer(), json={**body, "mobile": True})
    ).json()
    assert desktop["result"]["url"].endswith("mobile=0") and mobile["result"]["url"].endswith(
        "mobile=1"
    )
    page = await client.get(
        (
            await client.post(
                "/xg/v1/launch",
                headers=bearer(),
                json={**body, "mobile": True, "returnUrl": "https://site.test/lobby"},
            )
        ).json()["result"]["url"]
    )
    first_choice = "player" if game["engine"] == "baccarat" else "higher"
    assert "https://site.test/lobby" in page.text
    assert f'data-testid="choice-{first_choice}"' in page.text


async def test_money_and_history(client: httpx.AsyncClient) -> None:
    assert (await client.get("/xg/v1/players/x1", headers=bearer())).json()["error"]["code"] == (
        "PLAYER_NOT_FOUND"
    )
    path = "/xg/v1/players/x1/deposit"
    body = {"amount": "80.00", "reference": "x-1", "currency": "THB"}
    first = (await client.post(path, headers=bearer(), json=body)).json()
    assert first["result"]["before"] == "0.00" and first["result"]["balance"] == "80.00"
    assert (await client.post(path, headers=bearer(), json=body)).json() == first
    dup = (await client.post(path, headers=bearer(), json={**body, "amount": "81.00"})).json()
    assert dup["error"]["code"] == "DUPLICATE"
    withdraw = "/xg/v1/players/x1/withdraw"
    broke = (
        await client.post(
            withdraw, headers=bearer(), json={**body, "amount": "80.01", "reference": "x-2"}
        )
    ).json()
    assert broke["error"]["code"] == "INSUFFICIENT_FUNDS"
    floaty = await client.post(
        withdraw, headers=bearer(), json={**body, "amount": 1.5, "reference": "x-3"}
    )
    assert floaty.status_code == 400 and floaty.json()["error"]["code"] == "INVALID"
    player = (await client.get("/xg/v1/players/x1", headers=bearer())).json()["result"]
    assert player == {"username": "x1", "wallets": [{"currency": "THB", "balance": "80.00"}]}
    transfer = (await client.get("/xg/v1/transfers/x-1", headers=bearer())).json()["result"]
    assert (transfer["reference"], transfer["kind"], transfer["amount"]) == (
        "x-1",
        "deposit",
        "80.00",
    )
    assert transfer["txId"] == first["result"]["txId"]
    assert (await client.get("/xg/v1/transfers/x-2", headers=bearer())).json()["error"][
        "code"
    ] == "NOT_FOUND"
    await client.post(
        "/demo/rounds",
        json={
            "operator": "opa",
            "username": "x1",
            "productId": "BINQ",
            "gameCode": "BINQ-TRADING-001",
            "bet": "1.00",
            "count": 3,
        },
    )
    page = (await client.get("/xg/v1/bets?limit=2", headers=bearer())).json()["result"]
    assert [b["id"] for b in page["bets"]] == [1, 2] and page["cursor"] == "2"
    rest = (await client.get(f"/xg/v1/bets?cursor={page['cursor']}", headers=bearer())).json()[
        "result"
    ]
    assert [b["id"] for b in rest["bets"]] == [3] and rest["cursor"] == "3"
    assert (await client.get("/xg/v1/bets?cursor=3", headers=bearer())).json()["result"] == {
        "bets": [],
        "cursor": None,
    }
    bet = rest["bets"][0]
    assert bet["provider"] == "BINQ" and bet["bet"] == "1.00" and bet["settledAt"].endswith("Z")


async def test_one_wallet_and_one_reference_space_across_protocols(
    client: httpx.AsyncClient,
) -> None:
    await deposit_a(client, "shared", "30.00", "s-1")
    pg_cash = (await client.post("/pg/Cash/Get", data=pg_form(player_name="shared"))).json()
    xg = (await client.get("/xg/v1/players/shared", headers=bearer())).json()["result"]
    assert pg_cash["data"]["balance_amount"] == xg["wallets"][0]["balance"] == "30.00"
    # The same reference sent through another protocol is the same transfer.
    replay = (
        await client.post(
            "/xg/v1/players/shared/deposit",
            headers=bearer(),
            json={"amount": "30.00", "reference": "s-1"},
        )
    ).json()
    assert replay["ok"] and replay["result"]["balance"] == "30.00"
    out = await client.post(
        "/pg/Cash/TransferInOut",
        data=pg_form(player_name="shared", amount="-10.00", transfer_reference="s-2"),
    )
    assert out.json()["data"]["balance_amount"] == "20.00"
    a = await client.get("/seamless/transfer/balance?username=shared", headers=basic())
    assert a.json()["data"]["balance"] == "20.00"
    wallets = (await client.get("/demo/wallets?operator=opa")).json()
    assert wallets == [
        {"operator": "opa", "username": "shared", "balance": "20.00", "currency": "THB"}
    ]
    assert (await client.get("/demo/wallets?operator=opb")).json() == []
