"""`make bench`, site part: the weight of the JavaScript the login page loads before it runs,
per layout.

The server writes each host's page from the built `web/dist/index.html`
(server/promptplay/templates/site_page.py): to the page's own module script and modulepreload
links it adds those of the agent's layout (its skin and the frame every skin draws in), the
floating contact buttons (the demo agent's template shows them) and the login page. All of
them are fetched before the page runs; this prints, per layout, what they weigh as built and
gzipped at level 9 (as the server sends them), and the total against the aim. Over the aim is a
figure to read, not a failure."""

from __future__ import annotations

import gzip
import os
import sys
from html.parser import HTMLParser
from pathlib import Path

from promptplay.agent.templates import LAYOUTS
from promptplay.templates.site_page import BuildManifest, page_modules

ROOT = Path(__file__).resolve().parents[1]
DIST = Path(os.environ.get("WEB_DIST") or ROOT / "web" / "dist")
AIM_GZIP_KB = 150
# The demo agent's template: a floating contact button switched on.
DEMO_TEMPLATE = {"lineFloatingButton": True}


class InitialScripts(HTMLParser):
    """The page's module script and modulepreload links, in document order."""

    def __init__(self) -> None:
        super().__init__()
        self.urls: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        named = {name: value or "" for name, value in attrs}
        if tag == "script" and named.get("type") == "module" and named.get("src"):
            self.urls.append(named["src"])
        elif tag == "link" and "modulepreload" in named.get("rel", "").split():
            if named.get("href"):
                self.urls.append(named["href"])


def initial_scripts(index: Path) -> list[Path]:
    parser = InitialScripts()
    parser.feed(index.read_text())
    files: list[Path] = []
    for url in dict.fromkeys(parser.urls):  # once each, in order
        path = url.split("?", 1)[0].split("#", 1)[0]
        if "://" in path or path.startswith("//"):
            continue  # another origin's script is not the site's weight
        files.append(DIST / path.lstrip("/"))
    return files


def kb(size: int) -> str:
    return f"{size / 1000:.1f}"


def sizes(file: Path) -> tuple[int, int] | None:
    """Its size as built and gzipped at level 9; None when it is missing."""
    if not file.is_file():
        return None
    data = file.read_bytes()
    return len(data), len(gzip.compress(data, compresslevel=9, mtime=0))


def print_files(files: list[Path], quiet: bool = False) -> tuple[int, int]:
    """One line per file (unless quiet); the raw and gzip totals."""
    raw_total = gzip_total = 0
    for file in files:
        size = sizes(file)
        if size is None:
            print(f"{file.relative_to(DIST)!s:44} {'missing':>9}")
            continue
        raw_total += size[0]
        gzip_total += size[1]
        if not quiet:
            print(f"{file.relative_to(DIST)!s:44} {kb(size[0]):>9} {kb(size[1]):>9}")
    return raw_total, gzip_total


def main() -> int:
    index = DIST / "index.html"
    if not index.is_file():
        print("web/dist/index.html is missing: run `make build` first", file=sys.stderr)
        return 2
    built = initial_scripts(index)
    print(
        "\nLogin page: the built page's own scripts (module script + modulepreload), gzip level 9"
    )
    print(f"{'file':44} {'raw kB':>9} {'gzip kB':>9}")
    raw_total, gzip_total = print_files(built)
    print(f"{f'total ({len(built)} files)':44} {kb(raw_total):>9} {kb(gzip_total):>9}")

    manifest = BuildManifest(DIST)
    if not manifest.entries():
        print("web/dist/.vite/manifest.json is missing: no per-layout figure", file=sys.stderr)
        return 0
    print(
        "\nWith what the server adds for the layout and the login page (all before the page runs)"
    )
    print(f"{'layout':10} {'files':>6} {'added gzip kB':>14} {'raw kB':>9} {'gzip kB':>9}  aim")
    for layout in LAYOUTS:
        chunks = manifest.chunks(page_modules(layout, DEMO_TEMPLATE, "/login"))
        added = [DIST / file for file in chunks.scripts if DIST / file not in built]
        added_raw, added_gzip = print_files(added, quiet=True)
        total_raw, total_gzip = raw_total + added_raw, gzip_total + added_gzip
        over = total_gzip - AIM_GZIP_KB * 1000
        verdict = f"over by {kb(over)} kB" if over > 0 else "within"
        print(
            f"{layout:10} {len(built) + len(added):>6} {kb(added_gzip):>14} {kb(total_raw):>9}"
            f" {kb(total_gzip):>9}  {AIM_GZIP_KB} kB: {verdict}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
