"""Which upstream an agent's games come from, with which credentials.

The family follows the agent's `gameCompany` (docs/games.md §1); the credentials are the
agent's own row of `agent_game_account`: a random key made with the agent (or the one a real
upstream's back office issued, given to `agent create`), rotatable, never derived from anything
public. Adapters (and their HTTP connection pools) are kept per credentials for the life of the
process: they hold no state of any player. A player plays there under his agent's prefix and
his username (`upstream_name`).

A local demo upstream (a loopback address) keeps its operators in memory and learns them the
way an aggregator's back office issues them: the platform registers the agent's credentials
with it, authenticated by the demo's master secret (`GAME_UPSTREAM_SECRET`), before its first
call and again whenever the upstream no longer knows them (a 401: it restarted). Nothing is
ever registered with an upstream that is not local, and the master secret goes nowhere else."""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import ipaddress
import logging
import re
import secrets
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any
from urllib.parse import quote, urlsplit

import httpx
from sqlalchemy.ext.asyncio import AsyncSession

from ..config import DEMO_GAMES_SECRET, Settings
from ..context import AppContext
from ..core.errors import DataNotFound
from ..core.upstream_http import UpstreamDown, UpstreamHttp
from ..models import Agent, AgentGameAccount, Country, Player, Wallet
from .adapters import ADAPTERS, Credentials, GameUpstream
from .repository import AccountRepository, GamerRepository

log = logging.getLogger("promptplay.games")

_FAMILY_OF_COMPANY = {"AMB": "amb", "UFA": "amb", "XGAMBET": "xgambet", "PG": "pg"}
GAME_COMPANIES = tuple(_FAMILY_OF_COMPANY)

# What an operator name and an API key may be: they travel in Basic and Bearer headers and
# form fields, so printable ASCII without spaces (and no colon in the name, Basic's separator).
OPERATOR_NAME = re.compile(r"[A-Za-z0-9_.@\-]{1,64}")
API_KEY = re.compile(r"[\x21-\x7e]{16,128}")


def family_of(game_company: str) -> str:
    return _FAMILY_OF_COMPANY.get(game_company.upper(), "amb")


def new_api_key() -> str:
    """A fresh random key (256 bits) for an agent at a demo upstream."""
    return secrets.token_hex(32)


def is_local_url(url: str) -> bool:
    """Whether `url` names this machine (a loopback address or `localhost`): only there can a
    demo upstream run, and only there may demo secrets be used."""
    try:
        host = urlsplit(url).hostname or ""
    except ValueError:
        return False
    return is_local_host(host)


def is_local_host(host: str) -> bool:
    host = host.strip("[]").rstrip(".").lower()
    if host == "localhost" or host.endswith(".localhost"):
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def base_url_of(settings: Settings, account: AgentGameAccount) -> str:
    """Where the account's upstream is: its own base URL, else the configured one."""
    return account.base_url or settings.game_upstream_url


def upstream_name(prefix: str, username: str) -> str:
    """The member name at the upstream: the agent prefix keeps agents apart."""
    return f"{prefix}{username}".lower()


def username_of(prefix: str, upstream_username: str) -> str | None:
    """The username behind a member name at the upstream, if the agent's prefix starts it
    (usernames are kept lower-cased)."""
    prefix, name = prefix.lower(), upstream_username.lower()
    return name[len(prefix) :] if name.startswith(prefix) else None


async def game_account(session: AsyncSession, agent: Agent) -> AgentGameAccount:
    row = await AccountRepository(session).of_agent(agent.id, family_of(agent.game_company))
    if row is None:
        raise DataNotFound("This agent has no game provider account")
    return row


@dataclass(frozen=True)
class Gamer:
    """A player as the game calls see them: agent, country, player, login name, wallet, and
    the agent's account at its upstream."""

    agent: Agent
    country: Country
    player: Player
    username: str
    wallet: Wallet
    account: AgentGameAccount

    @property
    def currency(self) -> str:
        return self.wallet.currency_code

    @property
    def upstream_name(self) -> str:
        return upstream_name(self.agent.prefix, self.username)


async def gamer(session: AsyncSession, agent_id: int, user_id: int) -> Gamer:
    row = await GamerRepository(session).gamer(agent_id, user_id)
    if row is None:
        raise DataNotFound("Player not found")
    agent, country, player, username, wallet = row
    return Gamer(agent, country, player, username, wallet, await game_account(session, agent))


