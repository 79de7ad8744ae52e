"""A promotion from the claim to the capped withdrawal, over the API."""

from __future__ import annotations

from decimal import Decimal

from tests.factories import (
    client_for_agent,
    deposit,
    error_of,
    ledger_problems,
    make_cashier_agent,
    registered_player,
    staff_token,
    wallet_of,
    withdraw_body,
)

from .conftest import adjust, approve, current, make_promotion, reserve


async def test_first_deposit_bonus_turnover_and_capped_withdrawal(ctx) -> None:  # type: ignore[no-untyped-def]
    cashier = await make_cashier_agent(ctx)
    async with client_for_agent(ctx, cashier) as client:
        staff = await staff_token(client, cashier)
        promotion = await make_promotion(
            client, staff, promotionTypeId=6, nameEn="First deposit 50%"
        )
        player = await registered_player(client, cashier.agent)
        assert (await reserve(client, player.auth, promotion["id"])).status_code == 200
        tx = await deposit(client, player, cashier, 1000)
        await approve(client, staff, tx["id"])

        wallet = await wallet_of(client, player)
        assert Decimal(str(wallet["creditBalance"])) == Decimal(1500)
        assert Decimal(str(wallet["creditPromotion"])) == Decimal(500)
        assert Decimal(str(wallet["cashPromotion"])) == Decimal(1000)
        active = await current(client, player.auth)
        assert active is not None and active["statusCode"] == "0005"
        # multi 2 × (1000 + 500): 3000 of credit before anything may be withdrawn
        assert Decimal(str(active["requiredTurnOver"])) == Decimal(3000)
        assert Decimal(str(active["withdrawable"])) == 0

        refused = await client.post(
            "/api/bank/transaction", json=withdraw_body(player, 100), headers=player.auth
        )
        assert refused.status_code == 409
        assert error_of(refused)["errorCode"] == "0050"

        # The player wins up to 4000 of credit: reached; at most 1000 may go, 3000 is seized.
        await adjust(client, staff, player.user["player"]["id"], 2500)
        shown = await client.post("/api/bank/withdrawable", headers=player.auth)
        figures = shown.json()["data"]
        assert Decimal(str(figures["withdrawable"])) == Decimal(1000)
        assert figures["promotion"]["turnoverReached"] is True

        made = await client.post(
            "/api/bank/transaction", json=withdraw_body(player, 1000), headers=player.auth
        )
        assert made.status_code == 200, made.text
        assert Decimal(str(made.json()["data"]["transaction"]["seizedAmount"])) == Decimal(3000)
        wallet = await wallet_of(client, player)
        assert Decimal(str(wallet["creditBalance"])) == 0
        assert Decimal(str(wallet["creditPromotion"])) == 0
        assert await current(client, player.auth) is None
    assert await ledger_problems(ctx) == []


async def test_a_deposit_during_a_promotion_raises_the_cap_by_itself(ctx) -> None:  # type: ignore[no-untyped-def]
    """Unit turn 100 (reached at once), fixed cap 200: 1,000 deposited under the promotion
    and 500 more while it runs. 1,650 of credit: 700 may go (200 + the 500 top-up), 950 is
    seized, and none of it is the second deposit."""
    cashier = await make_cashier_agent(ctx)
    async with client_for_agent(ctx, cashier) as client:
        staff = await staff_token(client, cashier)
        promotion = await make_promotion(
            client,
            staff,
            bonusType="fixed",
            bonusAmount=150,
            turnType=1,
            turn=100,
            promotionWithdrawType=1,
            maximumWithdraw=200,
        )
        player = await registered_player(client, cashier.agent)
        await reserve(client, player.auth, promotion["id"])
        await approve(client, staff, (await deposit(client, player, cashier, 1000))["id"])
        await approve(client, staff, (await deposit(client, player, cashier, 500))["id"])
        active = await current(client, player.auth)
        assert active is not None
        assert Decimal(str(active["cashPromotion"])) == Decimal(1500)
        assert Decimal(str(active["maximumWithdraw"])) == Decimal(700)
        assert Decimal(str(active["withdrawable"])) == Decimal(700)
        made = await client.post(
            "/api/bank/transaction", json=withdraw_body(player, 700), headers=player.auth
        )
        assert made.status_code == 200, made.text
        assert Decimal(str(made.json()["data"]["transaction"]["seizedAmount"])) == Decimal(950)
    assert await ledger_problems(ctx) == []


async def test_the_players_own_setting_decides_without_a_reservation(ctx) -> None:  # type: ignore[no-untyped-def]
    """The agent's default is `normal` (no choice, no promotion); a player who picks
    `activate` gets the first claimable one on his next deposit, and one who picks it back
    gets none on the one after."""
    cashier = await make_cashier_agent(ctx)
    async with client_for_agent(ctx, cashier) as client:
        staff = await staff_token(client, cashier)
        await make_promotion(client, staff, promotionTypeId=1, bonusPercent=10, bonusMaximum=0)
        player = await registered_player(client, cashier.agent)
        shown = await client.post("/api/promotionManager/setting", json={}, headers=player.auth)
        assert shown.json()["data"] == {
            "autoPromotion": "normal",
            "own": False,
            "agentDefault": "normal",
        }
        await approve(client, staff, (await deposit(client, player, cashier, 100))["id"])
        assert await current(client, player.auth) is None

        chosen = await client.post(
            "/api/promotionManager/setting", json={"autoPromotion": "activate"}, headers=player.auth
        )
        assert chosen.json()["data"]["own"] is True
        await approve(client, staff, (await deposit(client, player, cashier, 200))["id"])
        active = await current(client, player.auth)
        assert active is not None and Decimal(str(active["bonus"])) == Decimal(20)

        bad = await client.post(
            "/api/promotionManager/setting", json={"autoPromotion": "always"}, headers=player.auth
        )
        assert error_of(bad)["errorCode"] == "0000"
    assert await ledger_problems(ctx) == []


async def test_ledger_verify_catches_counters_that_outlive_their_claim(ctx) -> None:  # type: ignore[no-untyped-def]
    """A claim closed behind the engine's back (its counters left in the wallet) is found."""
    from sqlalchemy import update

    from promptplay.models import PlayerPromotion

    cashier = await make_cashier_agent(ctx)
    async with client_for_agent(ctx, cashier) as client:
        staff = await staff_token(client, cashier)
        promotion = await make_promotion(client, staff)
        player = await registered_player(client, cashier.agent)
        await reserve(client, player.auth, promotion["id"])
        await approve(client, staff, (await deposit(client, player, cashier, 400))["id"])
    assert await ledger_problems(ctx) == []
    async with ctx.db.write() as session:
        await session.execute(
            update(PlayerPromotion)
            .where(PlayerPromotion.promotion_id == promotion["id"])
            .values(status_code="0000")
        )
    problems = await ledger_problems(ctx)
    # Put it back: the other tests verify the same database.
    async with ctx.db.write() as session:
        await session.execute(
            update(PlayerPromotion)
            .where(PlayerPromotion.promotion_id == promotion["id"])
            .values(status_code="0005")
        )
    assert any(p.startswith("promotion cash") for p in problems), problems
    assert any(p.startswith("promotion bonus") for p in problems), problems
    assert await ledger_problems(ctx) == []
