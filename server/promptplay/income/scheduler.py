"""Income periods are computed without anyone asking: every ended day of every agent with
income settings, once (docs/income.md §2 "Periods"), and what expired goes back."""

from __future__ import annotations

import asyncio
import logging

from ..context import AppContext
from .service import income_service

log = logging.getLogger("promptplay.income")


async def tick(ctx: AppContext) -> tuple[int, int]:
    """One pass: (periods computed, awards expired)."""
    computed = await income_service.run_due(ctx)
    expired = await income_service.expire_due(ctx)
    return computed, expired


async def run(ctx: AppContext, interval: float = 60.0) -> None:
    """Forever, every `interval` seconds. Several processes may run it: an agent's periods
    are computed under its advisory lock, each period once."""
    while True:
        try:
            computed, expired = await tick(ctx)
            if computed or expired:
                log.info("income: %d period(s) computed, %d award(s) expired", computed, expired)
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("income periods failed")
        await asyncio.sleep(interval)
