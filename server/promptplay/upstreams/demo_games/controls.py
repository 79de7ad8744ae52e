"""Demo-only controls (`/demo/...`, no authentication; real upstreams have none): fault
injection into the protocol paths, the wallets, and rounds played in bulk."""

from __future__ import annotations

import secrets
from decimal import Decimal
from typing import Any

from fastapi import APIRouter, Request
from fastapi.responses import RedirectResponse

from .common import Problem, money, name, parse_amount
from .store import Round
from .wire import PROTOCOL_PREFIXES, json_object, play_url, store

MAX_ROUNDS = 100_000


def faulted(path: str) -> bool:
    """Faults hit the protocol calls only: never /demo, /img, /play, nor the player's launch
    page under /pg/{gameCode}/index.html."""
    return path.startswith(PROTOCOL_PREFIXES) and not path.endswith("/index.html")


def unavailable_body(path: str) -> dict[str, Any]:
    message = "Service unavailable"
    if path.startswith("/seamless/"):
        return {"code": 50001, "message": message, "data": None}
    if path.startswith("/pg/"):
        return {"data": None, "error": {"code": "1500", "message": message}}
    return {"ok": False, "error": {"code": "INTERNAL", "message": message}}


router = APIRouter(prefix="/demo", tags=["demo controls"])


@router.get("/wallets")
async def wallets(request: Request, operator: str | None = None) -> list[dict[str, Any]]:
    return [
        {
            "operator": w.operator,
            "username": w.username,
            "balance": money(w.balance),
            "currency": w.currency,
        }
        for w in sorted(store(request).wallets.values(), key=lambda w: (w.operator, w.username))
        if operator is None or w.operator == operator
    ]


@router.get("/callbacks")
async def callbacks(request: Request) -> list[dict[str, Any]]:
    """The latest round-callback tries, oldest first: where, which round, and the answer."""
    return list(request.app.state.callbacks.deliveries)


@router.post("/rounds")
async def rounds(request: Request) -> dict[str, Any]:
    """Play `count` rounds of a game for a player with the game's real engine and its default
    choice (keno: a quick pick of 5), as the player would; stops early when the balance no
    longer covers the bet."""
    body = await json_object(request)
    the_store = store(request)
    operator = name(body.get("operator"), "operator")
    username = name(body.get("username"), "username")
    product_id = body.get("productId")
    game = the_store.game(
        body.get("gameCode") if isinstance(body.get("gameCode"), str) else "",
        product_id if isinstance(product_id, str) else None,
    )
    bet = parse_amount(body.get("bet"), field="bet")
    count = body.get("count", 1)
    if not isinstance(count, int) or isinstance(count, bool) or not 1 <= count <= MAX_ROUNDS:
        raise Problem("invalid", f"count must be 1 to {MAX_ROUNDS}")
    choice = body.get("choice")
    if choice is not None and not isinstance(choice, str):
        raise Problem("invalid", "choice must be a string")
    played: list[Round] = []
    stopped = None
    for _ in range(count):
        try:
            played.append(the_store.play(operator, username, game, bet, choice))
        except Problem as problem:
            if problem.reason != "insufficient" or not played:
                raise
            stopped = problem.message
            break
    return {
        "played": len(played),
        "balance": money(the_store.balance(operator, username)),
        "stopped": stopped,
        "rows": [row.view() for row in played],
    }


@router.post("/corrupt")
async def corrupt(request: Request) -> dict[str, Any]:
    """Serve one record of an operator damaged, in every protocol, until told otherwise: a
    bet-history row (`betId`) or a transfer's status answer (`transactionRef`). `set` replaces
    fields (as the protocol names them), `drop` removes fields, `replace` stands for the whole
    record; none of the three serves the record as it is again."""
    body = await json_object(request)
    operator = name(body.get("operator"), "operator")
    bet_id, ref = body.get("betId"), body.get("transactionRef")
    if isinstance(bet_id, int) and not isinstance(bet_id, bool) and ref is None:
        key = f"bet:{bet_id}"
    elif isinstance(ref, str) and ref and bet_id is None:
        key = f"transfer:{ref}"
    else:
        raise Problem("invalid", "name either betId (a whole number) or transactionRef")
    damage: dict[str, Any] = {}
    if "replace" in body:
        damage["replace"] = body["replace"]
    changes, dropped = body.get("set"), body.get("drop")
    if changes is not None:
        if not isinstance(changes, dict):
            raise Problem("invalid", "set must be an object")
        damage["set"] = changes
    if dropped is not None:
        if not isinstance(dropped, list) or not all(isinstance(f, str) for f in dropped):
            raise Problem("invalid", "drop must be a list of field names")
        damage["drop"] = dropped
    corruptions = store(request).corruptions
    if damage:
        corruptions[(operator, key)] = damage
    else:
        corruptions.pop((operator, key), None)
    return {"operator": operator, "record": key, **damage}


DEMO_OPERATOR, DEMO_PLAYER, DEMO_CREDIT = "demo", "guest", Decimal("1000.00")


@router.get("/try/{game_code}", include_in_schema=False)
async def try_game(request: Request, game_code: str) -> RedirectResponse:
    """For people: open a game as the demo player (topped up to 1,000.00)."""
    the_store = store(request)
    game = the_store.game(game_code)
    balance = the_store.balance(DEMO_OPERATOR, DEMO_PLAYER)
    if balance < DEMO_CREDIT:
        the_store.transfer(
            DEMO_OPERATOR,
            DEMO_PLAYER,
            "deposit",
            DEMO_CREDIT - balance,
            f"try-{secrets.token_hex(8)}",
        )
    mobile = request.query_params.get("mobile") == "1"
    session = the_store.open_session(DEMO_OPERATOR, DEMO_PLAYER, game, "en", mobile)
    return RedirectResponse(play_url(request, session.token, mobile), status_code=303)
