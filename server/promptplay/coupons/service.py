"""Coupons (docs/engagement.md §2): a player redeems a code for credit, spins or a promotion
reserved for the next deposit; staff make coupons, batches of one-use codes, and read who
redeemed them.

Methods that take the app context open their own transaction; methods that take a session
are steps of a transaction their caller opened (the back office's audited writes, the
events' list)."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from ..agent.repository import AgentRepository
from ..context import AppContext
from ..core.clock import utcnow
from ..core.csvfile import csv_text
from ..core.errors import (
    AppError,
    DataNotFound,
    Duplicate,
    InsufficientBalance,
    InvalidData,
    PromotionUnavailable,
    TransactionClosed,
)
from ..core.money import from_minor, to_minor
from ..ledger import post, wallet_leg
from ..models import Agent, Promotion, Wallet
from ..models.coupon import Coupon, CouponRedemption
from ..promotions import rules as promotion_rules
from ..promotions.schemas import Name
from ..promotions.service import promotion_service
from ..realtime.bus import wallet_event
from ..wire import Wallet as WalletOut
from . import rules
from .repository import CouponRepository
from .schemas import (
    CodeBatch,
    CodesBody,
    CouponIn,
    Redemption,
    StaffCoupon,
    StaffRedemption,
)

HISTORY_LIMIT = 100
# What the player is told for each refusal (docs/engagement.md §6 "Coupons").
REFUSALS: dict[str, tuple[type[AppError], str]] = {
    "coupon_not_started": (PromotionUnavailable, "This code cannot be used yet"),
    "coupon_expired": (PromotionUnavailable, "This code has expired"),
    "coupon_used": (TransactionClosed, "This code has been used"),
    "coupon_exhausted": (TransactionClosed, "This code has been fully redeemed"),
    "coupon_minimum_deposit": (
        InsufficientBalance,
        "Your deposits are below what this code needs",
    ),
}


def refused(reason: str) -> AppError:
    error, message = REFUSALS[reason]
    return error(message, system_msg=reason)


def unknown() -> DataNotFound:
    return DataNotFound("This code is not known", fields=["code"], system_msg="coupon_unknown")


def name_of(row: Coupon | Promotion) -> Name:
    return Name(nameTh=row.name_th, nameEn=row.name_en, nameVi=row.name_vi)


@dataclass(frozen=True)
class _Paid:
    redemption: CouponRedemption
    coupon: Coupon
    promotion: Promotion | None
    wallet: Wallet


class CouponService:
    # ----- the player's calls --------------------------------------------------------------------

    async def redeem(
        self,
        ctx: AppContext,
        agent: Agent,
        user_id: int,
        code: str,
        event_id: int | None = None,
    ) -> Redemption:
        """Redeem a code (of the event `event_id`, when given: the coupon must be that
        event's). Under the wallet's row lock the coupon is judged, a use taken (the coupon's
        row, then the batch code's), the redemption written and what it gives paid, in one
        transaction; its unique keys and the ledger's refuse a second payment of one use."""
        wanted = rules.normalise(code)
        if not wanted or len(wanted) > rules.CODE_MAX:
            raise InvalidData(fields=["code"])
        if not rules.well_formed(wanted):  # no code of this shape is ever made
            raise unknown()
        try:
            async with ctx.db.write() as session:
                paid = await self._redeem(session, agent, user_id, wanted, event_id)
                out = self._described(paid)
        except IntegrityError as exc:
            # A concurrent request of the same use got there first.
            raise refused("coupon_used") from exc
        if paid.redemption.type != "promotion":
            await ctx.events.publish(wallet_event(agent.id, user_id, out.wallet))
        return out

    async def history(self, ctx: AppContext, agent: Agent, user_id: int) -> list[Redemption]:
        async with ctx.db.read() as session:
            repository = CouponRepository(session)
            found = await repository.player_and_wallet(agent.id, user_id)
            if found is None:
                raise DataNotFound("Player not found")
            player, wallet = found
            rows = await repository.history(player.id, HISTORY_LIMIT)
            promotions = await repository.promotions(r.promotion_id for r, _ in rows)
            return [
                self._described(_Paid(r, c, promotions.get(r.promotion_id or 0), wallet))
                for r, c in rows
            ]

    # ----- steps of other flows ------------------------------------------------------------------

    async def redeemed_event_ids(self, session: AsyncSession, player_id: int) -> set[int]:
        """The events whose code the player has redeemed (the events list's `redeemed`)."""
        return await CouponRepository(session).redeemed_event_ids(player_id)

    # ----- staff ---------------------------------------------------------------------------------

    async def staff_coupons(self, ctx: AppContext, agent: Agent) -> list[StaffCoupon]:
        async with ctx.db.read() as session:
            repository = CouponRepository(session)
            currency = await _currency(session, agent)
            coupons = await repository.coupons(agent.id)
            counts = await repository.counts(agent.id)
            promotions = await repository.promotions(c.promotion_id for c in coupons)
            return [
                self._staff_view(
                    c, currency, counts.get(c.id, (0, 0, 0)), promotions.get(c.promotion_id or 0)
                )
                for c in coupons
            ]

    async def save_coupon(
        self, session: AsyncSession, agent: Agent, body: CouponIn, coupon_id: int | None
    ) -> StaffCoupon:
        """Create (no id) or change a coupon, checked field by field (0000); a code the agent
        already has, as a coupon's or a batch's, is 23505."""
        repository = CouponRepository(session)
        currency = await _currency(session, agent)
        found = None
        if coupon_id is not None:
            found = await repository.coupon(agent.id, coupon_id, lock=True)
            if found is None:
                raise DataNotFound("Coupon not found")
        values = _stored(body, currency, found.used if found is not None else 0)
        promotion = None
        if values["promotion_id"] is not None:
            promotion = await repository.promotion(agent.id, values["promotion_id"])
            if promotion is None or promotion.promotion_type_id == promotion_rules.MANUAL_BY_ADMIN:
                raise InvalidData("Promotion not found", fields=["promotionId"])
        code = values["code"]
        if code is not None and await repository.code_taken(agent.id, code, other_than=coupon_id):
            raise Duplicate("This code is taken", fields=["code"])
        now = utcnow()
        if found is None:
            coupon = await repository.add_coupon(
                Coupon(agent_id=agent.id, used=0, created_at=now, updated_at=now, **values)
            )
        else:
            for key, value in values.items():
                setattr(found, key, value)
            found.updated_at = now
            await session.flush()
            coupon = found
        counts = await repository.counts(agent.id)
        return self._staff_view(coupon, currency, counts.get(coupon.id, (0, 0, 0)), promotion)

    async def add_codes(
        self, session: AsyncSession, agent: Agent, coupon_id: int, body: CodesBody
    ) -> CodeBatch:
        """`count` new codes for the coupon, each unique among the agent's codes."""
        repository = CouponRepository(session)
        coupon = await repository.coupon(agent.id, coupon_id, lock=True)
        if coupon is None:
            raise DataNotFound("Coupon not found")
        if len(body.prefix) + rules.RANDOM_LENGTH > rules.CODE_MAX:
            raise InvalidData(fields=["prefix"])
        now = utcnow()
        made: list[str] = []
        for _ in range(10):  # a clash with an existing code is rare: new ones replace it
            wanted = rules.generate(body.prefix, body.count - len(made)) - set(made)
            wanted -= await repository.own_codes_among(agent.id, wanted)
            made += await repository.add_codes(agent.id, coupon.id, sorted(wanted), now)
            if len(made) >= body.count:
                break
        else:
            raise InvalidData("Too few codes are left with this prefix", fields=["prefix"])
        return CodeBatch(
            couponId=coupon.id,
            created=len(made),
            total=await repository.code_count(coupon.id),
            codes=made,
        )

    async def codes_csv(self, ctx: AppContext, agent: Agent, coupon_id: int) -> tuple[str, int]:
        """The coupon's batch codes as CSV (code, redeemedBy, redeemedAt), and how many."""
        async with ctx.db.read() as session:
            repository = CouponRepository(session)
            if await repository.coupon(agent.id, coupon_id) is None:
                raise DataNotFound("Coupon not found")
            rows = await repository.codes(coupon_id)
        text = csv_text(
            ["code", "redeemedBy", "redeemedAt"],
            ((code.code, username, code.redeemed_at) for code, username in rows),
        )
        return text, len(rows)

    async def redemptions(
        self, ctx: AppContext, agent: Agent, coupon_id: int
    ) -> list[StaffRedemption]:
        async with ctx.db.read() as session:
            repository = CouponRepository(session)
            if await repository.coupon(agent.id, coupon_id) is None:
                raise DataNotFound("Coupon not found")
            currency = await _currency(session, agent)
            return [
                StaffRedemption(
                    id=r.id,
                    couponId=r.coupon_id,
                    code=r.code,
                    playerId=r.player_id,
                    username=username,
                    type=r.type,  # type: ignore[arg-type]
                    amount=from_minor(r.amount, currency),
                    spins=r.spins,
                    promotionId=r.promotion_id,
                    turnover=from_minor(r.turnover, currency) if r.turnover is not None else None,
                    eventId=r.event_id,
                    redeemedAt=r.created_at,
                    currencyCode=currency,
                )
                for r, username in await repository.redemptions(coupon_id)
            ]

    # ----- internals -----------------------------------------------------------------------------

    async def _redeem(
        self,
        session: AsyncSession,
        agent: Agent,
        user_id: int,
        code: str,
        event_id: int | None,
    ) -> _Paid:
        repository = CouponRepository(session)
        found = await repository.player_and_wallet(agent.id, user_id)
        if found is None:
            raise DataNotFound("Player not found")
        player, wallet = found
        wallet = await repository.lock_wallet(wallet.id)  # the wallet first, always
        match = await repository.by_code(agent.id, code)
        if match is None:
            raise unknown()
        coupon, batch = match
        if not coupon.active or (event_id is not None and coupon.event_id != event_id):
            raise unknown()
        now = utcnow()
        uses = await repository.player_uses(coupon.id, player.id)
        deposited = (
            await repository.deposited_since(player.id, coupon.starts_at)
            if coupon.minimum_deposit > 0
            else 0
        )
        verdict = rules.refusal(
            rules.Limits(
                starts_at=coupon.starts_at,
                ends_at=coupon.ends_at,
                uses_per_player=coupon.uses_per_player,
                uses_total=coupon.uses_total,
                used=coupon.used,
                minimum_deposit=coupon.minimum_deposit,
            ),
            now=now,
            player_uses=uses,
            deposited=deposited,
            code_spent=batch is not None and batch.redeemed_by is not None,
        )
        if verdict is not None:
            raise refused(verdict)
        promotion = None
        if coupon.type == "promotion":
            assert coupon.promotion_id is not None, "a promotion coupon names its promotion"
            promotion = await promotion_service.reserve_by_coupon(
                session, agent, player, wallet, coupon.promotion_id, coupon.id
            )
        # The uses, decided by conditional updates: the coupon's row, then the batch code's.
        if not await repository.take_use(coupon.id):
            raise refused("coupon_exhausted")
        if batch is not None and not await repository.take_code(batch.id, player.id, now):
            raise refused("coupon_used")
        use_no = uses + 1
        key = rules.journal_key(coupon.id, player.id, use_no)
        redemption = await repository.add_redemption(
            CouponRedemption(
                agent_id=agent.id,
                coupon_id=coupon.id,
                coupon_code_id=batch.id if batch is not None else None,
                code=code,
                player_id=player.id,
                wallet_id=wallet.id,
                use_no=use_no,
                type=coupon.type,
                amount=coupon.amount if coupon.type == "credit" else 0,
                spins=coupon.spins if coupon.type == "spins" else 0,
                promotion_id=promotion.id if promotion is not None else None,
                turnover=None,
                event_id=coupon.event_id,
                journal_key=key if coupon.type != "promotion" else None,
                created_at=now,
            )
        )
        reference = f"coupon_redemption:{redemption.id}"
        if coupon.type == "credit":
            redemption.turnover = await promotion_service.pay_event_credit(
                session,
                agent,
                player,
                wallet,
                coupon.amount,
                Decimal(coupon.turnover),
                idempotency_key=key,
                reference=reference,
                remark=f"coupon:{code}",
            )
            await session.flush()
        elif coupon.type == "spins":
            await post(
                session,
                agent_id=agent.id,
                currency_code=wallet.currency_code,
                kind="SPINS_EARNED",
                idempotency_key=key,
                reference=reference,
                legs=[wallet_leg(wallet.id, coupon.spins, "spins")],
            )
        await session.refresh(coupon)
        return _Paid(redemption, coupon, promotion, await repository.wallet(wallet.id))

    def _described(self, paid: _Paid) -> Redemption:
        r, coupon, wallet = paid.redemption, paid.coupon, paid.wallet
        c = wallet.currency_code
        return Redemption(
            id=r.id,
            code=r.code,
            couponId=coupon.id,
            name=name_of(coupon),
            type=r.type,  # type: ignore[arg-type]
            amount=from_minor(r.amount, c),
            spins=r.spins,
            promotionId=r.promotion_id,
            promotion=name_of(paid.promotion) if paid.promotion is not None else None,
            turnover=from_minor(r.turnover, c) if r.turnover is not None else None,
            startsAt=coupon.starts_at,
            endsAt=coupon.ends_at,
            redeemedAt=r.created_at,
            eventId=r.event_id,
            wallet=WalletOut.of(wallet),
        )

    def _staff_view(
        self,
        coupon: Coupon,
        currency: str,
        counts: tuple[int, int, int],
        promotion: Promotion | None,
    ) -> StaffCoupon:
        return StaffCoupon(
            id=coupon.id,
            code=coupon.code,
            name=name_of(coupon),
            type=coupon.type,  # type: ignore[arg-type]
            amount=from_minor(coupon.amount, currency),
            spins=coupon.spins,
            promotionId=coupon.promotion_id,
            promotion=name_of(promotion) if promotion is not None else None,
            turnoverMultiple=Decimal(coupon.turnover),
            startsAt=coupon.starts_at,
            endsAt=coupon.ends_at,
            usesPerPlayer=coupon.uses_per_player,
            usesTotal=coupon.uses_total,
            used=coupon.used,
            minimumDeposit=from_minor(coupon.minimum_deposit, currency),
            eventId=coupon.event_id,
            active=coupon.active,
            codes=counts[0],
            codesRedeemed=counts[1],
            redemptions=counts[2],
            currencyCode=currency,
            createdAt=coupon.created_at,
            updatedAt=coupon.updated_at,
        )


async def _currency(session: AsyncSession, agent: Agent) -> str:
    return (await AgentRepository(session).country(agent.country_id)).currency_code


def _minor(amount: Decimal, currency: str, field: str) -> int:
    try:
        return to_minor(amount, currency)
    except ValueError as exc:
        raise InvalidData(fields=[field], system_msg=f"{field}: {exc}") from exc


def _stored(body: CouponIn, currency: str, used: int) -> dict[str, Any]:
    """The columns of a coupon as staff wrote it, checked field by field (0000): the dates in
    order, a credit above 0 for credit, spins above 0 for spins, a promotion for a promotion,
    a total of uses no lower than the uses taken."""
    problems: list[str] = []
    code = rules.normalise(body.code) if body.code else ""
    if code and not rules.well_formed(code):
        problems.append("code")
    if body.endsAt <= body.startsAt:
        problems.append("endsAt")
    amount = _minor(body.amount, currency, "amount")
    minimum = _minor(body.minimumDeposit, currency, "minimumDeposit")
    if body.type == "credit" and amount <= 0:
        problems.append("amount")
    if body.type == "spins" and body.spins <= 0:
        problems.append("spins")
    if body.type == "promotion" and body.promotionId is None:
        problems.append("promotionId")
    if body.usesTotal and body.usesTotal < used:
        problems.append("usesTotal")
    if problems:
        raise InvalidData(fields=problems)
    credit = body.type == "credit"
    return {
        "code": code or None,
        "name_th": body.name.nameTh,
        "name_en": body.name.nameEn,
        "name_vi": body.name.nameVi,
        "type": body.type,
        "amount": amount if credit else 0,
        "spins": body.spins if body.type == "spins" else 0,
        "promotion_id": body.promotionId if body.type == "promotion" else None,
        "turnover": body.turnoverMultiple if credit else Decimal(0),
        "starts_at": body.startsAt,
        "ends_at": body.endsAt,
        "uses_per_player": body.usesPerPlayer,
        "uses_total": body.usesTotal,
        "minimum_deposit": minimum,
        "event_id": body.eventId,
        "active": body.active,
    }


coupon_service = CouponService()
