"""What staff may publish on their site (docs/content.md §5): pure checks and the cleaning of
text bodies on save."""

from __future__ import annotations

import re

from ..templates.rules import image_url_problem, link_url_problem
from ..uploads.rules import is_upload_url

TITLE_MAX = 200
MESSAGE_MAX = 2_000
SUMMARY_MAX = 500
BODY_MAX = 50_000
ITEMS_MAX = 100
SORT_MAX = 9_999
# An HTML tag or comment: bodies are the markup subset of docs/content.md, never HTML, so a tag
# pasted from elsewhere is taken out on save rather than kept as text players would see.
_TAG = re.compile(r"<!--.*?-->|</?[A-Za-z][^<>]*>", re.DOTALL)
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")


def clean_text(text: str) -> str:
    """A body as it is kept: Unix line ends, no control characters, no HTML tags, no trailing
    spaces on its lines, no blank lines at either end."""
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    text = _TAG.sub("", _CONTROL.sub("", text))
    return "\n".join(line.rstrip() for line in text.split("\n")).strip("\n")


def banner_image_problem(url: str) -> str | None:
    """A banner's image: one uploaded here, or an https address."""
    if is_upload_url(url):
        return None
    problem = image_url_problem(url)
    if problem:
        return problem
    if not url.startswith("https://"):
        return "a banner's image is one uploaded here or an https address"
    return None


def banner_link_problem(url: str) -> str | None:
    """Where a banner leads: nowhere (empty), a page of the site (a path) or an https
    address."""
    if not url or (url.startswith("/") and not url.startswith("//") and " " not in url):
        return None if len(url) <= 500 else "a link has at most 500 characters"
    problem = link_url_problem(url)
    if problem:
        return problem
    if not url.startswith("https://"):
        return "a banner's link is a path of the site or an https address"
    return None
