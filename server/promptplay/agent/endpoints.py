from __future__ import annotations

from typing import Any

from fastapi import APIRouter

from ..context import Ctx
from ..core.envelope import ERROR_RESPONSES, Ok, ok
from .deps import CurrentAgent
from .schemas import Agent, Announcement, Banner, ConfigurationDomainBody, GetDomainBody
from .service import agent_service

router = APIRouter(tags=["agent"], responses=ERROR_RESPONSES)


@router.post("/agent/getDomain", response_model=Ok[Agent])
async def getDomain(ctx: Ctx, body: GetDomainBody) -> Ok[Agent]:
    return ok(await agent_service.describe_domain(ctx, body.domain))


@router.post("/configuration/getConfigurationDomain", response_model=Ok[dict[str, Any]])
async def getConfigurationDomain(ctx: Ctx, body: ConfigurationDomainBody) -> Ok[dict[str, Any]]:
    """The template setting of the agent that serves `domainName`."""
    return ok(await agent_service.template_setting(ctx, body.domainName))


@router.get("/announcement/byPlayer", response_model=Ok[list[Announcement]])
async def announcementByPlayer(ctx: Ctx, agent: CurrentAgent) -> Ok[list[Announcement]]:
    return ok(await agent_service.announcements(ctx, agent))


@router.post("/bannerManager/get", response_model=Ok[list[Banner]])
async def bannerManagerGet(ctx: Ctx, agent: CurrentAgent) -> Ok[list[Banner]]:
    return ok(await agent_service.banners(ctx, agent))
