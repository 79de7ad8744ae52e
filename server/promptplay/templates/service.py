"""An agent's look, as its staff change it (spec §1 "Templates", "Branding by host name",
"Preview mode"): the template setting, each host name's own logo and background, and previews
of a draft that only the preview's own sockets receive. Changes are audited; getDomain serves
them at once on this process (its kept answers are dropped) and within its few seconds on the
others. Events go out after the commit."""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Any

from sqlalchemy.ext.asyncio import AsyncSession

from ..agent import templates
from ..agent.service import agent_service
from ..backoffice.repository import record_audit
from ..context import AppContext
from ..core.clock import utcnow
from ..core.deps import clean_host
from ..core.errors import DataNotFound
from ..models import AgentDomain, TemplatePreview
from ..realtime.bus import Event, preview_event
from . import rules
from .repository import TemplateRepository, live_preview_on_host
from .schemas import (
    BrandingBody,
    Preview,
    PreviewBody,
    PreviewImage,
    PreviewRef,
    PreviewTemplate,
    TemplateDomain,
    TemplatePage,
    TemplateSettingIn,
)

if TYPE_CHECKING:
    from ..cashier.service import Staff


@dataclass(frozen=True)
class LivePreview:
    """A preview a socket may follow: its agent, until when, and the draft as events."""

    agent_id: int
    preview_id: str
    expires_at: datetime
    draft: list[Event]


class TemplateService:
    async def page(self, ctx: AppContext, staff: Staff) -> TemplatePage:
        async with ctx.db.read() as session:
            agent = await agent_service.get_agent(session, staff.agent.id)
            return await _page(session, agent.id, agent.template_setting)

    async def save_template(
        self, ctx: AppContext, staff: Staff, setting: TemplateSettingIn
    ) -> TemplatePage:
        """Replace the agent's template setting (audited); its players' pages get it as
        agentData."""
        async with ctx.db.write() as session:
            agent = await agent_service.get_agent(session, staff.agent.id)
            before = templates.template_setting(agent.template_setting)
            agent.template_setting = setting.stored()
            page = await _page(session, agent.id, agent.template_setting)
            record_audit(
                session,
                staff,
                "template.update",
                "agent",
                agent.id,
                before=before,
                after=page.templateSetting,
            )
        agent_service.forget_domains()
        await ctx.events.publish(
            Event(
                staff.agent.id,
                "agentData",
                {"templateSetting": page.templateSetting},
                audience="agent",
            )
        )
        return page

    async def save_branding(
        self, ctx: AppContext, staff: Staff, domain_id: int, body: BrandingBody
    ) -> TemplateDomain:
        """Set or drop a host name's own logo and background (audited)."""
        async with ctx.db.write() as session:
            row = await TemplateRepository(session, staff.agent.id).domain(domain_id)
            if row is None:
                raise DataNotFound("Domain not found", fields=["domainId"])
            before = _domain(row)
            row.logo, row.bg_image = body.logo, body.bgImage
            after = _domain(row)
            record_audit(
                session,
                staff,
                "domain.branding",
                "agent_domain",
                row.id,
                domain=row.domain,
                before={"logo": before.logo, "bgImage": before.bgImage},
                after={"logo": after.logo, "bgImage": after.bgImage},
            )
        agent_service.forget_domains()
        return after

    async def open_preview(self, ctx: AppContext, staff: Staff, body: PreviewBody) -> Preview:
        """A preview of one of the agent's host names (the primary by default), its draft the
        agent's template setting as it is now, for PREVIEW_LIFETIME."""
        now = utcnow()
        async with ctx.db.write() as session:
            repository = TemplateRepository(session, staff.agent.id)
            domains = await repository.domains()
            wanted = clean_host(body.domain) if body.domain else None
            domain = next((d for d in domains if wanted in (None, d.domain)), None)
            if domain is None:
                raise DataNotFound("This agent has no such domain", fields=["domain"])
            agent = await agent_service.get_agent(session, staff.agent.id)
            await repository.forget_expired_previews(now)
            preview = TemplatePreview(
                id=secrets.token_urlsafe(24),
                agent_id=agent.id,
                staff_user_id=staff.user_id,
                draft={
                    "template": templates.template_setting(agent.template_setting),
                    "logo": None,
                    "bg": None,
                },
                created_at=now,
                expires_at=now + rules.PREVIEW_LIFETIME,
            )
            await repository.add_preview(preview)
        return Preview(previewId=preview.id, domain=domain.domain, expiresAt=preview.expires_at)

    async def change_preview(
        self,
        ctx: AppContext,
        staff: Staff,
        preview_id: str,
        change: PreviewTemplate | PreviewImage,
    ) -> PreviewRef:
        """Keep the change in the draft and send it to the preview's sockets only; another
        agent's preview, or an expired one, is 0040."""
        data: Any = change.data.stored() if isinstance(change, PreviewTemplate) else change.data
        async with ctx.db.write() as session:
            preview = await TemplateRepository(session, staff.agent.id).live_preview(
                preview_id, utcnow()
            )
            if preview is None:
                raise DataNotFound("No such preview, or it has expired", fields=["previewId"])
            # The draft is kept under the event's own names: template, logo, bg.
            preview.draft = {**preview.draft, change.name: data}
        await ctx.events.publish(preview_event(staff.agent.id, preview_id, change.name, data))
        return PreviewRef(previewId=preview_id)

    async def live_preview(self, ctx: AppContext, host: str, preview_id: Any) -> LivePreview | None:
        """The unexpired preview `preview_id` names of the agent that serves `host`, for a
        socket to follow; None for anything else (no id, a malformed one, another agent's)."""
        if not isinstance(preview_id, str) or not rules.PREVIEW_ID.fullmatch(preview_id):
            return None
        async with ctx.db.read() as session:
            row = await live_preview_on_host(session, preview_id, host, utcnow())
        if row is None:
            return None
        draft = [preview_event(row.agent_id, row.id, "template", row.draft.get("template"))]
        for name in ("logo", "bg"):
            if row.draft.get(name) is not None:
                draft.append(preview_event(row.agent_id, row.id, name, row.draft[name]))
        return LivePreview(row.agent_id, row.id, row.expires_at, draft)


template_service = TemplateService()


async def _page(session: AsyncSession, agent_id: int, stored: dict[str, Any]) -> TemplatePage:
    domains = await TemplateRepository(session, agent_id).domains()
    return TemplatePage(
        templateSetting=templates.template_setting(stored),
        layouts=list(templates.LAYOUTS),
        domains=[_domain(row) for row in domains],
    )


def _domain(row: AgentDomain) -> TemplateDomain:
    return TemplateDomain(
        id=row.id,
        domain=row.domain,
        isPrimary=bool(row.is_primary),
        logo=row.logo,
        bgImage=row.bg_image,
    )
