"""Vouchers and the Vietnam gateway through the platform's calls, against the demo upstream
running as its own process (real HTTP)."""

from __future__ import annotations

import asyncio
import json
from datetime import timedelta
from decimal import Decimal

from sqlalchemy import update

from promptplay import payments
from promptplay.cashier.service import cashier_service
from promptplay.cashier.sweeper import reconcile_upstreams
from promptplay.core.clock import utcnow
from promptplay.models import BankTransaction
from promptplay.payments.vietnam_gateway import hmac_hex
from tests.conftest import client_for
from tests.factories import (
    error_of,
    ledger_problems,
    make_cashier_agent,
    registered_player,
    staff_token,
    voucher_cashier,
    wallet_of,
)
from tests.payments.conftest import make_voucher


async def test_voucher_credits_once(pay_ctx, demo) -> None:
    cashier = await voucher_cashier(pay_ctx)
    async with client_for(pay_ctx, cashier.agent.host) as client:
        player = await registered_player(client, cashier.agent)
        voucher = await make_voucher(demo, amount="150.50")
        redeemed = await client.post(
            "/api/bank/giftTrueMoney/redeem", json={"gift": voucher["link"]}, headers=player.auth
        )
        assert redeemed.status_code == 200, redeemed.text
        data = redeemed.json()["data"]
        assert (data["transaction"]["status"], data["transaction"]["channel"]) == (
            "0000",
            "TRUEMONEY",
        )
        assert data["wallet"]["creditBalance"] == 150.5

        again = await client.post(
            "/api/bank/giftTrueMoney/redeem",
            json={"gift": voucher["voucher_hash"]},
            headers=player.auth,
        )
        assert (error_of(again)["errorCode"], error_of(again)["systemMsg"]) == (
            "0053",
            "VOUCHER_OUT_OF_STOCK",
        )
        other = await registered_player(client, cashier.agent)
        theirs = await client.post(
            "/api/bank/giftTrueMoney/redeem", json={"gift": voucher["link"]}, headers=other.auth
        )
        assert error_of(theirs)["errorCode"] == "0053"

        expired = await make_voucher(demo, expires_in=0)
        await asyncio.sleep(0.05)
        late = await client.post(
            "/api/bank/giftTrueMoney/redeem", json={"gift": expired["link"]}, headers=player.auth
        )
        assert error_of(late)["systemMsg"] == "VOUCHER_EXPIRED"
        nonsense = await client.post(
            "/api/bank/giftTrueMoney/redeem", json={"gift": "not a voucher!"}, headers=player.auth
        )
        assert error_of(nonsense)["fields"] == ["gift"]
        assert (await wallet_of(client, player))["creditBalance"] == 150.5
        assert (await wallet_of(client, other))["creditBalance"] == 0
    assert await ledger_problems(pay_ctx) == []


async def test_one_voucher_redeemed_at_once_many_times_credits_once(pay_ctx, demo) -> None:
    cashier = await voucher_cashier(pay_ctx)
    async with client_for(pay_ctx, cashier.agent.host) as client:
        player = await registered_player(client, cashier.agent)
        voucher = await make_voucher(demo, amount="60.00")
        responses = await asyncio.gather(
            *(
                client.post(
                    "/api/bank/giftTrueMoney/redeem",
                    json={"gift": voucher["link"]},
                    headers=player.auth,
                )
                for _ in range(8)
            )
        )
        codes = sorted(
            r.json()["error"]["message"]["errorCode"] if r.status_code != 200 else "ok"
            for r in responses
        )
        assert codes == ["0053"] * 7 + ["ok"]
        assert (await wallet_of(client, player))["creditBalance"] == 60
    assert await ledger_problems(pay_ctx) == []


async def test_voucher_needs_the_agent_to_turn_it_on(pay_ctx, demo) -> None:
    cashier = await make_cashier_agent(pay_ctx)
    async with client_for(pay_ctx, cashier.agent.host) as client:
        player = await registered_player(client, cashier.agent)
        voucher = await make_voucher(demo)
        refused = await client.post(
            "/api/bank/giftTrueMoney/redeem", json={"gift": voucher["link"]}, headers=player.auth
        )
        assert error_of(refused)["errorCode"] == "0057"


def now_iso() -> str:
    return utcnow().isoformat().replace("+00:00", "Z")


def _signed(body: dict, secret: str) -> tuple[bytes, dict[str, str]]:
    raw = json.dumps(body).encode()
    return raw, {"x-signature": hmac_hex(secret, raw), "content-type": "application/json"}


