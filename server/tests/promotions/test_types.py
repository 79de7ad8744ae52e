"""Each of the nine promotion types end to end (docs/promotions.md §2–§3): a player's deposit,
approved by staff, earns the type's bonus or not, and the wallet and the ledger say so."""

from __future__ import annotations

from datetime import timedelta
from decimal import Decimal
from typing import Any

import httpx
import pytest
from sqlalchemy import update

from promptplay.core.clock import utcnow
from promptplay.models import BankTransaction, PlayerPromotion
from tests.factories import Player, error_of, ledger_problems, withdraw_body

from .conftest import (
    BANGKOK,
    Shop,
    adjust,
    backdate_deposits,
    claims_of,
    dec,
    journals,
    local_clock,
    player_id,
    promotion_book,
)

pytestmark = pytest.mark.asyncio


async def figures(shop: Shop, player: Player) -> tuple[Decimal, Decimal, Decimal]:
    """(creditBalance, creditPromotion, cashPromotion) of the player's wallet."""
    wallet = await shop.wallet(player)
    return wallet["creditBalance"], wallet["creditPromotion"], wallet["cashPromotion"]


def refusal(response: httpx.Response) -> str | None:
    assert response.status_code == 409, response.text
    error = error_of(response)
    assert error["errorCode"] == "0066", response.text
    return error.get("systemMsg")


async def claimed(shop: Shop, player: Player, promotion: dict[str, Any], amount: Any) -> dict:
    """Reserve `promotion`, deposit `amount`, staff approve: the active claim."""
    response = await shop.reserve(player, promotion["id"])
    assert response.status_code == 200, response.text
    await shop.deposit(player, amount)
    active = await shop.current(player)
    assert active is not None and active["promotionId"] == promotion["id"], active
    return active


async def settled(shop: Shop) -> None:
    assert await ledger_problems(shop.ctx) == []
    book = await promotion_book(shop.ctx, shop.agent_id)
    assert book.account == book.seized - book.granted


async def test_normal_percent_capped_fixed_and_minimum(shop: Shop) -> None:
    percent = await shop.promotion(bonusPercent=50, bonusMaximum=500, minimumDeposit=100)
    fixed = await shop.promotion(bonusType="fixed", bonusAmount=77.5, minimumDeposit=100)

    player = await shop.player()
    active = await claimed(shop, player, percent, 400)
    assert dec(active["bonus"]) == 200
    assert await figures(shop, player) == (600, 200, 400)

    capped = await shop.player()
    await claimed(shop, capped, percent, 2000)
    assert await figures(shop, capped) == (2500, 500, 2000)

    flat = await shop.player()
    await claimed(shop, flat, fixed, 3000)
    assert await figures(shop, flat) == (Decimal("3077.5"), Decimal("77.5"), 3000)

    small = await shop.player()
    assert (await shop.reserve(small, percent["id"])).status_code == 200
    await shop.deposit(small, 99)  # below the minimum: the deposit only
    assert await shop.current(small) is None
    assert await figures(shop, small) == (99, 0, 0)
    bonuses = await journals(shop.ctx, shop.agent_id, "PROMOTION_BONUS")
    assert len(bonuses) == 3
    book = await promotion_book(shop.ctx, shop.agent_id)
    assert book.granted == 200_00 + 500_00 + 77_50 == -book.account
    await settled(shop)


async def test_happy_time_inside_and_outside_the_hours(shop: Shop) -> None:
    now = utcnow().astimezone(BANGKOK)
    near = [now.weekday(), (now - timedelta(days=1)).weekday()]  # a window past midnight
    inside = await shop.promotion(
        promotionTypeId=2,
        nameEn="inside",
        fromTime=local_clock(timedelta(hours=-1)),
        toTime=local_clock(timedelta(hours=1)),
        weekdays=near,
    )
    outside = await shop.promotion(
        promotionTypeId=2,
        nameEn="outside",
        fromTime=local_clock(timedelta(hours=2)),
        toTime=local_clock(timedelta(hours=3)),
    )
    other_days = await shop.promotion(
        promotionTypeId=2,
        nameEn="other days",
        fromTime=local_clock(timedelta(hours=-1)),
        toTime=local_clock(timedelta(hours=1)),
        weekdays=[d for d in range(7) if d not in near],
    )
    player = await shop.player()
    assert refusal(await shop.reserve(player, outside["id"])) == "outside_hours"
    assert refusal(await shop.reserve(player, other_days["id"])) == "outside_hours"
    await claimed(shop, player, inside, 1000)
    assert await figures(shop, player) == (1500, 500, 1000)

    # Outside the hours the agent's auto-promotion grants nothing either.
    await shop.settings(autoPromotion="activate")
    late = await shop.player()
    await shop.office_data(
        "PUT",
        f"promotions/{inside['id']}",
        {
            **_body(inside),
            "fromTime": local_clock(timedelta(hours=2)),
            "toTime": local_clock(timedelta(hours=3)),
        },
    )
    await shop.deposit(late, 1000)
    assert await shop.current(late) is None
    assert await figures(shop, late) == (1000, 0, 0)
    await settled(shop)


