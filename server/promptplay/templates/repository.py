from __future__ import annotations

from datetime import datetime

from sqlalchemy import delete, select
from sqlalchemy.ext.asyncio import AsyncSession

from ..models import Agent, AgentDomain, TemplatePreview


class TemplateRepository:
    """An agent's host names and previews; every statement stays inside that agent."""

    def __init__(self, session: AsyncSession, agent_id: int) -> None:
        self.session = session
        self.agent_id = agent_id

    async def domains(self) -> list[AgentDomain]:
        """The primary host first, then the others as they were added."""
        statement = (
            select(AgentDomain)
            .where(AgentDomain.agent_id == self.agent_id)
            .order_by(AgentDomain.is_primary.desc(), AgentDomain.id)
        )
        return list((await self.session.execute(statement)).scalars())

    async def domain(self, domain_id: int) -> AgentDomain | None:
        statement = select(AgentDomain).where(
            AgentDomain.id == domain_id, AgentDomain.agent_id == self.agent_id
        )
        return (await self.session.execute(statement)).scalar_one_or_none()

    async def add_preview(self, preview: TemplatePreview) -> None:
        self.session.add(preview)
        await self.session.flush()

    async def forget_expired_previews(self, now: datetime) -> None:
        await self.session.execute(
            delete(TemplatePreview).where(
                TemplatePreview.agent_id == self.agent_id, TemplatePreview.expires_at <= now
            )
        )

    async def live_preview(self, preview_id: str, now: datetime) -> TemplatePreview | None:
        """The agent's unexpired preview, locked until the transaction ends (two changes of
        one draft at once each keep the other's)."""
        statement = (
            select(TemplatePreview)
            .where(
                TemplatePreview.id == preview_id,
                TemplatePreview.agent_id == self.agent_id,
                TemplatePreview.expires_at > now,
            )
            .with_for_update()
        )
        return (await self.session.execute(statement)).scalar_one_or_none()


async def live_preview_on_host(
    session: AsyncSession, preview_id: str, host: str, now: datetime
) -> TemplatePreview | None:
    """An unexpired preview of the active agent that serves `host`."""
    statement = (
        select(TemplatePreview)
        .join(Agent, Agent.id == TemplatePreview.agent_id)
        .join(AgentDomain, AgentDomain.agent_id == Agent.id)
        .where(
            TemplatePreview.id == preview_id,
            TemplatePreview.expires_at > now,
            AgentDomain.domain == host,
            Agent.status == "active",
        )
    )
    return (await session.execute(statement)).scalar_one_or_none()
