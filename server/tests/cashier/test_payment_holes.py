"""Money that cannot be faked through the payment upstreams: each channel only where the agent
takes it and in its currency, vouchers into the agent's own wallet, late money credited or set
aside for staff, Idempotency-Key on every call that moves money, the maximum credit balance
counting game credit, one open gateway deposit, sweeps that go past a bad row. Against the
demo payment upstream running as its own process (real HTTP)."""

from __future__ import annotations

import asyncio
import json
from datetime import timedelta
from decimal import Decimal

import pytest
from sqlalchemy import select, update

from promptplay.admin.service import NewAgent, create_agent
from promptplay.cashier.service import cashier_service
from promptplay.cashier.sweeper import expire_overdue, reconcile_upstreams
from promptplay.core.clock import utcnow
from promptplay.core.errors import AppError
from promptplay.ledger import post, wallet_leg
from promptplay.models import Agent, AuditLog, BankTransaction, PaymentIncident, Wallet
from promptplay.payments.vietnam_gateway import hmac_hex
from tests.conftest import client_for
from tests.factories import (
    error_of,
    ledger_problems,
    make_cashier_agent,
    receiving_mobile,
    registered_player,
    staff_token,
    voucher_cashier,
    wallet_of,
)
from tests.payments.conftest import make_voucher


def _iso(moment=None) -> str:  # type: ignore[no-untyped-def]
    return (moment or utcnow()).isoformat().replace("+00:00", "Z")


def callback_for(ctx, tx: dict, status: str, amount: str, **extra: str):  # type: ignore[no-untyped-def]
    """A callback signed with the gateway's secret, as the gateway would send it."""
    body = {
        "event_id": f"evt-{tx['id']}-{status}-{amount}",
        "merchant_id": ctx.settings.vn_gateway_merchant_id,
        "order_id": tx.get("order", "o"),
        "merchant_ref": tx["reference"],
        "type": tx["type"],
        "status": status,
        "amount": amount,
        "paid_at": _iso() if status == "PAID" else None,
        "sent_at": _iso(),
        **extra,
    }
    raw = json.dumps(body).encode()
    secret = ctx.settings.vn_gateway_secret.get_secret_value()
    return raw, {"x-signature": hmac_hex(secret, raw), "content-type": "application/json"}


async def _bank_code(client, player) -> str:  # type: ignore[no-untyped-def]
    banks = await client.get("/api/vietnamGateWay/deposit/listBankActive", headers=player.auth)
    assert banks.status_code == 200, banks.text
    return banks.json()["data"][0]["bankCode"]


async def _gateway_deposit(client, player, amount: int = 200000, **headers: str) -> dict:  # type: ignore[no-untyped-def]
    made = await client.post(
        "/api/vietnamGateWay/createDeposit",
        json={"amount": amount, "bankCode": await _bank_code(client, player)},
        headers={**player.auth, **headers},
    )
    assert made.status_code == 200, made.text
    return {**made.json()["data"]["transaction"], "order": made.json()["data"]["order"]["orderId"]}


async def _count(ctx, model, *conditions) -> int:  # type: ignore[no-untyped-def]
    async with ctx.db.read() as session:
        return len((await session.execute(select(model).where(*conditions))).scalars().all())


async def _age(ctx, tx_id: int, **values) -> None:  # type: ignore[no-untyped-def]
    async with ctx.db.write() as session:
        await session.execute(
            update(BankTransaction).where(BankTransaction.id == tx_id).values(**values)
        )


# ----- each channel only where the agent takes it, in its currency ------------------------


async def test_a_thb_player_cannot_use_the_vnd_gateway(pay_ctx) -> None:
    cashier = await make_cashier_agent(pay_ctx, country="TH")
    async with client_for(pay_ctx, cashier.agent.host) as client:
        player = await registered_player(client, cashier.agent)
        calls = [
            client.get("/api/vietnamGateWay/deposit/listBankActive", headers=player.auth),
            client.post(
                "/api/vietnamGateWay/createDeposit",
                json={"amount": 10000, "bankCode": "VCB"},
                headers=player.auth,
            ),
            client.post(
                "/api/vietnamGateWay/createWithdraw", json={"amount": 10000}, headers=player.auth
            ),
        ]
        for response in await asyncio.gather(*calls):
            assert response.status_code == 403
            assert error_of(response)["errorCode"] == "0057"
        described = (
            await client.post("/api/agent/getDomain", json={"domain": cashier.agent.host})
        ).json()["data"]
        assert described["paymentMethod"] == "BANK"
    assert await _count(pay_ctx, BankTransaction, BankTransaction.agent_id == cashier.agent.id) == 0


