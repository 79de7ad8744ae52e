"""The envelope and the error catalogue at the transport level (DESIGN §2)."""

from __future__ import annotations

import logging

import pytest

from promptplay.app import create_app
from tests.conftest import client_for
from tests.factories import error_of, make_agent


async def test_health_is_the_success_envelope(ctx) -> None:
    async with client_for(ctx, "anything.example") as client:
        response = await client.get("/api/health")
    assert response.status_code == 200
    assert response.json() == {"status": "success", "data": {"ok": True, "encrypted": False}}
    assert len(response.headers["x-request-id"]) >= 8


async def test_unknown_route_is_0040_with_request_id(ctx) -> None:
    async with client_for(ctx, "anything.example") as client:
        response = await client.post("/api/no/such/call", json={})
    assert response.status_code == 404
    body = response.json()
    assert body["error"]["message"]["errorCode"] == "0040"
    assert body["requestId"] == response.headers["x-request-id"]


async def test_wrong_method_on_known_route_is_405(ctx) -> None:
    async with client_for(ctx, "anything.example") as client:
        response = await client.get("/api/auth/login")
    assert response.status_code == 405
    assert error_of(response)["errorCode"] == "0040"


async def test_malformed_json_is_0000_naming_body(ctx) -> None:
    agent = await make_agent(ctx)
    async with client_for(ctx, agent.host) as client:
        response = await client.post(
            "/api/auth/login",
            content=b'{"username": ',
            headers={"content-type": "application/json"},
        )
    assert response.status_code == 400
    error = error_of(response)
    assert (error["errorCode"], error["fields"], error["funcName"]) == ("0000", ["body"], "login")


@pytest.mark.parametrize("content", [b"\xff", b'{"username": "\xe9"}', b"\x80\x81"])
async def test_a_body_that_is_not_utf8_is_0000_naming_body(ctx, content: bytes) -> None:
    agent = await make_agent(ctx)
    async with client_for(ctx, agent.host) as client:
        response = await client.post(
            "/api/auth/login", content=content, headers={"content-type": "application/json"}
        )
    assert response.status_code == 400
    error = error_of(response)
    assert (error["errorCode"], error["fields"], error["funcName"]) == ("0000", ["body"], "login")


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"username": 123, "password": "x"}, "username"),
        ({"username": "a", "password": ["x"]}, "password"),
        ({"password": "x"}, "username"),
        ({"username": "a" * 65, "password": "x"}, "username"),
        ({"username": "", "password": "x"}, "username"),
        ({"username": "a", "password": "x", "userType": "staff"}, "userType"),
    ],
)
async def test_wrong_types_and_sizes_are_0000_with_fields(ctx, body, field) -> None:
    agent = await make_agent(ctx)
    async with client_for(ctx, agent.host) as client:
        response = await client.post("/api/auth/login", json=body)
    assert response.status_code == 422
    error = error_of(response)
    assert error["errorCode"] == "0000" and field in error["fields"]


async def chunks(*parts: bytes):  # type: ignore[no-untyped-def]
    for part in parts:
        yield part


async def test_body_over_one_mebibyte_is_refused(ctx) -> None:
    agent = await make_agent(ctx)
    big = b'{"username": "' + b"a" * (1024 * 1024) + b'"}'
    async with client_for(ctx, agent.host) as client:
        response = await client.post(
            "/api/auth/login", content=big, headers={"content-type": "application/json"}
        )
        chunked = await client.post(
            "/api/auth/login",
            content=chunks(big[:600_000], big[600_000:]),
            headers={"content-type": "application/json"},
        )
    for r in (response, chunked):
        assert r.status_code == 413
        assert error_of(r)["errorCode"] == "0000"


async def test_unexpected_error_is_generic_and_logged_with_request_id(ctx, caplog) -> None:
    app = create_app(context=ctx)

    @app.get("/api/test/explode")
    async def explode() -> None:
        raise RuntimeError("secret internals")

    app.router.routes.insert(0, app.router.routes.pop())  # ahead of the catch-all
    import httpx

    transport = httpx.ASGITransport(app=app, raise_app_exceptions=False)
    with caplog.at_level(logging.ERROR, logger="promptplay"):
        async with httpx.AsyncClient(transport=transport, base_url="http://x.example") as client:
            response = await client.get("/api/test/explode")
    assert response.status_code == 500
    body = response.json()
    assert body["error"]["message"]["errorCode"] == "9999"
    assert "secret internals" not in response.text
    assert body["requestId"] in caplog.text


async def test_openapi_lists_every_route_with_the_envelope(ctx) -> None:
    async with client_for(ctx, "x.example") as client:
        spec = (await client.get("/api/openapi.json")).json()
    paths = set(spec["paths"])
    for path in (
        "/api/agent/getDomain",
        "/api/configuration/getConfigurationDomain",
        "/api/configuration/playerGetConfiguration",
        "/api/announcement/byPlayer",
        "/api/currency/get/currencyList",
        "/api/currency/get/currencyList/{agentId}",
        "/api/bannerManager/get",
        "/api/bank/get/bankList/{countryId}",
        "/api/captcha",
        "/api/player/register",
        "/api/auth/login",
        "/api/auth/checkToken",
        "/api/auth/renewAccessToken",
        "/api/auth/logout",
        "/api/player/wallet",
        "/api/player/changePassword",
    ):
        assert path in paths, path
    login = spec["paths"]["/api/auth/login"]["post"]
    assert "4XX" in login["responses"]
    ok_schema = login["responses"]["200"]["content"]["application/json"]["schema"]["$ref"]
    assert ok_schema.endswith("Ok_LoginResult_")


async def test_site_is_served_with_spa_fallback_and_head(make_ctx, tmp_path) -> None:
    dist = tmp_path / "dist"
    (dist / "assets").mkdir(parents=True)
    (dist / "index.html").write_text("<!doctype html><title>site</title>")
    (dist / "assets" / "app.js").write_text("console.log(1)")
    ctx = make_ctx(web_dist=dist)
    async with client_for(ctx, "x.example") as client:
        deep = await client.get("/profile/anything?x=1")
        asset = await client.get("/assets/app.js")
        head = await client.head("/")
        escape = await client.get("/../../etc/passwd")
        api_get = await client.get("/api/nothing/here")
    assert deep.status_code == 200 and "<title>site</title>" in deep.text
    assert asset.headers["cache-control"].endswith("immutable")
    assert head.status_code == 200
    assert "root:" not in escape.text
    assert error_of(api_get)["errorCode"] == "0040"
