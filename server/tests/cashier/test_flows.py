"""Deposits and withdrawals end to end over HTTP: player requests, staff decisions, the
wallet, the history and the ledger after every step."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
from datetime import timedelta
from decimal import Decimal

from sqlalchemy import text, update

from promptplay.cashier.sweeper import expire_overdue
from promptplay.core.clock import utcnow
from promptplay.models import BankTransaction, Wallet
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


async def test_deposit_waits_for_staff_then_credits_once(ctx) -> None:
    cashier = await make_cashier_agent(ctx)
    async with client_for_agent(ctx, cashier) as client:
        player = await registered_player(client, cashier.agent)
        accounts = await client.post(
            "/api/bank/deposit/bankAccount",
            json={"bankAccountType": "DEPOSIT"},
            headers=player.auth,
        )
        assert [a["id"] for a in accounts.json()["data"]] == [cashier.deposit_account_id]
        assert accounts.json()["data"][0]["promptPayNo"] == "0812345678"

        tx = await deposit(client, player, cashier, 500.25)
        assert (tx["status"], tx["statusText"], tx["amount"]) == ("0001", "รอดำเนินการ", 500.25)
        assert tx["expiresAt"] is not None
        assert (await wallet_of(client, player))["creditBalance"] == 0

        current = await client.post(
            "/api/bank/transaction/player/currentTransaction", json={}, headers=player.auth
        )
        assert current.json()["data"]["id"] == tx["id"]

        second = await client.post(
            "/api/bank/transaction",
            json={"bankAccountId": cashier.deposit_account_id, "type": "DEPOSIT", "amount": 100},
            headers=player.auth,
        )
        assert second.status_code == 409 and error_of(second)["errorCode"] == "0052"

        staff = await staff_token(client, cashier)
        queue = await client.get("/api/backoffice/transactions", headers=staff)
        assert [(q["id"], q["username"]) for q in queue.json()["data"]] == [
            (tx["id"], player.username)
        ]
        approved = await client.post(
            f"/api/backoffice/transactions/{tx['id']}/approve", headers=staff
        )
        assert approved.json()["data"]["status"] == "0000"
        again = await client.post(f"/api/backoffice/transactions/{tx['id']}/approve", headers=staff)
        assert again.status_code == 409 and error_of(again)["errorCode"] == "0051"

        wallet = await wallet_of(client, player)
        assert (wallet["creditBalance"], wallet["cashBalance"], wallet["cashIn"]) == (
            500.25,
            500.25,
            500.25,
        )
        history = await client.get("/api/bank/transaction", headers=player.auth)
        deposits = history.json()["data"]["transactionHistory"]["depositTransactions"]
        assert [(d["id"], d["status"], d["statusText"]) for d in deposits] == [
            (tx["id"], "0000", "ทำรายการสำเร็จ")
        ]
    assert await ledger_problems(ctx) == []


async def test_withdrawal_holds_credit_then_staff_pay_or_refuse(ctx) -> None:
    cashier = await make_cashier_agent(ctx, minimum_withdraw=100_00)
    async with client_for_agent(ctx, cashier) as client:
        staff = await staff_token(client, cashier)
        player = await funded_player(client, cashier, staff, 1000)

        able = await client.post("/api/bank/withdrawable", json={}, headers=player.auth)
        assert (able.json()["data"]["withdrawable"], able.json()["data"]["reason"]) == (1000, "ok")

        made = await client.post(
            "/api/bank/transaction",
            json=withdraw_body(player, 300),
            headers=player.auth,
        )
        assert made.status_code == 200, made.text
        body = made.json()["data"]
        assert body["wallet"]["creditBalance"] == 700
        assert (
            body["transactionHistory"]["withdrawTransactions"][0]["id"] == body["transaction"]["id"]
        )

        refused = await client.post(
            f"/api/backoffice/transactions/{body['transaction']['id']}/reject",
            json={"reason": "Name does not match"},
            headers=staff,
        )
        assert refused.json()["data"]["status"] == "0002"
        wallet = await wallet_of(client, player)
        assert (wallet["creditBalance"], wallet["creditOut"], wallet["cashOut"]) == (1000, 0, 0)

        paid_tx = await client.post(
            "/api/bank/transaction",
            json=withdraw_body(player, 400),
            headers=player.auth,
        )
        tx_id = paid_tx.json()["data"]["transaction"]["id"]
        paid = await client.post(f"/api/backoffice/transactions/{tx_id}/approve", headers=staff)
        assert paid.json()["data"]["status"] == "0000"
        wallet = await wallet_of(client, player)
        # A paid withdrawal ends the turnover cycle: cash balance back to 0.
        assert (wallet["creditBalance"], wallet["cashOut"], wallet["cashBalance"]) == (600, 400, 0)
        assert (wallet["creditIn"], wallet["creditOut"]) == (1000, 400)
    assert await ledger_problems(ctx) == []


async def test_turnover_not_reached_refuses_withdrawal(ctx) -> None:
    cashier = await make_cashier_agent(ctx, turn=Decimal("2.00"), minimum_withdraw=100_00)
    async with client_for_agent(ctx, cashier) as client:
        staff = await staff_token(client, cashier)
        player = await funded_player(client, cashier, staff, 1000)
        able = (await client.post("/api/bank/withdrawable", json={}, headers=player.auth)).json()
        assert able["data"]["withdrawable"] == 0
        assert able["data"]["reason"] == "turnover"
        assert able["data"]["remainingTurnover"] == 1000
        made = await client.post(
            "/api/bank/transaction",
            json=withdraw_body(player, 200),
            headers=player.auth,
        )
        assert made.status_code == 409
        assert error_of(made)["errorCode"] == "0050"
        assert (await wallet_of(client, player))["creditBalance"] == 1000


async def test_cancel_and_expire_a_pending_deposit(ctx) -> None:
    cashier = await make_cashier_agent(ctx)
    async with client_for_agent(ctx, cashier) as client:
        player = await registered_player(client, cashier.agent)
        other = await registered_player(client, cashier.agent)
        tx = await deposit(client, player, cashier, 200)

        theirs = await client.delete(
            f"/api/bank/transaction?transactionId={tx['id']}", headers=other.auth
        )
        assert theirs.status_code == 404 and error_of(theirs)["errorCode"] == "0040"

        cancelled = await client.delete(
            f"/api/bank/transaction?transactionId={tx['id']}", headers=player.auth
        )
        assert (cancelled.json()["data"]["status"], cancelled.json()["data"]["statusText"]) == (
            "0004",
            "ยกเลิกรายการ",
        )
        twice = await client.delete(
            f"/api/bank/transaction?transactionId={tx['id']}", headers=player.auth
        )
        assert error_of(twice)["errorCode"] == "0051"

        fresh = await deposit(client, player, cashier, 300)
        early = await client.put(
            f"/api/bank/transaction/{fresh['id']}/expired", headers=player.auth
        )
        assert early.json()["data"]["status"] == "0001"
        async with ctx.db.write() as session:
            await session.execute(
                update(BankTransaction)
                .where(BankTransaction.id == fresh["id"])
                .values(expires_at=utcnow() - timedelta(seconds=1))
            )
        staff = await staff_token(client, cashier)
        late = await client.post(
            f"/api/backoffice/transactions/{fresh['id']}/approve", headers=staff
        )
        assert error_of(late)["errorCode"] == "0051"
        expired = await client.post(
            f"/api/bank/transaction/{fresh['id']}/expired", headers=player.auth
        )
        assert (expired.json()["data"]["status"], expired.json()["data"]["statusText"]) == (
            "0005",
            "รายการหมดอายุ",
        )
        assert (await wallet_of(client, player))["creditBalance"] == 0


async def test_idempotency_key_replays_the_first_answer(ctx) -> None:
    cashier = await make_cashier_agent(ctx)
    async with client_for_agent(ctx, cashier) as client:
        staff = await staff_token(client, cashier)
        player = await funded_player(client, cashier, staff, 1000)
        body = withdraw_body(player, 250)
        headers = {**player.auth, "idempotency-key": "withdraw-0001"}
        first = await client.post("/api/bank/transaction", json=body, headers=headers)
        again = await client.post("/api/bank/transaction", json=body, headers=headers)
        assert first.status_code == again.status_code == 200
        assert first.json() == again.json()
        assert (await wallet_of(client, player))["creditBalance"] == 750

        other = await client.post(
            "/api/bank/transaction", json={**body, "amount": 100}, headers=headers
        )
        assert other.status_code == 409 and error_of(other)["errorCode"] == "0056"
        bad_key = await client.post(
            "/api/bank/transaction", json=body, headers={**player.auth, "idempotency-key": "x" * 65}
        )
        assert error_of(bad_key)["fields"] == ["Idempotency-Key"]
    assert await ledger_problems(ctx) == []


async def test_manual_adjustment_and_audit_log(ctx) -> None:
    cashier = await make_cashier_agent(ctx)
    async with client_for_agent(ctx, cashier) as client:
        staff = await staff_token(client, cashier)
        player = await registered_player(client, cashier.agent)
        player_id = player.user["player"]["id"]
        url = f"/api/backoffice/players/{player_id}/adjust"
        key = {**staff, "idempotency-key": "adj-1"}
        added = await client.post(url, json={"amount": 150.5, "reason": "Bonus"}, headers=key)
        assert added.json()["data"]["wallet"]["creditBalance"] == 150.5
        replay = await client.post(url, json={"amount": 150.5, "reason": "Bonus"}, headers=key)
        assert replay.json() == added.json()
        too_much = await client.post(
            url, json={"amount": -200, "reason": "Correction"}, headers=staff
        )
        assert error_of(too_much)["errorCode"] == "0050"
        taken = await client.post(
            url, json={"amount": -50.5, "reason": "Correction"}, headers=staff
        )
        assert taken.json()["data"]["wallet"]["creditBalance"] == 100
        no_reason = await client.post(url, json={"amount": 10, "reason": " "}, headers=staff)
        assert error_of(no_reason)["fields"] == ["reason"]

        detail = (await client.get(f"/api/backoffice/players/{player_id}", headers=staff)).json()
        assert [e["amount"] for e in detail["data"]["ledger"]] == [-50.5, 150.5]
        assert detail["data"]["ledger"][0]["balanceAfter"] == 100
        audit = (await client.get("/api/backoffice/audit", headers=staff)).json()["data"]
        assert [(a["action"], a["detail"]["amount"]) for a in audit] == [
            ("adjust_credit", -5050),
            ("adjust_credit", 15050),
        ]
    assert await ledger_problems(ctx) == []


async def test_ledger_refuses_update_and_delete(ctx) -> None:
    cashier = await make_cashier_agent(ctx)
    async with client_for_agent(ctx, cashier) as client:
        staff = await staff_token(client, cashier)
        await funded_player(client, cashier, staff, 100)
    for statement in (
        "UPDATE ledger_entry SET amount = amount + 1",
        "DELETE FROM ledger_entry",
        "UPDATE ledger_journal SET kind = 'X'",
        "DELETE FROM audit_log",
    ):
        try:
            async with ctx.db.write() as session:
                await session.execute(text(statement))
        except Exception as exc:  # the driver's own error type differs per database
            assert "append-only" in str(exc)
        else:
            raise AssertionError(f"{statement} was allowed")


async def test_history_date_filters(ctx) -> None:
    cashier = await make_cashier_agent(ctx)
    async with client_for_agent(ctx, cashier) as client:
        player = await registered_player(client, cashier.agent)
        tx = await deposit(client, player, cashier, 100)

        async def ids(query: str) -> list[int]:
            response = await client.get(f"/api/bank/transaction?{query}", headers=player.auth)
            assert response.status_code == 200, response.text
            return [
                t["id"] for t in response.json()["data"]["transactionHistory"]["allTransactions"]
            ]

        assert await ids("dateFilter=today") == [tx["id"]]
        assert await ids("dateFilter=thisWeek") == [tx["id"]]
        assert await ids("dateFilter=thisMonth") == [tx["id"]]
        assert await ids("dateFilter=yesterday") == []
        assert await ids("dateFilter=lastMonth") == []
        bad = await client.get("/api/bank/transaction?dateFilter=someday", headers=player.auth)
        assert error_of(bad)["fields"] == ["dateFilter"]


async def test_sweeper_expires_overdue_deposits_only(ctx) -> None:
    cashier = await make_cashier_agent(ctx)
    async with client_for_agent(ctx, cashier) as client:
        first = await registered_player(client, cashier.agent)
        second = await registered_player(client, cashier.agent)
        overdue = await deposit(client, first, cashier, 100)
        fresh = await deposit(client, second, cashier, 100)
        async with ctx.db.write() as session:
            await session.execute(
                update(BankTransaction)
                .where(BankTransaction.id == overdue["id"])
                .values(expires_at=utcnow() - timedelta(seconds=1))
            )
        assert await expire_overdue(ctx) >= 1
        assert await expire_overdue(ctx) == 0
        states = {}
        for player, tx in ((first, overdue), (second, fresh)):
            history = await client.get("/api/bank/transaction", headers=player.auth)
            states[tx["id"]] = history.json()["data"]["transactionHistory"]["allTransactions"][0][
                "status"
            ]
        assert states == {overdue["id"]: "0005", fresh["id"]: "0001"}


async def test_ledger_verify_reports_a_tampered_balance(ctx, database_url: str) -> None:
    cashier = await make_cashier_agent(ctx)
    async with client_for_agent(ctx, cashier) as client:
        staff = await staff_token(client, cashier)
        player = await funded_player(client, cashier, staff, 100)
    env = {**os.environ, "DATABASE_URL": database_url}
    command = [
        sys.executable,
        "-m",
        "promptplay.cli",
        "ledger",
        "verify",
        "--agent",
        cashier.agent.prefix,
    ]
    clean = await asyncio.to_thread(
        subprocess.run, command, env=env, capture_output=True, text=True, timeout=120
    )
    assert clean.returncode == 0, clean.stderr
    assert "ledger verify: ok" in clean.stdout
    wallet_id = player.user["player"]["walletId"]
    async with ctx.db.write() as session:
        await session.execute(
            update(Wallet)
            .where(Wallet.id == wallet_id)
            .values(credit_balance=Wallet.credit_balance + 1)
        )
    try:
        broken = await asyncio.to_thread(
            subprocess.run, command, env=env, capture_output=True, text=True, timeout=120
        )
        assert broken.returncode == 1
        assert f"wallet {wallet_id} credit_balance: expected 10000, found 10001" in broken.stderr
        assert "credit in - out = balance" in broken.stderr
    finally:
        async with ctx.db.write() as session:
            await session.execute(
                update(Wallet)
                .where(Wallet.id == wallet_id)
                .values(credit_balance=Wallet.credit_balance - 1)
            )
