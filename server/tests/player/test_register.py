"""player/register: the payload of spec §3, the rules of spec §5, duplicates and captcha."""

from __future__ import annotations

import asyncio
import re
from datetime import timedelta

import pytest
from sqlalchemy import func, select, update

from promptplay.core.clock import utcnow
from promptplay.models import BankAccount, Captcha, Player, User, Wallet
from tests.conftest import client_for
from tests.factories import error_of, make_agent, register_body


async def count_players(ctx, agent_id: int) -> int:
    async with ctx.db.read() as session:
        return (
            await session.execute(
                select(func.count()).select_from(Player).where(Player.agent_id == agent_id)
            )
        ).scalar_one()


@pytest.mark.parametrize("country", ["TH", "VN", "LA"])
async def test_register_creates_user_player_bank_account_and_wallet(ctx, country: str) -> None:
    agent = await make_agent(ctx, country=country)
    body = register_body(
        agent, username="NewPlayer1", referrer="ABCDEFGH", refCode="ally-7", fromChannel="facebook"
    )
    async with client_for(ctx, agent.host) as client:
        response = await client.post("/api/player/register", json=body)
    assert response.status_code == 200, response.text
    data = response.json()["data"]
    user, player = data["user"], data["player"]
    assert user["username"] == "newplayer1" and user["userType"] == "player"
    assert player["agentId"] == agent.id and player["tel"] == body["tel"]
    assert player["refers"] == "ABCDEFGH" and player["fromChannel"] == "facebook"
    assert re.fullmatch(r"[A-Z0-9]{8}", player["invite"])
    currency = {"TH": "THB", "VN": "VND", "LA": "LAK"}[country]
    assert player["wallet"]["currencyCode"] == currency
    assert player["wallet"]["creditBalance"] == 0
    assert player["bankAccount"]["bankAccountNo"] == body["bankAccountNo"]
    assert player["bankAccount"]["bank"]["code"] == body["bankCode"]
    async with ctx.db.read() as session:
        wallet = (
            await session.execute(select(Wallet).where(Wallet.player_id == player["id"]))
        ).scalar_one()
        stored = await session.get(User, user["id"])
    assert wallet.currency_code == currency
    assert stored is not None and stored.password_hash.startswith("$argon2id$")
    assert body["password"] not in response.text


@pytest.mark.parametrize(
    ("country", "tel", "ok"),
    [
        ("TH", "0812345678", True),
        ("TH", "0612345678", True),
        ("TH", "0712345678", True),
        ("TH", "0912345678", True),
        ("TH", "0512345678", False),
        ("TH", "081234567", False),
        ("TH", "08123456789", False),
        ("TH", "+66812345678", False),
        ("TH", "08-1234567", False),
        ("VN", "0912345678", True),
        ("VN", "091234567", False),
        ("VN", "1912345678", False),
        ("LA", "02012345678", True),
        ("LA", "0201234567", False),
        ("LA", "03012345678", False),
    ],
)
async def test_phone_rule_follows_the_agent_country(ctx, country: str, tel: str, ok: bool) -> None:
    agent = await make_agent(ctx, country=country)
    async with client_for(ctx, agent.host) as client:
        response = await client.post("/api/player/register", json=register_body(agent, tel=tel))
    if ok:
        assert response.status_code == 200, response.text
    else:
        assert error_of(response)["fields"] == ["tel"]
        assert await count_players(ctx, agent.id) == 0


@pytest.mark.parametrize(
    ("overrides", "field"),
    [
        ({"username": "ab1"}, "username"),
        ({"username": "1abcd"}, "username"),
        ({"username": "abc_def"}, "username"),
        ({"username": "a" * 17}, "username"),
        ({"username": "สมชาย"}, "username"),
        ({"password": "short1"}, "password"),
        ({"password": "lettersonly"}, "password"),
        ({"password": "1234567890"}, "password"),
        ({"password": "a1" * 33}, "password"),
        ({"bankCode": "VCB"}, "bankCode"),
        ({"bankCode": "NOPE"}, "bankCode"),
        ({"bankAccountNo": "12345"}, "bankAccountNo"),
        ({"bankAccountNo": "12345abcde"}, "bankAccountNo"),
        ({"bankAccountNo": "１２３４５６７８９０"}, "bankAccountNo"),
        ({"bankAccountName": "   "}, "bankAccountName"),
        ({"bankAccountName": "x" * 129}, "bankAccountName"),
        ({"currencyCode": "VND"}, "currencyCode"),
        ({"tel": 812345678}, "tel"),
        ({"lineId": "x" * 65}, "lineId"),
    ],
)
async def test_bad_fields_are_0000_naming_the_field_and_write_nothing(
    ctx, overrides, field
) -> None:
    agent = await make_agent(ctx)
    async with client_for(ctx, agent.host) as client:
        response = await client.post("/api/player/register", json=register_body(agent, **overrides))
    error = error_of(response)
    assert error["errorCode"] == "0000"
    assert field in error["fields"]
    assert await count_players(ctx, agent.id) == 0


async def test_all_bad_fields_are_named_at_once(ctx) -> None:
    agent = await make_agent(ctx)
    body = register_body(agent, username="x", password="y", tel="1", bankAccountNo="z")
    async with client_for(ctx, agent.host) as client:
        error = error_of(await client.post("/api/player/register", json=body))
    assert set(error["fields"]) == {"username", "password", "tel", "bankAccountNo"}


