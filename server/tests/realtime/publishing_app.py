"""Test-only app factory for the multi-process Redis test: the real app plus one route that
publishes an event through the process's own bus. It lives under tests/ and is never part of
the served app."""

from __future__ import annotations

from typing import Any

from fastapi import FastAPI, Request

from promptplay.app import create_app as create_real_app
from promptplay.realtime import Event


def create_app() -> FastAPI:
    app = create_real_app()

    @app.post("/test-only/publish")
    async def publish(request: Request) -> dict[str, Any]:
        body = await request.json()
        await app.state.ctx.events.publish(Event(**body))
        return {"sockets": len(app.state.ctx.sockets)}

    # Before the site's catch-all routes.
    app.router.routes.insert(0, app.router.routes.pop())
    return app
