"""xgambet (`/xg/v1/…`, docs/games.md §2): JSON, `X-Operator` and `Authorization: Bearer
<key>`; answers `{ok: true, result}` or `{ok: false, error: {code, message}}`."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Depends, Request
from fastapi.responses import JSONResponse

from .common import Problem, iso, money, name, parse_amount, reference
from .operators import operators
from .store import Kind, Transfer
from .wire import (
    HISTORY_LIMIT,
    HISTORY_MAX,
    doubled,
    flag,
    game_image,
    integer,
    json_object,
    play_url,
    provider_logo,
    served,
    store,
    text,
)

CODES = {
    "invalid": "INVALID",
    "unauthorized": "UNAUTHORIZED",
    "member_not_found": "PLAYER_NOT_FOUND",
    "wallet_not_found": "PLAYER_NOT_FOUND",
    "insufficient": "INSUFFICIENT_FUNDS",
    "duplicate": "DUPLICATE",
    "transfer_not_found": "NOT_FOUND",
    "game_not_found": "NOT_FOUND",
    "closed": "NOT_FOUND",
    "session_expired": "INVALID",
    "internal": "INTERNAL",
}
STATUS = {"invalid": 400, "unauthorized": 401, "internal": 500}


def error(problem: Problem) -> JSONResponse:
    return JSONResponse(
        {"ok": False, "error": {"code": CODES[problem.reason], "message": problem.message}},
        status_code=STATUS.get(problem.reason, 200),
    )


def ok(result: Any) -> dict[str, Any]:
    return {"ok": True, "result": result}


async def bearer_operator(request: Request) -> str:
    operator = request.headers.get("x-operator", "")
    scheme, _, key = request.headers.get("authorization", "").partition(" ")
    if scheme.lower() != "bearer" or not operators(request).matches(operator, key.strip()):
        raise Problem("unauthorized", "unknown X-Operator or wrong key")
    return operator


Operator = Depends(bearer_operator)
router = APIRouter(prefix="/xg/v1", tags=["xgambet"])


@router.get("/providers")
async def providers(request: Request, operator: str = Operator) -> dict[str, Any]:
    return ok(
        {
            "providers": [
                {
                    "code": p.product_id,
                    "name": p.name,
                    "categories": list(p.categories),
                    "status": p.status,
                    "logo": provider_logo(request, p),
                }
                for p in store(request).catalogue.providers.values()
            ]
        }
    )


@router.get("/games")
async def games(request: Request, operator: str = Operator) -> dict[str, Any]:
    catalogue = store(request).catalogue
    code = request.query_params.get("provider") or None
    if code is not None and catalogue.provider(code) is None:
        raise Problem("game_not_found", f"no provider {code}")
    chosen = [catalogue.providers[code]] if code else catalogue.providers.values()
    return ok(
        {
            "games": [
                {
                    "id": g.code,
                    "name": g.name,
                    "provider": g.product_id,
                    "category": g.category,
                    "engine": g.engine,
                    "image": game_image(request, g),
                    "rank": g.rank,
                    "status": g.status,
                }
                for p in chosen
                for g in p.games
            ]
        }
    )


@router.get("/players/{username}")
async def player(request: Request, username: str, operator: str = Operator) -> dict[str, Any]:
    wallet = store(request).wallet(operator, name(username, "username"))
    return ok(
        {
            "username": wallet.username,
            "wallets": [{"currency": wallet.currency, "balance": money(wallet.balance)}],
        }
    )


async def _move(request: Request, username: str, operator: str, kind: Kind) -> dict[str, Any]:
    body = await json_object(request)
    currency = body.get("currency")
    if currency is not None and not isinstance(currency, str):
        raise Problem("invalid", "currency must be a string")
    transfer = store(request).transfer(
        operator,
        name(username, "username"),
        kind,
        parse_amount(body.get("amount")),
        reference(body.get("reference"), "reference"),
        currency or None,
    )
    return ok(
        {
            "reference": transfer.reference,
            "txId": transfer.tx_id,
            "balance": money(transfer.after),
            "before": money(transfer.before),
        }
    )


@router.post("/players/{username}/deposit")
async def deposit(request: Request, username: str, operator: str = Operator) -> dict[str, Any]:
    return await _move(request, username, operator, "deposit")


@router.post("/players/{username}/withdraw")
async def withdraw(request: Request, username: str, operator: str = Operator) -> dict[str, Any]:
    return await _move(request, username, operator, "withdraw")


@router.get("/transfers/{ref}")
async def transfer(request: Request, ref: str, operator: str = Operator) -> dict[str, Any]:
    found: Transfer = store(request).find_transfer(operator, reference(ref, "reference"))
    return ok(
        served(
            request,
            operator,
            f"transfer:{found.reference}",
            {
                "reference": found.reference,
                "txId": found.tx_id,
                "amount": money(found.amount),
                "kind": found.kind,
                "username": found.username,
                "balance": money(found.after),
                "before": money(found.before),
            },
        )
    )


@router.post("/launch")
async def launch(request: Request, operator: str = Operator) -> dict[str, Any]:
    body = await json_object(request)
    username = name(body.get("username"), "username")
    game = store(request).game(text(body, "gameId"), text(body, "provider"))
    mobile = flag(body.get("mobile"), "mobile")
    return_url = body.get("returnUrl")
    if return_url is not None and (
        not isinstance(return_url, str) or not return_url.startswith(("http://", "https://"))
    ):
        raise Problem("invalid", "returnUrl must be an http(s) URL")
    session = store(request).open_session(
        operator,
        username,
        game,
        text(body, "lang", required=False, default="th"),
        mobile,
        return_url,
    )
    return ok({"url": play_url(request, session.token, mobile)})


@router.get("/bets")
async def bets(request: Request, operator: str = Operator) -> dict[str, Any]:
    query = request.query_params
    rows = store(request).rounds(
        operator,
        integer(query.get("cursor"), "cursor", default=0, low=0),
        integer(query.get("limit"), "limit", default=HISTORY_LIMIT, low=1, high=HISTORY_MAX),
    )
    return ok(
        {
            "bets": [
                served(
                    request,
                    operator,
                    f"bet:{row.id}",
                    {
                        "id": row.id,
                        "roundId": row.round_id,
                        "username": row.username,
                        "provider": row.product_id,
                        "gameId": row.game_code,
                        "category": row.category,
                        "bet": money(row.bet),
                        "payout": money(row.payout),
                        "settledAt": iso(row.at),
                        "currency": row.currency,
                    },
                )
                for row in doubled(rows, request)
            ],
            "cursor": str(rows[-1].id) if rows else None,
        }
    )
