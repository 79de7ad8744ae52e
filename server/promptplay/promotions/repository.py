"""Every statement of the promotion engine."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import UTC, date, datetime
from typing import Any

from sqlalchemy import case, func, select, update
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert

from ..models import (
    BankTransaction,
    GameRound,
    Player,
    PlayerPromotion,
    Promotion,
    PromotionPreference,
    PromotionReservation,
    Wallet,
)
from ..models.promotion import ACTIVE
from ..player.wallets import PlayerWallets

SUCCESS = "0000"
OFFER = "offer"  # a promotion staff set up (not a built-in one)


class PromotionRepository(PlayerWallets):
    # ----- promotions ------------------------------------------------------------------------

    async def promotions(self, agent_id: int, *, displayed_only: bool) -> list[Promotion]:
        statement = select(Promotion).where(
            Promotion.agent_id == agent_id, Promotion.purpose == OFFER
        )
        if displayed_only:
            statement = statement.where(Promotion.is_active.is_(True), Promotion.display.is_(True))
        statement = statement.order_by(Promotion.sort_order, Promotion.id)
        return list((await self.session.execute(statement)).scalars())

    async def promotion(
        self, agent_id: int, promotion_id: int, *, offers_only: bool = False
    ) -> Promotion | None:
        """One of the agent's promotions; `offers_only` leaves out the built-in income one
        (what players reserve and staff edit or grant)."""
        statement = select(Promotion).where(
            Promotion.id == promotion_id, Promotion.agent_id == agent_id
        )
        if offers_only:
            statement = statement.where(Promotion.purpose == OFFER)
        return (await self.session.execute(statement)).scalar_one_or_none()

    async def built_in(self, agent_id: int, purpose: str) -> Promotion | None:
        statement = select(Promotion).where(
            Promotion.agent_id == agent_id, Promotion.purpose == purpose
        )
        return (await self.session.execute(statement.limit(1))).scalar_one_or_none()

    async def promotions_by_id(self, ids: Iterable[int]) -> dict[int, Promotion]:
        wanted = set(ids)
        if not wanted:
            return {}
        statement = select(Promotion).where(Promotion.id.in_(wanted))
        return {row.id: row for row in (await self.session.execute(statement)).scalars()}

    async def add_promotion(self, promotion: Promotion) -> Promotion:
        self.session.add(promotion)
        await self.session.flush()
        return promotion

    async def claim_counts(self, agent_id: int) -> dict[int, tuple[int, int]]:
        """Per promotion: (claims, active claims)."""
        statement = (
            select(
                PlayerPromotion.promotion_id,
                func.count(),
                func.sum(case((PlayerPromotion.status_code == ACTIVE, 1), else_=0)),
            )
            .where(PlayerPromotion.agent_id == agent_id)
            .group_by(PlayerPromotion.promotion_id)
        )
        return {
            int(pid): (int(total), int(active or 0))
            for pid, total, active in await self.session.execute(statement)
        }

    async def report(self, promotion_id: int) -> tuple[int, int, int, int, int, dict[str, int]]:
        """(claims, active, bonus paid, seized, turnover, ended by reason)."""
        totals = (
            await self.session.execute(
                select(
                    func.count(),
                    func.coalesce(
                        func.sum(case((PlayerPromotion.status_code == ACTIVE, 1), else_=0)), 0
                    ),
                    func.coalesce(func.sum(PlayerPromotion.bonus), 0),
                    func.coalesce(func.sum(PlayerPromotion.seized), 0),
                    func.coalesce(func.sum(PlayerPromotion.turnover), 0),
                ).where(PlayerPromotion.promotion_id == promotion_id)
            )
        ).one()
        ended = {
            str(reason): int(count)
            for reason, count in await self.session.execute(
                select(PlayerPromotion.end_reason, func.count())
                .where(
                    PlayerPromotion.promotion_id == promotion_id,
                    PlayerPromotion.end_reason.is_not(None),
                )
                .group_by(PlayerPromotion.end_reason)
            )
        }
        claims, active, bonus, seized, turnover = (int(value) for value in totals)
        return claims, active, bonus, seized, turnover, ended

    # ----- reservations ------------------------------------------------------------------------

    async def reservation(self, player_id: int) -> PromotionReservation | None:
        return await self.session.get(PromotionReservation, player_id)

    async def reserve(
        self,
        agent_id: int,
        player_id: int,
        get_promotion: bool,
        promotion_id: int | None,
        at: datetime,
        coupon_id: int | None = None,  # coupons: the coupon reserving it
    ) -> None:
        values = {
            "player_id": player_id,
            "agent_id": agent_id,
            "get_promotion": get_promotion,
            "promotion_id": promotion_id,
            "reserved_at": at,
            "coupon_id": coupon_id,
        }
        dialect = self.session.bind.dialect.name
        make = pg_insert if dialect == "postgresql" else sqlite_insert
        statement = make(PromotionReservation).values(values)
        statement = statement.on_conflict_do_update(
            index_elements=[PromotionReservation.player_id],
            set_={key: statement.excluded[key] for key in values if key != "player_id"},
        )
        await self.session.execute(statement)
        # The row this session may have loaded shows the new choice.
        loaded = await self.session.get(PromotionReservation, player_id)
        if loaded is not None:
            await self.session.refresh(loaded)

    async def take_reservation(self, player_id: int) -> PromotionReservation | None:
        """The reservation, removed (a deposit uses it up)."""
        found = await self.session.get(PromotionReservation, player_id)
        if found is not None:
            await self.session.delete(found)
            await self.session.flush()
        return found

    async def preference(self, player_id: int) -> str | None:
        found = await self.session.get(PromotionPreference, player_id)
        return found.auto_promotion if found is not None else None

    async def set_preference(self, player_id: int, mode: str, at: datetime) -> None:
        found = await self.session.get(PromotionPreference, player_id)
        if found is None:
            self.session.add(
                PromotionPreference(player_id=player_id, auto_promotion=mode, updated_at=at)
            )
        else:
            found.auto_promotion, found.updated_at = mode, at
        await self.session.flush()

    # ----- player promotions -----------------------------------------------------------------

    async def active(self, player_id: int, *, lock: bool = False) -> PlayerPromotion | None:
        statement = select(PlayerPromotion).where(
            PlayerPromotion.player_id == player_id, PlayerPromotion.status_code == ACTIVE
        )
        if lock:
            statement = statement.with_for_update()
        return (await self.session.execute(statement)).scalar_one_or_none()

    async def running(
        self, player_id: int, *, lock: bool = False
    ) -> tuple[PlayerPromotion, Promotion] | None:
        """The active claim with its promotion, in one statement (the claim row locked)."""
        statement = (
            select(PlayerPromotion, Promotion)
            .join(Promotion, Promotion.id == PlayerPromotion.promotion_id)
            .where(PlayerPromotion.player_id == player_id, PlayerPromotion.status_code == ACTIVE)
        )
        if lock:
            statement = statement.with_for_update(of=PlayerPromotion)
        row = (await self.session.execute(statement)).first()
        return (row[0], row[1]) if row is not None else None

    async def active_of(self, player_ids: Iterable[int]) -> list[PlayerPromotion]:
        wanted = set(player_ids)
        if not wanted:
            return []
        statement = select(PlayerPromotion).where(
            PlayerPromotion.player_id.in_(wanted), PlayerPromotion.status_code == ACTIVE
        )
        return list((await self.session.execute(statement)).scalars())

    async def player_promotions(self, player_id: int, limit: int = 100) -> list[PlayerPromotion]:
        """Current first, then newest first."""
        statement = (
            select(PlayerPromotion)
            .where(PlayerPromotion.player_id == player_id)
            .order_by(
                case((PlayerPromotion.status_code == ACTIVE, 0), else_=1),
                PlayerPromotion.id.desc(),
            )
            .limit(limit)
        )
        return list((await self.session.execute(statement)).scalars())

    async def player_promotion(self, player_id: int, bonus_id: int) -> PlayerPromotion | None:
        statement = select(PlayerPromotion).where(
            PlayerPromotion.id == bonus_id, PlayerPromotion.player_id == player_id
        )
        return (await self.session.execute(statement)).scalar_one_or_none()

    async def add_claim(self, claim: PlayerPromotion) -> PlayerPromotion:
        self.session.add(claim)
        await self.session.flush()
        return claim

    async def claim_days(self, player_id: int) -> dict[int, set[date]]:
        """The days the player claimed each promotion (the agent's days)."""
        statement = (
            select(PlayerPromotion.promotion_id, PlayerPromotion.claimed_on)
            .where(PlayerPromotion.player_id == player_id)
            .distinct()
        )
        days: dict[int, set[date]] = {}
        for promotion_id, day in await self.session.execute(statement):
            days.setdefault(int(promotion_id), set()).add(day)
        return days

    async def add_turnover(self, claim_id: int, turnover: int, win_loss: int) -> None:
        await self.session.execute(
            update(PlayerPromotion)
            .where(PlayerPromotion.id == claim_id)
            .values(
                turnover=PlayerPromotion.turnover + turnover,
                win_loss=PlayerPromotion.win_loss + win_loss,
            )
        )

    async def end(self, claim_id: int, values: dict[str, Any]) -> bool:
        """Close an active claim: one conditional UPDATE, so of two racing ends one wins."""
        result = await self.session.execute(
            update(PlayerPromotion)
            .where(PlayerPromotion.id == claim_id, PlayerPromotion.status_code == ACTIVE)
            .values(values)
            .execution_options(synchronize_session="fetch")
        )
        return bool(result.rowcount)

    async def extend(self, claim_id: int, deposit: int, bonus: int, level: int) -> None:
        await self.session.execute(
            update(PlayerPromotion)
            .where(PlayerPromotion.id == claim_id)
            .values(
                cash_promotion=PlayerPromotion.cash_promotion + deposit,
                bonus=PlayerPromotion.bonus + bonus,
                stack_level=level,
            )
            .execution_options(synchronize_session="fetch")
        )

    async def top_up(self, claim_id: int, deposit: int) -> None:
        await self.session.execute(
            update(PlayerPromotion)
            .where(PlayerPromotion.id == claim_id)
            .values(
                cash_promotion=PlayerPromotion.cash_promotion + deposit,
                topped_up=PlayerPromotion.topped_up + deposit,
            )
            .execution_options(synchronize_session="fetch")
        )

    async def turnover_days(self, player_id: int, since: datetime) -> list[tuple[date, int, int]]:
        """(day, bets, payout - bets) of the rounds played since `since`, by day."""
        statement = (
            select(
                GameRound.day,
                func.sum(GameRound.bet),
                func.sum(GameRound.payout - GameRound.bet),
            )
            .where(GameRound.player_id == player_id, GameRound.played_at >= since)
            .group_by(GameRound.day)
            .order_by(GameRound.day)
        )
        return [
            (day, int(bets), int(win_loss))
            for day, bets, win_loss in await self.session.execute(statement)
        ]

    # ----- the player's money ----------------------------------------------------------------

    async def player_of(self, agent_id: int, player_id: int) -> tuple[Player, Wallet] | None:
        statement = (
            select(Player, Wallet)
            .join(Wallet, Wallet.player_id == Player.id)
            .where(Player.agent_id == agent_id, Player.id == player_id)
        )
        row = (await self.session.execute(statement)).first()
        return (row[0], row[1]) if row is not None else None

    async def wallets(self, wallet_ids: Iterable[int]) -> dict[int, Wallet]:
        wanted = set(wallet_ids)
        if not wanted:
            return {}
        statement = (
            select(Wallet).where(Wallet.id.in_(wanted)).execution_options(populate_existing=True)
        )
        return {row.id: row for row in (await self.session.execute(statement)).scalars()}

    async def deposits(
        self, player_id: int, before: BankTransaction, day_start: datetime, day_end: datetime
    ) -> tuple[int, datetime | None, int, int]:
        """The player's approved deposits as a claim reads them: (how many were filed before
        this one, the latest of those, how many of those today, today's total with this one)."""
        approved = (
            BankTransaction.player_id == player_id,
            BankTransaction.type == "DEPOSIT",
            BankTransaction.status == SUCCESS,
        )
        earlier = (BankTransaction.id != before.id, BankTransaction.created_at <= before.created_at)
        today = (BankTransaction.created_at >= day_start, BankTransaction.created_at < day_end)
        count, last = (
            await self.session.execute(
                select(func.count(), func.max(BankTransaction.created_at)).where(
                    *approved, *earlier
                )
            )
        ).one()
        today_before = (
            await self.session.execute(select(func.count()).where(*approved, *earlier, *today))
        ).scalar_one()
        total_today = (
            await self.session.execute(
                select(func.coalesce(func.sum(BankTransaction.amount), 0)).where(*approved, *today)
            )
        ).scalar_one()
        return int(count), _instant(last), int(today_before), int(total_today)

    async def last_deposit(self, player_id: int) -> tuple[int, datetime | None]:
        """(approved deposits, the latest one's instant)."""
        count, last = (
            await self.session.execute(
                select(func.count(), func.max(BankTransaction.created_at)).where(
                    BankTransaction.player_id == player_id,
                    BankTransaction.type == "DEPOSIT",
                    BankTransaction.status == SUCCESS,
                )
            )
        ).one()
        return int(count), _instant(last)

    async def deposited_between(
        self, player_id: int, start: datetime, end: datetime
    ) -> tuple[int, int]:
        """(approved deposits filed in [start, end), their total)."""
        count, total = (
            await self.session.execute(
                select(func.count(), func.coalesce(func.sum(BankTransaction.amount), 0)).where(
                    BankTransaction.player_id == player_id,
                    BankTransaction.type == "DEPOSIT",
                    BankTransaction.status == SUCCESS,
                    BankTransaction.created_at >= start,
                    BankTransaction.created_at < end,
                )
            )
        ).one()
        return int(count), int(total)


def _instant(value: datetime | str | None) -> datetime | None:
    """An aggregate's instant: SQLite hands aggregates of dates back as text."""
    if isinstance(value, str):
        value = datetime.fromisoformat(value)
    if value is not None and value.tzinfo is None:
        value = value.replace(tzinfo=UTC)
    return value
