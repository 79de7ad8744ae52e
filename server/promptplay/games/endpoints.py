"""The game calls of spec §7, type A and type B, with bodies as the spec writes them
(docs/games.md §1). One catalogue and one transfer service serve every family; a family's
calls answer 0035 to an agent whose gameCompany uses another."""

from __future__ import annotations

import logging
from datetime import date
from typing import Annotated
from urllib.parse import urlsplit
from zoneinfo import ZoneInfo

from fastapi import APIRouter, Query, Request
from sqlalchemy import bindparam, select

from ..auth.deps import PlayerCaller
from ..auth.service import Caller
from ..cashier.flow import Keyed
from ..cashier.schemas import DateFilter
from ..cashier.service import history_window
from ..context import AppContext, Ctx
from ..core.clock import utcnow
from ..core.db import HotRead
from ..core.envelope import Ok, ok
from ..core.errors import (
    DataNotFound,
    GameClosed,
    InvalidData,
    PermissionDenied,
    ProviderRefused,
    TransferInFlight,
    UpstreamUnavailable,
)
from ..models import Agent, User
from ..payments.errors import UpstreamUnavailable as NoAnswer
from . import catalogue
from .adapters import GameRefused
from .callbacks import router as callback_router
from .registry import family_of
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
    GameUrls,
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
from .service import Gamer, game_service, upstream_name

LANGS = {"th", "en", "vi", "lo"}

log = logging.getLogger("promptplay.games")


_AGENT_AND_USERNAME = HotRead(
    select(Agent.id, Agent.prefix, Agent.game_company, User.username)
    .join(User, User.agent_id == Agent.id)
    .where(Agent.id == bindparam("agent_id"), User.id == bindparam("user_id"))
)


async def _check_caller(ctx: AppContext, caller: Caller, family: str, body: _Body) -> None:
    """Refuse unless the caller's agent has its games from `family` and the body names the
    caller (a lobby call: one hot read)."""
    rows = await ctx.db.hot(_AGENT_AND_USERNAME, agent_id=caller.agent_id, user_id=caller.user_id)
    agent_id, prefix, game_company, username = rows[0]
    if family_of(game_company) != family:
        raise PermissionDenied(f"This agent's games are not served by {family}")
    _same_caller(agent_id, prefix, username, body)


def _same_caller(agent_id: int, prefix: str, username: str, body: _Body) -> None:
    if body.agentPrefix is not None and body.agentPrefix.strip().upper() != prefix:
        raise PermissionDenied("This agent is not yours", fields=["agentPrefix"])
    if body.agentId is not None and body.agentId != agent_id:
        raise PermissionDenied("This agent is not yours", fields=["agentId"])
    for field in ("playerUsername", "username"):
        named = getattr(body, field)
        if named is not None and named.strip().lower() not in {
            username.lower(),
            upstream_name(prefix, username),
        }:
            raise PermissionDenied("This player is not you", fields=[field])


async def _gamer(ctx: AppContext, caller: Caller, family: str, body: _Body) -> Gamer:
    gamer = await game_service.read_gamer(ctx, caller.agent_id, caller.user_id)
    if gamer.account.family != family or family_of(gamer.agent.game_company) != family:
        raise PermissionDenied(f"This agent's games are not served by {family}")
    _same_caller(gamer.agent.id, gamer.agent.prefix, gamer.username, body)
    return gamer


async def _categories(ctx: AppContext, caller: Caller, family: str, body: _Body) -> list[Category]:
    await _check_caller(ctx, caller, family, body)

    async def read() -> list[Category]:
        async with ctx.db.read() as session:
            return [Category(**row) for row in await catalogue.categories(session, family)]

    return await catalogue.cached(ctx.lobby_cache, ("categories", family), read)


async def _providers(
    ctx: AppContext, caller: Caller, family: str, body: _Body, category: str | None, field: str
) -> list[Provider]:
    await _check_caller(ctx, caller, family, body)
    checked = catalogue.check_category(category, field) if category is not None else None

    async def read() -> list[Provider]:
        async with ctx.db.read() as session:
            return [Provider(**row) for row in await catalogue.providers(session, family, checked)]

    return await catalogue.cached(ctx.lobby_cache, ("providers", family, checked), read)