async def test_a_vnd_agent_without_the_gateway_and_a_vnd_agent_with_vouchers(pay_ctx, demo) -> None:
    cashier = await make_cashier_agent(pay_ctx, country="VN", payment_method="BANK")
    async with client_for(pay_ctx, cashier.agent.host) as client:
        player = await registered_player(client, cashier.agent)
        refused = await client.post(
            "/api/vietnamGateWay/createDeposit",
            json={"amount": 100000, "bankCode": "VCB"},
            headers=player.auth,
        )
        assert error_of(refused)["errorCode"] == "0057"
    # Vouchers pay baht: a VND agent never takes them, even with a number set by hand.
    vnd = await make_cashier_agent(
        pay_ctx, country="VN", payment_method="BANK,TRUEMONEY", truemoney_mobile="0655559999"
    )
    async with client_for(pay_ctx, vnd.agent.host) as client:
        player = await registered_player(client, vnd.agent)
        voucher = await make_voucher(demo)
        refused = await client.post(
            "/api/bank/giftTrueMoney/redeem", json={"gift": voucher["link"]}, headers=player.auth
        )
        assert error_of(refused)["errorCode"] == "0057"
        configuration = await client.post("/api/configuration/playerGetConfiguration")
        assert configuration.json()["data"]["giftTrueMoney"] is False


async def test_a_callback_for_a_request_in_another_currency_is_set_aside(pay_ctx) -> None:
    """Even if a non-VND request reached the gateway, its callback never credits it."""
    cashier = await make_cashier_agent(pay_ctx, country="TH")
    async with client_for(pay_ctx, cashier.agent.host) as client:
        player = await registered_player(client, cashier.agent)
        async with pay_ctx.db.write() as session:
            account = await cashier_service.account(session, cashier.agent.id, player.user["id"])
            tx = await cashier_service.request_deposit(
                session, account, 0, Decimal(500), channel="GATEWAY", reference="D-forged-thb"
            )
            tx_id = tx.id
        raw, headers = callback_for(
            pay_ctx,
            {"id": tx_id, "reference": "D-forged-thb", "type": "DEPOSIT"},
            "PAID",
            "500.00",
        )
        accepted = await client.post("/api/vietnamGateWay/callback", content=raw, headers=headers)
        assert accepted.status_code == 200, accepted.text
        assert (await wallet_of(client, player))["creditBalance"] == 0
    kinds = await _incident_kinds(pay_ctx, tx_id)
    assert kinds == ["currency_mismatch"]
    assert await ledger_problems(pay_ctx) == []


async def _incident_kinds(ctx, tx_id: int) -> list[str]:  # type: ignore[no-untyped-def]
    async with ctx.db.read() as session:
        rows = await session.execute(
            select(PaymentIncident.kind).where(PaymentIncident.bank_transaction_id == tx_id)
        )
        return sorted(rows.scalars())


# ----- vouchers pay into the agent's wallet --------------------------------------------------


