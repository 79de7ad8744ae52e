"""The site's page written for its host: getDomain's answer in the page (the site's first call
saved), and the template's title, description and icon for what runs no script (a shared link's
preview); escaped so that no template text can end the element it is written in. The page names
the modules of its layout's skin and of the route its path opens, and links their style sheets,
read from the build's manifest and route map, for the browser to fetch at once."""

from __future__ import annotations

import json
from html.parser import HTMLParser
from pathlib import Path

import pytest
from sqlalchemy import update

from promptplay.agent.service import agent_service
from promptplay.core.site import BOOT_ELEMENT_ID, BuildManifest, script_json
from promptplay.models import Agent, Announcement, Banner
from tests.conftest import client_for
from tests.factories import make_agent

# The site's own index.html as the build writes it (the entry script moved into the head,
# the rest kept): a change to the markup render_page finds (title, description, icon) fails
# here rather than leaving every agent's page with the defaults.
SOURCE_SCRIPT = '<script type="module" src="/src/main.tsx"></script>'
BUILT_SCRIPT = '<script type="module" crossorigin src="/assets/index-Ab12.js"></script>'
SOURCE_PAGE = (Path(__file__).resolve().parents[3] / "web" / "index.html").read_text("utf-8")
assert SOURCE_SCRIPT in SOURCE_PAGE, "web/index.html's entry script changed"
PAGE = SOURCE_PAGE.replace(SOURCE_SCRIPT, "").replace("</head>", f"  {BUILT_SCRIPT}\n  </head>")
HOSTILE = '</script><script>alert("x")</script><!-- \u2028 & "quoted"'
# The build's manifest as vite writes it, cut to what the page reads: two skins sharing a chunk
# with each other and with the skin frame, which imports the entry (never named: it is loaded,
# and the chunks it imports with it).
MANIFEST = {
    # The entry imports the bundler's runtime, which the build links in index.html itself.
    "index.html": {"file": "assets/index-Ab12.js", "isEntry": True, "imports": ["_runtime-2.js"]},
    "_runtime-2.js": {"file": "assets/runtime-2.js"},
    "src/templates/skins/a/index.tsx": {
        "file": "assets/a-1.js",
        "isDynamicEntry": True,
        "imports": ["index.html", "_runtime-2.js", "_menu-9.js"],
        "css": ["assets/a-1.css"],
    },
    "src/templates/skins/c/index.tsx": {
        "file": "assets/c-3.js",
        "isDynamicEntry": True,
        "imports": ["index.html", "_menu-9.js", "_gold-4.js"],
        "dynamicImports": ["_wallet-7.js"],
    },
    "src/templates/skin-root.tsx": {
        "file": "assets/skin-root-5.js",
        "isDynamicEntry": True,
        "imports": ["index.html", "_menu-9.js"],
    },
    "_menu-9.js": {"file": "assets/menu-9.js", "imports": ["index.html"]},
    "_gold-4.js": {"file": "assets/gold-4.js", "imports": ["_menu-9.js"]},
    "_wallet-7.js": {"file": "assets/wallet-7.js"},
}


class Head(HTMLParser):
    """What a browser reads from the page's head: title, description, icon, boot elements."""

    def __init__(self, text: str) -> None:
        super().__init__()
        self.title = ""
        self.splash_name = ""
        self.meta: dict[str, str] = {}
        self.icon = ""
        self.preloads: list[str] = []
        self.styles: list[str] = []
        self.scripts: list[tuple[dict[str, str], str]] = []
        self._in: str | None = None
        self.feed(text)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        named = {k: v or "" for k, v in attrs}
        if tag == "meta" and "name" in named:
            self.meta[named["name"]] = named.get("content", "")
        elif tag == "link" and named.get("rel") == "icon":
            self.icon = named["href"]
        elif tag == "link" and named.get("rel") == "modulepreload":
            assert "crossorigin" in named, named  # as the entry is fetched: one request each
            self.preloads.append(named["href"])
        elif tag == "link" and named.get("rel") == "stylesheet":
            assert "crossorigin" in named, named
            self.styles.append(named["href"])
        elif tag == "span" and named.get("id") == "pp-splash-name":
            self._in = "splash"
        elif tag in ("title", "script"):
            self._in = tag
            if tag == "script":
                self.scripts.append((named, ""))

    def handle_data(self, data: str) -> None:
        if self._in == "title":
            self.title += data
        elif self._in == "splash":
            self.splash_name += data
        elif self._in == "script":
            attrs, text = self.scripts[-1]
            self.scripts[-1] = (attrs, text + data)

    def handle_endtag(self, tag: str) -> None:
        self._in = None

    def boot(self) -> object:
        found = [text for attrs, text in self.scripts if attrs.get("id") == BOOT_ELEMENT_ID]
        assert len(found) == 1, self.scripts
        return json.loads(found[0])


