from __future__ import annotations

from typing import Any

from fastapi import APIRouter

from ..context import Ctx
from ..core.deps import HostName
from ..core.envelope import ERROR_RESPONSES, Ok, ok
from ..player import rules
from . import templates
from .repository import AgentRepository
from .schemas import (
    Agent,
    Announcement,
    Banner,
    ConfigurationDomainBody,
    GetDomainBody,
    PlayerConfiguration,
    Rule,
)
from .service import agent_service, payment_channels

router = APIRouter(tags=["agent"], responses=ERROR_RESPONSES)


@router.post("/agent/getDomain", response_model=Ok[Agent])
async def getDomain(ctx: Ctx, body: GetDomainBody) -> Ok[Agent]:
    return ok(await agent_service.describe_domain(ctx, body.domain))


@router.post("/configuration/getConfigurationDomain", response_model=Ok[dict[str, Any]])
async def getConfigurationDomain(ctx: Ctx, body: ConfigurationDomainBody) -> Ok[dict[str, Any]]:
    """The template setting of the agent that serves `domainName`."""
    async with ctx.db.read() as session:
        agent = await agent_service.by_domain(session, body.domainName)
        return ok(templates.template_setting(agent.template_setting))


@router.post("/configuration/playerGetConfiguration", response_model=Ok[PlayerConfiguration])
async def playerGetConfiguration(ctx: Ctx, host: HostName) -> Ok[PlayerConfiguration]:
    async with ctx.db.read() as session:
        agent = await agent_service.require_agent(session, host, None)
        currency = (await AgentRepository(session).country(agent.country_id)).currency_code
    stored = templates.player_configuration(agent.player_configuration)
    return ok(
        PlayerConfiguration(
            contact=stored["contact"],
            autoPromotion=stored["autoPromotion"],
            # Vouchers are offered only where they can be paid into the agent's own wallet.
            giftTrueMoney="TRUEMONEY" in payment_channels(agent, currency),
            captcha=ctx.settings.captcha_enabled,
            usernameRule=Rule(
                minLength=rules.USERNAME_MIN,
                maxLength=rules.USERNAME_MAX,
                pattern=rules.USERNAME_PATTERN.pattern,
            ),
            passwordRule=Rule(minLength=rules.PASSWORD_MIN, maxLength=rules.PASSWORD_MAX),
        )
    )


@router.get("/announcement/byPlayer", response_model=Ok[list[Announcement]])
async def announcementByPlayer(ctx: Ctx, host: HostName) -> Ok[list[Announcement]]:
    async with ctx.db.read() as session:
        agent = await agent_service.require_agent(session, host, None)
        rows = await AgentRepository(session).announcements(agent.id)
    return ok(
        [
            Announcement(
                id=r.id, title=r.title, message=r.message, createdAt=r.created_at.isoformat()
            )
            for r in rows
        ]
    )


@router.post("/bannerManager/get", response_model=Ok[list[Banner]])
async def bannerManagerGet(ctx: Ctx, host: HostName) -> Ok[list[Banner]]:
    async with ctx.db.read() as session:
        agent = await agent_service.require_agent(session, host, None)
        rows = await AgentRepository(session).banners(agent.id)
    return ok(
        [
            Banner(id=r.id, title=r.title, imageUrl=r.image_url, linkUrl=r.link_url, sort=r.sort)
            for r in rows
        ]
    )
