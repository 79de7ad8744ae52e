"""The exact-path lookup in front of FastAPI's matching (core/routing.py): it serves the same
route as FastAPI's own matching for every path and method, and follows a change of routes."""

from __future__ import annotations

import re

import httpx
from fastapi import FastAPI
from fastapi.routing import iter_route_contexts

from promptplay.app import create_app
from promptplay.core.envelope import ok
from promptplay.core.routing import ExactRoutes
from tests.factories import make_agent

LOBBY = "/api/ambSuperApi/transfer/getGamesByCategoryAndProvider"


def client(app: FastAPI, host: str) -> httpx.AsyncClient:
    transport = httpx.ASGITransport(app=app, raise_app_exceptions=False)
    return httpx.AsyncClient(transport=transport, base_url=f"http://{host}")


def answer(response: httpx.Response) -> tuple[object, ...]:
    """What must not depend on how the route was found (request ids and times aside)."""
    try:
        body = response.json()
    except ValueError:
        return response.status_code, response.headers.get("content-type"), response.content
    message = body.get("error", {}).get("message", {}) if isinstance(body, dict) else {}
    return (
        response.status_code,
        response.headers.get("allow"),
        message.get("errorCode"),
        message.get("funcName"),
        message.get("fields"),
    )


async def test_the_lookup_is_installed_and_holds_only_exact_api_paths(ctx) -> None:
    app = create_app(context=ctx)
    lookup = app.router.middleware_stack
    assert isinstance(lookup, ExactRoutes)
    targets = lookup.targets()
    assert targets[(LOBBY, "POST")].route.name == "amb_games"
    assert targets[("/api/health", "GET")].route.name == "health"
    assert (LOBBY, "GET") not in targets
    assert all(path.startswith("/api/") and "{" not in path for path, _ in targets)
    exact = {
        (route.path, method)
        for route in iter_route_contexts(app.router.routes)
        if route.path and route.path.startswith("/api/") and "{" not in route.path
        for method in route.methods or ()
    }
    # Every exact path of the API but the documents FastAPI serves itself.
    assert exact - set(targets) == {
        ("/api/openapi.json", "GET"),
        ("/api/openapi.json", "HEAD"),
        ("/api/docs", "GET"),
        ("/api/docs", "HEAD"),
    }


async def test_every_route_and_method_answers_as_fastapis_own_matching_does(ctx) -> None:
    agent = await make_agent(ctx)
    found = create_app(context=ctx)
    plain = create_app(context=ctx)
    plain.router.middleware_stack = plain.router.app  # FastAPI's matching alone
    paths = {"/api/no/such/call", "/api/health/", "/nowhere", LOBBY.lower()}
    for route in iter_route_contexts(found.router.routes):
        if route.path:
            paths.add(re.sub(r"\{[^}]+\}", "1", route.path))
    served = 0
    async with client(found, agent.host) as one, client(plain, agent.host) as other:
        for path in sorted(paths):
            for method in ("GET", "POST", "PUT", "DELETE", "HEAD"):
                body = b"{}" if method in ("POST", "PUT") else None
                headers = {"content-type": "application/json"}
                first = await one.request(method, path, content=body, headers=headers)
                second = await other.request(method, path, content=body, headers=headers)
                assert answer(first) == answer(second), (method, path)
                served += 1
    assert served > 400


async def test_a_route_put_first_later_is_found_before_the_kept_one(ctx) -> None:
    agent = await make_agent(ctx)
    app = create_app(context=ctx)
    async with client(app, agent.host) as http:
        assert (await http.get("/api/health")).json()["data"]["ok"] is True

        @app.get("/api/health")
        async def replaced() -> object:
            return ok({"replaced": True})

        app.router.routes.insert(0, app.router.routes.pop())
        again = await http.get("/api/health")
    assert again.json()["data"] == {"replaced": True}