@pytest.fixture
def site_ctx(make_ctx, tmp_path: Path):  # type: ignore[no-untyped-def]
    (tmp_path / "assets").mkdir()
    (tmp_path / "index.html").write_text(PAGE)
    (tmp_path / "assets" / "index-Ab12.js").write_text("export const a = 1;\n")
    (tmp_path / ".vite").mkdir()
    (tmp_path / ".vite" / "manifest.json").write_text(json.dumps(MANIFEST))
    return make_ctx(web_dist=tmp_path)


async def set_template(  # type: ignore[no-untyped-def]
    ctx, agent_id: int, template: dict, layout: object = {"name": "c"}
) -> None:
    async with ctx.db.write() as session:
        await session.execute(
            update(Agent)
            .where(Agent.id == agent_id)
            .values(template_setting={"template": template, "layout": layout})
        )
    agent_service.forget_domains()


async def test_the_page_carries_getdomains_answer_and_the_templates_head(site_ctx) -> None:
    agent = await make_agent(site_ctx)
    await set_template(
        site_ctx,
        agent.id,
        {
            "title": "  Lucky Star  ",
            "description": "Play & win",
            "favicon": "https://cdn.example/f.png",
        },
    )
    async with client_for(site_ctx, agent.host) as client:
        answer = await client.post("/api/agent/getDomain", json={"domain": agent.host})
        for path in ("/", "/login", "/deposit?x=1"):
            page = await client.get(path)
            assert page.status_code == 200 and page.headers["cache-control"] == "no-cache"
            head = Head(page.text)
            assert head.boot()["agent"] == answer.json()["data"], path  # type: ignore[index]
            assert head.title == "Lucky Star"
            # The loading layout drawn before the scripts run names the site as its title does.
            assert head.splash_name == "Lucky Star"
            assert head.meta["description"] == "Play & win"
            assert head.icon == "https://cdn.example/f.png"
        # Files are files: the script is not the page.
        script = await client.get("/assets/index-Ab12.js")
    assert answer.json()["data"]["templateSetting"]["layout"]["name"] == "c"
    assert script.text == "export const a = 1;\n"


async def test_the_home_page_carries_its_banners_and_announcements_as_their_calls_answer(
    site_ctx,
) -> None:
    mine, other = await make_agent(site_ctx), await make_agent(site_ctx)
    async with site_ctx.db.write() as session:
        session.add(Banner(agent_id=mine.id, title="b1", image_url="/b1.png", sort=2))
        session.add(Banner(agent_id=mine.id, title="b0", image_url="/b0.png", sort=1))
        session.add(Banner(agent_id=other.id, title="theirs", image_url="/x.png"))
        session.add(Announcement(agent_id=mine.id, title="</script>", message="hello"))
        session.add(Announcement(agent_id=mine.id, title="hidden", message="x", is_active=False))
    async with client_for(site_ctx, mine.host) as client:
        banners = (await client.post("/api/bannerManager/get", json={})).json()["data"]
        announcements = (await client.get("/api/announcement/byPlayer")).json()["data"]
        home, bare = Head((await client.get("/")).text), Head((await client.get("")).text)
        others = [Head((await client.get(path)).text) for path in ("/login", "/slot", "/x/")]
    assert [b["title"] for b in banners] == ["b0", "b1"]
    assert [a["title"] for a in announcements] == ["</script>"]
    for page in (home, bare):
        assert page.boot() == {
            "agent": page.boot()["agent"],  # type: ignore[index]
            "banners": banners,
            "announcements": announcements,
        }
    # Other pages open other calls: they carry the agent only.
    for page in others:
        assert list(page.boot()) == ["agent"]  # type: ignore[arg-type]