async def test_a_voucher_is_redeemed_into_the_agents_wallet(pay_ctx, demo) -> None:
    cashier = await voucher_cashier(pay_ctx)
    async with client_for(pay_ctx, cashier.agent.host) as client:
        player = await registered_player(client, cashier.agent)
        voucher = await make_voucher(demo, amount="75.00")
        redeemed = await client.post(
            "/api/bank/giftTrueMoney/redeem", json={"gift": voucher["link"]}, headers=player.auth
        )
        assert redeemed.status_code == 200, redeemed.text
        stored = (await demo.get("/demo/vouchers")).json()
        (mine,) = [v for v in stored if v["voucher_hash"] == voucher["voucher_hash"]]
        async with pay_ctx.db.read() as session:
            agent = await session.get(Agent, cashier.agent.id)
            assert agent is not None
        assert mine["redeemed_by"] == agent.truemoney_mobile
        assert mine["redeemed_by"] != player.user["player"]["tel"]

        # A voucher the player already took into his own wallet is never credited here.
        own = await make_voucher(demo, amount="40.00")
        taken = await demo.post(
            f"/campaign/vouchers/{own['voucher_hash']}/redeem",
            json={"mobile": player.user["player"]["tel"], "voucher_hash": own["voucher_hash"]},
        )
        assert taken.status_code == 200, taken.text
        refused = await client.post(
            "/api/bank/giftTrueMoney/redeem", json={"gift": own["link"]}, headers=player.auth
        )
        assert error_of(refused)["errorCode"] == "0053"
        assert (await wallet_of(client, player))["creditBalance"] == 75
    assert await ledger_problems(pay_ctx) == []


async def test_two_agents_racing_for_one_voucher_credit_it_once(pay_ctx, demo) -> None:
    first, second = await voucher_cashier(pay_ctx), await voucher_cashier(pay_ctx)
    voucher = await make_voucher(demo, amount="90.00")
    async with (
        client_for(pay_ctx, first.agent.host) as one,
        client_for(pay_ctx, second.agent.host) as two,
    ):
        players = [
            (one, await registered_player(one, first.agent)),
            (two, await registered_player(two, second.agent)),
        ]
        for _ in range(3):
            players += [
                (one, await registered_player(one, first.agent)),
                (two, await registered_player(two, second.agent)),
            ]
        answers = await asyncio.gather(
            *(
                client.post(
                    "/api/bank/giftTrueMoney/redeem",
                    json={"gift": voucher["link"]},
                    headers=player.auth,
                )
                for client, player in players
            )
        )
        assert sorted(a.status_code for a in answers).count(200) == 1
        credits = [(await wallet_of(client, p))["creditBalance"] for client, p in players]
        assert sorted(credits) == [0] * (len(players) - 1) + [90]
    assert await ledger_problems(pay_ctx) == []


async def test_an_agent_receiving_number_is_its_own(pay_ctx) -> None:
    cashier = await voucher_cashier(pay_ctx)
    other = await make_cashier_agent(pay_ctx, country="TH")
    async with pay_ctx.db.read() as session:
        taken = (await session.get(Agent, cashier.agent.id)).truemoney_mobile  # type: ignore[union-attr]
    async with client_for(pay_ctx, other.agent.host) as client:
        staff = await staff_token(client, other)
        shared = await client.put(
            "/api/backoffice/settings/payments",
            json={"paymentMethods": ["BANK", "TRUEMONEY"], "truemoneyMobile": taken},
            headers=staff,
        )
        assert error_of(shared)["errorCode"] == "23505"
        no_number = await client.put(
            "/api/backoffice/settings/payments",
            json={"paymentMethods": ["BANK", "TRUEMONEY"]},
            headers=staff,
        )
        assert error_of(no_number)["fields"] == ["truemoneyMobile"]
        gateway = await client.put(
            "/api/backoffice/settings/payments",
            json={"paymentMethods": ["BANK", "GATEWAY"]},
            headers=staff,
        )
        assert error_of(gateway)["fields"] == ["paymentMethods"]
        own = await client.put(
            "/api/backoffice/settings/payments",
            json={"paymentMethods": ["BANK", "TRUEMONEY"], "truemoneyMobile": "065-444-0001"},
            headers=staff,
        )
        assert own.status_code == 200, own.text
        assert own.json()["data"]["available"] == ["BANK", "TRUEMONEY"]
        assert own.json()["data"]["truemoneyMobile"] == "0654440001"
        configuration = await client.post("/api/configuration/playerGetConfiguration")
        assert configuration.json()["data"]["giftTrueMoney"] is True


# ----- late money is never dropped --------------------------------------------------------


