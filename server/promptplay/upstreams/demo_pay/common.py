"""Helpers the demo upstream's parts share: money on the wire, clocks, HTML page shell."""

from __future__ import annotations

import re
from datetime import UTC, datetime
from decimal import Decimal
from html import escape

CENT = Decimal("0.01")
TWO_PLACES = re.compile(r"\d{1,12}\.\d{2}")


def money(amount: Decimal) -> str:
    """The wire spelling of an amount: a decimal string with two places."""
    return str(amount.quantize(CENT))


def now() -> datetime:
    return datetime.now(UTC)


def iso(moment: datetime | None) -> str | None:
    return moment.isoformat(timespec="milliseconds").replace("+00:00", "Z") if moment else None


def epoch_ms(moment: datetime) -> int:
    return int(moment.timestamp() * 1000)


def page(title: str, body: str, *, refresh: int | None = None) -> str:
    """A whole HTML page around `body` (already escaped by the caller)."""
    meta = f'<meta http-equiv="refresh" content="{refresh}">' if refresh else ""
    return f"""<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">{meta}
<title>{escape(title)}</title>
<style>
body{{font:16px/1.5 system-ui,sans-serif;max-width:46rem;margin:2rem auto;padding:0 1rem;color:#1f2933}}
h1{{font-size:1.4rem}} table{{border-collapse:collapse;width:100%}}
td,th{{border-bottom:1px solid #d9e2ec;padding:.35rem .5rem;text-align:left;font-size:.9rem}}
input,select,button{{font:inherit;padding:.35rem .5rem}} button{{cursor:pointer}}
.card{{border:1px solid #bcccdc;border-radius:.5rem;padding:1rem;margin:1rem 0}}
.ok{{color:#0e7c3a}} .bad{{color:#b42318}} .muted{{color:#627d98;font-size:.85rem}}
pre,code{{background:#f0f4f8;padding:.15rem .3rem;border-radius:.25rem;word-break:break-all;white-space:pre-wrap}}
</style></head><body>
<p class="muted">Demo payment upstream, for local use: no real money moves here.
<a href="/">home</a> · <a href="/store">voucher store</a> · <a href="/orders">gateway orders</a></p>
{body}
</body></html>"""