async def test_the_home_pages_lists_are_kept_between_pages_until_an_edit(site_ctx) -> None:
    # A burst of home-page loads reads the agent's banners and announcements once; a change
    # made elsewhere shows once the kept copy is dropped (an edit here drops it at once).
    agent = await make_agent(site_ctx)
    async with client_for(site_ctx, agent.host) as client:
        assert Head((await client.get("/")).text).boot()["banners"] == []  # type: ignore[index]
        async with site_ctx.db.write() as session:
            session.add(Banner(agent_id=agent.id, title="new", image_url="/n.png"))
        kept = Head((await client.get("/")).text).boot()
        agent_service.forget_domains()
        fresh = Head((await client.get("/")).text).boot()
    assert kept["banners"] == []  # type: ignore[index]
    assert [b["title"] for b in fresh["banners"]] == ["new"]  # type: ignore[index]


async def test_each_host_gets_its_own_agent_and_a_host_of_none_the_page_as_built(site_ctx) -> None:
    first, second = await make_agent(site_ctx), await make_agent(site_ctx)
    seen = {}
    for agent in (first, second):
        async with client_for(site_ctx, agent.host) as client:
            seen[agent.prefix] = Head((await client.get("/login")).text).boot()
    assert seen[first.prefix]["agent"]["prefix"] == first.prefix  # type: ignore[index]
    assert seen[second.prefix]["agent"]["prefix"] == second.prefix  # type: ignore[index]
    async with client_for(site_ctx, "nobody.test.example") as client:
        nobody = await client.get("/login")
    assert nobody.text == PAGE


async def test_an_inactive_agents_page_carries_nothing_of_it(site_ctx) -> None:
    agent = await make_agent(site_ctx)
    async with site_ctx.db.write() as session:
        await session.execute(update(Agent).where(Agent.id == agent.id).values(status="inactive"))
    agent_service.forget_domains()
    async with client_for(site_ctx, agent.host) as client:
        page = await client.get("/")
    assert page.text == PAGE


async def test_no_template_text_can_end_the_elements_it_is_written_in(site_ctx) -> None:
    agent = await make_agent(site_ctx)
    await set_template(site_ctx, agent.id, {"title": HOSTILE, "description": HOSTILE})
    async with client_for(site_ctx, agent.host) as client:
        page = await client.get("/")
    head = Head(page.text)
    # One script of ours besides the entry: the hostile text opened none.
    assert [attrs.get("id") for attrs, _ in head.scripts] == [None, BOOT_ELEMENT_ID]
    assert head.title == HOSTILE and head.meta["description"] == HOSTILE
    assert head.splash_name == HOSTILE
    assert head.boot()["agent"]["templateSetting"]["template"]["title"] == HOSTILE  # type: ignore[index]


def test_script_json_escapes_what_could_end_or_break_a_script() -> None:
    text = script_json({"t": HOSTILE})
    for raw in ("<", ">", "&", "\u2028"):
        assert raw not in text
    assert json.loads(text) == {"t": HOSTILE}


async def test_the_page_is_revalidated_by_its_tag_and_follows_a_template_change(site_ctx) -> None:
    agent = await make_agent(site_ctx)
    async with client_for(site_ctx, agent.host) as client:
        first = await client.get("/")
        tag = first.headers["etag"]
        again = await client.get("/", headers={"if-none-match": tag})
        await set_template(site_ctx, agent.id, {"title": "Renamed"})
        changed = await client.get("/", headers={"if-none-match": tag})
    assert again.status_code == 304 and again.content == b""
    assert changed.status_code == 200 and Head(changed.text).title == "Renamed"


