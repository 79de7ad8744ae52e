"""Request reading and the pieces of answers the three protocols share."""

from __future__ import annotations

import json
from datetime import datetime
from typing import Any
from urllib.parse import parse_qsl

from fastapi import Request

from .catalogue import Game, Provider
from .common import Problem
from .settings import DemoGamesSettings
from .store import Store

PROTOCOL_PREFIXES = ("/seamless/", "/pg/", "/xg/")
HISTORY_LIMIT, HISTORY_MAX = 500, 1000


def store(request: Request) -> Store:
    return request.app.state.store


def settings(request: Request) -> DemoGamesSettings:
    return request.app.state.settings


def base_url(request: Request) -> str:
    """Where people and adapters reach this upstream: DEMO_GAMES_PUBLIC_URL, else the
    address the caller used."""
    return settings(request).public_url.rstrip("/") or str(request.base_url).rstrip("/")


def game_image(request: Request, game: Game) -> str:
    return f"{base_url(request)}/img/games/{game.product_id}/{game.code}.svg"


def provider_logo(request: Request, provider: Provider) -> str:
    return f"{base_url(request)}/img/providers/{provider.product_id}.svg"


def play_url(request: Request, token: str, mobile: bool) -> str:
    if request.app.state.faults.script_launch_url:
        # What a compromised upstream could hand out: the site must never open it.
        return "javascript:alert(document.domain)"
    return f"{base_url(request)}/play/{token}?mobile={int(mobile)}"


async def json_object(request: Request) -> dict[str, Any]:
    raw = await request.body()
    try:
        body = json.loads(raw) if raw else {}
    except ValueError as exc:
        raise Problem("invalid", "the body is not JSON") from exc
    if not isinstance(body, dict):
        raise Problem("invalid", "the body is not a JSON object")
    return body


async def form_fields(request: Request) -> dict[str, str]:
    """A form-encoded body (type B); a field given twice is refused."""
    kind = request.headers.get("content-type", "application/x-www-form-urlencoded")
    if not kind.startswith("application/x-www-form-urlencoded"):
        raise Problem("invalid", "the body must be application/x-www-form-urlencoded")
    try:
        pairs = parse_qsl(
            (await request.body()).decode(), keep_blank_values=True, strict_parsing=False
        )
    except UnicodeDecodeError as exc:
        raise Problem("invalid", "the body is not UTF-8") from exc
    fields = dict(pairs)
    if len(fields) != len(pairs):
        raise Problem("invalid", "a field is given twice")
    return fields


def text(fields: dict[str, Any], name: str, *, required: bool = True, default: str = "") -> str:
    value = fields.get(name)
    if value is None or value == "":
        if required:
            raise Problem("invalid", f"{name} is required")
        return default
    if not isinstance(value, str):
        raise Problem("invalid", f"{name} must be a string")
    return value


def flag(value: Any, name: str) -> bool:
    if isinstance(value, bool):
        return value
    if value in (None, "", "0", "false", "False"):
        return False
    if value in ("1", "true", "True"):
        return True
    raise Problem("invalid", f"{name} must be true or false")


def integer(value: Any, name: str, *, default: int, low: int, high: int | None = None) -> int:
    if value is None or value == "":
        return default
    try:
        number = int(value)
    except (TypeError, ValueError) as exc:
        raise Problem("invalid", f"{name} must be a whole number") from exc
    if isinstance(value, bool) or number < low or (high is not None and number > high):
        raise Problem("invalid", f"{name} must be {low} to {high or 'more'}")
    return number


def moment(value: str | None, name: str) -> datetime | None:
    if not value:
        return None
    try:
        parsed = datetime.fromisoformat(value.replace("Z", "+00:00"))
    except ValueError as exc:
        raise Problem("invalid", f"{name} must be an ISO 8601 time") from exc
    if parsed.tzinfo is None:
        raise Problem("invalid", f"{name} needs a time zone")
    return parsed


def doubled(rows: list[Any], request: Request) -> list[Any]:
    """The duplicate fault lists every bet-history row twice."""
    if request.app.state.faults.duplicate:
        return [row for row in rows for _ in range(2)]
    return rows


def served(request: Request, operator: str, key: str, record: dict[str, Any]) -> Any:
    """A bet-history row (`key` "bet:{id}") or a transfer status (`key` "transfer:{ref}") as
    `POST /demo/corrupt` left it: fields set or dropped, or the whole record replaced."""
    damage = store(request).corruptions.get((operator, key))
    if damage is None:
        return record
    if "replace" in damage:
        return damage["replace"]
    out = {name: value for name, value in record.items() if name not in damage.get("drop", ())}
    out.update(damage.get("set", {}))
    return out
