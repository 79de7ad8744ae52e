"""Unauthenticated writes are rate-limited per client address before they reach the database:
captcha issue, registration, login attempts (player and staff). With TEST_REDIS_URL, two
app instances (as two server processes) share one count."""

from __future__ import annotations

import asyncio
import os
import uuid
from collections import Counter

import httpx
import pytest
from sqlalchemy import func, select

from promptplay.app import create_app
from promptplay.core.ratelimit import address_key, close_rate_limiter
from promptplay.models import Captcha, Player
from tests.factories import error_of, make_agent, register_body

ONE = "203.0.113.7"
OTHER = "198.51.100.20"
REDIS_URL = os.environ.get("TEST_REDIS_URL")


def client_at(app, host: str, address: str) -> httpx.AsyncClient:  # type: ignore[no-untyped-def]
    transport = httpx.ASGITransport(app=app, raise_app_exceptions=False, client=(address, 40000))
    return httpx.AsyncClient(transport=transport, base_url=f"http://{host}")


def codes(responses: list[httpx.Response]) -> Counter[str]:
    return Counter("ok" if r.status_code == 200 else error_of(r)["errorCode"] for r in responses)


def assert_refused(response: httpx.Response, window: int) -> None:
    assert response.status_code == 429
    assert error_of(response)["errorCode"] == "0036"
    assert 1 <= int(response.headers["retry-after"]) <= window


async def count_rows(ctx, model, *where) -> int:  # type: ignore[no-untyped-def]
    async with ctx.db.read() as session:
        return (
            await session.execute(select(func.count()).select_from(model).where(*where))
        ).scalar_one()


async def test_a_registration_burst_is_refused_while_another_address_passes(make_ctx) -> None:
    ctx = make_ctx(rate_limit_register=3)
    agent = await make_agent(ctx)
    app = create_app(context=ctx)
    async with client_at(app, agent.host, ONE) as one, client_at(app, agent.host, OTHER) as other:
        burst = await asyncio.gather(
            *(one.post("/api/player/register", json=register_body(agent)) for _ in range(10))
        )
        elsewhere = await other.post("/api/player/register", json=register_body(agent))
    assert codes(burst) == {"ok": 3, "0036": 7}
    assert_refused(next(r for r in burst if r.status_code == 429), 60)
    assert elsewhere.status_code == 200, elsewhere.text
    assert await count_rows(ctx, Player, Player.agent_id == agent.id) == 4


async def test_a_captcha_burst_is_refused_before_any_row_is_written(make_ctx) -> None:
    ctx = make_ctx(rate_limit_captcha=4)
    agent = await make_agent(ctx)
    app = create_app(context=ctx)
    before = await count_rows(ctx, Captcha)
    async with client_at(app, agent.host, ONE) as one, client_at(app, agent.host, OTHER) as other:
        burst = await asyncio.gather(*(one.get("/api/captcha") for _ in range(12)))
        elsewhere = await other.get("/api/captcha")
    assert codes(burst) == {"ok": 4, "0036": 8}
    assert elsewhere.status_code == 200
    assert await count_rows(ctx, Captcha) - before == 5


async def test_failed_logins_are_rate_limited_and_successes_give_their_unit_back(make_ctx) -> None:
    # The database's own throttle is set out of reach: the rate limit alone refuses here. An
    # hour's window: the test's logins never straddle two windows (fixed, clock-aligned), as
    # a minute's could on a slow machine.
    ctx = make_ctx(
        rate_limit_login=3,
        rate_limit_window_seconds=3600,
        login_max_failures_account=100,
        login_max_failures_address=100,
    )
    agent = await make_agent(ctx)
    app = create_app(context=ctx)
    async with client_at(app, agent.host, ONE) as one, client_at(app, agent.host, OTHER) as other:
        body = register_body(agent)
        assert (await other.post("/api/player/register", json=body)).status_code == 200
        right = {"username": body["username"], "password": body["password"]}
        # Successes do not use the address's rate up.
        for _ in range(5):
            assert (await one.post("/api/auth/login", json=right)).status_code == 200
        wrong = {**right, "password": "guess1234"}
        burst = await asyncio.gather(*(one.post("/api/auth/login", json=wrong) for _ in range(8)))
        staff = await one.post(
            "/api/backoffice/auth/login", json={"username": "boss", "password": "guess1234"}
        )
        elsewhere = await other.post("/api/auth/login", json=right)
    assert codes(burst) == {"0003": 3, "0036": 5}
    # The back office login shares the address's login rate.
    assert_refused(staff, 3600)
    assert elsewhere.status_code == 200


def test_ipv6_clients_are_counted_by_their_64_prefix() -> None:
    assert address_key("2001:db8:1:2:aaaa::1") == address_key("2001:db8:1:2:bbbb::9")
    assert address_key("2001:db8:1:3::1") != address_key("2001:db8:1:2::1")
    assert address_key("::ffff:192.0.2.1") == "192.0.2.1"
    assert address_key("192.0.2.1") == "192.0.2.1"


@pytest.mark.skipif(not REDIS_URL, reason="TEST_REDIS_URL is not set")
async def test_two_app_instances_share_the_count_through_redis(make_ctx) -> None:
    # Each instance has its own context, as two server processes would; one channel name
    # (the deployment's namespace) of their own keeps this test's counts apart.
    channel = f"test-ratelimit-{uuid.uuid4().hex}"
    settings = {"redis_url": REDIS_URL, "redis_channel": channel, "rate_limit_register": 4}
    first, second = make_ctx(**settings), make_ctx(**settings)
    agent = await make_agent(first)
    apps = [create_app(context=first), create_app(context=second)]
    try:
        async with (
            client_at(apps[0], agent.host, ONE) as one,
            client_at(apps[1], agent.host, ONE) as same_address,
            client_at(apps[1], agent.host, OTHER) as other,
        ):
            burst = await asyncio.gather(
                *(
                    (one if n % 2 else same_address).post(
                        "/api/player/register", json=register_body(agent)
                    )
                    for n in range(10)
                )
            )
            elsewhere = await other.post("/api/player/register", json=register_body(agent))
    finally:
        for app in apps:
            await close_rate_limiter(app.state)
    assert codes(burst) == {"ok": 4, "0036": 6}
    assert elsewhere.status_code == 200