async def _games(ctx: AppContext, caller: Caller, family: str, body: _GamesQuery) -> GamesPage:
    await _check_caller(ctx, caller, family, body)
    checked = catalogue.check_category(body.category) if body.category else None
    found = await catalogue.games_page(
        ctx.db, family, body.provider_code, checked, body.page, body.perPage, body.search
    )
    return GamesPage.model_validate(found)


async def _launch(
    ctx: AppContext,
    gamer: Gamer,
    provider: str,
    game_code: str,
    category: str | None,
    lang: str | None,
) -> GameUrls:
    family = gamer.account.family
    async with ctx.db.read() as session:
        game, owner = await catalogue.game(session, family, provider, game_code)
    if category is not None and catalogue.check_category(category) != game.category:
        raise InvalidData(f"{game.name} is not a {category} game", fields=["category"])
    language = (lang or "th").lower()[:2]
    upstream = game_service.upstream(ctx, gamer)
    try:
        urls = await upstream.launch_urls(
            username=gamer.upstream_name,
            product=owner.code,
            game_code=game.code,
            lang=language if language in LANGS else "th",
            currency=gamer.currency,
            callback_url=ctx.settings.game_callbacks_for(family),
        )
    except NoAnswer as exc:
        raise UpstreamUnavailable(
            "The game provider is not answering, please try again", system_msg=str(exc)
        ) from exc
    except GameRefused as refused:
        raise ProviderRefused(system_msg=str(refused)) from refused
    return _openable(GameUrls(**urls), family, gamer)


def _openable(urls: GameUrls, family: str, gamer: Gamer) -> GameUrls:
    """The site opens these in the player's browser: anything but an http(s) address (a
    `javascript:` or `data:` URL runs in the site's own tab) is the upstream's fault."""
    for url in (urls.desktop, urls.mobile):
        if urlsplit(url.strip()).scheme.lower() not in ("http", "https"):
            log.warning(
                "games: %s upstream of agent %s gave a launch URL that is not http(s): %.60r",
                family,
                gamer.agent.prefix,
                url,
            )
            raise ProviderRefused(system_msg="The game URL is not an http(s) address")
    return urls


async def _adjust(
    ctx: AppContext, caller: Caller, family: str, body: AdjustBody, request: Request
) -> BalanceOut:
    """Move the player's credit to or from the upstream, honouring an `Idempotency-Key`: a
    replay answers the first answer. A transfer in flight or unanswered frees the key to try
    again (the upstream is asked what became of it; a retry moves only what is home)."""
    gamer = await _gamer(ctx, caller, family, body)

    async def move() -> BalanceOut:
        if body.direction == "toWallet":
            result = await game_service.to_wallet(ctx, gamer)
        else:
            result = await game_service.to_provider(ctx, gamer)
        return BalanceOut.model_validate(result.view())

    keyed = Keyed.of(ctx, request, caller.agent_id, caller.user_id, body)
    transient = (TransferInFlight, UpstreamUnavailable)
    return BalanceOut.model_validate(await keyed.once(move, transient=transient))


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
async def amb_games(ctx: Ctx, caller: PlayerCaller, body: GamesBody) -> Ok[GamesPage]:
    """A page of a provider's games in a category (32 by default), optionally by name."""
    return ok(await _games(ctx, caller, "amb", body))


@amb.post("/playGame", response_model=Ok[LaunchOut])
async def amb_play(ctx: Ctx, caller: PlayerCaller, body: PlayBody) -> Ok[LaunchOut]:
    """The game's launch URLs, for a phone and for a desktop."""
    gamer = await _gamer(ctx, caller, "amb", body)
    urls = await _launch(ctx, gamer, body.providerPrefix, body.gameId, body.category, body.lang)
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
    gamer = await _gamer(ctx, caller, "xgambet", body)
    lang = body.settings.lang if body.settings else None
    urls = await _launch(ctx, gamer, body.providerPrefix, body.gameId, body.category, lang)
    return ok(LaunchOut(gameUrLs=urls))


