"""The company's console: the operator's own logins, and the agents it makes live and keeps
(docs/money.md "The company's console").

A company user belongs to no agent: his session is a random token kept as a hash, sent by the
console's pages in an HttpOnly cookie. He makes an agent, its first admin, its domains and
limits in one transaction (nothing half-made on any refusal), adds or removes its domains,
replaces its game upstream key, and sets it inactive or active again; each change is written
to the agent's audit trail under his name. The agent's money set-up, content and team are its
admin's (the back office)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from datetime import timedelta
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from ..admin.repository import AdminRepository
from ..admin.service import (
    NewAgent,
    checked_domain,
    create_agent,
    create_staff,
    rotate_game_key,
)
from ..agent.service import PAYMENT_CHANNELS, agent_service
from ..agent.templates import LAYOUTS
from ..auth.service import auth_service
from ..backoffice.repository import AuditRepository
from ..cashier.service import ROLES
from ..context import AppContext
from ..core.clock import utcnow
from ..core.errors import (
    AppError,
    BadCredentials,
    DataNotFound,
    Duplicate,
    InvalidData,
    PermissionDenied,
    TokenExpired,
    TokenInvalid,
)
from ..core.security import new_token, sha256, verify_password
from ..games.registry import GAME_COMPANIES, family_of, game_account
from ..models import Agent, AgentDomain, Country
from ..moneysetup.service import limits_of, set_limits
from .repository import CompanyRepository
from .schemas import (
    AgentAdmin,
    AgentStatusBody,
    CompanyAgent,
    CompanyAgentRow,
    CompanyOptions,
    CountryOption,
    DomainBody,
    GameAccountBody,
    NewAdminBody,
    NewAgentBody,
)

# How long a console session lasts without a new login.
SESSION_SECONDS = 8 * 3600


@dataclass(frozen=True)
class CompanyCaller:
    session_id: str
    user_id: int
    username: str


class CompanyService:
    # ----- logins -----------------------------------------------------------------------------

    async def login(
        self, ctx: AppContext, username: str, password: str, address: str
    ) -> tuple[str, str]:
        """A new session's token and the username for the right password, ending the user's
        older sessions; attempts are throttled per account and address as every login's."""
        name = username.strip().lower()
        attempt = await auth_service.begin_attempt(ctx, f"company:{name}", address)
        async with ctx.db.read() as session:
            user = await CompanyRepository(session).user_by_username(name)
        if not await verify_password(user.password_hash if user else None, password):
            raise BadCredentials(fields=["username", "password"])
        assert user is not None
        if user.status != "active":
            raise BadCredentials(fields=["username", "password"])
        token = new_token()
        now = utcnow()
        async with ctx.db.write() as session:
            repository = CompanyRepository(session)
            user = await repository.user_by_username(name)
            assert user is not None
            await repository.open_session(
                user, sha256(token), now, now + timedelta(seconds=SESSION_SECONDS), address
            )
            await auth_service.attempt_succeeded(session, attempt)
        return token, name

    async def authenticate(self, ctx: AppContext, token: str) -> CompanyCaller:
        async with ctx.db.read() as session:
            found = await CompanyRepository(session).live_session(sha256(token), utcnow())
        if found is None:
            if _agent_token(ctx, token):
                raise PermissionDenied("The company's console only", system_msg="companyOnly")
            raise TokenInvalid(
                "This session has ended, please log in again", system_msg="jwtInvalid"
            )
        return CompanyCaller(*found)

    async def logout(self, ctx: AppContext, caller: CompanyCaller | None) -> None:
        if caller is None:
            return
        async with ctx.db.write() as session:
            await CompanyRepository(session).end_session(caller.session_id, utcnow())

    # ----- agents -----------------------------------------------------------------------------

    async def options(self, ctx: AppContext) -> CompanyOptions:
        async with ctx.db.read() as session:
            countries = await AdminRepository(session).countries()
        return CompanyOptions(
            countries=[
                CountryOption(
                    code=c.code, currencyCode=c.currency_code, nameEn=c.name_en, nameTh=c.name_th
                )
                for c in countries
            ],
            gameCompanies=list(GAME_COMPANIES),
            layouts=list(LAYOUTS),
            paymentMethods=list(PAYMENT_CHANNELS),
        )

    async def agents(self, ctx: AppContext, q: str) -> list[CompanyAgentRow]:
        async with ctx.db.read() as session:
            repository = CompanyRepository(session)
            rows = await repository.agents(q.strip())
            ids = [agent.id for agent, _ in rows]
            domains = await repository.domains(ids)
            players = await repository.players(ids)
        return [
            _row(agent, country, domains[agent.id], players[agent.id]) for agent, country in rows
        ]

    async def agent(self, ctx: AppContext, prefix: str) -> CompanyAgent:
        async with ctx.db.read() as session:
            return await _detail(CompanyRepository(session), _prefix(prefix))

    async def create(
        self, ctx: AppContext, caller: CompanyCaller, body: NewAgentBody
    ) -> CompanyAgent:
        """The agent, its domains, game account, limits and first admin, or nothing."""
        async with ctx.db.write() as session:
            agent = await create_agent(
                session,
                NewAgent(
                    prefix=body.prefix,
                    domains=body.domains,
                    country_code=body.countryCode,
                    layout=body.layout,
                    game_company=body.gameCompany,
                    truemoney_mobile=body.truemoneyMobile or None,
                    game_username=body.gameUsername or None,
                    game_api_key=body.gameApiKey or None,
                ),
            )
            if body.limits is not None:
                await set_limits(session, agent, body.limits)
            change = _Change(session, CompanyRepository(session), caller, agent)
            change.out = await _detail(change.repository, agent.prefix)
            change.audit("company.agent.create", after=_logged(change.out))
            await _add_admin(change, body.admin)
            change.out = await _detail(change.repository, agent.prefix)
        agent_service.forget_domains()
        return change.detail

    async def add_domain(
        self, ctx: AppContext, caller: CompanyCaller, prefix: str, body: DomainBody
    ) -> CompanyAgent:
        domain = checked_domain(body.domain)
        async with _change(ctx, caller, prefix) as change:
            if await AdminRepository(change.session).served_domains([domain]):
                raise Duplicate(f"domain already served: {domain}", fields=["domain"])
            await change.repository.add(
                AgentDomain(agent_id=change.agent.id, domain=domain, is_primary=False)
            )
            change.audit("company.domain.add", after={"domain": domain})
        return change.detail

    async def remove_domain(
        self, ctx: AppContext, caller: CompanyCaller, prefix: str, domain: str
    ) -> CompanyAgent:
        """The agent keeps one domain at least; a removed primary passes to the next."""
        async with _change(ctx, caller, prefix) as change:
            agent, repository = change.agent, change.repository
            row = await repository.domain_row(agent.id, domain.strip().lower())
            if row is None:
                raise DataNotFound("The agent has no such domain", fields=["domain"])
            if len((await repository.domains([agent.id]))[agent.id]) <= 1:
                raise InvalidData("The agent keeps one domain at least", fields=["domain"])
            await repository.remove_domain(row)
            change.audit("company.domain.remove", before={"domain": row.domain})
        return change.detail

    async def rotate_key(
        self, ctx: AppContext, caller: CompanyCaller, prefix: str, body: GameAccountBody
    ) -> CompanyAgent:
        async with _change(ctx, caller, prefix) as change:
            account = await rotate_game_key(
                change.session, change.agent.prefix, body.gameApiKey or None
            )
            change.audit(
                "company.gameKey.rotate",
                after={"family": account.family, "apiKeyEnd": account.api_key[-4:]},
            )
        return change.detail

    async def set_status(
        self, ctx: AppContext, caller: CompanyCaller, prefix: str, body: AgentStatusBody
    ) -> CompanyAgent:
        """inactive: its sites and back office answer no more and every session of its
        players and staff ends at once; active: they answer again."""
        async with _change(ctx, caller, prefix) as change:
            agent, before = change.agent, change.agent.status
            if before != body.status:
                agent.status = body.status
                if body.status == "inactive":
                    await change.repository.end_agent_sessions(agent.id, utcnow())
                await change.repository.save()
                change.audit(
                    "company.agent.status", before={"status": before}, after={"status": body.status}
                )
        auth_service.forget_sessions()
        return change.detail

    async def add_admin(
        self, ctx: AppContext, caller: CompanyCaller, prefix: str, body: NewAdminBody
    ) -> CompanyAgent:
        """Another admin of the agent (when its own are gone or locked out)."""
        async with _change(ctx, caller, prefix) as change:
            await _add_admin(change, body)
        return change.detail


