"""The back office's coupons: made, changed and checked field by field, batches of codes
made and exported, redemptions listed, each write audited, nothing of another agent's."""

from __future__ import annotations

import csv
import io
from datetime import timedelta
from typing import Any

import pytest

from promptplay.coupons import rules
from tests.factories import registered_player

from .conftest import COUPON, CouponShop, dec, open_coupon_shop, player_id, refused, window

pytestmark = pytest.mark.asyncio


async def audit(shop: CouponShop) -> list[dict[str, Any]]:
    return await shop.office_data("GET", "audit")


def body(**fields: Any) -> dict[str, Any]:
    return {**COUPON, **window(), **fields}


async def test_create_list_and_update(shop: CouponShop) -> None:
    hidden = await shop.promotion(display=False)
    made = await shop.coupon(
        code="summer-2026",
        type="promotion",
        promotionId=hidden["id"],
        amount=99,  # not a credit coupon: not kept
        usesTotal=10,
        minimumDeposit="250.50",
        eventId=3,
    )
    assert made["code"] == "SUMMER-2026"
    assert (made["type"], made["promotionId"], dec(made["amount"])) == (
        "promotion",
        hidden["id"],
        0,
    )
    assert made["promotion"]["nameEn"] == "Bonus"
    assert (made["usesTotal"], made["used"], dec(made["minimumDeposit"])) == (10, 0, dec("250.5"))
    assert (made["eventId"], made["active"], made["currencyCode"]) == (3, True, "THB")
    assert (made["codes"], made["codesRedeemed"], made["redemptions"]) == (0, 0, 0)

    changed = await shop.office_data(
        "PUT",
        f"coupons/{made['id']}",
        body(code="AUTUMN", type="credit", amount=12, turnoverMultiple=2),
    )
    assert (changed["id"], changed["code"], changed["type"]) == (made["id"], "AUTUMN", "credit")
    assert (dec(changed["amount"]), dec(changed["turnoverMultiple"]), changed["promotionId"]) == (
        12,
        2,
        None,
    )
    listed = await shop.office_data("GET", "coupons")
    assert [c["id"] for c in listed] == [made["id"]]
    assert listed[0]["code"] == "AUTUMN"

    actions = [(a["action"], a["targetId"]) for a in await audit(shop)]
    assert ("create_coupon", made["id"]) in actions
    assert ("update_coupon", made["id"]) in actions


@pytest.mark.parametrize(
    ("fields", "wrong"),
    [
        ({"type": "credit", "amount": 0}, ["amount"]),
        ({"type": "spins", "spins": 0}, ["spins"]),
        ({"type": "promotion", "promotionId": None}, ["promotionId"]),
        ({"code": "-LEADING"}, ["code"]),
        ({"code": "ÜMLAUT"}, ["code"]),
        ({"amount": "1.005"}, ["amount"]),
        ({"amount": -1}, ["amount"]),
        ({"usesTotal": -1}, ["usesTotal"]),
        ({"type": "cash"}, ["type"]),
        ({"name": {"nameTh": "", "nameEn": "Coupon"}}, ["name"]),
        ({"name": None}, ["name"]),
        ({"startsAt": "2026-01-01T00:00:00"}, ["startsAt"]),  # no offset
    ],
)
async def test_fields_are_checked(
    shop: CouponShop, fields: dict[str, Any], wrong: list[str]
) -> None:
    response = await shop.office("POST", "coupons", body(**fields))
    assert refused(response, 422, "0000")["fields"] == wrong
    assert await shop.office_data("GET", "coupons") == []


async def test_dates_must_be_in_order(shop: CouponShop) -> None:
    start = window()["startsAt"]
    for end in (start, window(starts_in=-timedelta(days=2))["startsAt"]):
        response = await shop.office("POST", "coupons", body(startsAt=start, endsAt=end))
        assert refused(response, 422, "0000")["fields"] == ["endsAt"]


async def test_the_promotion_must_be_one_of_the_agents_offers(shop: CouponShop) -> None:
    manual = await shop.promotion(promotionTypeId=9, bonusType="fixed", bonusAmount=0)
    async with await open_coupon_shop(shop.ctx) as other:
        theirs = await other.promotion()
    for promotion_id in (manual["id"], theirs["id"], 2**40):
        response = await shop.office(
            "POST", "coupons", body(type="promotion", promotionId=promotion_id)
        )
        assert refused(response, 422, "0000")["fields"] == ["promotionId"]


async def test_a_code_is_unique_among_the_agents_codes(shop: CouponShop) -> None:
    first = await shop.coupon(code="ONLY")
    error = refused(await shop.office("POST", "coupons", body(code="only")), 409, "23505")
    assert error["fields"] == ["code"]
    batch = await shop.coupon(code=None)
    (code,) = await shop.codes(batch["id"], 1)
    refused(await shop.office("POST", "coupons", body(code=code)), 409, "23505")
    # A coupon keeps its own code on a change; another agent may have the same code.
    kept = await shop.office_data("PUT", f"coupons/{first['id']}", body(code="ONLY", amount=7))
    assert kept["code"] == "ONLY"
    async with await open_coupon_shop(shop.ctx) as other:
        assert (await other.coupon(code="ONLY"))["code"] == "ONLY"


async def test_uses_total_cannot_fall_below_the_uses_taken(shop: CouponShop) -> None:
    coupon = await shop.coupon(code="FEW", usesTotal=5)
    for _ in range(2):
        await shop.redeemed(await shop.player(), "FEW")
    response = await shop.office("PUT", f"coupons/{coupon['id']}", body(code="FEW", usesTotal=1))
    assert refused(response, 422, "0000")["fields"] == ["usesTotal"]
    ok = await shop.office_data("PUT", f"coupons/{coupon['id']}", body(code="FEW", usesTotal=2))
    assert (ok["usesTotal"], ok["used"]) == (2, 2)
    refused(await shop.redeem(await shop.player(), "FEW"), 409, "0051", "coupon_exhausted")