async def register_operator(
    base_url: str, master_secret: str, username: str, api_key: str, *, budget: float = 5.0
) -> None:
    """Register (or re-register, after a rotation) an operator's key with a local demo
    upstream, as its back office would. Raises `UpstreamDown` when the upstream does
    not take it (down, or the master secret refused), and ValueError for a URL that is not
    local: the master secret is never sent anywhere else."""
    if not is_local_url(base_url):
        raise ValueError(f"{base_url} is not a local demo upstream")
    async with httpx.AsyncClient(base_url=base_url.rstrip("/"), timeout=budget) as client:
        try:
            response = await client.put(
                f"/operators/{quote(username, safe='')}",
                json={"apiKey": api_key},
                headers={"authorization": f"Bearer {master_secret}"},
            )
        except httpx.HTTPError as exc:
            raise UpstreamDown(
                "games:operators", f"{type(exc).__name__}: {exc}", outcome_unknown=False
            ) from exc
    if response.status_code != 200:
        raise UpstreamDown(
            "games:operators",
            f"operator {username} not registered: HTTP {response.status_code}",
            outcome_unknown=False,
        )


class _RegisteringHttp(UpstreamHttp):
    """The HTTP leg to a local demo upstream: the account's credentials are registered with
    it before the first call, and again, with the call sent once more, when it answers 401
    (it forgot them: a restart). A 401 means the upstream did nothing, so sending again never
    moves money twice."""

    def __init__(
        self, name: str, base_url: str, timeout: float, *, master: str, operator: str, key: str
    ) -> None:
        super().__init__(name, base_url, timeout)
        self._master, self._operator, self._key = master, operator, key
        self._registered = False
        self._lock = asyncio.Lock()

    async def _register(self, *, again: bool) -> bool:
        async with self._lock:
            if self._registered and not again:
                return True
            try:
                await register_operator(
                    self.base_url, self._master, self._operator, self._key, budget=self.timeout
                )
            except UpstreamDown as exc:
                log.warning("games: %s: %s", self.name, exc)
                return False
            self._registered = True
            log.info("games: operator %s registered at %s", self._operator, self.base_url)
            return True

    async def request(  # type: ignore[override]
        self, method: str, path: str, *, key: str | None, **kw: Any
    ) -> httpx.Response:
        if not self._registered:
            await self._register(again=False)  # failing, the call itself will say why
        response = await super().request(method, path, key=key, **kw)
        if response.status_code == 401 and await self._register(again=True):
            response = await super().request(method, path, key=key, **kw)
        return response


def upstream_for(ctx: AppContext, account: AgentGameAccount) -> GameUpstream:
    settings = ctx.settings
    base_url = base_url_of(settings, account)
    cache_key = (account.family, base_url, account.username, account.api_key)
    cache = ctx.game_upstreams
    adapter = cache.get(cache_key)
    if adapter is None:
        name = f"games:{account.family}"
        master = settings.game_upstream_secret.get_secret_value()
        http: UpstreamHttp
        if master and is_local_url(base_url):
            http = _RegisteringHttp(
                name,
                base_url,
                settings.game_upstream_timeout,
                master=master,
                operator=account.username,
                key=account.api_key,
            )
        else:
            http = UpstreamHttp(name, base_url, settings.game_upstream_timeout)
        adapter = ADAPTERS[account.family](
            http, Credentials(base_url, account.username, account.api_key)
        )
        cache[cache_key] = adapter
    return adapter


async def register_local_accounts(ctx: AppContext) -> dict[str, bool]:
    """Register every account whose upstream is a local demo upstream (what `run` does once
    the upstream answers); by agent prefix, whether it took the credentials."""
    settings = ctx.settings
    master = settings.game_upstream_secret.get_secret_value()
    async with ctx.db.read() as session:
        rows = await AccountRepository(session).with_prefixes()
    done: dict[str, bool] = {}
    for prefix, account in rows:
        base_url = base_url_of(settings, account)
        if not master or not is_local_url(base_url):
            continue
        try:
            await register_operator(base_url, master, account.username, account.api_key)
            done[prefix] = True
        except UpstreamDown as exc:
            log.warning("games: %s not registered: %s", prefix, exc)
            done[prefix] = False
    return done


def published_demo_keys(username: str) -> Mapping[str, str]:
    """The keys anyone can compute for an operator name: the shipped demo secret itself and
    the key older versions derived from it. An account holding one is as good as public."""
    derived = hmac.new(DEMO_GAMES_SECRET.encode(), username.encode(), hashlib.sha256)
    return {
        "the demo secret": DEMO_GAMES_SECRET,
        "a key derived from the demo secret": derived.hexdigest()[:32],
    }


async def close_upstreams(ctx: AppContext) -> None:
    for adapter in list(ctx.game_upstreams.values()):
        await adapter.aclose()
    ctx.game_upstreams.clear()
