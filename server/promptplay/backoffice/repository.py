"""The back office's statements: what an agent's staff read of their players, requests, play
and audit trail, and the audit rows they write. Every class but `StaffRepository` is bound to
one agent, and each of its statements stays inside that agent."""

from __future__ import annotations

from datetime import date
from typing import TYPE_CHECKING, Any

from sqlalchemy import Select, and_, distinct, func, or_, select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import aliased

from ..games.repository import named_rounds, round_totals
from ..models import (
    Agent,
    AuditLog,
    Bank,
    BankAccount,
    BankTransaction,
    Country,
    GameDayStat,
    GameIncident,
    GameRound,
    GameTransfer,
    LedgerEntry,
    LedgerJournal,
    Player,
    User,
    Wallet,
)


def _page(statement: Select[Any], page: int, per_page: int) -> Select[Any]:
    return statement.offset((page - 1) * per_page).limit(per_page)


if TYPE_CHECKING:
    from ..cashier.service import Staff


class StaffRepository:
    """Staff accounts and the agent they work for."""

    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def user(self, user_id: int) -> User | None:
        return await self.session.get(User, user_id)

    async def agent(self, agent_id: int) -> Agent | None:
        return await self.session.get(Agent, agent_id)

    async def country(self, country_id: int) -> Country:
        country = await self.session.get(Country, country_id)
        assert country is not None, "agent.country_id is a foreign key"
        return country


class PlayerAccountRepository:
    """The agent's players with their user and wallet, and their wallets' ledger."""

    def __init__(self, session: AsyncSession, agent_id: int) -> None:
        self.session = session
        self.agent_id = agent_id

    def _accounts(self) -> Select[Any]:
        return (
            select(Player, User, Wallet)
            .join(User, User.id == Player.user_id)
            .join(Wallet, Wallet.player_id == Player.id)
            .where(Player.agent_id == self.agent_id)
        )

    async def search(self, term: str, limit: int) -> list[tuple[Player, User, Wallet]]:
        """Those whose username or phone contains `term` (every one for none), newest first."""
        statement = self._accounts()
        term = term.strip().lower()
        if term:
            like = f"%{term.replace('%', '').replace('_', '')}%"
            statement = statement.where(or_(User.username.like(like), Player.tel.like(like)))
        rows = await self.session.execute(statement.order_by(Player.id.desc()).limit(limit))
        return [(player, user, wallet) for player, user, wallet in rows]

    async def one(self, player_id: int) -> tuple[Player, User, Wallet] | None:
        row = (await self.session.execute(self._accounts().where(Player.id == player_id))).first()
        return None if row is None else (row[0], row[1], row[2])

    async def ledger(
        self, wallet_id: int, limit: int
    ) -> list[tuple[LedgerEntry, LedgerJournal, str]]:
        """The wallet's latest entries with their journal and the wallet's currency."""
        statement = (
            select(LedgerEntry, LedgerJournal, Wallet.currency_code)
            .join(LedgerJournal, LedgerJournal.id == LedgerEntry.journal_id)
            .join(Wallet, Wallet.id == LedgerEntry.wallet_id)
            .where(LedgerEntry.wallet_id == wallet_id, LedgerEntry.agent_id == self.agent_id)
            .order_by(LedgerEntry.id.desc())
            .limit(limit)
        )
        return [(entry, journal, c) for entry, journal, c in await self.session.execute(statement)]


# A request with the bank account it names and that account's bank (either may be missing).
RequestRow = tuple[BankTransaction, BankAccount | None, Bank | None]
# The same, then its player's username and the player's own bank account and bank.
QueuedRow = tuple[
    BankTransaction, BankAccount | None, Bank | None, str, BankAccount | None, Bank | None
]


