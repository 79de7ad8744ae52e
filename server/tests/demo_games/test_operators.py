"""Operators and their keys (`PUT /operators/{operator}`, docs/games.md §2 "Operators"): issued
only to a caller holding the master secret, never derived, replaced at once by a new one."""

from __future__ import annotations

import hashlib
import hmac
import secrets

import httpx

from .conftest import SECRET, basic, bearer, master, pg_form


async def _products(client: httpx.AsyncClient, operator: str, key: str) -> int:
    response = await client.get("/seamless/products", headers=basic(operator, key))
    return response.status_code


async def test_only_the_master_secret_registers_an_operator(client: httpx.AsyncClient) -> None:
    key = secrets.token_hex(16)
    for headers in ({}, {"authorization": "Bearer wrong"}, {"authorization": f"Basic {SECRET}"}):
        refused = await client.put("/operators/opz", json={"apiKey": key}, headers=headers)
        assert refused.status_code == 401, headers
    assert await _products(client, "opz", key) == 401

    for body in ({}, {"apiKey": "short"}, {"apiKey": "has spaces in it ok"}, {"apiKey": 12}):
        bad = await client.put("/operators/opz", json=body, headers=master())
        assert bad.status_code == 400, body
    assert (
        await client.put("/operators/o:z", json={"apiKey": key}, headers=master())
    ).status_code == 400

    made = await client.put("/operators/opz", json={"apiKey": key}, headers=master())
    assert made.json() == {"operator": "opz", "registered": True, "replaced": False}
    assert await _products(client, "opz", key) == 200
    xg = await client.get("/xg/v1/providers", headers=bearer("opz", key))
    assert xg.json()["ok"] is True
    pg = await client.post("/pg/Product/List", data=pg_form("opz", key))
    assert pg.json()["error"] is None


async def test_a_new_key_retires_the_old_one_and_nothing_is_derived(
    client: httpx.AsyncClient,
) -> None:
    old, new = secrets.token_hex(16), secrets.token_hex(16)
    await client.put("/operators/opr", json={"apiKey": old}, headers=master())
    again = await client.put("/operators/opr", json={"apiKey": new}, headers=master())
    assert again.json()["replaced"] is True
    assert await _products(client, "opr", old) == 401
    assert await _products(client, "opr", new) == 200
    # The key earlier versions derived from the master secret and the operator's name.
    derived = hmac.new(SECRET.encode(), b"opr", hashlib.sha256).hexdigest()[:32]
    assert await _products(client, "opr", derived) == 401
    assert await _products(client, "never", derived) == 401
