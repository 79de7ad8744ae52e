"""Every statement of events, bound to one agent from the first: its events, the coupons
that name them, and the redemptions of their codes (the coupons' tables, read and linked)."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime
from typing import Any

from sqlalchemy import ColumnElement, Select, and_, func, or_, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from ..core.db import like_pattern
from ..models import Player
from ..models.coupon import Coupon, CouponRedemption
from ..models.event import Event
from . import rules

SEARCHED = (
    Event.title_th,
    Event.title_en,
    Event.title_vi,
    Event.body_th,
    Event.body_en,
    Event.body_vi,
)


class EventRepository:
    def __init__(self, session: AsyncSession, agent_id: int) -> None:
        self.session = session
        self.agent_id = agent_id

    # ----- events ------------------------------------------------------------------------------

    async def event(self, event_id: int, *, shown_only: bool, lock: bool = False) -> Event | None:
        """One of the agent's events; `shown_only` leaves out the hidden (inactive) ones."""
        statement = select(Event).where(Event.id == event_id, Event.agent_id == self.agent_id)
        if shown_only:
            statement = statement.where(Event.active.is_(True))
        if lock:
            statement = statement.with_for_update()
        return (await self.session.execute(statement)).scalar_one_or_none()

    async def current(self, now: datetime) -> list[Event]:
        """The shown events running or upcoming at `now`, by start."""
        statement = (
            self._shown()
            .where(Event.ends_at > now)
            .order_by(Event.starts_at, Event.id)
            .limit(rules.LISTED_MAX)
        )
        return list((await self.session.execute(statement)).scalars())

    async def search(
        self, now: datetime, status: rules.Status | None, text: str | None, page: int
    ) -> tuple[list[Event], int]:
        """A page of the shown events of a status (any when None) whose title or body holds
        `text`, and how many there are in all. Running ones end soonest first, upcoming ones
        start soonest first, ended ones (and a search of every status) newest first."""
        where: list[ColumnElement[bool]] = []
        order: list[Any] = [Event.starts_at.desc(), Event.id.desc()]
        if status == "upcoming":
            where.append(Event.starts_at > now)
            order = [Event.starts_at, Event.id]
        elif status == "running":
            where += [Event.starts_at <= now, Event.ends_at > now]
            order = [Event.ends_at, Event.id]
        elif status == "ended":
            where.append(Event.ends_at <= now)
            order = [Event.ends_at.desc(), Event.id.desc()]
        if text:
            pattern = like_pattern(text.lower())
            where.append(
                or_(*(func.lower(column).like(pattern, escape="\\") for column in SEARCHED))
            )
        total = await self.session.scalar(
            select(func.count()).select_from(self._shown().where(*where).subquery())
        )
        statement = (
            self._shown()
            .where(*where)
            .order_by(*order)
            .offset((page - 1) * rules.PAGE_SIZE)
            .limit(rules.PAGE_SIZE)
        )
        return list((await self.session.execute(statement)).scalars()), int(total or 0)

    async def every(self, limit: int) -> list[Event]:
        """Every event of the agent, hidden ones too, the latest start first (staff)."""
        statement = (
            select(Event)
            .where(Event.agent_id == self.agent_id)
            .order_by(Event.starts_at.desc(), Event.id.desc())
            .limit(limit)
        )
        return list((await self.session.execute(statement)).scalars())

    async def add(self, event: Event) -> Event:
        self.session.add(event)
        await self.session.flush()
        return event

    def _shown(self) -> Select[tuple[Event]]:
        return select(Event).where(Event.agent_id == self.agent_id, Event.active.is_(True))

    # ----- the player --------------------------------------------------------------------------

    async def player_id(self, user_id: int) -> int | None:
        statement = select(Player.id).where(
            Player.agent_id == self.agent_id, Player.user_id == user_id
        )
        return await self.session.scalar(statement)

    # ----- the coupons whose codes an event redeems --------------------------------------------

    async def coupon(self, coupon_id: int, *, lock: bool = False) -> Coupon | None:
        statement = select(Coupon).where(Coupon.id == coupon_id, Coupon.agent_id == self.agent_id)
        if lock:
            statement = statement.with_for_update()
        return (await self.session.execute(statement)).scalar_one_or_none()

    async def link_coupon(self, coupon_id: int, event_id: int) -> None:
        """The coupon's codes become the event's (the coupon names it back)."""
        await self.session.execute(
            update(Coupon)
            .where(Coupon.id == coupon_id, Coupon.agent_id == self.agent_id)
            .values(event_id=event_id)
        )

    async def unlink_coupon(self, coupon_id: int, event_id: int) -> None:
        """The coupon's codes are no longer the event's, if they still were."""
        await self.session.execute(
            update(Coupon)
            .where(
                Coupon.id == coupon_id,
                Coupon.agent_id == self.agent_id,
                Coupon.event_id == event_id,
            )
            .values(event_id=None)
        )

    async def redeemable(self, events: Iterable[Event]) -> set[int]:
        """The events that have codes: one names a coupon, or a coupon names it."""
        rows = list(events)
        found = {e.id for e in rows if e.coupon_id is not None}
        ids = [e.id for e in rows if e.coupon_id is None]
        if ids:
            statement = (
                select(Coupon.event_id)
                .where(Coupon.agent_id == self.agent_id, Coupon.event_id.in_(ids))
                .distinct()
            )
            found |= {int(v) for v in (await self.session.execute(statement)).scalars()}
        return found

    async def redemptions(self, event_ids: Iterable[int]) -> dict[int, int]:
        """How many times the codes of each event were redeemed."""
        ids = list(event_ids)
        if not ids:
            return {}
        statement = (
            select(CouponRedemption.event_id, func.count())
            .where(
                and_(
                    CouponRedemption.agent_id == self.agent_id,
                    CouponRedemption.event_id.in_(ids),
                )
            )
            .group_by(CouponRedemption.event_id)
        )
        return {int(e): int(n) for e, n in await self.session.execute(statement)}
