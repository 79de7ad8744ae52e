"""Rewards bought with diamonds over the API (docs/engagement.md §5): each kind of prize, the
refusals that write nothing, and staff fulfilling or rejecting a physical prize once."""

from __future__ import annotations

from typing import Any

import pytest

from promptplay.ranks.rules import SERIAL
from tests.factories import ledger_problems

from .conftest import CREDIT_ITEM, RankShop, error_of, open_rank_shop

pytestmark = pytest.mark.asyncio

PHYSICAL: dict[str, Any] = {
    "name": {"nameTh": "เสื้อยืด", "nameEn": "T-shirt", "nameVi": "Áo thun"},
    "kind": "physical",
    "amount": 0,
    "price": 20,
    "stock": 3,
    "imageUrl": "/api/uploads/shirt.png",
}


async def test_a_credit_reward_pays_credit_for_diamonds(shop: RankShop) -> None:
    await shop.ranks()
    item = await shop.item()
    player = await shop.with_diamonds(100)  # 10 diamonds
    items = await shop.ok("reward/items", player)
    assert items == [
        {
            "id": item["id"],
            "name": CREDIT_ITEM["name"],
            "imageUrl": "",
            "kind": "credit",
            "amount": 100,
            "price": 5,
            "stock": None,
            "available": True,
        }
    ]
    redeemed = await shop.ok("reward/redeem", player, {"itemId": item["id"]})
    assert (redeemed["status"], redeemed["serial"], redeemed["amount"]) == ("delivered", None, 100)
    assert (redeemed["wallet"]["creditBalance"], redeemed["wallet"]["diamonds"]) == (100, 5)
    wallet = await shop.wallet(player)
    assert (wallet["creditBalance"], wallet["diamonds"], wallet["eventCredit"]) == (100, 5, 0)
    assert await shop.journals("ENGAGEMENT_CREDIT") == 1
    history = await shop.ok("reward/history", player)
    assert [(h["id"], h["itemId"], h["wallet"]) for h in history] == [
        (redeemed["id"], item["id"], None)
    ]
    assert await ledger_problems(shop.ctx) == []


async def test_a_credit_reward_with_a_turnover_starts_the_event_promotion(
    shop: RankShop,
) -> None:
    await shop.ranks()
    item = await shop.item(turnover=3)
    player = await shop.with_diamonds(50)
    redeemed = await shop.ok("reward/redeem", player, {"itemId": item["id"]})
    assert (redeemed["wallet"]["creditBalance"], redeemed["wallet"]["eventCredit"]) == (100, 100)
    active = await shop.current(player)
    assert active is not None
    assert await ledger_problems(shop.ctx) == []


async def test_a_spins_reward_adds_spins(shop: RankShop) -> None:
    await shop.ranks()
    item = await shop.item(
        kind="spins", amount=3, price=4, name={"nameTh": "สปิน", "nameEn": "Spins", "nameVi": "Quay"}
    )
    player = await shop.with_diamonds(100)
    redeemed = await shop.ok("reward/redeem", player, {"itemId": item["id"]})
    assert (redeemed["kind"], redeemed["amount"], redeemed["status"]) == ("spins", 3, "delivered")
    assert (redeemed["wallet"]["spins"], redeemed["wallet"]["diamonds"]) == (3, 6)
    assert (redeemed["wallet"]["creditBalance"]) == 0
    assert await shop.journals("SPINS_EARNED") == 1
    assert await ledger_problems(shop.ctx) == []


