"""The game calls of spec §7, type A and type B, with bodies as the spec writes them
(docs/games.md §1). One catalogue and one transfer service serve every family; a family's
calls answer 0035 to an agent whose gameCompany uses another."""

from __future__ import annotations

from datetime import date
from typing import Annotated

from fastapi import APIRouter, Query, Request, Response

from ..auth.deps import PlayerCaller
from ..auth.service import Caller
from ..cashier.schemas import DateFilter
from ..context import AppContext, Ctx
from ..core.envelope import Ok, ok
from ..core.errors import InvalidData
from ..ledger.idempotency import Keyed
from . import catalogue
from .callbacks import router as callback_router
from .rounds import round_service
from .schemas import (
    AdjustBody,
    BalanceOut,
    Category,
    CategoryBody,
    EmptyBody,
    GameOut,
    GamesBody,
    GamesPage,
    GameTypeBody,
    LauncherBody,
    LaunchOut,
    PgGamesBody,
    PgLoginBody,
    PgLoginOut,
    PlayBody,
    PlayerDetails,
    PlayerWallet,
    Provider,
    RoundsOut,
    TypeBody,
    UfaBetBody,
    UfaValidation,
    _Body,
    _GamesQuery,
)
from .transfers import transfer_service


async def _categories(ctx: AppContext, caller: Caller, family: str, body: _Body) -> list[Category]:
    await transfer_service.check_caller(ctx, caller, family, body)
    return await catalogue.lobby_categories(ctx, family)


async def _providers(
    ctx: AppContext, caller: Caller, family: str, body: _Body, category: str | None, field: str
) -> list[Provider]:
    await transfer_service.check_caller(ctx, caller, family, body)
    checked = catalogue.check_category(category, field) if category is not None else None
    return await catalogue.lobby_providers(ctx, family, checked)


async def _games(ctx: AppContext, caller: Caller, family: str, body: _GamesQuery) -> Response:
    """The success envelope of a page of games, as the route's response model serializes it
    (`Ok[GamesPage]`), put together from the JSON of each game made once: the lobby's most
    frequent answer skips validating and serializing 32 models again."""
    await transfer_service.check_caller(ctx, caller, family, body)
    checked = catalogue.check_category(body.category) if body.category else None
    found = await catalogue.games_page_json(
        ctx.db, family, body.provider_code, checked, body.page, body.perPage, body.search
    )
    return Response(b'{"status":"success","data":' + found + b"}", media_type="application/json")


async def _adjust(
    ctx: AppContext, caller: Caller, family: str, body: AdjustBody, request: Request
) -> BalanceOut:
    keyed = Keyed.of(ctx, request, caller.agent_id, caller.user_id, body)
    return await transfer_service.adjust(ctx, caller, family, body, keyed)


# ----- type A: ambSuperApi ------------------------------------------------------------

amb = APIRouter(prefix="/ambSuperApi/transfer", tags=["games: ambSuperApi"])


@amb.post("/getCategory", response_model=Ok[list[Category]])
async def amb_categories(ctx: Ctx, caller: PlayerCaller, body: EmptyBody) -> Ok[list[Category]]:
    """The nine lobby categories with how many providers and games each has."""
    return ok(await _categories(ctx, caller, "amb", body))


@amb.post("/getProviderByCategory", response_model=Ok[list[Provider]])
async def amb_providers(ctx: Ctx, caller: PlayerCaller, body: CategoryBody) -> Ok[list[Provider]]:
    return ok(await _providers(ctx, caller, "amb", body, body.category, "category"))


@amb.post("/getGamesByCategoryAndProvider", response_model=Ok[GamesPage])
async def amb_games(ctx: Ctx, caller: PlayerCaller, body: GamesBody) -> Response:
    """A page of a provider's games in a category (32 by default), optionally by name."""
    return await _games(ctx, caller, "amb", body)


