"""The dashboard sums what moved: approved deposits and paid withdrawals by the day they were
decided, the bonus accounts' payouts, recorded play and registrations, in the agent's days;
the period's totals and today's; the same as CSV; a bad period is 0000."""

from __future__ import annotations

import csv
import io
from datetime import date, timedelta
from decimal import Decimal
from typing import Any

import pytest

from promptplay.agent.figures import AgentFigures
from promptplay.context import AppContext
from promptplay.models import Agent, GameDayStat, Player
from tests.factories import (
    client_for_agent,
    error_of,
    funded_player,
    make_cashier_agent,
    registered_player,
    staff_token,
    withdraw_body,
)

pytestmark = pytest.mark.asyncio


def d(value: Any) -> Decimal:
    return Decimal(str(value))


async def test_a_day_of_money_bonus_play_and_players(ctx: AppContext) -> None:
    cashier = await make_cashier_agent(ctx)
    async with client_for_agent(ctx, cashier) as client:
        staff = await staff_token(client, cashier)
        empty = (await client.get("/api/backoffice/dashboard", headers=staff)).json()["data"]
        assert len(empty["days"]) == 7 and empty["today"]["deposits"] == 0

        player = await funded_player(client, cashier, staff, 1000)
        second = await funded_player(client, cashier, staff, 250.5)
        await registered_player(client, cashier.agent)  # registers, never deposits
        response = await client.post(
            "/api/bank/transaction", json=withdraw_body(second, 200), headers=second.auth
        )
        tx = response.json()["data"]["transaction"]
        paid = await client.post(f"/api/backoffice/transactions/{tx['id']}/approve", headers=staff)
        assert paid.status_code == 200, paid.text
        bonus = await client.post(
            f"/api/backoffice/players/{player.user['player']['id']}/bonus",
            json={"amount": 40, "remark": "birthday"},
            headers=staff,
        )
        assert bonus.status_code == 200, bonus.text
        # The bonus costs the agent once it is paid, when the player claims it.
        claimed = await client.post(
            "/api/bonus/claim",
            json={"bonusType": f"staff-{bonus.json()['data']['id']}"},
            headers=player.auth,
        )
        assert claimed.status_code == 200, claimed.text

        async with ctx.db.write() as session:
            agent = await session.get(Agent, cashier.agent.id)
            assert agent is not None
            today = (await AgentFigures.of(session, agent)).today
            # Two players played today and one yesterday (the rounds' day rows).
            for player_id, day, turnover, payout in (
                (int(player.user["player"]["id"]), today, 50000, 42000),
                (int(second.user["player"]["id"]), today, 10000, 15000),
                (int(player.user["player"]["id"]), today - timedelta(days=1), 30000, 0),
            ):
                session.add(
                    GameDayStat(
                        agent_id=cashier.agent.id,
                        player_id=player_id,
                        day=day,
                        category="slot",
                        provider_code="PGS",
                        rounds=10,
                        turnover=turnover,
                        payout=payout,
                    )
                )

        board = (await client.get("/api/backoffice/dashboard", headers=staff)).json()["data"]
        assert board["currencyCode"] == "THB" and board["end"] == today.isoformat()
        day = board["today"]
        assert (d(day["deposits"]), day["depositCount"]) == (d("1250.5"), 2)
        assert (d(day["withdrawals"]), day["withdrawalCount"]) == (d(200), 1)
        assert d(day["bonusCost"]) == 40
        assert (d(day["turnover"]), d(day["ggr"])) == (d(600), d(30))
        assert (day["activePlayers"], day["newPlayers"]) == (2, 3)
        period = board["period"]
        assert (d(period["turnover"]), d(period["ggr"])) == (d(900), d(330))
        assert period["activePlayers"] == 2  # distinct over the period, not a sum of days
        yesterday = board["days"][-2]
        assert yesterday["date"] == (today - timedelta(days=1)).isoformat()
        assert (d(yesterday["ggr"]), yesterday["newPlayers"]) == (d(300), 0)

        # A registration of eight days ago is outside the default period, inside a wider one.
        async with ctx.db.write() as session:
            row = await session.get(Player, int(second.user["player"]["id"]))
            assert row is not None
            row.created_at -= timedelta(days=8)
        board = (await client.get("/api/backoffice/dashboard", headers=staff)).json()["data"]
        assert board["period"]["newPlayers"] == 2
        start = (today - timedelta(days=9)).isoformat()
        wide = await client.get(f"/api/backoffice/dashboard?start={start}", headers=staff)
        assert wide.json()["data"]["period"]["newPlayers"] == 3
        assert len(wide.json()["data"]["days"]) == 10

        exported = await client.get("/api/backoffice/dashboard.csv", headers=staff)
        assert exported.headers["content-type"].startswith("text/csv")
        rows = list(csv.reader(io.StringIO(exported.text)))
        assert rows[0][:3] == ["date", "deposits", "depositCount"]
        assert rows[-2][0] == today.isoformat() and rows[-2][1] == "1250.50"
        assert rows[-1][0] == "total" and len(rows) == 1 + 7 + 1


async def test_a_bad_period_and_another_agents_money(ctx: AppContext) -> None:
    cashier = await make_cashier_agent(ctx)
    other = await make_cashier_agent(ctx)
    async with client_for_agent(ctx, other) as elsewhere:
        their_staff = await staff_token(elsewhere, other)
        await funded_player(elsewhere, other, their_staff, 500)
    async with client_for_agent(ctx, cashier) as client:
        staff = await staff_token(client, cashier)
        board = (await client.get("/api/backoffice/dashboard", headers=staff)).json()["data"]
        assert board["today"]["deposits"] == 0 and board["period"]["depositCount"] == 0
        today = date.fromisoformat(board["end"])
        for query, fields in (
            (f"start={today}&end={today - timedelta(days=1)}", ["start", "end"]),
            (f"start={today - timedelta(days=92)}&end={today}", ["start", "end"]),
            ("start=yesterday", ["start"]),
        ):
            response = await client.get(f"/api/backoffice/dashboard?{query}", headers=staff)
            assert response.status_code == 422, response.text
            assert set(fields) <= set(error_of(response)["fields"])
        player = await registered_player(client, cashier.agent)
        refused = await client.get("/api/backoffice/dashboard", headers=player.auth)
        assert refused.status_code in (401, 403)
