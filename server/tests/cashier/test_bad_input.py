"""Bad input to the cashier: a clear catalogue error, and nothing written."""

from __future__ import annotations

from typing import Any

import pytest

from tests.factories import (
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

BAD_AMOUNTS: list[Any] = [
    0,
    -1,
    -0.01,
    1.234,
    "1.001",
    "abc",
    "",
    None,
    True,
    [],
    {},
    "NaN",
    "Infinity",
    1e20,
    "99999999999999999999",
]


@pytest.mark.parametrize("amount", BAD_AMOUNTS, ids=repr)
async def test_bad_amounts_are_refused_naming_the_field(ctx, amount: Any) -> None:
    cashier = await make_cashier_agent(ctx)
    async with client_for_agent(ctx, cashier) as client:
        staff = await staff_token(client, cashier)
        player = await funded_player(client, cashier, staff, 1000)
        for body in (
            {"bankAccountId": cashier.deposit_account_id, "type": "DEPOSIT", "amount": amount},
            withdraw_body(player, amount),
        ):
            response = await client.post("/api/bank/transaction", json=body, headers=player.auth)
            assert response.status_code == 422, response.text
            error = error_of(response)
            assert (error["errorCode"], error["fields"]) == ("0000", ["amount"])
        if amount not in (-1, -0.01):  # a negative adjustment is a legitimate debit
            adjust = await client.post(
                f"/api/backoffice/players/{player.user['player']['id']}/adjust",
                json={"amount": amount, "reason": "x"},
                headers=staff,
            )
            assert error_of(adjust)["fields"] == ["amount"], adjust.text
        history = await client.get("/api/bank/transaction", headers=player.auth)
        assert len(history.json()["data"]["transactionHistory"]["allTransactions"]) == 1
        assert (await wallet_of(client, player))["creditBalance"] == 1000


async def test_limits_of_the_agent(ctx) -> None:
    cashier = await make_cashier_agent(
        ctx,
        minimum_deposit=100_00,
        maximum_deposit=5_000_00,
        minimum_withdraw=200_00,
        maximum_withdraw=1_000_00,
        maximum_credit_balance=8_000_00,
    )
    async with client_for_agent(ctx, cashier) as client:
        staff = await staff_token(client, cashier)
        player = await funded_player(client, cashier, staff, 5000)
        own = player.user["player"]["bankAccountId"]
        cases = [
            ("DEPOSIT", cashier.deposit_account_id, 99.99),
            ("DEPOSIT", cashier.deposit_account_id, 5000.01),
            ("DEPOSIT", cashier.deposit_account_id, 3000.01),  # past maximumCreditBalance
            ("WITHDRAW", own, 199.99),
            ("WITHDRAW", own, 1000.01),
        ]
        for kind, account, amount in cases:
            response = await client.post(
                "/api/bank/transaction",
                json={"bankAccountId": account, "type": kind, "amount": amount},
                headers=player.auth,
            )
            assert response.status_code == 422, (kind, amount, response.text)
            assert error_of(response)["fields"] == ["amount"]
        assert (await wallet_of(client, player))["creditBalance"] == 5000
        ok = await client.post(
            "/api/bank/transaction",
            json={"bankAccountId": cashier.deposit_account_id, "type": "DEPOSIT", "amount": 3000},
            headers=player.auth,
        )
        assert ok.status_code == 200


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("type", "TRANSFER"),
        ("type", ""),
        ("bankAccountId", 0),
        ("bankAccountId", "x"),
        ("bankAccountId", 2**63),
    ],
)
async def test_other_fields_are_checked(ctx, field: str, value: Any) -> None:
    cashier = await make_cashier_agent(ctx)
    async with client_for_agent(ctx, cashier) as client:
        player = await registered_player(client, cashier.agent)
        body = {"bankAccountId": cashier.deposit_account_id, "type": "DEPOSIT", "amount": 100}
        response = await client.post(
            "/api/bank/transaction", json={**body, field: value}, headers=player.auth
        )
        assert error_of(response)["fields"] == [field]


async def test_accounts_that_are_not_the_right_ones(ctx) -> None:
    cashier = await make_cashier_agent(ctx)
    other_agent = await make_cashier_agent(ctx)
    async with client_for_agent(ctx, cashier) as client:
        staff = await staff_token(client, cashier)
        player = await funded_player(client, cashier, staff, 1000)
        neighbour = await registered_player(client, cashier.agent)
        for kind, account in (
            ("DEPOSIT", other_agent.deposit_account_id),  # another agent's deposit account
            ("DEPOSIT", player.user["player"]["bankAccountId"]),  # a player's account
            ("WITHDRAW", neighbour.user["player"]["bankAccountId"]),  # another player's
            ("WITHDRAW", cashier.deposit_account_id),  # the agent's own account
        ):
            response = await client.post(
                "/api/bank/transaction",
                json={"bankAccountId": account, "type": kind, "amount": 150},
                headers=player.auth,
            )
            assert response.status_code == 404, (kind, response.text)
            assert error_of(response)["fields"] == ["bankAccountId"]
        foreign = await client.post(
            "/api/bank/transaction",
            json={
                "bankAccountId": cashier.deposit_account_id,
                "type": "DEPOSIT",
                "amount": 150,
                "agentId": other_agent.agent.id,
            },
            headers=player.auth,
        )
        assert error_of(foreign)["errorCode"] == "0035"
        assert (await wallet_of(client, player))["creditBalance"] == 1000
    assert await ledger_problems(ctx) == []


async def test_a_finished_transaction_cannot_be_decided_again(ctx) -> None:
    cashier = await make_cashier_agent(ctx)
    async with client_for_agent(ctx, cashier) as client:
        staff = await staff_token(client, cashier)
        player = await registered_player(client, cashier.agent)
        tx = await deposit(client, player, cashier, 100)
        rejected = await client.post(
            f"/api/backoffice/transactions/{tx['id']}/reject",
            json={"reason": "No money"},
            headers=staff,
        )
        assert rejected.json()["data"]["status"] == "0002"
        for path, body in (("approve", None), ("reject", {"reason": "again"})):
            response = await client.post(
                f"/api/backoffice/transactions/{tx['id']}/{path}", json=body, headers=staff
            )
            assert error_of(response)["errorCode"] == "0051"
        cancel = await client.delete(
            f"/api/bank/transaction?transactionId={tx['id']}", headers=player.auth
        )
        assert error_of(cancel)["errorCode"] == "0051"
        assert (await wallet_of(client, player))["creditBalance"] == 0


@pytest.mark.parametrize(
    "query",
    ["startDate=0001-01-01", "endDate=9999-12-31", "startDate=0001-01-01&endDate=0001-01-02"],
)
async def test_dates_past_the_calendar_are_refused_naming_the_fields(ctx, query: str) -> None:
    cashier = await make_cashier_agent(ctx)
    async with client_for_agent(ctx, cashier) as client:
        player = await registered_player(client, cashier.agent)
        for path in ("/api/bank/transaction", "/api/game/rounds"):
            response = await client.get(f"{path}?{query}", headers=player.auth)
            assert response.status_code == 422, (path, response.text)
            assert error_of(response)["fields"] == ["startDate", "endDate"]
