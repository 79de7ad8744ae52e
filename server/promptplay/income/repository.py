"""The SQL of income: settings, alliances, the day stats the programs read, awards and runs."""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import date, datetime
from decimal import Decimal
from typing import Any

from sqlalchemy import BigInteger, and_, case, cast, func, select, text, update
from sqlalchemy.dialects.sqlite import insert as sqlite_insert

from ..models import (
    Alliance,
    GameDayStat,
    IncomeAward,
    IncomeRun,
    IncomeSetting,
    Player,
    User,
    Wallet,
)
from ..player.wallets import PlayerWallets
from .rules import Stat


@dataclass(frozen=True)
class Account:
    """What the period computation needs of a player: his wallet and user, his referrer link,
    and his alliance."""

    wallet_id: int
    user_id: int
    referrer_id: int | None
    self_referral: bool
    alliance_id: int | None


@dataclass(frozen=True)
class AwardPeriod:
    """What every award of one program's period shares."""

    agent_id: int
    kind: str
    key: str
    start: date
    end: date
    turnover: Decimal
    expires_at: datetime | None
    created_at: datetime


@dataclass(frozen=True)
class NewAward:
    player_id: int
    wallet_id: int
    basis: int
    amount: int
    detail: dict[str, Any]


# A downline member: (player, referrer, username, registered, self-referral).
Member = tuple[int, int, str, datetime, bool]


