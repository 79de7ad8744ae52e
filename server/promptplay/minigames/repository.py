"""The SQL of the mini games: settings, the day's deposits and turnover that earn spins, the
spins granted, and the plays."""

from __future__ import annotations

from collections import defaultdict
from datetime import UTC, date, datetime
from typing import Any

from sqlalchemy import BigInteger, cast, func, select

from ..cashier.schemas import SUCCESS
from ..models import BankTransaction, GameDayStat
from ..models.minigame import MinigamePlay, MinigameSetting, SpinGrant
from ..player.wallets import PlayerWallets

HISTORY_LIMIT = 50


class MinigameRepository(PlayerWallets):
    # ----- settings ------------------------------------------------------------------------

    async def settings(self, agent_id: int) -> dict[str, Any] | None:
        statement = select(MinigameSetting.settings).where(MinigameSetting.agent_id == agent_id)
        return (await self.session.execute(statement)).scalar_one_or_none()

    async def save_settings(self, agent_id: int, settings: dict[str, Any], now: datetime) -> None:
        found = (
            await self.session.execute(
                select(MinigameSetting)
                .where(MinigameSetting.agent_id == agent_id)
                .with_for_update()
            )
        ).scalar_one_or_none()
        if found is None:
            self.session.add(MinigameSetting(agent_id=agent_id, settings=settings, updated_at=now))
        else:
            found.settings = settings
            found.updated_at = now
        await self.session.flush()

    # ----- what earns spins ----------------------------------------------------------------

    async def approvals(
        self, player_id: int, start: datetime, end: datetime
    ) -> list[tuple[datetime, int]]:
        """The player's deposits approved in [start, end): (when approved, amount). A
        deposit's approval is the staff decision's instant, or the closing of a request no
        one decided by hand (a voucher, a gateway payment)."""
        approved = func.coalesce(BankTransaction.handled_at, BankTransaction.updated_at)
        statement = select(approved, BankTransaction.amount).where(
            BankTransaction.player_id == player_id,
            BankTransaction.type == "DEPOSIT",
            BankTransaction.status == SUCCESS,
            approved >= start,
            approved < end,
        )
        return [(_instant(at), int(amount)) for at, amount in await self.session.execute(statement)]

    async def turnover_by_day(self, player_id: int, first: date, last: date) -> dict[date, int]:
        """The player's turnover per day of [first, last], as the recorded rounds add it up."""
        statement = (
            select(GameDayStat.day, cast(func.sum(GameDayStat.turnover), BigInteger))
            .where(
                GameDayStat.player_id == player_id,
                GameDayStat.day >= first,
                GameDayStat.day <= last,
            )
            .group_by(GameDayStat.day)
        )
        found: dict[date, int] = defaultdict(int)
        for day, total in await self.session.execute(statement):
            found[day] += int(total or 0)
        return dict(found)

    # ----- spins granted -------------------------------------------------------------------

    async def grants(self, player_id: int, first: date) -> dict[tuple[str, date], SpinGrant]:
        """The player's grants of `first` and after, by (source, day)."""
        statement = select(SpinGrant).where(
            SpinGrant.player_id == player_id, SpinGrant.day >= first
        )
        return {(g.source, g.day): g for g in (await self.session.execute(statement)).scalars()}

    async def add(self, row: Any) -> Any:
        self.session.add(row)
        await self.session.flush()
        return row

    # ----- plays ---------------------------------------------------------------------------

    async def play_by_nonce(self, nonce: str) -> MinigamePlay | None:
        statement = select(MinigamePlay).where(MinigamePlay.nonce == nonce)
        return (await self.session.execute(statement)).scalar_one_or_none()

    async def last_check_in(self, player_id: int) -> tuple[date, int] | None:
        """The player's latest check-in: (its day, its streak day)."""
        statement = (
            select(MinigamePlay.day, MinigamePlay.streak_day)
            .where(MinigamePlay.player_id == player_id, MinigamePlay.game == "checkIn")
            .order_by(MinigamePlay.day.desc())
            .limit(1)
        )
        row = (await self.session.execute(statement)).first()
        return (row[0], int(row[1] or 1)) if row is not None else None

    async def plays(self, player_id: int, game: str | None) -> list[MinigamePlay]:
        """The player's plays, newest first."""
        statement = select(MinigamePlay).where(MinigamePlay.player_id == player_id)
        if game is not None:
            statement = statement.where(MinigamePlay.game == game)
        statement = statement.order_by(MinigamePlay.id.desc()).limit(HISTORY_LIMIT)
        return list((await self.session.execute(statement)).scalars())


def _instant(value: datetime | str) -> datetime:
    """An expression's instant: SQLite may hand it back as text."""
    if isinstance(value, str):
        value = datetime.fromisoformat(value)
    return value.replace(tzinfo=UTC) if value.tzinfo is None else value
