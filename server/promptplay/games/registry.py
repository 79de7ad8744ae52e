"""Which upstream an agent's games come from, with which credentials.

The family follows the agent's `gameCompany` (docs/games.md §1); the credentials are the
agent's own row of `agent_game_account`, made with the agent. Adapters (and their HTTP
connection pools) are kept per credentials for the life of the process: they hold no state of
any player."""

from __future__ import annotations

import hashlib
import hmac

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from ..core.context import AppContext
from ..core.errors import DataNotFound
from ..models import Agent, AgentGameAccount
from ..payments.http import UpstreamHttp
from .adapters import ADAPTERS, Credentials, GameUpstream

_FAMILY_OF_COMPANY = {"AMB": "amb", "UFA": "amb", "XGAMBET": "xgambet", "PG": "pg"}
GAME_COMPANIES = tuple(_FAMILY_OF_COMPANY)


def family_of(game_company: str) -> str:
    return _FAMILY_OF_COMPANY.get(game_company.upper(), "amb")


def demo_api_key(secret: str, operator: str) -> str:
    """The demo upstream's key of an operator (docs/games.md §2 "Operators")."""
    return hmac.new(secret.encode(), operator.encode(), hashlib.sha256).hexdigest()[:32]


async def game_account(session: AsyncSession, agent: Agent) -> AgentGameAccount:
    family = family_of(agent.game_company)
    row = (
        await session.execute(
            select(AgentGameAccount).where(
                AgentGameAccount.agent_id == agent.id, AgentGameAccount.family == family
            )
        )
    ).scalar_one_or_none()
    if row is None:
        raise DataNotFound("This agent has no game provider account")
    return row


def upstream_for(ctx: AppContext, account: AgentGameAccount) -> GameUpstream:
    settings = ctx.settings
    base_url = account.base_url or settings.game_upstream_url
    key = (account.family, base_url, account.username, account.api_key)
    cache = ctx.game_upstreams
    adapter = cache.get(key)
    if adapter is None:
        http = UpstreamHttp(f"games:{account.family}", base_url, settings.game_upstream_timeout)
        adapter = ADAPTERS[account.family](
            http, Credentials(base_url, account.username, account.api_key)
        )
        cache[key] = adapter
    return adapter


async def close_upstreams(ctx: AppContext) -> None:
    for adapter in list(ctx.game_upstreams.values()):
        await adapter.aclose()
    ctx.game_upstreams.clear()