@dataclass
class _Change:
    """One change of an agent from the console, in one transaction with its audit entries;
    `out` is the agent as it stands after."""

    session: AsyncSession
    repository: CompanyRepository
    caller: CompanyCaller
    agent: Agent
    out: CompanyAgent | None = None

    @property
    def detail(self) -> CompanyAgent:
        assert self.out is not None, "read once the change is made"
        return self.out

    def audit(
        self,
        action: str,
        *,
        target_type: str = "agent",
        target_id: int | None = None,
        **detail: Any,
    ) -> None:
        """An entry in the agent's own audit trail, under the company user's name."""
        AuditRepository(self.session, self.agent.id).record(
            staff_user_id=0,
            staff_username=f"company:{self.caller.username}",
            action=action,
            target_type=target_type,
            target_id=self.agent.id if target_id is None else target_id,
            detail=detail,
        )


@asynccontextmanager
async def _change(ctx: AppContext, caller: CompanyCaller, prefix: str) -> AsyncIterator[_Change]:
    """The agent named `prefix`, locked, to change; the sites forget what they kept of agents
    after."""
    async with ctx.db.write() as session:
        repository = CompanyRepository(session)
        agent, _ = await _locked(repository, prefix)
        change = _Change(session, repository, caller, agent)
        yield change
        change.out = await _detail(repository, change.agent.prefix)
    agent_service.forget_domains()


