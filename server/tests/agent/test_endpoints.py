"""Domain and configuration calls (spec §7): each answers for the agent of the host."""

from __future__ import annotations

import pytest

from promptplay.models import Announcement, Banner
from tests.conftest import client_for
from tests.factories import error_of, make_agent


@pytest.mark.parametrize("spelling", ["{h}", "{h}:8443", "HTTPS://{H}/some/path", " {h}. "])
async def test_get_domain_resolves_the_agent_whatever_the_spelling(ctx, spelling: str) -> None:
    agent = await make_agent(ctx, country="VN", layout="zuka")
    domain = spelling.format(h=agent.host, H=agent.host.upper())
    async with client_for(ctx, "portal.example") as client:
        response = await client.post("/api/agent/getDomain", json={"domain": domain})
    assert response.status_code == 200, response.text
    data = response.json()["data"]
    assert (data["id"], data["prefix"]) == (agent.id, agent.prefix)
    assert data["country"] == {
        "id": 2,
        "code": "VN",
        "name": "Vietnam",
        "nameTh": data["country"]["nameTh"],
        "currency": "VND",
        "dialingCode": "+84",
        "timezone": "Asia/Ho_Chi_Minh",
    }
    assert data["countriesId"] == 2
    assert data["templateSetting"]["layout"] == {"name": "zuka"}
    template = data["templateSetting"]["template"]
    for key in (
        "confirmButton",
        "cancelButton",
        "primaryButton",
        "title",
        "favicon",
        "logo",
        "lineFloatingButton",
        "lineUrl",
        "telegramFloatingButton",
        "whatAppFloatingButton",
        "facebookMessengerFloatingButton",
        "facebookMessengerUrl",
        "bgImage",
    ):
        assert key in template
    assert data["minimumDeposit"] == 50000 and data["maximumWithdraw"] == 200000000


async def test_get_domain_unknown_is_0040(ctx) -> None:
    async with client_for(ctx, "portal.example") as client:
        response = await client.post("/api/agent/getDomain", json={"domain": "nobody.example"})
    assert response.status_code == 404
    assert error_of(response)["errorCode"] == "0040"


async def test_template_setting_by_domain(ctx) -> None:
    agent = await make_agent(
        ctx, layout="ufa-c", template={"title": "Lucky", "lineFloatingButton": True}
    )
    async with client_for(ctx, "portal.example") as client:
        response = await client.post(
            "/api/configuration/getConfigurationDomain",
            json={"domainName": agent.host, "configurationName": "templateSetting"},
        )
        wrong = await client.post(
            "/api/configuration/getConfigurationDomain",
            json={"domainName": agent.host, "configurationName": "secrets"},
        )
    setting = response.json()["data"]
    assert setting["layout"]["name"] == "ufa-c"
    assert setting["template"]["title"] == "Lucky"
    assert setting["template"]["lineFloatingButton"] is True
    assert setting["template"]["confirmButton"]["mode"] in {"default", "single", "gradient"}
    assert error_of(wrong)["fields"] == ["configurationName"]


async def test_player_configuration_of_the_host(ctx) -> None:
    agent = await make_agent(ctx, player_configuration={"contact": {"lineId": "@lucky"}})
    async with client_for(ctx, agent.host) as client:
        data = (await client.post("/api/configuration/playerGetConfiguration", json={})).json()[
            "data"
        ]
    assert data["contact"]["lineId"] == "@lucky"
    assert data["captcha"] is False  # CAPTCHA=off in these tests
    assert data["usernameRule"]["minLength"] == 4 and data["passwordRule"]["minLength"] == 8


async def test_announcements_and_banners_belong_to_the_host_agent(ctx) -> None:
    mine, other = await make_agent(ctx), await make_agent(ctx)
    async with ctx.db.write() as session:
        session.add(Announcement(agent_id=mine.id, title="mine", message="hello"))
        session.add(Announcement(agent_id=other.id, title="theirs", message="x"))
        session.add(Announcement(agent_id=mine.id, title="hidden", message="x", is_active=False))
        session.add(Banner(agent_id=mine.id, title="b1", image_url="/b1.png"))
        session.add(Banner(agent_id=other.id, title="b2", image_url="/b2.png"))
    async with client_for(ctx, mine.host) as client:
        announcements = (await client.get("/api/announcement/byPlayer")).json()["data"]
        banners = (await client.post("/api/bannerManager/get", json={})).json()["data"]
    assert [a["title"] for a in announcements] == ["mine"]
    assert [b["title"] for b in banners] == ["b1"]


async def test_host_that_is_no_agent_gets_0040(ctx) -> None:
    async with client_for(ctx, "stranger.example") as client:
        for response in (
            await client.get("/api/announcement/byPlayer"),
            await client.post("/api/bannerManager/get", json={}),
            await client.post("/api/configuration/playerGetConfiguration", json={}),
        ):
            assert response.status_code == 404
            assert error_of(response)["errorCode"] == "0040"


async def test_currencies(ctx) -> None:
    agent = await make_agent(ctx, country="LA")
    async with client_for(ctx, agent.host) as client:
        everything = (await client.get("/api/currency/get/currencyList")).json()["data"]
        by_agent = (await client.get(f"/api/currency/get/currencyList/{agent.id}")).json()["data"]
        missing = await client.get("/api/currency/get/currencyList/999999")
        bad = await client.get("/api/currency/get/currencyList/abc")
    assert {"THB", "VND", "LAK"} <= {c["code"] for c in everything}
    assert [c["code"] for c in by_agent] == ["LAK"]
    assert error_of(missing)["errorCode"] == "0040"
    assert error_of(bad)["fields"] == ["agentId"]


@pytest.mark.parametrize(("country_id", "code"), [(1, "KBANK"), (2, "VCB"), (3, "BCEL")])
async def test_bank_list_by_country(ctx, country_id: int, code: str) -> None:
    async with client_for(ctx, "x.example") as client:
        banks = (await client.get(f"/api/bank/get/bankList/{country_id}")).json()["data"]
        icon = await client.get(banks[0]["iconUrl"])
    assert code in {b["code"] for b in banks}
    assert {b["countryId"] for b in banks} == {country_id}
    bank = next(b for b in banks if b["code"] == code)
    assert bank["swiftCode"] and bank["nameTh"] and bank["nameEn"]
    assert icon.status_code == 200 and icon.headers["content-type"].startswith("image/svg+xml")


async def test_bank_list_of_the_host_and_unknown_country(ctx) -> None:
    agent = await make_agent(ctx, country="VN")
    async with client_for(ctx, agent.host) as client:
        host_banks = (await client.get("/api/bank/get/bankList")).json()["data"]
        missing = await client.get("/api/bank/get/bankList/99")
        icon = await client.get("/api/bank/icon/NOPE.svg")
    assert {b["countryId"] for b in host_banks} == {2}
    assert error_of(missing)["errorCode"] == "0040"
    assert icon.status_code == 404


async def test_operator_domains_are_kept_as_host_names(ctx) -> None:
    from promptplay.admin.service import NewAgent, create_agent
    from promptplay.core.errors import InvalidData

    async with ctx.db.write() as session:
        await create_agent(
            session,
            NewAgent(prefix="HOSTNORM", domains=["HTTPS://Shop.Example:8443/x"], country_code="TH"),
        )
    async with client_for(ctx, "shop.example:9000") as client:
        response = await client.post("/api/configuration/playerGetConfiguration", json={})
    assert response.status_code == 200
    with pytest.raises(InvalidData):
        async with ctx.db.write() as session:
            await create_agent(
                session, NewAgent(prefix="HOSTNONE", domains=["  "], country_code="TH")
            )