async def test_a_paid_callback_for_a_deposit_expired_here_credits_it_late(pay_ctx) -> None:
    cashier = await make_cashier_agent(pay_ctx, country="VN")
    async with client_for(pay_ctx, cashier.agent.host) as client:
        player = await registered_player(client, cashier.agent)
        tx = await _gateway_deposit(client, player)
        await _age(pay_ctx, tx["id"], expires_at=utcnow() - timedelta(seconds=1))
        assert await expire_overdue(pay_ctx) >= 1
        raw, headers = callback_for(pay_ctx, tx, "PAID", "200000.00")
        for _ in range(2):  # a retried callback credits once
            late = await client.post("/api/vietnamGateWay/callback", content=raw, headers=headers)
            assert late.status_code == 200, late.text
        wallet = await wallet_of(client, player)
        assert (wallet["creditBalance"], wallet["cashIn"]) == (200000, 200000)
        history = await client.get("/api/vietnamGateWay/history", headers=player.auth)
        assert history.json()["data"][0]["status"] == "0000"
    assert (
        await _count(
            pay_ctx,
            AuditLog,
            AuditLog.action == "late_deposit_credited",
            AuditLog.target_id == tx["id"],
        )
        == 1
    )
    assert await ledger_problems(pay_ctx) == []


async def test_a_late_payment_without_its_callback_is_found_by_asking(pay_ctx, demo) -> None:
    cashier = await make_cashier_agent(pay_ctx, country="VN")
    async with client_for(pay_ctx, cashier.agent.host) as client:
        player = await registered_player(client, cashier.agent)
        tx = await _gateway_deposit(client, player, 300000)
        await _age(pay_ctx, tx["id"], expires_at=utcnow() - timedelta(seconds=1))
        assert await expire_overdue(pay_ctx) >= 1
        # The player pays at the gateway after our expiry; its callback never reaches us.
        paid = await demo.post(f"/demo/orders/{tx['order']}/pay")
        assert paid.status_code == 200, paid.text
        await _age(pay_ctx, tx["id"], updated_at=utcnow() - timedelta(minutes=5))
        assert await reconcile_upstreams(pay_ctx) == 1
        assert await reconcile_upstreams(pay_ctx) == 0
        assert (await wallet_of(client, player))["creditBalance"] == 300000
    assert await ledger_problems(pay_ctx) == []


async def test_an_expired_order_the_gateway_also_closed_is_asked_about_once(pay_ctx, demo) -> None:
    cashier = await make_cashier_agent(pay_ctx, country="VN")
    async with client_for(pay_ctx, cashier.agent.host) as client:
        player = await registered_player(client, cashier.agent)
        tx = await _gateway_deposit(client, player, 100000)
        cancelled = await client.post(
            "/api/vietnamGateWay/cancelDeposit",
            json={"transactionId": tx["id"]},
            headers=player.auth,
        )
        assert cancelled.status_code == 200, cancelled.text
    # A cancelled request is not asked about; one the gateway itself closed, once.
    await _age(pay_ctx, tx["id"], updated_at=utcnow() - timedelta(minutes=5))
    assert await reconcile_upstreams(pay_ctx) == 0
    assert await _incident_kinds(pay_ctx, tx["id"]) == []