async def test_a_batch_of_codes_and_its_export(shop: CouponShop) -> None:
    coupon = await shop.coupon(code=None, amount=5)
    response = await shop.office(
        "POST", f"coupons/{coupon['id']}/codes", {"count": 200, "prefix": "x1"}
    )
    assert response.status_code == 200, response.text
    batch = response.json()["data"]
    assert (batch["couponId"], batch["created"], batch["total"]) == (coupon["id"], 200, 200)
    codes = batch["codes"]
    assert len(set(codes)) == 200
    assert all(c.startswith("X1") and set(c[2:]) <= set(rules.ALPHABET) for c in codes)
    more = await shop.codes(coupon["id"], 50)
    assert not set(more) & set(codes)

    player = await shop.player()
    await shop.redeemed(player, codes[3])
    response = await shop.office("GET", f"coupons/{coupon['id']}/codes.csv")
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("text/csv")
    disposition = response.headers["content-disposition"]
    assert (
        disposition.startswith("attachment") and f"coupon-{coupon['id']}-codes.csv" in disposition
    )
    rows = list(csv.DictReader(io.StringIO(response.text)))
    assert len(rows) == 250
    assert {row["code"] for row in rows} == set(codes) | set(more)
    used = [row for row in rows if row["redeemedBy"]]
    assert [(r["code"], r["redeemedBy"]) for r in used] == [(codes[3], player.username)]
    assert used[0]["redeemedAt"]

    listed = await shop.office_data("GET", "coupons")
    assert (listed[0]["codes"], listed[0]["codesRedeemed"], listed[0]["redemptions"]) == (250, 1, 1)
    actions = [(a["action"], a["detail"]) for a in await audit(shop)]
    assert ("coupon_codes", {"count": 200, "prefix": "X1"}) in actions
    assert ("export_coupon_codes", {"codes": 250}) in actions


async def test_a_batch_is_made_once_per_idempotency_key(shop: CouponShop) -> None:
    coupon = await shop.coupon(code=None)
    path, key = f"coupons/{coupon['id']}/codes", {"idempotency-key": "batch-0001"}
    first = await shop.office("POST", path, {"count": 20}, headers=key)
    again = await shop.office("POST", path, {"count": 20}, headers=key)
    assert first.status_code == again.status_code == 200, again.text
    assert first.json()["data"] == again.json()["data"]
    assert (await shop.office_data("GET", "coupons"))[0]["codes"] == 20
    other = await shop.office("POST", path, {"count": 21}, headers=key)
    refused(other, 409, "0056")
    assert [a["action"] for a in await audit(shop)].count("coupon_codes") == 1


@pytest.mark.parametrize(
    ("codes_body", "wrong"),
    [
        ({"count": 0}, ["count"]),
        ({"count": 10_001}, ["count"]),
        ({"count": "many"}, ["count"]),
        ({}, ["count"]),
        ({"count": 5, "prefix": "-A"}, ["prefix"]),
        ({"count": 5, "prefix": "A" * 13}, ["prefix"]),
    ],
)
async def test_batch_bodies_are_checked(
    shop: CouponShop, codes_body: dict[str, Any], wrong: list[str]
) -> None:
    coupon = await shop.coupon(code=None)
    response = await shop.office("POST", f"coupons/{coupon['id']}/codes", codes_body)
    assert refused(response, 422, "0000")["fields"] == wrong
    assert (await shop.office_data("GET", "coupons"))[0]["codes"] == 0


async def test_the_largest_batch(shop: CouponShop) -> None:
    coupon = await shop.coupon(code=None)
    assert len(set(await shop.codes(coupon["id"], 10_000))) == 10_000


async def test_redemptions_newest_first(shop: CouponShop) -> None:
    coupon = await shop.coupon(code="WHO", amount=8)
    first, second = await shop.player(), await shop.player()
    await shop.redeemed(first, "WHO")
    await shop.redeemed(second, "WHO")
    rows = await shop.office_data("GET", f"coupons/{coupon['id']}/redemptions")
    assert [(r["playerId"], r["username"]) for r in rows] == [
        (player_id(second), second.username),
        (player_id(first), first.username),
    ]
    assert all(r["code"] == "WHO" and dec(r["amount"]) == 8 for r in rows)


async def test_nothing_of_another_agents_coupons(shop: CouponShop) -> None:
    async with await open_coupon_shop(shop.ctx) as other:
        theirs = await other.coupon(code="THEIRS")
        await other.redeemed(await registered_player(other.client, other.cashier.agent), "THEIRS")
        assert await shop.office_data("GET", "coupons") == []
        cid = theirs["id"]
        for method, path, payload in (
            ("PUT", f"coupons/{cid}", body(code="STOLEN")),
            ("POST", f"coupons/{cid}/codes", {"count": 3}),
            ("GET", f"coupons/{cid}/codes.csv", None),
            ("GET", f"coupons/{cid}/redemptions", None),
        ):
            refused(await shop.office(method, path, payload), 404, "0040")
        (kept,) = await other.office_data("GET", "coupons")
        assert (kept["code"], kept["codes"], kept["redemptions"]) == ("THEIRS", 0, 1)


async def test_staff_only(shop: CouponShop) -> None:
    player = await shop.player()
    response = await shop.client.get("/api/backoffice/coupons", headers=player.auth)
    assert response.status_code in (401, 403)
    response = await shop.client.post("/api/backoffice/coupons", json=body(code="NOPE"))
    assert response.status_code in (401, 403)
