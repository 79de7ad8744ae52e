"""The demo payment upstream as one FastAPI app: its own process and port
(`promptplay upstreams serve`), serving the TrueMoney voucher store and the Vietnam bank-QR
gateway. State lives in memory: a restart forgets every voucher and order."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse

from ... import __version__
from ..faults import FaultMiddleware, Faults
from ..faults import router as faults_router
from . import controls, gateway, pages, vouchers
from .settings import DemoPaySettings


def create_app(settings: DemoPaySettings | None = None) -> FastAPI:
    settings = settings or DemoPaySettings()
    the_gateway = gateway.Gateway(settings)
    faults = Faults()

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        await the_gateway.start()
        try:
            yield
        finally:
            await the_gateway.stop()

    app = FastAPI(
        title="Prompt-Play demo payment upstreams",
        version=__version__,
        lifespan=lifespan,
        redoc_url=None,
    )
    app.state.vouchers = vouchers.VoucherStore()
    app.state.gateway = the_gateway
    app.state.faults = faults

    @app.exception_handler(gateway.GatewayError)
    async def gateway_error(request: Request, exc: gateway.GatewayError) -> JSONResponse:
        return gateway.envelope(None, exc.code, exc.message, exc.status)

    @app.get("/health", include_in_schema=False)
    async def health() -> dict[str, bool]:
        return {"ok": True}

    for router in (vouchers.router, gateway.router, controls.router, faults_router, pages.router):
        app.include_router(router)
    app.add_middleware(
        FaultMiddleware,
        faults=faults,
        faulted=controls.faulted,
        unavailable_body=controls.unavailable_body,
    )
    return app
