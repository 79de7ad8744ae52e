"""The Vietnam gateway adapter against the demo gateway, over HTTP to its own process, with
callbacks arriving at a receiving server the test runs."""

from __future__ import annotations

import asyncio
import json
import logging
import secrets
from datetime import UTC, datetime, timedelta
from decimal import Decimal

import httpx
import pytest

from promptplay.config import Settings
from promptplay.payments import (
    CallbackSignatureMismatch,
    GatewayRefused,
    VietnamGatewayClient,
)
from promptplay.upstreams.demo_pay.gateway import crc16_ccitt

from .conftest import CallbackReceiver

AMOUNT = Decimal("500000.00")


def ref() -> str:
    return f"PP-{secrets.token_hex(6)}"


async def test_list_banks_names_the_active_ones(gateway: VietnamGatewayClient) -> None:
    banks = {bank.bank_code: bank for bank in await gateway.list_banks()}
    assert {"VCB", "TCB", "ACB", "MB", "BIDV"} <= banks.keys()
    assert "STB" not in banks  # the demo's inactive bank
    assert banks["VCB"].name == "Vietcombank" and banks["VCB"].bin == "970436"


async def test_create_deposit_gives_account_qr_and_pay_page(
    gateway: VietnamGatewayClient, demo: httpx.AsyncClient, receiver: CallbackReceiver
) -> None:
    merchant_ref = ref()
    order = await gateway.create_deposit(merchant_ref, AMOUNT, "VCB", receiver.url)
    assert (order.type, order.status, order.merchant_ref) == ("DEPOSIT", "PENDING", merchant_ref)
    assert order.amount == AMOUNT and isinstance(order.amount, Decimal)
    assert (order.bank_code, order.account_no) == ("VCB", "1023456789")
    assert order.account_name and order.expires_at and order.expires_at > order.created_at
    assert order.paid_at is None
    qr = order.qr_payload or ""
    assert qr.startswith("000201010212") and order.order_id in qr and "5406500000" in qr
    assert int(qr[-4:], 16) == crc16_ccitt(qr[:-4].encode())

    assert order.pay_url
    page = await demo.get(order.pay_url)
    assert page.status_code == 200
    for shown in ("500,000 ₫", order.account_no, order.order_id, "I have paid"):
        assert shown in page.text
    assert await gateway.get_order(order.order_id) == order


async def test_merchant_ref_makes_create_idempotent(
    gateway: VietnamGatewayClient, receiver: CallbackReceiver
) -> None:
    merchant_ref = ref()
    orders = await asyncio.gather(
        *(gateway.create_deposit(merchant_ref, AMOUNT, "ACB", receiver.url) for _ in range(10))
    )
    assert len({order.order_id for order in orders}) == 1
    again = await gateway.create_deposit(merchant_ref, AMOUNT, "ACB", receiver.url)
    assert again == orders[0]
    assert (await gateway.history(merchant_ref=merchant_ref)).total == 1

    with pytest.raises(GatewayRefused) as conflict:
        await gateway.create_deposit(merchant_ref, AMOUNT + 1, "ACB", receiver.url)
    assert (conflict.value.code, conflict.value.http_status) == ("MERCHANT_REF_CONFLICT", 409)
    with pytest.raises(GatewayRefused) as as_withdrawal:
        await gateway.create_withdraw(merchant_ref, AMOUNT, "ACB", "0123456789", "A", receiver.url)
    assert as_withdrawal.value.code == "MERCHANT_REF_CONFLICT"


@pytest.mark.parametrize(
    ("amount", "bank", "code"),
    [
        (Decimal("10000.50"), "VCB", "AMOUNT_INVALID"),  # VND has no minor units
        (Decimal("9999"), "VCB", "AMOUNT_INVALID"),
        (Decimal("500000001"), "VCB", "AMOUNT_INVALID"),
        (AMOUNT, "STB", "BANK_NOT_ACTIVE"),
        (AMOUNT, "NOPE", "BANK_NOT_ACTIVE"),
    ],
)
async def test_create_deposit_refusals(
    gateway: VietnamGatewayClient,
    receiver: CallbackReceiver,
    amount: Decimal,
    bank: str,
    code: str,
) -> None:
    with pytest.raises(GatewayRefused) as refused:
        await gateway.create_deposit(ref(), amount, bank, receiver.url)
    assert refused.value.code == code


