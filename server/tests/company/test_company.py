"""The company's console (the operator's): its own logins, bound to no agent; a new agent with
its domains, limits and first admin made at once or not at all, live on its domains at once,
taking its first deposit once its admin adds an account; its domains, game key and status
kept here, each change in the agent's audit trail. No agent's token opens the console."""

from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import dataclass
from typing import Any

import httpx
import pytest

from promptplay.admin.service import create_company_user
from promptplay.context import AppContext
from tests.conftest import client_for
from tests.factories import (
    AgentInfo,
    Cashier,
    deposit,
    error_of,
    make_cashier_agent,
    promptplay,
    registered_player,
    staff_token,
    unique_digits,
    wallet_of,
)
from tests.team.test_roles import backoffice_calls, filled

pytestmark = pytest.mark.asyncio

CONSOLE = "/api/backoffice/company"
PASSWORD = "operator-pass-1"


@dataclass
class Console:
    client: httpx.AsyncClient
    auth: dict[str, str]
    username: str

    async def call(self, method: str, path: str, body: Any = None, **kw: Any) -> httpx.Response:
        headers = kw.pop("headers", self.auth)
        return await self.client.request(
            method, f"{CONSOLE}{path}", json=body, headers=headers, **kw
        )

    async def data(self, method: str, path: str, body: Any = None) -> Any:
        response = await self.call(method, path, body)
        assert response.status_code == 200, response.text
        return response.json()["data"]


async def company_user(ctx: AppContext) -> str:
    username = f"op{unique_digits(8)}"
    async with ctx.db.write() as session:
        await create_company_user(session, username, PASSWORD)
    return username


@pytest.fixture
async def console(ctx: AppContext) -> AsyncIterator[Console]:
    username = await company_user(ctx)
    # The console answers on any host (and, with BACKOFFICE_HOST, on the back office's own).
    async with client_for(ctx, "operator.test.example") as client:
        login = await client.post(
            f"{CONSOLE}/auth/login", json={"username": username, "password": PASSWORD}
        )
        assert login.status_code == 200, login.text
        token = login.json()["data"]["accessToken"]
        yield Console(client, {"authorization": f"Bearer {token}"}, username)


def new_agent_body(**overrides: Any) -> dict[str, Any]:
    prefix = f"N{unique_digits(7)}"
    body: dict[str, Any] = {
        "prefix": prefix,
        "domains": [f"{prefix.lower()}.new.example", f"WWW.{prefix.lower()}.new.example:443"],
        "countryCode": "TH",
        "gameCompany": "AMB",
        "layout": "c",
        "admin": {"username": "boss", "password": "boss-pass-1"},
    }
    body.update(overrides)
    return body


def limits_body(**overrides: Any) -> dict[str, Any]:
    body: dict[str, Any] = {
        "minimumDeposit": "1",
        "maximumDeposit": "100",
        "minimumWithdraw": "1",
        "maximumWithdraw": "2",
        "maximumCreditBalance": "10",
        "turn": "1",
        "depositExpiryMinutes": 30,
    }
    return body | overrides


def refused(response: httpx.Response, status: int, code: str, fields: list[str]) -> None:
    assert response.status_code == status, response.text
    error = error_of(response)
    assert error["errorCode"] == code, response.text
    assert set(fields) <= set(error.get("fields") or []), error


async def served(client: httpx.AsyncClient, domain: str) -> str | None:
    """The prefix of the agent the site serves on `domain`, or None."""
    response = await client.post("/api/agent/getDomain", json={"domain": domain})
    if response.status_code != 200:
        assert error_of(response)["errorCode"] == "0040", response.text
        return None
    return response.json()["data"]["prefix"]


