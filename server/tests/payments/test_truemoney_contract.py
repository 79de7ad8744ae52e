"""The TrueMoney adapter against the demo voucher store, over HTTP to its own process."""

from __future__ import annotations

import asyncio
import logging
from decimal import Decimal

import httpx
import pytest

from promptplay.payments import TrueMoneyClient, VoucherStoreRefused

from .conftest import make_voucher

RECEIVER = "0812345678"  # the agent's wallet
SENDER = "0891234567"


async def test_verify_shows_the_voucher_and_moves_nothing(
    truemoney: TrueMoneyClient, demo: httpx.AsyncClient
) -> None:
    made = await make_voucher(demo, amount="150.50", owner=SENDER)
    for _ in range(2):
        voucher = await truemoney.verify(made["voucher_hash"], RECEIVER)
        assert voucher.hash == made["voucher_hash"]
        assert voucher.amount == voucher.face_amount == Decimal("150.50")
        assert voucher.status == "active"
        assert voucher.owner.endswith("4567")
        assert voucher.expires_at is not None
    assert (await truemoney.redeem(made["voucher_hash"], RECEIVER)).amount == Decimal("150.50")


async def test_redeem_takes_the_link_and_pays_once(
    truemoney: TrueMoneyClient, demo: httpx.AsyncClient
) -> None:
    made = await make_voucher(demo, amount="99.99")
    assert made["link"] == f"https://gift.truemoney.com/campaign/?v={made['voucher_hash']}"
    voucher = await truemoney.redeem(truemoney.parse_gift(made["link"]), RECEIVER)
    assert (voucher.amount, voucher.status) == (Decimal("99.99"), "redeemed")
    assert isinstance(voucher.amount, Decimal)

    with pytest.raises(VoucherStoreRefused) as again:
        await truemoney.redeem(made["voucher_hash"], RECEIVER)
    assert again.value.code == "VOUCHER_OUT_OF_STOCK"
    assert again.value.redeemed_by_you  # how a redeem whose answer was lost is reconciled

    with pytest.raises(VoucherStoreRefused) as someone_else:
        await truemoney.redeem(made["voucher_hash"], "0822222222")
    assert someone_else.value.code == "VOUCHER_OUT_OF_STOCK"
    assert not someone_else.value.redeemed_by_you

    listed = {v["voucher_hash"]: v for v in (await demo.get("/demo/vouchers")).json()}
    assert listed[made["voucher_hash"]]["redeemed_by"] == RECEIVER


async def test_many_redeems_at_once_pay_exactly_one(
    truemoney: TrueMoneyClient, demo: httpx.AsyncClient
) -> None:
    made = await make_voucher(demo, amount="500.00")
    mobiles = [f"08{n:08d}" for n in range(20)]
    results = await asyncio.gather(
        *(truemoney.redeem(made["voucher_hash"], mobile) for mobile in mobiles),
        return_exceptions=True,
    )
    paid = [r for r in results if not isinstance(r, BaseException)]
    refused = [r for r in results if isinstance(r, VoucherStoreRefused)]
    assert len(paid) == 1 and paid[0].amount == Decimal("500.00")
    assert len(refused) == 19 and {r.code for r in refused} == {"VOUCHER_OUT_OF_STOCK"}


async def test_unknown_voucher(truemoney: TrueMoneyClient) -> None:
    for call in (truemoney.verify, truemoney.redeem):
        with pytest.raises(VoucherStoreRefused) as refused:
            await call("NoSuchVoucher0000000000", RECEIVER)
        assert refused.value.code == "VOUCHER_NOT_FOUND"
        assert refused.value.voucher is None


async def test_expired_voucher(truemoney: TrueMoneyClient, demo: httpx.AsyncClient) -> None:
    made = await make_voucher(demo, expires_in=0)
    for call in (truemoney.verify, truemoney.redeem):
        with pytest.raises(VoucherStoreRefused) as refused:
            await call(made["voucher_hash"], RECEIVER)
        assert refused.value.code == "VOUCHER_EXPIRED"
        assert refused.value.voucher is not None
        assert refused.value.voucher.status == "expired"


