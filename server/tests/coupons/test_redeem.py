"""The player's coupon calls over HTTP (SQLite, and PostgreSQL when set): every kind of
coupon, every refusal of the contract, and what each writes (or does not)."""

from __future__ import annotations

from datetime import timedelta
from decimal import Decimal
from typing import Any

import pytest
from sqlalchemy import func, select

from promptplay.coupons.repository import CouponRepository
from promptplay.coupons.service import coupon_service
from promptplay.models import PromotionReservation
from promptplay.models.coupon import CouponRedemption
from tests.conftest import client_for
from tests.factories import ledger_problems
from tests.promotions.conftest import backdate_deposits, claims_of

from .conftest import CouponShop, dec, open_coupon_shop, player_id, refused, window

pytestmark = pytest.mark.asyncio


async def redemption_count(shop: CouponShop) -> int:
    async with shop.ctx.db.read() as session:
        statement = select(func.count()).where(CouponRedemption.agent_id == shop.agent_id)
        return int((await session.execute(statement)).scalar_one())


# ----- credit ----------------------------------------------------------------------------------


async def test_a_credit_coupon_pays_plain_credit_once(shop: CouponShop) -> None:
    coupon = await shop.coupon(code="welcome50", amount=50)
    assert coupon["code"] == "WELCOME50"
    player = await shop.player()
    before = await shop.wallet(player)

    got = await shop.redeemed(player, " Welcome 50 ")  # typed in any case, with spaces
    assert got["code"] == "WELCOME50" and got["couponId"] == coupon["id"]
    assert got["type"] == "credit" and dec(got["amount"]) == 50 and got["spins"] == 0
    assert got["name"] == {"nameTh": "คูปอง", "nameEn": "Coupon", "nameVi": "Phiếu"}
    assert got["promotionId"] is None and got["promotion"] is None
    assert got["turnover"] is None  # a multiple of 0 and no promotion: plain credit
    assert got["eventId"] is None
    assert got["startsAt"] == coupon["startsAt"] and got["endsAt"] == coupon["endsAt"]
    assert dec(got["wallet"]["creditBalance"]) == before["creditBalance"] + 50
    assert dec(got["wallet"]["eventCredit"]) == 0
    assert (await shop.wallet(player))["creditBalance"] == before["creditBalance"] + 50

    again = refused(await shop.redeem(player, "WELCOME50"), 409, "0051", "coupon_used")
    assert again["msg"]
    assert (await shop.wallet(player))["creditBalance"] == before["creditBalance"] + 50
    (journal,) = await shop.journals("ENGAGEMENT_CREDIT")
    assert journal.idempotency_key == f"coupon:{coupon['id']}:{player_id(player)}:1"
    assert (await shop.coupon_row(coupon["id"])).used == 1
    assert await ledger_problems(shop.ctx) == []


async def test_a_credit_coupon_with_a_turnover_is_event_credit(shop: CouponShop) -> None:
    await shop.coupon(code="TURN3", amount=40, turnoverMultiple=3)
    player = await shop.player()
    got = await shop.redeemed(player, "turn3")
    assert dec(got["turnover"]) == 120  # 3 × the event credit
    assert dec(got["wallet"]["eventCredit"]) == 40
    assert dec(got["wallet"]["creditBalance"]) == 40
    active = await shop.current(player)
    assert active is not None and dec(active["requiredTurnOver"]) == 120
    (row,) = await shop.history(player)
    assert dec(row["turnover"]) == 120
    assert await ledger_problems(shop.ctx) == []


async def test_credit_joins_a_running_promotion_as_its_event_credit(shop: CouponShop) -> None:
    promotion = await shop.promotion(bonusPercent=10, turn=2, minimumDeposit=100)
    player = await shop.player()
    assert (await shop.reserve(player, promotion["id"])).status_code == 200
    await shop.deposit(player, 1000)  # bonus 100: turnover 2 × (1000 + 100)
    await shop.coupon(code="JOIN", amount=50, turnoverMultiple=0)
    got = await shop.redeemed(player, "JOIN")
    assert dec(got["turnover"]) == 2 * (1000 + 100 + 50)
    assert dec(got["wallet"]["eventCredit"]) == 50
    assert len(await claims_of(shop.ctx, player_id(player))) == 1
    assert await ledger_problems(shop.ctx) == []


# ----- spins -----------------------------------------------------------------------------------