async def test_a_company_login_is_throttled_ends_and_rides_a_cookie_with_its_header(
    ctx: AppContext,
) -> None:
    username = await company_user(ctx)
    async with client_for(ctx, "operator.test.example") as client:
        wrong = await client.post(
            f"{CONSOLE}/auth/login", json={"username": username, "password": "wrong-pass-1"}
        )
        refused(wrong, 401, "0003", ["username"])
        nobody = await client.post(
            f"{CONSOLE}/auth/login", json={"username": "nobody-here", "password": PASSWORD}
        )
        refused(nobody, 401, "0003", ["username"])  # the same answer: no name is confirmed

        # The console's pages: the token as an HttpOnly cookie only, for the console's calls.
        page = await client.post(
            f"{CONSOLE}/auth/login",
            json={"username": f"  {username.upper()} ", "password": PASSWORD},
            headers={"x-staff-request": "1"},
        )
        assert page.status_code == 200, page.text
        assert page.json()["data"] == {"accessToken": None, "company": {"username": username}}
        cookie = page.headers["set-cookie"]
        assert "pp_company=" in cookie and "HttpOnly" in cookie
        assert "Path=/api/backoffice/company" in cookie and "SameSite=strict" in cookie
        assert (await client.get(f"{CONSOLE}/me")).json()["data"] == {"username": username}
        # A write by the cookie alone (a form of another site) is refused; with the header
        # the console's own page makes it.
        bare = await client.put(f"{CONSOLE}/agents/PP/status", json={"status": "active"})
        refused(bare, 403, "0035", [])
        # A second login ends the first session.
        api = await client.post(
            f"{CONSOLE}/auth/login", json={"username": username, "password": PASSWORD}
        )
        assert (await client.get(f"{CONSOLE}/me")).status_code == 401
        token = {"authorization": f"Bearer {api.json()['data']['accessToken']}"}
        assert (await client.get(f"{CONSOLE}/me", headers=token)).status_code == 200
        out = await client.post(f"{CONSOLE}/auth/logout", headers=token)
        assert out.status_code == 200
        refused(await client.get(f"{CONSOLE}/me", headers=token), 401, "0030", [])


async def test_no_agents_token_opens_the_console_nor_a_company_token_a_back_office(
    ctx: AppContext, console: Console
) -> None:
    calls = backoffice_calls(ctx, "/company/")
    assert len(calls) >= 11
    cashier = await make_cashier_agent(ctx)
    async with client_for(ctx, cashier.agent.host) as site:
        admin = await staff_token(site, cashier)
        player = await registered_player(site, cashier.agent)
        # A company token is no staff token, on the agent's own host either.
        refused(await site.get("/api/backoffice/me", headers=console.auth), 401, "0030", [])
    for method, path in calls:
        if path.startswith("/company/auth/"):
            continue
        url = f"/api/backoffice{filled(path)}"
        for auth in (admin, player.auth):
            response = await console.client.request(method, url, json={}, headers=auth)
            refused(response, 403, "0035", [])
        anonymous = await console.client.request(method, url, json={})
        refused(anonymous, 401, "0033", [])
        as_company = await console.client.request(method, url, json={}, headers=console.auth)
        assert as_company.status_code not in (401, 403), (method, path, as_company.text)


