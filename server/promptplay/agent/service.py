"""Tenancy: which agent a request belongs to, and the agent's public face."""

from __future__ import annotations

import logging
import time
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from ..context import AppContext
from ..core.deps import clean_host
from ..core.errors import DataNotFound, PermissionDenied
from ..core.money import from_minor
from ..core.site import PageHead
from ..models import Agent as AgentRow
from ..wire import BankAccount, Country
from . import templates
from .repository import AgentRepository
from .schemas import Agent, Announcement, Banner, HostBranding

log = logging.getLogger("promptplay.agent")

# The currency each upstream pays in: its money goes only into wallets of that currency.
GATEWAY_CURRENCY = "VND"
TRUEMONEY_CURRENCY = "THB"
PAYMENT_CHANNELS = ("BANK", "GATEWAY", "TRUEMONEY")


def payment_channels(agent: AgentRow, currency: str) -> tuple[str, ...]:
    """The channels this agent takes money through now: named in its `payment_method`, paying
    in the agent's own currency, and (vouchers) with the agent's receiving wallet set."""
    named = {part.strip().upper() for part in (agent.payment_method or "").split(",")}
    usable = {
        "BANK": True,
        "GATEWAY": currency == GATEWAY_CURRENCY,
        "TRUEMONEY": currency == TRUEMONEY_CURRENCY and bool(agent.truemoney_mobile),
    }
    return tuple(c for c in PAYMENT_CHANNELS if c in named and usable[c])