async def test_happy_time_is_judged_when_the_deposit_was_filed(shop: Shop) -> None:
    """A deposit filed inside the hours and approved after them still earns the bonus."""
    await shop.settings(autoPromotion="activate")
    await shop.promotion(
        promotionTypeId=2,
        fromTime=local_clock(timedelta(hours=-3)),
        toTime=local_clock(timedelta(hours=-1)),
    )
    player = await shop.player()
    tx = await shop.deposit(player, 1000, approved=False)
    async with shop.ctx.db.write() as session:
        await session.execute(
            update(BankTransaction)
            .where(BankTransaction.id == tx["id"])
            .values(created_at=utcnow() - timedelta(hours=2))
        )
    response = await shop.client.post(
        f"/api/backoffice/transactions/{tx['id']}/approve", headers=shop.staff
    )
    assert response.status_code == 200, response.text
    assert await figures(shop, player) == (1500, 500, 1000)
    await settled(shop)


async def test_onetime_the_second_time_earns_nothing(shop: Shop) -> None:
    once = await shop.promotion(promotionTypeId=3, bonusType="fixed", bonusAmount=100)
    player = await shop.player()
    await claimed(shop, player, once, 500)
    assert await figures(shop, player) == (600, 100, 500)
    assert (await shop.clear(player)).status_code == 200
    assert await figures(shop, player) == (500, 0, 0)
    assert refusal(await shop.reserve(player, once["id"])) == "used"
    await shop.settings(autoPromotion="activate")
    await shop.deposit(player, 500)
    assert await shop.current(player) is None
    assert await figures(shop, player) == (1000, 0, 0)
    assert len(await claims_of(shop.ctx, player_id(player))) == 1
    # Another player still may.
    await claimed(shop, await shop.player(), once, 500)
    await settled(shop)


async def test_once_a_day_twice_the_same_day(shop: Shop) -> None:
    daily = await shop.promotion(promotionTypeId=4, bonusType="fixed", bonusAmount=100)
    player = await shop.player()
    await claimed(shop, player, daily, 500)
    assert (await shop.clear(player)).status_code == 200
    assert refusal(await shop.reserve(player, daily["id"])) == "used_today"
    await shop.settings(autoPromotion="activate")
    await shop.deposit(player, 500)
    assert await shop.current(player) is None
    assert await figures(shop, player) == (1000, 0, 0)

    # The claim was yesterday's: today it may be had again.
    yesterday = (utcnow() - timedelta(days=1)).astimezone(BANGKOK).date()
    async with shop.ctx.db.write() as session:
        await session.execute(
            update(PlayerPromotion)
            .where(PlayerPromotion.player_id == player_id(player))
            .values(claimed_on=yesterday, claim_key=yesterday.isoformat())
        )
    await claimed(shop, player, daily, 500)
    assert await figures(shop, player) == (1600, 100, 500)
    assert len(await claims_of(shop.ctx, player_id(player))) == 2
    await settled(shop)


async def test_welcome_back_after_the_days_without_a_deposit(shop: Shop) -> None:
    back = await shop.promotion(promotionTypeId=5, welcomeBackDays=7)
    player = await shop.player()
    assert refusal(await shop.reserve(player, back["id"])) == "not_welcome_back"  # new
    await shop.deposit(player, 200)
    assert refusal(await shop.reserve(player, back["id"])) == "not_welcome_back"  # just now
    await backdate_deposits(shop.ctx, player, utcnow() - timedelta(days=6, hours=23))
    assert refusal(await shop.reserve(player, back["id"])) == "not_welcome_back"  # 6 days
    await backdate_deposits(shop.ctx, player, utcnow() - timedelta(days=7, minutes=5))
    await claimed(shop, player, back, 1000)
    assert await figures(shop, player) == (1700, 500, 1000)
    assert (await shop.clear(player)).status_code == 200
    # Back once: the deposit just made is the last one now.
    assert refusal(await shop.reserve(player, back["id"])) == "not_welcome_back"
    await shop.settings(autoPromotion="activate")
    await shop.deposit(player, 1000)
    assert await shop.current(player) is None
    await settled(shop)


