"""Player protection (docs/money.md "Player protection"): limits a player sets on what he
deposits and what he loses per day, week or month, a self-exclusion, and reality-check
reminders while he plays.

A lower limit holds at once; a higher one, or none, waits out the cooling-off. A deposit that
would pass a deposit limit is refused (requests waiting for staff count), as is opening a game
once a loss limit is reached (a game open already plays on until it is closed). A
self-exclusion ends every session of the player at once and refuses his logins until it ends;
it is never shortened, by the player or by staff. Staff see all of it and change none."""

from __future__ import annotations

from datetime import timedelta
from decimal import Decimal
from zoneinfo import ZoneInfo

from sqlalchemy.ext.asyncio import AsyncSession

from ..auth.repository import AuthRepository
from ..auth.service import Caller, auth_service
from ..context import AppContext
from ..core.clock import utcnow
from ..core.errors import BadCredentials, DataNotFound, InvalidData
from ..core.money import from_minor, to_minor
from ..core.security import verify_password
from ..models import PlayLimit
from . import rules
from .repository import ProtectionRepository, player_id_of
from .schemas import (
    ExclusionBody,
    PendingLimit,
    PlayLimitBody,
    PlayLimitOut,
    Protection,
    RealityCheckBody,
)


class ProtectionService:
    async def view(self, ctx: AppContext, caller: Caller) -> Protection:
        async with ctx.db.read() as session:
            return await describe(session, await _own(session, caller))

    async def set_limit(self, ctx: AppContext, caller: Caller, body: PlayLimitBody) -> Protection:
        now = utcnow()
        async with ctx.db.write() as session:
            repository = await _own(session, caller)
            _, _, country = await repository.player()
            try:
                wanted = (
                    None if body.amount is None else to_minor(body.amount, country.currency_code)
                )
            except ValueError as exc:
                raise InvalidData(f"amount: {exc}", fields=["amount"]) from exc
            rows = {(r.kind, r.period): r for r in await repository.limits(lock=True)}
            row = rows.get((body.kind, body.period))
            if row is None:
                player, _, _ = await repository.player()
                row = PlayLimit(
                    agent_id=player.agent_id,
                    player_id=player.id,
                    kind=body.kind,
                    period=body.period,
                    amount=None,
                    updated_at=now,
                )
                await repository.add(row)
            current = rules.effective(row.amount, row.pending_amount, row.pending_from, now)
            if rules.is_raise(current, wanted):
                row.amount, row.pending_amount = current, wanted
                row.pending_from = now + rules.COOLING_OFF
            else:
                row.amount, row.pending_amount, row.pending_from = wanted, None, None
            row.updated_at = now
            await repository.save()
            return await describe(session, repository)

    async def exclude(self, ctx: AppContext, caller: Caller, body: ExclusionBody) -> Protection:
        """From now for `days`, or until a later end already set; every session ends."""
        now = utcnow()
        async with ctx.db.write() as session:
            repository = await _own(session, caller)
            _, user, _ = await repository.player()
            if not await verify_password(user.password_hash, body.password):
                raise BadCredentials("Current password is incorrect", fields=["password"])
            until = now + timedelta(days=body.days)
            if user.excluded_until is None or user.excluded_until < until:
                user.excluded_until = until
            await AuthRepository(session).end_live_sessions(user.id, now, "excluded")
            await repository.save()
            out = await describe(session, repository)
        auth_service.forget_sessions()
        return out

    async def set_reality_check(
        self, ctx: AppContext, caller: Caller, body: RealityCheckBody
    ) -> Protection:
        async with ctx.db.write() as session:
            repository = await _own(session, caller)
            player, _, _ = await repository.player()
            player.reality_check_minutes = body.minutes
            await repository.save()
            return await describe(session, repository)

    async def of_player(self, ctx: AppContext, agent_id: int, player_id: int) -> Protection:
        """What staff see of one of their agent's players (they change none of it)."""
        async with ctx.db.read() as session:
            repository = ProtectionRepository(session, player_id)
            found = await repository.find()
            if found is None or found[0].agent_id != agent_id:
                raise DataNotFound("Player not found", fields=["playerId"])
            return await describe(session, repository)


async def _own(session: AsyncSession, caller: Caller) -> ProtectionRepository:
    player_id = await player_id_of(session, caller.agent_id, caller.user_id)
    if player_id is None:
        raise DataNotFound("Player not found", fields=["userId"])
    return ProtectionRepository(session, player_id)


async def describe(session: AsyncSession, repository: ProtectionRepository) -> Protection:
    now = utcnow()
    player, user, country = await repository.player()
    currency, zone = country.currency_code, ZoneInfo(country.timezone)
    rows = {(r.kind, r.period): r for r in await repository.limits()}
    starts = [rules.period_start(now, zone, period) for period in rules.PERIODS]
    limits = []
    for kind in rules.KINDS:
        used_since = await repository.used_since(kind, starts)
        for period, start, used in zip(rules.PERIODS, starts, used_since, strict=True):
            row = rows.get((kind, period))
            amount = (
                None
                if row is None
                else rules.effective(row.amount, row.pending_amount, row.pending_from, now)
            )
            pending = None
            if row is not None and row.pending_from is not None and row.pending_from > now:
                pending = PendingLimit(
                    amount=_money(row.pending_amount, currency), startsAt=row.pending_from
                )
            limits.append(
                PlayLimitOut(
                    kind=kind,
                    period=period,
                    amount=_money(amount, currency),
                    used=from_minor(used, currency),
                    periodStart=start,
                    pending=pending,
                )
            )
    excluded = user.excluded_until if user.excluded_until and user.excluded_until > now else None
    return Protection(
        currencyCode=currency,
        limits=limits,
        excludedUntil=excluded,
        realityCheckMinutes=player.reality_check_minutes,
        coolingOffHours=int(rules.COOLING_OFF.total_seconds() // 3600),
    )


async def check_deposit(session: AsyncSession, player_id: int, amount: int) -> None:
    """Refuse a deposit of `amount` (minor units) that would pass a deposit limit."""
    await _check(session, player_id, "deposit", amount)


async def check_play(session: AsyncSession, player_id: int) -> None:
    """Refuse opening a game once a loss limit is reached."""
    await _check(session, player_id, "loss", 0)


async def _check(session: AsyncSession, player_id: int, kind: rules.Kind, adding: int) -> None:
    repository = ProtectionRepository(session, player_id)
    now = utcnow()
    # Locked: two deposits at once are judged one after the other.
    rows = [r for r in await repository.limits(lock=True) if r.kind == kind]
    if not rows:
        return
    _, _, country = await repository.player()
    zone = ZoneInfo(country.timezone)
    starts = [rules.period_start(now, zone, row.period) for row in rows]  # type: ignore[arg-type]
    for row, used in zip(rows, await repository.used_since(kind, starts), strict=True):
        limit = rules.effective(row.amount, row.pending_amount, row.pending_from, now)
        if limit is None:
            continue
        over = used + adding > limit if kind == "deposit" else used >= limit
        if over:
            if kind == "deposit":
                left = from_minor(max(0, limit - used), country.currency_code)
                message = (
                    f"This deposit would pass your deposit limit for this {row.period}:"
                    f" {left} {country.currency_code} left"
                )
            else:
                message = f"Your loss limit for this {row.period} is reached"
            raise InvalidData(
                message,
                fields=["amount"] if kind == "deposit" else ["gameCode"],
                system_msg=f"{kind}Limit",
            )


def _money(amount: int | None, currency: str) -> Decimal | None:
    return None if amount is None else from_minor(amount, currency)


protection_service = ProtectionService()
