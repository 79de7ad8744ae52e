"""Many requests at once on one wallet or one request (on PostgreSQL too when
TEST_DATABASE_URL is set): nothing lost, nothing made, the ledger balanced."""

from __future__ import annotations

import asyncio
from collections import Counter
from decimal import Decimal

from tests.factories import (
    client_for_agent,
    deposit,
    funded_player,
    ledger_problems,
    make_cashier_agent,
    registered_player,
    staff_token,
    wallet_of,
    withdraw_body,
)


async def test_fifty_simultaneous_withdrawals_take_exactly_what_fits(ctx) -> None:
    # No turnover asked (turn 0): only the balance bounds the withdrawals.
    cashier = await make_cashier_agent(ctx, minimum_withdraw=1_00, turn=Decimal("0"))
    async with client_for_agent(ctx, cashier) as client:
        staff = await staff_token(client, cashier)
        player = await funded_player(client, cashier, staff, 1000)
        body = withdraw_body(player, 30)
        responses = await asyncio.gather(
            *(
                client.post("/api/bank/transaction", json=body, headers=player.auth)
                for _ in range(50)
            )
        )
        outcomes = Counter(
            r.json()["error"]["message"]["errorCode"] if r.status_code != 200 else "ok"
            for r in responses
        )
        assert outcomes == {"ok": 33, "0050": 17}
        wallet = await wallet_of(client, player)
        assert (wallet["creditBalance"], wallet["creditOut"]) == (10, 990)
        queue = (await client.get("/api/backoffice/transactions", headers=staff)).json()["data"]
        assert len(queue) == 33
    assert await ledger_problems(ctx) == []


async def test_fifty_simultaneous_approvals_credit_once(ctx) -> None:
    cashier = await make_cashier_agent(ctx)
    async with client_for_agent(ctx, cashier) as client:
        staff = await staff_token(client, cashier)
        player = await registered_player(client, cashier.agent)
        tx = await deposit(client, player, cashier, 700)
        url = f"/api/backoffice/transactions/{tx['id']}/approve"
        responses = await asyncio.gather(*(client.post(url, headers=staff) for _ in range(50)))
        codes = Counter(
            r.json()["error"]["message"]["errorCode"] if r.status_code != 200 else "ok"
            for r in responses
        )
        assert codes == {"ok": 1, "0051": 49}
        wallet = await wallet_of(client, player)
        assert (wallet["creditBalance"], wallet["cashIn"]) == (700, 700)
    assert await ledger_problems(ctx) == []


async def test_approve_racing_reject_one_wins(ctx) -> None:
    cashier = await make_cashier_agent(ctx, minimum_withdraw=1_00)
    async with client_for_agent(ctx, cashier) as client:
        staff = await staff_token(client, cashier)
        player = await funded_player(client, cashier, staff, 500)
        made = await client.post(
            "/api/bank/transaction",
            json=withdraw_body(player, 200),
            headers=player.auth,
        )
        tx_id = made.json()["data"]["transaction"]["id"]
        responses = await asyncio.gather(
            *(
                client.post(
                    f"/api/backoffice/transactions/{tx_id}/{'approve' if i % 2 else 'reject'}",
                    json=None if i % 2 else {"reason": "race"},
                    headers=staff,
                )
                for i in range(20)
            )
        )
        winners = [r.json()["data"]["status"] for r in responses if r.status_code == 200]
        assert len(winners) == 1
        wallet = await wallet_of(client, player)
        # Paid: the credit stays out; refused: it came back.
        assert wallet["creditBalance"] == (300 if winners[0] == "0000" else 500)
    assert await ledger_problems(ctx) == []


async def test_replayed_request_racing_itself_moves_money_once(ctx) -> None:
    cashier = await make_cashier_agent(ctx, minimum_withdraw=1_00)
    async with client_for_agent(ctx, cashier) as client:
        staff = await staff_token(client, cashier)
        player = await funded_player(client, cashier, staff, 1000)
        body = withdraw_body(player, 100)
        headers = {**player.auth, "idempotency-key": "same-withdrawal"}
        responses = await asyncio.gather(
            *(client.post("/api/bank/transaction", json=body, headers=headers) for _ in range(20))
        )
        assert {r.status_code for r in responses} == {200}
        assert len({r.json()["data"]["transaction"]["id"] for r in responses}) == 1
        assert (await wallet_of(client, player))["creditBalance"] == 900
    assert await ledger_problems(ctx) == []