async def test_a_new_agent_is_live_at_once_and_takes_its_first_deposit(
    ctx: AppContext, console: Console
) -> None:
    body = new_agent_body(
        limits=limits_body(
            minimumDeposit="50",
            maximumDeposit="20000",
            minimumWithdraw="300",
            maximumWithdraw="10000",
            maximumCreditBalance="500000",
            turn="2",
            depositExpiryMinutes=45,
        )
    )
    prefix, host = body["prefix"], body["domains"][0]
    assert await served(console.client, host) is None
    agent = await console.data("POST", "/agents", body)
    assert agent["prefix"] == prefix and agent["status"] == "active"
    assert agent["domains"] == [host, f"www.{host}"]  # kept clean: no port, lower case
    assert (agent["countryCode"], agent["currencyCode"], agent["layout"]) == ("TH", "THB", "c")
    assert agent["paymentMethods"] == ["BANK"] and agent["depositAccounts"] == 0
    assert agent["limits"]["minimumDeposit"] == 50 and agent["limits"]["turn"] == 2
    assert agent["limits"]["depositExpiryMinutes"] == 45
    assert [(s["username"], s["role"], s["status"]) for s in agent["staff"]] == [
        ("boss", "admin", "active")
    ]
    assert len(agent["gameAccount"]["apiKeyEnd"]) == 4
    assert agent == await console.data("GET", f"/agents/{prefix.lower()}")
    listed = await console.data("GET", f"/agents?q={host[-20:].upper()}")
    assert [row["prefix"] for row in listed] == [prefix]

    # Its site answers on each domain at once, in its layout; its admin logs in there.
    for domain in agent["domains"]:
        assert await served(console.client, domain) == prefix
    info = AgentInfo(0, prefix, host, "TH")
    async with client_for(ctx, host) as site:
        config = await site.post(
            "/api/configuration/getConfigurationDomain", json={"domainName": host}
        )
        assert config.json()["data"]["layout"]["name"] == "c"
        cashier = Cashier(info, 0, "boss", "boss-pass-1")
        admin = await staff_token(site, cashier)
        me = (await site.get("/api/backoffice/me", headers=admin)).json()["data"]
        assert me["role"] == "admin"
        # Its admin adds the account players deposit into; its first player deposits, and the
        # money lands once staff approve.
        added = await site.post(
            "/api/backoffice/bankAccounts",
            json={
                "bankCode": "SCB",
                "bankAccountNo": unique_digits(10),
                "bankAccountName": "New Agent Co",
                "bankAccountType": "DEPOSIT",
            },
            headers=admin,
        )
        assert added.status_code == 200, added.text
        player = await registered_player(site, info)
        tx = await deposit(site, player, Cashier(info, added.json()["data"]["id"], "boss"), 500)
        approve = await site.post(f"/api/backoffice/transactions/{tx['id']}/approve", headers=admin)
        assert approve.status_code == 200, approve.text
        assert (await wallet_of(site, player))["creditBalance"] == 500
    detail = await console.data("GET", f"/agents/{prefix}")
    assert detail["depositAccounts"] == 1 and detail["players"] == 1

    # What the company did is in the agent's own audit trail, under its user's name.
    async with client_for(ctx, host) as site:
        audit = (await site.get("/api/backoffice/audit", headers=admin)).json()["data"]
    mine = [e for e in audit if e["staffUsername"] == f"company:{console.username}"]
    assert {e["action"] for e in mine} == {"company.agent.create", "company.admin.add"}


async def test_an_agent_takes_its_currencys_defaults_and_methods(
    console: Console,
) -> None:
    agent = await console.data(
        "POST", "/agents", new_agent_body(countryCode="vn", gameCompany="ufa", layout="zuka")
    )
    assert (agent["currencyCode"], agent["gameCompany"]) == ("VND", "UFA")
    assert agent["paymentMethods"] == ["BANK", "GATEWAY"]
    assert agent["limits"]["minimumDeposit"] == 50_000
    lao = await console.data("POST", "/agents", new_agent_body(countryCode="LA"))
    assert (lao["currencyCode"], lao["paymentMethods"]) == ("LAK", ["BANK"])
    assert (lao["limits"]["minimumDeposit"], lao["limits"]["maximumWithdraw"]) == (
        10_000,
        20_000_000,
    )


