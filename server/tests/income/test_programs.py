"""Return-lost, rolling and rebate, alliances and bonuses: each computed, shown and paid
once, and the staff's hold, release and void."""

from __future__ import annotations

from datetime import timedelta
from decimal import Decimal
from typing import Any

import pytest
from sqlalchemy import update

from promptplay.core.clock import utcnow
from promptplay.models import IncomeAward
from promptplay.models import Player as PlayerRow
from tests.factories import error_of, ledger_problems

from .conftest import SETTINGS, IncomeShop, dec, player_id, yesterday

pytestmark = pytest.mark.asyncio


def _program(name: str, **changes: Any) -> dict[str, Any]:
    return {**SETTINGS[name], **changes}


async def test_return_lost_pays_its_rate_of_the_net_loss_capped_and_expires(
    shop: IncomeShop,
) -> None:
    await shop.income_settings(returnLost=_program("returnLost", maximum=30, expiryDays=2))
    loser, small, winner = await shop.downline(), await shop.downline(), await shop.downline()
    day = yesterday()
    await shop.played(loser, day, "slot", 1000, 300)
    await shop.played(loser, day, "casino", 200, 100)  # net loss 800 → 80, capped at 30
    await shop.played(small, day, "slot", 150, 100)  # 50: below the minimum loss of 100
    await shop.played(winner, day, "slot", 100, 900)
    await shop.compute(day)
    (award,) = await shop.awards(loser, "returnLost")
    assert (award.amount, award.basis, award.detail["capped"]) == (3000, 80000, True)
    assert await shop.awards(small, "returnLost") == []
    assert await shop.awards(winner, "returnLost") == []

    shown = await shop.income_data("returnLost/get", loser)
    assert dec(shown["balance"]) == 30 and shown["history"][0]["status"] == "open"
    assert shown["nextExpiry"] is not None
    expiry = await shop.income_data("returnLost/returnLostExpiry", loser)
    assert [dec(i["amount"]) for i in expiry["items"]] == [Decimal(30)]

    # Its expiry passed: the expiry call takes it back to the agent.
    async with shop.ctx.db.write() as session:
        await session.execute(
            update(IncomeAward)
            .where(IncomeAward.id == award.id)
            .values(expires_at=utcnow() - timedelta(seconds=1))
        )
    expiry = await shop.income_data("returnLost/returnLostExpiry", loser)
    assert expiry["items"] == []
    assert (await shop.wallet(loser))["returnLostBalance"] == 0
    (award,) = await shop.awards(loser, "returnLost")
    assert award.status == "expired"
    refused = await shop.income("returnLost/withdrawal", loser)
    assert error_of(refused)["systemMsg"] == "nothing_waiting"
    assert await ledger_problems(shop.ctx) == []


async def test_return_lost_preview_and_a_players_own_update(shop: IncomeShop) -> None:
    await shop.income_settings()
    player = await shop.downline()
    today = yesterday() + timedelta(days=1)
    await shop.played(player, today, "slot", 2000, 500)
    preview = await shop.income_data("returnLost/returnLostCalculate", player)
    assert (dec(preview["netLoss"]), dec(preview["amount"])) == (Decimal(1500), Decimal(150))
    assert preview["reachesMinimum"] is True and preview["capped"] is False

    # Yesterday, not computed by the scheduler yet: his own update makes his award, once,
    # and the scheduler's later run of the day does not make it again.
    await shop.played(player, yesterday(), "slot", 600, 100)
    updated = await shop.income_data("returnLost", player, {"playerId": player_id(player)})
    assert dec(updated["balance"]) == 50
    again = await shop.income_data("returnLost", player, {"playerId": player_id(player)})
    assert dec(again["balance"]) == 50
    await shop.compute(yesterday())
    assert len(await shop.awards(player, "returnLost")) == 1
    paid = await shop.income_data("returnLost/withdrawal", player)
    assert dec(paid["amount"]) == 50 and dec(paid["wallet"]["creditBalance"]) == 50
    assert await ledger_problems(shop.ctx) == []


async def test_weekly_return_lost_is_computed_on_the_weeks_last_day(shop: IncomeShop) -> None:
    await shop.income_settings(returnLost=_program("returnLost", period="week"))
    player = await shop.downline()
    sunday = yesterday() - timedelta(days=(yesterday().weekday() + 1) % 7)
    monday = sunday - timedelta(days=6)
    await shop.played(player, monday, "slot", 1000, 0)
    await shop.played(player, sunday, "slot", 1000, 500)
    await shop.compute(monday)
    assert await shop.awards(player, "returnLost") == []
    await shop.compute(sunday)
    (award,) = await shop.awards(player, "returnLost")
    assert (award.period_start, award.period_end) == (monday, sunday)
    assert (award.basis, award.amount) == (150000, 15000)
    assert award.period_key.startswith(f"{monday.isocalendar()[0]}-W")