async def test_first_time_only_on_the_first_deposit(shop: Shop) -> None:
    first = await shop.promotion(promotionTypeId=6)
    player = await shop.player()
    await claimed(shop, player, first, 600)
    assert await figures(shop, player) == (900, 300, 600)
    assert (await shop.clear(player)).status_code == 200
    assert refusal(await shop.reserve(player, first["id"])) == "not_first_deposit"

    # A player whose first deposit went without a promotion: his second earns none.
    later = await shop.player()
    assert (await shop.reserve(later, None)).status_code == 200
    await shop.settings(autoPromotion="activate")
    await shop.deposit(later, 600)
    assert await shop.current(later) is None
    await shop.deposit(later, 600)
    assert await shop.current(later) is None
    assert await figures(shop, later) == (1200, 0, 0)
    await settled(shop)


async def test_first_a_day_on_the_first_deposit_of_each_day(shop: Shop) -> None:
    daily_first = await shop.promotion(promotionTypeId=8, bonusType="fixed", bonusAmount=50)
    first_ever = await shop.promotion(promotionTypeId=6)
    player = await shop.player()
    await shop.deposit(player, 200)  # today's first, without a promotion
    assert refusal(await shop.reserve(player, daily_first["id"])) == "not_first_today"
    await backdate_deposits(shop.ctx, player, utcnow() - timedelta(days=1, hours=1))
    assert refusal(await shop.reserve(player, first_ever["id"])) == "not_first_deposit"
    await claimed(shop, player, daily_first, 300)  # yesterday's deposit does not count
    assert await figures(shop, player) == (550, 50, 300)
    assert (await shop.clear(player)).status_code == 200
    assert refusal(await shop.reserve(player, daily_first["id"])) == "not_first_today"
    await shop.settings(autoPromotion="activate")
    await shop.deposit(player, 300)
    assert await shop.current(player) is None
    assert await figures(shop, player) == (800, 0, 0)
    await settled(shop)


STACK_TIERS = [
    {"deposit": 500, "bonus": 50},
    {"deposit": 1500, "bonus": 150},
    {"deposit": 3000, "bonus": 300},
]


async def test_stack_top_up_adds_each_tier_to_the_running_claim(shop: Shop) -> None:
    stack = await shop.promotion(promotionTypeId=7, bonusType="fixed", stackTiers=STACK_TIERS)
    player = await shop.player()
    first = await claimed(shop, player, stack, 600)
    assert dec(first["bonus"]) == 50
    assert await figures(shop, player) == (650, 50, 600)

    # A second deposit the same day unlocks the second tier: its bonus joins the claim.
    await shop.deposit(player, 1000)
    running = await shop.current(player)
    assert running is not None and running["bonusId"] == first["bonusId"]
    assert (dec(running["bonus"]), dec(running["cashPromotion"])) == (200, 1600)
    assert await figures(shop, player) == (1800, 200, 1600)

    # One that unlocks nothing adds no bonus; it joins the promotion's cash (a top-up).
    await shop.deposit(player, 100)
    assert await figures(shop, player) == (1900, 200, 1700)
    assert len(await journals(shop.ctx, shop.agent_id, "PROMOTION_TOPUP")) == 1
    assert len(await claims_of(shop.ctx, player_id(player))) == 1
    bonuses = await journals(shop.ctx, shop.agent_id, "PROMOTION_BONUS")
    assert len(bonuses) == 2
    stacked = (
        await shop.client.get("/api/promotionManager/getPromotionStackTopup", headers=player.auth)
    ).json()["data"]
    assert [t["unlocked"] for t in stacked[0]["tiers"]] == [True, True, False]

    # Below the first tier nothing is claimed, and the reservation is used up.
    small = await shop.player()
    assert (await shop.reserve(small, stack["id"])).status_code == 200
    await shop.deposit(small, 400)
    assert await shop.current(small) is None
    assert await shop.data("reservation", small) is None
    await settled(shop)