async def test_amounts_never_leave_as_floats_or_sub_cents(
    gateway: VietnamGatewayClient, receiver: CallbackReceiver
) -> None:
    with pytest.raises(TypeError):
        await gateway.create_deposit(ref(), 500000.0, "VCB", receiver.url)  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        await gateway.create_deposit(ref(), Decimal("500000.001"), "VCB", receiver.url)


async def test_paid_deposit_calls_back_signed(
    gateway: VietnamGatewayClient, demo: httpx.AsyncClient, receiver: CallbackReceiver
) -> None:
    order = await gateway.create_deposit(ref(), AMOUNT, "TCB", receiver.url)
    # The player presses "I have paid" on the gateway's own page.
    pressed = await demo.post(f"/pay/{order.order_id}/paid", follow_redirects=True)
    assert pressed.status_code == 200 and "PAID" in pressed.text

    (delivery,) = await receiver.wait_for(1)
    assert delivery.path == "/api/vietnamGateWay/callback"
    assert delivery.headers["content-type"] == "application/json"
    callback = gateway.verify_callback(delivery.body, delivery.headers["x-signature"])
    assert (callback.order_id, callback.merchant_ref) == (order.order_id, order.merchant_ref)
    assert (callback.status, callback.type, callback.amount) == ("PAID", "DEPOSIT", AMOUNT)
    assert callback.paid_at is not None
    assert json.loads(delivery.body)["amount"] == "500000.00"

    forged = delivery.body.replace(b'"500000.00"', b'"900000.00"')
    with pytest.raises(CallbackSignatureMismatch):
        gateway.verify_callback(forged, delivery.headers["x-signature"])
    with pytest.raises(CallbackSignatureMismatch):
        gateway.verify_callback(delivery.body, "0" * 64)
    with pytest.raises(CallbackSignatureMismatch):
        gateway.verify_callback(delivery.body, None)
    other_secret = VietnamGatewayClient("http://127.0.0.1:9", gateway.merchant_id, "x" * 32)
    with pytest.raises(CallbackSignatureMismatch):
        other_secret.verify_callback(delivery.body, delivery.headers["x-signature"])

    paid = await gateway.get_order(order.order_id)
    assert paid.status == "PAID" and paid.paid_at == callback.paid_at
    with pytest.raises(GatewayRefused) as late_cancel:
        await gateway.cancel_deposit(order.order_id)
    assert late_cancel.value.code == "ORDER_NOT_PENDING"
    await asyncio.sleep(0.2)
    assert len(receiver.deliveries) == 1  # one event, one delivery


async def test_cancel_deposit(
    gateway: VietnamGatewayClient, demo: httpx.AsyncClient, receiver: CallbackReceiver
) -> None:
    order = await gateway.create_deposit(ref(), AMOUNT, "MB", receiver.url)
    cancelled = await gateway.cancel_deposit(order.order_id)
    assert cancelled.status == "CANCELLED" and cancelled.order_id == order.order_id
    assert (await gateway.cancel_deposit(order.order_id)).status == "CANCELLED"
    assert (await gateway.get_order(order.order_id)).status == "CANCELLED"
    (delivery,) = await receiver.wait_for(1)
    assert gateway.verify_callback(delivery.body, delivery.headers["x-signature"]).status == (
        "CANCELLED"
    )
    # Paying a cancelled order changes nothing.
    assert (await demo.post(f"/demo/orders/{order.order_id}/pay")).json()["code"] == (
        "ORDER_NOT_PENDING"
    )
    with pytest.raises(GatewayRefused) as unknown:
        await gateway.cancel_deposit("VG000000NOSUCH")
    assert (unknown.value.code, unknown.value.http_status) == ("ORDER_NOT_FOUND", 404)


