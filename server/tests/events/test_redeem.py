"""POST /api/eventManager/redeemCode: a running event's codes are redeemed by the coupons
package and paid as event credit; everything else is refused and pays nothing."""

from __future__ import annotations

import asyncio
from datetime import timedelta

import pytest

from tests.events.conftest import EventShop, open_event_shop, period, refused
from tests.factories import ledger_problems
from tests.promotions.conftest import dec


async def test_a_code_of_a_running_event_pays_event_credit(shop: EventShop) -> None:
    coupon = await shop.coupon(code="SONGKRAN", amount=50, turnoverMultiple=3)
    event = await shop.event(couponId=coupon["id"])
    player = await shop.player()
    other = await shop.player()
    before = await shop.all_events(player)
    assert [(e["redeemable"], e["redeemed"]) for e in before] == [(True, False)]

    response = await shop.redeem_code(player, event["id"], " songkran ")
    assert response.status_code == 200, response.text
    got = response.json()["data"]
    assert (got["eventId"], got["couponId"], got["code"], got["type"]) == (
        event["id"],
        coupon["id"],
        "SONGKRAN",
        "credit",
    )
    assert dec(got["amount"]) == 50
    assert dec(got["turnover"]) == 150  # 3 × the event credit
    assert dec(got["wallet"]["creditBalance"]) == 50
    assert dec(got["wallet"]["eventCredit"]) == 50
    wallet = await shop.wallet(player)
    assert (wallet["creditBalance"], wallet["eventCredit"]) == (50, 50)

    assert [e["redeemed"] for e in await shop.all_events(player)] == [True]
    assert [e["redeemed"] for e in await shop.all_events(other)] == [False]
    assert [e["redeemed"] for e in (await shop.search(player))["items"]] == [True]
    (staff_view,) = await shop.staff_events()
    assert staff_view["redemptions"] == 1
    assert [h["eventId"] for h in await shop.history(player)] == [event["id"]]
    assert await ledger_problems(shop.ctx) == []


async def test_event_credit_joins_a_running_promotion_and_grows_its_turnover(
    shop: EventShop,
) -> None:
    promotion = await shop.promotion(bonusPercent=10, turn=2, minimumDeposit=100)
    player = await shop.player()
    assert (await shop.reserve(player, promotion["id"])).status_code == 200
    await shop.deposit(player, 1000)  # bonus 100: turnover 2 × (1000 + 100)
    active = await shop.current(player)
    assert active is not None
    coupon = await shop.coupon(code="JOINED", amount=50, turnoverMultiple=0)
    event = await shop.event(couponId=coupon["id"])

    response = await shop.redeem_code(player, event["id"], "JOINED")
    assert response.status_code == 200, response.text
    assert dec(response.json()["data"]["turnover"]) == 2 * (1000 + 100 + 50)
    wallet = await shop.wallet(player)
    assert (wallet["creditBalance"], wallet["eventCredit"]) == (1150, 50)
    assert await ledger_problems(shop.ctx) == []


async def test_a_batch_code_of_the_events_coupon(shop: EventShop) -> None:
    coupon = await shop.coupon(code=None, amount=20, usesPerPlayer=0)
    (code,) = await shop.codes(coupon["id"], 1, "EV")
    event = await shop.event(couponId=coupon["id"])
    player = await shop.player()
    response = await shop.redeem_code(player, event["id"], code.lower())
    assert response.status_code == 200, response.text
    assert response.json()["data"]["code"] == code
    again = await shop.redeem_code(await shop.player(), event["id"], code)
    refused(again, 409, "0051")
    assert (await shop.wallet(player))["creditBalance"] == 20


async def test_a_code_pays_once(shop: EventShop) -> None:
    coupon = await shop.coupon(code="ONCE", amount=30, usesPerPlayer=1)
    event = await shop.event(couponId=coupon["id"])
    player = await shop.player()
    assert (await shop.redeem_code(player, event["id"], "ONCE")).status_code == 200
    refused(await shop.redeem_code(player, event["id"], "ONCE"), 409, "0051", "coupon_used")
    assert (await shop.wallet(player))["creditBalance"] == 30
    assert await ledger_problems(shop.ctx) == []


