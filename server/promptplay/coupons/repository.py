"""Every statement of coupons: the coupons and their batch codes, the uses taken by
conditional updates, the redemptions, and what redeeming reads of a player."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime

from sqlalchemy import func, select, update

from ..core.db import insert_of
from ..models import BankTransaction, Player, Promotion, User
from ..models.coupon import Coupon, CouponCode, CouponRedemption
from ..player.wallets import PlayerWallets

SUCCESS = "0000"  # an approved deposit
OFFER = "offer"  # a promotion staff set up (not a built-in one)
INSERT_CHUNK = 500  # rows of one INSERT (SQLite's limit on a statement's parameters)


class CouponRepository(PlayerWallets):
    # ----- the player --------------------------------------------------------------------------

    async def deposited_since(self, player_id: int, since: datetime) -> int:
        """The total of the player's approved deposits filed since `since`."""
        statement = select(func.coalesce(func.sum(BankTransaction.amount), 0)).where(
            BankTransaction.player_id == player_id,
            BankTransaction.type == "DEPOSIT",
            BankTransaction.status == SUCCESS,
            BankTransaction.created_at >= since,
        )
        return int((await self.session.execute(statement)).scalar_one())

    # ----- redeeming ---------------------------------------------------------------------------

    async def by_code(self, agent_id: int, code: str) -> tuple[Coupon, CouponCode | None] | None:
        """The coupon a code names: its own code, else one of its batch codes (with it)."""
        statement = select(Coupon).where(Coupon.agent_id == agent_id, Coupon.code == code)
        coupon = (
            await self.session.execute(statement.execution_options(populate_existing=True))
        ).scalar_one_or_none()
        if coupon is not None:
            return coupon, None
        statement = (
            select(Coupon, CouponCode)
            .join(CouponCode, CouponCode.coupon_id == Coupon.id)
            .where(CouponCode.agent_id == agent_id, CouponCode.code == code)
            .execution_options(populate_existing=True)
        )
        row = (await self.session.execute(statement)).first()
        return (row[0], row[1]) if row is not None else None

    async def player_uses(self, coupon_id: int, player_id: int) -> int:
        statement = select(func.count()).where(
            CouponRedemption.coupon_id == coupon_id, CouponRedemption.player_id == player_id
        )
        return int((await self.session.execute(statement)).scalar_one())

    async def take_use(self, coupon_id: int) -> bool:
        """One use of the coupon, if one is left: a conditional update, so that concurrent
        redemptions queue on the coupon's row and never take more than its uses."""
        statement = (
            update(Coupon)
            .where(
                Coupon.id == coupon_id,
                (Coupon.uses_total == 0) | (Coupon.used < Coupon.uses_total),
            )
            .values(used=Coupon.used + 1)
            .execution_options(synchronize_session=False)
        )
        return (await self.session.execute(statement)).rowcount == 1  # type: ignore[attr-defined]

    async def take_code(self, code_id: int, player_id: int, at: datetime) -> bool:
        """The batch code for this player, if nobody redeemed it yet."""
        statement = (
            update(CouponCode)
            .where(CouponCode.id == code_id, CouponCode.redeemed_by.is_(None))
            .values(redeemed_by=player_id, redeemed_at=at)
            .execution_options(synchronize_session=False)
        )
        return (await self.session.execute(statement)).rowcount == 1  # type: ignore[attr-defined]

    async def add_redemption(self, redemption: CouponRedemption) -> CouponRedemption:
        """Written at once: its unique keys refuse a replay before anything is paid."""
        self.session.add(redemption)
        await self.session.flush()
        return redemption

    async def history(
        self, player_id: int, limit: int = 100
    ) -> list[tuple[CouponRedemption, Coupon]]:
        statement = (
            select(CouponRedemption, Coupon)
            .join(Coupon, Coupon.id == CouponRedemption.coupon_id)
            .where(CouponRedemption.player_id == player_id)
            .order_by(CouponRedemption.id.desc())
            .limit(limit)
        )
        return [(row[0], row[1]) for row in await self.session.execute(statement)]

    async def redeemed_event_ids(self, player_id: int) -> set[int]:
        statement = (
            select(CouponRedemption.event_id)
            .where(CouponRedemption.player_id == player_id, CouponRedemption.event_id.is_not(None))
            .distinct()
        )
        return {int(value) for value in (await self.session.execute(statement)).scalars()}

    # ----- promotions a coupon names -----------------------------------------------------------

    async def promotion(self, agent_id: int, promotion_id: int) -> Promotion | None:
        """One of the agent's own promotions (not a built-in one)."""
        statement = select(Promotion).where(
            Promotion.id == promotion_id,
            Promotion.agent_id == agent_id,
            Promotion.purpose == OFFER,
        )
        return (await self.session.execute(statement)).scalar_one_or_none()

    async def promotions(self, ids: Iterable[int | None]) -> dict[int, Promotion]:
        wanted = {i for i in ids if i is not None}
        if not wanted:
            return {}
        statement = select(Promotion).where(Promotion.id.in_(wanted))
        return {row.id: row for row in (await self.session.execute(statement)).scalars()}

    # ----- staff -------------------------------------------------------------------------------

    async def coupons(self, agent_id: int) -> list[Coupon]:
        statement = select(Coupon).where(Coupon.agent_id == agent_id).order_by(Coupon.id.desc())
        return list((await self.session.execute(statement)).scalars())

    async def coupon(self, agent_id: int, coupon_id: int, *, lock: bool = False) -> Coupon | None:
        statement = select(Coupon).where(Coupon.agent_id == agent_id, Coupon.id == coupon_id)
        if lock:
            statement = statement.with_for_update()
        statement = statement.execution_options(populate_existing=True)
        return (await self.session.execute(statement)).scalar_one_or_none()

    async def add_coupon(self, coupon: Coupon) -> Coupon:
        self.session.add(coupon)
        await self.session.flush()
        return coupon

    async def counts(self, agent_id: int) -> dict[int, tuple[int, int, int]]:
        """Per coupon: (batch codes, batch codes redeemed, redemptions)."""
        codes = (
            select(
                CouponCode.coupon_id,
                func.count(),
                func.count(CouponCode.redeemed_by),
            )
            .where(CouponCode.agent_id == agent_id)
            .group_by(CouponCode.coupon_id)
        )
        redemptions = (
            select(CouponRedemption.coupon_id, func.count())
            .where(CouponRedemption.agent_id == agent_id)
            .group_by(CouponRedemption.coupon_id)
        )
        out: dict[int, tuple[int, int, int]] = {}
        for coupon_id, made, redeemed in await self.session.execute(codes):
            out[coupon_id] = (int(made), int(redeemed), 0)
        for coupon_id, count in await self.session.execute(redemptions):
            made, redeemed, _ = out.get(coupon_id, (0, 0, 0))
            out[coupon_id] = (made, redeemed, int(count))
        return out

    async def code_taken(self, agent_id: int, code: str, *, other_than: int | None) -> bool:
        """Whether a code is already one of the agent's: another coupon's own, or a batch
        code of any coupon."""
        own = select(Coupon.id).where(Coupon.agent_id == agent_id, Coupon.code == code)
        if other_than is not None:
            own = own.where(Coupon.id != other_than)
        if (await self.session.execute(own.limit(1))).first() is not None:
            return True
        batch = select(CouponCode.id).where(
            CouponCode.agent_id == agent_id, CouponCode.code == code
        )
        return (await self.session.execute(batch.limit(1))).first() is not None

    async def own_codes_among(self, agent_id: int, codes: Iterable[str]) -> set[str]:
        """Which of these codes are coupons' own codes of the agent."""
        wanted = list(codes)
        found: set[str] = set()
        for start in range(0, len(wanted), INSERT_CHUNK):
            statement = select(Coupon.code).where(
                Coupon.agent_id == agent_id, Coupon.code.in_(wanted[start : start + INSERT_CHUNK])
            )
            found |= {code for code in (await self.session.execute(statement)).scalars() if code}
        return found

    async def add_codes(
        self, agent_id: int, coupon_id: int, codes: Iterable[str], at: datetime
    ) -> list[str]:
        """Insert the codes; those the agent already has are passed over. The codes made."""
        rows = [
            {"agent_id": agent_id, "coupon_id": coupon_id, "code": code, "created_at": at}
            for code in codes
        ]
        made: list[str] = []
        insert = insert_of(self.session)
        for start in range(0, len(rows), INSERT_CHUNK):
            statement = (
                insert(CouponCode)
                .values(rows[start : start + INSERT_CHUNK])
                .on_conflict_do_nothing(index_elements=[CouponCode.agent_id, CouponCode.code])
                .returning(CouponCode.code)
            )
            made += list((await self.session.execute(statement)).scalars())
        return made

    async def code_count(self, coupon_id: int) -> int:
        statement = select(func.count()).where(CouponCode.coupon_id == coupon_id)
        return int((await self.session.execute(statement)).scalar_one())

    async def codes(self, coupon_id: int) -> list[tuple[CouponCode, str | None]]:
        """The coupon's batch codes in the order they were made, with who redeemed each."""
        statement = (
            select(CouponCode, User.username)
            .outerjoin(Player, Player.id == CouponCode.redeemed_by)
            .outerjoin(User, User.id == Player.user_id)
            .where(CouponCode.coupon_id == coupon_id)
            .order_by(CouponCode.id)
        )
        return [(row[0], row[1]) for row in await self.session.execute(statement)]

    async def redemptions(
        self, coupon_id: int, limit: int = 1000
    ) -> list[tuple[CouponRedemption, str]]:
        """The coupon's redemptions, newest first, with each player's username."""
        statement = (
            select(CouponRedemption, User.username)
            .join(Player, Player.id == CouponRedemption.player_id)
            .join(User, User.id == Player.user_id)
            .where(CouponRedemption.coupon_id == coupon_id)
            .order_by(CouponRedemption.id.desc())
            .limit(limit)
        )
        return [(row[0], row[1]) for row in await self.session.execute(statement)]