@pytest.mark.parametrize(
    ("overrides", "status", "code", "fields"),
    [
        ({"prefix": "a-b"}, 422, "0000", ["prefix"]),
        ({"prefix": "X"}, 422, "0000", ["prefix"]),
        ({"domains": []}, 422, "0000", ["domains"]),
        ({"domains": ["exa mple.com"]}, 422, "0000", ["domain"]),
        ({"domains": ["a..b.example"]}, 422, "0000", ["domain"]),
        ({"domains": ["-bad.example"]}, 422, "0000", ["domain"]),
        ({"countryCode": "US"}, 422, "0000", ["country"]),
        ({"gameCompany": "NOPE"}, 422, "0000", ["gameCompany"]),
        ({"layout": "nope"}, 422, "0000", ["layout"]),
        ({"gameApiKey": "short"}, 422, "0000", ["gameApiKey"]),
        ({"gameUsername": "a b"}, 422, "0000", ["gameUsername"]),
        ({"truemoneyMobile": "12345"}, 422, "0000", ["truemoneyMobile"]),
        ({"countryCode": "VN", "truemoneyMobile": "0655551234"}, 422, "0000", ["truemoneyMobile"]),
        ({"admin": {"username": "boss", "password": "short"}}, 422, "0000", ["password"]),
        ({"admin": {"username": "b@d!", "password": "boss-pass-1"}}, 422, "0000", ["username"]),
        ({"admin": {"username": "boss"}}, 422, "0000", ["admin"]),
        ({"extra": 1}, 422, "0000", ["extra"]),
        (
            {"limits": limits_body(minimumDeposit="500")},
            422,
            "0000",
            ["minimumDeposit", "maximumDeposit"],
        ),
        (
            {"limits": limits_body(minimumDeposit="-5")},
            422,
            "0000",
            ["limits"],  # a nested field is named by its section
        ),
    ],
)
async def test_a_refused_agent_leaves_nothing_made(
    console: Console, overrides: dict[str, Any], status: int, code: str, fields: list[str]
) -> None:
    body = new_agent_body(**overrides)
    refused(await console.call("POST", "/agents", body), status, code, fields)
    prefix = str(body["prefix"])
    if "prefix" in overrides:
        return
    # Nothing half-made (no agent, no domain, no admin): the same agent is made once the
    # mistake is mended.
    refused(await console.call("GET", f"/agents/{prefix}"), 404, "0040", ["prefix"])
    made = await console.data("POST", "/agents", new_agent_body(prefix=prefix))
    assert [s["username"] for s in made["staff"]] == ["boss"]


async def test_a_taken_prefix_or_domain_is_refused(console: Console) -> None:
    first = await console.data("POST", "/agents", new_agent_body())
    again = new_agent_body(prefix=first["prefix"].lower())
    refused(await console.call("POST", "/agents", again), 409, "23505", ["prefix"])
    taken = new_agent_body(domains=[f"https://{first['domains'][1]}/"])
    refused(await console.call("POST", "/agents", taken), 409, "23505", ["domain"])


async def test_domains_key_and_status_are_kept_from_the_console(
    ctx: AppContext, console: Console
) -> None:
    agent = await console.data("POST", "/agents", new_agent_body())
    prefix, (primary, second) = agent["prefix"], agent["domains"]
    third = f"play.{primary}"
    added = await console.data("POST", f"/agents/{prefix}/domains", {"domain": third.upper()})
    assert added["domains"] == [primary, second, third]
    assert await served(console.client, third) == prefix
    again = await console.call("POST", f"/agents/{prefix}/domains", {"domain": third})
    refused(again, 409, "23505", ["domain"])
    bad = await console.call("POST", f"/agents/{prefix}/domains", {"domain": "no_pe.example"})
    refused(bad, 422, "0000", ["domain"])
    # The primary removed: the next one takes its place; the last one stays.
    left = await console.data("DELETE", f"/agents/{prefix}/domains/{primary}")
    assert left["domains"] == [second, third]
    assert await served(console.client, primary) is None
    await console.data("DELETE", f"/agents/{prefix}/domains/{third}")
    last = await console.call("DELETE", f"/agents/{prefix}/domains/{second}")
    refused(last, 422, "0000", ["domain"])
    missing = await console.call("DELETE", f"/agents/{prefix}/domains/other.example")
    refused(missing, 404, "0040", ["domain"])
    refused(await console.call("GET", "/agents/NOAGENT1"), 404, "0040", ["prefix"])

    # A new game key: the one the upstream issued, or a fresh one.
    issued = "k" * 20 + "WXYZ"
    keyed = await console.data("PUT", f"/agents/{prefix}/game-account", {"gameApiKey": issued})
    assert keyed["gameAccount"]["apiKeyEnd"] == "WXYZ"
    fresh = await console.data("PUT", f"/agents/{prefix}/game-account", {"gameApiKey": None})
    assert fresh["gameAccount"]["apiKeyEnd"] != "WXYZ"
    short = await console.call("PUT", f"/agents/{prefix}/game-account", {"gameApiKey": "x"})
    refused(short, 422, "0000", ["gameApiKey"])

    # Another admin; then the agent set inactive: its players' and staff's sessions end at
    # once and its site answers no more; active again, they log in again.
    more = await console.data(
        "POST", f"/agents/{prefix}/admins", {"username": "deputy", "password": "deputy-pass-1"}
    )
    assert [(s["username"], s["role"]) for s in more["staff"]] == [
        ("boss", "admin"),
        ("deputy", "admin"),
    ]
    dup = await console.call(
        "POST", f"/agents/{prefix}/admins", {"username": "boss", "password": "boss-pass-1"}
    )
    refused(dup, 409, "23505", ["username"])
    info = AgentInfo(0, prefix, second, "TH")
    async with client_for(ctx, second) as site:
        admin = await staff_token(site, Cashier(info, 0, "deputy", "deputy-pass-1"))
        player = await registered_player(site, info)
        off = await console.data("PUT", f"/agents/{prefix}/status", {"status": "inactive"})
        assert off["status"] == "inactive"
        assert (await site.get("/api/backoffice/me", headers=admin)).status_code in (401, 404)
        assert (await site.post("/api/player/wallet", headers=player.auth)).status_code in (
            401,
            404,
        )
        assert await served(site, second) is None
        on = await console.data("PUT", f"/agents/{prefix}/status", {"status": "active"})
        assert on["status"] == "active" and await served(site, second) == prefix
        assert (await site.get("/api/backoffice/me", headers=admin)).status_code == 401
        await staff_token(site, Cashier(info, 0, "deputy", "deputy-pass-1"))
        audit = (
            await site.get(
                "/api/backoffice/audit",
                headers=await staff_token(site, Cashier(info, 0, "deputy", "deputy-pass-1")),
            )
        ).json()["data"]
    actions = [e["action"] for e in audit if e["staffUsername"].startswith("company:")]
    for action in (
        "company.domain.add",
        "company.domain.remove",
        "company.gameKey.rotate",
        "company.admin.add",
        "company.agent.status",
    ):
        assert action in actions, actions
    assert all(issued not in str(e) for e in audit)  # no key is written down


