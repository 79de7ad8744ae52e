"""The SQL of ranks, diamonds and rewards: settings and tiers, players' ranks, the play and
deposits a rank is counted on, reward items, their stock and their redemptions."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any

from sqlalchemy import BigInteger, cast, delete, func, select, update

from ..models import GameDayStat, IncomeAward, Player, User
from ..models.rank import PlayerRank, RankSetting, RankTier, RewardItem, RewardRedemption
from ..player.wallets import PlayerWallets

HISTORY_LIMIT = 100
QUEUE_LIMIT = 200


class RankRepository(PlayerWallets):
    async def add(self, row: Any) -> Any:
        self.session.add(row)
        await self.session.flush()
        return row

    # ----- settings and tiers ------------------------------------------------------------------

    async def settings(self, agent_id: int) -> RankSetting | None:
        statement = select(RankSetting).where(RankSetting.agent_id == agent_id)
        return (await self.session.execute(statement)).scalar_one_or_none()

    async def tiers(self, agent_id: int) -> list[RankTier]:
        statement = select(RankTier).where(RankTier.agent_id == agent_id).order_by(RankTier.level)
        return list((await self.session.execute(statement)).scalars())

    async def save_settings(
        self,
        agent_id: int,
        basis: str,
        diamond_every: int,
        tiers: Sequence[dict[str, Any]],
        now: datetime,
    ) -> None:
        """The agent's settings and its tiers as given (matched by level: a tier keeps its id
        while its level stays; levels no longer given are removed)."""
        found = (
            await self.session.execute(
                select(RankSetting).where(RankSetting.agent_id == agent_id).with_for_update()
            )
        ).scalar_one_or_none()
        if found is None:
            found = RankSetting(agent_id=agent_id)
            self.session.add(found)
        found.basis = basis
        found.diamond_every = diamond_every
        found.updated_at = now
        existing = {tier.level: tier for tier in await self.tiers(agent_id)}
        wanted = {int(values["level"]): values for values in tiers}
        gone = [level for level in existing if level not in wanted]
        if gone:
            await self.session.execute(
                delete(RankTier).where(RankTier.agent_id == agent_id, RankTier.level.in_(gone))
            )
        for level, values in wanted.items():
            tier = existing.get(level)
            if tier is None:
                tier = RankTier(agent_id=agent_id, level=level)
                self.session.add(tier)
            for name, value in values.items():
                setattr(tier, name, value)
        await self.session.flush()

    # ----- players -----------------------------------------------------------------------------

    async def turnover(self, player_id: int) -> int:
        """Everything the player has played, as the recording of his rounds adds it up."""
        statement = select(
            # An integer on both databases (PostgreSQL sums bigints into numerics).
            cast(func.coalesce(func.sum(GameDayStat.turnover), 0), BigInteger)
        ).where(GameDayStat.player_id == player_id)
        return int((await self.session.execute(statement)).scalar_one())

    async def rank(self, player_id: int, *, lock: bool = False) -> PlayerRank | None:
        statement = select(PlayerRank).where(PlayerRank.player_id == player_id)
        if lock:
            statement = statement.with_for_update().execution_options(populate_existing=True)
        return (await self.session.execute(statement)).scalar_one_or_none()

    async def levels(
        self, agent_id: int, player_ids: Sequence[int] | None = None
    ) -> dict[int, int]:
        """Player → the level he reached, of the players of the agent who reached one."""
        statement = select(PlayerRank.player_id, PlayerRank.level).where(
            PlayerRank.agent_id == agent_id, PlayerRank.level > 0
        )
        if player_ids is not None:
            wanted = list(player_ids)
            if not wanted:
                return {}
            statement = statement.where(PlayerRank.player_id.in_(wanted))
        return {int(pid): int(level) for pid, level in await self.session.execute(statement)}

    async def has_award(self, player_id: int, period_key: str) -> bool:
        statement = select(IncomeAward.id).where(
            IncomeAward.player_id == player_id,
            IncomeAward.kind == "bonus",
            IncomeAward.period_key == period_key,
        )
        return (await self.session.execute(statement)).first() is not None

    # ----- reward items ------------------------------------------------------------------------

    async def items(self, agent_id: int, *, active_only: bool) -> list[RewardItem]:
        statement = select(RewardItem).where(RewardItem.agent_id == agent_id)
        if active_only:
            statement = statement.where(RewardItem.active.is_(True))
        statement = statement.order_by(RewardItem.sort, RewardItem.id)
        return list((await self.session.execute(statement)).scalars())

    async def item(self, agent_id: int, item_id: int) -> RewardItem | None:
        statement = select(RewardItem).where(
            RewardItem.agent_id == agent_id, RewardItem.id == item_id
        )
        return (await self.session.execute(statement)).scalar_one_or_none()

    async def take_stock(self, item_id: int) -> bool:
        """One of a limited item's stock, if one is left (the row lock serializes takers)."""
        result = await self.session.execute(
            update(RewardItem)
            .where(RewardItem.id == item_id, RewardItem.stock > 0)
            .values(stock=RewardItem.stock - 1)
            .execution_options(synchronize_session=False)
        )
        return bool(result.rowcount)  # type: ignore[attr-defined]

    async def return_stock(self, item_id: int) -> None:
        await self.session.execute(
            update(RewardItem)
            .where(RewardItem.id == item_id, RewardItem.stock.is_not(None))
            .values(stock=RewardItem.stock + 1)
            .execution_options(synchronize_session=False)
        )

    async def redeemed(self, agent_id: int) -> dict[int, int]:
        """Item → its redemptions that were not rejected."""
        statement = (
            select(RewardRedemption.item_id, func.count())
            .where(RewardRedemption.agent_id == agent_id, RewardRedemption.status != "rejected")
            .group_by(RewardRedemption.item_id)
        )
        return {int(item): int(n) for item, n in await self.session.execute(statement)}

    # ----- redemptions -------------------------------------------------------------------------

    async def serial_taken(self, agent_id: int, serial: str) -> bool:
        statement = select(RewardRedemption.id).where(
            RewardRedemption.agent_id == agent_id, RewardRedemption.serial == serial
        )
        return (await self.session.execute(statement)).first() is not None

    async def redemption(
        self, agent_id: int, redemption_id: int, *, lock: bool = False
    ) -> RewardRedemption | None:
        statement = select(RewardRedemption).where(
            RewardRedemption.agent_id == agent_id, RewardRedemption.id == redemption_id
        )
        if lock:
            statement = statement.with_for_update().execution_options(populate_existing=True)
        return (await self.session.execute(statement)).scalar_one_or_none()

    async def history(self, player_id: int) -> list[tuple[RewardRedemption, RewardItem]]:
        """The player's redemptions with their items, newest first."""
        statement = (
            select(RewardRedemption, RewardItem)
            .join(RewardItem, RewardItem.id == RewardRedemption.item_id)
            .where(RewardRedemption.player_id == player_id)
            .order_by(RewardRedemption.id.desc())
            .limit(HISTORY_LIMIT)
        )
        return [(r, i) for r, i in await self.session.execute(statement)]

    async def queue(
        self, agent_id: int, status: str | None, redemption_id: int | None = None
    ) -> list[tuple[RewardRedemption, RewardItem, str]]:
        """The agent's redemptions with their items and players' usernames: pending ones the
        oldest first (the order staff deliver them in), others the newest first."""
        statement = (
            select(RewardRedemption, RewardItem, User.username)
            .join(RewardItem, RewardItem.id == RewardRedemption.item_id)
            .join(Player, Player.id == RewardRedemption.player_id)
            .join(User, User.id == Player.user_id)
            .where(RewardRedemption.agent_id == agent_id)
        )
        if status is not None:
            statement = statement.where(RewardRedemption.status == status)
        if redemption_id is not None:
            statement = statement.where(RewardRedemption.id == redemption_id)
        order = RewardRedemption.id if status == "pending" else RewardRedemption.id.desc()
        statement = statement.order_by(order).limit(QUEUE_LIMIT)
        return [(r, i, name) for r, i, name in await self.session.execute(statement)]