async def test_gateway_deposit_credited_by_its_signed_callback_once(pay_ctx) -> None:
    cashier = await make_cashier_agent(pay_ctx, country="VN")
    settings = pay_ctx.settings
    secret = settings.vn_gateway_secret.get_secret_value()
    async with client_for(pay_ctx, cashier.agent.host) as client:
        player = await registered_player(client, cashier.agent)
        banks = await client.get("/api/vietnamGateWay/deposit/listBankActive", headers=player.auth)
        assert banks.status_code == 200, banks.text
        bank_code = banks.json()["data"][0]["bankCode"]
        made = await client.post(
            "/api/vietnamGateWay/createDeposit",
            json={"amount": 200000, "bankCode": bank_code},
            headers=player.auth,
        )
        assert made.status_code == 200, made.text
        order = made.json()["data"]["order"]
        tx = made.json()["data"]["transaction"]
        assert (tx["status"], tx["channel"], order["amount"]) == ("0001", "GATEWAY", 200000)
        assert order["qrPayload"] and order["payUrl"]

        callback = {
            "event_id": "evt-1",
            "merchant_id": settings.vn_gateway_merchant_id,
            "order_id": order["orderId"],
            "merchant_ref": tx["reference"],
            "type": "DEPOSIT",
            "status": "PAID",
            "amount": "200000.00",
            "paid_at": "2026-11-21T08:00:00Z",
            "sent_at": now_iso(),
        }
        raw, headers = _signed(callback, secret)
        forged = await client.post(
            "/api/vietnamGateWay/callback",
            content=raw,
            headers={**headers, "x-signature": "0" * 64},
        )
        assert forged.status_code == 401 and error_of(forged)["errorCode"] == "0055"
        tampered, _ = _signed({**callback, "amount": "900000.00"}, secret)
        swapped = await client.post(
            "/api/vietnamGateWay/callback", content=tampered, headers=headers
        )
        assert error_of(swapped)["errorCode"] == "0055"
        assert (await wallet_of(client, player))["creditBalance"] == 0

        for _ in range(2):  # a duplicated delivery credits once
            accepted = await client.post(
                "/api/vietnamGateWay/callback", content=raw, headers=headers
            )
            assert accepted.status_code == 200, accepted.text
        wallet = await wallet_of(client, player)
        assert (wallet["creditBalance"], wallet["cashIn"]) == (200000, 200000)
        history = await client.get("/api/vietnamGateWay/history", headers=player.auth)
        assert [(t["id"], t["status"]) for t in history.json()["data"]] == [(tx["id"], "0000")]

        wrong_amount, wa_headers = _signed({**callback, "amount": "1.00", "event_id": "e2"}, secret)
        set_aside = await client.post(
            "/api/vietnamGateWay/callback", content=wrong_amount, headers=wa_headers
        )
        assert set_aside.status_code == 200, set_aside.text
        assert (await wallet_of(client, player))["creditBalance"] == 200000
    assert await ledger_problems(pay_ctx) == []


async def test_gateway_withdrawal_holds_then_a_failure_returns_the_credit(pay_ctx) -> None:
    cashier = await make_cashier_agent(pay_ctx, country="VN", turn=Decimal(0), minimum_withdraw=1)
    settings = pay_ctx.settings
    secret = settings.vn_gateway_secret.get_secret_value()
    async with client_for(pay_ctx, cashier.agent.host) as client:
        player = await registered_player(client, cashier.agent)
        staff = await staff_token(client, cashier)
        adjust = await client.post(
            f"/api/backoffice/players/{player.user['player']['id']}/adjust",
            json={"amount": 500000, "reason": "opening credit"},
            headers=staff,
        )
        assert adjust.status_code == 200, adjust.text
        made = await client.post(
            "/api/vietnamGateWay/createWithdraw", json={"amount": 300000}, headers=player.auth
        )
        assert made.status_code == 200, made.text
        tx = made.json()["data"]["transaction"]
        assert made.json()["data"]["wallet"]["creditBalance"] == 200000
        # The gateway pays this one: staff cannot decide it as well.
        for path, body in (("approve", None), ("reject", {"reason": "x"})):
            decided = await client.post(
                f"/api/backoffice/transactions/{tx['id']}/{path}", json=body, headers=staff
            )
            assert error_of(decided)["errorCode"] == "0035"
        raw, headers = _signed(
            {
                "event_id": "w-1",
                "merchant_id": settings.vn_gateway_merchant_id,
                "order_id": "whatever",
                "merchant_ref": tx["reference"],
                "type": "WITHDRAW",
                "status": "FAILED",
                "amount": "300000.00",
                "sent_at": now_iso(),
            },
            secret,
        )
        for _ in range(2):
            response = await client.post(
                "/api/vietnamGateWay/callback", content=raw, headers=headers
            )
            assert response.status_code == 200, response.text
        assert (await wallet_of(client, player))["creditBalance"] == 500000
    assert await ledger_problems(pay_ctx) == []


async def test_a_lost_redeem_answer_is_settled_by_asking_the_store(pay_ctx, demo) -> None:
    """The store redeemed the voucher but its answer never came back: the request stays
    pending (no refund, no credit) until the reconciler asks the store, then credits once."""
    cashier = await voucher_cashier(pay_ctx)
    async with client_for(pay_ctx, cashier.agent.host) as client:
        player = await registered_player(client, cashier.agent)
        voucher = await make_voucher(demo, amount="80.00")
        async with pay_ctx.db.write() as session:
            account = await cashier_service.account(session, cashier.agent.id, player.user["id"])
            tx = await cashier_service.request_deposit(
                session,
                account,
                0,
                Decimal("80.00"),
                channel="TRUEMONEY",
                reference=voucher["voucher_hash"],
            )
            tx_id = tx.id
        async with payments.truemoney_client(pay_ctx.settings) as store:
            # Our redeem reached the store, its answer was "lost" on our side.
            await store.redeem(voucher["voucher_hash"], account.agent.truemoney_mobile or "")
        assert await reconcile_upstreams(pay_ctx) == 0  # too fresh to ask about yet
        async with pay_ctx.db.write() as session:
            await session.execute(
                update(BankTransaction)
                .where(BankTransaction.id == tx_id)
                .values(created_at=utcnow() - timedelta(minutes=5))
            )
        assert await reconcile_upstreams(pay_ctx) == 1
        assert await reconcile_upstreams(pay_ctx) == 0
        assert (await wallet_of(client, player))["creditBalance"] == 80
    assert await ledger_problems(pay_ctx) == []
