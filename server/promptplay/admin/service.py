"""Operator actions used by the command line and the demo data: agents, domains, staff."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from pydantic import ValidationError
from sqlalchemy.ext.asyncio import AsyncSession

from ..agent.service import GATEWAY_CURRENCY, PAYMENT_CHANNELS, TRUEMONEY_CURRENCY
from ..agent.templates import LAYOUTS
from ..auth import rules
from ..cashier.service import ROLES
from ..content.service import content_service
from ..core.deps import clean_host
from ..core.errors import DataNotFound, Duplicate, InvalidData
from ..core.security import hash_password
from ..games.registry import (
    API_KEY,
    GAME_COMPANIES,
    OPERATOR_NAME,
    family_of,
    game_account,
    new_api_key,
)
from ..models import Agent, AgentDomain, AgentGameAccount, BankAccount, CompanyUser, User
from ..moneysetup.schemas import BankAccountBody
from ..moneysetup.service import add_account
from .repository import AdminRepository

TRUEMONEY_MOBILE = re.compile(r"0[689]\d{8}")
# A host name an agent's site answers on: dot-separated labels of letters, digits and inner
# hyphens (an IPv4 address fits too), as the Host header brings it once cleaned.
_LABEL = r"[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?"
DOMAIN = re.compile(rf"(?=.{{1,253}}$){_LABEL}(?:\.{_LABEL})*")


# A new agent's limits where baht-sized ones would be wrong, in minor units: the đồng has
# none (whole dong), the kip two decimals though prices are quoted in whole kip.
CURRENCY_LIMITS: dict[str, dict[str, int]] = {
    "VND": {
        "minimum_deposit": 50_000,
        "maximum_deposit": 500_000_000,
        "minimum_withdraw": 100_000,
        "maximum_withdraw": 200_000_000,
        "maximum_credit_balance": 5_000_000_000,
    },
    "LAK": {
        "minimum_deposit": 10_000_00,
        "maximum_deposit": 50_000_000_00,
        "minimum_withdraw": 50_000_00,
        "maximum_withdraw": 20_000_000_00,
        "maximum_credit_balance": 500_000_000_00,
    },
}


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
    # The agent's receiving TrueMoney wallet: vouchers are offered only with one (THB agents).
    truemoney_mobile: str | None = None
    # The agent's operator name and key at its game upstream, when that upstream's back office
    # issued them; unset: the prefix in lower case and a random key (for a demo upstream, which
    # learns it from the platform).
    game_username: str | None = None
    game_api_key: str | None = None


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
    repository = AdminRepository(session)
    country = await repository.country_by_code(spec.country_code)
    if country is None:
        raise InvalidData("country must be TH, VN or LA", fields=["country"])
    if await repository.agent_by_prefix(prefix) is not None:
        raise Duplicate(f"agent {prefix} exists", fields=["prefix"])
    domains = list(dict.fromkeys(checked_domain(d) for d in spec.domains))
    taken = await repository.served_domains(domains)
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
    # Limits in the currency's own sizes (minor units); baht's are the columns' defaults.
    for column, value in CURRENCY_LIMITS.get(country.currency_code, {}).items():
        setattr(agent, column, value)
    await repository.add(agent)
    # Bank transfers always, the gateway where it pays in the agent's currency, vouchers once
    # the agent has its own receiving wallet: checked as every later change is.
    methods = ["BANK"]
    if country.currency_code == GATEWAY_CURRENCY:
        methods.append("GATEWAY")
    if spec.truemoney_mobile:
        methods.append("TRUEMONEY")
    await set_payments(session, agent, methods, spec.truemoney_mobile)
    await repository.add(
        *(
            AgentDomain(agent_id=agent.id, domain=domain, is_primary=i == 0)
            for i, domain in enumerate(domains)
        ),
        AgentGameAccount(
            agent_id=agent.id,
            family=family_of(agent.game_company),
            username=_game_username(spec.game_username or prefix.lower()),
            api_key=_game_api_key(spec.game_api_key) if spec.game_api_key else new_api_key(),
        ),
    )
    # Its site's pages and articles (docs/content.md §4): never an empty page.
    await content_service.start_agent(session, agent.id)
    return agent


async def set_payments(
    session: AsyncSession, agent: Agent, methods: list[str], truemoney_mobile: str | None
) -> Agent:
    """The channels an agent takes money through, each checked against its currency: the
    gateway pays in its own currency only, vouchers into the agent's own receiving wallet
    (one agent's alone)."""
    repository = AdminRepository(session)
    country = await repository.country(agent.country_id)
    assert country is not None
    currency = country.currency_code
    chosen = list(dict.fromkeys(m.strip().upper() for m in methods))
    unknown = [m for m in chosen if m not in PAYMENT_CHANNELS]
    if not chosen or unknown:
        raise InvalidData(
            f"payment methods are some of {', '.join(PAYMENT_CHANNELS)}", fields=["paymentMethods"]
        )
    if "GATEWAY" in chosen and currency != GATEWAY_CURRENCY:
        raise InvalidData(f"The gateway pays in {GATEWAY_CURRENCY} only", fields=["paymentMethods"])
    mobile = truemoney_receiver(truemoney_mobile, currency) if truemoney_mobile else None
    if "TRUEMONEY" in chosen and mobile is None:
        raise InvalidData(
            "Vouchers need the agent's receiving TrueMoney number", fields=["truemoneyMobile"]
        )
    if mobile is not None:
        if await repository.truemoney_receiver_of_another(mobile, agent.id):
            raise Duplicate(
                "Another agent receives into this TrueMoney number", fields=["truemoneyMobile"]
            )
    agent.payment_method = ",".join(chosen)
    agent.truemoney_mobile = mobile
    await repository.save()
    return agent


def checked_domain(value: str) -> str:
    """`value` as the agent's domains keep it (no scheme, port or path), or InvalidData."""
    domain = clean_host(value)
    if not DOMAIN.fullmatch(domain):
        raise InvalidData(f"not a host name: {value.strip()[:64]!r}", fields=["domain"])
    return domain


def truemoney_receiver(mobile: str, currency: str) -> str:
    """A valid receiving TrueMoney number (a Thai mobile) for an agent of `currency`."""
    number = mobile.strip().replace("-", "").replace(" ", "")
    if currency != TRUEMONEY_CURRENCY:
        raise InvalidData("TrueMoney pays in baht only: a THB agent", fields=["truemoneyMobile"])
    if not TRUEMONEY_MOBILE.fullmatch(number):
        raise InvalidData(
            "The receiving TrueMoney number is a Thai mobile: 0 then 6, 8 or 9, then 8 digits",
            fields=["truemoneyMobile"],
        )
    return number


def _game_username(name: str) -> str:
    if not OPERATOR_NAME.fullmatch(name):
        raise InvalidData(
            "the game username must be 1-64 letters, digits or _.@-", fields=["gameUsername"]
        )
    return name


def _game_api_key(key: str) -> str:
    if not API_KEY.fullmatch(key):
        raise InvalidData(
            "the game API key must be 16-128 printable characters without spaces",
            fields=["gameApiKey"],
        )
    return key


async def rotate_game_key(
    session: AsyncSession, prefix: str, api_key: str | None = None
) -> AgentGameAccount:
    """Replace the agent's game upstream key with `api_key` (one its upstream issued) or a
    fresh random one; the previous key stops working for our calls and for callbacks at once."""
    agent = await agent_by_prefix(session, prefix)
    account = await game_account(session, agent)
    account.api_key = _game_api_key(api_key) if api_key else new_api_key()
    await AdminRepository(session).save()
    return account


async def agent_by_prefix(session: AsyncSession, prefix: str) -> Agent:
    agent = await AdminRepository(session).agent_by_prefix(prefix.strip().upper())
    if agent is None:
        raise DataNotFound(f"no agent {prefix}", fields=["agent"])
    return agent


async def create_staff(
    session: AsyncSession, prefix: str, username: str, password: str, role: str = "staff"
) -> User:
    """A back office login of the agent: its admin (`role` admin) or a member of its staff."""
    role_ids = {name: role_id for role_id, name in ROLES.items()}
    if role not in role_ids:
        raise InvalidData("role is admin or staff", fields=["role"])
    agent = await agent_by_prefix(session, prefix)
    name = checked_login(username, password)
    repository = AdminRepository(session)
    if await repository.staff_exists(agent.id, name):
        raise Duplicate(f"staff {name} exists", fields=["username"])
    user = User(
        agent_id=agent.id,
        username=name,
        password_hash=await hash_password(password),
        user_type="staff",
        role_id=role_ids[role],
        status="active",
    )
    await repository.add(user)
    return user


def checked_login(username: str, password: str) -> str:
    """The username as kept (the players' rules: staff and company logins share them), once
    it and the password pass; InvalidData at the field otherwise."""
    problem = rules.password_problem(password)
    if problem:
        raise InvalidData(problem, fields=["password"])
    name = username.strip().lower()
    if not rules.USERNAME_PATTERN.match(name):
        raise InvalidData(rules.username_problem(name), fields=["username"])
    return name


async def create_company_user(session: AsyncSession, username: str, password: str) -> CompanyUser:
    """A login of the company's console (the operator's), bound to no agent."""
    name = checked_login(username, password)
    repository = AdminRepository(session)
    if await repository.company_user_exists(name):
        raise Duplicate(f"company user {name} exists", fields=["username"])
    user = CompanyUser(username=name, password_hash=await hash_password(password), status="active")
    await repository.add(user)
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
    """One of the agent's own accounts, where players transfer their deposits: checked as the
    back office's (moneysetup)."""
    try:
        body = BankAccountBody.model_validate(
            {
                "bankCode": bank_code,
                "bankAccountNo": number,
                "bankAccountName": name,
                "bankAccountType": account_type.upper(),
                "promptPayType": "PHONE" if promptpay_phone else None,
                "promptPayNo": promptpay_phone,
                "sort": sort,
            }
        )
    except ValidationError as exc:
        fields = [str(error["loc"][-1]) for error in exc.errors() if error["loc"]]
        raise InvalidData(str(exc.errors()[0]["msg"]), fields=fields) from exc
    account, _ = await add_account(session, agent, body)
    return account
