"""The tenant of a request as a dependency: a route that serves one agent's site takes
`agent: CurrentAgent` instead of resolving the Host header by hand."""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends, Request

from ..core.deps import clean_host
from ..models import Agent as AgentRow
from .service import agent_service


async def current_agent(request: Request) -> AgentRow:
    """The active agent whose domain is this request's Host; 0003 `domain` otherwise."""
    return await agent_service.agent_of_host(
        request.app.state.ctx, clean_host(request.headers.get("host", ""))
    )


CurrentAgent = Annotated[AgentRow, Depends(current_agent)]