async def test_stack_top_up_again_the_same_day_after_it_ended(shop: Shop) -> None:
    """A stack top-up ended (here cleared) and reserved again the same day: the next
    deposit is approved, with no second claim of the day (the claim key is the day)."""
    stack = await shop.promotion(promotionTypeId=7, bonusType="fixed", stackTiers=STACK_TIERS)
    player = await shop.player()
    await claimed(shop, player, stack, 600)
    assert (await shop.clear(player)).status_code == 200
    reserved = await shop.reserve(player, stack["id"])
    tx = await shop.deposit(player, 1000, approved=False)
    response = await shop.client.post(
        f"/api/backoffice/transactions/{tx['id']}/approve", headers=shop.staff
    )
    # Either the reservation is refused (used today) or the deposit goes through without a
    # second claim; an approval that fails leaves the player's money stuck.
    assert reserved.status_code in (200, 409), reserved.text
    assert response.status_code == 200, response.text
    assert response.json()["data"]["status"] == "0000"
    assert (await figures(shop, player))[0] == 1600
    await settled(shop)


async def test_stack_top_up_under_auto_promotion_the_same_day_after_it_ended(shop: Shop) -> None:
    await shop.settings(autoPromotion="activate")
    await shop.promotion(promotionTypeId=7, bonusType="fixed", stackTiers=STACK_TIERS)
    player = await shop.player()
    await shop.deposit(player, 600)
    assert (await shop.current(player)) is not None
    assert (await shop.clear(player)).status_code == 200
    tx = await shop.deposit(player, 1000, approved=False)
    response = await shop.client.post(
        f"/api/backoffice/transactions/{tx['id']}/approve", headers=shop.staff
    )
    assert response.status_code == 200, response.text
    await settled(shop)


async def test_manual_by_admin_only_by_staff_grant(shop: Shop) -> None:
    manual = await shop.promotion(promotionTypeId=9, bonusType="fixed", sortOrder=0)
    player = await shop.player()
    listed = await shop.client.post(
        "/api/promotionManager/getAllPromotion",
        json={"isFilterByPromotionType": False},
        headers=player.auth,
    )
    assert manual["id"] not in {p["id"] for p in listed.json()["data"]}
    assert (await shop.reserve(player, manual["id"])).status_code in (404, 409)
    await shop.settings(autoPromotion="activate")
    await shop.deposit(player, 500)
    assert await shop.current(player) is None
    assert await figures(shop, player) == (500, 0, 0)

    granted = await shop.office_data(
        "POST",
        f"players/{player_id(player)}/promotions",
        {"promotionId": manual["id"], "bonus": 150, "turnTypeManual": 1, "turnOverManual": 900},
    )
    assert granted["promotionId"] == manual["id"] and granted["statusCode"] == "0005"
    assert await figures(shop, player) == (650, 150, 0)
    assert (await shop.current(player))["bonusId"] == granted["bonusId"]
    await settled(shop)


async def test_withdrawal_after_the_turnover_caps_at_a_multiple_of_the_deposit(
    shop: Shop,
) -> None:
    """promotionWithdrawType 2: at most 2 × the qualifying deposit goes; the rest is seized
    and the promotion ends with turnover_met."""
    promotion = await shop.promotion(
        turnType=1, turn=1000, promotionWithdrawType=2, maximumWithdraw=2
    )
    player = await shop.player()
    await claimed(shop, player, promotion, 500)  # credit 750, bonus 250
    await adjust(shop.client, shop.staff, player_id(player), 1250)  # won: 2000 of credit
    shown = (await shop.client.post("/api/bank/withdrawable", headers=player.auth)).json()["data"]
    assert dec(shown["withdrawable"]) == 1000
    made = await shop.client.post(
        "/api/bank/transaction", json=withdraw_body(player, 400), headers=player.auth
    )
    assert made.status_code == 200, made.text
    assert dec(made.json()["data"]["transaction"]["seizedAmount"]) == 1000
    assert await figures(shop, player) == (600, 0, 0)
    (claim,) = await shop.data("history", player)
    assert (claim["statusCode"], claim["endReason"]) == ("0000", "turnover_met")
    assert dec(claim["seized"]) == 1000
    book = await promotion_book(shop.ctx, shop.agent_id)
    assert (book.granted, book.seized) == (250_00, 1000_00)
    await settled(shop)


def _body(promotion: dict[str, Any]) -> dict[str, Any]:
    """A promotion as staff read it, written back as a PromotionIn body."""
    from .conftest import BASE_PROMOTION

    return {
        **BASE_PROMOTION,
        "nameTh": promotion["name"]["nameTh"],
        "nameEn": promotion["name"]["nameEn"],
        "promotionTypeId": promotion["promotionTypeId"],
        "weekdays": promotion["schedule"]["weekdays"],
        "fromTime": promotion["schedule"]["fromTime"],
        "toTime": promotion["schedule"]["toTime"],
    }