async def test_a_spins_coupon_adds_spins(shop: CouponShop) -> None:
    coupon = await shop.coupon(code="SPIN5", type="spins", spins=5, amount=0)
    player = await shop.player()
    got = await shop.redeemed(player, "spin5")
    assert (got["type"], got["spins"], dec(got["amount"])) == ("spins", 5, 0)
    assert got["wallet"]["spins"] == 5 and dec(got["wallet"]["creditBalance"]) == 0
    assert (await shop.wallet(player))["spins"] == 5
    (journal,) = await shop.journals("SPINS_EARNED")
    assert journal.reference == f"coupon_redemption:{(await shop.redemptions(coupon['id']))[0].id}"
    refused(await shop.redeem(player, "SPIN5"), 409, "0051", "coupon_used")
    assert (await shop.wallet(player))["spins"] == 5
    assert await ledger_problems(shop.ctx) == []


# ----- promotion -------------------------------------------------------------------------------


async def test_a_promotion_coupon_reserves_a_hidden_promotion(shop: CouponShop) -> None:
    """The coupon is the only way to a promotion players do not see, and it works in the
    `coupon` auto-promotion mode."""
    await shop.settings(autoPromotion="coupon")
    hidden = await shop.promotion(display=False, bonusPercent=20, minimumDeposit=100)
    await shop.coupon(code="VIP20", type="promotion", promotionId=hidden["id"], amount=0)
    player = await shop.player()
    # Players themselves cannot reserve it.
    assert (await shop.reserve(player, hidden["id"])).status_code == 404

    got = await shop.redeemed(player, "vip20")
    assert got["type"] == "promotion" and got["promotionId"] == hidden["id"]
    assert got["promotion"]["nameEn"] == "Bonus"
    assert dec(got["amount"]) == 0 and got["turnover"] is None
    reservation = await shop.data("reservation", player)
    assert reservation["promotionId"] == hidden["id"] and reservation["getPromotion"] is True

    await shop.deposit(player, 1000)
    active = await shop.current(player)
    assert active is not None and active["promotionId"] == hidden["id"]
    assert dec(active["bonus"]) == 200
    assert (await shop.wallet(player))["creditBalance"] == 1200
    assert await ledger_problems(shop.ctx) == []


async def test_without_the_coupon_the_coupon_mode_gives_no_promotion(shop: CouponShop) -> None:
    await shop.settings(autoPromotion="coupon")
    await shop.promotion(bonusPercent=20, minimumDeposit=100)
    player = await shop.player()
    await shop.deposit(player, 1000)
    assert await shop.current(player) is None


async def test_a_promotion_coupon_while_a_promotion_runs_is_refused(shop: CouponShop) -> None:
    running = await shop.promotion(bonusPercent=10, minimumDeposit=100)
    other = await shop.promotion(display=False, bonusPercent=20, minimumDeposit=100)
    coupon = await shop.coupon(code="LATER", type="promotion", promotionId=other["id"])
    player = await shop.player()
    assert (await shop.reserve(player, running["id"])).status_code == 200
    await shop.deposit(player, 1000)
    refused(await shop.redeem(player, "LATER"), 409, "0066", "active_promotion")
    assert (await shop.coupon_row(coupon["id"])).used == 0
    assert await shop.redemptions(coupon["id"]) == []


async def test_a_players_own_reservation_replaces_the_coupons(shop: CouponShop) -> None:
    hidden = await shop.promotion(display=False, bonusPercent=20, minimumDeposit=100)
    await shop.coupon(code="SWAP", type="promotion", promotionId=hidden["id"])
    player = await shop.player()
    await shop.redeemed(player, "SWAP")
    assert (await shop.reserve(player, None)).status_code == 200  # no promotion after all
    async with shop.ctx.db.read() as session:
        row = await session.get(PromotionReservation, player_id(player))
        assert row is not None and row.coupon_id is None
    await shop.deposit(player, 1000)
    assert await shop.current(player) is None


# ----- refusals --------------------------------------------------------------------------------


async def test_unknown_inactive_and_malformed_codes(shop: CouponShop) -> None:
    await shop.coupon(code="OFF", active=False)
    player = await shop.player()
    error = refused(await shop.redeem(player, "NOPE"), 404, "0040", "coupon_unknown")
    assert error["fields"] == ["code"]
    refused(await shop.redeem(player, "off"), 404, "0040", "coupon_unknown")
    for odd in ("OFF?", "A\x00B", "ก๊อด"):  # no code of such a shape exists
        refused(await shop.redeem(player, odd), 404, "0040", "coupon_unknown")
    for bad in ("", "   ", "A" * 33, 12345, None, ["A"]):
        error = refused(await shop.redeem(player, bad), 422, "0000")
        assert error["fields"] == ["code"], bad
    missing = await shop.client.post("/api/coupon/redeem", json={}, headers=player.auth)
    assert refused(missing, 422, "0000")["fields"] == ["code"]
    assert await redemption_count(shop) == 0
    assert (await shop.wallet(player))["creditBalance"] == 0


