"""Sessions: login, token check, renewal with rotation, logout, and login throttling.

A player has one live session: a new login ends the older ones, whose next call answers 0034.
Refresh tokens are used once; presenting a used one again ends the whole session (it was
stolen or replayed).
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy.ext.asyncio import AsyncSession

from ..agent.service import agent_service
from ..context import AppContext
from ..core.clock import utcnow
from ..core.errors import (
    BadCredentials,
    DataNotFound,
    InvalidData,
    PermissionDenied,
    SessionElsewhere,
    TokenInvalid,
    TooManyAttempts,
    UserDeactivated,
    UserNotFound,
    UserSuspended,
)
from ..core.ratelimit import address_key
from ..core.security import AccessClaims, hash_password, new_token, sha256, verify_password
from ..models import Agent as AgentRow
from ..models import AuthSession
from ..models import User as UserRow
from ..wire import User as UserOut
from . import rules
from .repository import AuthRepository, SessionState, describe_user, session_state, session_user


@dataclass(frozen=True)
class Tokens:
    access_token: str
    refresh_token: str


@dataclass(frozen=True)
class SignedIn:
    """A login's outcome: the new session's tokens, the user described, and its agent."""

    tokens: Tokens
    user: UserOut
    agent: AgentRow


@dataclass(frozen=True)
class Caller:
    """The authenticated caller of a request."""

    user_id: int
    agent_id: int
    session_id: str
    user_type: str


@dataclass(frozen=True)
class ThrottleKey:
    scope: str  # "pair": one account at one address; "address": any account at one address
    key: str
    limit: int


@dataclass(frozen=True)
class Attempt:
    """A login attempt counted against its keys until the password proves right."""

    keys: tuple[ThrottleKey, ...]
    reserved: dict[str, int]  # each scope's window end (ms)


class AuthService:
    # The session check runs on every authenticated call. Where this process alone serves its
    # database, SQLite without Redis (one server process, DESIGN §1: `promptplay serve`
    # refuses several workers on SQLite), the state of a live session on a host of its own
    # agent is kept briefly: every end of a session (logout, a new login, a new password, a
    # replayed refresh token) is made by this process and forgets all that is kept at once,
    # so it shows on the very next call. What another process may change, an agent's domains
    # (`promptplay agent create`), shows within SESSION_CACHE_SECONDS, as the agent's own
    # answers do (AgentService). With PostgreSQL or Redis several processes may serve the
    # same sessions: every call reads.
    SESSION_CACHE_SECONDS = 5.0
    SESSION_CACHE_SIZE = 50_000

    def __init__(self) -> None:
        self._live: dict[tuple[str, str], tuple[float, SessionState]] = {}
        self._ends = 0  # sessions ended by this process: what was read before one is not kept

    def forget_sessions(self) -> None:
        """Drop the kept session states: a session ended (after its transaction commits)."""
        self._ends += 1
        self._live.clear()

    async def authenticate(self, ctx: AppContext, token: str, host: str) -> Caller:
        claims: AccessClaims = ctx.signer.verify(token)
        if not ctx.db.sqlite or ctx.settings.redis_url:
            return caller_of(claims, await session_state(ctx.db, claims.session_id, host))
        key = (claims.session_id, host)
        now = time.monotonic()
        kept = self._live.get(key)
        if kept is not None and kept[0] > now:
            return caller_of(claims, kept[1])
        ends = self._ends
        state = await session_state(ctx.db, claims.session_id, host)
        caller = caller_of(claims, state)  # raises for an ended session or a foreign host
        if ends == self._ends and state is not None:
            if len(self._live) >= self.SESSION_CACHE_SIZE:
                self._live.clear()
            self._live[key] = (now + self.SESSION_CACHE_SECONDS, state)
        return caller

    async def authenticate_for_own_agent(self, ctx: AppContext, token: str) -> Caller:
        """`authenticate` where the request's host belongs to no agent but serves the token's
        own (the back office's host): the session must still be live."""
        claims: AccessClaims = ctx.signer.verify(token)
        state = await session_state(ctx.db, claims.session_id, "")
        return caller_of(claims, None if state is None else (state[0], state[1], claims.agent_id))

    async def authenticate_described(
        self, ctx: AppContext, token: str, host: str
    ) -> tuple[Caller, UserOut]:
        """`authenticate`, and the caller's user as checkToken answers it, in one read."""
        claims: AccessClaims = ctx.signer.verify(token)
        found = await session_user(ctx.db, claims, host)
        caller = caller_of(claims, found[0] if found else None)
        assert found is not None
        return caller, found[1]

    async def describe(self, ctx: AppContext, agent_id: int, user_id: int) -> UserOut:
        """The user as login, checkToken and registration answer it, in one read."""
        user = await describe_user(ctx.db, agent_id, user_id)
        if user is None:
            raise DataNotFound(fields=["userId"])
        return user

    async def login(
        self,
        ctx: AppContext,
        *,
        host: str,
        agent_prefix: str | None,
        username: str,
        password: str,
        user_type: str,
        address: str,
        user_agent: str | None,
    ) -> SignedIn:
        """Tokens of a new session for the right password (ending the user's older ones), and
        the user described; attempts are throttled per account and address (see below)."""
        async with ctx.db.read() as session:
            agent = await agent_service.require_agent(session, host, agent_prefix)
        agent_id = agent.id
        username = username.strip().lower()
        attempt = await self.begin_attempt(ctx, f"{agent_id}:{user_type}:{username}", address)
        async with ctx.db.read() as session:
            user = await AuthRepository(session).user_by_username(agent_id, username, user_type)
        password_ok = await verify_password(user.password_hash if user else None, password)
        if user is None or not password_ok:
            # The reserved attempt stays counted: it was a failure.
            raise UserNotFound(fields=["username"]) if user is None else BadCredentials()
        try:
            _refuse_inactive(user)
        except (UserDeactivated, UserSuspended):
            # The right password of a refused account (suspended, deactivated, self-excluded)
            # is no guess: it counts against neither the account nor the address.
            async with ctx.db.write() as session:
                await self.attempt_succeeded(session, attempt)
            raise
        async with ctx.db.write() as session:
            tokens = await self._open_session(ctx, session, user, address, user_agent)
            await self.attempt_succeeded(session, attempt)
        self.forget_sessions()  # the user's older sessions ended
        return SignedIn(tokens, await self.describe(ctx, agent_id, user.id), agent)

    async def change_password(
        self,
        ctx: AppContext,
        caller: Caller,
        old_password: str,
        new_password: str,
    ) -> None:
        """The new password for the right old one; every other session of the user ends."""
        problem = rules.password_problem(new_password)
        if problem:
            raise InvalidData(fields=["newPassword"], system_msg=problem)
        async with ctx.db.read() as session:
            user = await AuthRepository(session).user(caller.agent_id, caller.user_id)
        if user is None:
            raise DataNotFound(fields=["userId"])
        if not await verify_password(user.password_hash, old_password):
            raise BadCredentials("Current password is incorrect", fields=["oldPassword"])
        new_hash = await hash_password(new_password)
        async with ctx.db.write() as session:
            repository = AuthRepository(session)
            await repository.set_password(user.id, new_hash)
            await repository.end_live_sessions(
                user.id, utcnow(), "password", keep=caller.session_id
            )
        self.forget_sessions()

    async def renew(self, ctx: AppContext, refresh_token: str) -> Tokens:
        now = utcnow()
        reuse_of: str | None = None
        async with ctx.db.write() as session:
            repository = AuthRepository(session)
            row = await repository.refresh_token(sha256(refresh_token))
            if row is None or row.expires_at <= now:
                raise TokenInvalid("Refresh token is invalid or expired", system_msg="jwtInvalid")
            auth_session = await repository.get_session(row.session_id)
            assert auth_session is not None
            if auth_session.ended_at is not None:
                _raise_ended(auth_session.end_reason)
            if not await repository.spend_refresh_token(row.id, now):
                reuse_of = row.session_id
            else:
                user = await repository.user(auth_session.agent_id, auth_session.user_id)
                assert user is not None
                _refuse_inactive(user)
                return await self._issue(ctx, session, auth_session, user.user_type, now)
        # A used refresh token came back: end the session it belongs to, in its own transaction
        # so the end is kept although this request fails.
        async with ctx.db.write() as session:
            await AuthRepository(session).end_session(reuse_of, now, "reuse")
        self.forget_sessions()
        raise TokenInvalid(
            "Refresh token was already used; the session has ended", system_msg="jwtInvalid"
        )

    async def logout(self, ctx: AppContext, caller: Caller) -> None:
        async with ctx.db.write() as session:
            await AuthRepository(session).end_session(caller.session_id, utcnow(), "logout")
        self.forget_sessions()

    async def _open_session(
        self,
        ctx: AppContext,
        session: AsyncSession,
        user: UserRow,
        address: str,
        user_agent: str | None,
    ) -> Tokens:
        now = utcnow()
        repository = AuthRepository(session)
        await repository.end_live_sessions(user.id, now, "new_session")
        auth_session = await repository.open_session(user, now, address, user_agent)
        return await self._issue(ctx, session, auth_session, user.user_type, now)

    async def _issue(
        self,
        ctx: AppContext,
        session: AsyncSession,
        auth_session: AuthSession,
        user_type: str,
        now: datetime,
    ) -> Tokens:
        refresh = new_token()
        await AuthRepository(session).add_refresh_token(
            auth_session.id,
            sha256(refresh),
            now + timedelta(seconds=ctx.settings.refresh_token_ttl),
        )
        access = ctx.signer.issue(
            user_id=auth_session.user_id,
            agent_id=auth_session.agent_id,
            session_id=auth_session.id,
            user_type=user_type,
        )
        return Tokens(access, refresh)

    async def begin_attempt(self, ctx: AppContext, account: str, address: str) -> Attempt:
        """Count a login attempt of `account` (any login: a site's user, the company's) from
        `address` as a failure until `attempt_succeeded`, or refuse it (0036)."""
        keys = _throttle_keys(ctx, account, address)
        return Attempt(keys, await self._reserve_attempt(ctx, keys))

    async def attempt_succeeded(self, session: AsyncSession, attempt: Attempt) -> None:
        """The right password: the account at this address starts afresh, and this attempt
        is no failure of the address either (in the caller's transaction)."""
        repository = AuthRepository(session)
        pair, by_address = attempt.keys
        await repository.clear_failures(pair.scope, pair.key)
        await repository.give_back_attempt(
            by_address.scope, by_address.key, attempt.reserved[by_address.scope]
        )

    async def _reserve_attempt(
        self, ctx: AppContext, keys: tuple[ThrottleKey, ...]
    ) -> dict[str, int]:
        """Count this attempt as a failure of each key before the password is judged, or
        refuse it (0036) without judging when a key's window is full. Counting first is
        what bounds simultaneous guesses: each takes its place in the count by one
        conditional statement, in one transaction for all keys (a refusal by one key
        counts against none). Returns each scope's window end (ms) for `give_back`."""
        now_ms = _now_ms()
        async with ctx.db.read() as session:
            # A full window is refused on a read: a burst past the limit never waits for
            # (nor holds up) the database's writer.
            counts = await AuthRepository(session).failure_counts(
                [(k.scope, k.key) for k in keys], now_ms
            )
        for k in keys:
            failures, ends = counts.get((k.scope, k.key), (0, 0))
            if failures >= k.limit:
                raise _throttled(k, ends - now_ms)
        window_ms = ctx.settings.login_window_seconds * 1000
        reserved: dict[str, int] = {}
        async with ctx.db.write() as session:
            repository = AuthRepository(session)
            for k in keys:
                taken = await repository.reserve_attempt(k.scope, k.key, k.limit, now_ms, window_ms)
                if taken is None:
                    ends = await repository.window_end(k.scope, k.key)
                    raise _throttled(k, (ends or now_ms + window_ms) - now_ms)
                failures, reserved[k.scope] = taken
                if k.scope == "address" and failures == 1:
                    # A new window for this address: a good moment to forget ended ones.
                    await repository.prune_failures(now_ms - window_ms)
        return reserved


def _throttle_keys(ctx: AppContext, account: str, address: str) -> tuple[ThrottleKey, ...]:
    """The keys a login attempt counts against, in the order they are locked (the same in
    every transaction, so racing attempts never deadlock): the account at this address, then
    the address. No key is the account alone: failures from one address must never refuse
    the owner's right password from another."""
    settings = ctx.settings
    client = address_key(address)
    return (
        ThrottleKey("pair", f"{account}@{client}"[:200], settings.login_max_failures_account),
        ThrottleKey("address", client, settings.login_max_failures_address),
    )


def _throttled(key: ThrottleKey, wait_ms: int) -> TooManyAttempts:
    wait = max(1, math.ceil(wait_ms / 1000))
    minutes = max(1, math.ceil(wait / 60))
    return TooManyAttempts(
        f"Too many failed logins, please try again in {minutes} minutes",
        fields=["username"] if key.scope == "pair" else None,
        retry_after=wait,
    )


def _now_ms() -> int:
    return int(time.time() * 1000)


def caller_of(claims: AccessClaims, state: SessionState | None) -> Caller:
    """The caller of verified `claims`, given its session's state on the host it came to: an
    ended session, or a host of no agent or of another agent, is refused."""
    if state is None:
        raise TokenInvalid(system_msg="jwtInvalid")
    reason, ended, host_agent_id = state
    if ended:
        _raise_ended(reason)
    # A host name of no agent is no site of the token's agent either: refused like another
    # agent's host, so a token works only where its own agent is served.
    if host_agent_id is None:
        raise PermissionDenied("This host name belongs to no site")
    if host_agent_id != claims.agent_id:
        raise PermissionDenied("This token belongs to another site")
    return Caller(claims.user_id, claims.agent_id, claims.session_id, claims.user_type)


def _raise_ended(reason: str | None) -> None:
    if reason == "new_session":
        raise SessionElsewhere(system_msg="jwtRefreshTokenHasNewSession")
    raise TokenInvalid("This session has ended, please log in again", system_msg="jwtInvalid")


def _refuse_inactive(user: UserRow) -> None:
    if user.status == "inactive":
        raise UserDeactivated()
    if user.status == "suspended":
        raise UserSuspended()
    if user.excluded_until is not None and user.excluded_until > utcnow():
        # The player's own self-exclusion (docs/money.md "Player protection").
        until = user.excluded_until.strftime("%Y-%m-%d %H:%M UTC")
        raise UserSuspended(
            f"You have excluded yourself from play until {until}", system_msg="selfExcluded"
        )


auth_service = AuthService()