@amb.post("/playGame", response_model=Ok[LaunchOut])
async def amb_play(ctx: Ctx, caller: PlayerCaller, body: PlayBody) -> Ok[LaunchOut]:
    """The game's launch URLs, for a phone and for a desktop."""
    urls = await transfer_service.launch(
        ctx, caller, "amb", body, body.providerPrefix, body.gameId, body.category, body.lang
    )
    return ok(LaunchOut(gameUrLs=urls))


@amb.post("/checkAndAdjustBalance", response_model=Ok[BalanceOut])
async def amb_adjust(
    ctx: Ctx, caller: PlayerCaller, body: AdjustBody, request: Request
) -> Ok[BalanceOut]:
    """`toProvider` (the launch): the credit goes to the upstream; `toWallet`: it comes home."""
    return ok(await _adjust(ctx, caller, "amb", body, request))


# ----- type A: xgambet ------------------------------------------------------------------

xgambet = APIRouter(prefix="/xgambet/transfer", tags=["games: xgambet"])
xgambet_manager = APIRouter(prefix="/xgambetManager", tags=["games: xgambet"])


@xgambet.post("/providers/getProviders", response_model=Ok[list[Provider]])
async def xg_all_providers(ctx: Ctx, caller: PlayerCaller, body: EmptyBody) -> Ok[list[Provider]]:
    return ok(await _providers(ctx, caller, "xgambet", body, None, "type"))


@xgambet.post("/games/launcher", response_model=Ok[LaunchOut])
async def xg_launcher(ctx: Ctx, caller: PlayerCaller, body: LauncherBody) -> Ok[LaunchOut]:
    lang = body.settings.lang if body.settings else None
    urls = await transfer_service.launch(
        ctx, caller, "xgambet", body, body.providerPrefix, body.gameId, body.category, lang
    )
    return ok(LaunchOut(gameUrLs=urls))


@xgambet.post("/player/getDetails", response_model=Ok[PlayerDetails])
async def xg_details(ctx: Ctx, caller: PlayerCaller, body: EmptyBody) -> Ok[PlayerDetails]:
    """The player's credit at the upstream."""
    currency, credit = await transfer_service.upstream_credit(ctx, caller, "xgambet", body)
    return ok(PlayerDetails(walletList=[PlayerWallet(currency=currency, creditPlayer=credit)]))


@xgambet.post("/player/deposit", response_model=Ok[BalanceOut])
async def xg_deposit(
    ctx: Ctx, caller: PlayerCaller, body: EmptyBody, request: Request
) -> Ok[BalanceOut]:
    """The player's whole credit to the upstream (as checkAndAdjustBalance `toProvider`)."""
    return ok(await _adjust(ctx, caller, "xgambet", AdjustBody(**body.model_dump()), request))


@xgambet_manager.post("/getCategory", response_model=Ok[list[Category]])
async def xg_categories(ctx: Ctx, caller: PlayerCaller, body: EmptyBody) -> Ok[list[Category]]:
    return ok(await _categories(ctx, caller, "xgambet", body))


@xgambet_manager.post("/getProvidersByType", response_model=Ok[list[Provider]])
async def xg_providers(ctx: Ctx, caller: PlayerCaller, body: TypeBody) -> Ok[list[Provider]]:
    return ok(await _providers(ctx, caller, "xgambet", body, body.type, "type"))


@xgambet_manager.post("/getGamesByProviders", response_model=Ok[GamesPage])
async def xg_games(ctx: Ctx, caller: PlayerCaller, body: GamesBody) -> Response:
    return await _games(ctx, caller, "xgambet", body)


@xgambet_manager.post("/checkAndAdjustBalance", response_model=Ok[BalanceOut])
async def xg_adjust(
    ctx: Ctx, caller: PlayerCaller, body: AdjustBody, request: Request
) -> Ok[BalanceOut]:
    return ok(await _adjust(ctx, caller, "xgambet", body, request))


# ----- type B: pgSoftApi ------------------------------------------------------------------

pg = APIRouter(prefix="/pgSoftApi/transfer", tags=["games: pgSoftApi"])


