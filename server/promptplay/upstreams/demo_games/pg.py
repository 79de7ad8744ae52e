"""Type B, the PG style (`/pg/…`, docs/games.md §2): form-encoded POSTs carrying
`operator_token` (the operator) and `secret_key` (its key); answers `{data, error}`.

The launch page `GET /pg/{gameCode}/index.html` checks the player session and renders the
game; it is a page for the player, not a protocol call (faults leave it alone)."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Request
from fastapi.responses import HTMLResponse, JSONResponse

from .common import Problem, epoch_ms, iso, money, name, parse_amount, reference
from .operators import operators
from .play import game_page, problem_page
from .store import Transfer
from .wire import (
    HISTORY_LIMIT,
    HISTORY_MAX,
    doubled,
    flag,
    form_fields,
    game_image,
    integer,
    provider_logo,
    served,
    store,
)

CODES = {
    "invalid": 1034,
    "unauthorized": 1200,
    "game_not_found": 1300,
    "closed": 1300,
    "member_not_found": 3004,
    "wallet_not_found": 3005,
    "insufficient": 3202,
    "duplicate": 3040,
    "transfer_not_found": 3041,
    "session_expired": 1034,
    "internal": 1500,
}
STATUS = {"invalid": 400, "unauthorized": 401, "internal": 500}


def error(problem: Problem) -> JSONResponse:
    return JSONResponse(
        {"data": None, "error": {"code": str(CODES[problem.reason]), "message": problem.message}},
        status_code=STATUS.get(problem.reason, 200),
    )


def ok(data: Any) -> dict[str, Any]:
    return {"data": data, "error": None}


async def authorised(request: Request) -> tuple[str, dict[str, str]]:
    """(operator, fields) of a call whose operator_token and secret_key match."""
    fields = await form_fields(request)
    operator = fields.get("operator_token", "")
    if not operators(request).matches(operator, fields.get("secret_key", "")):
        raise Problem("unauthorized", "unknown operator_token or wrong secret_key")
    return operator, fields


router = APIRouter(prefix="/pg", tags=["type B: PG style"])


@router.post("/Game/List")
async def game_list(request: Request) -> dict[str, Any]:
    _, fields = await authorised(request)
    catalogue = store(request).catalogue
    product_id = fields.get("product_id") or None
    if product_id is not None and catalogue.provider(product_id) is None:
        raise Problem("game_not_found", f"no product {product_id}")
    providers = [catalogue.providers[product_id]] if product_id else catalogue.providers.values()
    return ok(
        [
            {
                "gameId": g.code,
                "gameCode": g.code,
                "gameName": g.name,
                "category": g.category,
                "productId": g.product_id,
                "engine": g.engine,
                "img": game_image(request, g),
                "rank": g.rank,
                "status": g.status,
            }
            for provider in providers
            for g in provider.games
        ]
    )


@router.post("/Product/List")
async def product_list(request: Request) -> dict[str, Any]:
    await authorised(request)
    return ok(
        [
            {
                "productId": p.product_id,
                "name": p.name,
                "categories": list(p.categories),
                "status": p.status,
                "logo": provider_logo(request, p),
            }
            for p in store(request).catalogue.providers.values()
        ]
    )


@router.post("/Player/LoginSession")
async def login_session(request: Request) -> dict[str, Any]:
    operator, fields = await authorised(request)
    player = name(fields.get("player_name"), "player_name")
    session = store(request).open_session(operator, player, None, "th", False)
    return ok({"player_session": session.token})


def _cash(transfer_or_wallet: Any, balance: Any, currency: str) -> dict[str, Any]:
    return {
        "currency_code": currency,
        "balance_amount": money(balance),
        "updated_time": epoch_ms(transfer_or_wallet),
    }


@router.post("/Cash/Get")
async def cash_get(request: Request) -> dict[str, Any]:
    operator, fields = await authorised(request)
    wallet = store(request).wallet(operator, name(fields.get("player_name"), "player_name"))
    return ok(_cash(wallet.updated_at, wallet.balance, wallet.currency))


@router.post("/Cash/TransferInOut")
async def transfer_in_out(request: Request) -> dict[str, Any]:
    operator, fields = await authorised(request)
    amount = parse_amount(fields.get("amount"), signed=True)
    transfer: Transfer = store(request).transfer(
        operator,
        name(fields.get("player_name"), "player_name"),
        "deposit" if amount > 0 else "withdraw",
        abs(amount),
        reference(fields.get("transfer_reference"), "transfer_reference"),
        fields.get("currency") or None,
    )
    return ok(
        {
            **_cash(transfer.at, transfer.after, transfer.currency),
            "transaction_id": transfer.tx_id,
        }
    )


@router.post("/Cash/TransferStatus")
async def transfer_status(request: Request) -> dict[str, Any]:
    operator, fields = await authorised(request)
    ref = reference(fields.get("transfer_reference"), "transfer_reference")
    transfer = store(request).find_transfer(operator, ref)
    return ok(
        served(
            request,
            operator,
            f"transfer:{ref}",
            {
                "transaction_id": transfer.tx_id,
                "amount": money(transfer.signed),
                "player_name": transfer.username,
                "balance_amount": money(transfer.after),
            },
        )
    )


@router.post("/Bet/GetHistory")
async def bet_history(request: Request) -> dict[str, Any]:
    operator, fields = await authorised(request)
    rows = store(request).rounds(
        operator,
        integer(fields.get("row_version"), "row_version", default=0, low=0),
        integer(fields.get("count"), "count", default=HISTORY_LIMIT, low=1, high=HISTORY_MAX),
    )
    return ok(
        [
            served(
                request,
                operator,
                f"bet:{row.id}",
                {
                    "betId": row.id,
                    "parentBetId": row.round_id,
                    "playerName": row.username,
                    "gameId": row.game_code,
                    "productId": row.product_id,
                    "category": row.category,
                    "betAmount": money(row.bet),
                    "winAmount": money(row.payout),
                    "betTime": iso(row.at),
                    "rowVersion": row.id,
                    "currency": row.currency,
                },
            )
            for row in doubled(rows, request)
        ]
    )


@router.get("/{game_code}/index.html", response_class=HTMLResponse)
async def launch_page(request: Request, game_code: str) -> HTMLResponse:
    """The launch URL the adapter builds: a valid player session of this operator plays."""
    query = request.query_params
    the_store = store(request)
    try:
        session = the_store.session(query.get("operator_player_session", ""))
        if session.operator != query.get("operator_token"):
            raise Problem("session_expired", "this session belongs to another operator")
        game = the_store.game(game_code)
        mobile = flag(query.get("mobile"), "mobile")
        played = the_store.open_session(
            session.operator,
            session.username,
            game,
            query.get("language") or session.lang,
            mobile,
        )
    except Problem as problem:
        return problem_page(problem)
    return game_page(request, played, mobile)
