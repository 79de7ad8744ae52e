from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any

from sqlalchemy import Select, bindparam, case, delete, or_, select, tuple_, update
from sqlalchemy.dialects.postgresql import insert as postgresql_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlalchemy.ext.asyncio import AsyncSession

from ..core.db import Database, HotRead, columns_of, rows_of
from ..core.security import AccessClaims, new_id
from ..models import (
    AgentDomain,
    AuthSession,
    Bank,
    BankAccount,
    LoginFailure,
    Player,
    RefreshToken,
    User,
    Wallet,
)
from ..wire import User as UserOut
from ..wire import player_of, user_of

_DESCRIBED = (User, Player, Wallet, BankAccount, Bank)


def select_described_user(*leading: Any) -> Select[Any]:
    """SELECT `leading` columns, then the columns `user_described` reads; the caller gives
    the FROM (ending at `User`), then `join_described_user`, then its WHERE."""
    return select(*leading, *columns_of(*_DESCRIBED))


def join_described_user(statement: Select[Any]) -> Select[Any]:
    return (
        statement.outerjoin(Player, Player.user_id == User.id)
        .outerjoin(Wallet, Wallet.player_id == Player.id)
        .outerjoin(BankAccount, BankAccount.id == Player.bank_account_id)
        .outerjoin(Bank, Bank.id == BankAccount.bank_id)
    )


def user_described(row: Sequence[Any]) -> UserOut:
    """The answer of a row selected by `select_described_user` (its leading columns cut)."""
    user, player, wallet, account, bank = rows_of(row, *_DESCRIBED)
    described = player_of(player, wallet, account, bank) if player and wallet else None
    return user_of(user, described)


_DESCRIBE_USER = HotRead(
    join_described_user(select_described_user().select_from(User)).where(
        User.id == bindparam("user_id"), User.agent_id == bindparam("agent_id")
    )
)


async def describe_user(db: Database, agent_id: int, user_id: int) -> UserOut | None:
    """The user with player, wallet and bank account, in one statement: every login and
    registration answers with it."""
    rows = await db.hot(_DESCRIBE_USER, agent_id=agent_id, user_id=user_id)
    return user_described(rows[0]) if rows else None


def _select_session_state(*more: Any) -> Select[Any]:
    """A session's end reason and end time, and the agent of the request's host, then `more`."""
    host_agent = (
        select(AgentDomain.agent_id)
        .where(AgentDomain.domain == bindparam("host"))
        .scalar_subquery()
    )
    return select(AuthSession.end_reason, AuthSession.ended_at, host_agent, *more)


SessionState = tuple[str | None, bool, int | None]  # (end reason, ended, agent id of the host)

_SESSION_STATE = HotRead(_select_session_state().where(AuthSession.id == bindparam("session_id")))
_SESSION_USER = HotRead(
    join_described_user(
        select_described_user(*_select_session_state().selected_columns)
        .select_from(AuthSession)
        .join(User, User.id == AuthSession.user_id)
    ).where(
        AuthSession.id == bindparam("session_id"),
        User.id == bindparam("user_id"),
        User.agent_id == bindparam("agent_id"),
    )
)


async def session_state(db: Database, session_id: str, host: str) -> SessionState | None:
    """Runs on every authenticated call: one statement."""
    rows = await db.hot(_SESSION_STATE, session_id=session_id, host=host)
    return _state_of(rows[0]) if rows else None


async def session_user(
    db: Database, claims: AccessClaims, host: str
) -> tuple[SessionState, UserOut] | None:
    """The session's state and the token's user described, in one statement (the token
    check); None when either is gone."""
    rows = await db.hot(
        _SESSION_USER,
        session_id=claims.session_id,
        user_id=claims.user_id,
        agent_id=claims.agent_id,
        host=host,
    )
    return (_state_of(rows[0]), user_described(rows[0][3:])) if rows else None


def _state_of(row: Sequence[Any]) -> SessionState:
    end_reason, ended_at, host_agent_id = row[:3]
    return end_reason, ended_at is not None, host_agent_id


class AuthRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def user_by_username(self, agent_id: int, username: str, user_type: str) -> User | None:
        statement = select(User).where(
            User.agent_id == agent_id, User.user_type == user_type, User.username == username
        )
        return (await self.session.execute(statement)).scalar_one_or_none()

    async def user(self, agent_id: int, user_id: int) -> User | None:
        statement = select(User).where(User.agent_id == agent_id, User.id == user_id)
        return (await self.session.execute(statement)).scalar_one_or_none()

    async def set_password(self, user_id: int, password_hash: str) -> None:
        await self.session.execute(
            update(User).where(User.id == user_id).values(password_hash=password_hash)
        )

    async def open_session(
        self, user: User, now: datetime, address: str, user_agent: str | None
    ) -> AuthSession:
        """A new live session of `user`, noted as the user's last login."""
        auth_session = AuthSession(
            id=new_id(),
            user_id=user.id,
            agent_id=user.agent_id,
            client_address=address[:64],
            user_agent=(user_agent or "")[:256] or None,
        )
        self.session.add(auth_session)
        await self.session.execute(update(User).where(User.id == user.id).values(last_login=now))
        return auth_session

    async def add_refresh_token(
        self, session_id: str, token_hash: str, expires_at: datetime
    ) -> None:
        self.session.add(
            RefreshToken(session_id=session_id, token_hash=token_hash, expires_at=expires_at)
        )

    async def end_live_sessions(
        self, user_id: int, now: datetime, reason: str, *, keep: str | None = None
    ) -> None:
        statement = update(AuthSession).where(
            AuthSession.user_id == user_id, AuthSession.ended_at.is_(None)
        )
        if keep is not None:
            statement = statement.where(AuthSession.id != keep)
        await self.session.execute(statement.values(ended_at=now, end_reason=reason))

    async def end_session(self, session_id: str, now: datetime, reason: str) -> None:
        await self.session.execute(
            update(AuthSession)
            .where(AuthSession.id == session_id, AuthSession.ended_at.is_(None))
            .values(ended_at=now, end_reason=reason)
        )

    async def get_session(self, session_id: str) -> AuthSession | None:
        return await self.session.get(AuthSession, session_id)

    async def refresh_token(self, token_hash: str) -> RefreshToken | None:
        statement = select(RefreshToken).where(RefreshToken.token_hash == token_hash)
        return (await self.session.execute(statement)).scalar_one_or_none()

    async def spend_refresh_token(self, token_id: int, now: datetime) -> bool:
        """Mark a refresh token used; False when another request used it first."""
        result = await self.session.execute(
            update(RefreshToken)
            .where(RefreshToken.id == token_id, RefreshToken.used_at.is_(None))
            .values(used_at=now)
        )
        return result.rowcount == 1

    async def failure_counts(
        self, keys: Sequence[tuple[str, str]], now_ms: int
    ) -> dict[tuple[str, str], tuple[int, int]]:
        """(failures, window end in ms) of each key whose window is still open."""
        statement = select(
            LoginFailure.scope, LoginFailure.key, LoginFailure.failures, LoginFailure.window_ends
        ).where(
            tuple_(LoginFailure.scope, LoginFailure.key).in_(list(keys)),
            LoginFailure.window_ends > now_ms,
        )
        rows = (await self.session.execute(statement)).all()
        return {(scope, key): (failures, ends) for scope, key, failures, ends in rows}

    async def reserve_attempt(
        self, scope: str, key: str, limit: int, now_ms: int, window_ms: int
    ) -> tuple[int, int] | None:
        """Count one attempt against `key` unless its open window already holds `limit`: one
        conditional statement, so racing attempts (in any process) are counted one after
        the other and no more than `limit` pass in a window. A window that has ended starts
        again at this attempt. Returns (failures, window end in ms), None when refused."""
        table = LoginFailure.__table__
        insert = (
            postgresql_insert if self.session.bind.dialect.name == "postgresql" else sqlite_insert
        )
        ended = table.c.window_ends <= now_ms
        statement = (
            insert(table)
            .values(scope=scope, key=key, failures=1, window_ends=now_ms + window_ms)
            .on_conflict_do_update(
                index_elements=[table.c.scope, table.c.key],
                set_={
                    "failures": case((ended, 1), else_=table.c.failures + 1),
                    "window_ends": case((ended, now_ms + window_ms), else_=table.c.window_ends),
                },
                where=or_(ended, table.c.failures < limit),
            )
            .returning(table.c.failures, table.c.window_ends)
        )
        row = (await self.session.execute(statement)).first()
        return (row[0], row[1]) if row is not None else None

    async def window_end(self, scope: str, key: str) -> int | None:
        statement = select(LoginFailure.window_ends).where(
            LoginFailure.scope == scope, LoginFailure.key == key
        )
        return (await self.session.execute(statement)).scalar_one_or_none()

    async def clear_failures(self, scope: str, key: str) -> None:
        await self.session.execute(
            delete(LoginFailure).where(LoginFailure.scope == scope, LoginFailure.key == key)
        )

    async def give_back_attempt(self, scope: str, key: str, window_ends: int) -> None:
        """Uncount an attempt reserved in the window ending at `window_ends` (a login that
        succeeded); a window that has started again since is left alone."""
        await self.session.execute(
            update(LoginFailure)
            .where(
                LoginFailure.scope == scope,
                LoginFailure.key == key,
                LoginFailure.window_ends == window_ends,
                LoginFailure.failures > 0,
            )
            .values(failures=LoginFailure.failures - 1)
        )

    async def prune_failures(self, before_ms: int) -> None:
        """Forget keys whose window ended before `before_ms`. On PostgreSQL rows that another
        attempt holds are skipped rather than waited for: a prune never blocks a login, nor
        deadlocks with one."""
        if self.session.bind.dialect.name == "postgresql":
            stale = (
                select(LoginFailure.scope, LoginFailure.key)
                .where(LoginFailure.window_ends < before_ms)
                .limit(500)
                .with_for_update(skip_locked=True)
            )
            await self.session.execute(
                delete(LoginFailure).where(tuple_(LoginFailure.scope, LoginFailure.key).in_(stale))
            )
            return
        await self.session.execute(delete(LoginFailure).where(LoginFailure.window_ends < before_ms))