class RequestRepository:
    """The agent's deposit and withdrawal requests."""

    def __init__(self, session: AsyncSession, agent_id: int) -> None:
        self.session = session
        self.agent_id = agent_id

    def _requests(self, *more: Any) -> Select[Any]:
        """Requests with the bank account each names, then the `more` columns."""
        return (
            select(BankTransaction, BankAccount, Bank, *more)
            .outerjoin(BankAccount, BankAccount.id == BankTransaction.bank_account_id)
            .outerjoin(Bank, Bank.id == BankAccount.bank_id)
            .where(BankTransaction.agent_id == self.agent_id)
        )

    async def of_player(self, player_id: int, limit: int) -> list[RequestRow]:
        statement = (
            self._requests()
            .where(BankTransaction.player_id == player_id)
            .order_by(BankTransaction.id.desc())
            .limit(limit)
        )
        return [(tx, account, bank) for tx, account, bank in await self.session.execute(statement)]

    async def queued(
        self,
        *,
        status: str | None = None,
        type: str | None = None,
        ids: list[int] | None = None,
        oldest_first: bool = False,
        limit: int,
    ) -> list[QueuedRow]:
        """Requests (of a status, a type, or among `ids`) with their player, in one
        statement whatever the number of rows; newest first unless `oldest_first`."""
        own_account = aliased(BankAccount)
        own_bank = aliased(Bank)
        statement = (
            self._requests(User.username, own_account, own_bank)
            .join(Player, Player.id == BankTransaction.player_id)
            .join(User, User.id == Player.user_id)
            .outerjoin(own_account, own_account.id == Player.bank_account_id)
            .outerjoin(own_bank, own_bank.id == own_account.bank_id)
        )
        if status:
            statement = statement.where(BankTransaction.status == status)
        if type:
            statement = statement.where(BankTransaction.type == type)
        if ids is not None:
            statement = statement.where(BankTransaction.id.in_(ids))
        order = BankTransaction.id.asc() if oldest_first else BankTransaction.id.desc()
        rows = await self.session.execute(statement.order_by(order).limit(limit))
        return [(row[0], row[1], row[2], row[3], row[4], row[5]) for row in rows]


class TransferRepository:
    """The agent's transfers of credit to the game upstreams and back."""

    def __init__(self, session: AsyncSession, agent_id: int) -> None:
        self.session = session
        self.agent_id = agent_id

    async def _count(self, *conditions: Any) -> int:
        statement = select(func.count()).select_from(GameTransfer).where(*conditions)
        return int((await self.session.execute(statement)).scalar_one())

    def _of_player(self, player_id: int) -> tuple[Any, ...]:
        return (GameTransfer.player_id == player_id, GameTransfer.agent_id == self.agent_id)

    def _pending(self) -> tuple[Any, ...]:
        return (GameTransfer.agent_id == self.agent_id, GameTransfer.status == "pending")

    async def count_of_player(self, player_id: int) -> int:
        return await self._count(*self._of_player(player_id))

    async def page_of_player(self, player_id: int, page: int, per_page: int) -> list[GameTransfer]:
        """Newest first."""
        statement = (
            select(GameTransfer).where(*self._of_player(player_id)).order_by(GameTransfer.id.desc())
        )
        return list((await self.session.execute(_page(statement, page, per_page))).scalars())

    async def count_pending(self) -> int:
        return await self._count(*self._pending())

    async def pending_page(self, page: int, per_page: int) -> list[tuple[GameTransfer, str]]:
        """Not settled yet, with their player's username, the longest waiting first."""
        statement = (
            select(GameTransfer, User.username)
            .join(Player, Player.id == GameTransfer.player_id)
            .join(User, User.id == Player.user_id)
            .where(*self._pending())
            .order_by(GameTransfer.id)
        )
        rows = await self.session.execute(_page(statement, page, per_page))
        return [(transfer, username) for transfer, username in rows]


