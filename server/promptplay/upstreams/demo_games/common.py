"""What the demo game upstream's parts share: money on the wire, clocks, the
neutral error every protocol answers in its own shape, and the HTML page shell."""

from __future__ import annotations

import re
from datetime import UTC, datetime
from decimal import ROUND_DOWN, Decimal
from html import escape
from typing import Literal

CENT = Decimal("0.01")
AMOUNT = re.compile(r"\d{1,12}(\.\d{1,2})?")
SIGNED_AMOUNT = re.compile(r"[+-]?\d{1,12}(\.\d{1,2})?")
NAME = re.compile(r"[A-Za-z0-9_.@\-]{1,64}")
REFERENCE = re.compile(r"[A-Za-z0-9_.:\-]{1,100}")

Reason = Literal[
    "invalid",
    "unauthorized",
    "member_not_found",
    "wallet_not_found",
    "insufficient",
    "duplicate",
    "transfer_not_found",
    "game_not_found",
    "closed",
    "session_expired",
    "internal",
]


class Problem(Exception):
    """A refusal in neutral terms; each protocol answers it with its own code and shape."""

    def __init__(self, reason: Reason, message: str) -> None:
        self.reason, self.message = reason, message
        super().__init__(f"{reason}: {message}")


def money(amount: Decimal) -> str:
    """The wire spelling of an amount: a decimal string with two places."""
    return str(amount.quantize(CENT))


def cents_down(amount: Decimal) -> Decimal:
    return amount.quantize(CENT, rounding=ROUND_DOWN)


def parse_amount(value: object, *, signed: bool = False, field: str = "amount") -> Decimal:
    """A wire amount: a string, at most two decimal places, not zero, and not negative unless
    `signed`. Numbers (floats above all) are refused: they cannot carry money exactly."""
    if not isinstance(value, str):
        raise Problem("invalid", f'{field} must be a decimal string such as "10.00"')
    text = value.strip()
    if not (SIGNED_AMOUNT if signed else AMOUNT).fullmatch(text):
        raise Problem("invalid", f"{field} must be a positive decimal with at most 2 places")
    amount = Decimal(text).quantize(CENT)
    if amount == 0:
        raise Problem("invalid", f"{field} must not be zero")
    return amount


def name(value: object, field: str) -> str:
    if not isinstance(value, str) or not NAME.fullmatch(value):
        raise Problem("invalid", f"{field} must be 1-64 letters, digits or _.@-")
    return value


def reference(value: object, field: str) -> str:
    if not isinstance(value, str) or not REFERENCE.fullmatch(value):
        raise Problem("invalid", f"{field} must be 1-100 letters, digits or _.:-")
    return value


def now() -> datetime:
    return datetime.now(UTC)


def iso(moment: datetime) -> str:
    return moment.isoformat(timespec="milliseconds").replace("+00:00", "Z")


def epoch_ms(moment: datetime) -> int:
    return int(moment.timestamp() * 1000)


def page(title: str, body: str) -> str:
    """A whole HTML page for people around `body` (already escaped by the caller)."""
    return f"""<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{escape(title)}</title>
<style>
body{{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;
background:#0d1b1e;color:#e6f1ef}}
a{{color:#5eead4}} h1{{font-size:1.4rem}} table{{border-collapse:collapse;width:100%}}
td,th{{border-bottom:1px solid #24403f;padding:.35rem .5rem;text-align:left;font-size:.9rem}}
img{{vertical-align:middle;border-radius:.4rem}} .muted{{color:#8fb3ad;font-size:.85rem}}
.closed{{color:#f87171}} code{{background:#16302f;padding:.1rem .3rem;border-radius:.25rem}}
</style></head><body>
<p class="muted">Demo game upstream, for local use: play money only.
<a href="/">home</a> · <a href="/docs">API reference</a> · <a href="/demo/wallets">wallets</a>
· <a href="/demo/faults">faults</a></p>
{body}
</body></html>"""
