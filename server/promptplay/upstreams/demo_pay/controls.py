"""Demo-only controls (`/demo/...`, no authentication): fault injection, the gateway's knobs,
and settling orders by hand. Real upstreams have none of this; tests and people use it."""

from __future__ import annotations

import asyncio
import contextlib
import json
import random
from dataclasses import asdict
from typing import Any

from fastapi import APIRouter, Request
from pydantic import BaseModel, Field
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from .gateway import Gateway, envelope
from .settings import Faults

PROTOCOL_PATHS = ("/campaign/", "/v1/")
HOLD_AT_MOST = 120.0  # seconds a "timeout" fault keeps a request unanswered


class FaultMiddleware:
    """Injects the faults of `app.state.faults` into the protocol routes only, so that the
    controls stay reachable to turn them off."""

    def __init__(self, app: ASGIApp, faults: Faults) -> None:
        self.app = app
        self.faults = faults

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or not scope["path"].startswith(PROTOCOL_PATHS):
            await self.app(scope, receive, send)
            return
        faults = self.faults
        if faults.latency_ms:
            await asyncio.sleep(faults.latency_ms / 1000)
        if faults.timeout and not faults.timeout_after_processing:
            await _hold_until_caller_leaves(receive)
            return
        if faults.error_rate and random.random() < faults.error_rate:
            await _unavailable(scope, send)
            return
        if faults.timeout_after_processing:

            async def withheld(message: Message) -> None:
                return None

            await self.app(scope, receive, withheld)
            await _hold_until_caller_leaves(receive)
            return
        await self.app(scope, receive, send)


async def _hold_until_caller_leaves(receive: Receive) -> None:
    with contextlib.suppress(TimeoutError):
        async with asyncio.timeout(HOLD_AT_MOST):
            while (await receive())["type"] != "http.disconnect":
                pass


async def _unavailable(scope: Scope, send: Send) -> None:
    if scope["path"].startswith("/campaign/"):
        body: dict[str, Any] = {
            "status": {"code": "INTERNAL_ERROR", "message": "Service unavailable"},
            "data": None,
        }
    else:
        body = {"code": "INTERNAL_ERROR", "message": "Service unavailable", "data": None}
    payload = json.dumps(body).encode()
    await send(
        {
            "type": "http.response.start",
            "status": 503,
            "headers": [
                (b"content-type", b"application/json"),
                (b"content-length", str(len(payload)).encode()),
            ],
        }
    )
    await send({"type": "http.response.body", "body": payload})


router = APIRouter(prefix="/demo", tags=["demo"])


class FaultsIn(BaseModel):
    latency_ms: int = Field(default=0, ge=0, le=120_000)
    error_rate: float = Field(default=0.0, ge=0, le=1)
    timeout: bool = False
    timeout_after_processing: bool = False


@router.get("/faults")
async def get_faults(request: Request) -> FaultsIn:
    return FaultsIn(**asdict(request.app.state.faults))


@router.post("/faults")
async def set_faults(request: Request, body: FaultsIn) -> FaultsIn:
    """Replace every fault at once: `{}` turns them all off."""
    faults: Faults = request.app.state.faults
    for name, value in body.model_dump().items():
        setattr(faults, name, value)
    return body


class KnobsIn(BaseModel):
    order_ttl_seconds: float | None = Field(default=None, gt=0)
    withdraw_settle_seconds: float | None = Field(default=None, ge=0)
    callback_attempts: int | None = Field(default=None, ge=1, le=20)
    callback_backoff_seconds: float | None = Field(default=None, ge=0)
    duplicate_callbacks: bool | None = None
    reset: bool = False  # back to the values the process started with, then apply the rest


@router.get("/config")
async def get_config(request: Request) -> dict[str, Any]:
    return asdict(request.app.state.gateway.knobs)


@router.post("/config")
async def set_config(request: Request, body: KnobsIn) -> dict[str, Any]:
    """Change the gateway's timing and callback behaviour for orders opened from now on
    (`duplicate_callbacks`: every callback is delivered twice)."""
    gateway: Gateway = request.app.state.gateway
    if body.reset:
        gateway.knobs = type(gateway.knobs).from_settings(gateway.settings)
    for name, value in body.model_dump(exclude={"reset"}, exclude_none=True).items():
        setattr(gateway.knobs, name, value)
    return asdict(gateway.knobs)


def _order_view(gateway: Gateway, order_id: str) -> dict[str, Any]:
    order = gateway.find(order_id)
    return {**order.wire(), "callback_url": order.callback_url, "deliveries": order.deliveries}


@router.get("/orders/{order_id}")
async def inspect_order(request: Request, order_id: str) -> dict[str, Any]:
    """An order with every callback delivery attempt so far."""
    return _order_view(request.app.state.gateway, order_id)


@router.post("/orders/{order_id}/pay")
async def pay_order(request: Request, order_id: str) -> Any:
    """The money arrives (deposit) or goes out (withdrawal) now: PAID and its callback."""
    order = await request.app.state.gateway.settle(order_id, "PAID")
    return envelope(order.wire())


@router.post("/orders/{order_id}/fail")
async def fail_order(request: Request, order_id: str) -> Any:
    """The bank refuses: FAILED and its callback."""
    order = await request.app.state.gateway.settle(order_id, "FAILED")
    return envelope(order.wire())


@router.post("/orders/{order_id}/redeliver")
async def redeliver(request: Request, order_id: str) -> Any:
    """Deliver the order's last callback once more, byte for byte (a duplicate)."""
    order = request.app.state.gateway.redeliver(order_id)
    return envelope(order.wire())
