"""Ranks and diamonds over the API (docs/engagement.md §5): the settings staff keep, the rank
and diamonds a player's recorded play earns him, the rank-up bonus claimed through income's
bonus calls once per tier, and the benefits of a tier (cashback rate, withdrawal limit)."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

import pytest

from tests.factories import ledger_problems, withdraw_body

from .conftest import TIERS, RankShop, dec, error_of, open_rank_shop, tier, yesterday

pytestmark = pytest.mark.asyncio


# ----- settings --------------------------------------------------------------------------------


async def test_settings_are_off_until_staff_set_them(shop: RankShop) -> None:
    settings = await shop.office_data("GET", "ranks/settings")
    assert settings == {"basis": "turnover", "diamondEvery": 0, "tiers": []}
    player = await shop.downline()
    status = await shop.rank(player)
    assert (status["rank"], status["next"], status["diamonds"], status["tiers"]) == (
        None,
        None,
        0,
        [],
    )


async def test_settings_round_trip_and_are_audited(shop: RankShop) -> None:
    saved = await shop.ranks()
    assert [t["level"] for t in saved["tiers"]] == [1, 2, 3]
    assert saved["tiers"][2]["name"]["nameEn"] == "Gold"
    assert (saved["tiers"][2]["cashbackRate"], saved["tiers"][2]["withdrawLimit"]) == (20, 3000)
    assert saved["diamondEvery"] == 10
    # What the back office read is what it may send back (tier ids are ignored).
    again = await shop.office_data("PUT", "ranks/settings", saved)
    assert again == saved
    ids = {t["level"]: t["id"] for t in saved["tiers"]}
    # A level left out is removed; the others keep their ids.
    fewer = await shop.ranks(tiers=TIERS[:2])
    assert {t["level"]: t["id"] for t in fewer["tiers"]} == {1: ids[1], 2: ids[2]}
    assert await shop.office_data("GET", "ranks/settings") == fewer
    assert (await shop.audit_actions()).count("rank_settings") == 3


@pytest.mark.parametrize(
    ("change", "field"),
    [
        ({"tiers": [tier(1, 0), tier(3, 100)]}, "tiers.1.level"),
        ({"tiers": [tier(1, 500), tier(2, 500)]}, "tiers.1.threshold"),
        ({"tiers": [tier(1, 0, icon="not an icon at all")]}, "tiers.0.icon"),
        ({"tiers": [tier(1, 0, icon="javascript:alert(1)")]}, "tiers.0.icon"),
        ({"tiers": [tier(1, Decimal("0.001"))]}, "tiers"),
        ({"tiers": [tier(1, -1)]}, "tiers"),
        ({"tiers": [tier(1, 0, cashbackRate=101)]}, "tiers"),
        (
            {"tiers": [{**tier(1, 0), "name": {"nameTh": "", "nameEn": "x", "nameVi": "y"}}]},
            "tiers",
        ),
        ({"tiers": [{**tier(1, 0), "colour": "red"}]}, "tiers"),
        ({"tiers": [tier(n, n * 10) for n in range(1, 23)]}, "tiers"),
        ({"basis": "played"}, "basis"),
        ({"diamondEvery": -1}, "diamondEvery"),
        ({"diamondEvery": "ten"}, "diamondEvery"),
    ],
)
async def test_bad_settings_name_their_field_and_change_nothing(
    shop: RankShop, change: dict[str, Any], field: str
) -> None:
    before = await shop.ranks()
    body = {"basis": "turnover", "diamondEvery": 10, "tiers": TIERS, **change}
    response = await shop.office("PUT", "ranks/settings", _json(body))
    assert response.status_code in (400, 422), response.text
    error = error_of(response)
    assert (error["errorCode"], field in error["fields"]) == ("0000", True), error
    assert await shop.office_data("GET", "ranks/settings") == before


def _json(value: Any) -> Any:
    if isinstance(value, Decimal):
        return float(value) if value != value.to_integral_value() else int(value)
    if isinstance(value, dict):
        return {k: _json(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_json(v) for v in value]
    return value


async def test_vnd_thresholds_are_whole(ctx) -> None:  # type: ignore[no-untyped-def]
    async with await open_rank_shop(ctx, country="VN") as shop:
        response = await shop.office(
            "PUT",
            "ranks/settings",
            {"basis": "turnover", "diamondEvery": 0, "tiers": [tier(1, 0), tier(2, 10.5)]},
        )
        assert error_of(response)["fields"] == ["tiers.1.threshold"]


async def test_staff_of_another_agent_see_their_own_settings(ctx, shop: RankShop) -> None:  # type: ignore[no-untyped-def]
    await shop.ranks()
    async with await open_rank_shop(ctx) as other:
        assert (await other.office_data("GET", "ranks/settings"))["tiers"] == []


async def test_a_player_call_needs_a_player(shop: RankShop) -> None:
    response = await shop.client.post("/api/rank/get", json={})
    assert error_of(response)["errorCode"] in {"0030", "0033"}
    response = await shop.client.post("/api/rank/get", json={}, headers=shop.staff)
    assert response.status_code != 200


# ----- rank and diamonds -----------------------------------------------------------------------


async def test_a_new_player_stands_at_the_first_tier(shop: RankShop) -> None:
    await shop.ranks()
    player = await shop.downline()
    status = await shop.rank(player)
    assert status["basis"] == "turnover"
    assert (status["rank"]["level"], status["next"]["level"]) == (1, 2)
    assert (status["amount"], status["progress"], status["toNext"]) == (0, 0, 1000)
    assert status["rank"]["name"] == {
        "nameTh": "ระดับ Bronze",
        "nameEn": "Bronze",
        "nameVi": "Hạng Bronze",
    }
    assert [t["level"] for t in status["tiers"]] == [1, 2, 3]


async def test_recorded_play_earns_diamonds_once(shop: RankShop) -> None:
    await shop.ranks()
    player = await shop.downline()
    await shop.played(player, yesterday(), "slot", 105, 0)
    status = await shop.rank(player)
    assert (status["amount"], status["diamonds"], status["diamondEvery"]) == (105, 10, 10)
    assert (status["progress"], status["toNext"]) == (0.105, 895)
    assert (await shop.rank(player))["diamonds"] == 10  # asked again: nothing more
    # Five more make the remainder a diamond; the wallet says so too.
    await shop.played(player, yesterday(), "casino", 5, 0)
    assert (await shop.rank(player))["diamonds"] == 11
    assert (await shop.wallet(player))["diamonds"] == 11
    assert await shop.journals("DIAMONDS_EARNED") == 2
    assert await ledger_problems(shop.ctx) == []


async def test_no_diamonds_when_they_are_off(shop: RankShop) -> None:
    await shop.ranks(diamondEvery=0)
    player = await shop.downline()
    await shop.played(player, yesterday(), "slot", 10_000, 0)
    status = await shop.rank(player)
    assert (status["diamonds"], status["rank"]["level"]) == (0, 3)
    assert await shop.journals("DIAMONDS_EARNED") == 0


async def test_rank_up_pays_each_tier_bonus_once(shop: RankShop) -> None:
    await shop.ranks()
    player = await shop.downline()
    await shop.played(player, yesterday(), "slot", 6000, 0)
    status = await shop.rank(player)
    assert (status["rank"]["level"], status["next"], status["progress"]) == (3, None, 1)
    offers = await shop.income_data("bonus/get", player)
    assert sorted((o["bonusType"], o["amount"]) for o in offers) == [
        ("rank-2", 50),
        ("rank-3", 200),
    ]
    gold = next(o for o in offers if o["bonusType"] == "rank-3")
    assert gold["name"] == {
        "nameTh": "โบนัสเลื่อนระดับ (ระดับ Gold)",
        "nameEn": "Rank-up bonus (Gold)",
        "nameVi": "Thưởng thăng hạng (Hạng Gold)",
    }
    # Asked again, and more play: no second award.
    await shop.played(player, yesterday(), "casino", 6000, 0)
    await shop.rank(player)
    await shop.ok("reward/items", player)
    assert len(await shop.awards(player, "bonus")) == 2

    claimed = await shop.income_data("bonus/claim", player, {"bonusType": "rank-3"})
    assert (claimed["amount"], claimed["wallet"]["creditBalance"]) == (200, 200)
    again = await shop.income("bonus/claim", player, {"bonusType": "rank-3"})
    assert error_of(again)["errorCode"] == "0040"
    await shop.income_data("bonus/claim", player, {"bonusType": "rank-2"})
    assert (await shop.wallet(player))["creditBalance"] == 250
    assert await shop.income_data("bonus/get", player) == []

    # Staff lower and raise the thresholds: the rank is kept, no tier pays twice.
    await shop.ranks(tiers=[tier(1, 0), tier(2, 50, rankUpBonus=50), tier(3, 90_000)])
    assert (await shop.rank(player))["rank"]["level"] == 3
    await shop.ranks()
    assert len(await shop.awards(player, "bonus")) == 2
    assert await ledger_problems(shop.ctx) == []


async def test_a_bonus_of_another_player_or_an_unknown_tier_is_not_claimable(
    shop: RankShop,
) -> None:
    await shop.ranks()
    ranked = await shop.downline()
    other = await shop.downline()
    await shop.played(ranked, yesterday(), "slot", 1500, 0)
    await shop.rank(ranked)
    for body in ({"bonusType": "rank-2"}, {"bonusType": "rank-9"}, {"bonusType": "rank-x"}):
        response = await shop.income("bonus/claim", other, body)
        assert error_of(response)["errorCode"] == "0040", body
    assert (await shop.wallet(other))["creditBalance"] == 0
    assert [a.status for a in await shop.awards(ranked, "bonus")] == ["open"]


async def test_deposits_are_the_basis_when_staff_say_so(shop: RankShop) -> None:
    await shop.ranks(basis="deposit")
    player = await shop.downline()
    await shop.played(player, yesterday(), "slot", 90_000, 0)  # play does not count
    await shop.deposit(player, 1200)
    await shop.deposit(player, 300, approved=False)  # nor a deposit not approved
    status = await shop.rank(player)
    assert (status["basis"], status["amount"], status["rank"]["level"]) == ("deposit", 1200, 2)
    assert status["toNext"] == 3800
    # Diamonds still come from the turnover.
    assert status["diamonds"] == 9000


# ----- benefits -------------------------------------------------------------------------------


async def test_a_tier_cashback_rate_above_the_agent_s_is_the_player_s(shop: RankShop) -> None:
    await shop.income_settings()  # return-lost: 10 % of a day's loss of at least 100
    await shop.ranks(diamondEvery=0)
    gold = await shop.downline()
    bronze = await shop.downline()
    day = yesterday()
    await shop.played(gold, day, "slot", 6000, 5000)  # a loss of 1,000: Gold, 20 %
    await shop.played(bronze, day, "slot", 900, 0)  # a loss of 900: Bronze, no rate of its own
    for player in (gold, bronze):
        await shop.rank(player)
    assert dec((await shop.income_data("returnLost/get", gold))["rate"]) == 20
    assert dec((await shop.income_data("returnLost/get", bronze))["rate"]) == 10
    await shop.compute(day)
    assert (await shop.wallet(gold))["returnLostBalance"] == 200
    assert (await shop.wallet(bronze))["returnLostBalance"] == 90
    assert await ledger_problems(shop.ctx) == []


async def test_a_tier_withdraw_limit_raises_the_maximum(ctx) -> None:  # type: ignore[no-untyped-def]
    async with await open_rank_shop(ctx, maximum_withdraw=1000_00) as shop:
        await shop.ranks(basis="deposit", diamondEvery=0)
        gold = await shop.downline()
        silver = await shop.downline()
        await shop.deposit(gold, 6000)  # Gold: withdrawals of up to 3,000
        await shop.deposit(silver, 1500)  # Silver: no limit of its own
        for player in (gold, silver):
            await shop.rank(player)
        assert (await shop.ok("bank/withdrawable", gold))["maximumWithdraw"] == 3000
        assert (await shop.ok("bank/withdrawable", silver))["maximumWithdraw"] == 1000

        def withdraw(player, amount):  # type: ignore[no-untyped-def]
            return shop.post("bank/transaction", player, withdraw_body(player, amount))

        assert (await withdraw(gold, 2500)).status_code == 200
        refused = await withdraw(gold, 3100)
        assert (error_of(refused)["errorCode"], error_of(refused)["fields"]) == ("0000", ["amount"])
        assert error_of(await withdraw(silver, 1200))["fields"] == ["amount"]
        assert (await withdraw(silver, 1000)).status_code == 200
        assert await ledger_problems(shop.ctx) == []