async def test_a_player_must_be_signed_in(shop: CouponShop) -> None:
    await shop.coupon(code="ANON")
    response = await shop.client.post("/api/coupon/redeem", json={"code": "ANON"})
    assert response.status_code == 401
    assert await redemption_count(shop) == 0


async def test_not_started_and_expired(shop: CouponShop) -> None:
    await shop.coupon(code="SOON", **window(starts_in=timedelta(hours=1)))
    await shop.coupon(code="GONE", **window(starts_in=-timedelta(days=2)))
    player = await shop.player()
    refused(await shop.redeem(player, "SOON"), 409, "0066", "coupon_not_started")
    refused(await shop.redeem(player, "GONE"), 409, "0066", "coupon_expired")
    assert await redemption_count(shop) == 0


async def test_every_use_spent(shop: CouponShop) -> None:
    coupon = await shop.coupon(code="FIRST2", usesTotal=2)
    players = [await shop.player() for _ in range(3)]
    await shop.redeemed(players[0], "FIRST2")
    await shop.redeemed(players[1], "FIRST2")
    refused(await shop.redeem(players[2], "FIRST2"), 409, "0051", "coupon_exhausted")
    assert (await shop.coupon_row(coupon["id"])).used == 2
    assert (await shop.wallet(players[2]))["creditBalance"] == 0
    assert await ledger_problems(shop.ctx) == []


async def test_uses_per_player(shop: CouponShop) -> None:
    await shop.coupon(code="TWICE", usesPerPlayer=2, amount=10)
    await shop.coupon(code="ALWAYS", usesPerPlayer=0, amount=1)
    player = await shop.player()
    await shop.redeemed(player, "TWICE")
    await shop.redeemed(player, "TWICE")
    refused(await shop.redeem(player, "TWICE"), 409, "0051", "coupon_used")
    for _ in range(4):
        await shop.redeemed(player, "ALWAYS")
    assert (await shop.wallet(player))["creditBalance"] == 24
    assert await ledger_problems(shop.ctx) == []


async def test_deposits_since_the_start_must_reach_the_minimum(shop: CouponShop) -> None:
    coupon = await shop.coupon(code="DEP500", minimumDeposit=500, amount=25)
    player = await shop.player()
    error = refused(await shop.redeem(player, "DEP500"), 409, "0050")
    assert error["systemMsg"] == "coupon_minimum_deposit"
    await shop.deposit(player, 400)
    refused(await shop.redeem(player, "DEP500"), 409, "0050", "coupon_minimum_deposit")
    # A deposit filed before the coupon started does not count.
    await shop.deposit(player, 300)
    async with shop.ctx.db.read() as session:
        starts = (await CouponRepository(session).coupon(shop.agent_id, coupon["id"])).starts_at
    await backdate_deposits(shop.ctx, player, starts - timedelta(minutes=1))
    refused(await shop.redeem(player, "DEP500"), 409, "0050", "coupon_minimum_deposit")
    await shop.deposit(player, 500)
    got = await shop.redeemed(player, "DEP500")
    assert dec(got["wallet"]["creditBalance"]) == 400 + 300 + 500 + 25
    assert await ledger_problems(shop.ctx) == []


async def test_a_pending_deposit_does_not_count(shop: CouponShop) -> None:
    await shop.coupon(code="DEP100", minimumDeposit=100)
    player = await shop.player()
    await shop.deposit(player, 100, approved=False)
    refused(await shop.redeem(player, "DEP100"), 409, "0050", "coupon_minimum_deposit")


# ----- batch codes -----------------------------------------------------------------------------


async def test_each_batch_code_is_redeemed_once(shop: CouponShop) -> None:
    coupon = await shop.coupon(code=None, amount=20)
    assert coupon["code"] is None
    codes = await shop.codes(coupon["id"], 3, prefix="nye")
    assert all(code.startswith("NYE") for code in codes)
    first, second = await shop.player(), await shop.player()
    got = await shop.redeemed(first, codes[0].lower())
    assert got["code"] == codes[0] and got["couponId"] == coupon["id"]
    # The same code again, by anyone.
    refused(await shop.redeem(second, codes[0]), 409, "0051", "coupon_used")
    refused(await shop.redeem(first, codes[0]), 409, "0051", "coupon_used")
    # Another code of the coupon: one use per player.
    refused(await shop.redeem(first, codes[1]), 409, "0051", "coupon_used")
    await shop.redeemed(second, codes[1])
    assert (await shop.wallet(first))["creditBalance"] == 20
    assert (await shop.wallet(second))["creditBalance"] == 20
    rows = await shop.redemptions(coupon["id"])
    assert [r.coupon_code_id is not None for r in rows] == [True, True]
    assert await ledger_problems(shop.ctx) == []


