"""The fault switch both demo upstreams share (`POST /demo/faults`): latency, 5xx answers,
timeouts before and after processing, and duplicated deliveries, injected into the protocol
routes only so that the controls stay reachable to turn them off."""

from __future__ import annotations

import asyncio
import contextlib
import json
import random
from collections.abc import Callable
from dataclasses import asdict, dataclass
from typing import Any

from fastapi import APIRouter, Request
from pydantic import BaseModel, Field
from starlette.types import ASGIApp, Message, Receive, Scope, Send

HOLD_AT_MOST = 120.0  # seconds a "timeout" fault keeps a request unanswered


@dataclass
class Faults:
    """What `POST /demo/faults` injects into an upstream's protocol routes (not /demo)."""

    latency_ms: int = 0
    error_rate: float = 0.0
    timeout: bool = False  # hold the request unanswered and untouched until the caller leaves
    timeout_after_processing: bool = False  # carry it out, then withhold the answer
    duplicate: bool = False  # carry it out twice and answer the second
    script_launch_url: bool = False  # hand out `javascript:` launch URLs (game upstream)


class FaultMiddleware:
    """`faulted(path)` says which requests the faults hit; `unavailable_body(path)` is the
    protocol's own answer of an injected 5xx."""

    def __init__(
        self,
        app: ASGIApp,
        faults: Faults,
        faulted: Callable[[str], bool],
        unavailable_body: Callable[[str], dict[str, Any]],
    ) -> None:
        self.app = app
        self.faults = faults
        self.faulted = faulted
        self.unavailable_body = unavailable_body

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or not self.faulted(scope["path"]):
            await self.app(scope, receive, send)
            return
        faults = self.faults
        if faults.latency_ms:
            await asyncio.sleep(faults.latency_ms / 1000)
        if faults.timeout and not faults.timeout_after_processing:
            await _hold_until_caller_leaves(receive)
            return
        if faults.error_rate and random.random() < faults.error_rate:
            await _unavailable(self.unavailable_body(scope["path"]), send)
            return
        if faults.duplicate:
            fresh = await _buffered(receive)
            await self.app(scope, fresh(), _dropped)  # the first delivery: processed, unheard
            receive = fresh()
        if faults.timeout_after_processing:
            await self.app(scope, receive, _dropped)
            await _hold_until_caller_leaves(receive)
            return
        await self.app(scope, receive, send)


async def _dropped(message: Message) -> None:
    return None


async def _buffered(receive: Receive) -> Callable[[], Receive]:
    """Reads the whole request body once; each call of the answer is a `receive` that hands
    that body to one run of the app from its start."""
    body: list[Message] = []
    while True:
        message = await receive()
        body.append(message)
        if message["type"] != "http.request" or not message.get("more_body"):
            break

    def fresh() -> Receive:
        queue = list(body)

        async def replay() -> Message:
            return queue.pop(0) if queue else await receive()

        return replay

    return fresh


async def _hold_until_caller_leaves(receive: Receive) -> None:
    with contextlib.suppress(TimeoutError):
        async with asyncio.timeout(HOLD_AT_MOST):
            while (await receive())["type"] != "http.disconnect":
                pass


async def _unavailable(body: dict[str, Any], send: Send) -> None:
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


class FaultsIn(BaseModel):
    latency_ms: int = Field(default=0, ge=0, le=120_000)
    error_rate: float = Field(default=0.0, ge=0, le=1)
    timeout: bool = False
    timeout_after_processing: bool = False
    duplicate: bool = False
    script_launch_url: bool = False


router = APIRouter(prefix="/demo", tags=["demo controls"])


@router.get("/faults")
async def get_faults(request: Request) -> FaultsIn:
    return FaultsIn(**asdict(request.app.state.faults))


@router.post("/faults")
async def set_faults(request: Request, body: FaultsIn) -> FaultsIn:
    """Replace every fault at once: `{}` turns them all off."""
    faults: Faults = request.app.state.faults
    for field_name, value in body.model_dump().items():
        setattr(faults, field_name, value)
    return body