@pytest.mark.parametrize(
    "when",
    [period(timedelta(hours=1)), period(-timedelta(days=2), timedelta(days=1))],
    ids=["upcoming", "ended"],
)
async def test_an_event_that_is_not_running_redeems_nothing(
    shop: EventShop, when: dict[str, str]
) -> None:
    coupon = await shop.coupon(code="NOTNOW", amount=10)
    event = await shop.event(couponId=coupon["id"], **when)
    player = await shop.player()
    refused(await shop.redeem_code(player, event["id"], "NOTNOW"), 409, "0066", "event_not_running")
    assert (await shop.wallet(player))["creditBalance"] == 0
    assert (await shop.staff_events())[0]["redemptions"] == 0


async def test_codes_that_are_not_the_events_are_unknown(shop: EventShop) -> None:
    mine = await shop.coupon(code="MINE", amount=10)
    plain = await shop.coupon(code="PLAIN", amount=10)
    event = await shop.event(couponId=mine["id"])
    elsewhere = await shop.coupon(code="ELSEWHERE", amount=10)
    await shop.event(couponId=elsewhere["id"])
    player = await shop.player()
    for code in ("PLAIN", "ELSEWHERE", "NOSUCHCODE"):
        error = refused(
            await shop.redeem_code(player, event["id"], code), 404, "0040", "coupon_unknown"
        )
        assert error["fields"] == ["code"]
    assert plain["eventId"] is None
    assert (await shop.wallet(player))["creditBalance"] == 0


async def test_unknown_hidden_or_foreign_events_are_not_found(ctx) -> None:  # type: ignore[no-untyped-def]
    async with await open_event_shop(ctx) as shop, await open_event_shop(ctx) as theirs:
        their_coupon = await theirs.coupon(code="THEIRS", amount=10)
        their_event = await theirs.event(couponId=their_coupon["id"])
        coupon = await shop.coupon(code="HIDDEN", amount=10)
        hidden = await shop.event(couponId=coupon["id"], active=False)
        player = await shop.player()
        for event_id, code in (
            (their_event["id"], "THEIRS"),
            (hidden["id"], "HIDDEN"),
            (2**40, "X"),
        ):
            error = refused(
                await shop.redeem_code(player, event_id, code), 404, "0040", "event_unknown"
            )
            assert error["fields"] == ["eventId"]
        assert (await shop.wallet(player))["creditBalance"] == 0
        assert (await theirs.staff_events())[0]["redemptions"] == 0


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"eventId": 1, "code": ""}, "code"),
        ({"eventId": 1, "code": "   "}, "code"),
        ({"eventId": 1, "code": "A" * 33}, "code"),
        ({"eventId": 1, "code": 12345}, "code"),
        ({"eventId": 1}, "code"),
        ({"eventId": 0, "code": "X"}, "eventId"),
        ({"eventId": "one", "code": "X"}, "eventId"),
        ({"code": "X"}, "eventId"),
    ],
)
async def test_bad_bodies_are_refused(shop: EventShop, body: dict, field: str) -> None:
    player = await shop.player()
    response = await shop.client.post(
        "/api/eventManager/redeemCode", json=body, headers=player.auth
    )
    assert refused(response, 422, "0000")["fields"] == [field]


async def test_redeeming_needs_a_player(shop: EventShop) -> None:
    response = await shop.client.post(
        "/api/eventManager/redeemCode", json={"eventId": 1, "code": "X"}, headers=shop.staff
    )
    assert response.status_code in (401, 403), response.text


async def test_simultaneous_redeems_of_one_code_pay_once(
    shop: EventShop, database_url: str
) -> None:
    if database_url.startswith("sqlite"):
        pytest.skip("concurrent transactions need PostgreSQL (SQLite has one writer)")
    coupon = await shop.coupon(code="RUSH", amount=25, usesPerPlayer=1)
    event = await shop.event(couponId=coupon["id"])
    player = await shop.player()
    responses = await asyncio.gather(
        *(shop.redeem_code(player, event["id"], "RUSH") for _ in range(20))
    )
    assert sorted(r.status_code for r in responses) == [200] + [409] * 19
    assert (await shop.wallet(player))["creditBalance"] == 25
    assert (await shop.staff_events())[0]["redemptions"] == 1
    assert await ledger_problems(shop.ctx) == []
