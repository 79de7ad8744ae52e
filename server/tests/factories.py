"""Plain factory functions that build test data through the real services and the API."""

from __future__ import annotations

import itertools
import os
from dataclasses import dataclass
from typing import Any

import httpx

from promptplay.admin.service import NewAgent, create_agent
from promptplay.core.context import AppContext

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
