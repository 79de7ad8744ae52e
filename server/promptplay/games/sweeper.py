"""The game upkeep loop of every API process: the catalogue kept in line with each family's
upstream, every agent's bet history read into the ledger, and pending transfers settled by
asking the upstream. Each step is safe to run in several processes at once."""

from __future__ import annotations

import asyncio
import logging
import time

from ..context import AppContext
from . import catalogue, registry
from .repository import AccountRepository, providers_by_family
from .rounds import round_service
from .transfers import transfer_service

log = logging.getLogger("promptplay.games")

CATALOGUE_EVERY = 3600.0  # seconds between catalogue syncs of a family that has one


async def sync_catalogues(ctx: AppContext, *, only_empty: bool = False) -> dict[str, object]:
    """Sync each family's catalogue from its upstream (through the first agent's account)."""
    reports: dict[str, object] = {}
    async with ctx.db.read() as session:
        accounts = await AccountRepository(session).newest_by_family()
        known = await providers_by_family(session)
    for family, account in accounts.items():
        if only_empty and known.get(family):
            continue
        upstream = registry.upstream_for(ctx, account)
        try:
            async with ctx.db.write() as session:
                reports[family] = await catalogue.sync(session, upstream)
            ctx.lobby_cache.clear()
        except Exception as exc:  # an upstream down must not stop the loop
            log.warning("games: catalogue of %s not synced: %s", family, exc)
            reports[family] = exc
    return reports


async def sweep(ctx: AppContext) -> None:
    """Every agent's bet history, then every pending transfer. Nothing one agent, one row or
    one transfer raises stops the others: a bad row or transfer is set aside as an incident
    where it is met (games/rounds.py, games/transfers.py), and what escapes that is logged
    here."""
    async with ctx.db.read() as session:
        agents = await AccountRepository(session).agents()
    for agent in agents:
        try:
            await round_service.ingest(ctx, agent)
        except Exception:
            log.exception("games: bet history of %s not read", agent.prefix)
    try:
        await transfer_service.reconcile(ctx, older_than=ctx.settings.game_upstream_timeout * 2)
    except Exception:
        log.exception("games: pending transfers not reconciled")


async def run(ctx: AppContext, interval: float) -> None:
    last_catalogue: float | None = None
    while True:
        try:
            due = last_catalogue is None or time.monotonic() - last_catalogue > CATALOGUE_EVERY
            await sync_catalogues(ctx, only_empty=not due)
            if due:
                last_catalogue = time.monotonic()
            await sweep(ctx)
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("games: upkeep failed; trying again in %ss", interval)
        await asyncio.sleep(interval)