async def test_a_payment_for_a_cancelled_deposit_waits_for_staff_who_credit_it_once(
    pay_ctx,
) -> None:
    cashier = await make_cashier_agent(pay_ctx, country="VN")
    async with client_for(pay_ctx, cashier.agent.host) as client:
        player = await registered_player(client, cashier.agent)
        staff = await staff_token(client, cashier)
        tx = await _gateway_deposit(client, player, 150000)
        await _age(pay_ctx, tx["id"], status="0004")  # cancelled here; the money came anyway
        raw, headers = callback_for(pay_ctx, tx, "PAID", "150000.00")
        accepted = await client.post("/api/vietnamGateWay/callback", content=raw, headers=headers)
        assert accepted.status_code == 200, accepted.text
        assert (await wallet_of(client, player))["creditBalance"] == 0

        listed = await client.get("/api/backoffice/payments/incidents", headers=staff)
        (incident,) = listed.json()["data"]
        assert (incident["kind"], incident["status"], incident["transactionId"]) == (
            "paid_after_close",
            "open",
            tx["id"],
        )
        assert incident["reportedAmount"] == 150000
        wrong = await client.post(
            f"/api/backoffice/payments/incidents/{incident['id']}/resolve",
            json={"action": "refund", "note": "x"},
            headers=staff,
        )
        assert error_of(wrong)["fields"] == ["action"]
        resolves = await asyncio.gather(
            *(
                client.post(
                    f"/api/backoffice/payments/incidents/{incident['id']}/resolve",
                    json={"action": "credit", "note": "paid after cancel, checked the statement"},
                    headers=staff,
                )
                for _ in range(5)
            )
        )
        assert sorted(r.status_code for r in resolves) == [200] + [409] * 4
        wallet = await wallet_of(client, player)
        assert (wallet["creditBalance"], wallet["cashIn"]) == (150000, 150000)

    # Another agent's staff cannot see or resolve it.
    stranger = await make_cashier_agent(pay_ctx, country="VN")
    async with client_for(pay_ctx, stranger.agent.host) as client:
        staff = await staff_token(client, stranger)
        assert (await client.get("/api/backoffice/payments/incidents", headers=staff)).json()[
            "data"
        ] == []
        theirs = await client.post(
            f"/api/backoffice/payments/incidents/{incident['id']}/resolve",
            json={"action": "dismiss", "note": "x"},
            headers=staff,
        )
        assert error_of(theirs)["errorCode"] == "0040"
    assert await ledger_problems(pay_ctx) == []


async def test_a_paid_amount_other_than_the_orders_is_set_aside(pay_ctx) -> None:
    cashier = await make_cashier_agent(pay_ctx, country="VN")
    async with client_for(pay_ctx, cashier.agent.host) as client:
        player = await registered_player(client, cashier.agent)
        staff = await staff_token(client, cashier)
        tx = await _gateway_deposit(client, player, 200000)
        raw, headers = callback_for(pay_ctx, tx, "PAID", "120000.00")
        accepted = await client.post("/api/vietnamGateWay/callback", content=raw, headers=headers)
        assert accepted.status_code == 200
        assert (await wallet_of(client, player))["creditBalance"] == 0
        (incident,) = (
            await client.get("/api/backoffice/payments/incidents", headers=staff)
        ).json()["data"]
        assert (incident["kind"], incident["reportedAmount"]) == ("amount_mismatch", 120000)
        credited = await client.post(
            f"/api/backoffice/payments/incidents/{incident['id']}/resolve",
            json={"action": "credit", "note": "paid less than ordered"},
            headers=staff,
        )
        assert credited.status_code == 200, credited.text
        assert credited.json()["data"]["transaction"]["amount"] == 120000
        assert (await wallet_of(client, player))["creditBalance"] == 120000
    assert await ledger_problems(pay_ctx) == []


async def test_a_stale_or_future_callback_is_refused(pay_ctx) -> None:
    cashier = await make_cashier_agent(pay_ctx, country="VN")
    async with client_for(pay_ctx, cashier.agent.host) as client:
        player = await registered_player(client, cashier.agent)
        tx = await _gateway_deposit(client, player)
        for sent in (utcnow() - timedelta(days=2), utcnow() + timedelta(hours=1)):
            raw, headers = callback_for(pay_ctx, tx, "PAID", "200000.00", sent_at=_iso(sent))
            refused = await client.post(
                "/api/vietnamGateWay/callback", content=raw, headers=headers
            )
            assert error_of(refused)["errorCode"] == "0055"
        assert (await wallet_of(client, player))["creditBalance"] == 0


# ----- the Host header decides nothing about callbacks ------------------------------------


async def test_the_gateway_is_told_the_configured_callback_address(pay_ctx, demo) -> None:
    cashier = await make_cashier_agent(pay_ctx, country="VN")
    async with client_for(pay_ctx, cashier.agent.host) as client:
        player = await registered_player(client, cashier.agent)
        tx = await _gateway_deposit(
            client, player, **{"x-forwarded-host": "evil.example", "forwarded": "host=evil.example"}
        )
    order = (await demo.get(f"/demo/orders/{tx['order']}")).json()
    assert order["callback_url"] == pay_ctx.settings.vn_gateway_callback_url
    assert cashier.agent.host not in order["callback_url"]


