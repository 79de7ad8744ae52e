"""`make bench`, site part: the weight of the JavaScript the login page needs before it runs.

Reads the built `web/dist/index.html` (any path of the site, /login included, is that page),
takes its module script and every `modulepreload` link (what the browser fetches before the
page runs), and prints each file's size as built and gzipped at level 9 (as the server sends
it), and the total against the aim. Over the aim is a figure to read, not a failure."""

from __future__ import annotations

import gzip
import sys
from html.parser import HTMLParser
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DIST = ROOT / "web" / "dist"
AIM_GZIP_KB = 150


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


def main() -> int:
    index = DIST / "index.html"
    if not index.is_file():
        print("web/dist/index.html is missing: run `make build` first", file=sys.stderr)
        return 2
    files = initial_scripts(index)
    print("\nLogin page, initial JavaScript (module script + modulepreload), gzip level 9")
    print(f"{'file':44} {'raw kB':>9} {'gzip kB':>9}")
    raw_total = gzip_total = 0
    for file in files:
        if not file.is_file():
            print(f"{file.relative_to(DIST)!s:44} {'missing':>9}")
            continue
        data = file.read_bytes()
        zipped = len(gzip.compress(data, compresslevel=9, mtime=0))
        raw_total += len(data)
        gzip_total += zipped
        print(f"{file.relative_to(DIST)!s:44} {kb(len(data)):>9} {kb(zipped):>9}")
    print(f"{f'total ({len(files)} files)':44} {kb(raw_total):>9} {kb(gzip_total):>9}")
    over = gzip_total - AIM_GZIP_KB * 1000
    verdict = f"over the aim by {kb(over)} kB" if over > 0 else "within the aim"
    print(f"aim: {AIM_GZIP_KB} kB gzip: {verdict}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
