"""The calls a payment upstream makes to the platform: the Vietnam gateway's signed word on
an order (docs/payment-upstreams.md)."""

from __future__ import annotations

from fastapi import APIRouter, Request

from ..context import Ctx
from ..core.envelope import ERROR_RESPONSES, Ok, ok
from . import gateway

router = APIRouter(tags=["payments"], responses=ERROR_RESPONSES)


@router.post("/vietnamGateWay/callback", name="gateway_callback", response_model=Ok[dict[str, str]])
async def gateway_callback(ctx: Ctx, request: Request) -> Ok[dict[str, str]]:
    """The gateway's signed word that an order was paid, expired, cancelled or failed.
    A forged or stale body is refused (0055); a repeated one changes nothing; a payment that
    cannot be credited on its own becomes a payment incident."""
    signature = request.headers.get("x-signature")
    await gateway.accept_callback(ctx, await request.body(), signature)
    return ok({"result": "accepted"})