@pg.post("/category", response_model=Ok[list[Category]])
async def pg_categories(ctx: Ctx, caller: PlayerCaller, body: EmptyBody) -> Ok[list[Category]]:
    return ok(await _categories(ctx, caller, "pg", body))


@pg.post("/getProviderByCategory", response_model=Ok[list[Provider]])
async def pg_providers(ctx: Ctx, caller: PlayerCaller, body: GameTypeBody) -> Ok[list[Provider]]:
    return ok(await _providers(ctx, caller, "pg", body, body.gameType, "gameType"))


@pg.post("/listProduct", response_model=Ok[list[Provider]])
async def pg_products(ctx: Ctx, caller: PlayerCaller, body: EmptyBody) -> Ok[list[Provider]]:
    return ok(await _providers(ctx, caller, "pg", body, None, "gameType"))


@pg.post("/listGames", response_model=Ok[GamesPage])
async def pg_games(ctx: Ctx, caller: PlayerCaller, body: PgGamesBody) -> Response:
    return await _games(ctx, caller, "pg", body)


@pg.post("/login", response_model=Ok[PgLoginOut])
async def pg_login(ctx: Ctx, caller: PlayerCaller, body: PgLoginBody) -> Ok[PgLoginOut]:
    """The launch URL (`url`, for the device asked) and both URLs."""
    urls = await transfer_service.launch(
        ctx, caller, "pg", body, body.productId, body.gameCode, None, body.lang
    )
    return ok(PgLoginOut(url=urls.mobile if body.isMobileLogin else urls.desktop, gameUrLs=urls))


@pg.post("/checkAndAdjustBalance", response_model=Ok[BalanceOut])
async def pg_adjust(
    ctx: Ctx, caller: PlayerCaller, body: AdjustBody, request: Request
) -> Ok[BalanceOut]:
    return ok(await _adjust(ctx, caller, "pg", body, request))


# ----- UFA ------------------------------------------------------------------------------

ufa = APIRouter(tags=["games: UFA"])


@ufa.get("/ufa/getUfaValidation", response_model=Ok[UfaValidation])
async def ufa_validation(ctx: Ctx, caller: PlayerCaller) -> Ok[UfaValidation]:
    """The player's UFA member name, and whether the UFA sportsbook is open to them."""
    name, valid = await transfer_service.ufa_validation(ctx, caller, EmptyBody())
    return ok(UfaValidation(ufaUsername=name, valid=valid))


@ufa.post("/UfaBet", response_model=Ok[LaunchOut])
async def ufa_bet(ctx: Ctx, caller: PlayerCaller, body: UfaBetBody) -> Ok[LaunchOut]:
    """The UFA sportsbook's launch URLs (the credit moves with checkAndAdjustBalance first)."""
    return ok(LaunchOut(gameUrLs=await transfer_service.ufa_launch(ctx, caller, body)))


# ----- the player's rounds ------------------------------------------------------------------

rounds = APIRouter(prefix="/game", tags=["games"])


@rounds.get("/rounds", response_model=Ok[RoundsOut])
async def player_rounds(
    ctx: Ctx,
    caller: PlayerCaller,
    dateFilter: DateFilter | None = None,
    startDate: Annotated[date | None, Query()] = None,
    endDate: Annotated[date | None, Query()] = None,
    page: Annotated[int, Query(ge=1, le=100_000)] = 1,
    perPage: Annotated[int, Query(ge=1, le=100)] = 50,
) -> Ok[RoundsOut]:
    """The player's recorded rounds, newest first, with totals, by the date filters of the
    bank history (agent's time zone)."""
    if startDate and endDate and startDate > endDate:
        raise InvalidData("startDate is after endDate", fields=["startDate", "endDate"])
    found = await round_service.player_rounds(
        ctx, caller.agent_id, caller.user_id, dateFilter, startDate, endDate, page, perPage
    )
    return ok(RoundsOut.model_validate(found))


routers = (amb, xgambet, xgambet_manager, pg, ufa, rounds, callback_router)
__all__ = ["GameOut", "routers"]