class AgentService:
    # getDomain opens every page of the site. The answer is agent configuration (never
    # balances, sessions or rate limits), so each process may keep it briefly: an agent's edit
    # shows within DOMAIN_CACHE_SECONDS on every process.
    DOMAIN_CACHE_SECONDS = 5.0

    def __init__(self) -> None:
        self._domain_cache: dict[str, tuple[float, Agent]] = {}
        # host → (until, every domain of its agent): who may frame that host's pages.
        self._sibling_cache: dict[str, tuple[float, tuple[str, ...]]] = {}
        # agent id → (until, banners, announcements): the home page's lists, kept like
        # getDomain's answer so a burst of home-page loads costs no reads.
        self._home_cache: dict[int, tuple[float, list[Banner], list[Announcement]]] = {}
        # (agent id, layout name) already warned of: once each, not on every page.
        self._unknown_layouts: set[tuple[int, str]] = set()

    def forget_domains(self) -> None:
        """Drop this process's kept answers after an edit of an agent (its template, a host's
        branding, its payment settings, its banners and announcements) made here."""
        self._domain_cache.clear()
        self._sibling_cache.clear()
        self._home_cache.clear()

    async def describe_domain(self, ctx: AppContext, domain: str) -> Agent:
        host = clean_host(domain)
        cached = self._domain_cache.get(host)
        now = time.monotonic()
        if cached is not None and cached[0] > now:
            return cached[1]
        async with ctx.db.read() as session:
            agent = await self.by_domain(session, host)
            described = await self.describe(session, agent, host)
        if len(self._domain_cache) > 10_000:
            self._domain_cache.clear()
        self._sibling_cache.clear()
        self._domain_cache[host] = (now + self.DOMAIN_CACHE_SECONDS, described)
        return described

    async def page_head(self, ctx: AppContext, domain: str, path: str = "/") -> PageHead | None:
        """What the site's page of `path` on `domain` says before its scripts run: getDomain's
        answer (the site's first call, read from the page instead), on the home page also its
        first calls' answers (the agent's banners and announcements, the same for every
        visitor: the banner, the page's largest picture, then draws with the page instead of a
        round trip later), the template's title, description and icon. None for a host of no
        agent: the page as built, whose site then says so."""
        try:
            agent = await self.describe_domain(ctx, domain)
        except DataNotFound:
            return None
        boot: dict[str, Any] = {"agent": agent.model_dump(mode="json")}
        if path.strip("/") == "":
            banners, announcements = await self._home_lists(ctx, agent.id)
            boot["banners"] = [banner.model_dump(mode="json") for banner in banners]
            boot["announcements"] = [item.model_dump(mode="json") for item in announcements]
        setting = agent.templateSetting
        template = setting.get("template") or {}

        def text(name: str) -> str | None:
            value = template.get(name)
            return value.strip() or None if isinstance(value, str) else None

        chosen = setting.get("layout")
        layout = chosen.get("name") if isinstance(chosen, dict) else None
        return PageHead(
            boot=boot,
            title=text("title"),
            description=text("description"),
            icon=text("favicon"),
            layout=layout if isinstance(layout, str) else "",
        )

    async def _home_lists(
        self, ctx: AppContext, agent_id: int
    ) -> tuple[list[Banner], list[Announcement]]:
        """The agent's active banners and announcements, kept for DOMAIN_CACHE_SECONDS."""
        cached = self._home_cache.get(agent_id)
        now = time.monotonic()
        if cached is not None and cached[0] > now:
            return cached[1], cached[2]
        async with ctx.db.read() as session:
            banners = await self.banners_in(session, agent_id)
            announcements = await self.announcements_in(session, agent_id)
        if len(self._home_cache) > 10_000:
            self._home_cache.clear()
        self._home_cache[agent_id] = (now + self.DOMAIN_CACHE_SECONDS, banners, announcements)
        return banners, announcements

    async def sibling_domains(self, ctx: AppContext, domain: str) -> tuple[str, ...]:
        """Every domain of the active agent that serves `domain`, none for a host of no agent:
        the hosts whose back office may frame this host's pages (a preview of another of the
        agent's domains). Kept like getDomain's answer."""
        host = clean_host(domain)
        cached = self._sibling_cache.get(host)
        now = time.monotonic()
        if cached is not None and cached[0] > now:
            return cached[1]
        async with ctx.db.read() as session:
            repository = AgentRepository(session)
            agent = await repository.get_by_domain(host)
            active = agent is not None and agent.status == "active"
            hosts = tuple(sorted(await repository.domains(agent.id))) if active else ()
        if len(self._sibling_cache) > 10_000:
            self._sibling_cache.clear()
        self._sibling_cache[host] = (now + self.DOMAIN_CACHE_SECONDS, hosts)
        return hosts

    async def template_setting(self, ctx: AppContext, domain: str) -> dict[str, Any]:
        """The template setting of the agent that serves `domain`."""
        async with ctx.db.read() as session:
            agent = await self.by_domain(session, domain)
        return self._served_template(agent)

    async def currency(self, ctx: AppContext, agent: AgentRow) -> str:
        async with ctx.db.read() as session:
            return await self.currency_in(session, agent)

    async def currency_in(self, session: AsyncSession, agent: AgentRow) -> str:
        return (await AgentRepository(session).country(agent.country_id)).currency_code

    async def announcements(self, ctx: AppContext, agent: AgentRow) -> list[Announcement]:
        async with ctx.db.read() as session:
            return await self.announcements_in(session, agent.id)

    async def announcements_in(self, session: AsyncSession, agent_id: int) -> list[Announcement]:
        rows = await AgentRepository(session).announcements(agent_id)
        return [
            Announcement(
                id=r.id, title=r.title, message=r.message, createdAt=r.created_at.isoformat()
            )
            for r in rows
        ]

    async def banners(self, ctx: AppContext, agent: AgentRow) -> list[Banner]:
        async with ctx.db.read() as session:
            return await self.banners_in(session, agent.id)

    async def banners_in(self, session: AsyncSession, agent_id: int) -> list[Banner]:
        rows = await AgentRepository(session).banners(agent_id)
        return [
            Banner(id=r.id, title=r.title, imageUrl=r.image_url, linkUrl=r.link_url, sort=r.sort)
            for r in rows
        ]

    async def agent_of_host(self, ctx: AppContext, host: str) -> AgentRow:
        """The active agent that serves `host` (agent/deps.CurrentAgent)."""
        async with ctx.db.read() as session:
            return await self.require_agent(session, host, None)

    async def require_agent(
        self, session: AsyncSession, host: str, prefix: str | None, *, field: str = "agentPrefix"
    ) -> AgentRow:
        """The agent of this request: the host's agent; a prefix, where the body names one,
        must be that agent's. Only a host that is no agent's domain may be named by prefix."""
        repository = AgentRepository(session)
        agent = await repository.get_by_domain(host)
        if agent is not None:
            if prefix and prefix.strip().upper() != agent.prefix:
                raise PermissionDenied("This site belongs to another agent", fields=[field])
        elif prefix:
            agent = await repository.get_by_prefix(prefix.strip())
        if agent is None or agent.status != "active":
            raise DataNotFound("Agent not found", fields=[field] if prefix else ["domain"])
        return agent

    async def get_agent(self, session: AsyncSession, agent_id: int) -> AgentRow:
        agent = await AgentRepository(session).get(agent_id)
        if agent is None or agent.status != "active":
            raise DataNotFound("Agent not found", fields=["agentId"])
        return agent

    async def by_domain(self, session: AsyncSession, domain: str) -> AgentRow:
        agent = await AgentRepository(session).get_by_domain(clean_host(domain))
        if agent is None or agent.status != "active":
            raise DataNotFound("Domain not found", fields=["domain"])
        return agent

    async def describe(self, session: AsyncSession, agent: AgentRow, domain: str | None) -> Agent:
        repository = AgentRepository(session)
        country = await repository.country(agent.country_id)
        accounts = await repository.deposit_accounts(agent.id)
        row = await repository.domain_row(agent.id, domain)
        cur = country.currency_code
        return Agent(
            id=agent.id,
            username=agent.username,
            prefix=agent.prefix,
            domain=domain or (row.domain if row else None),
            gameCompany=agent.game_company,
            country=Country.of(country),
            countriesId=country.id,
            paymentMethod=",".join(payment_channels(agent, cur)),
            minimumWithdraw=from_minor(agent.minimum_withdraw, cur),
            maximumWithdraw=from_minor(agent.maximum_withdraw, cur),
            minimumDeposit=from_minor(agent.minimum_deposit, cur),
            maximumDeposit=from_minor(agent.maximum_deposit, cur),
            turnType=agent.turn_type,
            turn=agent.turn,
            depositMode=agent.deposit_mode,
            maximumCreditBalance=from_minor(agent.maximum_credit_balance, cur),
            bankAccounts=[BankAccount.of(account, bank) for account, bank in accounts],
            templateSetting=self._served_template(agent),
            hostBranding=HostBranding(
                logo=row.logo if row else None, bgImage=row.bg_image if row else None
            ),
        )

    def _served_template(self, agent: AgentRow) -> dict[str, Any]:
        setting = templates.template_setting(agent.template_setting)
        unknown = templates.unknown_layout(setting)
        if unknown is not None and (agent.id, unknown) not in self._unknown_layouts:
            self._unknown_layouts.add((agent.id, unknown))
            log.warning(
                "agent %s (%s) has the unknown layout %s: served as stored, the site shows "
                "layout a",
                agent.id,
                agent.prefix,
                unknown,
            )
        return setting


agent_service = AgentService()
