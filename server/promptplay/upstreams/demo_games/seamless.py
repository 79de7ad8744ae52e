"""Type A, the AMB Super API shape (`/seamless/…`, docs/games.md §2): Basic auth, JSON, every
answer `{code, message, data}` with `code` 0 when it went well."""

from __future__ import annotations

import base64
import binascii
from typing import Any

from fastapi import APIRouter, Depends, Request
from fastapi.responses import JSONResponse

from .common import Problem, iso, money, name, parse_amount, reference
from .operators import operators
from .store import Kind, Round, Transfer
from .wire import (
    HISTORY_LIMIT,
    HISTORY_MAX,
    doubled,
    flag,
    game_image,
    integer,
    json_object,
    moment,
    play_url,
    provider_logo,
    served,
    store,
    text,
)

CODES = {
    "member_not_found": 10001,
    "wallet_not_found": 10001,
    "insufficient": 10002,
    "transfer_not_found": 20001,
    "duplicate": 20002,
    "invalid": 40001,
    "unauthorized": 40003,
    "game_not_found": 40004,
    "closed": 40004,
    "session_expired": 40001,
    "internal": 50001,
}
STATUS = {"invalid": 400, "unauthorized": 401, "internal": 500}


def error(problem: Problem) -> JSONResponse:
    return JSONResponse(
        {"code": CODES[problem.reason], "message": problem.message, "data": None},
        status_code=STATUS.get(problem.reason, 200),
    )


def ok(data: Any) -> dict[str, Any]:
    return {"code": 0, "message": "Success", "data": data}


async def basic_operator(request: Request) -> str:
    """The calling operator, if `Authorization: Basic base64(operator:key)` holds its key."""
    scheme, _, credentials = request.headers.get("authorization", "").partition(" ")
    try:
        decoded = base64.b64decode(credentials, validate=True).decode()
    except (binascii.Error, UnicodeDecodeError):
        decoded = ""
    operator, _, key = decoded.partition(":")
    if scheme.lower() != "basic" or not operators(request).matches(operator, key):
        raise Problem("unauthorized", "unknown operator or wrong key")
    return operator


Operator = Depends(basic_operator)
router = APIRouter(prefix="/seamless", tags=["type A: AMB Super API"])


@router.get("/products")
async def products(request: Request, operator: str = Operator) -> dict[str, Any]:
    return ok(
        {
            "products": [
                {
                    "productId": p.product_id,
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
    product_id = text(dict(request.query_params), "productId")
    provider = store(request).catalogue.provider(product_id)
    if provider is None:
        raise Problem("game_not_found", f"no product {product_id}")
    return ok(
        {
            "games": [
                {
                    "code": g.code,
                    "name": g.name,
                    "category": g.category,
                    "type": g.engine,
                    "img": game_image(request, g),
                    "rank": g.rank,
                    "status": g.status,
                }
                for g in provider.games
            ]
        }
    )


@router.post("/logIn")
async def log_in(request: Request, operator: str = Operator) -> dict[str, Any]:
    body = await json_object(request)
    username = name(body.get("username"), "username")
    game = store(request).game(
        text(body, "gameCode"), text(body, "productId")
    )  # unknown or closed: 40004
    mobile = flag(body.get("isMobileLogin"), "isMobileLogin")
    lang = text(body, "language", required=False, default="th")
    callback_url = text(body, "callbackUrl", required=False) or None
    if callback_url is not None and (
        len(callback_url) > 512 or not callback_url.startswith(("http://", "https://"))
    ):
        raise Problem("invalid", "callbackUrl must be an http(s) URL of at most 512 characters")
    session = store(request).open_session(
        operator, username, game, lang, mobile, callback_url=callback_url
    )
    return ok({"url": play_url(request, session.token, mobile)})


def _transfer_answer(transfer: Transfer) -> dict[str, Any]:
    return ok(
        {
            "status": "SUCCESS",
            "txId": transfer.tx_id,
            "balance": money(transfer.after),
            "beforeBalance": money(transfer.before),
        }
    )


async def _transfer(request: Request, operator: str, kind: Kind) -> dict[str, Any]:
    body = await json_object(request)
    currency = body.get("currency")
    if currency is not None and not isinstance(currency, str):
        raise Problem("invalid", "currency must be a string")
    product_id = body.get("productId")
    transfer = store(request).transfer(
        operator,
        name(body.get("username"), "username"),
        kind,
        parse_amount(body.get("amount")),
        reference(body.get("transactionRef"), "transactionRef"),
        currency or None,
        product_id if isinstance(product_id, str) else None,
    )
    return _transfer_answer(transfer)


@router.post("/transfer/deposit")
async def deposit(request: Request, operator: str = Operator) -> dict[str, Any]:
    return await _transfer(request, operator, "deposit")


@router.post("/transfer/withdraw")
async def withdraw(request: Request, operator: str = Operator) -> dict[str, Any]:
    return await _transfer(request, operator, "withdraw")


@router.get("/transfer/balance")
async def balance(request: Request, operator: str = Operator) -> dict[str, Any]:
    username = name(request.query_params.get("username"), "username")
    wallet = store(request).wallet(operator, username)
    return ok({"status": "SUCCESS", "balance": money(wallet.balance)})


@router.get("/transfer/status")
async def transfer_status(request: Request, operator: str = Operator) -> dict[str, Any]:
    ref = reference(request.query_params.get("transactionRef"), "transactionRef")
    transfer = store(request).find_transfer(operator, ref)
    return ok(
        served(
            request,
            operator,
            f"transfer:{ref}",
            {
                "status": "SUCCESS",
                "txId": transfer.tx_id,
                "amount": money(transfer.amount),
                "type": transfer.kind.upper(),
                "username": transfer.username,
                "balance": money(transfer.after),
                "beforeBalance": money(transfer.before),
            },
        )
    )


def txn(row: Round) -> dict[str, Any]:
    return {
        "id": row.id,
        "roundId": row.round_id,
        "username": row.username,
        "productId": row.product_id,
        "gameCode": row.game_code,
        "category": row.category,
        "betAmount": money(row.bet),
        "payoutAmount": money(row.payout),
        "status": "SETTLED",
        "isSingleState": True,
        "isEndRound": True,
        "currency": row.currency,
        "createdAt": iso(row.at),
        "settledAt": iso(row.at),
    }


@router.get("/betTransactionsV2")
async def bet_transactions(request: Request, operator: str = Operator) -> dict[str, Any]:
    query = request.query_params
    product_id = query.get("productId") or None
    if product_id is not None and store(request).catalogue.provider(product_id) is None:
        raise Problem("game_not_found", f"no product {product_id}")
    rows = store(request).rounds(
        operator,
        integer(query.get("nextId"), "nextId", default=0, low=0),
        integer(query.get("limit"), "limit", default=HISTORY_LIMIT, low=1, high=HISTORY_MAX),
        product_id=product_id,
        start=moment(query.get("startTime"), "startTime"),
        end=moment(query.get("endTime"), "endTime"),
    )
    return ok(
        {
            "txns": [
                served(request, operator, f"bet:{row.id}", txn(row))
                for row in doubled(rows, request)
            ],
            "nextId": rows[-1].id if rows else None,
        }
    )
