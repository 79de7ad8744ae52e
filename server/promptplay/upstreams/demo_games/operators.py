"""The operators this upstream serves and their keys, issued the way an aggregator's back office
issues them (docs/games.md §2 "Operators").

The registry lives in memory and is filled by `PUT /operators/{operator}`, authenticated with
the upstream's master secret (`GAME_UPSTREAM_SECRET`). Nothing is derived: a key is whatever
was registered last for the operator, so registering again (a rotation) retires the previous
key at once, for the protocol calls and for the round callbacks it signs."""

from __future__ import annotations

import hmac
import re

from fastapi import APIRouter, Request

from .common import Problem, name
from .wire import json_object, settings

# A key travels in a Basic header, a form field and a Bearer header: printable ASCII, no
# spaces, long enough not to be guessed.
KEY = re.compile(r"[\x21-\x7e]{16,128}")


class Operators:
    def __init__(self) -> None:
        self._keys: dict[str, str] = {}

    def register(self, operator: str, key: str) -> bool:
        """Give `operator` this key (its previous one stops working); True when it is new."""
        new = operator not in self._keys
        self._keys[operator] = key
        return new

    def key_of(self, operator: str) -> str | None:
        return self._keys.get(operator)

    def matches(self, operator: str, key: str) -> bool:
        known = self._keys.get(operator)
        # Compared in constant time; an unknown operator is compared too, against nothing.
        return hmac.compare_digest((known or "").encode(), key.encode()) and known is not None

    def __len__(self) -> int:
        return len(self._keys)


def operators(request: Request) -> Operators:
    return request.app.state.operators


router = APIRouter(prefix="/operators", tags=["operators (back office)"])


def _master(request: Request) -> None:
    """Refuse a call that does not carry `Authorization: Bearer <master secret>`."""
    master = settings(request).secret.get_secret_value()
    scheme, _, given = request.headers.get("authorization", "").partition(" ")
    if (
        not master
        or scheme.lower() != "bearer"
        or not hmac.compare_digest(given.strip().encode(), master.encode())
    ):
        raise Problem("unauthorized", "the upstream's master secret is required")


@router.put("/{operator}")
async def register(request: Request, operator: str) -> dict[str, object]:
    """Issue (or replace) an operator's key: `{apiKey}`, 16-128 printable characters."""
    _master(request)
    operator = name(operator, "operator")
    body = await json_object(request)
    key = body.get("apiKey")
    if not isinstance(key, str) or not KEY.fullmatch(key):
        raise Problem("invalid", "apiKey must be 16-128 printable characters without spaces")
    created = operators(request).register(operator, key)
    return {"operator": operator, "registered": True, "replaced": not created}
