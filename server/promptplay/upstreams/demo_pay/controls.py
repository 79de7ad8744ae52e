"""Demo-only controls (`/demo/...`, no authentication): fault injection, the gateway's knobs,
and settling orders by hand. Real upstreams have none of this; tests and people use it."""

from __future__ import annotations

from dataclasses import asdict
from typing import Any

from fastapi import APIRouter, Request
from pydantic import BaseModel, Field

from .gateway import Gateway, envelope

PROTOCOL_PATHS = ("/campaign/", "/v1/")


def faulted(path: str) -> bool:
    return path.startswith(PROTOCOL_PATHS)


def unavailable_body(path: str) -> dict[str, Any]:
    """The protocol's own answer of an injected 5xx."""
    if path.startswith("/campaign/"):
        return {
            "status": {"code": "INTERNAL_ERROR", "message": "Service unavailable"},
            "data": None,
        }
    return {"code": "INTERNAL_ERROR", "message": "Service unavailable", "data": None}


router = APIRouter(prefix="/demo", tags=["demo"])


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
