"""The games domain's statements: transfers to and from game wallets, rounds and bets,
game rows and upstream credentials. Services hand in the session they opened."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any, NamedTuple

from sqlalchemy import Select, and_, bindparam, delete, func, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from ..core.clock import utcnow
from ..core.db import Database, HotRead, insert_of
from ..models import (
    Agent,
    AgentGameAccount,
    Country,
    Game,
    GameCursor,
    GameDayStat,
    GameIncident,
    GameProvider,
    GameRound,
    GameTransfer,
    Player,
    User,
    Wallet,
)
from ..player.wallets import PlayerWallets

# ----- the caller of a lobby call --------------------------------------------------------

_AGENT_AND_USERNAME = HotRead(
    select(Agent.id, Agent.prefix, Agent.game_company, User.username)
    .join(User, User.agent_id == Agent.id)
    .where(Agent.id == bindparam("agent_id"), User.id == bindparam("user_id"))
)


async def agent_and_username(db: Database, agent_id: int, user_id: int) -> Sequence[Any]:
    """The caller's agent id, prefix and game company, and his username: one hot read on
    every lobby call."""
    rows = await db.hot(_AGENT_AND_USERNAME, agent_id=agent_id, user_id=user_id)
    return rows[0]


# ----- upstream credentials --------------------------------------------------------------


class AccountRepository:
    """Agents' accounts at their game upstreams (`agent_game_account`)."""

    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def of_agent(self, agent_id: int, family: str) -> AgentGameAccount | None:
        statement = select(AgentGameAccount).where(
            AgentGameAccount.agent_id == agent_id, AgentGameAccount.family == family
        )
        return (await self.session.execute(statement)).scalar_one_or_none()

    async def of_operator(self, family: str, operator: str) -> list[tuple[AgentGameAccount, Agent]]:
        """Every account of a family under an operator name, with its agent."""
        statement = (
            select(AgentGameAccount, Agent)
            .join(Agent, Agent.id == AgentGameAccount.agent_id)
            .where(AgentGameAccount.family == family, AgentGameAccount.username == operator)
        )
        return [(account, agent) for account, agent in (await self.session.execute(statement))]

    async def with_prefixes(self) -> list[tuple[str, AgentGameAccount]]:
        """Every account, with its agent's prefix."""
        statement = select(Agent.prefix, AgentGameAccount).join(
            AgentGameAccount, AgentGameAccount.agent_id == Agent.id
        )
        return [(prefix, account) for prefix, account in (await self.session.execute(statement))]

    async def newest_by_family(self) -> dict[str, AgentGameAccount]:
        """The newest account of each family."""
        statement = select(AgentGameAccount).order_by(AgentGameAccount.id.desc())
        return {row.family: row for row in (await self.session.execute(statement)).scalars()}

    async def agents(self) -> list[Agent]:
        """The agents with an account, in id order."""
        statement = (
            select(Agent)
            .join(AgentGameAccount, AgentGameAccount.agent_id == Agent.id)
            .order_by(Agent.id)
        )
        return list((await self.session.execute(statement)).scalars())


async def providers_by_family(session: AsyncSession) -> dict[str, int]:
    """How many providers each family's catalogue lists (a family missing has none yet)."""
    statement = select(GameProvider.family, func.count()).group_by(GameProvider.family)
    return {family: count for family, count in (await session.execute(statement))}


# ----- players and their wallets, as the game calls see them -----------------------------