async def test_a_physical_reward_waits_for_staff(shop: RankShop) -> None:
    await shop.ranks()
    item = await shop.item(**PHYSICAL)
    player = await shop.with_diamonds(500)  # 50 diamonds
    redeemed = await shop.ok("reward/redeem", player, {"itemId": item["id"]})
    assert (redeemed["status"], redeemed["wallet"]["diamonds"]) == ("pending", 30)
    assert SERIAL.match(redeemed["serial"]), redeemed["serial"]
    queue = await shop.office_data("GET", "rewards/redemptions?status=pending")
    assert [(r["id"], r["username"], r["serial"]) for r in queue] == [
        (redeemed["id"], player.username, redeemed["serial"])
    ]
    items = await shop.office_data("GET", "rewards/items")
    assert (items[0]["stock"], items[0]["redeemed"]) == (2, 1)

    done = await shop.decide(redeemed["id"], "fulfil", "f-1", remark="sent", serial="TH123456")
    assert done.status_code == 200, done.text
    fulfilled = done.json()["data"]
    assert (fulfilled["status"], fulfilled["serial"], fulfilled["remark"]) == (
        "fulfilled",
        "TH123456",
        "sent",
    )
    assert fulfilled["decidedAt"] is not None
    # The same request again answers the same; another decision is refused.
    assert (
        await shop.decide(redeemed["id"], "fulfil", "f-1", remark="sent", serial="TH123456")
    ).json()["data"] == fulfilled
    again = await shop.decide(redeemed["id"], "reject", "r-1", remark="no")
    assert (error_of(again)["errorCode"], error_of(again)["systemMsg"]) == (
        "0051",
        "redemption_fulfilled",
    )
    assert (await shop.wallet(player))["diamonds"] == 30
    history = await shop.ok("reward/history", player)
    assert (history[0]["status"], history[0]["serial"]) == ("fulfilled", "TH123456")
    assert await shop.office_data("GET", "rewards/redemptions?status=pending") == []
    assert "reward_fulfil" in await shop.audit_actions()


async def test_a_rejection_gives_the_diamonds_and_the_stock_back_once(shop: RankShop) -> None:
    await shop.ranks()
    item = await shop.item(**{**PHYSICAL, "stock": 1})
    player = await shop.with_diamonds(300)  # 30 diamonds
    redeemed = await shop.ok("reward/redeem", player, {"itemId": item["id"]})
    assert (await shop.wallet(player))["diamonds"] == 10
    assert (await shop.ok("reward/items", player))[0]["available"] is False

    missing = await shop.decide(redeemed["id"], "reject", "r-0")
    assert error_of(missing)["fields"] == ["remark"]
    first = await shop.decide(redeemed["id"], "reject", "r-1", remark="out of size")
    replay = await shop.decide(redeemed["id"], "reject", "r-1", remark="out of size")
    assert first.status_code == replay.status_code == 200, first.text
    assert first.json()["data"] == replay.json()["data"]
    assert first.json()["data"]["status"] == "rejected"
    assert (await shop.wallet(player))["diamonds"] == 30
    assert await shop.journals("DIAMONDS_REFUNDED") == 1
    back = (await shop.ok("reward/items", player))[0]
    assert (back["stock"], back["available"]) == (1, True)
    other_key = await shop.decide(redeemed["id"], "reject", "r-2", remark="out of size")
    assert error_of(other_key)["systemMsg"] == "redemption_rejected"
    assert await shop.journals("DIAMONDS_REFUNDED") == 1
    assert "reward_reject" in await shop.audit_actions()
    assert await ledger_problems(shop.ctx) == []


async def test_not_enough_diamonds_writes_nothing(shop: RankShop) -> None:
    await shop.ranks()
    item = await shop.item(price=11, stock=5)
    player = await shop.with_diamonds(100)  # 10 diamonds
    response = await shop.redeem(player, item["id"])
    error = error_of(response)
    assert (error["errorCode"], error["systemMsg"]) == ("0050", "not_enough_diamonds")
    assert (await shop.wallet(player))["diamonds"] == 10
    assert await shop.redemptions() == []
    assert (await shop.office_data("GET", "rewards/items"))[0]["stock"] == 5
    assert await shop.journals("DIAMONDS_SPENT") == 0


async def test_out_of_stock(shop: RankShop) -> None:
    await shop.ranks()
    item = await shop.item(stock=1)
    first = await shop.with_diamonds(100)
    second = await shop.with_diamonds(100)
    assert (await shop.redeem(first, item["id"])).status_code == 200
    response = await shop.redeem(second, item["id"])
    error = error_of(response)
    assert (error["errorCode"], error["systemMsg"]) == ("0051", "out_of_stock")
    wallet = await shop.wallet(second)
    assert (wallet["diamonds"], wallet["creditBalance"]) == (10, 0)
    assert len(await shop.redemptions()) == 1
    assert await ledger_problems(shop.ctx) == []