async def test_own_voucher(truemoney: TrueMoneyClient, demo: httpx.AsyncClient) -> None:
    made = await make_voucher(demo, owner=RECEIVER)
    for call in (truemoney.verify, truemoney.redeem):
        with pytest.raises(VoucherStoreRefused) as refused:
            await call(made["voucher_hash"], RECEIVER)
        assert refused.value.code == "CANNOT_GET_OWN_VOUCHER"
    # Refused, not spent: another wallet still gets it.
    assert (await truemoney.redeem(made["voucher_hash"], "0833333333")).amount == Decimal("100.00")


async def test_receiver_that_is_not_a_wallet(
    truemoney: TrueMoneyClient, demo: httpx.AsyncClient
) -> None:
    made = await make_voucher(demo)
    with pytest.raises(VoucherStoreRefused) as refused:
        await truemoney.redeem(made["voucher_hash"], "12345")
    assert refused.value.code == "TARGET_USER_NOT_FOUND"


async def test_store_wire_shape(demo: httpx.AsyncClient) -> None:
    """The raw answer, as the real store's integrations read it."""
    made = await make_voucher(demo, amount="20.00")
    response = await demo.post(
        f"/campaign/vouchers/{made['voucher_hash']}/redeem",
        json={"mobile": RECEIVER, "voucher_hash": made["voucher_hash"]},
    )
    body = response.json()
    assert body["status"] == {"code": "SUCCESS", "message": "success"}
    voucher = body["data"]["voucher"]
    assert voucher["amount_baht"] == voucher["redeemed_amount_baht"] == "20.00"
    assert isinstance(voucher["expire_date"], int) and voucher["member"] == 1
    assert body["data"]["my_ticket"]["amount_baht"] == "20.00"
    assert "full_name" in body["data"]["owner_profile"]

    mismatched = await demo.post(
        f"/campaign/vouchers/{made['voucher_hash']}/redeem",
        json={"mobile": RECEIVER, "voucher_hash": "SomethingElse123"},
    )
    assert mismatched.json()["status"]["code"] == "VOUCHER_NOT_FOUND"
    bad = await demo.post(f"/campaign/vouchers/{made['voucher_hash']}/redeem", content=b"{")
    assert bad.json()["status"]["code"] == "INVALID_PARAMETER"


@pytest.mark.parametrize(
    "body",
    [
        {"amount_baht": 100, "owner_mobile": SENDER},
        {"amount_baht": "100", "owner_mobile": SENDER},
        {"amount_baht": "0.00", "owner_mobile": SENDER},
        {"amount_baht": "100000.01", "owner_mobile": SENDER},
        {"amount_baht": "100.00", "owner_mobile": "891234567"},
    ],
)
async def test_demo_vouchers_take_two_place_strings(demo: httpx.AsyncClient, body: dict) -> None:
    assert (await demo.post("/demo/vouchers", json=body)).status_code == 422


async def test_the_store_page_makes_a_voucher_a_person_can_paste(
    truemoney: TrueMoneyClient, demo: httpx.AsyncClient
) -> None:
    page = await demo.get("/store")
    assert page.status_code == 200 and "<form" in page.text
    made = await demo.post(
        "/store",
        content=b"amount_baht=75.25&owner_mobile=0891234567&expires_in_seconds=3600",
        headers={"content-type": "application/x-www-form-urlencoded"},
        follow_redirects=True,
    )
    assert made.status_code == 200
    link = next(
        part.split('"')[0]
        for part in made.text.split('value="')[1:]
        if part.startswith("https://gift.truemoney.com/")
    )
    assert (await truemoney.redeem(link, RECEIVER)).amount == Decimal("75.25")
    refused = await demo.post(
        "/store",
        content=b"amount_baht=lots&owner_mobile=0891234567",
        headers={"content-type": "application/x-www-form-urlencoded"},
        follow_redirects=True,
    )
    assert "at most" in refused.text


async def test_every_call_is_logged_with_its_key_and_masked_mobile(
    truemoney: TrueMoneyClient, demo: httpx.AsyncClient, caplog: pytest.LogCaptureFixture
) -> None:
    made = await make_voucher(demo)
    with caplog.at_level(logging.INFO, logger="promptplay.upstream"):
        await truemoney.redeem(made["voucher_hash"], RECEIVER)
    lines = [r.getMessage() for r in caplog.records if r.name == "promptplay.upstream"]
    assert len(lines) == 2
    assert all(f"key={made['voucher_hash']}" in line for line in lines)
    assert all(RECEIVER not in line and "***5678" in line for line in lines)
