"""`make bench`, site part: the weight of the JavaScript the login page needs before it runs.

Reads the built `web/dist/index.html` (any path of the site, /login included, is that page),
takes its module script and every `modulepreload` link (what the browser fetches before the
page runs), and prints each file's size as built, gzipped at level 9 (the aim's measure) and
in brotli at quality 11 (as the server sends it to a browser that accepts brotli: every one
over HTTPS), and the total against the aim. Over the aim is a figure to read, not a failure.

Then, from the build manifest, the chunks the page fetches once it runs and before the login
form paints (the login route, the skin frame and the floating contacts, with what they import),
and for each of the eight layouts its skin's chunks and the total to first paint: what a
visitor of that layout waits for, beyond the figure the aim is set on."""

from __future__ import annotations

import gzip
import json
import sys
from html.parser import HTMLParser
from pathlib import Path

from promptplay.agent.templates import LAYOUTS
from promptplay.core.site import encode

ROOT = Path(__file__).resolve().parents[1]
DIST = ROOT / "web" / "dist"
AIM_GZIP_KB = 150
# Lazy modules the login page loads before its first paint under any layout: its route, the
# frame code loaded with any skin and the floating contact buttons, which the demo agent's
# template switches on; then the skin of the layout, a folder named as the layout.
FIRST_PAINT_MODULES = (
    "src/app/routes/login.tsx",
    "src/templates/skin-root.tsx",
    "src/features/contact/components/floating-contacts.tsx",
)
SKIN_MODULE = "src/templates/skins/{}/index.tsx"


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


def first_paint_scripts(
    manifest: dict[str, dict], loaded: list[Path], modules: tuple[str, ...]
) -> list[Path]:
    """The chunks of `modules` and of everything they import, not loaded already."""
    seen: set[str] = set()
    files: list[Path] = []

    def visit(key: str) -> None:
        if key in seen or key not in manifest:
            return
        seen.add(key)
        for imported in manifest[key].get("imports", []):
            visit(imported)
        file = DIST / manifest[key]["file"]
        if file not in loaded and file not in files:
            files.append(file)

    for module in modules:
        if module not in manifest:
            print(f"{module} is not in the build manifest: left out", file=sys.stderr)
        visit(module)
    return files


def kb(size: int) -> str:
    return f"{size / 1000:.1f}"


def sizes(file: Path) -> tuple[int, int, int] | None:
    """Its size as built, gzipped at level 9 and in brotli as the server sends it; None when it
    is missing."""
    if not file.is_file():
        return None
    data = file.read_bytes()
    return len(data), len(gzip.compress(data, compresslevel=9, mtime=0)), len(encode(data, "br"))


def print_files(files: list[Path], quiet: bool = False) -> tuple[int, int, int]:
    """One line per file (unless quiet); the raw, gzip and brotli totals."""
    raw_total = gzip_total = br_total = 0
    for file in files:
        size = sizes(file)
        if size is None:
            print(f"{file.relative_to(DIST)!s:44} {'missing':>9}")
            continue
        raw_total += size[0]
        gzip_total += size[1]
        br_total += size[2]
        if not quiet:
            print(
                f"{file.relative_to(DIST)!s:44} {kb(size[0]):>9} {kb(size[1]):>9} {kb(size[2]):>9}"
            )
    return raw_total, gzip_total, br_total


def main() -> int:
    index = DIST / "index.html"
    if not index.is_file():
        print("web/dist/index.html is missing: run `make build` first", file=sys.stderr)
        return 2
    files = initial_scripts(index)
    print("\nLogin page, initial JavaScript (module script + modulepreload)")
    print(f"{'file':44} {'raw kB':>9} {'gzip kB':>9} {'br kB':>9}")
    raw_total, gzip_total, br_total = print_files(files)
    total = f"total ({len(files)} files)"
    print(f"{total:44} {kb(raw_total):>9} {kb(gzip_total):>9} {kb(br_total):>9}")
    over = gzip_total - AIM_GZIP_KB * 1000
    verdict = f"over the aim by {kb(over)} kB" if over > 0 else "within the aim"
    print(f"aim: {AIM_GZIP_KB} kB gzip: {verdict}")

    manifest_path = DIST / ".vite" / "manifest.json"
    if not manifest_path.is_file():
        print("web/dist/.vite/manifest.json is missing: no first-paint figure", file=sys.stderr)
        return 0
    manifest = json.loads(manifest_path.read_text())
    lazy = first_paint_scripts(manifest, files, FIRST_PAINT_MODULES)
    print("\nThen, before the login form paints: its route, the skin frame, the floating contacts")
    lazy_raw, lazy_gzip, lazy_br = print_files(lazy)
    print("\nAnd the layout's skin, with what it imports: the total to first paint per layout")
    print(
        f"{'layout':10} {'skin gzip kB':>14} {'to first paint raw kB':>22} {'gzip kB':>9}"
        f" {'br kB':>9}"
    )
    for layout in LAYOUTS:
        skin = first_paint_scripts(manifest, files + lazy, (SKIN_MODULE.format(layout),))
        skin_raw, skin_gzip, skin_br = print_files(skin, quiet=True)
        total_raw = raw_total + lazy_raw + skin_raw
        total_gzip = gzip_total + lazy_gzip + skin_gzip
        total_br = br_total + lazy_br + skin_br
        print(
            f"{layout:10} {kb(skin_gzip):>14} {kb(total_raw):>22} {kb(total_gzip):>9}"
            f" {kb(total_br):>9}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
