"""The demo game upstream's pages for people: the providers, each one's games, and links."""

from __future__ import annotations

from html import escape

from fastapi import APIRouter, Request
from fastapi.responses import HTMLResponse

from .common import page
from .wire import store

router = APIRouter(include_in_schema=False)


@router.get("/", response_class=HTMLResponse)
async def home(request: Request) -> HTMLResponse:
    catalogue = store(request).catalogue
    rows = "".join(
        f'<tr><td><img src="/img/providers/{p.product_id}.svg" width="96" height="36" alt=""></td>'
        f'<td><a href="/providers/{p.product_id}">{escape(p.name)}</a> <code>{p.product_id}</code></td>'
        f"<td>{', '.join(p.categories)}</td><td>{len(p.games)}</td>"
        f'<td class="{p.status}">{p.status}</td></tr>'
        for p in catalogue.providers.values()
    )
    body = f"""<h1>Demo game upstream</h1>
<p>{len(catalogue.providers)} providers, {len(catalogue)} games over five engines (slot, keno,
baccarat, hilo, dice). Three protocols over one wallet per operator and player:
type A <code>/seamless/…</code>, type B <code>/pg/…</code> and xgambet <code>/xg/v1/…</code>
(docs/games.md §2). Operators and their keys are registered by the back office call
<code>PUT /operators/{{operator}}</code>, with the master secret (<code>GAME_UPSTREAM_SECRET</code>).</p>
<p>Demo controls: <a href="/demo/faults">faults</a> · <a href="/demo/wallets">wallets</a> ·
<code>POST /demo/rounds</code> · <a href="/docs">API reference</a></p>
<table><tr><th></th><th>provider</th><th>categories</th><th>games</th><th>status</th></tr>
{rows}</table>"""
    return HTMLResponse(page("Demo game upstream", body))


@router.get("/providers/{product_id}", response_class=HTMLResponse)
async def provider_page(request: Request, product_id: str) -> HTMLResponse:
    provider = store(request).catalogue.provider(product_id)
    if provider is None:
        return HTMLResponse(page("Not found", "<h1>No such provider</h1>"), 404)
    rows = "".join(
        f'<tr><td><img src="/img/games/{g.product_id}/{g.code}.svg" width="48" height="48" '
        f'alt="" loading="lazy"></td><td>{escape(g.name)}<br><code>{g.code}</code></td>'
        f"<td>{g.category}</td><td>{g.engine}</td><td>{g.rank}</td>"
        f'<td class="{g.status}">{g.status}</td><td>'
        + (f'<a href="/demo/try/{g.code}">try</a>' if g.active and provider.active else "")
        + "</td></tr>"
        for g in provider.games[:500]
    )
    more = (
        f'<p class="muted">The first 500 of {len(provider.games)}.</p>'
        if len(provider.games) > 500
        else ""
    )
    body = f"""<h1>{escape(provider.name)} <code>{provider.product_id}</code></h1>
<p>{", ".join(provider.categories)} · <span class="{provider.status}">{provider.status}</span>.
"try" opens the game as the demo player, topped up to 1,000.00.</p>
<table><tr><th></th><th>game</th><th>category</th><th>engine</th><th>rank</th><th>status</th>
<th></th></tr>{rows}</table>{more}"""
    return HTMLResponse(page(provider.name, body))
