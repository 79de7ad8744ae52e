"""Plain factory functions that build test data through the real services and the API."""

from __future__ import annotations

import asyncio
import itertools
import os
from dataclasses import dataclass
from typing import Any

import httpx
from click.testing import CliRunner, Result

from promptplay.admin.service import NewAgent, add_agent_bank_account, create_agent, create_staff
from promptplay.cli import main
from promptplay.context import AppContext
from promptplay.ledger import verify
from promptplay.models import Agent as AgentRow

_counter = itertools.count(1)
_run = os.getpid() % 10_000

PHONE_PREFIX = {"TH": "08", "VN": "09", "LA": "020"}
BANK = {"TH": ("KBANK", 10), "VN": ("VCB", 13), "LA": ("BCEL", 18)}


@dataclass(frozen=True)
class AgentInfo:
    id: int
    prefix: str
    host: str
    country: str


async def make_agent(
    ctx: AppContext, country: str = "TH", layout: str = "a", **extra: Any
) -> AgentInfo:
    n = next(_counter)
    prefix = f"T{_run:04d}{n:03d}"[-12:]
    host = f"{prefix.lower()}.test.example"
    async with ctx.db.write() as session:
        agent = await create_agent(
            session,
            NewAgent(
                prefix=prefix,
                domains=[host, f"alt-{host}"],
                country_code=country,
                layout=layout,
                **extra,
            ),
        )
    return AgentInfo(agent.id, prefix, host, country)


def unique_digits(width: int) -> str:
    return f"{_run:04d}{next(_counter):06d}".rjust(width, "1")[-width:]


def register_body(agent: AgentInfo, **overrides: Any) -> dict[str, Any]:
    prefix = PHONE_PREFIX[agent.country]
    tel_width = 10 if agent.country != "LA" else 11
    bank, digits = BANK[agent.country]
    body = {
        "username": f"p{unique_digits(9)}",
        "password": "secret123",
        "tel": prefix + unique_digits(tel_width - len(prefix)),
        "prefixAgent": agent.prefix,
        "bankCode": bank,
        "bankAccountNo": unique_digits(digits),
        "bankAccountName": "Somchai Jaidee",
        "lineId": "somchai",
    }
    body.update(overrides)
    return body


@dataclass
class Player:
    username: str
    password: str
    access_token: str
    refresh_token: str
    user: dict[str, Any]

    @property
    def auth(self) -> dict[str, str]:
        return {"authorization": f"Bearer {self.access_token}"}


async def register(client: httpx.AsyncClient, agent: AgentInfo, **overrides: Any) -> dict[str, Any]:
    body = register_body(agent, **overrides)
    response = await client.post("/api/player/register", json=body)
    assert response.status_code == 200, response.text
    return body


async def login(
    client: httpx.AsyncClient, agent: AgentInfo, username: str, password: str
) -> Player:
    response = await client.post(
        "/api/auth/login",
        json={
            "username": username,
            "password": password,
            "userType": "player",
            "agentPrefix": agent.prefix,
        },
    )
    assert response.status_code == 200, response.text
    data = response.json()["data"]
    return Player(username, password, data["accessToken"], data["refreshToken"], data["user"])


async def registered_player(
    client: httpx.AsyncClient, agent: AgentInfo, **overrides: Any
) -> Player:
    body = await register(client, agent, **overrides)
    return await login(client, agent, body["username"], body["password"])


def error_of(response: httpx.Response) -> dict[str, Any]:
    body = response.json()
    assert body["status"] == "error", body
    return body["error"]["message"]


@dataclass(frozen=True)
class Cashier:
    """An agent ready for money tests: a deposit account and a member of staff."""

    agent: AgentInfo
    deposit_account_id: int
    staff_username: str
    staff_password: str = "staff1234"


async def make_cashier_agent(
    ctx: AppContext, country: str = "TH", game_company: str = "AMB", **limits: Any
) -> Cashier:
    """`limits` set agent columns in minor units (minimum_deposit=…, turn=Decimal(…), …)."""
    agent = await make_agent(ctx, country, game_company=game_company)
    bank, digits = BANK[country]
    async with ctx.db.write() as session:
        row = await session.get(AgentRow, agent.id)
        assert row is not None
        for name, value in limits.items():
            setattr(row, name, value)
        account = await add_agent_bank_account(
            session,
            row,
            bank,
            unique_digits(digits),
            "Agent Co",
            # PromptPay is a baht scheme: only a Thai agent's account has a target.
            promptpay_phone="0812345678" if country == "TH" else None,
        )
        # The agent's admin: the money tests set the agent up as well as decide requests.
        await create_staff(session, agent.prefix, "staff", "staff1234", role="admin")
    return Cashier(agent, account.id, "staff")


async def voucher_cashier(ctx: AppContext, **limits: Any) -> Cashier:
    """A Thai agent that takes TrueMoney vouchers into a receiving wallet of its own."""
    return await make_cashier_agent(
        ctx,
        payment_method="BANK,TRUEMONEY",
        truemoney_mobile=receiving_mobile(),
        **limits,
    )


def receiving_mobile() -> str:
    """A Thai mobile number no other test uses (an agent's TrueMoney wallet)."""
    return "06" + unique_digits(8)


async def staff_token(client: httpx.AsyncClient, cashier: Cashier) -> dict[str, str]:
    response = await client.post(
        "/api/backoffice/auth/login",
        json={"username": cashier.staff_username, "password": cashier.staff_password},
    )
    assert response.status_code == 200, response.text
    return {"authorization": f"Bearer {response.json()['data']['accessToken']}"}


async def deposit(
    client: httpx.AsyncClient, player: Player, cashier: Cashier, amount: Any
) -> dict[str, Any]:
    response = await client.post(
        "/api/bank/transaction",
        json={"bankAccountId": cashier.deposit_account_id, "type": "DEPOSIT", "amount": amount},
        headers=player.auth,
    )
    assert response.status_code == 200, response.text
    return response.json()["data"]["transaction"]


async def funded_player(
    client: httpx.AsyncClient, cashier: Cashier, staff: dict[str, str], amount: Any = 1000
) -> Player:
    """A new player whose deposit of `amount` staff have approved."""
    player = await registered_player(client, cashier.agent)
    tx = await deposit(client, player, cashier, amount)
    response = await client.post(f"/api/backoffice/transactions/{tx['id']}/approve", headers=staff)
    assert response.status_code == 200, response.text
    return player


async def wallet_of(client: httpx.AsyncClient, player: Player) -> dict[str, Any]:
    response = await client.post("/api/player/wallet", headers=player.auth)
    assert response.status_code == 200, response.text
    return response.json()["data"]


async def ledger_problems(ctx: AppContext) -> list[str]:
    async with ctx.db.connect() as connection:
        return [str(problem) for problem in await verify(connection)]


def client_for_agent(ctx: AppContext, cashier: Cashier) -> httpx.AsyncClient:
    from tests.conftest import client_for

    return client_for(ctx, cashier.agent.host)


def withdraw_body(player: Player, amount: Any) -> dict[str, Any]:
    """A withdrawal to the player's own bank account."""
    return {
        "bankAccountId": player.user["player"]["bankAccountId"],
        "type": "WITHDRAW",
        "amount": amount,
    }


async def promptplay(*args: str) -> Result:
    """The command line, off the event loop (it runs its own); see the `cli_env` fixture."""
    return await asyncio.to_thread(CliRunner().invoke, main, list(args))