async def test_a_company_login_is_made_on_the_command_line(ctx: AppContext, cli_env: None) -> None:
    username = f"cli{unique_digits(8)}"
    made = await promptplay(
        "company", "create-user", "--username", username, "--password", PASSWORD
    )
    assert made.exit_code == 0, made.output
    again = await promptplay(
        "company", "create-user", "--username", username, "--password", PASSWORD
    )
    assert again.exit_code != 0 and "exists" in again.output
    weak = await promptplay("company", "create-user", "--username", "cliweak", "--password", "x")
    assert weak.exit_code != 0
    async with client_for(ctx, "operator.test.example") as client:
        login = await client.post(
            f"{CONSOLE}/auth/login", json={"username": username, "password": PASSWORD}
        )
        assert login.status_code == 200, login.text


async def test_an_agents_limits_are_set_on_the_command_line(
    ctx: AppContext, console: Console, cli_env: None
) -> None:
    prefix = (await console.data("POST", "/agents", new_agent_body()))["prefix"]
    good = {
        "minimum-deposit": "20",
        "maximum-deposit": "9000",
        "minimum-withdraw": "150",
        "maximum-withdraw": "8000",
        "maximum-credit-balance": "90000",
        "turn": "1.5",
    }

    def args(values: dict[str, str]) -> list[str]:
        return ["agent", "limits", "--agent", prefix] + [
            part for name, value in values.items() for part in (f"--{name}", value)
        ]

    made = await promptplay(*args(good))
    assert made.exit_code == 0, made.output
    limits = (await console.data("GET", f"/agents/{prefix}"))["limits"]
    assert (limits["minimumDeposit"], limits["maximumWithdraw"], limits["turn"]) == (20, 8000, 1.5)
    # A range upside down, or a negative amount, changes nothing.
    for bad in ({"minimum-deposit": "9500"}, {"maximum-credit-balance": "-1"}):
        refused = await promptplay(*args(good | bad))
        assert refused.exit_code != 0, refused.output
    assert (await console.data("GET", f"/agents/{prefix}"))["limits"] == limits