async def test_items_of_another_agent_or_inactive_are_unknown(ctx, shop: RankShop) -> None:  # type: ignore[no-untyped-def]
    await shop.ranks()
    inactive = await shop.item(active=False)
    player = await shop.with_diamonds(1000)
    async with await open_rank_shop(ctx) as other:
        foreign = await other.item()
    for item_id in (inactive["id"], foreign["id"], 2**62):
        error = error_of(await shop.redeem(player, item_id))
        assert (error["errorCode"], error["fields"]) == ("0040", ["itemId"]), item_id
    assert await shop.ok("reward/items", player) == []
    assert (await shop.wallet(player))["diamonds"] == 100


@pytest.mark.parametrize("item_id", ["abc", -1, 0, None, 1.5, [1], 2**64])
async def test_a_bad_item_id_is_refused(shop: RankShop, item_id: Any) -> None:
    player = await shop.downline()
    response = await shop.post("reward/redeem", player, {"itemId": item_id})
    error = error_of(response)
    assert (error["errorCode"], error["fields"]) == ("0000", ["itemId"])
    assert await shop.redemptions() == []


async def test_redemptions_are_the_player_s_own_and_the_agent_s_own(ctx, shop: RankShop) -> None:  # type: ignore[no-untyped-def]
    await shop.ranks()
    item = await shop.item(**PHYSICAL)
    owner = await shop.with_diamonds(500)
    stranger = await shop.with_diamonds(500)
    redeemed = await shop.ok("reward/redeem", owner, {"itemId": item["id"]})
    assert await shop.ok("reward/history", stranger) == []
    async with await open_rank_shop(ctx) as other:
        assert await other.office_data("GET", "rewards/redemptions") == []
        response = await other.decide(redeemed["id"], "reject", "x-1", remark="mine now")
        assert error_of(response)["errorCode"] == "0040"
        updated = await other.office(
            "PUT", f"rewards/items/{item['id']}", {**CREDIT_ITEM, "price": 1}
        )
        assert error_of(updated)["errorCode"] == "0040"
    assert (await shop.wallet(owner))["diamonds"] == 30
    assert [r.status for r in await shop.redemptions()] == ["pending"]


@pytest.mark.parametrize(
    ("fields", "field"),
    [
        ({"kind": "credit", "amount": 0}, "amount"),
        ({"kind": "credit", "amount": 1.234}, "amount"),
        ({"kind": "spins", "amount": 1.5}, "amount"),
        ({"kind": "spins", "amount": 0}, "amount"),
        ({"kind": "physical", "amount": 5}, "amount"),
        ({"kind": "coins"}, "kind"),
        ({"price": 0}, "price"),
        ({"price": -3}, "price"),
        ({"stock": -1}, "stock"),
        ({"imageUrl": "javascript:alert(1)"}, "imageUrl"),
        ({"name": {"nameTh": "x", "nameEn": "", "nameVi": "y"}}, "name"),
        ({"name": {"nameTh": "x" * 121, "nameEn": "x", "nameVi": "y"}}, "name"),
        ({"colour": "red"}, "colour"),
    ],
)
async def test_bad_items_name_their_field(
    shop: RankShop, fields: dict[str, Any], field: str
) -> None:
    response = await shop.office("POST", "rewards/items", {**CREDIT_ITEM, **fields})
    error = error_of(response)
    assert (error["errorCode"], field in error["fields"]) == ("0000", True), error
    assert await shop.office_data("GET", "rewards/items") == []


async def test_staff_change_an_item_and_past_redemptions_keep_their_prize(
    shop: RankShop,
) -> None:
    await shop.ranks()
    item = await shop.item()
    player = await shop.with_diamonds(100)
    await shop.ok("reward/redeem", player, {"itemId": item["id"]})
    changed = await shop.office_data(
        "PUT", f"rewards/items/{item['id']}", {**CREDIT_ITEM, "amount": 250, "sort": 3}
    )
    assert (changed["amount"], changed["sort"], changed["redeemed"]) == (250, 3, 1)
    history = await shop.ok("reward/history", player)
    assert (history[0]["amount"], history[0]["price"]) == (100, 5)
    assert "update_reward_item" in await shop.audit_actions()
