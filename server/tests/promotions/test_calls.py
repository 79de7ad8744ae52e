"""Every promotion call over HTTP (docs/promotions.md §6): the player's list, stack top-ups,
current promotion, reservation, clearing and history; the staff's promotions, reports,
player promotions, manual grants, ends and settings, and the wall between agents."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from decimal import Decimal
from typing import Any

import httpx
import pytest

from promptplay.core.clock import utcnow
from tests.factories import error_of, ledger_problems

from .conftest import (
    BASE_PROMOTION,
    Shop,
    adjust,
    backdate_deposits,
    claims_of,
    dec,
    journals,
    open_shop,
    player_id,
    promotion_book,
)

pytestmark = pytest.mark.asyncio

# One valid body per type, with the extra fields the type needs.
TYPE_FIELDS: dict[int, dict[str, Any]] = {
    1: {},
    2: {"fromTime": "10:00", "toTime": "12:00", "weekdays": [0, 2, 4]},
    3: {},
    4: {},
    5: {"welcomeBackDays": 7},
    6: {},
    7: {
        "bonusType": "fixed",
        "bonusAmount": 0,
        "stackTiers": [{"deposit": 500, "bonus": 50}, {"deposit": 1500, "bonus": 150}],
    },
    8: {},
    9: {"bonusType": "fixed", "bonusAmount": 0},
}


def refused(response: httpx.Response, status: int, code: str) -> dict[str, Any]:
    assert response.status_code == status, response.text
    error = error_of(response)
    assert error["errorCode"] == code, response.text
    return error


def outside_now() -> dict[str, Any]:
    """happyTime hours that do not hold now in Bangkok (two to three hours from now)."""
    from .conftest import local_clock

    return {"fromTime": local_clock(timedelta(hours=2)), "toTime": local_clock(timedelta(hours=3))}


async def listed(shop: Shop, player: Any, filtered: bool | None) -> list[dict[str, Any]]:
    body = {} if filtered is None else {"isFilterByPromotionType": filtered}
    headers = player.auth if player is not None else {}
    response = await shop.client.post(
        "/api/promotionManager/getAllPromotion", json=body, headers=headers
    )
    assert response.status_code == 200, response.text
    return response.json()["data"]


# ----- the player's calls ------------------------------------------------------------------------


async def test_get_all_promotion_filters_by_type_and_says_who_may_claim(shop: Shop) -> None:
    made = {}
    for type_id in range(1, 10):
        fields = dict(TYPE_FIELDS[type_id])
        if type_id == 2:
            fields.update(outside_now())
        made[type_id] = await shop.promotion(
            promotionTypeId=type_id, nameEn=f"type {type_id}", sortOrder=10 - type_id, **fields
        )
    hidden = await shop.promotion(display=False, nameEn="hidden")
    inactive = await shop.promotion(isActive=False, nameEn="inactive")
    later = await shop.promotion(startsAt=(utcnow() + timedelta(days=1)).isoformat())
    over = await shop.promotion(
        startsAt=(utcnow() - timedelta(days=3)).isoformat(),
        endsAt=(utcnow() - timedelta(days=1)).isoformat(),
    )
    never_shown = {hidden["id"], inactive["id"], later["id"], over["id"]}

    # A guest: the shown ones in the agent's order, without a verdict.
    guest = await listed(shop, None, True)
    assert [p["promotionTypeId"] for p in guest] == [8, 6, 5, 4, 3, 2, 1]
    assert all(p["claimable"] is None and p["reason"] is None for p in guest)
    assert not never_shown & {p["id"] for p in guest}
    assert [p["id"] for p in await listed(shop, None, None)] == [p["id"] for p in guest]
    unfiltered = await listed(shop, None, False)
    assert [p["promotionTypeId"] for p in unfiltered] == [8, 7, 6, 5, 4, 3, 2, 1]
    assert unfiltered[1]["stackTiers"] == [
        {"deposit": 500, "bonus": 50},
        {"deposit": 1500, "bonus": 150},
    ]

    # A new player: each type judged for him.
    player = await shop.player()
    verdicts = {
        p["promotionTypeId"]: (p["claimable"], p["reason"])
        for p in await listed(shop, player, False)
    }
    assert verdicts == {
        1: (True, None),
        2: (False, "outside_hours"),
        3: (True, None),
        4: (True, None),
        5: (False, "not_welcome_back"),  # no deposit at all: new, not back
        6: (True, None),
        7: (True, None),
        8: (True, None),
    }
    assert {p["promotionTypeId"] for p in await listed(shop, player, True)} == {1, 2, 3, 4, 5, 6, 8}

    # After a deposit without a promotion: no longer the first, ever or today.
    await shop.deposit(player, 200)
    verdicts = {p["promotionTypeId"]: p["reason"] for p in await listed(shop, player, False)}
    assert verdicts[6] == "not_first_deposit"
    assert verdicts[8] == "not_first_today"
    assert verdicts[1] is None and verdicts[3] is None

    # Once a promotion is active, nothing else may be claimed.
    assert (await shop.reserve(player, made[1]["id"])).status_code == 200
    await shop.deposit(player, 200)
    assert (await shop.current(player))["promotionId"] == made[1]["id"]
    answers = await listed(shop, player, False)
    assert {(p["claimable"], p["reason"]) for p in answers} == {(False, "active_promotion")}

    # Cleared: the one-time promotion claimed before is used.
    assert (await shop.clear(player)).status_code == 200
    assert (await shop.reserve(player, made[3]["id"])).status_code == 200
    await shop.deposit(player, 200)
    assert (await shop.clear(player)).status_code == 200
    verdicts = {p["promotionTypeId"]: p["reason"] for p in await listed(shop, player, False)}
    assert verdicts[3] == "used"
    assert verdicts[1] is None


async def test_get_all_promotion_refuses_a_bad_token(shop: Shop) -> None:
    response = await shop.client.post(
        "/api/promotionManager/getAllPromotion",
        json={},
        headers={"authorization": "Bearer not-a-token"},
    )
    assert response.status_code == 401, response.text


async def test_stack_topup_tiers_unlock_with_the_days_deposits(shop: Shop) -> None:
    stack = await shop.promotion(
        promotionTypeId=7,
        bonusType="fixed",
        stackTiers=[
            {"deposit": 500, "bonus": 50},
            {"deposit": 1500, "bonus": 150},
            {"deposit": 3000, "bonus": 300},
        ],
    )
    await shop.promotion(
        promotionTypeId=7,
        bonusType="fixed",
        display=False,
        **{"stackTiers": [{"deposit": 100, "bonus": 10}]},
    )
    await shop.promotion()  # not a stack top-up: not served here

    async def tiers(player: Any) -> tuple[Decimal, list[bool]]:
        headers = player.auth if player is not None else {}
        response = await shop.client.get(
            "/api/promotionManager/getPromotionStackTopup", headers=headers
        )
        assert response.status_code == 200, response.text
        data = response.json()["data"]
        assert [s["promotion"]["id"] for s in data] == [stack["id"]]
        return dec(data[0]["depositedToday"]), [t["unlocked"] for t in data[0]["tiers"]]

    assert await tiers(None) == (0, [False, False, False])
    player = await shop.player()
    assert await tiers(player) == (0, [False, False, False])
    await shop.deposit(player, 600)
    assert await tiers(player) == (600, [True, False, False])
    pending = await shop.deposit(player, 5000, approved=False)  # not approved: not counted
    assert await tiers(player) == (600, [True, False, False])
    await shop.client.delete(
        f"/api/bank/transaction?transactionId={pending['id']}", headers=player.auth
    )
    await shop.deposit(player, 1000)
    assert await tiers(player) == (1600, [True, True, False])
    # Yesterday's deposits are not today's.
    await backdate_deposits(shop.ctx, player, utcnow() - timedelta(days=1, hours=1))
    assert await tiers(player) == (0, [False, False, False])


async def test_current_promotion_is_null_then_the_active_claim(shop: Shop) -> None:
    promotion = await shop.promotion(
        gameConfig=[{"category": "slot", "providers": ["all"]}], turnType=1, turn=3000
    )
    player = await shop.player()
    assert await shop.current(player) is None
    assert (await shop.reserve(player, promotion["id"])).status_code == 200
    await shop.deposit(player, 1000)
    active = await shop.current(player)
    assert active is not None
    assert active["statusCode"] == "0005" and active["statusDesc"] == "active"
    assert active["promotionId"] == promotion["id"]
    assert active["promotionCode"] == f"{shop.cashier.agent.prefix}{promotion['id']:04d}"
    assert (dec(active["bonus"]), dec(active["cashPromotion"])) == (500, 1000)
    assert dec(active["creditPromotion"]) == 500
    assert dec(active["requiredTurnOver"]) == 3000  # unit: a fixed amount
    assert dec(active["remainingTurnOver"]) == 1500  # basis 1: the credit, 1500, counts
    assert active["turnoverReached"] is False and active["progress"] == 0.5
    assert active["gameConfig"] == [{"category": "slot", "providers": ["all"]}]
    assert active["endedAt"] is None and active["endReason"] is None


async def test_current_promotion_needs_a_player(shop: Shop) -> None:
    response = await shop.client.post("/api/promotionManager/currentPromotion")
    assert response.status_code == 401
    for path in ("reserve", "reservation", "clear/manual", "history"):
        response = await shop.client.post(f"/api/promotionManager/{path}", json={})
        assert response.status_code == 401, path
    # Staff are not players.
    response = await shop.client.post("/api/promotionManager/currentPromotion", headers=shop.staff)
    assert response.status_code in (401, 403), response.text


async def test_reserve_and_reservation(shop: Shop) -> None:
    first = await shop.promotion(nameEn="first")
    second = await shop.promotion(nameEn="second", bonusPercent=10)
    hidden = await shop.promotion(display=False)
    inactive = await shop.promotion(isActive=False)
    happy = await shop.promotion(promotionTypeId=2, **outside_now())
    back = await shop.promotion(promotionTypeId=5, welcomeBackDays=3)
    later = await shop.promotion(startsAt=(utcnow() + timedelta(days=1)).isoformat())
    player = await shop.player()

    assert await shop.data("reservation", player) is None
    reserved = await shop.data(
        "reserve", player, {"getPromotion": True, "promotionId": first["id"]}
    )
    assert reserved["getPromotion"] is True and reserved["promotionId"] == first["id"]
    assert reserved["promotion"]["id"] == first["id"]
    assert await shop.data("reservation", player) == reserved

    # A later reservation replaces the earlier one.
    none = await shop.data("reserve", player, {"getPromotion": False})
    assert none["getPromotion"] is False and none["promotionId"] is None
    assert none["promotion"] is None
    assert await shop.data("reservation", player) == none

    # Not this agent's, unknown or hidden: 0040; the reservation is left as it was.
    other = await open_shop(shop.ctx)
    async with other:
        theirs = await other.promotion()
    for promotion_id in (theirs["id"], 999_999_999, hidden["id"]):
        error = refused(await shop.reserve(player, promotion_id), 404, "0040")
        assert error["fields"] == ["promotionId"]
    assert await shop.data("reservation", player) == none

    # Shown but not claimable now: 0066 and why.
    for promotion, why in (
        (happy, "outside_hours"),
        (back, "not_welcome_back"),
        (inactive, "inactive"),
        (later, "not_started"),
    ):
        error = refused(await shop.reserve(player, promotion["id"]), 409, "0066")
        assert error["systemMsg"] == why, promotion
    assert await shop.data("reservation", player) == none

    # Bad bodies.
    for body in ({}, {"getPromotion": "perhaps"}, {"getPromotion": True, "promotionId": 0}):
        response = await shop.client.post(
            "/api/promotionManager/reserve", json=body, headers=player.auth
        )
        refused(response, 422, "0000")

    # The last choice is the one a deposit takes.
    assert (await shop.reserve(player, first["id"])).status_code == 200
    assert (await shop.reserve(player, second["id"])).status_code == 200
    await shop.deposit(player, 1000)
    active = await shop.current(player)
    assert active is not None and active["promotionId"] == second["id"]
    assert dec(active["bonus"]) == 100
    assert await shop.data("reservation", player) is None  # used up

    # While a promotion is active no other may be reserved; "none" still may.
    error = refused(await shop.reserve(player, first["id"]), 409, "0066")
    assert error["systemMsg"] == "active_promotion"
    response = await shop.client.post(
        "/api/promotionManager/reserve", json={"getPromotion": True}, headers=player.auth
    )
    assert refused(response, 409, "0066")["systemMsg"] == "active_promotion"
    assert (await shop.reserve(player, None)).status_code == 200


async def test_reserving_a_manual_promotion_is_refused(shop: Shop) -> None:
    manual = await shop.promotion(promotionTypeId=9, bonusType="fixed")
    player = await shop.player()
    response = await shop.reserve(player, manual["id"])
    assert response.status_code in (404, 409), response.text
    error = error_of(response)
    # docs §7: 0040 for "not one a player may pick"; the engine says staff_only with 0066.
    assert error["errorCode"] == "0040" or error.get("systemMsg") == "staff_only"
    assert await shop.data("reservation", player) is None


async def test_a_deposit_that_no_longer_qualifies_uses_up_the_reservation(shop: Shop) -> None:
    promotion = await shop.promotion(minimumDeposit=500)
    player = await shop.player()
    assert (await shop.reserve(player, promotion["id"])).status_code == 200
    await shop.deposit(player, 200)  # below the promotion's minimum
    assert await shop.current(player) is None
    assert await shop.data("reservation", player) is None
    wallet = await shop.wallet(player)
    assert (wallet["creditBalance"], wallet["creditPromotion"]) == (200, 0)
    await shop.deposit(player, 600)  # normal mode, no choice: no promotion
    assert await shop.current(player) is None


async def test_clear_manual_forfeits_the_bonus_credit(shop: Shop) -> None:
    promotion = await shop.promotion()
    player = await shop.player()
    refused(await shop.clear(player), 409, "0067")

    assert (await shop.reserve(player, promotion["id"])).status_code == 200
    await shop.deposit(player, 1000)
    wallet = await shop.wallet(player)
    assert (wallet["creditBalance"], wallet["creditPromotion"]) == (1500, 500)

    answer = await shop.clear(player)
    assert answer.status_code == 200, answer.text
    cleared = answer.json()["data"]
    ended = cleared["playerPromotion"]
    assert ended["statusCode"] == "0004" and ended["statusDesc"] == "cancel"
    assert ended["endReason"] == "cleared_by_player" and ended["endedAt"] is not None
    assert dec(ended["seized"]) == 500 and dec(ended["withdrawable"]) == 0
    assert ended["promotion"]["name"]["nameEn"] == promotion["name"]["nameEn"]
    assert dec(cleared["wallet"]["creditBalance"]) == 1000
    assert dec(cleared["wallet"]["creditPromotion"]) == 0
    assert dec(cleared["wallet"]["cashPromotion"]) == 0
    wallet = await shop.wallet(player)
    assert (wallet["creditBalance"], wallet["creditPromotion"], wallet["cashPromotion"]) == (
        1000,
        0,
        0,
    )
    assert await shop.current(player) is None
    refused(await shop.clear(player), 409, "0067")

    book = await promotion_book(shop.ctx, shop.agent_id)
    assert (book.granted, book.seized, book.account) == (500_00, 500_00, 0)
    assert len(await journals(shop.ctx, shop.agent_id, "PROMOTION_END")) == 1
    assert await ledger_problems(shop.ctx) == []


async def test_clear_forfeits_no_more_than_the_credit_left(shop: Shop) -> None:
    promotion = await shop.promotion()
    player = await shop.player()
    assert (await shop.reserve(player, promotion["id"])).status_code == 200
    await shop.deposit(player, 1000)
    await adjust(shop.client, shop.staff, player_id(player), -1200)  # lost 1200 of 1500
    cleared = await shop.data("clear/manual", player)
    assert dec(cleared["playerPromotion"]["seized"]) == 300
    assert dec(cleared["wallet"]["creditBalance"]) == 0
    book = await promotion_book(shop.ctx, shop.agent_id)
    assert (book.granted, book.seized, book.account) == (500_00, 300_00, -200_00)
    assert await ledger_problems(shop.ctx) == []


async def test_history_lists_the_active_claim_first_then_newest(shop: Shop) -> None:
    normal = await shop.promotion(nameEn="normal")
    once = await shop.promotion(promotionTypeId=3, nameEn="once")
    player = await shop.player()
    assert await shop.data("history", player) == []
    assert (await shop.reserve(player, normal["id"])).status_code == 200
    await shop.deposit(player, 200)
    assert (await shop.clear(player)).status_code == 200
    assert (await shop.reserve(player, once["id"])).status_code == 200
    await shop.deposit(player, 400)
    history = await shop.data("history", player)
    assert [(h["promotionId"], h["statusCode"]) for h in history] == [
        (once["id"], "0005"),
        (normal["id"], "0004"),
    ]
    assert [dec(h["bonus"]) for h in history] == [200, 100]
    assert history[1]["endReason"] == "cleared_by_player"
    # Another player sees none of it.
    assert await shop.data("history", await shop.player()) == []


# ----- staff ---------------------------------------------------------------------------------


async def test_staff_create_each_of_the_nine_types(shop: Shop) -> None:
    made = []
    for type_id, fields in TYPE_FIELDS.items():
        promotion = await shop.promotion(promotionTypeId=type_id, nameEn=f"t{type_id}", **fields)
        assert promotion["promotionTypeId"] == type_id
        assert promotion["claims"] == 0 and promotion["active"] == 0
        made.append(promotion)
    happy, back, stack = made[1], made[4], made[6]
    assert happy["schedule"]["fromTime"] == "10:00" and happy["schedule"]["toTime"] == "12:00"
    assert happy["schedule"]["weekdays"] == [0, 2, 4]
    assert back["welcomeBackDays"] == 7
    assert [dec(t["deposit"]) for t in stack["stackTiers"]] == [500, 1500]
    assert [p["promotionType"] for p in made] == [
        "normal",
        "happyTime",
        "onetime",
        "onceADay",
        "welcomeBack",
        "firstTime",
        "stackTopUp",
        "firstADay",
        "manualByAdmin",
    ]
    # Every field is kept as written.
    full = await shop.promotion(
        nameTh="โปรเต็ม",
        nameEn="Full",
        nameVi="Đầy đủ",
        imageUrl="https://cdn.example.com/p.png",
        bonusType="fixed",
        bonusAmount=123.45,
        minimumDeposit=300,
        turnType=1,
        turn=2500.5,
        turnBasis=2,
        promotionWithdrawType=2,
        maximumWithdraw=3,
        gameConfig=[{"category": "slot", "providers": ["PGS", "JOKER"]}],
        startsAt="2030-01-01T00:00:00+07:00",
        endsAt="2030-02-01T00:00:00+07:00",
        display=False,
        popup=True,
        sortOrder=7,
    )
    assert full["name"] == {"nameTh": "โปรเต็ม", "nameEn": "Full", "nameVi": "Đầy đủ"}
    assert full["imageUrl"] == "https://cdn.example.com/p.png"
    assert full["bonus"]["type"] == "fixed" and dec(full["bonus"]["amount"]) == Decimal("123.45")
    assert dec(full["turnOver"]["turn"]) == Decimal("2500.5")
    assert dec(full["turnOver"]["maximumWithdraw"]) == 3
    assert dec(full["turnOver"]["minimumDeposit"]) == 300
    assert full["condition"] == {"promotionTurnOverType": 2}
    assert full["turnType"] == 1 and full["promotionWithdrawType"] == 2
    assert full["gameConfig"] == [{"category": "slot", "providers": ["PGS", "JOKER"]}]
    starts = datetime.fromisoformat(full["schedule"]["startsAt"])
    assert starts == datetime(2029, 12, 31, 17, tzinfo=UTC)
    assert (full["display"], full["popup"], full["sortOrder"]) == (False, True, 7)
    listing = await shop.office_data("GET", "promotions")
    assert {p["id"] for p in listing} == {p["id"] for p in made} | {full["id"]}


BAD_INPUT: list[tuple[dict[str, Any], str]] = [
    ({"nameTh": ""}, "nameTh"),
    ({"nameEn": "   "}, "nameEn"),
    ({"nameTh": "x" * 161}, "nameTh"),
    ({"nameVi": "x" * 161}, "nameVi"),
    ({"bonusPercent": -5}, "bonusPercent"),
    ({"bonusPercent": 0}, "bonusPercent"),
    ({"bonusType": "fixed", "bonusAmount": -1}, "bonusAmount"),
    ({"bonusType": "fixed", "bonusAmount": 0}, "bonusAmount"),
    ({"bonusType": "fixed", "bonusAmount": "1.005"}, "bonusAmount"),
    ({"bonusMaximum": -1}, "bonusMaximum"),
    ({"minimumDeposit": -100}, "minimumDeposit"),
    ({"turn": -1}, "turn"),
    ({"turn": 5000}, "turn"),  # a multiplier of 5000
    ({"maximumWithdraw": -1}, "maximumWithdraw"),
    ({"promotionWithdrawType": 2, "maximumWithdraw": 5000}, "maximumWithdraw"),
    ({"promotionTypeId": 10}, "promotionTypeId"),
    ({"promotionTypeId": 0}, "promotionTypeId"),
    ({"promotionTypeId": "normal"}, "promotionTypeId"),
    ({"bonusType": "gift"}, "bonusType"),
    ({"bonusPercent": "lots"}, "bonusPercent"),
    ({"turnType": 3}, "turnType"),
    ({"turnBasis": 0}, "turnBasis"),
    ({"isActive": "maybe"}, "isActive"),
    ({"sortOrder": -1}, "sortOrder"),
    ({"imageUrl": "http://cdn.example.com/p.png"}, "imageUrl"),
    ({"imageUrl": "javascript:alert(1)"}, "imageUrl"),
    ({"imageUrl": "data:text/html;base64,PHNjcmlwdD4="}, "imageUrl"),
    ({"imageUrl": "https://cdn.example.com/a b.png"}, "imageUrl"),
    ({"promotionTypeId": 2}, "fromTime"),
    ({"promotionTypeId": 2, "fromTime": "10:00"}, "toTime"),
    ({"promotionTypeId": 2, "fromTime": "10:00", "toTime": "10:00"}, "fromTime"),
    ({"promotionTypeId": 2, "fromTime": "24:00", "toTime": "10:00"}, "fromTime"),
    ({"promotionTypeId": 2, "fromTime": "9:00", "toTime": "10:00"}, "fromTime"),
    ({"weekdays": [7]}, "weekdays"),
    ({"promotionTypeId": 5}, "welcomeBackDays"),
    ({"promotionTypeId": 5, "welcomeBackDays": 0}, "welcomeBackDays"),
    ({"promotionTypeId": 7, "bonusType": "fixed"}, "stackTiers"),
    (
        {
            "promotionTypeId": 7,
            "bonusType": "fixed",
            "stackTiers": [{"deposit": 1500, "bonus": 150}, {"deposit": 500, "bonus": 50}],
        },
        "stackTiers",
    ),
    (
        {
            "promotionTypeId": 7,
            "bonusType": "fixed",
            "stackTiers": [{"deposit": 500, "bonus": 50}, {"deposit": 500, "bonus": 60}],
        },
        "stackTiers",
    ),
    (
        {"promotionTypeId": 7, "bonusType": "fixed", "stackTiers": [{"deposit": 500, "bonus": 0}]},
        "stackTiers",
    ),
    (
        {"startsAt": "2030-02-01T00:00:00+07:00", "endsAt": "2030-01-01T00:00:00+07:00"},
        "endsAt",
    ),
    (
        {"startsAt": "2030-01-01T00:00:00+07:00", "endsAt": "2030-01-01T00:00:00+07:00"},
        "endsAt",
    ),
    ({"startsAt": "2030-01-01T00:00:00"}, "startsAt"),
    ({"gameConfig": [{"category": ""}]}, "gameConfig"),
    ({"gameConfig": "slot"}, "gameConfig"),
]


async def test_staff_bad_promotion_input_is_0000_with_fields(shop: Shop) -> None:
    for change, field in BAD_INPUT:
        response = await shop.office("POST", "promotions", {**BASE_PROMOTION, **change})
        error = refused(response, 422, "0000")
        assert field in (error.get("fields") or []), (change, error)
    # A body missing a required field.
    body = {k: v for k, v in BASE_PROMOTION.items() if k != "turnType"}
    assert (
        "turnType" in refused(await shop.office("POST", "promotions", body), 422, "0000")["fields"]
    )
    assert await shop.office_data("GET", "promotions") == []


async def test_staff_update_changes_the_offer_not_running_claims(shop: Shop) -> None:
    promotion = await shop.promotion(nameEn="before")
    player = await shop.player()
    assert (await shop.reserve(player, promotion["id"])).status_code == 200
    await shop.deposit(player, 1000)
    before = await shop.current(player)
    assert before is not None

    changed = await shop.office_data(
        "PUT",
        f"promotions/{promotion['id']}",
        {**BASE_PROMOTION, "nameEn": "after", "bonusPercent": 10, "turn": 5, "sortOrder": 3},
    )
    assert changed["id"] == promotion["id"] and changed["name"]["nameEn"] == "after"
    assert dec(changed["bonus"]["percent"]) == 10 and changed["sortOrder"] == 3
    assert changed["claims"] == 1 and changed["active"] == 1
    assert changed["updatedAt"] >= changed["createdAt"]
    after = await shop.current(player)
    assert after is not None
    assert after["requiredTurnOver"] == before["requiredTurnOver"]  # the terms as claimed
    assert after["bonus"] == before["bonus"]

    # Hidden now: gone from the player's list and no longer reservable.
    await shop.office_data(
        "PUT", f"promotions/{promotion['id']}", {**BASE_PROMOTION, "display": False}
    )
    other = await shop.player()
    assert await listed(shop, other, True) == []
    refused(await shop.reserve(other, promotion["id"]), 404, "0040")

    refused(await shop.office("PUT", "promotions/999999999", BASE_PROMOTION), 404, "0040")
    response = await shop.office(
        "PUT", f"promotions/{promotion['id']}", {**BASE_PROMOTION, "nameTh": ""}
    )
    assert refused(response, 422, "0000")["fields"] == ["nameTh"]
    response = await shop.office("PUT", "promotions/0", BASE_PROMOTION)
    assert response.status_code == 422


async def test_another_agents_staff_cannot_see_or_change_these_promotions(shop: Shop) -> None:
    mine = await shop.promotion()
    manual = await shop.promotion(promotionTypeId=9, bonusType="fixed")
    player = await shop.player()
    assert (await shop.reserve(player, mine["id"])).status_code == 200
    await shop.deposit(player, 1000)
    claim = await shop.current(player)
    assert claim is not None
    pid = player_id(player)

    other = await open_shop(shop.ctx)
    async with other:
        theirs = await other.promotion(nameEn="theirs")
        their_player = await other.player()
        assert [p["id"] for p in await other.office_data("GET", "promotions")] == [theirs["id"]]
        refused(await other.office("PUT", f"promotions/{mine['id']}", BASE_PROMOTION), 404, "0040")
        refused(await other.office("GET", f"promotions/{mine['id']}/report"), 404, "0040")
        refused(await other.office("GET", f"players/{pid}/promotions"), 404, "0040")
        grant = {"promotionId": manual["id"], "bonus": 100, "turnOverManual": 1000}
        refused(await other.office("POST", f"players/{pid}/promotions", grant), 404, "0040")
        # This agent's manual promotion for the other agent's own player: not theirs either.
        response = await other.office(
            "POST", f"players/{player_id(their_player)}/promotions", grant
        )
        refused(response, 404, "0040")
        response = await other.office(
            "POST", f"players/{pid}/promotions/{claim['bonusId']}/end", {"remark": "no"}
        )
        refused(response, 404, "0040")
        # This agent's staff cannot reach the other's either.
        refused(await shop.office("GET", f"promotions/{theirs['id']}/report"), 404, "0040")

    # Nothing changed here.
    again = await shop.current(player)
    assert again is not None and again["statusCode"] == "0005"
    assert (await shop.office_data("GET", f"promotions/{mine['id']}/report"))["claims"] == 1
    assert (await shop.wallet(player))["creditPromotion"] == 500


async def test_report_figures(shop: Shop) -> None:
    promotion = await shop.promotion()
    untouched = await shop.promotion(nameEn="nobody")
    players = [await shop.player() for _ in range(3)]
    for player, amount in zip(players, (1000, 400, 2000), strict=True):
        assert (await shop.reserve(player, promotion["id"])).status_code == 200
        await shop.deposit(player, amount)
    assert (await shop.clear(players[0])).status_code == 200  # seizes 500
    claim = await shop.current(players[2])
    assert claim is not None
    await adjust(shop.client, shop.staff, player_id(players[2]), -2300)  # 200 left of 2500
    ended = await shop.office_data(
        "POST",
        f"players/{player_id(players[2])}/promotions/{claim['bonusId']}/end",
        {"remark": "abuse"},
    )
    assert dec(ended["seized"]) == 200

    report = await shop.office_data("GET", f"promotions/{promotion['id']}/report")
    assert report["promotionId"] == promotion["id"] and report["currencyCode"] == "THB"
    assert (report["claims"], report["active"]) == (3, 1)
    assert dec(report["bonusPaid"]) == 500 + 200 + 500
    assert dec(report["seized"]) == 500 + 200
    assert dec(report["turnover"]) == 0
    assert report["ended"] == {"cleared_by_player": 1, "ended_by_staff": 1}
    nothing = await shop.office_data("GET", f"promotions/{untouched['id']}/report")
    assert (nothing["claims"], dec(nothing["bonusPaid"]), nothing["ended"]) == (0, 0, {})
    listing = {p["id"]: p for p in await shop.office_data("GET", "promotions")}
    assert (listing[promotion["id"]]["claims"], listing[promotion["id"]]["active"]) == (3, 1)
    refused(await shop.office("GET", "promotions/999999999/report"), 404, "0040")
    book = await promotion_book(shop.ctx, shop.agent_id)
    assert (book.granted, book.seized) == (1200_00, 700_00)
    assert await ledger_problems(shop.ctx) == []


async def test_staff_player_promotions_current_first(shop: Shop) -> None:
    normal = await shop.promotion(nameEn="normal")
    daily = await shop.promotion(promotionTypeId=4, nameEn="daily")
    player = await shop.player()
    pid = player_id(player)
    assert await shop.office_data("GET", f"players/{pid}/promotions") == []
    assert (await shop.reserve(player, normal["id"])).status_code == 200
    await shop.deposit(player, 300)
    assert (await shop.clear(player)).status_code == 200
    assert (await shop.reserve(player, daily["id"])).status_code == 200
    await shop.deposit(player, 300)
    seen = await shop.office_data("GET", f"players/{pid}/promotions")
    assert [(c["promotionId"], c["statusCode"]) for c in seen] == [
        (daily["id"], "0005"),
        (normal["id"], "0004"),
    ]
    assert seen == await shop.data("history", player)
    refused(await shop.office("GET", "players/999999999/promotions"), 404, "0040")


async def test_grant_manual_once_per_key(shop: Shop) -> None:
    manual = await shop.promotion(promotionTypeId=9, bonusType="fixed", nameEn="gift")
    normal = await shop.promotion()
    player = await shop.player()
    pid = player_id(player)
    body = {
        "promotionId": manual["id"],
        "bonus": 250,
        "conditionManual": 1,
        "turnTypeManual": 1,
        "turnOverManual": 3000,
        "remark": "birthday",
    }
    key = {"idempotency-key": "grant-1"}
    first = await shop.office("POST", f"players/{pid}/promotions", body, key)
    assert first.status_code == 200, first.text
    again = await shop.office("POST", f"players/{pid}/promotions", body, key)
    assert again.status_code == 200, again.text
    granted = first.json()["data"]
    assert again.json()["data"] == granted
    assert granted["promotionId"] == manual["id"] and granted["statusCode"] == "0005"
    assert dec(granted["bonus"]) == 250 and dec(granted["creditPromotion"]) == 250
    assert (granted["conditionManual"], granted["turnTypeManual"]) == (1, 1)
    assert dec(granted["turnOverManual"]) == 3000 and dec(granted["requiredTurnOver"]) == 3000
    assert granted["remark"] == "birthday" and granted["turnBasis"] == 1
    assert len(await claims_of(shop.ctx, pid)) == 1
    assert len(await journals(shop.ctx, shop.agent_id, "PROMOTION_BONUS")) == 1
    wallet = await shop.wallet(player)
    assert (wallet["creditBalance"], wallet["creditPromotion"], wallet["cashPromotion"]) == (
        250,
        250,
        0,
    )
    # The same key on another body, another grant while one is active, a non-manual one.
    response = await shop.office("POST", f"players/{pid}/promotions", {**body, "bonus": 9}, key)
    refused(response, 409, "0056")
    error = refused(
        await shop.office("POST", f"players/{pid}/promotions", body, {"idempotency-key": "g2"}),
        409,
        "0066",
    )
    assert error["systemMsg"] == "active_promotion"
    other = await shop.player()
    response = await shop.office(
        "POST", f"players/{player_id(other)}/promotions", {**body, "promotionId": normal["id"]}
    )
    refused(response, 404, "0040")
    response = await shop.office(
        "POST", f"players/{player_id(other)}/promotions", {**body, "promotionId": 999_999_999}
    )
    refused(response, 404, "0040")
    refused(await shop.office("POST", "players/999999999/promotions", body), 404, "0040")
    for bad, field in (
        ({"bonus": 0}, "bonus"),
        ({"bonus": -5}, "bonus"),
        ({"turnOverManual": -1}, "turnOverManual"),
        ({"turnTypeManual": 3}, "turnTypeManual"),
        ({"remark": "x" * 256}, "remark"),
    ):
        response = await shop.office(
            "POST", f"players/{player_id(other)}/promotions", {**body, **bad}
        )
        assert field in refused(response, 422, "0000")["fields"], bad
    assert await claims_of(shop.ctx, player_id(other)) == []

    # A multiple of the promotion's credit: 4 × 250.
    times = await shop.office_data(
        "POST",
        f"players/{player_id(other)}/promotions",
        {**body, "turnTypeManual": 2, "turnOverManual": 4, "conditionManual": 2},
    )
    assert dec(times["requiredTurnOver"]) == 1000 and times["turnBasis"] == 2
    assert dec(times["turnOverManual"]) == 4
    assert await ledger_problems(shop.ctx) == []


async def test_a_manual_grant_reaches_the_player_and_counts_for_withdrawal(shop: Shop) -> None:
    manual = await shop.promotion(promotionTypeId=9, bonusType="fixed", maximumWithdraw=100)
    player = await shop.player()
    await shop.office_data(
        "POST",
        f"players/{player_id(player)}/promotions",
        {"promotionId": manual["id"], "bonus": 300, "turnTypeManual": 1, "turnOverManual": 200},
    )
    active = await shop.current(player)
    assert active is not None and active["promotionId"] == manual["id"]
    # basis 2 (the default condition) by play: nothing played yet, nothing to withdraw.
    shown = (await shop.client.post("/api/bank/withdrawable", headers=player.auth)).json()["data"]
    assert dec(shown["withdrawable"]) == 0 and shown["promotion"]["bonusId"] == active["bonusId"]


async def test_staff_end_seizes_the_bonus_credit_left(shop: Shop) -> None:
    promotion = await shop.promotion()
    player = await shop.player()
    pid = player_id(player)
    assert (await shop.reserve(player, promotion["id"])).status_code == 200
    await shop.deposit(player, 1000)
    claim = await shop.current(player)
    assert claim is not None
    url = f"players/{pid}/promotions/{claim['bonusId']}/end"
    refused(await shop.office("POST", url, {"remark": ""}), 422, "0000")
    refused(await shop.office("POST", url, {}), 422, "0000")
    ended = await shop.office_data("POST", url, {"remark": "bonus abuse"})
    assert ended["statusCode"] == "0004" and ended["endReason"] == "ended_by_staff"
    assert ended["remark"] == "bonus abuse" and dec(ended["seized"]) == 500
    wallet = await shop.wallet(player)
    assert (wallet["creditBalance"], wallet["creditPromotion"], wallet["cashPromotion"]) == (
        1000,
        0,
        0,
    )
    assert await shop.current(player) is None
    refused(await shop.office("POST", url, {"remark": "again"}), 409, "0067")
    refused(
        await shop.office("POST", f"players/{pid}/promotions/999999999/end", {"remark": "x"}),
        404,
        "0040",
    )
    # Another player's id with this claim: not found.
    other = await shop.player()
    response = await shop.office(
        "POST", f"players/{player_id(other)}/promotions/{claim['bonusId']}/end", {"remark": "x"}
    )
    refused(response, 404, "0040")
    book = await promotion_book(shop.ctx, shop.agent_id)
    assert (book.granted, book.seized, book.account) == (500_00, 500_00, 0)
    assert await ledger_problems(shop.ctx) == []


async def test_settings_get_put(shop: Shop) -> None:
    found = await shop.office_data("GET", "settings/promotions")
    assert found == {
        "autoPromotion": "normal",
        "clearCreditRequired": False,
        "clearCreditBelow": 5,
        "currencyCode": "THB",
    }
    saved = await shop.settings(
        autoPromotion="activate", clearCreditRequired=True, clearCreditBelow=12.5
    )
    assert saved == {
        "autoPromotion": "activate",
        "clearCreditRequired": True,
        "clearCreditBelow": 12.5,
        "currencyCode": "THB",
    }
    assert await shop.office_data("GET", "settings/promotions") == saved
    for bad, field in (
        ({"autoPromotion": "always"}, "autoPromotion"),
        ({"clearCreditBelow": -1}, "clearCreditBelow"),
        ({"clearCreditBelow": "1.005"}, "clearCreditBelow"),
        ({"clearCreditRequired": "perhaps"}, "clearCreditRequired"),
    ):
        body = {**saved, **bad}
        del body["currencyCode"]
        response = await shop.office("PUT", "settings/promotions", body)
        assert field in refused(response, 422, "0000")["fields"], bad
    assert await shop.office_data("GET", "settings/promotions") == saved
    # Another agent's settings are its own.
    other = await open_shop(shop.ctx)
    async with other:
        assert (await other.office_data("GET", "settings/promotions"))["autoPromotion"] == "normal"


async def test_activate_grants_without_a_reservation_normal_does_not(shop: Shop) -> None:
    await shop.promotion(promotionTypeId=2, sortOrder=0, nameEn="closed now", **outside_now())
    hidden = await shop.promotion(sortOrder=0, display=False, nameEn="hidden")
    manual = await shop.promotion(promotionTypeId=9, bonusType="fixed", sortOrder=0)
    second = await shop.promotion(sortOrder=2, bonusPercent=20, nameEn="second")
    first = await shop.promotion(sortOrder=1, bonusPercent=10, nameEn="first")

    player = await shop.player()
    await shop.deposit(player, 1000)  # normal: no choice, no promotion
    assert await shop.current(player) is None
    assert (await shop.wallet(player))["creditPromotion"] == 0

    await shop.settings(autoPromotion="activate")
    await shop.deposit(player, 1000)  # the first claimable by the agent's order
    active = await shop.current(player)
    assert active is not None and active["promotionId"] == first["id"]
    assert active["promotionId"] not in (hidden["id"], manual["id"], second["id"])
    assert dec(active["bonus"]) == 100
    assert (await shop.clear(player)).status_code == 200

    # activate, but the player chose none: none.
    assert (await shop.reserve(player, None)).status_code == 200
    await shop.deposit(player, 1000)
    assert await shop.current(player) is None

    for mode in ("coupon", "disabled"):
        await shop.settings(autoPromotion=mode)
        await shop.deposit(player, 100)
        assert await shop.current(player) is None, mode
    assert len(await claims_of(shop.ctx, player_id(player))) == 1
    assert await ledger_problems(shop.ctx) == []


async def test_clear_credit_refuses_a_new_promotion_while_credit_is_high(shop: Shop) -> None:
    promotion = await shop.promotion(minimumDeposit=10)
    await shop.settings(autoPromotion="activate", clearCreditRequired=True, clearCreditBelow=20)
    player = await shop.player()
    await adjust(shop.client, shop.staff, player_id(player), 20)  # at the threshold
    (verdict,) = await listed(shop, player, True)
    assert (verdict["claimable"], verdict["reason"]) == (False, "clear_credit")
    error = refused(await shop.reserve(player, promotion["id"]), 409, "0066")
    assert error["systemMsg"] == "clear_credit"
    await shop.deposit(player, 100)  # activate: judged on the credit before the deposit
    assert await shop.current(player) is None

    await adjust(shop.client, shop.staff, player_id(player), "-100.01")  # 19.99 left
    (verdict,) = await listed(shop, player, True)
    assert verdict["claimable"] is True
    assert (await shop.reserve(player, promotion["id"])).status_code == 200
    await shop.deposit(player, 100)
    active = await shop.current(player)
    assert active is not None and dec(active["bonus"]) == 50

    # Not required: the same credit does not stop anyone.
    await shop.settings(autoPromotion="activate", clearCreditRequired=False, clearCreditBelow=20)
    rich = await shop.player()
    await adjust(shop.client, shop.staff, player_id(rich), 5000)
    assert (await shop.reserve(rich, promotion["id"])).status_code == 200
    assert await ledger_problems(shop.ctx) == []


async def test_player_setting_overrides_the_agents_default(shop: Shop) -> None:
    promotion = await shop.promotion()
    player = await shop.player()
    assert await shop.data("setting", player) == {
        "autoPromotion": "normal",
        "own": False,
        "agentDefault": "normal",
    }
    chosen = await shop.data("setting", player, {"autoPromotion": "activate"})
    assert chosen == {"autoPromotion": "activate", "own": True, "agentDefault": "normal"}
    assert await shop.data("setting", player, {}) == chosen  # read only
    await shop.deposit(player, 200)  # no reservation: the player's activate applies
    active = await shop.current(player)
    assert active is not None and active["promotionId"] == promotion["id"]
    assert (await shop.clear(player)).status_code == 200

    # The agent's default changes; the player's own choice stands, a new player's follows.
    await shop.settings(autoPromotion="disabled")
    assert (await shop.data("setting", player))["autoPromotion"] == "activate"
    newcomer = await shop.player()
    assert await shop.data("setting", newcomer) == {
        "autoPromotion": "disabled",
        "own": False,
        "agentDefault": "disabled",
    }
    await shop.deposit(newcomer, 200)
    assert await shop.current(newcomer) is None
    # An explicit reservation wins over the setting.
    assert (await shop.reserve(newcomer, promotion["id"])).status_code == 200
    await shop.deposit(newcomer, 200)
    assert (await shop.current(newcomer))["promotionId"] == promotion["id"]

    error = refused(await shop.call("setting", player, {"autoPromotion": "always"}), 422, "0000")
    assert error["fields"] == ["autoPromotion"]
    assert (await shop.data("setting", player))["autoPromotion"] == "activate"
    response = await shop.client.post("/api/promotionManager/setting", json={})
    assert response.status_code == 401


async def test_amounts_finer_than_the_currency_name_their_field(ctx) -> None:  # type: ignore[no-untyped-def]
    """VND has no minor unit: a promotion amount with decimals is refused, naming the field."""
    async with await open_shop(ctx, country="VN") as shop:
        for field in ("bonusAmount", "bonusMaximum", "minimumDeposit"):
            body = {**BASE_PROMOTION, "bonusType": "fixed", "bonusAmount": 10_000, field: 10.5}
            error = refused(await shop.office("POST", "promotions", body), 422, "0000")
            assert error["fields"] == [field], error
        body = {
            "autoPromotion": "normal",
            "clearCreditRequired": True,
            "clearCreditBelow": 1.5,
        }
        error = refused(await shop.office("PUT", "settings/promotions", body), 422, "0000")
        assert error["fields"] == ["clearCreditBelow"]
        assert await shop.office_data("GET", "promotions") == []