class GamerRepository(PlayerWallets):
    async def gamer(
        self, agent_id: int, user_id: int
    ) -> tuple[Agent, Country, Player, str, Wallet] | None:
        """The agent, its country, the player, his username and his wallet."""
        statement = (
            select(Agent, Country, Player, User.username, Wallet)
            .join(Country, Country.id == Agent.country_id)
            .join(Player, Player.agent_id == Agent.id)
            .join(User, User.id == Player.user_id)
            .join(Wallet, Wallet.player_id == Player.id)
            .where(Agent.id == agent_id, Player.user_id == user_id)
        )
        row = (await self.session.execute(statement)).first()
        return None if row is None else (row[0], row[1], row[2], row[3], row[4])

    async def set_playing(self, player_id: int, playing: bool) -> None:
        await self.session.execute(
            update(Player).where(Player.id == player_id).values(is_playing=1 if playing else 0)
        )

    async def wallets(self, player_ids: set[int]) -> list[tuple[int, Wallet]]:
        """The wallets of these players, by the user id of each."""
        statement = (
            select(Player.user_id, Wallet)
            .join(Wallet, Wallet.player_id == Player.id)
            .where(Player.id.in_(player_ids))
        )
        return [(user_id, wallet) for user_id, wallet in (await self.session.execute(statement))]

    async def player_id(self, agent_id: int, username: str) -> int | None:
        statement = (
            select(Player.id)
            .join(User, User.id == Player.user_id)
            .where(
                User.agent_id == agent_id,
                User.user_type == "player",
                User.username == username,
            )
        )
        return (await self.session.execute(statement)).scalar_one_or_none()

    async def game_credit(self, agent_id: int, username: str) -> tuple[int, str] | None:
        """The game credit (minor units) and currency of the agent's user's wallet."""
        statement = (
            select(Wallet.game_credit, Wallet.currency_code)
            .join(Player, Player.id == Wallet.player_id)
            .join(User, User.id == Player.user_id)
            .where(User.agent_id == agent_id, User.username == username)
        )
        row = (await self.session.execute(statement)).one_or_none()
        return None if row is None else (row[0], row[1])

    async def lock_wallets(self, agent_id: int, usernames: set[str]) -> list[LockedWallet]:
        """The wallets of the agent's players of these usernames, locked for the transaction
        in wallet order (one lock order for every writer), with their game credit."""
        statement = (
            select(Player.id, Wallet.id, Wallet.currency_code, User.username, Wallet.game_credit)
            .join(User, User.id == Player.user_id)
            .join(Wallet, Wallet.player_id == Player.id)
            # Usernames are kept lower-cased (registration and login fold them).
            .where(
                User.agent_id == agent_id,
                User.user_type == "player",
                User.username.in_(usernames),
            )
            .order_by(Wallet.id)
            .with_for_update(of=Wallet)
        )
        return [LockedWallet(*row) for row in await self.session.execute(statement)]


class LockedWallet(NamedTuple):
    player_id: int
    wallet_id: int
    currency: str
    username: str
    game_credit: int


# ----- transfers to and from the game upstream -------------------------------------------


class TransferRepository:
    """`game_transfer`: each settling statement touches a transfer only while it is pending,
    and says whether it did."""

    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def has_pending(self, player_id: int) -> bool:
        statement = select(GameTransfer.id).where(
            GameTransfer.player_id == player_id, GameTransfer.status == "pending"
        )
        return (await self.session.execute(statement)).first() is not None

    async def add(self, transfer: GameTransfer) -> GameTransfer:
        """The transfer written, with its id."""
        self.session.add(transfer)
        await self.session.flush()
        return transfer

    async def succeed(self, transfer_id: int, tx_id: str, balance: int | None) -> bool:
        return await self._settle(
            transfer_id,
            status="success",
            upstream_tx_id=tx_id[:64],
            upstream_balance=balance,
            settled_at=utcnow(),
        )

    async def fail(self, transfer_id: int, why: str) -> bool:
        return await self._settle(
            transfer_id, status="failed", error=why[:255], settled_at=utcnow()
        )

    async def set_aside(self, transfer_id: int, why: str) -> bool:
        return await self._settle(transfer_id, set_aside_at=utcnow(), error=why[:255])

    async def _settle(self, transfer_id: int, **values: Any) -> bool:
        statement = (
            update(GameTransfer)
            .where(GameTransfer.id == transfer_id, GameTransfer.status == "pending")
            .values(**values)
            .returning(GameTransfer.id)
        )
        return (await self.session.execute(statement)).first() is not None

    async def count_attempt(self, transfer_id: int) -> None:
        await self.session.execute(
            update(GameTransfer)
            .where(GameTransfer.id == transfer_id)
            .values(attempts=GameTransfer.attempts + 1)
        )

    async def release(self, reference: str, agent_id: int | None) -> bool:
        """The pending transfer set aside under `reference` (of that agent, when one is
        named) handed back to the reconciler; False when there is none."""
        conditions = [
            GameTransfer.reference == reference,
            GameTransfer.status == "pending",
            GameTransfer.set_aside_at.is_not(None),
        ]
        if agent_id is not None:
            conditions.append(GameTransfer.agent_id == agent_id)
        statement = (
            update(GameTransfer)
            .where(*conditions)
            .values(set_aside_at=None, error=None)
            .returning(GameTransfer.id)
        )
        return (await self.session.execute(statement)).first() is not None

    async def due(self, since: datetime, limit: int) -> list[tuple[GameTransfer, Agent, str]]:
        """Pending transfers opened by `since` and not set aside, oldest first, with their
        agent and their player's username."""
        statement = (
            select(GameTransfer, Agent, User.username)
            .join(Agent, Agent.id == GameTransfer.agent_id)
            .join(Player, Player.id == GameTransfer.player_id)
            .join(User, User.id == Player.user_id)
            .where(
                GameTransfer.status == "pending",
                GameTransfer.set_aside_at.is_(None),
                GameTransfer.created_at <= since,
            )
            .order_by(GameTransfer.id)
            .limit(limit)
        )
        return [(t, agent, name) for t, agent, name in (await self.session.execute(statement))]