async def test_batch_codes_of_an_unlimited_coupon(shop: CouponShop) -> None:
    coupon = await shop.coupon(code=None, usesPerPlayer=0, type="spins", spins=2, amount=0)
    codes = await shop.codes(coupon["id"], 3)
    player = await shop.player()
    for code in codes:
        await shop.redeemed(player, code)
    assert (await shop.wallet(player))["spins"] == 6
    assert (await shop.coupon_row(coupon["id"])).used == 3


# ----- history ---------------------------------------------------------------------------------


async def test_history_newest_first_and_only_ones_own(shop: CouponShop) -> None:
    await shop.coupon(code="H1", amount=5)
    await shop.coupon(code="H2", type="spins", spins=1, amount=0)
    player, other = await shop.player(), await shop.player()
    assert await shop.history(player) == []
    await shop.redeemed(player, "H1")
    await shop.redeemed(player, "H2")
    rows = await shop.history(player)
    assert [r["code"] for r in rows] == ["H2", "H1"]
    assert all(r["wallet"]["spins"] == 1 for r in rows)  # the wallet as it is now
    assert rows[0]["redeemedAt"] >= rows[1]["redeemedAt"]
    assert await shop.history(other) == []
    no_body = await shop.client.post("/api/coupon/history", headers=player.auth)
    assert no_body.status_code == 200 and len(no_body.json()["data"]) == 2


# ----- agents ----------------------------------------------------------------------------------


async def test_another_agents_code_and_host(shop: CouponShop) -> None:
    coupon = await shop.coupon(code="MINE", amount=30)
    async with await open_coupon_shop(shop.ctx) as other:
        stranger = await other.player()
        # A player of another agent typing this agent's code: unknown there.
        refused(await other.redeem(stranger, "MINE"), 404, "0040", "coupon_unknown")
        # This agent's player calling on another agent's host is not signed in there.
        mine = await shop.player()
        elsewhere = client_for(shop.ctx, other.cashier.agent.host)
        async with elsewhere:
            response = await elsewhere.post(
                "/api/coupon/redeem", json={"code": "MINE"}, headers=mine.auth
            )
        assert response.status_code in (401, 403), response.text
    assert await shop.redemptions(coupon["id"]) == []
    assert (await shop.wallet(mine))["creditBalance"] == 0


# ----- the events' entry -----------------------------------------------------------------------


async def test_an_event_code_must_be_the_events(shop: CouponShop) -> None:
    await shop.coupon(code="EVT7", eventId=7, amount=15)
    await shop.coupon(code="PLAIN", amount=15)
    player = await shop.player()
    agent = await shop.agent_row()
    user_id = int(player.user["id"])
    for code, event_id in (("EVT7", 8), ("PLAIN", 7)):
        with pytest.raises(Exception) as caught:
            await coupon_service.redeem(shop.ctx, agent, user_id, code, event_id=event_id)
        assert (caught.value.code, caught.value.system_msg) == ("0040", "coupon_unknown")
    got = await coupon_service.redeem(shop.ctx, agent, user_id, "evt7", event_id=7)
    assert got.eventId == 7 and got.amount == Decimal(15)
    async with shop.ctx.db.read() as session:
        assert await coupon_service.redeemed_event_ids(session, player_id(player)) == {7}
    # The same code through the coupon page: its event still, and used already.
    refused(await shop.redeem(player, "EVT7"), 409, "0051", "coupon_used")
    assert await ledger_problems(shop.ctx) == []


# ----- replays ---------------------------------------------------------------------------------


async def test_the_unique_keys_refuse_a_use_the_checks_missed(
    shop: CouponShop, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Were the player's uses misread, the redemption's unique key still refuses the second
    payment of one use, and nothing of it is written."""
    coupon = await shop.coupon(code="ONCE", amount=70)
    player = await shop.player()
    await shop.redeemed(player, "ONCE")

    async def none_yet(self: Any, coupon_id: int, player_id: int) -> int:
        return 0

    monkeypatch.setattr(CouponRepository, "player_uses", none_yet)
    refused(await shop.redeem(player, "ONCE"), 409, "0051", "coupon_used")
    assert (await shop.wallet(player))["creditBalance"] == 70
    assert len(await shop.redemptions(coupon["id"])) == 1
    assert (await shop.coupon_row(coupon["id"])).used == 1
    assert len(await shop.journals("ENGAGEMENT_CREDIT")) == 1
    assert await ledger_problems(shop.ctx) == []