async def test_get_order_of_nobody(gateway: VietnamGatewayClient) -> None:
    with pytest.raises(GatewayRefused) as refused:
        await gateway.get_order("VG000000NOSUCH")
    assert refused.value.code == "ORDER_NOT_FOUND"


async def test_duplicate_delivery_switch_delivers_the_same_event_twice(
    gateway: VietnamGatewayClient, demo: httpx.AsyncClient, receiver: CallbackReceiver
) -> None:
    (await demo.post("/demo/config", json={"duplicate_callbacks": True})).raise_for_status()
    order = await gateway.create_deposit(ref(), AMOUNT, "BIDV", receiver.url)
    (await demo.post(f"/demo/orders/{order.order_id}/pay")).raise_for_status()
    first, second = await receiver.wait_for(2)
    assert first.body == second.body
    one = gateway.verify_callback(first.body, first.headers["x-signature"])
    two = gateway.verify_callback(second.body, second.headers["x-signature"])
    assert one == two and one.event_id.startswith("evt_")

    # On demand, too: one more copy of the last callback.
    (await demo.post(f"/demo/orders/{order.order_id}/redeliver")).raise_for_status()
    third = (await receiver.wait_for(3))[2]
    assert third.body == first.body


async def test_callbacks_are_retried_until_answered(
    gateway: VietnamGatewayClient, demo: httpx.AsyncClient, receiver: CallbackReceiver
) -> None:
    receiver.fail_next = 2
    order = await gateway.create_deposit(ref(), AMOUNT, "ICB", receiver.url)
    (await demo.post(f"/demo/orders/{order.order_id}/pay")).raise_for_status()
    deliveries = await receiver.wait_for(3)
    assert [d.answered for d in deliveries] == [500, 500, 200]
    assert len({d.body for d in deliveries}) == 1
    await asyncio.sleep(0.3)
    assert len(receiver.deliveries) == 3
    seen = (await demo.get(f"/demo/orders/{order.order_id}")).json()["deliveries"]
    assert [(d["attempt"], d["http_status"]) for d in seen] == [(1, 500), (2, 500), (3, 200)]


async def test_callbacks_give_up_after_the_last_attempt(
    gateway: VietnamGatewayClient, demo: httpx.AsyncClient, receiver: CallbackReceiver
) -> None:
    (await demo.post("/demo/config", json={"callback_attempts": 3})).raise_for_status()
    receiver.fail_next = 100
    order = await gateway.create_deposit(ref(), AMOUNT, "TPB", receiver.url)
    (await demo.post(f"/demo/orders/{order.order_id}/pay")).raise_for_status()
    await receiver.wait_for(3)
    await asyncio.sleep(0.5)
    assert len(receiver.deliveries) == 3


async def test_unpaid_deposit_expires_with_a_callback(
    gateway: VietnamGatewayClient, demo: httpx.AsyncClient, receiver: CallbackReceiver
) -> None:
    (await demo.post("/demo/config", json={"order_ttl_seconds": 0.3})).raise_for_status()
    order = await gateway.create_deposit(ref(), AMOUNT, "VCB", receiver.url)
    assert order.expires_at is not None
    assert order.expires_at - order.created_at == timedelta(milliseconds=300)
    (delivery,) = await receiver.wait_for(1, within=5)
    callback = gateway.verify_callback(delivery.body, delivery.headers["x-signature"])
    assert (callback.status, callback.paid_at) == ("EXPIRED", None)
    assert (await gateway.get_order(order.order_id)).status == "EXPIRED"
    late = await demo.post(f"/pay/{order.order_id}/paid", follow_redirects=True)
    assert "EXPIRED" in late.text
    with pytest.raises(GatewayRefused):
        await gateway.cancel_deposit(order.order_id)


