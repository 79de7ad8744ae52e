"""The first answer of a page of the player site: the built index.html with what the host's
agent's site needs at once written into its head, so that the page draws without waiting for
round trips it can be spared (spec §1's boot: the agent of the host name, then its layout):

- getDomain's answer for the host, as JSON the site reads at once instead of waiting for the
  call (which it still makes, in the background, to stay current);
- the chunks of the agent's layout (its skin and the frame every skin draws in) and of the page
  asked for, as modulepreload links, and the skin's style sheets, which the browser would
  otherwise ask for only once the app had run and the agent's answer had come back;
- the template's title and description.

Nothing written here is more than getDomain tells any visitor of the host. The back office's
pages and a host that is no agent's get the page as built; a build without its manifest, only
the agent."""

from __future__ import annotations

import html
import json
import logging
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from fastapi import Request

from ..agent.service import agent_service
from ..agent.templates import LAYOUTS
from ..core.backoffice_host import is_backoffice_path
from ..core.deps import clean_host
from ..core.errors import DataNotFound

log = logging.getLogger("promptplay.site")

# The skin folder that draws each layout (web/src/templates/registry.tsx).
SKIN_OF_LAYOUT = {name: name.replace("pp-1", "pp1") for name in LAYOUTS}
SKIN_MODULE = "src/templates/skins/{}/index.tsx"
# What every skin draws in, loaded with the skin (web/src/templates/registry.tsx loadSkin).
FRAME_MODULES = ("src/templates/skin-root.tsx",)
# The floating contact buttons, drawn when the template switches any of them on.
FLOATING_CONTACTS_MODULE = "src/features/contact/components/floating-contacts.tsx"
FLOATING_SWITCHES = (
    "lineFloatingButton",
    "telegramFloatingButton",
    "whatAppFloatingButton",
    "facebookMessengerFloatingButton",
)
# The pages a visitor most often opens first, by path (web/src/app/router.tsx).
PAGE_MODULES = {
    "": "src/app/routes/home.tsx",
    "login": "src/app/routes/login.tsx",
    "register": "src/app/routes/register.tsx",
}
# The element the site reads getDomain's answer from (web/src/features/agent/api/agent-api.ts).
DOMAIN_ELEMENT_ID = "pp-domain"
MANIFEST = Path(".vite") / "manifest.json"
_TITLE = re.compile(r"<title>.*?</title>", re.S)
_DESCRIPTION = re.compile(r'<meta name="description" content="[^"]*"\s*/?>')


@dataclass(frozen=True)
class Chunks:
    scripts: tuple[str, ...]
    styles: tuple[str, ...]


class BuildManifest:
    """The site build's manifest (`vite build` writes it): which files hold a source module
    and what each imports. Read again when the build changes."""

    def __init__(self, dist: Path) -> None:
        self.path = dist / MANIFEST
        self._version: tuple[int, int] | None = None
        self._entries: dict[str, dict[str, Any]] = {}

    def entries(self) -> dict[str, dict[str, Any]]:
        try:
            stat = self.path.stat()
        except OSError:
            return {}
        version = (stat.st_mtime_ns, stat.st_size)
        if version != self._version:
            try:
                self._entries = json.loads(self.path.read_text())
            except (OSError, ValueError):
                return {}
            self._version = version
        return self._entries

    def chunks(self, modules: list[str]) -> Chunks:
        """The files of `modules` and of everything they import statically, beyond what the
        page loads anyway (its entry and that entry's imports), in the order to fetch them."""
        entries = self.entries()
        loaded: set[str] = set()
        for key, entry in entries.items():
            if entry.get("isEntry"):
                loaded.add(key)
                loaded.update(entry.get("imports", ()))
        scripts: list[str] = []
        styles: list[str] = []
        seen: set[str] = set()

        def visit(key: str) -> None:
            if key in seen or key in loaded or key not in entries:
                return
            seen.add(key)
            entry = entries[key]
            scripts.append(entry["file"])
            styles.extend(entry.get("css", ()))
            for imported in entry.get("imports", ()):
                visit(imported)

        for module in modules:
            visit(module)
        return Chunks(tuple(dict.fromkeys(scripts)), tuple(dict.fromkeys(styles)))


def page_modules(layout: str, template: dict[str, Any], path: str) -> list[str]:
    """The source modules a page of `path` runs before its first paint under `layout`."""
    skin = SKIN_OF_LAYOUT.get(layout, SKIN_OF_LAYOUT["a"])
    modules = [SKIN_MODULE.format(skin), *FRAME_MODULES]
    if any(template.get(switch) for switch in FLOATING_SWITCHES):
        modules.append(FLOATING_CONTACTS_MODULE)
    page = PAGE_MODULES.get(path.strip("/"))
    if page is not None:
        modules.append(page)
    return modules


def json_in_html(data: Any) -> str:
    """JSON safe inside a <script> element: nothing in it can close the element."""
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    for char, escaped in (("<", "\\u003c"), (">", "\\u003e"), ("&", "\\u0026")):
        text = text.replace(char, escaped)
    return text.replace("\u2028", "\\u2028").replace("\u2029", "\\u2029")


def head_markup(domain: dict[str, Any], chunks: Chunks) -> str:
    parts = [
        f'<script type="application/json" id="{DOMAIN_ELEMENT_ID}">{json_in_html(domain)}</script>'
    ]
    parts += [f'<link rel="modulepreload" crossorigin href="/{file}">' for file in chunks.scripts]
    parts += [f'<link rel="stylesheet" crossorigin href="/{file}">' for file in chunks.styles]
    return "".join(parts)


def with_head(page: str, head: str, title: str | None, description: str | None) -> str:
    """The page with `head` at the end of its head, and the template's title and description
    in place of the built ones."""
    if title:
        page = _TITLE.sub(lambda _: f"<title>{html.escape(title)}</title>", page, count=1)
    if description:
        meta = f'<meta name="description" content="{html.escape(description)}" />'
        page = _DESCRIPTION.sub(lambda _: meta, page, count=1)
    return page.replace("</head>", f"{head}</head>", 1)


class SitePages:
    """Writes a host's page from the built index.html (core/site.py serves it)."""

    def __init__(self, dist: Path) -> None:
        self.manifest = BuildManifest(dist)

    async def page(self, request: Request, path: str, built: str) -> str:
        if is_backoffice_path(request.url.path):
            return built  # the staff's pages: none of a player's layout
        ctx = request.app.state.ctx
        host = clean_host(request.headers.get("host", ""))
        try:
            agent = await agent_service.describe_domain(ctx, host)
        except DataNotFound:
            return built  # no agent's host: the site says so itself
        domain = agent.model_dump(mode="json")
        setting = domain.get("templateSetting") or {}
        template = setting.get("template") or {}
        layout = (setting.get("layout") or {}).get("name") or "a"
        chunks = self.manifest.chunks(page_modules(layout, template, path))
        return with_head(
            built, head_markup(domain, chunks), template.get("title"), template.get("description")
        )