async def test_a_promotion_hidden_after_the_reservation_is_not_granted(shop: Shop) -> None:
    """docs §2: only a displayed promotion is claimable, and the deposit is checked again."""
    promotion = await shop.promotion()
    player = await shop.player()
    assert (await shop.reserve(player, promotion["id"])).status_code == 200
    await shop.office_data(
        "PUT", f"promotions/{promotion['id']}", {**_body(promotion), "display": False}
    )
    await shop.deposit(player, 1000)
    assert await shop.current(player) is None
    assert await figures(shop, player) == (1000, 0, 0)
    await settled(shop)


async def test_a_promotion_switched_off_after_the_reservation_is_not_granted(shop: Shop) -> None:
    promotion = await shop.promotion()
    player = await shop.player()
    assert (await shop.reserve(player, promotion["id"])).status_code == 200
    await shop.office_data(
        "PUT", f"promotions/{promotion['id']}", {**_body(promotion), "isActive": False}
    )
    await shop.deposit(player, 1000)
    assert await shop.current(player) is None
    assert await figures(shop, player) == (1000, 0, 0)
    await settled(shop)


async def test_a_deposit_while_a_promotion_runs_joins_it_and_raises_the_cap(shop: Shop) -> None:
    """docs §4: the deposit joins cashPromotion (a multi turnover counts it) and the maximum
    withdraw rises by it, so the player's own money is never seized."""
    promotion = await shop.promotion(turnType=2, turn=2, maximumWithdraw=1000)
    player = await shop.player()
    await claimed(shop, player, promotion, 1000)  # 1000 + 500
    await shop.deposit(player, 2000)
    assert await figures(shop, player) == (3500, 500, 3000)
    active = await shop.current(player)
    assert active is not None
    assert dec(active["requiredTurnOver"]) == 2 * (3000 + 500)
    assert len(await journals(shop.ctx, shop.agent_id, "PROMOTION_TOPUP")) == 1
    await adjust(shop.client, shop.staff, player_id(player), 3500)  # credit 7000: reached
    shown = (await shop.client.post("/api/bank/withdrawable", headers=player.auth)).json()["data"]
    assert dec(shown["withdrawable"]) == 1000 + 2000
    made = await shop.client.post(
        "/api/bank/transaction", json=withdraw_body(player, 3000), headers=player.auth
    )
    assert made.status_code == 200, made.text
    assert dec(made.json()["data"]["transaction"]["seizedAmount"]) == 4000
    assert await figures(shop, player) == (0, 0, 0)
    await settled(shop)


async def test_a_maximum_withdraw_of_zero_is_no_cap(shop: Shop) -> None:
    promotion = await shop.promotion(turnType=1, turn=100, maximumWithdraw=0)
    player = await shop.player()
    await claimed(shop, player, promotion, 1000)
    shown = (await shop.client.post("/api/bank/withdrawable", headers=player.auth)).json()["data"]
    assert dec(shown["withdrawable"]) == 1500
    made = await shop.client.post(
        "/api/bank/transaction", json=withdraw_body(player, 1500), headers=player.auth
    )
    assert made.status_code == 200, made.text
    assert dec(made.json()["data"]["transaction"]["seizedAmount"]) == 0
    (ended,) = await shop.data("history", player)
    assert (ended["endReason"], dec(ended["seized"])) == ("turnover_met", 0)
    await settled(shop)


async def test_a_manual_grant_with_a_multiple_cap_multiplies_the_bonus(shop: Shop) -> None:
    manual = await shop.promotion(
        promotionTypeId=9, bonusType="fixed", promotionWithdrawType=2, maximumWithdraw=2
    )
    player = await shop.player()
    await shop.office_data(
        "POST",
        f"players/{player_id(player)}/promotions",
        {
            "promotionId": manual["id"],
            "bonus": 150,
            "conditionManual": 1,
            "turnTypeManual": 1,
            "turnOverManual": 0,
        },
    )
    await adjust(shop.client, shop.staff, player_id(player), 1000)  # won
    shown = (await shop.client.post("/api/bank/withdrawable", headers=player.auth)).json()["data"]
    assert dec(shown["withdrawable"]) == 300  # 2 × the bonus of 150
    await settled(shop)
