"""The access matrix: player B and the staff of agent B reach nothing of player A or agent A."""

from __future__ import annotations

from tests.conftest import client_for
from tests.factories import (
    client_for_agent,
    deposit,
    error_of,
    funded_player,
    make_cashier_agent,
    registered_player,
    staff_token,
    wallet_of,
)


async def test_access_matrix(ctx) -> None:
    a = await make_cashier_agent(ctx)
    b = await make_cashier_agent(ctx)
    async with client_for_agent(ctx, a) as on_a, client_for_agent(ctx, b) as on_b:
        staff_a = await staff_token(on_a, a)
        staff_b = await staff_token(on_b, b)
        player_a = await funded_player(on_a, a, staff_a, 1000)
        player_a2 = await registered_player(on_a, a.agent)
        player_b = await registered_player(on_b, b.agent)
        tx_a = await deposit(on_a, player_a, a, 100)
        player_a_id = player_a.user["player"]["id"]

        # Player A2 (same agent) on player A's transaction.
        for method, url in (
            ("DELETE", f"/api/bank/transaction?transactionId={tx_a['id']}"),
            ("PUT", f"/api/bank/transaction/{tx_a['id']}/expired"),
            ("POST", f"/api/bank/transaction/{tx_a['id']}/expired"),
        ):
            response = await on_a.request(method, url, headers=player_a2.auth)
            assert error_of(response)["errorCode"] == "0040", (method, url)

        # Staff of B, on B's host, on A's things: not found.
        for method, url, body in (
            ("POST", f"/api/backoffice/transactions/{tx_a['id']}/approve", None),
            ("POST", f"/api/backoffice/transactions/{tx_a['id']}/reject", {"reason": "x"}),
            ("GET", f"/api/backoffice/players/{player_a_id}", None),
            ("POST", f"/api/backoffice/players/{player_a_id}/adjust", {"amount": 5, "reason": "x"}),
        ):
            response = await on_b.request(method, url, json=body, headers=staff_b)
            assert error_of(response)["errorCode"] == "0040", (method, url, response.text)
        queue_b = (await on_b.get("/api/backoffice/transactions", headers=staff_b)).json()["data"]
        assert tx_a["id"] not in [q["id"] for q in queue_b]
        found = (await on_b.get("/api/backoffice/players?q=", headers=staff_b)).json()["data"]
        assert player_a_id not in [p["id"] for p in found]

        # Tokens carried to the other agent's host: refused outright.
        for client, headers, url in (
            (on_a, staff_b, "/api/backoffice/transactions"),
            (on_b, player_a.auth, "/api/bank/transaction"),
        ):
            response = await client.get(url, headers=headers)
            assert error_of(response)["errorCode"] == "0035"

        # Players on the back office, staff on the player calls.
        response = await on_a.get("/api/backoffice/transactions", headers=player_a.auth)
        assert error_of(response)["errorCode"] == "0035"
        response = await on_a.post("/api/player/wallet", headers=staff_a)
        assert error_of(response)["errorCode"] == "0035"
        response = await on_b.get("/api/bank/transaction", headers=player_b.auth)
        assert response.json()["data"]["transactionHistory"]["allTransactions"] == []

        # The same staff name on B's host logs in as B's staff, never A's.
        response = await on_b.post(
            "/api/backoffice/auth/login", json={"username": "staff", "password": "staff1234"}
        )
        assert response.json()["data"]["staff"]["agentId"] == b.agent.id
        # A player's own login opens no back office.
        response = await on_a.post(
            "/api/backoffice/auth/login",
            json={"username": player_a.username, "password": player_a.password},
        )
        assert error_of(response)["errorCode"] == "0002"

        assert (await wallet_of(on_a, player_a))["creditBalance"] == 1000
        pending = (await on_a.get("/api/backoffice/transactions", headers=staff_a)).json()["data"]
        assert [q["id"] for q in pending] == [tx_a["id"]]


async def test_guest_calls_need_a_token(ctx) -> None:
    a = await make_cashier_agent(ctx)
    async with client_for(ctx, a.agent.host) as client:
        for method, url in (
            ("POST", "/api/bank/transaction"),
            ("GET", "/api/bank/transaction"),
            ("POST", "/api/bank/withdrawable"),
            ("GET", "/api/backoffice/transactions"),
            ("POST", "/api/backoffice/transactions/1/approve"),
        ):
            response = await client.request(method, url, json={})
            assert error_of(response)["errorCode"] == "0033", (method, url)