async def test_each_coding_of_the_page_has_a_tag_of_its_own(site_ctx) -> None:
    agent = await make_agent(site_ctx)
    tags = {}
    async with client_for(site_ctx, agent.host) as client:
        for coding in ("br", "gzip", "identity"):
            answer = await client.get("/", headers={"accept-encoding": coding})
            assert answer.headers.get("content-encoding", "identity") == coding
            tags[coding] = answer.headers["etag"]
        # Each tag revalidates its own coding only; a list, a weak twin or `*` is understood.
        brotli, gzip = {"accept-encoding": "br"}, {"accept-encoding": "gzip"}
        same = await client.get("/", headers={**brotli, "if-none-match": tags["br"]})
        other = await client.get("/", headers={**gzip, "if-none-match": tags["br"]})
        listed = f'"x", W/{tags["gzip"]}'
        in_a_list = await client.get("/", headers={**gzip, "if-none-match": listed})
        anything = await client.get("/", headers={**gzip, "if-none-match": "*"})
    assert len(set(tags.values())) == 3
    assert tags["br"] == tags["identity"][:-1] + '-br"'
    assert same.status_code == 304 and same.headers["etag"] == tags["br"]
    assert other.status_code == 200 and other.headers["etag"] == tags["gzip"]
    assert in_a_list.status_code == 304 and anything.status_code == 304


# Skin c's page: its chunks and the frame's, each once, every import before its importer.
SKIN_C = ["/assets/menu-9.js", "/assets/gold-4.js", "/assets/c-3.js", "/assets/skin-root-5.js"]
SKIN_A = ["/assets/menu-9.js", "/assets/a-1.js", "/assets/skin-root-5.js"]


@pytest.mark.parametrize(
    ("layout", "named"),
    [
        ({"name": "c"}, SKIN_C),
        ({"name": "a"}, SKIN_A),
        # What the site draws for a layout the build has none of, or no layout: skin a.
        ({"name": "retired"}, SKIN_A),
        ({"name": "../../index.html"}, SKIN_A),
        ({"name": 7}, SKIN_A),
        ("c", SKIN_A),
        (None, SKIN_A),
    ],
)
async def test_the_page_names_its_layouts_skin_modules(site_ctx, layout, named) -> None:
    agent = await make_agent(site_ctx)
    await set_template(site_ctx, agent.id, {}, layout)
    async with client_for(site_ctx, agent.host) as client:
        for path in ("/", "/login"):
            assert Head((await client.get(path)).text).preloads == named, path


@pytest.mark.parametrize(("layout", "styles"), [("a", ["/assets/a-1.css"]), ("c", [])])
async def test_the_page_links_its_skins_style_sheet(site_ctx, layout, styles) -> None:
    # Linked in the page, the skin's style sheet comes beside the entry script rather than once
    # the entry has run and imported the skin; the loader then finds it linked and adds none.
    agent = await make_agent(site_ctx)
    await set_template(site_ctx, agent.id, {}, {"name": layout})
    async with client_for(site_ctx, agent.host) as client:
        for path in ("/", "/login"):
            assert Head((await client.get(path)).text).styles == styles, path


def test_a_chunk_the_entry_imports_is_not_named_again() -> None:
    assert BuildManifest(MANIFEST).skin_files("a") == [
        "assets/menu-9.js",
        "assets/a-1.js",
        "assets/a-1.css",
        "assets/skin-root-5.js",
    ]
    # Once the entry stops importing it, the skin's pages name it.
    chunks = json.loads(json.dumps(MANIFEST))
    chunks["index.html"]["imports"] = []
    assert BuildManifest(chunks).skin_files("a")[0] == "assets/runtime-2.js"


def test_a_style_sheet_is_named_after_its_chunks_script_and_once() -> None:
    chunks = json.loads(json.dumps(MANIFEST))
    chunks["_menu-9.js"]["css"] = ["assets/menu-9.css"]
    chunks["src/templates/skin-root.tsx"]["css"] = ["assets/a-1.css", 7]
    assert BuildManifest(chunks).skin_files("a") == [
        "assets/menu-9.js",
        "assets/menu-9.css",
        "assets/a-1.js",
        "assets/a-1.css",
        "assets/skin-root-5.js",
    ]


