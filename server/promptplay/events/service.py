"""Events (docs/engagement.md §3): what an agent announces for a period, shown to its players
while it runs or is to come, and the codes redeemed through it (by the coupons package, which
pays them as event credit). Each public method of the player's opens its transaction; staff
writes run in the back office's, which audits them."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy.ext.asyncio import AsyncSession

from ..context import AppContext
from ..core.clock import utcnow
from ..core.errors import DataNotFound, InvalidData, PromotionUnavailable
from ..coupons.schemas import Redemption
from ..coupons.service import coupon_service
from ..models import Agent
from ..models.event import Event
from ..promotions.schemas import Name
from . import rules
from .repository import EventRepository
from .schemas import Event as EventOut
from .schemas import EventIn, EventPage, EventSearchBody, RedeemCodeBody, StaffEvent

STAFF_LIMIT = 500


class EventService:
    # ----- the player's calls ------------------------------------------------------------------

    async def all_events(self, ctx: AppContext, agent: Agent, user_id: int) -> list[EventOut]:
        """The shown events running or to come, by start."""
        async with ctx.db.read() as session:
            repository = EventRepository(session, agent.id)
            now = utcnow()
            events = await repository.current(now)
            return await self._views(session, repository, events, user_id)

    async def search(
        self, ctx: AppContext, agent: Agent, user_id: int, body: EventSearchBody
    ) -> EventPage:
        """A page of the shown events of a status whose title or body holds the text."""
        async with ctx.db.read() as session:
            repository = EventRepository(session, agent.id)
            events, total = await repository.search(utcnow(), body.status, body.text, body.page)
            items = await self._views(session, repository, events, user_id)
        return EventPage(items=items, total=total, page=body.page, pageSize=rules.PAGE_SIZE)

    async def redeem_code(
        self, ctx: AppContext, agent: Agent, user_id: int, body: RedeemCodeBody
    ) -> Redemption:
        """Redeem one of a running event's codes: the coupons package judges and pays it in
        its own transaction (the wallet locked first), as a code of this event only."""
        async with ctx.db.read() as session:
            event = await EventRepository(session, agent.id).event(body.eventId, shown_only=True)
        if event is None:
            raise DataNotFound("Event not found", fields=["eventId"], system_msg="event_unknown")
        if rules.status_of(event.starts_at, event.ends_at, utcnow()) != "running":
            raise PromotionUnavailable("This event is not running", system_msg="event_not_running")
        return await coupon_service.redeem(ctx, agent, user_id, body.code, event_id=event.id)

    # ----- staff -------------------------------------------------------------------------------

    async def staff_events(self, ctx: AppContext, agent: Agent) -> list[StaffEvent]:
        async with ctx.db.read() as session:
            repository = EventRepository(session, agent.id)
            events = await repository.every(STAFF_LIMIT)
            return await self._staff_views(repository, events)

    async def save_event(
        self, session: AsyncSession, agent: Agent, body: EventIn, event_id: int | None = None
    ) -> StaffEvent:
        """Create (no id) or change an event in the caller's transaction. Its coupon must be
        the agent's and free of any other event; the coupon is linked to it (and one it named
        before let go), so that the event's codes are the coupon's."""
        problem = rules.period_problem(body.startsAt, body.endsAt)
        if problem is not None:
            raise InvalidData(
                "The event must end after it starts, between 2000 and 2099",
                fields=problem,
                system_msg="event_dates",
            )
        repository = EventRepository(session, agent.id)
        found = None
        if event_id is not None:
            found = await repository.event(event_id, shown_only=False, lock=True)
            if found is None:
                raise DataNotFound("Event not found", fields=["id"], system_msg="event_unknown")
        if body.couponId is not None:
            coupon = await repository.coupon(body.couponId, lock=True)
            if coupon is None:
                raise DataNotFound(
                    "Coupon not found", fields=["couponId"], system_msg="coupon_unknown"
                )
            if coupon.event_id is not None and coupon.event_id != event_id:
                raise InvalidData(
                    "This coupon's codes belong to another event",
                    fields=["couponId"],
                    system_msg="coupon_taken",
                )
        now = utcnow()
        values = _stored(body)
        if found is None:
            event = await repository.add(
                Event(agent_id=agent.id, created_at=now, updated_at=now, **values)
            )
            before = None
        else:
            before = found.coupon_id
            for key, value in values.items():
                setattr(found, key, value)
            found.updated_at = now
            await session.flush()
            event = found
        if before is not None and before != body.couponId:
            await repository.unlink_coupon(before, event.id)
        if body.couponId is not None:
            await repository.link_coupon(body.couponId, event.id)
        (out,) = await self._staff_views(repository, [event])
        return out

    # ----- views -------------------------------------------------------------------------------

    async def _views(
        self,
        session: AsyncSession,
        repository: EventRepository,
        events: list[Event],
        user_id: int,
    ) -> list[EventOut]:
        player_id = await repository.player_id(user_id)
        if player_id is None:
            raise DataNotFound("Player not found")
        redeemable = await repository.redeemable(events)
        redeemed = await coupon_service.redeemed_event_ids(session, player_id) if events else set()
        now = utcnow()
        return [
            _view(e, now, redeemable=e.id in redeemable, redeemed=e.id in redeemed) for e in events
        ]

    async def _staff_views(
        self, repository: EventRepository, events: list[Event]
    ) -> list[StaffEvent]:
        redeemable = await repository.redeemable(events)
        counts = await repository.redemptions(e.id for e in events)
        now = utcnow()
        return [
            StaffEvent(
                **_view(e, now, redeemable=e.id in redeemable, redeemed=False).model_dump(),
                couponId=e.coupon_id,
                active=e.active,
                redemptions=counts.get(e.id, 0),
                createdAt=e.created_at,
                updatedAt=e.updated_at,
            )
            for e in events
        ]


event_service = EventService()


def _name(th: str, en: str, vi: str) -> Name:
    return Name(nameTh=th, nameEn=en, nameVi=vi)


def _view(event: Event, now: datetime, *, redeemable: bool, redeemed: bool) -> EventOut:
    return EventOut(
        id=event.id,
        title=_name(event.title_th, event.title_en, event.title_vi),
        body=_name(event.body_th, event.body_en, event.body_vi),
        rules=_name(event.rules_th, event.rules_en, event.rules_vi),
        prize=_name(event.prize_th, event.prize_en, event.prize_vi),
        imageUrl=event.image_url,
        startsAt=event.starts_at,
        endsAt=event.ends_at,
        status=rules.status_of(event.starts_at, event.ends_at, now),
        redeemable=redeemable,
        redeemed=redeemed,
    )


def _stored(body: EventIn) -> dict[str, object]:
    """The event's columns as `body` sets them."""
    values: dict[str, object] = {
        "image_url": body.imageUrl,
        "starts_at": body.startsAt,
        "ends_at": body.endsAt,
        "coupon_id": body.couponId,
        "active": body.active,
    }
    for field, name in (
        ("title", body.title),
        ("body", body.body),
        ("rules", body.rules),
        ("prize", body.prize),
    ):
        values[f"{field}_th"] = name.nameTh
        values[f"{field}_en"] = name.nameEn
        values[f"{field}_vi"] = name.nameVi
    return values
