"""Generated bank icons: a square SVG badge in the bank's brand colour with its short code.

Served by the API as ``/api/bank/icon/{code}.svg``. The output is a pure function of the bank
(no randomness, no timestamps), so it can be cached and ETagged freely.
"""

from __future__ import annotations

import re
from typing import Literal
from xml.sax.saxutils import escape

from promptplay.reference.data import Bank

__all__ = ["bank_icon_svg", "icon_label"]

_SIZE = 64
_PADDING = 8  # horizontal room kept free on each side of the label
_MAX_FONT = 26.0
_MIN_FONT = 10.0
# Average advance of a bold upper-case/digit glyph in common sans-serif faces, in em.
_GLYPH_EM = 0.68
_FONT_STACK = "'Helvetica Neue', Helvetica, Arial, 'Liberation Sans', 'DejaVu Sans', sans-serif"
_FALLBACK_COLOR = "#64748b"
_HEX_COLOR = re.compile(r"^#[0-9a-fA-F]{6}$")
_WHITE = "#ffffff"
_DARK = "#1f2937"


def icon_label(bank: Bank) -> str:
    """The text drawn on the icon: ``code_name`` if it is short, else the first 4 letters."""
    label = (bank.code_name or bank.code).strip().upper()
    return label if len(label) <= 5 else label[:4]


def _relative_luminance(hex_color: str) -> float:
    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (int(hex_color[i : i + 2], 16) for i in (1, 3, 5))
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)


def _text_color(background: str) -> str:
    """White, unless the background is so light that white text would not read (WCAG < 2)."""
    contrast_with_white = 1.05 / (_relative_luminance(background) + 0.05)
    return _WHITE if contrast_with_white >= 2.0 else _DARK


def _font_size(label: str) -> float:
    if not label:
        return _MAX_FONT
    fitted = (_SIZE - 2 * _PADDING) / (len(label) * _GLYPH_EM)
    return round(max(_MIN_FONT, min(_MAX_FONT, fitted)), 1)


def _fmt(value: float) -> str:
    text = f"{value:.1f}"
    return text[:-2] if text.endswith(".0") else text


def bank_icon_svg(bank: Bank, shape: Literal["rounded", "circle"] = "rounded") -> str:
    """A square 64x64 SVG icon for ``bank``: brand-colour badge, bold short code on top."""
    color = bank.brand_color.lower() if _HEX_COLOR.match(bank.brand_color) else _FALLBACK_COLOR
    label = icon_label(bank)
    size = _font_size(label)
    title = f"{bank.code} - {bank.name_en}" if bank.name_en else bank.code

    if shape == "circle":
        half = _SIZE // 2
        badge = f'<circle cx="{half}" cy="{half}" r="{half}" fill="{color}"/>'
    else:
        badge = f'<rect width="{_SIZE}" height="{_SIZE}" rx="14" ry="14" fill="{color}"/>'

    attr = {'"': "&quot;"}
    svg = (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{_SIZE}" height="{_SIZE}" '
        f'viewBox="0 0 {_SIZE} {_SIZE}" role="img" '
        f'aria-label="{escape(title, attr)}" data-bank-code="{escape(bank.code, attr)}">'
        f"<title>{escape(title)}</title>"
        f"{badge}"
        f'<text x="{_SIZE // 2}" y="{_SIZE // 2}" dy="0.35em" text-anchor="middle" '
        f'font-family="{escape(_FONT_STACK, attr)}" font-size="{_fmt(size)}" '
        f'font-weight="700" fill="{_text_color(color)}">{escape(label)}</text>'
        "</svg>"
    )
    # Plain ASCII (names like "Extérieur" become character references), so no charset issues.
    return svg.encode("ascii", "xmlcharrefreplace").decode("ascii")