# ----- rounds, their day totals and the history cursor -----------------------------------


def named_rounds() -> Select[Any]:
    """Rounds with the names of their provider and game, where the catalogue knows them."""
    return (
        select(GameRound, GameProvider.name, Game.name)
        .outerjoin(
            GameProvider,
            and_(
                GameProvider.family == GameRound.family,
                GameProvider.code == GameRound.provider_code,
            ),
        )
        .outerjoin(
            Game, and_(Game.provider_id == GameProvider.id, Game.code == GameRound.game_code)
        )
    )


async def round_totals(session: AsyncSession, *conditions: Any) -> tuple[int, int, int]:
    """How many rounds match, and their bets and payouts (minor units)."""
    count, bet, payout = (
        await session.execute(
            select(
                func.count(),
                func.coalesce(func.sum(GameRound.bet), 0),
                func.coalesce(func.sum(GameRound.payout), 0),
            ).where(*conditions)
        )
    ).one()
    return int(count), int(bet), int(payout)


class RoundRepository:
    """`game_round`, `game_day_stat` and `game_cursor`."""

    def __init__(self, session: AsyncSession) -> None:
        self.session = session
        self._insert = insert_of(session)

    async def cursor(self, agent_id: int, family: str) -> str | None:
        """Where the agent's bet history of a family was last read up to."""
        statement = select(GameCursor.cursor).where(
            GameCursor.agent_id == agent_id, GameCursor.family == family
        )
        return (await self.session.execute(statement)).scalar_one_or_none()

    async def save_cursor(self, agent_id: int, family: str, cursor: str) -> None:
        statement = self._insert(GameCursor).values(
            agent_id=agent_id, family=family, cursor=cursor, updated_at=utcnow()
        )
        await self.session.execute(
            statement.on_conflict_do_update(
                index_elements=["agent_id", "family"],
                set_={"cursor": cursor, "updated_at": utcnow()},
            )
        )

    async def add(self, **values: Any) -> int | None:
        """The new round's id; None when its round id is recorded already."""
        statement = (
            self._insert(GameRound)
            .values(**values, created_at=utcnow())
            .on_conflict_do_nothing(index_elements=["agent_id", "family", "round_key"])
            .returning(GameRound.id)
        )
        return (await self.session.execute(statement)).scalar_one_or_none()

    async def remove(self, round_id: int) -> None:
        await self.session.execute(delete(GameRound).where(GameRound.id == round_id))

    async def recorded(self, agent_id: int, family: str, round_key: str) -> tuple[int, int, int]:
        """The bet, payout and player of a round recorded already."""
        statement = select(GameRound.bet, GameRound.payout, GameRound.player_id).where(
            GameRound.agent_id == agent_id,
            GameRound.family == family,
            GameRound.round_key == round_key,
        )
        bet, payout, player_id = (await self.session.execute(statement)).one()
        return bet, payout, player_id

    async def add_to_days(self, rows: list[dict[str, Any]]) -> None:
        """Rounds, turnover and payout added to each row's player, day, category and
        provider."""
        statement = self._insert(GameDayStat).values(rows)
        await self.session.execute(
            statement.on_conflict_do_update(
                index_elements=["player_id", "day", "category", "provider_code"],
                set_={
                    "rounds": GameDayStat.rounds + statement.excluded.rounds,
                    "turnover": GameDayStat.turnover + statement.excluded.turnover,
                    "payout": GameDayStat.payout + statement.excluded.payout,
                },
            )
        )

    async def totals(self, *conditions: Any) -> tuple[int, int, int]:
        return await round_totals(self.session, *conditions)

    async def of_player(
        self, player_id: int, since: datetime, until: datetime, offset: int, limit: int
    ) -> tuple[tuple[int, int, int], list[tuple[GameRound, str | None]]]:
        """The totals of a player's rounds played in [since, until), and a page of them,
        newest first, each with its game's name where the catalogue knows it."""
        conditions = [
            GameRound.player_id == player_id,
            GameRound.played_at >= since,
            GameRound.played_at < until,
        ]
        totals = await self.totals(*conditions)
        rows = await self.session.execute(
            named_rounds()
            .where(*conditions)
            .order_by(GameRound.played_at.desc(), GameRound.id.desc())
            .offset(offset)
            .limit(limit)
        )
        return totals, [(row, name) for row, _provider, name in rows]


# ----- incidents -------------------------------------------------------------------------


class IncidentRepository:
    """`game_incident`: what was set aside instead of moving money, once per kind and
    reference."""

    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def record(
        self,
        *,
        family: str,
        kind: str,
        reference: str | None,
        agent_id: int | None,
        player_id: int | None,
        detail: dict[str, Any],
    ) -> None:
        statement = (
            insert_of(self.session)(GameIncident)
            .values(
                family=family,
                kind=kind,
                reference=reference,
                agent_id=agent_id,
                player_id=player_id,
                detail=detail,
                created_at=utcnow(),
            )
            .on_conflict_do_nothing()
        )
        await self.session.execute(statement)


