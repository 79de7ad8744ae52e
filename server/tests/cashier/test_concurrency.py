"""Many requests at once on one wallet or one request (on PostgreSQL too when
TEST_DATABASE_URL is set): nothing lost, nothing made, the ledger balanced."""

from __future__ import annotations

import asyncio
from collections import Counter
from decimal import Decimal

from tests.factories import (
    Player,
    client_for_agent,
    deposit,
    error_of,
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


async def _adjusting(client, cashier) -> tuple[dict, Player, str]:  # type: ignore[no-untyped-def]
    """Staff's headers, a new player and the address of his credit adjustments."""
    staff = await staff_token(client, cashier)
    player = await registered_player(client, cashier.agent)
    return staff, player, f"/api/backoffice/players/{player.user['player']['id']}/adjust"


async def test_fifty_simultaneous_debits_by_staff_take_exactly_what_fits(ctx) -> None:
    """Staff adjustments run in a `Direct` transaction, outside the ORM session."""
    cashier = await make_cashier_agent(ctx)
    async with client_for_agent(ctx, cashier) as client:
        staff, player, url = await _adjusting(client, cashier)
        funded = await client.post(url, json={"amount": 100, "reason": "Fund"}, headers=staff)
        assert funded.status_code == 200, funded.text
        responses = await asyncio.gather(
            *(
                client.post(
                    url,
                    json={"amount": -10, "reason": "Debit"},
                    headers={**staff, "idempotency-key": f"debit-{n}"},
                )
                for n in range(50)
            )
        )
        outcomes = Counter(
            r.json()["error"]["message"]["errorCode"] if r.status_code != 200 else "ok"
            for r in responses
        )
        assert outcomes == {"ok": 10, "0050": 40}
        # Each success saw its own balance after: 90, 80, … 0, once each.
        after = sorted(r.json()["data"]["entry"]["balanceAfter"] for r in responses if r.is_success)
        assert after == [0, 10, 20, 30, 40, 50, 60, 70, 80, 90]
        wallet = await wallet_of(client, player)
        assert (wallet["creditBalance"], wallet["creditIn"], wallet["creditOut"]) == (0, 100, 100)
        audit = (await client.get("/api/backoffice/audit", headers=staff)).json()["data"]
        assert len(audit) == 11
    assert await ledger_problems(ctx) == []


async def test_simultaneous_credits_by_staff_stop_at_the_maximum_credit(ctx) -> None:
    cashier = await make_cashier_agent(ctx, maximum_credit_balance=100_00)
    async with client_for_agent(ctx, cashier) as client:
        staff, player, url = await _adjusting(client, cashier)
        responses = await asyncio.gather(
            *(
                client.post(url, json={"amount": 30, "reason": "Bonus"}, headers=staff)
                for _ in range(20)
            )
        )
        refused = [error_of(r) for r in responses if not r.is_success]
        assert len(refused) == 17
        assert {(e["errorCode"], e["systemMsg"]) for e in refused} == {
            ("0000", "maximumCreditBalance")
        }
        assert (await wallet_of(client, player))["creditBalance"] == 90
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


async def test_replayed_adjustment_racing_itself_moves_money_once(ctx) -> None:
    cashier = await make_cashier_agent(ctx)
    async with client_for_agent(ctx, cashier) as client:
        staff, player, url = await _adjusting(client, cashier)
        headers = {**staff, "idempotency-key": "same-adjustment"}
        responses = await asyncio.gather(
            *(
                client.post(url, json={"amount": 25, "reason": "Bonus"}, headers=headers)
                for _ in range(20)
            )
        )
        assert {r.status_code for r in responses} == {200}
        assert len({r.json()["data"]["entry"]["id"] for r in responses}) == 1
        assert (await wallet_of(client, player))["creditBalance"] == 25
    assert await ledger_problems(ctx) == []