async def _add_admin(change: _Change, body: NewAdminBody) -> None:
    admin = await create_staff(
        change.session, change.agent.prefix, body.username, body.password, "admin"
    )
    change.audit(
        "company.admin.add",
        target_type="user",
        target_id=admin.id,
        after={"username": admin.username},
    )


def _agent_token(ctx: AppContext, token: str) -> bool:
    """Whether `token` is a signed token of an agent's user (staff or player), expired or
    not."""
    try:
        ctx.signer.verify(token)
    except TokenExpired:
        return True
    except AppError:
        return False
    return True


def _prefix(value: str) -> str:
    return value.strip().upper()


async def _locked(
    repository: CompanyRepository, prefix: str, *, lock: bool = True
) -> tuple[Agent, Country]:
    found = await repository.agent(_prefix(prefix), lock=lock)
    if found is None:
        raise DataNotFound(f"no agent {prefix[:16]}", fields=["prefix"])
    return found


async def _detail(repository: CompanyRepository, prefix: str) -> CompanyAgent:
    session = repository.session
    agent, country = await _locked(repository, prefix, lock=False)
    domains = (await repository.domains([agent.id]))[agent.id]
    players = (await repository.players([agent.id]))[agent.id]
    account = await game_account(session, agent)
    row = _row(agent, country, domains, players)
    return CompanyAgent(
        **row.model_dump(),
        truemoneyMobile=agent.truemoney_mobile,
        limits=await limits_of(session, agent),
        gameAccount={
            "family": family_of(agent.game_company),
            "username": account.username,
            "apiKeyEnd": account.api_key[-4:],
        },
        depositAccounts=await repository.deposit_accounts(agent.id),
        staff=[
            AgentAdmin(
                id=user.id,
                username=user.username,
                role=ROLES.get(user.role_id, "staff"),  # type: ignore[arg-type]
                status=user.status,
                createdAt=user.created_at,
            )
            for user in await repository.staff(agent.id)
        ],
    )


def _row(agent: Agent, country: Country, domains: list[str], players: int) -> CompanyAgentRow:
    layout = (agent.template_setting or {}).get("layout", {}).get("name", "a")
    return CompanyAgentRow(
        prefix=agent.prefix,
        status="active" if agent.status == "active" else "inactive",
        countryCode=country.code,
        currencyCode=country.currency_code,
        gameCompany=agent.game_company,
        layout=str(layout),
        domains=domains,
        paymentMethods=[m for m in agent.payment_method.split(",") if m],
        players=players,
    )


def _logged(agent: CompanyAgent) -> dict[str, Any]:
    """What the audit keeps of a new agent: no key, only its end."""
    return agent.model_dump(mode="json", exclude={"staff"})


company_service = CompanyService()