# ----- the catalogue ---------------------------------------------------------------------

ACTIVE = "active"  # a provider's or a game's status while the lobby shows it

# What a page of a provider's games is made of (hot reads, on the Database).
_LOBBY_PROVIDER = HotRead(
    select(
        GameProvider.id, GameProvider.code, GameProvider.status, GameProvider.catalogue_version
    ).where(GameProvider.family == bindparam("family"), GameProvider.code == bindparam("code"))
)
_LOBBY_GAMES = HotRead(
    select(
        Game.code,
        Game.name,
        Game.image,
        Game.category,
        Game.rank,
        Game.engine,
        Game.search_name,
    )
    .where(Game.provider_id == bindparam("provider_id"), Game.status == ACTIVE)
    .order_by(Game.rank, Game.id)
)


_CATALOGUE_VERSION = HotRead(
    select(func.max(GameProvider.catalogue_version)).where(
        GameProvider.family == bindparam("family")
    )
)


async def catalogue_version(db: Database, family: str) -> int | None:
    """The version of the family's catalogue (None before its first sync)."""
    rows = await db.hot(_CATALOGUE_VERSION, family=family)
    return rows[0][0]


class LobbyProvider(NamedTuple):
    id: int
    code: str
    status: str
    catalogue_version: int


async def lobby_provider(db: Database, family: str, code: str) -> LobbyProvider | None:
    """A provider as a page of its games needs it, with its catalogue's version."""
    rows = await db.hot(_LOBBY_PROVIDER, family=family, code=code)
    return LobbyProvider(*rows[0]) if rows else None


async def lobby_games(db: Database, provider_id: int) -> Sequence[Sequence[Any]]:
    """(code, name, image, category, rank, engine, lower-cased name) of each of a provider's
    active games, in lobby order."""
    return await db.hot(_LOBBY_GAMES, provider_id=provider_id)


class CatalogueRepository:
    """`game_provider` and `game`: each family's catalogue as its upstream lists it."""

    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def providers_of(self, family: str) -> list[GameProvider]:
        statement = select(GameProvider).where(GameProvider.family == family)
        return list((await self.session.execute(statement)).scalars())

    async def games_of(self, family: str) -> list[Game]:
        statement = select(Game).where(Game.family == family)
        return list((await self.session.execute(statement)).scalars())

    def add_provider(self, provider: GameProvider) -> None:
        self.session.add(provider)

    def add_games(self, rows: list[dict[str, Any]]) -> None:
        self.session.add_all(Game(**values) for values in rows)

    async def flush(self) -> None:
        await self.session.flush()

    async def set_version(self, family: str, version: int) -> None:
        """Every provider of the family, listed or not, carries the family's new version."""
        await self.session.execute(
            update(GameProvider)
            .where(GameProvider.family == family)
            .values(catalogue_version=version)
            .execution_options(synchronize_session=False)
        )

    async def category_counts(self, family: str) -> dict[str, tuple[int, int]]:
        """By category: how many active providers have active games in it, and how many."""
        statement = (
            select(
                Game.category,
                func.count(func.distinct(Game.provider_id)),
                func.count(),
            )
            .join(GameProvider, GameProvider.id == Game.provider_id)
            .where(Game.family == family, Game.status == ACTIVE, GameProvider.status == ACTIVE)
            .group_by(Game.category)
        )
        return {
            category: (int(providers), int(games))
            for category, providers, games in await self.session.execute(statement)
        }

    async def provider_counts(
        self, family: str, category: str | None
    ) -> list[tuple[GameProvider, int]]:
        """The active providers with active games (in `category`, when given), in lobby
        order, each with how many."""
        statement = (
            select(GameProvider, func.count(Game.id))
            .join(Game, Game.provider_id == GameProvider.id)
            .where(
                GameProvider.family == family,
                GameProvider.status == ACTIVE,
                Game.status == ACTIVE,
            )
            .group_by(GameProvider.id)
            .order_by(GameProvider.sort, GameProvider.name)
        )
        if category is not None:
            statement = statement.where(Game.category == category)
        return [(provider, int(count)) for provider, count in await self.session.execute(statement)]

    async def provider(self, family: str, code: str) -> GameProvider | None:
        statement = select(GameProvider).where(
            GameProvider.family == family, GameProvider.code == code
        )
        return (await self.session.execute(statement)).scalar_one_or_none()

    async def game(self, provider_id: int, code: str) -> Game | None:
        statement = select(Game).where(Game.provider_id == provider_id, Game.code == code)
        return (await self.session.execute(statement)).scalar_one_or_none()
