"""The app factory: every route of spec §7 under /api, and the built player site at /."""

from __future__ import annotations

import asyncio
import contextlib
import gc
import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from functools import partial

from fastapi import APIRouter, FastAPI, Request
from fastapi.responses import Response
from pydantic import BaseModel
from starlette.routing import Match
from starlette.types import ASGIApp

from . import __version__
from .agent.endpoints import router as agent_router
from .agent.service import agent_service
from .auth.endpoints import router as auth_router
from .backoffice.endpoints import router as backoffice_router
from .captcha.endpoints import router as captcha_router
from .cashier import sweeper as cashier_sweeper
from .cashier.callbacks import router as payment_callback_router
from .cashier.endpoints import payment_router
from .cashier.endpoints import router as cashier_router
from .config import Settings, get_settings
from .content.endpoints import router as content_router
from .context import AppContext
from .core.backoffice_host import BackofficeHostMiddleware
from .core.db import Database
from .core.envelope import ERROR_RESPONSES, Ok, ok
from .core.errors import DataNotFound, MethodNotAllowed
from .core.http import ApiTransportMiddleware, install_error_handlers
from .core.ratelimit import close_rate_limiter
from .core.routing import install_exact_routes
from .core.security import TokenSigner
from .core.security_headers import SecurityHeadersMiddleware, http_origin
from .core.site import PageHead, mount_site
from .coupons.endpoints import router as coupon_router
from .events.endpoints import router as event_router
from .games import sweeper as games_sweeper
from .games.endpoints import routers as game_routers
from .games.registry import close_upstreams
from .income import scheduler as income_scheduler
from .income.endpoints import router as income_router
from .minigames.endpoints import router as minigame_router
from .player.endpoints import router as player_router
from .promotions.endpoints import router as promotion_router
from .protection.endpoints import router as protection_router
from .ranks.endpoints import router as rank_router
from .realtime.bus import EventBus, LocalEventBus, RedisEventBus
from .realtime.endpoints import RealtimeSocketMiddleware
from .realtime.hub import SocketHub
from .realtime.repository import ended_sessions
from .recovery.endpoints import router as recovery_router
from .reference.endpoints import router as reference_router
from .uploads.endpoints import router as uploads_router
from .uploads.endpoints import upload_limits

log = logging.getLogger("promptplay")


class Health(BaseModel):
    ok: bool
    encrypted: bool


class Platform(FastAPI):
    """The app. Its security headers wrap even Starlette's own outermost error layer, so that
    every HTTP answer carries them, an unexpected 500 and the transport's refusals included."""

    image_origins: list[str] = []  # http origins game icons may come from (the demo upstream)
    backoffice_host: str = ""  # BACKOFFICE_HOST: it may frame the player site (previews)

    def build_middleware_stack(self) -> ASGIApp:
        return SecurityHeadersMiddleware(
            super().build_middleware_stack(),
            image_origins=self.image_origins,
            backoffice_host=self.backoffice_host,
        )


def build_context(settings: Settings) -> AppContext:
    db = Database(settings.resolved_database_url)
    sockets = SocketHub(
        ping_interval=settings.ws_ping_interval,
        verify_timeout=settings.ws_verify_timeout,
        session_checker=partial(ended_sessions, db),
    )
    events: EventBus = (
        RedisEventBus(settings.redis_url, sockets, settings.redis_channel)
        if settings.redis_url
        else LocalEventBus(sockets)
    )
    return AppContext(
        settings=settings,
        db=db,
        signer=TokenSigner(settings.resolved_secret_key, settings.access_token_ttl),
        sockets=sockets,
        events=events,
    )


def settle_collector() -> None:
    """The garbage collector tuned for a long-lived server, once it has started. What start-up
    built (modules, the app and its routes, every model and schema: some hundred thousand
    objects that live as long as the process) is frozen out of the collector's sight, so that
    a full collection walks only what came after and pauses the event loop for a few
    milliseconds instead of tens."""
    gc.collect()
    gc.freeze()