@xgambet.post("/player/getDetails", response_model=Ok[PlayerDetails])
async def xg_details(ctx: Ctx, caller: PlayerCaller, body: EmptyBody) -> Ok[PlayerDetails]:
    """The player's credit at the upstream."""
    gamer = await _gamer(ctx, caller, "xgambet", body)
    upstream = game_service.upstream(ctx, gamer)
    try:
        credit = await upstream.balance(gamer.upstream_name, gamer.currency)
    except NoAnswer as exc:
        raise UpstreamUnavailable(
            "The game provider is not answering, please try again", system_msg=str(exc)
        ) from exc
    return ok(
        PlayerDetails(walletList=[PlayerWallet(currency=gamer.currency, creditPlayer=credit)])
    )


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
async def xg_games(ctx: Ctx, caller: PlayerCaller, body: GamesBody) -> Ok[GamesPage]:
    return ok(await _games(ctx, caller, "xgambet", body))


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
async def pg_games(ctx: Ctx, caller: PlayerCaller, body: PgGamesBody) -> Ok[GamesPage]:
    return ok(await _games(ctx, caller, "pg", body))


@pg.post("/login", response_model=Ok[PgLoginOut])
async def pg_login(ctx: Ctx, caller: PlayerCaller, body: PgLoginBody) -> Ok[PgLoginOut]:
    """The launch URL (`url`, for the device asked) and both URLs."""
    gamer = await _gamer(ctx, caller, "pg", body)
    urls = await _launch(ctx, gamer, body.productId, body.gameCode, None, body.lang)
    return ok(PgLoginOut(url=urls.mobile if body.isMobileLogin else urls.desktop, gameUrLs=urls))


@pg.post("/checkAndAdjustBalance", response_model=Ok[BalanceOut])
async def pg_adjust(
    ctx: Ctx, caller: PlayerCaller, body: AdjustBody, request: Request
) -> Ok[BalanceOut]:
    return ok(await _adjust(ctx, caller, "pg", body, request))


# ----- UFA ------------------------------------------------------------------------------

ufa = APIRouter(tags=["games: UFA"])
UFA_PRODUCT, UFA_GAME = "UFA", "UFA-SPORTBOOK"


async def _ufa_gamer(ctx: AppContext, caller: Caller, body: _Body) -> Gamer:
    gamer = await _gamer(ctx, caller, "amb", body)
    if gamer.agent.game_company.upper() != "UFA":
        raise PermissionDenied("This agent's game company is not UFA")
    return gamer


@ufa.get("/ufa/getUfaValidation", response_model=Ok[UfaValidation])
async def ufa_validation(ctx: Ctx, caller: PlayerCaller) -> Ok[UfaValidation]:
    """The player's UFA member name, and whether the UFA sportsbook is open to them."""
    gamer = await _ufa_gamer(ctx, caller, EmptyBody())
    async with ctx.db.read() as session:
        try:
            await catalogue.game(session, "amb", UFA_PRODUCT, UFA_GAME)
            valid = True
        except (DataNotFound, GameClosed):  # closed or missing: not valid, and said so
            valid = False
    name = gamer.player.ufa_username or gamer.upstream_name
    return ok(UfaValidation(ufaUsername=name, valid=valid))


@ufa.post("/UfaBet", response_model=Ok[LaunchOut])
async def ufa_bet(ctx: Ctx, caller: PlayerCaller, body: UfaBetBody) -> Ok[LaunchOut]:
    """The UFA sportsbook's launch URLs (the credit moves with checkAndAdjustBalance first)."""
    gamer = await _ufa_gamer(ctx, caller, body)
    urls = await _launch(ctx, gamer, UFA_PRODUCT, UFA_GAME, "sport", None)
    return ok(LaunchOut(gameUrLs=urls))


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
    async with ctx.db.read() as session:
        gamer = await game_service.gamer(session, caller.agent_id, caller.user_id)
        since, until = history_window(
            ZoneInfo(gamer.country.timezone), utcnow(), dateFilter, startDate, endDate
        )
        found = await game_service.rounds(session, gamer, since, until, page, perPage)
    if page > found["page"]["totalPages"]:
        raise InvalidData(f"Page {page} is past the last page", fields=["page"])
    return ok(RoundsOut.model_validate(found))


routers = (amb, xgambet, xgambet_manager, pg, ufa, rounds, callback_router)
__all__ = ["GameOut", "routers"]
