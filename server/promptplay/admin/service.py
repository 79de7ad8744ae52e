"""Operator actions used by the command line and the demo data: agents, domains, staff."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from ..agent.templates import LAYOUTS
from ..config import DEMO_GAMES_SECRET
from ..core.deps import clean_host
from ..core.errors import DataNotFound, Duplicate, InvalidData
from ..core.security import hash_password
from ..games.registry import GAME_COMPANIES, demo_api_key, family_of
from ..models import Agent, AgentDomain, AgentGameAccount, BankAccount, Country, User
from ..player import rules
from ..reference.repository import ReferenceRepository


@dataclass(frozen=True)
class NewAgent:
    prefix: str
    domains: list[str]
    country_code: str
    layout: str = "a"
    username: str | None = None
    game_company: str = "AMB"
    template: dict[str, Any] | None = None
    player_configuration: dict[str, Any] | None = None
    # The agent's key at the game upstream is derived from this (the demo's credential store).
    game_upstream_secret: str = DEMO_GAMES_SECRET


async def create_agent(session: AsyncSession, spec: NewAgent) -> Agent:
    prefix = spec.prefix.strip().upper()
    if not prefix.isalnum() or not 2 <= len(prefix) <= 16:
        raise InvalidData("prefix must be 2-16 letters or digits", fields=["prefix"])
    if spec.game_company.upper() not in GAME_COMPANIES:
        raise InvalidData(
            f"game company must be one of {', '.join(GAME_COMPANIES)}", fields=["gameCompany"]
        )
    if spec.layout not in LAYOUTS:
        raise InvalidData(f"layout must be one of {', '.join(LAYOUTS)}", fields=["layout"])
    if not spec.domains:
        raise InvalidData("at least one domain is needed", fields=["domain"])
    country = (
        await session.execute(select(Country).where(Country.code == spec.country_code.upper()))
    ).scalar_one_or_none()
    if country is None:
        raise InvalidData("country must be TH, VN or LA", fields=["country"])
    if (await session.execute(select(Agent.id).where(Agent.prefix == prefix))).first():
        raise Duplicate(f"agent {prefix} exists", fields=["prefix"])
    domains = [clean_host(d) for d in spec.domains]
    if not all(domains):
        raise InvalidData("a domain is empty", fields=["domain"])
    taken = (
        (await session.execute(select(AgentDomain.domain).where(AgentDomain.domain.in_(domains))))
        .scalars()
        .all()
    )
    if taken:
        raise Duplicate(f"domain already served: {', '.join(taken)}", fields=["domain"])
    template = {
        "template": {"name": spec.layout, **(spec.template or {})},
        "layout": {"name": spec.layout},
    }
    agent = Agent(
        username=spec.username or prefix.lower(),
        prefix=prefix,
        country_id=country.id,
        game_company=spec.game_company.upper(),
        template_setting=template,
        player_configuration=spec.player_configuration or {},
        turn=1,
    )
    if country.currency_code == "VND":  # đồng has no minor unit
        agent.minimum_deposit, agent.maximum_deposit = 50_000, 500_000_000
        agent.minimum_withdraw, agent.maximum_withdraw = 100_000, 200_000_000
        agent.maximum_credit_balance = 5_000_000_000
    session.add(agent)
    await session.flush()
    for i, domain in enumerate(domains):
        session.add(AgentDomain(agent_id=agent.id, domain=domain, is_primary=i == 0))
    operator = prefix.lower()
    session.add(
        AgentGameAccount(
            agent_id=agent.id,
            family=family_of(agent.game_company),
            username=operator,
            api_key=demo_api_key(spec.game_upstream_secret, operator),
        )
    )
    await session.flush()
    return agent


async def create_staff(session: AsyncSession, prefix: str, username: str, password: str) -> User:
    agent = (
        await session.execute(select(Agent).where(Agent.prefix == prefix.strip().upper()))
    ).scalar_one_or_none()
    if agent is None:
        raise DataNotFound(f"no agent {prefix}", fields=["agent"])
    problem = rules.password_problem(password)
    if problem:
        raise InvalidData(problem, fields=["password"])
    name = username.strip().lower()
    if not rules.USERNAME_PATTERN.match(name):
        raise InvalidData(rules.username_problem(name), fields=["username"])
    exists = select(User.id).where(
        User.agent_id == agent.id, User.user_type == "staff", User.username == name
    )
    if (await session.execute(exists)).first():
        raise Duplicate(f"staff {name} exists", fields=["username"])
    user = User(
        agent_id=agent.id,
        username=name,
        password_hash=await hash_password(password),
        user_type="staff",
        role_id=3,
        status="active",
    )
    session.add(user)
    await session.flush()
    return user


async def add_agent_bank_account(
    session: AsyncSession,
    agent: Agent,
    bank_code: str,
    number: str,
    name: str,
    *,
    account_type: str = "DEPOSIT",
    promptpay_phone: str | None = None,
    sort: int = 0,
) -> BankAccount:
    """One of the agent's own accounts, where players transfer their deposits."""
    bank = await ReferenceRepository(session).bank_by_code(bank_code)
    country = await session.get(Country, agent.country_id)
    if bank is None or country is None or bank.country_id != country.id:
        raise InvalidData(f"no bank {bank_code} in the agent's country", fields=["bankCode"])
    account = BankAccount(
        agent_id=agent.id,
        player_id=None,
        bank_id=bank.id,
        bank_account_no=number,
        bank_account_name=name,
        bank_account_type=account_type,
        currency_code=country.currency_code,
        prompt_pay_type="PHONE" if promptpay_phone else None,
        prompt_pay_no=promptpay_phone,
        sort=sort,
    )
    session.add(account)
    await session.flush()
    return account
