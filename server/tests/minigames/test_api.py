"""The mini-game calls over HTTP (docs/engagement.md §4, §6): the staff settings, spins
earned, play tokens, the wheel, the check-in and every refusal, on SQLite and PostgreSQL."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from decimal import Decimal
from typing import Any

import pytest
from sqlalchemy import select, update

from promptplay.minigames.service import minigame_service
from promptplay.models import BankTransaction
from tests.conftest import client_for
from tests.factories import error_of, ledger_problems, registered_player
from tests.promotions.conftest import open_shop

from .conftest import MiniShop, player_id, prize, segment, settings_body, today, yesterday

pytestmark = pytest.mark.asyncio


def refused(response: Any, code: str, system_msg: str | None = None) -> dict[str, Any]:
    assert response.status_code != 200, response.text
    error = error_of(response)
    assert error["errorCode"] == code, error
    if system_msg is not None:
        assert error["systemMsg"] == system_msg, error
    return error


# ----- settings -----------------------------------------------------------------------------


async def test_settings_are_off_until_staff_set_them(shop: MiniShop) -> None:
    found = await shop.office_data("GET", "minigames/settings")
    assert found["wheel"]["enabled"] is False and found["checkIn"]["enabled"] is False
    assert 2 <= len(found["wheel"]["segments"]) <= 16
    assert len(found["checkIn"]["days"]) == 7
    player = await shop.player()
    games = await shop.game_data("list", player)
    assert games["spins"] == 0 and games["wheel"]["enabled"] is False
    refused(await shop.game("requestPlayToken", player, {"game": "wheel"}), "0066", "game_off")
    refused(await shop.game("requestPlayToken", player, {"game": "checkIn"}), "0066", "game_off")


async def test_staff_save_settings_audited_and_read_back(shop: MiniShop) -> None:
    saved = await shop.minigames(
        segments=[
            segment("Ten", "credit", 10.5, 1, "#112233"),
            segment("Two spins", "spins", 2, 3),
            segment("Nothing", "none", 99, 0),
        ],
        per_deposit={"amount": 100, "spins": 1, "maxPerDay": 3},
        daily_free=1,
        check_in=True,
    )
    assert saved["wheel"]["segments"][2]["prize"]["amount"] == 0  # nothing is worth nothing
    again = await shop.office_data("GET", "minigames/settings")
    assert again == saved
    assert again["earn"]["perDeposit"] == {"amount": 100, "spins": 1, "maxPerDay": 3}
    audit = await shop.office_data("GET", "audit")
    entry = next(a for a in audit if a["action"] == "minigame_settings")
    assert entry["detail"]["after"]["wheel"]["segments"][0]["prize"]["amount"] == 10.5
    assert entry["detail"]["before"]["wheel"]["enabled"] is False


@pytest.mark.parametrize(
    ("change", "field"),
    [
        ({"segments": [segment("Only", "credit", 1, 1)]}, "wheel"),
        ({"segments": [segment(f"S{n}", "none", 0, 1) for n in range(17)]}, "wheel"),
        ({"segments": [segment("A", "none", 0, 0), segment("B", "none", 0, 0)]}, "wheel.segments"),
        ({"segments": [segment("A", "credit", 1, -1), segment("B", "none", 0, 1)]}, "wheel"),
        (
            {"segments": [segment("A", "spins", 1.5, 1), segment("B", "none", 0, 1)]},
            "wheel.segments.0.prize.amount",
        ),
        (
            {"segments": [segment("A", "credit", 0, 1), segment("B", "none", 0, 1)]},
            "wheel.segments.0.prize.amount",
        ),
        (
            {"segments": [segment("A", "credit", "1.001", 1), segment("B", "none", 0, 1)]},
            "wheel",
        ),
        (
            {"segments": [segment("A", "jackpot", 1, 1), segment("B", "none", 0, 1)]},
            "wheel",
        ),
        (
            {"segments": [segment("A", "none", 0, 1, "red"), segment("B", "none", 0, 1)]},
            "wheel",
        ),
        ({"per_deposit": {"amount": 0, "spins": 1, "maxPerDay": 0}}, "earn.perDeposit.amount"),
        ({"per_turnover": {"amount": 100, "spins": 0, "maxPerDay": 0}}, "earn"),
        ({"daily_free": -1}, "earn"),
        ({"days": [prize("credit", 1)] * 6}, "checkIn"),
        ({"days": [prize("diamonds", 0)] + [prize("none")] * 6}, "checkIn.days.0.amount"),
        ({"turnover": -1}, "wheel"),
    ],
)
async def test_bad_settings_are_refused_by_field(
    shop: MiniShop, change: dict[str, Any], field: str
) -> None:
    response = await shop.office("PUT", "minigames/settings", settings_body(**change))
    error = refused(response, "0000")
    assert field in error["fields"], error
    found = await shop.office_data("GET", "minigames/settings")
    assert found["wheel"]["enabled"] is False  # nothing saved


async def test_players_cannot_reach_the_staff_settings(shop: MiniShop) -> None:
    player = await shop.player()
    response = await shop.client.get("/api/backoffice/minigames/settings", headers=player.auth)
    assert response.status_code in (401, 403), response.text


# ----- spins earned -------------------------------------------------------------------------


async def test_the_daily_free_spins_are_granted_once(shop: MiniShop) -> None:
    await shop.minigames(
        segments=[segment("One", "credit", 1, 1), segment("Three", "credit", 3, 3)],
        daily_free=2,
    )
    player = await shop.player()
    games = await shop.game_data("list", player)
    assert games["spins"] == 2
    assert games["earnedToday"] == {"deposit": 0, "turnover": 0, "free": 2}
    assert [s["odds"] for s in games["wheel"]["segments"]] == [25.0, 75.0]
    assert games["wheel"]["segments"][1]["prize"] == {"type": "credit", "amount": 3}
    assert games["earn"] == {"perDeposit": None, "perTurnover": None, "dailyFree": 2}
    for _ in range(3):
        again = await shop.game_data("list", player)
        # The read answers the wallet as it leaves it, and a read that grants nothing changes
        # nothing: the same version, which the page's later wallet reads then match.
        assert again["spins"] == again["wallet"]["spins"] == 2
        assert again["wallet"]["version"] == games["wallet"]["version"]
    assert await shop.grants(player) == {("free", today()): 2}
    assert await shop.journals("SPINS_EARNED") == 1
    wallet = await shop.wallet(player)
    assert wallet == games["wallet"] and wallet["spins"] == 2
    assert await ledger_problems(shop.ctx) == []


async def test_no_spins_are_earned_while_the_wheel_is_off(shop: MiniShop) -> None:
    await shop.minigames(wheel=False, daily_free=2)
    player = await shop.player()
    assert (await shop.game_data("list", player))["spins"] == 0
    assert await shop.grants(player) == {}


async def test_approved_deposits_earn_spins_up_to_the_days_cap(shop: MiniShop) -> None:
    await shop.minigames(per_deposit={"amount": 100, "spins": 1, "maxPerDay": 3})
    player = await shop.player()
    await shop.deposit(player, 250)
    await shop.deposit(player, 500, approved=False)  # pending: not counted
    games = await shop.game_data("list", player)
    assert games["spins"] == 2 and games["earnedToday"]["deposit"] == 2
    assert games["earn"]["perDeposit"] == {"amount": 100, "spins": 1}
    # Another approved deposit: 250 + 300 = 550 earns 5, capped at 3 a day.
    # (the pending one is cancelled first: a player has one pending deposit at a time)
    async with shop.ctx.db.write() as session:
        await session.execute(
            update(BankTransaction)
            .where(BankTransaction.player_id == player_id(player), BankTransaction.status == "0001")
            .values(status="0004")
        )
    await shop.deposit(player, 300)
    assert (await shop.game_data("list", player))["spins"] == 3
    assert await shop.grants(player) == {("deposit", today()): 3}
    assert await ledger_problems(shop.ctx) == []


async def test_deposits_of_the_days_before_are_caught_up_for_a_week(shop: MiniShop) -> None:
    await shop.minigames(per_deposit={"amount": 100, "spins": 2, "maxPerDay": 0})
    player = await shop.player()
    for amount in (100, 300, 500):
        await shop.deposit(player, amount)
    async with shop.ctx.db.read() as session:
        ids = list(
            (
                await session.execute(
                    select(BankTransaction.id)
                    .where(BankTransaction.player_id == player_id(player))
                    .order_by(BankTransaction.amount)
                )
            ).scalars()
        )
    now = datetime.now(UTC)
    async with shop.ctx.db.write() as session:
        for tx_id, days_ago in zip(ids, (3, 6, 7), strict=True):
            await session.execute(
                update(BankTransaction)
                .where(BankTransaction.id == tx_id)
                .values(handled_at=now - timedelta(days=days_ago))
            )
    games = await shop.game_data("list", player)
    # 100 three days ago (2 spins) and 300 six days ago (6); 500 a week ago is too old.
    assert games["spins"] == 8 and games["earnedToday"]["deposit"] == 0
    grants = await shop.grants(player)
    assert sorted(grants.values()) == [2, 6]
    assert {day for _, day in grants} == {today() - timedelta(days=3), today() - timedelta(days=6)}


async def test_turnover_earns_spins_per_day(shop: MiniShop) -> None:
    await shop.minigames(per_turnover={"amount": 1000, "spins": 1, "maxPerDay": 2})
    player = await shop.player()
    await shop.played(player, today(), 1500)
    await shop.played(player, yesterday(), 5000)  # 5, capped at 2
    await shop.played(player, today() - timedelta(days=8), 9000)  # too old
    games = await shop.game_data("list", player)
    assert games["spins"] == 3 and games["earnedToday"]["turnover"] == 1
    await shop.played(player, today(), 900, "JILI")  # 2400 today: 2
    assert (await shop.game_data("list", player))["spins"] == 4
    assert await shop.grants(player) == {("turnover", today()): 2, ("turnover", yesterday()): 2}
    assert await ledger_problems(shop.ctx) == []


# ----- the wheel ----------------------------------------------------------------------------


async def test_a_spin_pays_credit_once_and_the_token_again_answers_the_same_play(
    shop: MiniShop,
) -> None:
    await shop.minigames(daily_free=2)  # the wheel always stops on "Ten" (credit 10)
    player = await shop.player()
    before = await shop.wallet(player)
    minted = await shop.game_data("requestPlayToken", player, {"game": "wheel"})
    assert minted["game"] == "wheel"
    expires = datetime.fromisoformat(minted["expiresAt"])
    assert timedelta(seconds=50) < expires - datetime.now(UTC) <= timedelta(seconds=61)
    response = await shop.play(player, minted["token"])
    assert response.status_code == 200, response.text
    played = response.json()["data"]
    assert played["game"] == "wheel" and played["segmentIndex"] == 0 and played["day"] is None
    assert played["prize"] == {"type": "credit", "amount": 10}
    assert played["spinsLeft"] == 1 and played["turnover"] is None
    assert played["wallet"]["creditBalance"] == 10 and played["wallet"]["spins"] == 1
    again = await shop.play(player, minted["token"])
    assert again.status_code == 200 and again.json()["data"]["id"] == played["id"]
    assert again.json()["data"]["prize"] == played["prize"]
    wallet = await shop.wallet(player)
    assert (wallet["creditBalance"], wallet["spins"]) == (10, 1)
    # The paid spin's wallet is later than the one read before it, and the last read's.
    assert before["version"] < played["wallet"]["version"] == wallet["version"]
    assert await shop.journals("SPIN_USED") == 1
    assert await shop.journals("ENGAGEMENT_CREDIT") == 1
    history = await shop.game_data("history", player)
    assert [p["id"] for p in history] == [played["id"]]
    assert await ledger_problems(shop.ctx) == []


async def test_a_credit_prize_with_a_turnover_multiple_is_event_credit(shop: MiniShop) -> None:
    await shop.minigames(daily_free=1, turnover=2)
    player = await shop.player()
    played = (await shop.play(player, await shop.token(player))).json()["data"]
    assert played["turnover"] == 20  # 2 × the 10 of event credit
    wallet = played["wallet"]
    assert wallet["creditBalance"] == 10 and wallet["eventCredit"] == 10
    assert await ledger_problems(shop.ctx) == []


async def test_spins_and_diamonds_prizes_go_to_the_counters(shop: MiniShop) -> None:
    await shop.minigames(
        daily_free=1,
        segments=[segment("Spins", "spins", 3, 1), segment("None", "none", 0, 0)],
    )
    player = await shop.player()
    played = (await shop.play(player, await shop.token(player))).json()["data"]
    assert played["prize"] == {"type": "spins", "amount": 3}
    assert played["spinsLeft"] == 3 and played["wallet"]["spins"] == 3
    await shop.minigames(
        daily_free=1,
        segments=[segment("Gems", "diamonds", 7, 1), segment("None", "none", 0, 0)],
    )
    played = (await shop.play(player, await shop.token(player))).json()["data"]
    assert played["prize"] == {"type": "diamonds", "amount": 7}
    assert played["wallet"]["diamonds"] == 7 and played["spinsLeft"] == 2
    await shop.minigames(
        daily_free=1,
        segments=[segment("A", "credit", 5, 0), segment("None", "none", 0, 1)],
    )
    played = (await shop.play(player, await shop.token(player))).json()["data"]
    assert played["segmentIndex"] == 1 and played["prize"] == {"type": "none", "amount": 0}
    wallet = await shop.wallet(player)
    assert (wallet["spins"], wallet["diamonds"], wallet["creditBalance"]) == (1, 7, 0)
    assert await shop.journals("DIAMONDS_EARNED") == 1
    assert await ledger_problems(shop.ctx) == []


async def test_no_spin_no_token_and_no_play(shop: MiniShop) -> None:
    await shop.minigames(daily_free=1)
    player = await shop.player()
    token = await shop.token(player)
    second = await shop.token(player)  # while the spin waits
    assert (await shop.play(player, token)).status_code == 200
    refused(await shop.game("requestPlayToken", player, {"game": "wheel"}), "0050", "no_spins")
    refused(await shop.play(player, second), "0050", "no_spins")
    assert await shop.plays(player) == 1 and await shop.spins(player) == 0
    assert await ledger_problems(shop.ctx) == []


async def test_a_game_turned_off_after_the_token_is_refused(shop: MiniShop) -> None:
    await shop.minigames(daily_free=1)
    player = await shop.player()
    token = await shop.token(player)
    await shop.minigames(wheel=False, daily_free=1)
    refused(await shop.play(player, token), "0066", "game_off")
    assert await shop.plays(player) == 0 and await shop.spins(player) == 1


# ----- bad tokens ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("body", "system_msg"),
    [
        ({"token": "garbage"}, "play_token_invalid"),
        ({"token": "a.b.c"}, "play_token_invalid"),
        ({"token": ""}, None),
        ({"token": "x" * 1025}, None),
        ({"token": 12}, None),
        ({}, None),
    ],
)
async def test_malformed_tokens_are_refused(
    shop: MiniShop, body: dict[str, Any], system_msg: str | None
) -> None:
    await shop.minigames(daily_free=1)
    player = await shop.player()
    error = refused(await shop.game("play", player, body), "0000", system_msg)
    assert error["fields"] == ["token"]
    assert await shop.plays(player) == 0


async def test_an_altered_or_access_token_is_refused(shop: MiniShop) -> None:
    await shop.minigames(daily_free=1)
    player = await shop.player()
    token = await shop.token(player)
    head, payload, signature = token.split(".")
    altered = f"{head}.{payload}.{signature[::-1]}"
    refused(await shop.play(player, altered), "0000", "play_token_invalid")
    refused(await shop.play(player, player.access_token), "0000", "play_token_invalid")
    assert await shop.plays(player) == 0 and await shop.spins(player) == 1


async def test_an_expired_token_is_refused_and_writes_nothing(
    shop: MiniShop, monkeypatch: pytest.MonkeyPatch
) -> None:
    await shop.minigames(daily_free=1)
    player = await shop.player()
    monkeypatch.setattr(minigame_service, "token_ttl", -1)
    token = await shop.token(player)
    refused(await shop.play(player, token), "0000", "play_token_invalid")
    assert await shop.plays(player) == 0 and await shop.spins(player) == 1


async def test_another_players_token_is_refused(shop: MiniShop) -> None:
    await shop.minigames(daily_free=1)
    owner, thief = await shop.player(), await shop.player()
    token = await shop.token(owner)
    error = refused(await shop.play(thief, token), "0000", "play_token_invalid")
    assert error["fields"] == ["token"]
    assert await shop.plays(owner) == 0 and await shop.plays(thief) == 0
    assert await shop.spins(owner) == 1
    assert (await shop.play(owner, token)).status_code == 200


async def test_another_agents_host_and_token_are_refused(shop: MiniShop) -> None:
    await shop.minigames(daily_free=1)
    player = await shop.player()
    token = await shop.token(player)
    async with await open_shop(shop.ctx) as other:
        other_shop = MiniShop(other.ctx, other.cashier, other.client, other.staff)
        await other_shop.minigames(daily_free=1)
        # The player's own token on another agent's host: his session is not of that site.
        foreign = client_for(shop.ctx, other.cashier.agent.host)
        async with foreign:
            for path, body in (("list", {}), ("play", {"token": token})):
                response = await foreign.post(
                    f"/api/miniGame/{path}", json=body, headers=player.auth
                )
                assert response.status_code in (401, 403), response.text
        # A player of the other agent with this agent's token.
        stranger = await registered_player(other.client, other.cashier.agent)
        refused(await other_shop.play(stranger, token), "0000", "play_token_invalid")
        assert await other_shop.plays(stranger) == 0
    assert await shop.plays(player) == 0 and await shop.spins(player) == 1


async def test_unknown_game_is_refused(shop: MiniShop) -> None:
    player = await shop.player()
    for body in ({"game": "poker"}, {}, {"game": ""}, {"game": 1}):
        error = refused(await shop.game("requestPlayToken", player, body), "0000")
        assert error["fields"] == ["game"]
    error = refused(await shop.game("history", player, {"game": "poker"}), "0000")
    assert error["fields"] == ["game"]


async def test_calls_need_a_player(shop: MiniShop) -> None:
    for path in ("list", "requestPlayToken", "play", "history"):
        response = await shop.client.post(f"/api/miniGame/{path}", json={})
        assert response.status_code == 401, response.text


# ----- the check-in -------------------------------------------------------------------------


async def test_check_in_once_a_day_pays_the_days_prize(shop: MiniShop) -> None:
    await shop.minigames(check_in=True)  # day n pays n of credit
    player = await shop.player()
    games = await shop.game_data("list", player)
    assert games["checkIn"]["streak"] == 0 and games["checkIn"]["checkedToday"] is False
    assert [d["day"] for d in games["checkIn"]["days"]] == list(range(1, 8))
    token = await shop.token(player, "checkIn")
    second = await shop.token(player, "checkIn")
    played = (await shop.play(player, token)).json()["data"]
    assert played["game"] == "checkIn" and played["day"] == 1 and played["segmentIndex"] is None
    assert played["prize"] == {"type": "credit", "amount": 1}
    assert played["wallet"]["creditBalance"] == 1
    assert (await shop.play(player, token)).json()["data"]["id"] == played["id"]
    refused(await shop.play(player, second), "0051", "checked_in_today")
    refused(
        await shop.game("requestPlayToken", player, {"game": "checkIn"}), "0051", "checked_in_today"
    )
    games = await shop.game_data("list", player)
    assert games["checkIn"]["streak"] == 1 and games["checkIn"]["checkedToday"] is True
    assert (await shop.wallet(player))["creditBalance"] == 1
    assert await shop.plays(player) == 1
    assert await ledger_problems(shop.ctx) == []


@pytest.mark.parametrize(
    ("days_ago", "streak_day", "streak", "expected"),
    [(1, 3, 3, 4), (1, 7, 7, 1), (2, 5, 0, 1)],
)
async def test_the_streak_continues_from_yesterday(
    shop: MiniShop, days_ago: int, streak_day: int, streak: int, expected: int
) -> None:
    await shop.minigames(
        check_in=True,
        check_in_turnover=1,
        days=[prize("spins", 1), prize("none"), prize("none"), prize("diamonds", 4)]
        + [prize("credit", 5)] * 3,
    )
    player = await shop.player()
    await shop.checked_in(player, today() - timedelta(days=days_ago), streak_day)
    assert (await shop.game_data("list", player))["checkIn"]["streak"] == streak
    played = (await shop.play(player, await shop.token(player, "checkIn"))).json()["data"]
    assert played["day"] == expected
    wallet = played["wallet"]
    if expected == 4:
        assert played["prize"] == {"type": "diamonds", "amount": 4} and wallet["diamonds"] == 4
    else:
        assert played["prize"] == {"type": "spins", "amount": 1} and wallet["spins"] == 1
    games = await shop.game_data("list", player)
    assert games["checkIn"]["streak"] == expected and games["checkIn"]["checkedToday"]
    assert await ledger_problems(shop.ctx) == []


async def test_history_lists_newest_first_and_by_game(shop: MiniShop) -> None:
    await shop.minigames(daily_free=2, check_in=True)
    player = await shop.player()
    first = (await shop.play(player, await shop.token(player))).json()["data"]
    checked = (await shop.play(player, await shop.token(player, "checkIn"))).json()["data"]
    last = (await shop.play(player, await shop.token(player))).json()["data"]
    history = await shop.game_data("history", player)
    assert [p["id"] for p in history] == [last["id"], checked["id"], first["id"]]
    assert all(p["wallet"]["creditBalance"] == 21 for p in history)  # the wallet as it is now
    wheel = await shop.game_data("history", player, {"game": "wheel"})
    assert [p["id"] for p in wheel] == [last["id"], first["id"]]
    other = await shop.player()
    assert await shop.game_data("history", other) == []
    assert Decimal(str(history[1]["prize"]["amount"])) == 1
