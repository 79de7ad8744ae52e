"""Every back office list downloads as CSV: the requests, the players and the audit trail in
full (past the 200 rows a page shows), each in the columns its list answers, of the agent's
own rows only."""

from __future__ import annotations

import csv
import io

import pytest

from promptplay.context import AppContext
from tests.conftest import client_for
from tests.factories import (
    deposit,
    error_of,
    make_cashier_agent,
    registered_player,
    staff_token,
)

pytestmark = pytest.mark.asyncio


def rows_of(text: str) -> list[dict[str, str]]:
    return list(csv.DictReader(io.StringIO(text)))


async def test_requests_players_and_the_audit_download_as_csv(ctx: AppContext) -> None:
    cashier = await make_cashier_agent(ctx)
    other = await make_cashier_agent(ctx)
    async with client_for(ctx, other.agent.host) as elsewhere:
        await registered_player(elsewhere, other.agent)
    async with client_for(ctx, cashier.agent.host) as client:
        staff = await staff_token(client, cashier)
        players = [await registered_player(client, cashier.agent) for _ in range(3)]
        tx = await deposit(client, players[0], cashier, 250)
        await deposit(client, players[1], cashier, 300)
        approved = await client.post(
            f"/api/backoffice/transactions/{tx['id']}/approve", headers=staff
        )
        assert approved.status_code == 200

        response = await client.get("/api/backoffice/players.csv", headers=staff)
        assert response.status_code == 200, response.text
        assert response.headers["content-type"].startswith("text/csv")
        assert 'filename="players.csv"' in response.headers["content-disposition"]
        listed = rows_of(response.text)
        assert {r["username"] for r in listed} == {p.username for p in players}
        assert list(listed[0]) == [
            "id",
            "userId",
            "username",
            "tel",
            "creditBalance",
            "currencyCode",
            "status",
            "createdAt",
        ]
        credited = next(r for r in listed if r["username"] == players[0].username)
        assert credited["creditBalance"] == "250.00" and credited["currencyCode"] == "THB"
        searched = await client.get(
            "/api/backoffice/players.csv", params={"q": players[2].username}, headers=staff
        )
        assert [r["username"] for r in rows_of(searched.text)] == [players[2].username]

        pending = rows_of(
            (await client.get("/api/backoffice/transactions.csv", headers=staff)).text
        )
        assert [(r["username"], r["amount"]) for r in pending] == [(players[1].username, "300.00")]
        done = await client.get(
            "/api/backoffice/transactions.csv", params={"status": "0000"}, headers=staff
        )
        (row,) = rows_of(done.text)
        assert row["playerId"] and row["type"] == "DEPOSIT" and row["amount"] == "250.00"
        assert row["playerBankAccount"].startswith("{")  # nested: as JSON in one cell
        bad = await client.get(
            "/api/backoffice/transactions.csv", params={"type": "BOTH"}, headers=staff
        )
        assert error_of(bad)["errorCode"] == "0000"

        audit = rows_of((await client.get("/api/backoffice/audit.csv", headers=staff)).text)
        assert any(
            r["action"] == "approve_deposit" and r["targetId"] == str(tx["id"]) for r in audit
        ), audit
        # Staff only, and the agent's own: no token, no list.
        assert (await client.get("/api/backoffice/players.csv")).status_code == 401