# ----- Idempotency-Key on every call that moves money -------------------------------------


async def test_a_replayed_voucher_redeem_answers_the_first_answer(pay_ctx, demo) -> None:
    cashier = await voucher_cashier(pay_ctx)
    async with client_for(pay_ctx, cashier.agent.host) as client:
        player = await registered_player(client, cashier.agent)
        voucher = await make_voucher(demo, amount="55.00")
        key = {"idempotency-key": "redeem-1"}
        body = {"gift": voucher["link"]}
        first = await client.post(
            "/api/bank/giftTrueMoney/redeem", json=body, headers={**player.auth, **key}
        )
        again = await client.post(
            "/api/bank/giftTrueMoney/redeem", json=body, headers={**player.auth, **key}
        )
        assert first.status_code == again.status_code == 200
        assert first.json()["data"] == again.json()["data"]
        other = await make_voucher(demo)
        conflict = await client.post(
            "/api/bank/giftTrueMoney/redeem",
            json={"gift": other["link"]},
            headers={**player.auth, **key},
        )
        assert error_of(conflict)["errorCode"] == "0056"
        # A refusal is kept with its key too.
        expired = await make_voucher(demo, expires_in=0)
        await asyncio.sleep(0.05)
        late_key = {**player.auth, "idempotency-key": "redeem-2"}
        for _ in range(2):
            refused = await client.post(
                "/api/bank/giftTrueMoney/redeem", json={"gift": expired["link"]}, headers=late_key
            )
            assert error_of(refused)["systemMsg"] == "VOUCHER_EXPIRED"
        assert (await wallet_of(client, player))["creditBalance"] == 55
    assert await ledger_problems(pay_ctx) == []


async def test_replayed_gateway_calls_open_one_order_and_hold_once(pay_ctx) -> None:
    cashier = await make_cashier_agent(pay_ctx, country="VN", turn=Decimal(0), minimum_withdraw=1)
    async with client_for(pay_ctx, cashier.agent.host) as client:
        player = await registered_player(client, cashier.agent)
        staff = await staff_token(client, cashier)
        funded = await client.post(
            f"/api/backoffice/players/{player.user['player']['id']}/adjust",
            json={"amount": 500000, "reason": "opening credit"},
            headers=staff,
        )
        assert funded.status_code == 200, funded.text
        bank = await _bank_code(client, player)
        deposit_key = {**player.auth, "idempotency-key": "dep-1"}
        deposits = await asyncio.gather(
            *(
                client.post(
                    "/api/vietnamGateWay/createDeposit",
                    json={"amount": 100000, "bankCode": bank},
                    headers=deposit_key,
                )
                for _ in range(6)
            )
        )
        done = [d for d in deposits if d.status_code == 200]
        assert done, [d.text for d in deposits]
        assert {d.json()["data"]["order"]["orderId"] for d in done} == {
            done[0].json()["data"]["order"]["orderId"]
        }
        # The rest raced the first while its order was being opened: told so, never run.
        assert {error_of(d)["errorCode"] for d in deposits if d.status_code != 200} <= {"0058"}
        replay = await client.post(
            "/api/vietnamGateWay/createDeposit",
            json={"amount": 100000, "bankCode": bank},
            headers=deposit_key,
        )
        assert replay.json()["data"] == done[0].json()["data"]

        withdraw_key = {**player.auth, "idempotency-key": "wd-1"}
        withdrawals = [
            await client.post(
                "/api/vietnamGateWay/createWithdraw", json={"amount": 200000}, headers=withdraw_key
            )
            for _ in range(3)
        ]
        assert all(w.status_code == 200 for w in withdrawals)
        assert len({w.json()["data"]["transaction"]["id"] for w in withdrawals}) == 1
        assert (await wallet_of(client, player))["creditBalance"] == 300000
        changed = await client.post(
            "/api/vietnamGateWay/createWithdraw", json={"amount": 1000}, headers=withdraw_key
        )
        assert error_of(changed)["errorCode"] == "0056"
    assert (
        await _count(
            pay_ctx,
            BankTransaction,
            BankTransaction.player_id == player.user["player"]["id"],
            BankTransaction.channel == "GATEWAY",
        )
        == 2
    )
    assert await ledger_problems(pay_ctx) == []