def create_app(
    settings: Settings | None = None,
    context: AppContext | None = None,
    *,
    serving: bool = False,
) -> FastAPI:
    """The app. `serving`: it is the process's one app, served until the process ends
    (`promptplay serve`), and its start settles the garbage collector (settle_collector)."""
    settings = settings or (context.settings if context else get_settings())
    ctx = context or build_context(settings)

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        # The Redis subscriber starts before the first socket can connect, and stops last.
        events = ctx.events
        if isinstance(events, LocalEventBus | RedisEventBus):
            await events.start()
        # Pending deposits expire and upstream outcomes are settled without anyone asking.
        sweepers = (
            [
                asyncio.create_task(cashier_sweeper.run(ctx, settings.sweep_interval)),
                # Bet history into the ledger, pending game transfers settled, the catalogue.
                asyncio.create_task(games_sweeper.run(ctx, settings.game_sweep_interval)),
                # Income periods computed as days end, and expired return-lost taken back.
                asyncio.create_task(income_scheduler.run(ctx, settings.income_interval)),
            ]
            if settings.upkeep
            else []
        )
        if serving:
            settle_collector()
        try:
            yield
        finally:
            for sweeper in sweepers:
                sweeper.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await sweeper
            await close_upstreams(ctx)
            await close_rate_limiter(app.state)
            if isinstance(events, LocalEventBus | RedisEventBus):
                await events.stop()
        if context is None:
            await ctx.db.dispose()

    app = Platform(
        title="Prompt-Play platform API",
        version=__version__,
        lifespan=lifespan,
        openapi_url="/api/openapi.json",
        docs_url="/api/docs",
        redoc_url=None,
        # The platform exports no OpenTelemetry: without this FastAPI asks the global
        # providers on every request whether someone configured one.
        telemetry={"tracing": False, "metrics": False, "logs": False},
    )
    app.state.ctx = ctx
    install_error_handlers(app)
    if settings.backoffice_host:
        # Innermost of the middlewares: its 0040 answers carry the request id.
        app.add_middleware(BackofficeHostMiddleware, host=settings.backoffice_host)
    app.add_middleware(
        ApiTransportMiddleware,
        max_body_bytes=settings.max_body_bytes,
        payload_secret=settings.payload_secret or None,
        upload_limits=upload_limits(settings),  # events: the image uploads' own limit
    )
    app.add_middleware(RealtimeSocketMiddleware, ctx=ctx)  # /ws
    app.image_origins = [o for o in (http_origin(settings.game_upstream_url),) if o]
    app.backoffice_host = settings.backoffice_host

    api = APIRouter(prefix="/api", responses=ERROR_RESPONSES)

    @api.get("/health", response_model=Ok[Health], tags=["health"])
    async def health() -> Ok[Health]:
        """The trivial route: no database, used as the benchmark baseline."""
        return ok(Health(ok=True, encrypted=bool(settings.payload_secret)))

    # Routes are matched in order: the calls every page makes (token check, wallet, the
    # agent of the host: four routes of its own) first, then the lobby's, which a player
    # makes most often after them.
    for router in (
        auth_router,
        player_router,
        protection_router,
        recovery_router,
        agent_router,
        *game_routers,
        reference_router,
        captcha_router,
        cashier_router,
        payment_router,
        payment_callback_router,
        promotion_router,
        income_router,
        coupon_router,
        event_router,
        minigame_router,
        rank_router,
        content_router,
        uploads_router,
        backoffice_router,
    ):
        api.include_router(router)
    app.include_router(api)

    @app.api_route(
        "/api/{rest:path}",
        methods=["GET", "POST", "PUT", "PATCH", "DELETE"],
        include_in_schema=False,
    )
    async def unknown_api_route(rest: str, request: Request) -> Response:
        # This route matches every /api path in full, so a known path with another method
        # lands here too: tell the two apart.
        scope = {**request.scope, "method": request.method}
        for route in app.router.routes:
            if getattr(route, "endpoint", None) in (unknown_api_route, site_route):
                continue
            if route.matches(scope)[0] != Match.NONE:
                raise MethodNotAllowed(f"{request.method} is not allowed on {request.url.path}")
        raise DataNotFound(f"No such call: {request.url.path}")

    async def frame_hosts(request: Request) -> tuple[str, ...]:
        return await agent_service.sibling_domains(ctx, request.headers.get("host", ""))

    async def page_head(request: Request) -> PageHead | None:
        host = request.headers.get("host", "")
        return await agent_service.page_head(ctx, host, request.url.path)

    site_route = mount_site(app, settings.resolved_web_dist, frame_hosts, page_head)
    # Exact paths (nearly every call) by one dict lookup instead of a scan of every route.
    install_exact_routes(app)
    return app


def serve_app() -> FastAPI:
    """The app as `promptplay serve` runs it (uvicorn's factory, in each worker)."""
    return create_app(serving=True)