async def test_withdrawal_settles_after_the_delay(
    gateway: VietnamGatewayClient, demo: httpx.AsyncClient, receiver: CallbackReceiver
) -> None:
    (await demo.post("/demo/config", json={"withdraw_settle_seconds": 0.3})).raise_for_status()
    merchant_ref = ref()
    order = await gateway.create_withdraw(
        merchant_ref, Decimal("250000"), "TCB", "0123456789", "NGUYEN VAN A", receiver.url
    )
    assert (order.type, order.status, order.amount) == ("WITHDRAW", "PENDING", Decimal("250000"))
    assert (order.account_no, order.account_name) == ("0123456789", "NGUYEN VAN A")
    assert order.pay_url is None and order.qr_payload is None
    same = await gateway.create_withdraw(
        merchant_ref, Decimal("250000.00"), "TCB", "0123456789", "NGUYEN VAN A", receiver.url
    )
    assert same.order_id == order.order_id

    (delivery,) = await receiver.wait_for(1, within=5)
    callback = gateway.verify_callback(delivery.body, delivery.headers["x-signature"])
    assert (callback.type, callback.status, callback.amount) == (
        "WITHDRAW",
        "PAID",
        Decimal("250000.00"),
    )
    assert (await gateway.get_order(order.order_id)).status == "PAID"
    await asyncio.sleep(0.3)
    assert len(receiver.deliveries) == 1  # paid once


async def test_withdrawal_the_bank_refuses(
    gateway: VietnamGatewayClient, demo: httpx.AsyncClient, receiver: CallbackReceiver
) -> None:
    (await demo.post("/demo/config", json={"withdraw_settle_seconds": 30})).raise_for_status()
    order = await gateway.create_withdraw(
        ref(), Decimal("100000"), "STB", "060112345678", "TRAN THI B", receiver.url
    )
    (await demo.post(f"/demo/orders/{order.order_id}/fail")).raise_for_status()
    (delivery,) = await receiver.wait_for(1)
    assert gateway.verify_callback(delivery.body, delivery.headers["x-signature"]).status == (
        "FAILED"
    )


@pytest.mark.parametrize(
    ("bank", "account_no", "name", "code"),
    [
        ("NOPE", "0123456789", "A", "BANK_NOT_FOUND"),
        ("VCB", "12ab", "A", "INVALID_REQUEST"),
        ("VCB", "0123456789", "", "INVALID_REQUEST"),
    ],
)
async def test_withdrawal_refusals(
    gateway: VietnamGatewayClient,
    receiver: CallbackReceiver,
    bank: str,
    account_no: str,
    name: str,
    code: str,
) -> None:
    with pytest.raises(GatewayRefused) as refused:
        await gateway.create_withdraw(ref(), AMOUNT, bank, account_no, name, receiver.url)
    assert refused.value.code == code


async def test_history_filters_and_pages(
    gateway: VietnamGatewayClient, demo: httpx.AsyncClient, receiver: CallbackReceiver
) -> None:
    (await demo.post("/demo/config", json={"withdraw_settle_seconds": 30})).raise_for_status()
    started = datetime.now(UTC) - timedelta(seconds=1)
    deposits = [await gateway.create_deposit(ref(), AMOUNT, "VCB", receiver.url) for _ in range(3)]
    withdrawal = await gateway.create_withdraw(
        ref(), AMOUNT, "VCB", "0123456789", "LE VAN C", receiver.url
    )
    await gateway.cancel_deposit(deposits[0].order_id)

    recent = await gateway.history(created_from=started, page_size=200)
    ids = [order.order_id for order in recent.items]
    mine = [withdrawal.order_id, deposits[2].order_id, deposits[1].order_id, deposits[0].order_id]
    assert ids[:4] == mine  # newest first

    only_withdrawals = await gateway.history(order_type="WITHDRAW", created_from=started)
    assert withdrawal.order_id in {o.order_id for o in only_withdrawals.items}
    assert {o.type for o in only_withdrawals.items} == {"WITHDRAW"}
    cancelled = await gateway.history(status="CANCELLED", created_from=started)
    assert deposits[0].order_id in {o.order_id for o in cancelled.items}
    assert deposits[1].order_id not in {o.order_id for o in cancelled.items}

    first = await gateway.history(created_from=started, page=1, page_size=2)
    second = await gateway.history(created_from=started, page=2, page_size=2)
    assert first.total == second.total >= 4 and (first.page, second.page) == (1, 2)
    assert [o.order_id for o in first.items + second.items] == ids[:4]
    future = await gateway.history(created_from=datetime.now(UTC) + timedelta(hours=1))
    assert (future.total, future.items) == (0, [])
    before = await gateway.history(created_to=started)
    assert not {o.order_id for o in before.items} & set(mine)


