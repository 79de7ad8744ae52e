"""The demo game upstream as one FastAPI app: its own process and port (`promptplay upstreams
games`), speaking type A, type B and xgambet over one catalogue and one wallet per (operator,
player). State lives in memory: a restart forgets every wallet and round."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse, Response

from ... import __version__
from ..faults import FaultMiddleware, Faults
from ..faults import router as faults_router
from . import controls, images, pages, pg, play, seamless, xgambet
from .callbacks import Callbacks
from .catalogue import Catalogue
from .common import Problem
from .operators import Operators
from .operators import router as operators_router
from .settings import DemoGamesSettings
from .store import Store

SHAPES = (("/seamless/", seamless.error), ("/pg/", pg.error), ("/xg/", xgambet.error))


def answer(path: str, problem: Problem) -> JSONResponse:
    """A refusal in the shape of the protocol the path belongs to."""
    for prefix, render in SHAPES:
        if path.startswith(prefix):
            return render(problem)
    return play.error(problem)


def create_app(settings: DemoGamesSettings | None = None) -> FastAPI:
    settings = settings or DemoGamesSettings()
    faults = Faults()
    operators = Operators()
    callbacks = Callbacks(settings, faults, operators)

    @asynccontextmanager
    async def lifespan(_app: FastAPI) -> AsyncIterator[None]:
        yield
        await callbacks.aclose()

    app = FastAPI(
        title="Prompt-Play demo game upstream",
        version=__version__,
        redoc_url=None,
        lifespan=lifespan,
    )
    app.state.callbacks = callbacks
    app.state.operators = operators
    app.state.settings = settings
    app.state.store = Store(
        Catalogue(settings.games_per_provider, settings.catalogue_seed), settings
    )
    app.state.faults = faults

    @app.exception_handler(Problem)
    async def refused(request: Request, exc: Problem) -> JSONResponse:
        return answer(request.url.path, exc)

    @app.get("/favicon.ico", include_in_schema=False)
    async def favicon() -> Response:
        return Response(status_code=204, headers={"cache-control": "public, max-age=86400"})

    @app.get("/health", include_in_schema=False)
    async def health() -> dict[str, bool]:
        return {"ok": True}

    for router in (
        seamless.router,
        pg.router,
        xgambet.router,
        play.router,
        images.router,
        controls.router,
        operators_router,
        faults_router,
        pages.router,
    ):
        app.include_router(router)
    app.add_middleware(
        FaultMiddleware,
        faults=faults,
        faulted=controls.faulted,
        unavailable_body=controls.unavailable_body,
    )
    return app