async def test_duplicates_are_23505_naming_each_taken_field(ctx) -> None:
    agent = await make_agent(ctx)
    first = register_body(agent)
    async with client_for(ctx, agent.host) as client:
        assert (await client.post("/api/player/register", json=first)).status_code == 200
        same_name = await client.post(
            "/api/player/register", json=register_body(agent, username=first["username"].upper())
        )
        everything = await client.post(
            "/api/player/register",
            json=register_body(
                agent,
                username=first["username"],
                tel=first["tel"],
                bankAccountNo=first["bankAccountNo"],
            ),
        )
    assert same_name.status_code == 409
    assert error_of(same_name)["errorCode"] == "23505"
    assert error_of(same_name)["fields"] == ["username"]
    assert error_of(everything)["fields"] == ["username", "tel", "bankAccountNo"]
    assert await count_players(ctx, agent.id) == 1


async def test_same_details_may_register_with_another_agent(ctx) -> None:
    a, b = await make_agent(ctx), await make_agent(ctx)
    body = register_body(a)
    async with client_for(ctx, a.host) as client:
        assert (await client.post("/api/player/register", json=body)).status_code == 200
    async with client_for(ctx, b.host) as client:
        response = await client.post("/api/player/register", json={**body, "prefixAgent": b.prefix})
    assert response.status_code == 200, response.text


async def test_simultaneous_registrations_of_one_username_make_one_player(ctx) -> None:
    agent = await make_agent(ctx)
    username = register_body(agent)["username"]
    async with client_for(ctx, agent.host) as client:
        responses = await asyncio.gather(
            *(
                client.post("/api/player/register", json=register_body(agent, username=username))
                for _ in range(6)
            )
        )
    codes = sorted(r.status_code for r in responses)
    assert codes == [200] + [409] * 5, [r.text for r in responses]
    assert all(error_of(r)["fields"] == ["username"] for r in responses if r.status_code == 409)
    assert await count_players(ctx, agent.id) == 1
    async with ctx.db.read() as session:
        accounts = (
            await session.execute(
                select(func.count())
                .select_from(BankAccount)
                .where(BankAccount.agent_id == agent.id)
            )
        ).scalar_one()
    assert accounts == 1


async def test_prefix_of_another_agent_on_this_host_is_refused(ctx) -> None:
    mine, other = await make_agent(ctx), await make_agent(ctx)
    async with client_for(ctx, mine.host) as client:
        response = await client.post(
            "/api/player/register", json=register_body(mine, prefixAgent=other.prefix)
        )
    assert error_of(response)["errorCode"] == "0035"
    assert await count_players(ctx, other.id) == 0 and await count_players(ctx, mine.id) == 0


async def test_prefix_names_the_agent_when_the_host_is_none(ctx) -> None:
    agent = await make_agent(ctx)
    async with client_for(ctx, "api.platform.example") as client:
        ok = await client.post("/api/player/register", json=register_body(agent))
        missing = await client.post(
            "/api/player/register", json=register_body(agent, prefixAgent="NOPE")
        )
    assert ok.status_code == 200
    assert error_of(missing)["errorCode"] == "0040"


class TestCaptcha:
    async def test_register_needs_the_right_captcha_once(self, make_ctx) -> None:
        ctx = make_ctx(captcha="on")
        ctx.captcha_answer = lambda: "K7P2Q"
        agent = await make_agent(ctx)
        async with client_for(ctx, agent.host) as client:
            config = (
                await client.post("/api/configuration/playerGetConfiguration", json={})
            ).json()
            assert config["data"]["captcha"] is True
            issued = (await client.get("/api/captcha")).json()["data"]
            assert issued["image"].startswith("data:image/png;base64,")
            assert issued["expiresIn"] == 300
            none = await client.post("/api/player/register", json=register_body(agent))
            wrong = await client.post(
                "/api/player/register",
                json=register_body(agent, captchaId=issued["captchaId"], captcha="AAAAA"),
            )
            # A wrong answer spends the challenge: the right one no longer works with it.
            spent = await client.post(
                "/api/player/register",
                json=register_body(agent, captchaId=issued["captchaId"], captcha="K7P2Q"),
            )
            fresh = (await client.get("/api/captcha")).json()["data"]
            good = await client.post(
                "/api/player/register",
                json=register_body(agent, captchaId=fresh["captchaId"], captcha="k7p2q"),
            )
            replay = await client.post(
                "/api/player/register",
                json=register_body(agent, captchaId=fresh["captchaId"], captcha="K7P2Q"),
            )
        for response in (none, wrong, spent, replay):
            assert error_of(response)["fields"] == ["captcha"], response.text
        assert good.status_code == 200, good.text
        assert await count_players(ctx, agent.id) == 1

    async def test_expired_captcha_is_refused(self, make_ctx) -> None:
        ctx = make_ctx(captcha="on")
        ctx.captcha_answer = lambda: "ABCDE"
        agent = await make_agent(ctx)
        async with client_for(ctx, agent.host) as client:
            issued = (await client.get("/api/captcha")).json()["data"]
            async with ctx.db.write() as session:
                await session.execute(
                    update(Captcha)
                    .where(Captcha.id == issued["captchaId"])
                    .values(expires_at=utcnow() - timedelta(seconds=1))
                )
            response = await client.post(
                "/api/player/register",
                json=register_body(agent, captchaId=issued["captchaId"], captcha="ABCDE"),
            )
        assert error_of(response)["fields"] == ["captcha"]
