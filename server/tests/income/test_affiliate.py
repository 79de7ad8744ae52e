"""Affiliate income: the referral made at registration, the day's commission per level, the
withdrawal into credit, and the period computed once."""

from __future__ import annotations

from datetime import timedelta
from decimal import Decimal

import pytest

from tests.factories import error_of, ledger_problems

from .conftest import SETTINGS, IncomeShop, dec, open_income_shop, player_id, yesterday

pytestmark = pytest.mark.asyncio


async def test_a_registration_with_a_code_joins_the_referrers_downline(shop: IncomeShop) -> None:
    await shop.income_settings()
    upline = await shop.downline()
    member = await shop.downline(upline, deviceId="device-member")
    stranger = await shop.downline(None, referrer="NOSUCHCODE")
    assert (await shop.player_row(member)).referrer_id == player_id(upline)
    assert (await shop.player_row(stranger)).referrer_id is None
    overview = await shop.income_data("affiliateManager", upline)
    invite = upline.user["player"]["invite"]
    assert overview["inviteCode"] == invite
    assert overview["shareLink"].endswith(f"/register?ref={invite}")
    assert overview["downline"] == {"level1": 1, "level2": 0, "total": 1}
    page = await shop.income_data("affiliateManager/downline", upline)
    assert page["total"] == 1
    (shown,) = page["items"]
    assert shown["username"] != member.username and shown["username"][:2] == member.username[:2]
    assert shown["selfReferral"] is False


async def test_a_referral_from_the_referrers_device_or_name_is_marked(shop: IncomeShop) -> None:
    upline = await shop.downline(None, deviceId="device-1", bankAccountName="Anan Sukjai")
    same_device = await shop.downline(upline, deviceId="device-1", bankAccountName="Other Name")
    same_name = await shop.downline(upline, deviceId="device-2", bankAccountName="anan  SUKJAI")
    fair = await shop.downline(upline, deviceId="device-3", bankAccountName="Other Name")
    assert (await shop.player_row(same_device)).self_referral is True
    assert (await shop.player_row(same_name)).self_referral is True
    assert (await shop.player_row(fair)).self_referral is False


async def test_the_days_commission_pays_two_levels_and_nothing_for_self_referral(
    shop: IncomeShop,
) -> None:
    await shop.income_settings()
    top = await shop.downline()
    upline = await shop.downline(top, deviceId="own-device")
    member = await shop.downline(upline)
    own = await shop.downline(upline, bankAccountName="Own Account", deviceId="own-device")
    day = yesterday()
    await shop.played(member, day, "slot", 1000, 400)  # level 1 of upline at 1 %, level 2 of top
    await shop.played(member, day, "casino", 200, 500)  # 'all': 0.5 % of upline, 0.2 % of top
    await shop.played(upline, day, "casino", 300, 0)  # level 1 of top at 0.5 %
    await shop.played(own, day, "slot", 5000, 0)
    assert (await shop.player_row(own)).self_referral is True
    runs = await shop.compute(day)
    assert {r.kind for r in runs} >= {"affiliate"}

    (upline_award,) = await shop.awards(upline, "affiliate")
    # 1 % of member's 1000 slot, 0.5 % of his 200 casino; nothing of the self-referral's play.
    expected_upline = Decimal("10.00") + Decimal("1.00")
    assert Decimal(upline_award.amount) / 100 == expected_upline
    (top_award,) = await shop.awards(top, "affiliate")
    # top: 0.5 % of upline's 300 casino, 0.2 % of member's 1000 + 200 (level 2)
    assert Decimal(top_award.amount) / 100 == Decimal("1.50") + Decimal("2.40")
    wallet = await shop.wallet(upline)
    assert wallet["incomeFromAffiliate"] == expected_upline
    assert await ledger_problems(shop.ctx) == []

    # Computing the day again pays nothing more.
    assert await shop.compute(day) == []
    assert len(await shop.awards(upline, "affiliate")) == 1
    assert (await shop.wallet(upline))["incomeFromAffiliate"] == expected_upline

    report = await shop.income_data("affiliateManager/report", top, {"dateFilter": "yesterday"})
    assert dec(report["total"]["income"]) == Decimal("3.90")
    assert {(r["level"], r["category"]) for r in report["rows"]} == {
        (1, "casino"),
        (2, "slot"),
        (2, "casino"),
    }
    history = await shop.income_data("affiliateManager/income", top)
    assert [(h["type"], dec(h["incomeTotal"]), h["status"]) for h in history] == [
        ("affiliate", Decimal("3.90"), "open")
    ]