# ----- the maximum credit balance counts credit at a game -----------------------------------


async def test_the_maximum_credit_balance_counts_game_credit(pay_ctx) -> None:
    cashier = await make_cashier_agent(pay_ctx, maximum_credit_balance=1000_00)
    async with client_for(pay_ctx, cashier.agent.host) as client:
        player = await registered_player(client, cashier.agent)
        staff = await staff_token(client, cashier)
        player_id = player.user["player"]["id"]
        funded = await client.post(
            f"/api/backoffice/players/{player_id}/adjust",
            json={"amount": 900, "reason": "opening credit"},
            headers=staff,
        )
        assert funded.status_code == 200, funded.text
        # All 900 of it goes to a game upstream, as a launch moves it.
        async with pay_ctx.db.write() as session:
            wallet_id = (
                await session.execute(select(Wallet.id).where(Wallet.player_id == player_id))
            ).scalar_one()
            await post(
                session,
                agent_id=cashier.agent.id,
                currency_code="THB",
                kind="GAME_TRANSFER_IN",
                idempotency_key=f"test-launch:{wallet_id}",
                reference=f"test:{wallet_id}",
                actor_user_id=None,
                legs=[
                    wallet_leg(wallet_id, -900_00, "credit_balance", totals=False),
                    wallet_leg(wallet_id, 900_00, "game_credit", totals=False),
                ],
            )
        assert (await wallet_of(client, player))["gameCredit"] == 900
        deposit = await client.post(
            "/api/bank/transaction",
            json={"bankAccountId": cashier.deposit_account_id, "type": "DEPOSIT", "amount": 200},
            headers=player.auth,
        )
        assert error_of(deposit)["systemMsg"] == "maximumCreditBalance"
        adjust = await client.post(
            f"/api/backoffice/players/{player_id}/adjust",
            json={"amount": 200, "reason": "bonus"},
            headers=staff,
        )
        assert error_of(adjust)["systemMsg"] == "maximumCreditBalance"
        fits = await client.post(
            "/api/bank/transaction",
            json={"bankAccountId": cashier.deposit_account_id, "type": "DEPOSIT", "amount": 100},
            headers=player.auth,
        )
        assert fits.status_code == 200, fits.text


# ----- one open gateway deposit per player, a cap on open orders ----------------------------


async def test_one_pending_gateway_deposit_and_a_cap_on_open_orders(make_ctx, demo_pay_url) -> None:
    ctx = make_ctx(
        truemoney_url=demo_pay_url,
        vn_gateway_url=demo_pay_url,
        upstream_timeout=2,
        vn_gateway_max_open_orders=2,
    )
    cashier = await make_cashier_agent(ctx, country="VN")
    async with client_for(ctx, cashier.agent.host) as client:
        first = await registered_player(client, cashier.agent)
        await _gateway_deposit(client, first)
        bank = await _bank_code(client, first)
        again = await client.post(
            "/api/vietnamGateWay/createDeposit",
            json={"amount": 50000, "bankCode": bank},
            headers=first.auth,
        )
        assert error_of(again)["errorCode"] == "0052"
        second = await registered_player(client, cashier.agent)
        await _gateway_deposit(client, second)
        third = await registered_player(client, cashier.agent)
        capped = await client.post(
            "/api/vietnamGateWay/createDeposit",
            json={"amount": 50000, "bankCode": bank},
            headers=third.auth,
        )
        assert (capped.status_code, error_of(capped)["errorCode"]) == (429, "0059")


# ----- a sweep goes past a request it cannot settle -----------------------------------------