class IncomeRepository(PlayerWallets):
    @property
    def _postgres(self) -> bool:
        return self.session.bind.dialect.name == "postgresql"

    # ----- settings and alliances ----------------------------------------------------------

    async def settings(self, agent_id: int) -> dict[str, Any] | None:
        statement = select(IncomeSetting.settings).where(IncomeSetting.agent_id == agent_id)
        return (await self.session.execute(statement)).scalar_one_or_none()

    async def save_settings(self, agent_id: int, settings: dict[str, Any], now: datetime) -> None:
        found = (
            await self.session.execute(
                select(IncomeSetting).where(IncomeSetting.agent_id == agent_id).with_for_update()
            )
        ).scalar_one_or_none()
        if found is None:
            self.session.add(IncomeSetting(agent_id=agent_id, settings=settings, updated_at=now))
        else:
            found.settings = settings
            found.updated_at = now
        await self.session.flush()

    async def alliances(self, agent_id: int) -> list[tuple[Alliance, str, int]]:
        """(alliance, its player's username, its players), oldest first."""
        members = (
            select(Player.alliance_id, func.count().label("n"))
            .where(Player.agent_id == agent_id, Player.alliance_id.is_not(None))
            .group_by(Player.alliance_id)
            .subquery()
        )
        statement = (
            select(Alliance, User.username, func.coalesce(members.c.n, 0))
            .join(Player, Player.id == Alliance.player_id)
            .join(User, User.id == Player.user_id)
            .outerjoin(members, members.c.alliance_id == Alliance.id)
            .where(Alliance.agent_id == agent_id)
            .order_by(Alliance.id)
        )
        return [(a, name, int(n)) for a, name, n in await self.session.execute(statement)]

    async def alliance(self, agent_id: int, alliance_id: int) -> Alliance | None:
        statement = select(Alliance).where(
            Alliance.agent_id == agent_id, Alliance.id == alliance_id
        )
        return (await self.session.execute(statement)).scalar_one_or_none()

    async def alliance_by_code(self, agent_id: int, code: str) -> Alliance | None:
        statement = select(Alliance).where(
            Alliance.agent_id == agent_id, Alliance.code == code.upper(), Alliance.active.is_(True)
        )
        return (await self.session.execute(statement)).scalar_one_or_none()

    async def alliance_of_player(self, agent_id: int, player_id: int) -> Alliance | None:
        """The alliance this player receives the share of (the first, if several)."""
        statement = (
            select(Alliance)
            .where(Alliance.agent_id == agent_id, Alliance.player_id == player_id)
            .order_by(Alliance.id)
            .limit(1)
        )
        return (await self.session.execute(statement)).scalar_one_or_none()

    async def add(self, row: Any) -> Any:
        self.session.add(row)
        await self.session.flush()
        return row

    async def alliance_members(self, alliance_id: int) -> list[int]:
        statement = select(Player.id).where(Player.alliance_id == alliance_id)
        return [int(pid) for pid in (await self.session.execute(statement)).scalars()]

    async def alliance_players(self, alliance_id: int) -> int:
        statement = select(func.count()).where(Player.alliance_id == alliance_id)
        return int((await self.session.execute(statement)).scalar_one())

    # ----- players ---------------------------------------------------------------------------

    async def player(
        self, agent_id: int, *, user_id: int | None = None, player_id: int | None = None
    ) -> tuple[Player, Wallet, str] | None:
        """A player of the agent with his wallet and username, by user or player id."""
        statement = (
            select(Player, Wallet, User.username)
            .join(Wallet, Wallet.player_id == Player.id)
            .join(User, User.id == Player.user_id)
            .where(Player.agent_id == agent_id)
        )
        if user_id is not None:
            statement = statement.where(Player.user_id == user_id)
        if player_id is not None:
            statement = statement.where(Player.id == player_id)
        row = (await self.session.execute(statement)).first()
        return (row[0], row[1], row[2]) if row is not None else None

    async def incomes_of_users(
        self, agent_id: int, user_ids: Iterable[int]
    ) -> dict[int, tuple[str, int, int, int]]:
        """Per user: (currency, affiliate, alliance, return-lost waiting)."""
        wanted = list(user_ids)
        found: dict[int, tuple[str, int, int, int]] = {}
        for start in range(0, len(wanted), 5000):
            statement = (
                select(
                    Player.user_id,
                    Wallet.currency_code,
                    Wallet.income_from_affiliate,
                    Wallet.income_from_alliance,
                    Wallet.return_lost_balance,
                )
                .join(Wallet, Wallet.player_id == Player.id)
                .where(
                    Player.agent_id == agent_id, Player.user_id.in_(wanted[start : start + 5000])
                )
            )
            found.update(
                {
                    int(uid): (c, int(a), int(b), int(r))
                    for uid, c, a, b, r in await self.session.execute(statement)
                }
            )
        return found

    async def accounts(
        self, agent_id: int, player_ids: Sequence[int] | None = None
    ) -> dict[int, Account]:
        """Every player of the agent (or those named) as the period computation reads him."""
        statement = (
            select(
                Player.id,
                Wallet.id,
                Player.user_id,
                Player.referrer_id,
                Player.self_referral,
                Player.alliance_id,
            )
            .join(Wallet, Wallet.player_id == Player.id)
            .where(Player.agent_id == agent_id)
        )
        if player_ids is not None:
            statement = statement.where(Player.id.in_(list(player_ids)))
        return {
            int(pid): Account(int(wid), int(uid), ref, bool(own), ally)
            for pid, wid, uid, ref, own, ally in await self.session.execute(statement)
        }

    async def links(self, agent_id: int) -> dict[int, tuple[int, bool]]:
        """Every referral of the agent: player → (referrer, self-referral)."""
        statement = select(Player.id, Player.referrer_id, Player.self_referral).where(
            Player.agent_id == agent_id, Player.referrer_id.is_not(None)
        )
        return {
            int(pid): (int(ref), bool(own))
            for pid, ref, own in await self.session.execute(statement)
        }

    async def downline(self, agent_id: int, player_ids: Sequence[int]) -> list[Member]:
        """The players referred by any of `player_ids`: (id, referrer, username, registered,
        self-referral), newest first."""
        if not player_ids:
            return []
        statement = (
            select(
                Player.id,
                Player.referrer_id,
                User.username,
                Player.created_at,
                Player.self_referral,
            )
            .join(User, User.id == Player.user_id)
            .where(Player.agent_id == agent_id, Player.referrer_id.in_(list(player_ids)))
            .order_by(Player.id.desc())
        )
        return [
            (int(pid), int(ref), name, at, bool(own))
            for pid, ref, name, at, own in await self.session.execute(statement)
        ]

    # ----- play --------------------------------------------------------------------------------

    async def stats(
        self,
        agent_id: int,
        start: date,
        end: date,
        *,
        player_ids: Iterable[int] | None = None,
        by_day: bool = False,
    ) -> list[tuple[date | None, Stat]]:
        """Turnover and payout per player and category over [start, end] (and per day)."""
        columns = [
            GameDayStat.player_id,
            GameDayStat.category,
            # Integers on both databases (PostgreSQL sums bigints into numerics).
            cast(func.sum(GameDayStat.turnover), BigInteger),
            cast(func.sum(GameDayStat.payout), BigInteger),
        ]
        group = [GameDayStat.player_id, GameDayStat.category]
        if by_day:
            columns.insert(0, GameDayStat.day)
            group.insert(0, GameDayStat.day)
        statement = (
            select(*columns)
            .where(
                GameDayStat.agent_id == agent_id,
                GameDayStat.day >= start,
                GameDayStat.day <= end,
            )
            .group_by(*group)
        )
        if player_ids is not None:
            wanted = list(player_ids)
            if not wanted:
                return []
            statement = statement.where(GameDayStat.player_id.in_(wanted))
        rows = await self.session.execute(statement)
        if by_day:
            return [
                (day, Stat(int(pid), category, int(turnover), int(payout)))
                for day, pid, category, turnover, payout in rows
            ]
        return [
            (None, Stat(int(pid), category, int(turnover), int(payout)))
            for pid, category, turnover, payout in rows
        ]

    async def active_since(self, player_ids: Sequence[int], since: date) -> dict[int, int]:
        """Per player who played since `since`: his turnover since then."""
        if not player_ids:
            return {}
        statement = (
            select(GameDayStat.player_id, func.sum(GameDayStat.turnover))
            .where(GameDayStat.player_id.in_(list(player_ids)), GameDayStat.day >= since)
            .group_by(GameDayStat.player_id)
        )
        return {int(pid): int(total) for pid, total in await self.session.execute(statement)}

    # ----- awards ----------------------------------------------------------------------------

    async def insert_awards(self, period: AwardPeriod, rows: list[NewAward]) -> dict[int, int]:
        """The period's awards not made before (the unique player, kind and period): player →
        id of those made now. PostgreSQL takes them in one statement of arrays (a day of every
        player is one round trip and one plan); SQLite a few thousand rows a statement."""
        if not rows:
            return {}
        common = {
            "agent_id": period.agent_id,
            "kind": period.kind,
            "period_key": period.key,
            "period_start": period.start,
            "period_end": period.end,
            "turnover": period.turnover,
            "status": "open",
            "expires_at": period.expires_at,
            "created_at": period.created_at,
        }
        if self._postgres:
            found = await self.session.execute(
                text(
                    "INSERT INTO income_award (agent_id, player_id, wallet_id, kind, period_key,"
                    " period_start, period_end, basis, amount, turnover, detail, status,"
                    " expires_at, created_at)"
                    " SELECT :agent_id, r.player_id, r.wallet_id, :kind, :period_key,"
                    " :period_start, :period_end, r.basis, r.amount, :turnover,"
                    " CAST(r.detail AS jsonb), :status, :expires_at, :created_at"
                    " FROM unnest(CAST(:players AS bigint[]), CAST(:wallets AS bigint[]),"
                    " CAST(:bases AS bigint[]), CAST(:amounts AS bigint[]),"
                    " CAST(:details AS text[]))"
                    " AS r(player_id, wallet_id, basis, amount, detail)"
                    " ON CONFLICT (player_id, kind, period_key) DO NOTHING"
                    " RETURNING player_id, id"
                ),
                {
                    **common,
                    "players": [r.player_id for r in rows],
                    "wallets": [r.wallet_id for r in rows],
                    "bases": [r.basis for r in rows],
                    "amounts": [r.amount for r in rows],
                    "details": [json.dumps(r.detail, separators=(",", ":")) for r in rows],
                },
            )
            return {int(pid): int(aid) for pid, aid in found}
        made: dict[int, int] = {}
        values = [
            {
                **common,
                "player_id": r.player_id,
                "wallet_id": r.wallet_id,
                "basis": r.basis,
                "amount": r.amount,
                "detail": r.detail,
            }
            for r in rows
        ]
        size = 30000 // (len(values[0]) + 1)  # SQLite's parameter limit
        for start in range(0, len(values), size):
            statement = (
                sqlite_insert(IncomeAward)
                .values(values[start : start + size])
                .on_conflict_do_nothing(index_elements=["player_id", "kind", "period_key"])
                .returning(IncomeAward.player_id, IncomeAward.id)
            )
            made.update({int(pid): int(aid) for pid, aid in await self.session.execute(statement)})
        return made

    async def open_awards(
        self, player_id: int, kind: str, *, lock: bool = False
    ) -> list[IncomeAward]:
        statement = (
            select(IncomeAward)
            .where(
                IncomeAward.player_id == player_id,
                IncomeAward.kind == kind,
                IncomeAward.status == "open",
            )
            .order_by(IncomeAward.id)
        )
        if lock:
            statement = statement.with_for_update()
        return list((await self.session.execute(statement)).scalars())

    async def award(
        self, agent_id: int, award_id: int, *, lock: bool = False
    ) -> IncomeAward | None:
        statement = select(IncomeAward).where(
            IncomeAward.agent_id == agent_id, IncomeAward.id == award_id
        )
        if lock:
            statement = statement.with_for_update().execution_options(populate_existing=True)
        return (await self.session.execute(statement)).scalar_one_or_none()

    async def award_by_id(self, award_id: int, *, lock: bool = False) -> IncomeAward:
        statement = select(IncomeAward).where(IncomeAward.id == award_id)
        if lock:
            statement = statement.with_for_update().execution_options(populate_existing=True)
        return (await self.session.execute(statement)).scalar_one()

    async def award_by_key(
        self, player_id: int, kind: str, period_key: str, *, lock: bool = False
    ) -> IncomeAward | None:
        statement = select(IncomeAward).where(
            IncomeAward.player_id == player_id,
            IncomeAward.kind == kind,
            IncomeAward.period_key == period_key,
        )
        if lock:
            statement = statement.with_for_update()
        return (await self.session.execute(statement)).scalar_one_or_none()

    async def mark(
        self, award_ids: Sequence[int], status: str, *, at: datetime | None = None
    ) -> None:
        values: dict[str, Any] = {"status": status}
        if status == "paid":
            values["paid_at"] = at
        await self.session.execute(
            update(IncomeAward).where(IncomeAward.id.in_(list(award_ids))).values(values)
        )

    async def awards_of(
        self,
        player_id: int,
        kinds: Sequence[str],
        *,
        since: date | None = None,
        until: date | None = None,
        limit: int = 100,
    ) -> list[IncomeAward]:
        statement = select(IncomeAward).where(
            IncomeAward.player_id == player_id, IncomeAward.kind.in_(list(kinds))
        )
        if since is not None:
            statement = statement.where(IncomeAward.period_start >= since)
        if until is not None:
            statement = statement.where(IncomeAward.period_start <= until)
        statement = statement.order_by(IncomeAward.period_start.desc(), IncomeAward.id.desc())
        return list((await self.session.execute(statement.limit(limit))).scalars())

    async def earned_since(self, player_id: int, kind: str, since: date) -> int:
        """What the player's awards of a program since `since` came to (void ones aside)."""
        statement = select(func.coalesce(func.sum(IncomeAward.amount), 0)).where(
            IncomeAward.player_id == player_id,
            IncomeAward.kind == kind,
            IncomeAward.period_start >= since,
            IncomeAward.status != "voided",
        )
        return int((await self.session.execute(statement)).scalar_one())

    async def due_to_expire(
        self, now: datetime, player_id: int | None = None
    ) -> list[tuple[int, int]]:
        """(award, wallet) of the open awards past their expiry, oldest first."""
        statement = select(IncomeAward.id, IncomeAward.wallet_id).where(
            IncomeAward.status == "open",
            IncomeAward.expires_at.is_not(None),
            IncomeAward.expires_at <= now,
        )
        if player_id is not None:
            statement = statement.where(IncomeAward.player_id == player_id)
        statement = statement.order_by(IncomeAward.id).limit(1000)
        return [(int(a), int(w)) for a, w in await self.session.execute(statement)]

    async def staff_awards(
        self,
        agent_id: int,
        *,
        kind: str | None,
        status: str | None,
        start: date | None,
        end: date | None,
        player_id: int | None,
        page: int,
        per_page: int,
    ) -> tuple[int, list[tuple[IncomeAward, str]]]:
        conditions = [IncomeAward.agent_id == agent_id]
        if kind is not None:
            conditions.append(IncomeAward.kind == kind)
        if status is not None:
            conditions.append(IncomeAward.status == status)
        if start is not None:
            conditions.append(IncomeAward.period_start >= start)
        if end is not None:
            conditions.append(IncomeAward.period_start <= end)
        if player_id is not None:
            conditions.append(IncomeAward.player_id == player_id)
        where = and_(*conditions)
        total = int(
            (
                await self.session.execute(
                    select(func.count()).where(where).select_from(IncomeAward)
                )
            ).scalar_one()
        )
        statement = (
            select(IncomeAward, User.username)
            .join(Player, Player.id == IncomeAward.player_id)
            .join(User, User.id == Player.user_id)
            .where(where)
            .order_by(IncomeAward.period_start.desc(), IncomeAward.id.desc())
            .offset((page - 1) * per_page)
            .limit(per_page)
        )
        return total, [(a, name) for a, name in await self.session.execute(statement)]

    async def report(
        self, agent_id: int, kind: str | None, start: date, end: date
    ) -> list[tuple[date, str, int, int, int, dict[str, int]]]:
        """Per period start and program: (day, kind, players, basis, amount, amount by status)."""
        statuses = ("open", "paid", "held", "voided", "expired")
        columns = [
            IncomeAward.period_start,
            IncomeAward.kind,
            func.count(),
            func.sum(IncomeAward.basis),
            func.sum(IncomeAward.amount),
            *(
                func.sum(case((IncomeAward.status == status, IncomeAward.amount), else_=0))
                for status in statuses
            ),
        ]
        statement = select(*columns).where(
            IncomeAward.agent_id == agent_id,
            IncomeAward.period_start >= start,
            IncomeAward.period_start <= end,
        )
        if kind is not None:
            statement = statement.where(IncomeAward.kind == kind)
        statement = statement.group_by(IncomeAward.period_start, IncomeAward.kind).order_by(
            IncomeAward.period_start.desc(), IncomeAward.kind
        )
        return [
            (
                row[0],
                row[1],
                int(row[2]),
                int(row[3] or 0),
                int(row[4] or 0),
                {status: int(value or 0) for status, value in zip(statuses, row[5:], strict=True)},
            )
            for row in await self.session.execute(statement)
        ]

    # ----- runs --------------------------------------------------------------------------------

    async def advisory_lock(self, key: int) -> bool:
        """PostgreSQL: one transaction at a time computes an agent's periods (the others pass);
        SQLite's writer lock already serializes writers."""
        if not self._postgres:
            return True
        statement = select(func.pg_try_advisory_xact_lock(key))
        return bool((await self.session.execute(statement)).scalar_one())

    async def run_done(self, agent_id: int, kind: str, period_key: str) -> bool:
        statement = select(IncomeRun.id).where(
            IncomeRun.agent_id == agent_id,
            IncomeRun.kind == kind,
            IncomeRun.period_key == period_key,
        )
        return (await self.session.execute(statement)).first() is not None

    async def last_run_day(self, agent_id: int) -> date | None:
        """The last day whose periods were all computed (its `day` run row)."""
        statement = select(func.max(IncomeRun.period_end)).where(
            IncomeRun.agent_id == agent_id, IncomeRun.kind == "day"
        )
        return (await self.session.execute(statement)).scalar_one()

    async def runs(self, agent_id: int, limit: int = 100) -> list[IncomeRun]:
        statement = (
            select(IncomeRun)
            .where(IncomeRun.agent_id == agent_id)
            .order_by(IncomeRun.period_end.desc(), IncomeRun.id.desc())
            .limit(limit)
        )
        return list((await self.session.execute(statement)).scalars())

    async def agents_with_settings(self) -> list[int]:
        return [
            int(a) for a in (await self.session.execute(select(IncomeSetting.agent_id))).scalars()
        ]
