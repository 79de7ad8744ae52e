"""A page of the site carries its host's agent (getDomain's answer) and the chunks of the agent's
layout and of the page asked for, so the browser fetches them with the app instead of after it;
another host's page, a host that is no agent's, or a build without a manifest gets the page as
built."""

from __future__ import annotations

import gzip
import json
import re
from pathlib import Path
from typing import Any

import httpx
import pytest

from promptplay.context import AppContext
from promptplay.models import Agent as AgentRow
from promptplay.templates.site_page import json_in_html
from tests.conftest import client_for
from tests.factories import make_agent

PAGE = (
    '<!doctype html><html lang="th"><head><meta charset="UTF-8" />'
    '<meta name="description" content="Default description" />'
    "<title>Prompt-Play</title>"
    '<script type="module" crossorigin src="/assets/index-E1.js"></script>'
    '<link rel="modulepreload" crossorigin href="/assets/runtime-R1.js">'
    '</head><body><div id="root"></div></body></html>'
)


def chunk(file: str, *imports: str, css: tuple[str, ...] = (), **extra: Any) -> dict[str, Any]:
    return {"file": file, "imports": list(imports), "css": list(css), **extra}


# A build's manifest in the shape `vite build` writes: the entry, two skins sharing the frame
# code, the frame, the floating contacts and two pages.
MANIFEST = {
    "index.html": chunk("assets/index-E1.js", "_runtime-R1.js", isEntry=True),
    "_runtime-R1.js": chunk("assets/runtime-R1.js"),
    "_icons-I1.js": chunk("assets/icons-I1.js", "index.html"),
    "_ufa-U1.js": chunk("assets/ufa-U1.js", "_icons-I1.js", css=("assets/ufa-U1.css",)),
    "src/templates/skins/a/index.tsx": chunk(
        "assets/a-A1.js", "_icons-I1.js", "_runtime-R1.js", css=("assets/a-A1.css",)
    ),
    "src/templates/skins/ufa-c/index.tsx": chunk(
        "assets/ufa-c-C1.js", "_ufa-U1.js", css=("assets/ufa-c-C1.css",)
    ),
    "src/templates/skins/pp1/index.tsx": chunk("assets/pp1-P1.js", "_icons-I1.js"),
    "src/templates/skin-root.tsx": chunk("assets/skin-root-S1.js", "index.html"),
    "src/features/contact/components/floating-contacts.tsx": chunk("assets/floating-F1.js"),
    "src/app/routes/login.tsx": chunk("assets/login-L1.js", "_icons-I1.js"),
    "src/app/routes/home.tsx": chunk("assets/home-H1.js", "index.html"),
}


@pytest.fixture
def dist(tmp_path: Path) -> Path:
    dist = tmp_path / "dist"
    (dist / ".vite").mkdir(parents=True)
    (dist / "index.html").write_text(PAGE)
    (dist / ".vite" / "manifest.json").write_text(json.dumps(MANIFEST))
    return dist


@pytest.fixture
def site_ctx(make_ctx, dist: Path) -> AppContext:  # type: ignore[no-untyped-def]
    return make_ctx(web_dist=dist)


def preloads(page: str) -> list[str]:
    """The modulepreload links written for the request (beyond the build's own)."""
    found = re.findall(r'<link rel="modulepreload" crossorigin href="([^"]+)">', page)
    return found[len(re.findall("modulepreload", PAGE)) :]


def styles(page: str) -> list[str]:
    return re.findall(r'<link rel="stylesheet" crossorigin href="([^"]+)">', page)


def domain_in(page: str) -> Any:
    found = re.search(r'<script type="application/json" id="pp-domain">(.*?)</script>', page, re.S)
    assert found is not None, page
    return json.loads(found.group(1))


async def page_of(client: httpx.AsyncClient, path: str) -> str:
    response = await client.get(path, headers={"accept-encoding": "identity"})
    assert response.status_code == 200, response.text
    assert response.headers["content-type"].startswith("text/html")
    assert response.headers["cache-control"] == "no-cache"
    return response.text


async def test_the_page_carries_the_hosts_agent_and_its_layouts_chunks(
    site_ctx: AppContext,
) -> None:
    agent = await make_agent(site_ctx, layout="ufa-c")
    async with client_for(site_ctx, agent.host) as client:
        page = await page_of(client, "/login")
        answer = await client.post("/api/agent/getDomain", json={"domain": agent.host})
    # The same answer getDomain gives, for this host.
    assert domain_in(page) == answer.json()["data"]
    assert domain_in(page)["prefix"] == agent.prefix
    # The skin, what it imports (the entry's own imports are loaded already), the frame, the
    # login page; each once.
    assert preloads(page) == [
        "/assets/ufa-c-C1.js",
        "/assets/ufa-U1.js",
        "/assets/icons-I1.js",
        "/assets/skin-root-S1.js",
        "/assets/login-L1.js",
    ]
    assert styles(page) == ["/assets/ufa-c-C1.css", "/assets/ufa-U1.css"]
    # Written into the head, before the body.
    assert page.index('id="pp-domain"') < page.index("</head>") < page.index('<div id="root">')


