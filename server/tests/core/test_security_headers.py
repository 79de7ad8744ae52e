"""Every answer carries the browser's security headers: the site, the back office's pages, the
API and its errors; HSTS only when the request came over https. Only pages are framed: the
player site's by the back office (its previews), the agents' sites by the back office's."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Literal

import httpx
import pytest
from uvicorn.middleware.proxy_headers import ProxyHeadersMiddleware

from promptplay.agent.service import agent_service
from promptplay.app import create_app
from promptplay.models import AgentDomain
from tests.conftest import client_for
from tests.factories import error_of, make_agent

pytestmark = pytest.mark.asyncio

WEB = Path(__file__).resolve().parents[3] / "web"


@pytest.fixture
def site_ctx(make_ctx, tmp_path: Path):  # type: ignore[no-untyped-def]
    dist = tmp_path / "dist"
    (dist / "assets").mkdir(parents=True)
    (dist / "index.html").write_text('<!doctype html><script type="module" src="/assets/a.js">')
    (dist / "assets" / "a.js").write_text("export {};")
    return make_ctx(web_dist=dist, game_upstream_url="http://127.0.0.1:8020")


def policy_of(response: httpx.Response) -> dict[str, str]:
    header = response.headers["content-security-policy"]
    directives = (part.strip().split(" ", 1) for part in header.split(";"))
    return {name: (rest[0] if rest else "") for name, *rest in directives}


def assert_hardened(
    response: httpx.Response,
    page: Literal["site", "backoffice"] | None = None,
    framers: tuple[str, ...] = (),
) -> None:
    """`page`: the player site's page (the back office may frame it) or the back office's
    (it may frame the agents' sites); anything else is framed by nobody and frames nothing.
    `framers`: the other hosts that may frame a site page (its agent's domains)."""
    assert response.headers["x-content-type-options"] == "nosniff"
    assert response.headers["referrer-policy"] == "strict-origin-when-cross-origin"
    framed = page == "site"
    if framers:
        # X-Frame-Options cannot name another host: frame-ancestors alone decides.
        assert "x-frame-options" not in response.headers
    else:
        assert response.headers["x-frame-options"] == ("SAMEORIGIN" if framed else "DENY")
    policy = policy_of(response)
    assert policy["script-src"] == "'self'"  # no inline script, no eval, no other origin
    ancestors = " ".join(["'self'", *(f"{host}:*" for host in framers)])
    assert policy["frame-ancestors"] == (ancestors if framed else "'none'")
    frames = "'self' http: https:" if page == "backoffice" else "'none'"
    assert policy["frame-src"] == frames
    assert policy["object-src"] == "'none'"
    assert policy["base-uri"] == "'self'"
    assert policy["connect-src"] == "'self'"
    assert policy["img-src"].split()[:4] == ["'self'", "data:", "blob:", "https:"]
    assert "'unsafe-inline'" in policy["style-src"]  # sweetalert2's injected styles
    assert "strict-transport-security" not in response.headers


async def test_site_back_office_api_and_errors_carry_the_headers(site_ctx) -> None:
    agent = await make_agent(site_ctx)
    async with client_for(site_ctx, agent.host) as client:
        home = await client.get("/")
        assert home.status_code == 200 and "<script" in home.text
        # The agent's back office on either of its domains previews both.
        assert_hardened(home, "site", framers=(f"alt-{agent.host}", agent.host))
        # The demo game upstream serves its icons over plain http: that origin, no other.
        assert policy_of(home)["img-src"].split()[4:] == ["http://127.0.0.1:8020"]

        for path in ("/backoffice", "/backoffice/players"):
            response = await client.get(path)
            assert response.status_code == 200, path
            assert_hardened(response, "backoffice")
        for path in ("/assets/a.js", "/api/health"):
            response = await client.get(path)
            assert response.status_code == 200, path
            assert_hardened(response)

        missing = await client.get("/api/no/such/call")
        assert error_of(missing)["errorCode"] == "0040"
        assert_hardened(missing)
        invalid = await client.post("/api/auth/login", json={"username": 1})
        assert invalid.status_code == 422
        assert_hardened(invalid)
        too_big = await client.post("/api/auth/login", content=b"x" * (1024 * 1024 + 1))
        assert too_big.status_code == 413
        assert_hardened(too_big)


async def test_the_back_office_host_may_frame_the_site_and_nothing_else_may(
    make_ctx, site_ctx
) -> None:
    ctx = make_ctx(web_dist=site_ctx.settings.web_dist, backoffice_host="Office.Example:8443")
    agent = await make_agent(ctx)
    async with client_for(ctx, agent.host) as client:
        page = await client.get("/login")
        health = await client.get("/api/health")
    assert policy_of(page)["frame-ancestors"] == (
        f"'self' alt-{agent.host}:* {agent.host}:* office.example:*"
    )
    # X-Frame-Options cannot name the back office's host: frame-ancestors alone decides.
    assert "x-frame-options" not in page.headers
    assert policy_of(health)["frame-ancestors"] == "'none'"
    assert health.headers["x-frame-options"] == "DENY"
    async with client_for(ctx, "office.example") as client:
        office = await client.get("/backoffice/template")
    assert office.status_code == 200
    assert_hardened(office, "backoffice")


async def test_a_page_of_no_agent_and_a_domain_added_later(site_ctx) -> None:
    """A host that is no agent's is framed by its own origin only; an agent's new domain may
    frame its pages once the kept answer is dropped (as every edit of an agent drops it)."""
    async with client_for(site_ctx, "nobody.example") as client:
        assert_hardened(await client.get("/login"), "site")

    agent = await make_agent(site_ctx)
    async with site_ctx.db.write() as session:
        session.add(AgentDomain(agent_id=agent.id, domain=f"third-{agent.host}"))
    agent_service.forget_domains()
    async with client_for(site_ctx, agent.host) as client:
        page = await client.get("/deposit")
        asset = await client.get("/assets/a.js")
    assert_hardened(page, "site", framers=(f"alt-{agent.host}", agent.host, f"third-{agent.host}"))
    assert_hardened(asset)  # a file of the site is framed by nobody


async def test_an_unexpected_error_carries_the_headers_too(site_ctx) -> None:
    """A 500 comes from Starlette's outermost error layer: the headers wrap even that."""
    app = create_app(context=site_ctx)

    @app.post("/boom")
    async def boom() -> None:
        raise RuntimeError("an unexpected failure")

    transport = httpx.ASGITransport(app=app, raise_app_exceptions=False)
    async with httpx.AsyncClient(transport=transport, base_url="http://x.example") as client:
        failed = await client.post("/boom")
    assert failed.status_code == 500
    assert error_of(failed)["errorCode"] == "9999"
    assert_hardened(failed)


async def test_api_reference_gets_its_own_policy_still_unframeable(site_ctx) -> None:
    async with client_for(site_ctx, "localhost") as client:
        docs = await client.get("/api/docs")
    assert docs.status_code == 200
    assert policy_of(docs)["frame-ancestors"] == "'none'"
    assert docs.headers["x-frame-options"] == "DENY"


async def test_hsts_only_over_https(site_ctx) -> None:
    transport = httpx.ASGITransport(app=create_app(context=site_ctx))
    async with httpx.AsyncClient(transport=transport, base_url="https://localhost") as client:
        for path in ("/", "/api/health", "/api/no/such/call"):
            response = await client.get(path)
            assert response.headers["strict-transport-security"] == "max-age=31536000", path

    async with client_for(site_ctx, "localhost") as client:
        plain = await client.get("/api/health")
    assert "strict-transport-security" not in plain.headers


async def test_hsts_follows_the_scheme_a_trusted_proxy_reports(site_ctx) -> None:
    """As `serve` runs behind a proxy: uvicorn rewrites the scheme from X-Forwarded-Proto only
    for the addresses FORWARDED_ALLOW_IPS trusts (the test client connects from 127.0.0.1)."""
    app = create_app(context=site_ctx)
    for trusted, expected in ((["127.0.0.1"], True), (["10.0.0.1"], False)):
        proxied = ProxyHeadersMiddleware(app, trusted_hosts=trusted)
        transport = httpx.ASGITransport(app=proxied, client=("127.0.0.1", 40000))
        async with httpx.AsyncClient(transport=transport, base_url="http://localhost") as client:
            response = await client.get("/api/health", headers={"x-forwarded-proto": "https"})
        assert ("strict-transport-security" in response.headers) is expected, trusted


async def test_the_site_has_no_inline_script() -> None:
    """`script-src 'self'` refuses inline scripts: the page must not need one."""
    for page in (WEB / "index.html", WEB / "dist" / "index.html"):
        if not page.is_file():
            continue  # the built site is checked once it is built
        for tag in re.findall(r"<script\b[^>]*>", page.read_text()):
            assert "src=" in tag, f"{page}: {tag}"
        assert not re.search(r"\son[a-z]+\s*=", page.read_text()), page