async def test_rolling_and_rebate_pay_their_own_categories_from_the_income_account(
    shop: IncomeShop,
) -> None:
    await shop.income_settings(rolling=_program("rolling", turnover=2))
    player = await shop.downline()
    day = yesterday()
    await shop.played(player, day, "casino", 10000, 9000)  # rolling 0.7 % → 70
    await shop.played(player, day, "slot", 4000, 4000)  # rebate 0.5 % → 20
    today = day + timedelta(days=1)
    await shop.played(player, today, "casino", 1000, 0)
    rolling = await shop.income_data("rolling/get", player)
    assert [(r["category"], dec(r["amount"])) for r in rolling["today"]["rows"]] == [
        ("casino", Decimal(7))
    ]
    await shop.compute(day)
    rolling = await shop.income_data("rolling/get", player)
    rebate = await shop.income_data("rebate/get", player)
    assert (dec(rolling["balance"]), dec(rebate["balance"])) == (Decimal(70), Decimal(20))
    assert [dec(h["amount"]) for h in rebate["history"]] == [Decimal(20)]

    paid = await shop.income_data("rebate/withdrawal", player)
    assert (dec(paid["amount"]), paid["turnover"]) == (Decimal(20), None)
    paid = await shop.income_data("rolling/withdrawal", player, {})
    # Rolling's turnover multiple of 2 starts the income claim: 2 × 70.
    assert dec(paid["turnover"]) == 140
    wallet = await shop.wallet(player)
    assert wallet["creditBalance"] == 90 and wallet["creditPromotion"] == 70
    assert await ledger_problems(shop.ctx) == []


async def test_an_alliance_earns_its_share_of_its_players_net_loss(shop: IncomeShop) -> None:
    await shop.income_settings()
    partner = await shop.downline()
    alliance = await shop.office_data(
        "POST",
        "alliances",
        {
            "code": "partner-1",
            "name": "Partner One",
            "sharePercent": 25,
            "playerId": player_id(partner),
        },
    )
    assert alliance["code"] == "PARTNER-1"
    duplicate = await shop.office(
        "POST",
        "alliances",
        {"code": "PARTNER-1", "name": "Again", "sharePercent": 5, "playerId": player_id(partner)},
    )
    assert error_of(duplicate)["errorCode"] == "23505"
    link = await shop.client.get("/api/alliance/partner-1")
    assert link.json()["data"] == {"code": "PARTNER-1", "name": "Partner One"}
    assert (await shop.client.get("/api/alliance/nobody")).status_code == 404

    one = await shop.downline(refCode="partner-1")
    two = await shop.downline(refCode="PARTNER-1")
    outsider = await shop.downline(refCode="nobody")
    assert (await shop.player_row(one)).alliance_id == alliance["id"]
    assert (await shop.player_row(outsider)).alliance_id is None
    day = yesterday()
    await shop.played(one, day, "slot", 1000, 200)
    await shop.played(two, day, "casino", 500, 700)  # together: 600 net loss → 25 % = 150
    await shop.played(outsider, day, "slot", 5000, 0)
    await shop.compute(day)
    wallet = await shop.wallet(partner)
    assert wallet["incomeFromAlliance"] == 150
    overview = await shop.income_data("affiliateManager", partner)
    assert overview["alliance"]["players"] == 2 and dec(overview["alliance"]["balance"]) == 150
    paid = await shop.income_data("affiliateManager/withdrawal", partner, {"type": "alliance"})
    assert (paid["type"], dec(paid["amount"])) == ("alliance", Decimal(150))
    assert await ledger_problems(shop.ctx) == []