class RoundRepository:
    """The agent's recorded rounds and their totals per player and day."""

    def __init__(self, session: AsyncSession, agent_id: int) -> None:
        self.session = session
        self.agent_id = agent_id

    def _of_player(self, player_id: int) -> tuple[Any, ...]:
        return (GameRound.player_id == player_id, GameRound.agent_id == self.agent_id)

    async def totals_of_player(self, player_id: int) -> tuple[int, int, int]:
        """How many rounds the player played, and their bets and payouts (minor units)."""
        return await round_totals(self.session, *self._of_player(player_id))

    async def page_of_player(
        self, player_id: int, page: int, per_page: int
    ) -> list[tuple[GameRound, str | None, str | None]]:
        """Newest first, with the provider's and the game's names where the catalogue knows
        them."""
        statement = (
            named_rounds()
            .where(*self._of_player(player_id))
            .order_by(GameRound.played_at.desc(), GameRound.id.desc())
        )
        rows = await self.session.execute(_page(statement, page, per_page))
        return [(row, provider, game) for row, provider, game in rows]

    def _between(self, start: date, end: date) -> tuple[Any, ...]:
        return (
            GameDayStat.agent_id == self.agent_id,
            GameDayStat.day >= start,
            GameDayStat.day <= end,
        )

    async def days(self, start: date, end: date) -> dict[date, tuple[int, int, int, int]]:
        """Rounds, players, turnover and payout of each day in [start, end] that saw play."""
        statement = (
            select(
                GameDayStat.day,
                func.sum(GameDayStat.rounds),
                func.count(distinct(GameDayStat.player_id)),
                func.sum(GameDayStat.turnover),
                func.sum(GameDayStat.payout),
            )
            .where(*self._between(start, end))
            .group_by(GameDayStat.day)
        )
        return {
            day: (int(rounds), int(players), int(turnover), int(payout))
            for day, rounds, players, turnover, payout in await self.session.execute(statement)
        }

    async def players_between(self, start: date, end: date) -> int:
        """How many players played on any day of [start, end]."""
        statement = select(func.count(distinct(GameDayStat.player_id))).where(
            *self._between(start, end)
        )
        return int((await self.session.execute(statement)).scalar_one())


class GameIncidentRepository:
    """What the game service set aside instead of moving money."""

    def __init__(self, session: AsyncSession, agent_id: int) -> None:
        self.session = session
        self.agent_id = agent_id

    async def count(self) -> int:
        statement = (
            select(func.count())
            .select_from(GameIncident)
            .where(GameIncident.agent_id == self.agent_id)
        )
        return int((await self.session.execute(statement)).scalar_one())

    async def page(self, page: int, per_page: int) -> list[tuple[GameIncident, str | None]]:
        """Newest first, with the username of the player where he is this agent's."""
        statement = (
            select(GameIncident, User.username)
            .outerjoin(
                Player,
                and_(Player.id == GameIncident.player_id, Player.agent_id == self.agent_id),
            )
            .outerjoin(User, User.id == Player.user_id)
            .where(GameIncident.agent_id == self.agent_id)
            .order_by(GameIncident.id.desc())
        )
        rows = await self.session.execute(_page(statement, page, per_page))
        return [(incident, username) for incident, username in rows]


class AuditRepository:
    """What the agent's staff did."""

    def __init__(self, session: AsyncSession, agent_id: int) -> None:
        self.session = session
        self.agent_id = agent_id

    async def latest(self, limit: int) -> list[AuditLog]:
        statement = (
            select(AuditLog)
            .where(AuditLog.agent_id == self.agent_id)
            .order_by(AuditLog.id.desc())
            .limit(limit)
        )
        return list((await self.session.execute(statement)).scalars())

    def record(
        self,
        *,
        staff_user_id: int,
        staff_username: str,
        action: str,
        target_type: str,
        target_id: int | None,
        detail: dict[str, Any],
    ) -> None:
        self.session.add(
            AuditLog(
                agent_id=self.agent_id,
                staff_user_id=staff_user_id,
                staff_username=staff_username,
                action=action,
                target_type=target_type,
                target_id=target_id,
                detail=detail,
            )
        )


def record_audit(
    session: AsyncSession,
    staff: Staff,
    action: str,
    target_type: str,
    target_id: int | None,
    **detail: Any,
) -> None:
    """An audit entry of what this staff member did, in the caller's transaction."""
    AuditRepository(session, staff.agent.id).record(
        staff_user_id=staff.user_id,
        staff_username=staff.username,
        action=action,
        target_type=target_type,
        target_id=target_id,
        detail=detail,
    )