async def test_each_page_and_layout_preloads_its_own(site_ctx: AppContext) -> None:
    plain = await make_agent(site_ctx, layout="pp-1")
    async with client_for(site_ctx, plain.host) as client:
        home = await page_of(client, "/")
        other = await page_of(client, "/deposit")
    assert preloads(home) == [
        "/assets/pp1-P1.js",
        "/assets/icons-I1.js",
        "/assets/skin-root-S1.js",
        "/assets/home-H1.js",
    ]
    assert preloads(other) == preloads(home)[:-1]
    assert styles(home) == []


async def test_floating_contacts_load_with_the_page_when_the_template_shows_them(
    site_ctx: AppContext,
) -> None:
    agent = await make_agent(site_ctx)
    office_setting = {"template": {"lineFloatingButton": True, "lineUrl": "https://line.me/x"}}
    async with site_ctx.db.write() as session:
        row = await session.get(AgentRow, agent.id)
        assert row is not None
        row.template_setting = office_setting
    async with client_for(site_ctx, agent.host) as client:
        page = await page_of(client, "/register")
    assert "/assets/floating-F1.js" in preloads(page)
    assert preloads(page)[:2] == ["/assets/a-A1.js", "/assets/icons-I1.js"]


async def test_the_templates_title_and_description_are_the_pages(site_ctx: AppContext) -> None:
    agent = await make_agent(site_ctx)
    title = 'Lucky <Star> & "Friends"'
    async with site_ctx.db.write() as session:
        row = await session.get(AgentRow, agent.id)
        assert row is not None
        row.template_setting = {"template": {"title": title, "description": "</script><b>x"}}
    async with client_for(site_ctx, agent.host) as client:
        page = await page_of(client, "/login")
    assert "<title>Lucky &lt;Star&gt; &amp; &quot;Friends&quot;</title>" in page
    assert '<meta name="description" content="&lt;/script&gt;&lt;b&gt;x" />' in page
    # Nothing the agent wrote closes the JSON's element or opens one of its own.
    assert page.count("</script>") == PAGE.count("</script>") + 1
    assert domain_in(page)["templateSetting"]["template"]["title"] == title


async def test_a_host_that_is_no_agents_gets_the_page_as_built(site_ctx: AppContext) -> None:
    async with client_for(site_ctx, "nobody.test.example") as client:
        assert await page_of(client, "/login") == PAGE


async def test_the_back_offices_pages_are_the_page_as_built(site_ctx: AppContext) -> None:
    agent = await make_agent(site_ctx)
    async with client_for(site_ctx, agent.host) as client:
        for path in ("/backoffice", "/backoffice/template"):
            assert await page_of(client, path) == PAGE, path
        assert domain_in(await page_of(client, "/backoffices"))["prefix"] == agent.prefix


async def test_without_a_manifest_only_the_agent_is_written(
    site_ctx: AppContext, dist: Path
) -> None:
    (dist / ".vite" / "manifest.json").unlink()
    agent = await make_agent(site_ctx)
    async with client_for(site_ctx, agent.host) as client:
        page = await page_of(client, "/login")
    assert domain_in(page)["prefix"] == agent.prefix
    assert preloads(page) == [] and styles(page) == []


async def test_the_page_is_sent_gzip_compressed_once_and_tagged_by_its_content(
    site_ctx: AppContext,
) -> None:
    first, second = await make_agent(site_ctx), await make_agent(site_ctx, layout="ufa-c")
    tags = set()
    for agent in (first, second):
        async with client_for(site_ctx, agent.host) as client:
            async with client.stream("GET", "/login", headers={"accept-encoding": "gzip"}) as got:
                sent = b"".join([part async for part in got.aiter_raw()])
            assert got.headers["content-encoding"] == "gzip"
            assert got.headers["vary"] == "Accept-Encoding"
            assert int(got.headers["content-length"]) == len(sent)
            assert domain_in(gzip.decompress(sent).decode())["prefix"] == agent.prefix
            tags.add(got.headers["etag"])
            head = await client.head("/login", headers={"accept-encoding": "gzip"})
            assert head.status_code == 200 and head.content == b""
            assert head.headers["etag"] == got.headers["etag"]
    assert len(tags) == 2


def test_json_in_html_cannot_close_its_element() -> None:
    text = json_in_html({"a": "</script><!-- & \u2028"})
    assert "<" not in text and ">" not in text and "&" not in text and "\u2028" not in text
    assert json.loads(text) == {"a": "</script><!-- & \u2028"}
