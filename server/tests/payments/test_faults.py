"""Upstreams that are slow, failing or gone: the adapters' typed errors, and reconciling a call
whose answer was lost (PROVIDERS.md: a timeout is not a failure)."""

from __future__ import annotations

import secrets
import time
from decimal import Decimal

import httpx
import pytest

from promptplay.config import Settings
from promptplay.core.upstream_http import UpstreamDown, UpstreamProtocolError, UpstreamTimeout
from promptplay.payments import TrueMoneyClient, VietnamGatewayClient, VoucherStoreRefused

from .conftest import CallbackReceiver, free_port, make_voucher

RECEIVER = "0812345678"


def quick_clients(url: str, settings: Settings) -> tuple[TrueMoneyClient, VietnamGatewayClient]:
    return (
        TrueMoneyClient(url, 0.5),
        VietnamGatewayClient(
            url, settings.vn_gateway_merchant_id, settings.vn_gateway_secret, timeout=0.5
        ),
    )


async def test_timeout_fault_is_upstream_timeout(
    demo_pay_url: str, pay_settings: Settings, demo: httpx.AsyncClient
) -> None:
    made = await make_voucher(demo)
    (await demo.post("/demo/faults", json={"timeout": True})).raise_for_status()
    truemoney, gateway = quick_clients(demo_pay_url, pay_settings)
    async with truemoney, gateway:
        started = time.monotonic()
        with pytest.raises(UpstreamTimeout) as timed_out:
            await truemoney.redeem(made["voucher_hash"], RECEIVER)
        assert time.monotonic() - started < 2  # the budget holds
        assert timed_out.value.outcome_unknown
        assert isinstance(timed_out.value, UpstreamDown)
        with pytest.raises(UpstreamTimeout):
            await gateway.list_banks()
    # The request was held untouched: with the fault gone the voucher is still there.
    (await demo.post("/demo/faults", json={})).raise_for_status()
    async with TrueMoneyClient(demo_pay_url, 2) as truemoney:
        assert (await truemoney.redeem(made["voucher_hash"], RECEIVER)).amount == Decimal("100.00")


async def test_latency_within_and_beyond_the_budget(
    demo_pay_url: str, pay_settings: Settings, demo: httpx.AsyncClient
) -> None:
    (await demo.post("/demo/faults", json={"latency_ms": 1500})).raise_for_status()
    truemoney, gateway = quick_clients(demo_pay_url, pay_settings)
    async with truemoney, gateway:
        with pytest.raises(UpstreamTimeout):
            await gateway.list_banks()
    (await demo.post("/demo/faults", json={"latency_ms": 100})).raise_for_status()
    async with VietnamGatewayClient(
        demo_pay_url, pay_settings.vn_gateway_merchant_id, pay_settings.vn_gateway_secret, 2
    ) as patient:
        assert await patient.list_banks()


async def test_error_rate_is_unavailable_not_timeout(
    demo_pay_url: str, pay_settings: Settings, demo: httpx.AsyncClient
) -> None:
    made = await make_voucher(demo)
    (await demo.post("/demo/faults", json={"error_rate": 1.0})).raise_for_status()
    assert (await demo.get("/demo/faults")).json()["error_rate"] == 1.0
    truemoney, gateway = quick_clients(demo_pay_url, pay_settings)
    async with truemoney, gateway:
        with pytest.raises(UpstreamDown) as store_down:
            await truemoney.redeem(made["voucher_hash"], RECEIVER)
        assert not isinstance(store_down.value, UpstreamTimeout)
        assert store_down.value.outcome_unknown  # a 5xx says nothing about what happened
        with pytest.raises(UpstreamDown) as gateway_down:
            await gateway.create_deposit("PP-down", Decimal("50000"), "VCB", "http://x/cb")
        assert not isinstance(gateway_down.value, UpstreamTimeout)
    # The controls stay reachable under faults, and the error happened before any work.
    (await demo.post("/demo/faults", json={})).raise_for_status()
    async with TrueMoneyClient(demo_pay_url, 2) as truemoney:
        assert (await truemoney.verify(made["voucher_hash"], RECEIVER)).status == "active"


async def test_nobody_listening_is_unavailable_with_a_known_outcome() -> None:
    url = f"http://127.0.0.1:{free_port()}"
    async with TrueMoneyClient(url, 1) as truemoney:
        with pytest.raises(UpstreamDown) as refused:
            await truemoney.redeem("AbcdefGhij1234567890", RECEIVER)
    assert not isinstance(refused.value, UpstreamTimeout)
    assert refused.value.outcome_unknown is False  # never reached it: safe to give up


async def test_a_redeem_whose_answer_was_lost_is_reconciled_by_verify(
    demo_pay_url: str, pay_settings: Settings, demo: httpx.AsyncClient
) -> None:
    made = await make_voucher(demo, amount="42.00")
    (await demo.post("/demo/faults", json={"timeout_after_processing": True})).raise_for_status()
    truemoney, _ = quick_clients(demo_pay_url, pay_settings)
    async with truemoney, _:
        with pytest.raises(UpstreamTimeout):
            await truemoney.redeem(made["voucher_hash"], RECEIVER)
    (await demo.post("/demo/faults", json={})).raise_for_status()
    async with TrueMoneyClient(demo_pay_url, 2) as truemoney:
        with pytest.raises(VoucherStoreRefused) as refused:
            await truemoney.verify(made["voucher_hash"], RECEIVER)
    assert refused.value.code == "VOUCHER_OUT_OF_STOCK" and refused.value.redeemed_by_you
    assert refused.value.voucher is not None
    assert refused.value.voucher.face_amount == Decimal("42.00")


async def test_a_deposit_whose_answer_was_lost_is_found_by_its_ref(
    demo_pay_url: str,
    pay_settings: Settings,
    demo: httpx.AsyncClient,
    gateway: VietnamGatewayClient,
    receiver: CallbackReceiver,
) -> None:
    merchant_ref = f"PP-{secrets.token_hex(6)}"
    (await demo.post("/demo/faults", json={"timeout_after_processing": True})).raise_for_status()
    _, quick = quick_clients(demo_pay_url, pay_settings)
    async with _, quick:
        with pytest.raises(UpstreamTimeout):
            await quick.create_deposit(merchant_ref, Decimal("70000"), "VCB", receiver.url)
    (await demo.post("/demo/faults", json={})).raise_for_status()
    found = await gateway.history(merchant_ref=merchant_ref)
    assert found.total == 1
    retried = await gateway.create_deposit(merchant_ref, Decimal("70000"), "VCB", receiver.url)
    assert retried.order_id == found.items[0].order_id  # the retry opened nothing new


async def test_an_answer_out_of_protocol_is_a_protocol_error() -> None:
    def store(request: httpx.Request) -> httpx.Response:
        return httpx.Response(200, json={"status": {"code": "SUCCESS"}, "data": {"voucher": {}}})

    def gateway(request: httpx.Request) -> httpx.Response:
        order = {"order_id": "VG1", "amount": 500000.0}  # a float amount, fields missing
        return httpx.Response(200, json={"code": "OK", "data": order})

    async with TrueMoneyClient(
        "http://store.test", transport=httpx.MockTransport(store)
    ) as truemoney:
        with pytest.raises(UpstreamProtocolError):
            await truemoney.redeem("AbcdefGhij1234567890", RECEIVER)
    async with VietnamGatewayClient(
        "http://gw.test", "M1", "s", transport=httpx.MockTransport(gateway)
    ) as client:
        with pytest.raises(UpstreamProtocolError):
            await client.get_order("VG1")