async def test_bad_credentials_are_refused(
    demo_pay_url: str, pay_settings: Settings, receiver: CallbackReceiver
) -> None:
    wrong_secret = VietnamGatewayClient(demo_pay_url, pay_settings.vn_gateway_merchant_id, "x" * 40)
    wrong_merchant = VietnamGatewayClient(
        demo_pay_url, "SOMEONE-ELSE", pay_settings.vn_gateway_secret
    )
    async with wrong_secret, wrong_merchant:
        with pytest.raises(GatewayRefused) as bad_signature:
            await wrong_secret.create_deposit(ref(), AMOUNT, "VCB", receiver.url)
        assert (bad_signature.value.code, bad_signature.value.http_status) == (
            "SIGNATURE_INVALID",
            401,
        )
        with pytest.raises(GatewayRefused) as bad_merchant:
            await wrong_merchant.list_banks()
        assert bad_merchant.value.code == "MERCHANT_UNKNOWN"


async def test_the_gateway_checks_what_was_signed(
    demo_pay_url: str, pay_settings: Settings, gateway: VietnamGatewayClient
) -> None:
    """A request whose body differs from what was signed, or whose signature is stale."""
    headers = gateway._signed_headers("POST", "/v1/deposits", {"merchant_ref": "A"})
    async with httpx.AsyncClient(base_url=demo_pay_url) as raw:
        tampered = await raw.post("/v1/deposits", json={"merchant_ref": "B"}, headers=headers)
        assert (tampered.status_code, tampered.json()["code"]) == (401, "SIGNATURE_INVALID")
        stale = {**headers, "x-timestamp": str(int(headers["x-timestamp"]) - 3600)}
        old = await raw.post("/v1/deposits", json={"merchant_ref": "A"}, headers=stale)
        assert (old.status_code, old.json()["code"]) == (401, "SIGNATURE_INVALID")
        unsigned = await raw.get("/v1/banks")
        assert unsigned.status_code == 401


async def test_logs_never_show_the_secret_or_a_signature(
    gateway: VietnamGatewayClient,
    pay_settings: Settings,
    receiver: CallbackReceiver,
    caplog: pytest.LogCaptureFixture,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    signatures: list[str] = []
    signed_headers = gateway._signed_headers

    def recording(*args: object) -> dict[str, str]:
        headers = signed_headers(*args)  # type: ignore[arg-type]
        signatures.append(headers["x-signature"])
        return headers

    monkeypatch.setattr(gateway, "_signed_headers", recording)
    merchant_ref = ref()
    with caplog.at_level(logging.DEBUG):
        order = await gateway.create_deposit(merchant_ref, AMOUNT, "VCB", receiver.url)
        await gateway.create_withdraw(
            ref(), AMOUNT, "VCB", "0123456789", "PHAM VAN D", receiver.url
        )
    text = "\n".join(record.getMessage() for record in caplog.records)
    assert pay_settings.vn_gateway_secret.get_secret_value() not in text
    assert len(signatures) == 2 and not any(signature in text for signature in signatures)
    assert "0123456789" not in text and "***6789" in text
    assert f"key={merchant_ref}" in text and order.order_id in text
    assert pay_settings.vn_gateway_secret.get_secret_value() not in repr(gateway)
    assert pay_settings.vn_gateway_secret.get_secret_value() not in repr(pay_settings)