async def test_one_bad_request_never_stops_the_reconciler(pay_ctx, demo) -> None:
    cashier = await make_cashier_agent(pay_ctx, country="VN", turn=Decimal(0), minimum_withdraw=1)
    async with client_for(pay_ctx, cashier.agent.host) as client:
        players = [await registered_player(client, cashier.agent) for _ in range(3)]
        staff = await staff_token(client, cashier)
        txs = [await _gateway_deposit(client, p, 100000 + i) for i, p in enumerate(players[:2])]
        # The first order is one the gateway never heard of: asking about it fails.
        await _age(pay_ctx, txs[0]["id"], upstream_id="ORDER-NOBODY-KNOWS")
        paid = await demo.post(f"/demo/orders/{txs[1]['order']}/pay")
        assert paid.status_code == 200
        # A gateway withdrawal whose order was never opened: only staff can say what happened.
        funded = await client.post(
            f"/api/backoffice/players/{players[2].user['player']['id']}/adjust",
            json={"amount": 400000, "reason": "opening credit"},
            headers=staff,
        )
        assert funded.status_code == 200
        async with pay_ctx.db.write() as session:
            account = await cashier_service.account(
                session, cashier.agent.id, players[2].user["id"], lock=True
            )
            held = await cashier_service.request_withdraw(
                session, account, account.player.bank_account_id, Decimal(250000), channel="GATEWAY"
            )
            held.reference = "W-never-opened"
            withdraw_id = held.id
        for tx_id in (txs[0]["id"], txs[1]["id"], withdraw_id):
            await _age(pay_ctx, tx_id, created_at=utcnow() - timedelta(minutes=5))

        assert await reconcile_upstreams(pay_ctx) == 1  # the paid one, past the bad one
        assert (await wallet_of(client, players[1]))["creditBalance"] == 100001
        assert await _incident_kinds(pay_ctx, txs[0]["id"]) == ["reconcile_error"]
        assert await _incident_kinds(pay_ctx, withdraw_id) == ["withdraw_without_order"]
        assert await reconcile_upstreams(pay_ctx) == 0  # set aside: not asked again

        listed = (await client.get("/api/backoffice/payments/incidents", headers=staff)).json()
        (withdrawal,) = [i for i in listed["data"] if i["transactionId"] == withdraw_id]
        refunded = await client.post(
            f"/api/backoffice/payments/incidents/{withdrawal['id']}/resolve",
            json={"action": "refund", "note": "never paid out"},
            headers=staff,
        )
        assert refunded.status_code == 200, refunded.text
        assert refunded.json()["data"]["transaction"]["status"] == "0002"
        assert (await wallet_of(client, players[2]))["creditBalance"] == 400000
        after = (await client.get("/api/backoffice/payments/incidents", headers=staff)).json()
        # Open ones first, whatever their age.
        assert [i["status"] for i in after["data"]] == ["open", "resolved"]
    assert await ledger_problems(pay_ctx) == []


async def test_a_new_agent_gets_its_channels_through_the_same_checks(pay_ctx) -> None:
    """`agent create` sets the channels as the back office does: a receiving number another
    agent has is a duplicate (not a broken index), and vouchers are for THB agents only."""
    taken_by = await voucher_cashier(pay_ctx)
    async with pay_ctx.db.read() as session:
        taken = (await session.get(Agent, taken_by.agent.id)).truemoney_mobile  # type: ignore[union-attr]
    for country, mobile, code in (("TH", taken, "23505"), ("VN", "0655551234", "0000")):
        with pytest.raises(AppError) as refused:
            async with pay_ctx.db.write() as session:
                await create_agent(
                    session,
                    NewAgent(
                        f"NA{country}{receiving_mobile()[-6:]}",
                        [f"na{receiving_mobile()}.test.example"],
                        country,
                        truemoney_mobile=mobile,
                    ),
                )
        assert refused.value.code == code
        assert refused.value.fields == ["truemoneyMobile"]
    async with pay_ctx.db.write() as session:
        made = await create_agent(
            session, NewAgent("NAVN" + receiving_mobile()[-6:], ["navn.test.example"], "VN")
        )
        assert (made.payment_method, made.truemoney_mobile) == ("BANK,GATEWAY", None)