async def test_the_withdrawal_moves_the_income_into_credit_once(shop: IncomeShop) -> None:
    await shop.income_settings(affiliate={**_affiliate(), "minimumWithdraw": 20})
    upline = await shop.downline()
    member = await shop.downline(upline)
    first, second = yesterday() - timedelta(days=1), yesterday()
    await shop.played(member, first, "slot", 1500, 0)  # 15.00 at 1 %
    await shop.compute(first)

    below = await shop.income("affiliateManager/withdrawal", upline)
    assert below.status_code == 409
    assert error_of(below)["errorCode"] == "0050"
    assert error_of(below)["systemMsg"] == "below_minimum"
    assert (await shop.wallet(upline))["incomeFromAffiliate"] == Decimal("15.00")

    await shop.played(member, second, "slot", 1000, 0)  # 10.00 more the next day
    await shop.compute(second)
    paid = await shop.income_data("affiliateManager/withdrawal", upline)
    assert (dec(paid["amount"]), paid["type"], paid["turnover"]) == (
        Decimal("25.00"),
        "affiliate",
        None,
    )
    assert dec(paid["wallet"]["creditBalance"]) == Decimal("25.00")
    assert dec(paid["wallet"]["incomeFromAffiliate"]) == 0
    assert {a.status for a in await shop.awards(upline, "affiliate")} == {"paid"}

    again = await shop.income("affiliateManager/withdrawal", upline)
    assert error_of(again)["errorCode"] == "0050"
    assert error_of(again)["systemMsg"] == "nothing_waiting"
    assert (await shop.wallet(upline))["creditBalance"] == Decimal("25.00")
    assert await ledger_problems(shop.ctx) == []


async def test_income_with_a_turnover_multiple_is_claimed_under_the_promotion_engine(
    shop: IncomeShop,
) -> None:
    await shop.income_settings(affiliate={**_affiliate(), "turnover": 3})
    upline = await shop.downline()
    member = await shop.downline(upline)
    await shop.played(member, yesterday(), "slot", 2000, 0)  # 20.00
    await shop.compute(yesterday())
    paid = await shop.income_data("affiliateManager/withdrawal", upline)
    assert dec(paid["turnover"]) == Decimal("60.00")
    current = await shop.current(upline)
    assert current is not None and current["statusCode"] == "0005"
    assert dec(current["requiredTurnOver"]) == Decimal("60.00")
    assert current["turnBasis"] == 2 and current["gameConfig"] == []
    # The built-in promotion is no offer: players and staff do not see it.
    assert await shop.data("getAllPromotion", upline, {}) == []
    assert await shop.office_data("GET", "promotions") == []
    withdrawable = await shop.client.post("/api/bank/withdrawable", headers=upline.auth)
    assert dec(withdrawable.json()["data"]["withdrawable"]) == 0
    assert await ledger_problems(shop.ctx) == []


async def test_income_waits_while_a_promotion_runs(shop: IncomeShop) -> None:
    await shop.income_settings()
    upline = await shop.downline()
    member = await shop.downline(upline)
    await shop.played(member, yesterday(), "slot", 1000, 0)
    await shop.compute(yesterday())
    promotion = await shop.promotion()
    assert (await shop.reserve(upline, promotion["id"])).status_code == 200
    await shop.deposit(upline, 200)
    assert (await shop.current(upline))["statusCode"] == "0005"
    refused = await shop.income("affiliateManager/withdrawal", upline)
    assert refused.status_code == 409
    assert (error_of(refused)["errorCode"], error_of(refused)["systemMsg"]) == (
        "0066",
        "active_promotion",
    )
    assert (await shop.wallet(upline))["incomeFromAffiliate"] == Decimal("10.00")
    assert await ledger_problems(shop.ctx) == []


async def test_calls_refuse_another_players_id_and_another_agents_player(
    shop: IncomeShop, ctx
) -> None:  # type: ignore[no-untyped-def]
    one, other = await shop.player(), await shop.player()
    for path in (
        "affiliateManager",
        "affiliateManager/withdrawal",
        "returnLost/get",
        "returnLost/withdrawal",
        "rolling/get",
        "bonus/get",
    ):
        response = await shop.income(path, one, {"playerId": player_id(other)})
        assert response.status_code == 403, (path, response.text)
        assert error_of(response)["errorCode"] == "0035"
    own = await shop.income("affiliateManager", one, {"playerId": player_id(one)})
    assert own.status_code == 200
    async with await open_income_shop(ctx) as elsewhere:
        response = await elsewhere.income("affiliateManager", one)
        assert response.status_code in (401, 403, 404), response.text
        assert error_of(response)["errorCode"] != "0000"


def _affiliate() -> dict:
    return dict(SETTINGS["affiliate"])
