"""Generated thumbnails: every game and provider gets a small deterministic SVG (colours from
a hash of its code, its initials and name, the engine's symbol), cached for a year."""

from __future__ import annotations

import colorsys
import hashlib
from html import escape

from fastapi import APIRouter, Request, Response

from .catalogue import Game, Provider
from .wire import store

router = APIRouter(prefix="/img", include_in_schema=False)
ENGINE_SYMBOL = {"slot": "7", "keno": "#", "baccarat": "♠", "hilo": "♥", "dice": "⚄"}
FONT = "font-family=\"system-ui,-apple-system,'Segoe UI',sans-serif\""


def _colours(code: str) -> tuple[str, str]:
    digest = hashlib.sha256(code.encode()).digest()
    hue = digest[0] / 255
    other = (hue + 0.08 + digest[1] / 255 * 0.25) % 1

    def hexed(h: float, lightness: float) -> str:
        r, g, b = colorsys.hls_to_rgb(h, lightness, 0.75)
        return f"#{round(r * 255):02x}{round(g * 255):02x}{round(b * 255):02x}"

    return hexed(hue, 0.5), hexed(other, 0.2)


def _initials(name: str) -> str:
    words = [word for word in name.replace("/", " ").split() if word[:1].isalnum()]
    return "".join(word[0] for word in words[:2]).upper() or "?"


def _short(text: str, size: int) -> str:
    return text if len(text) <= size else text[: size - 1].rstrip() + "…"


def game_svg(game: Game) -> str:
    light, dark = _colours(game.code)
    faded = ' opacity=".45"' if game.status != "active" else ""
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240">'
        '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">'
        f'<stop offset="0" stop-color="{light}"/><stop offset="1" stop-color="{dark}"/>'
        f'</linearGradient></defs><g{faded}><rect width="240" height="240" rx="28" fill="url(#g)"/>'
        f'<circle cx="120" cy="104" r="62" fill="#000" opacity=".22"/>'
        f'<text x="120" y="128" {FONT} font-size="64" font-weight="800" fill="#fff" '
        f'text-anchor="middle">{escape(_initials(game.name))}</text>'
        f'<text x="206" y="46" {FONT} font-size="30" fill="#fff" opacity=".85" '
        f'text-anchor="middle">{ENGINE_SYMBOL[game.engine]}</text>'
        f'<text x="120" y="196" {FONT} font-size="19" font-weight="700" fill="#fff" '
        f'text-anchor="middle">{escape(_short(game.name, 20))}</text>'
        f'<text x="120" y="220" {FONT} font-size="12" fill="#fff" opacity=".75" '
        f'text-anchor="middle">{escape(game.product_id)} · {escape(game.category)}</text>'
        "</g></svg>"
    )


def provider_svg(provider: Provider) -> str:
    light, dark = _colours(provider.product_id)
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="120" viewBox="0 0 320 120">'
        '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0">'
        f'<stop offset="0" stop-color="{dark}"/><stop offset="1" stop-color="{light}"/>'
        '</linearGradient></defs><rect width="320" height="120" rx="18" fill="url(#g)"/>'
        f'<text x="160" y="66" {FONT} font-size="40" font-weight="900" fill="#fff" '
        f'text-anchor="middle" letter-spacing="2">{escape(provider.product_id)}</text>'
        f'<text x="160" y="96" {FONT} font-size="16" fill="#fff" opacity=".85" '
        f'text-anchor="middle">{escape(_short(provider.name, 30))}</text></svg>'
    )


def _svg(request: Request, content: str) -> Response:
    etag = '"' + hashlib.sha256(content.encode()).hexdigest()[:16] + '"'
    headers = {"cache-control": "public, max-age=31536000, immutable", "etag": etag}
    if request.headers.get("if-none-match") == etag:
        return Response(status_code=304, headers=headers)
    return Response(content, media_type="image/svg+xml", headers=headers)


@router.get("/games/{product_id}/{file_name}")
async def game_image(request: Request, product_id: str, file_name: str) -> Response:
    code = file_name.removesuffix(".svg")
    game = store(request).catalogue.game(code, product_id)
    if game is None or not file_name.endswith(".svg"):
        return Response("no such image", status_code=404, media_type="text/plain")
    return _svg(request, game_svg(game))


@router.get("/providers/{file_name}")
async def provider_image(request: Request, file_name: str) -> Response:
    provider = store(request).catalogue.provider(file_name.removesuffix(".svg"))
    if provider is None or not file_name.endswith(".svg"):
        return Response("no such image", status_code=404, media_type="text/plain")
    return _svg(request, provider_svg(provider))