async def test_a_rebuilt_site_names_its_new_files_and_none_without_a_manifest(
    site_ctx, tmp_path: Path
) -> None:
    agent = await make_agent(site_ctx)
    await set_template(site_ctx, agent.id, {})
    manifest = tmp_path / ".vite" / "manifest.json"
    rebuilt = json.loads(json.dumps(MANIFEST))
    rebuilt["_gold-4.js"]["file"] = "assets/gold-8.js"
    async with client_for(site_ctx, agent.host) as client:
        before = Head((await client.get("/")).text).preloads
        manifest.write_text(json.dumps(rebuilt) + "\n")
        after = Head((await client.get("/")).text).preloads
        manifest.write_text("{not json")
        garbled = await client.get("/")
        manifest.unlink()
        missing = await client.get("/")
    assert before == SKIN_C
    assert after == [name.replace("gold-4", "gold-8") for name in SKIN_C]
    for page in (garbled, missing):
        head = Head(page.text)
        assert page.status_code == 200 and head.preloads == [] and head.boot() is not None


def test_a_manifest_chunk_without_its_file_leaves_the_others_named() -> None:
    chunks = json.loads(json.dumps(MANIFEST))
    del chunks["_gold-4.js"]["file"]
    manifest = BuildManifest(chunks)
    assert ["/" + name for name in manifest.skin_files("c")] == [
        name for name in SKIN_C if "gold" not in name
    ]
    # Asked again (every page asks), the same answer.
    assert manifest.skin_files("c") is manifest.skin_files("c")


# The site's own route map (web/src/app/route-map.json, held to the router by its test), as the
# build writes it beside the manifest.
WEB_APP = Path(__file__).resolve().parents[3] / "web" / "src" / "app"
ROUTE_MAP = (WEB_APP / "route-map.json").read_text("utf-8")


def routed_manifest(tmp_path: Path) -> BuildManifest:
    """MANIFEST with a chunk for each module of the route map: the game route's shares the
    menu chunk with the skins."""
    chunks = json.loads(json.dumps(MANIFEST))
    for module in set(json.loads(ROUTE_MAP).values()):
        name = Path(module).stem
        chunks[module] = {
            "file": f"assets/{name}-2.js",
            "isDynamicEntry": True,
            "imports": ["index.html", "_menu-9.js"] if name == "game" else ["index.html"],
        }
    (tmp_path / "routes.json").write_text(ROUTE_MAP)
    (tmp_path / "manifest.json").write_text(json.dumps(chunks))
    return BuildManifest.read(tmp_path / "manifest.json", tmp_path / "routes.json")


@pytest.mark.parametrize(
    ("path", "module"),
    [
        ("/", "home"),
        ("", "home"),
        ("/login", "login"),
        ("/login/", "login"),
        # The router matches paths without regard to case, as it is set up.
        ("/LOGIN", "login"),
        ("/aboutus", "content-page"),
        ("/slot", "game"),
        ("/transaction", "history"),
        ("/al/ABC123", "alliance"),
        # One segment no static route has: the catch-all page; more: not found.
        ("/al", "extra-page"),
        ("/faq", "extra-page"),
        ("/index.html", "extra-page"),
        ("/login/extra", "not-found"),
        ("/a/b/c", "not-found"),
        ("/backoffice", "route"),
        ("/backoffice/agents/3", "route"),
    ],
)
def test_a_path_opens_the_route_the_router_would(tmp_path: Path, path: str, module: str) -> None:
    shared = ["assets/menu-9.js"] if module == "game" else []
    assert routed_manifest(tmp_path).route_files(path) == [*shared, f"assets/{module}-2.js"]


async def test_the_page_names_its_routes_modules_after_its_skins_each_once(
    site_ctx, tmp_path: Path
) -> None:
    agent = await make_agent(site_ctx)
    await set_template(site_ctx, agent.id, {})
    routed_manifest(tmp_path / ".vite")
    async with client_for(site_ctx, agent.host) as client:
        lobby = Head((await client.get("/slot?provider=PGS")).text).preloads
        home = Head((await client.get("/")).text).preloads
        (tmp_path / ".vite" / "routes.json").write_text("[not a map")
        (tmp_path / ".vite" / "manifest.json").touch()  # as a rebuild does: read again
        garbled = Head((await client.get("/")).text).preloads
    # The menu chunk the game route shares with the skin is named once, with the skin's.
    assert lobby == [*SKIN_C, "/assets/game-2.js"]
    assert home == [*SKIN_C, "/assets/home-2.js"]
    assert garbled == SKIN_C