async def test_bonuses_birthday_once_a_year_and_staff_granted(shop: IncomeShop) -> None:
    await shop.income_settings()
    player = await shop.downline()
    assert await shop.income_data("bonus/get", player) == []
    today = yesterday() + timedelta(days=1)
    async with shop.ctx.db.write() as session:
        await session.execute(
            update(PlayerRow)
            .where(PlayerRow.id == player_id(player))
            .values(dob=today.replace(year=1990, day=1))
        )
    (birthday,) = await shop.income_data("bonus/get", player)
    assert (birthday["bonusType"], dec(birthday["amount"])) == ("birthday", Decimal(300))
    claimed = await shop.income_data(
        "bonus/claim", player, {"playerId": player_id(player), "bonusType": "birthday"}
    )
    assert dec(claimed["amount"]) == 300 and dec(claimed["turnover"]) == 300
    again = await shop.income("bonus/claim", player, {"bonusType": "birthday"})
    assert error_of(again)["errorCode"] == "0040"

    # Staff grant one (its claim waits: the birthday's turnover claim is running).
    granted = await shop.office_data(
        "POST",
        f"players/{player_id(player)}/bonus",
        {"amount": 50, "turnover": 0, "remark": "apology"},
    )
    (offer,) = await shop.income_data("bonus/get", player)
    assert offer["bonusType"] == f"staff-{granted['id']}"
    refused = await shop.income("bonus/claim", player, {"bonusType": offer["bonusType"]})
    assert error_of(refused)["errorCode"] == "0066"
    assert (await shop.clear(player)).status_code == 200
    paid = await shop.income_data("bonus/claim", player, {"bonusType": offer["bonusType"]})
    assert dec(paid["amount"]) == 50
    for bad in ("staff-999999", "staff-x", "gift"):
        response = await shop.income("bonus/claim", player, {"bonusType": bad})
        assert error_of(response)["errorCode"] == "0040", bad
    assert await ledger_problems(shop.ctx) == []


async def test_staff_hold_release_and_void_an_award(shop: IncomeShop) -> None:
    await shop.income_settings()
    upline = await shop.downline()
    member = await shop.downline(upline)
    await shop.played(member, yesterday(), "slot", 3000, 0)  # 30.00
    await shop.compute(yesterday())
    page = await shop.office_data(
        "GET", f"income/awards?kind=affiliate&playerId={player_id(upline)}"
    )
    (award,) = page["items"]
    remark = {"remark": "checking"}
    held = await shop.office_data("POST", f"income/awards/{award['id']}/hold", remark)
    assert held["status"] == "held"
    assert (await shop.wallet(upline))["incomeFromAffiliate"] == 0
    refused = await shop.income("affiliateManager/withdrawal", upline)
    assert error_of(refused)["errorCode"] == "0050"
    twice = await shop.office("POST", f"income/awards/{award['id']}/hold", remark)
    assert error_of(twice)["errorCode"] == "0051"
    released = await shop.office_data("POST", f"income/awards/{award['id']}/release", remark)
    assert released["status"] == "open"
    assert (await shop.wallet(upline))["incomeFromAffiliate"] == 30
    voided = await shop.office_data(
        "POST", f"income/awards/{award['id']}/void", {"remark": "abuse"}
    )
    assert voided["status"] == "voided" and voided["remark"] == "abuse"
    assert (await shop.wallet(upline))["incomeFromAffiliate"] == 0
    empty = await shop.office("POST", f"income/awards/{award['id']}/void", {"remark": ""})
    assert error_of(empty)["errorCode"] == "0000"
    report = await shop.office_data("GET", "income/report?kind=affiliate")
    assert [(r["kind"], dec(r["voided"])) for r in report] == [("affiliate", Decimal(30))]
    detail = await shop.office_data("GET", f"players/{player_id(upline)}/income")
    assert [d["level"] for d in detail["downline"]] == [1]
    assert detail["awards"][0]["status"] == "voided"
    assert await ledger_problems(shop.ctx) == []


async def test_settings_refuse_what_the_schema_cannot(shop: IncomeShop) -> None:
    levels = [{"level": 1, "rates": []}, {"level": 3, "rates": []}]
    gap = await shop.office(
        "PUT",
        "income/settings",
        {**SETTINGS, "affiliate": {**SETTINGS["affiliate"], "levels": levels}},
    )
    assert error_of(gap)["errorCode"] == "0000"
    twice = [{"category": "slot", "percent": 1}, {"category": "slot", "percent": 2}]
    duplicate = await shop.office(
        "PUT", "income/settings", {**SETTINGS, "rebate": {"enabled": True, "rates": twice}}
    )
    assert error_of(duplicate)["errorCode"] == "0000"
    negative = await shop.office(
        "PUT",
        "income/settings",
        {**SETTINGS, "rolling": {"rates": [{"category": "slot", "percent": -1}]}},
    )
    assert error_of(negative)["errorCode"] == "0000"
    assert (await shop.office_data("GET", "income/settings"))["affiliate"]["enabled"] is False
