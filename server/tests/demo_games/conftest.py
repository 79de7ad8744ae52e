"""The demo game upstream in the test's own event loop (httpx over ASGI, a fresh app and state
per test) and helpers to call its three protocols as an operator."""

from __future__ import annotations

import base64
import secrets
from collections.abc import AsyncIterator
from typing import Any

import httpx
import pytest
from fastapi import FastAPI

from promptplay.upstreams.demo_games import DemoGamesSettings, create_app

# The master secret: what registers operators (`PUT /operators/{operator}`).
SECRET = DemoGamesSettings().secret.get_secret_value()
OPERATOR = "opa"
# The operators every fresh app knows, each with a random key of this test run.
OPERATORS = ("opa", "opb")
_KEYS: dict[str, str] = {}


def key(operator: str = OPERATOR) -> str:
    """The key `operator` is registered with (the same for the whole test run)."""
    return _KEYS.setdefault(operator, secrets.token_hex(16))


def master() -> dict[str, str]:
    return {"authorization": f"Bearer {SECRET}"}


def basic(operator: str = OPERATOR, api_key: str | None = None) -> dict[str, str]:
    pair = f"{operator}:{api_key if api_key is not None else key(operator)}".encode()
    return {"authorization": "Basic " + base64.b64encode(pair).decode()}


def bearer(operator: str = OPERATOR, api_key: str | None = None) -> dict[str, str]:
    return {
        "x-operator": operator,
        "authorization": f"Bearer {api_key if api_key is not None else key(operator)}",
    }


def pg_form(operator: str = OPERATOR, api_key: str | None = None, **fields: Any) -> dict:
    return {
        "operator_token": operator,
        "secret_key": api_key if api_key is not None else key(operator),
        **fields,
    }


@pytest.fixture
def app() -> FastAPI:
    made = create_app(DemoGamesSettings())
    for operator in OPERATORS:
        made.state.operators.register(operator, key(operator))
    return made


@pytest.fixture
async def client(app: FastAPI) -> AsyncIterator[httpx.AsyncClient]:
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url="http://games.test") as http:
        yield http


async def deposit_a(
    client: httpx.AsyncClient, username: str, amount: str, ref: str, operator: str = OPERATOR
) -> dict[str, Any]:
    response = await client.post(
        "/seamless/transfer/deposit",
        headers=basic(operator),
        json={"username": username, "amount": amount, "transactionRef": ref, "currency": "THB"},
    )
    assert response.status_code == 200, response.text
    assert response.json()["code"] == 0, response.text
    return response.json()["data"]


async def launch_a(
    client: httpx.AsyncClient, username: str, game: str, mobile: bool = False
) -> str:
    """A type A launch: the session token of the URL it answers."""
    response = await client.post(
        "/seamless/logIn",
        headers=basic(),
        json={
            "username": username,
            "productId": game.split("-")[0],
            "gameCode": game,
            "isMobileLogin": mobile,
            "sessionToken": "s",
            "currency": "THB",
            "language": "en",
        },
    )
    body = response.json()
    assert body["code"] == 0, body
    return body["data"]["url"].split("/play/")[1].split("?")[0]
