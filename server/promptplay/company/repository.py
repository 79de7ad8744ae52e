"""Every statement of the company's console: its logins and sessions, and the agents it makes
and keeps (across agents: the company belongs to none)."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import func, or_, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from ..core.db import like_pattern
from ..models import (
    Agent,
    AgentDomain,
    AuthSession,
    BankAccount,
    CompanySession,
    CompanyUser,
    Country,
    User,
)


class CompanyRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    # ----- logins and sessions ----------------------------------------------------------------

    async def user_by_username(self, username: str) -> CompanyUser | None:
        statement = select(CompanyUser).where(CompanyUser.username == username)
        return (await self.session.execute(statement)).scalar_one_or_none()

    async def open_session(
        self, user: CompanyUser, token_hash: str, now: datetime, expires: datetime, address: str
    ) -> None:
        """A new session of `user`, ending his others: one live console session per login."""
        await self.end_sessions(user.id, now)
        user.last_login = now
        self.session.add(
            CompanySession(
                id=token_hash,
                user_id=user.id,
                created_at=now,
                expires_at=expires,
                client_address=address[:64],
            )
        )
        await self.session.flush()

    async def live_session(self, token_hash: str, now: datetime) -> tuple[str, int, str] | None:
        """(session id, user id, username) of a live session of an active user, or None."""
        statement = (
            select(CompanySession.id, CompanyUser.id, CompanyUser.username)
            .join(CompanyUser, CompanyUser.id == CompanySession.user_id)
            .where(
                CompanySession.id == token_hash,
                CompanySession.ended_at.is_(None),
                CompanySession.expires_at > now,
                CompanyUser.status == "active",
            )
        )
        row = (await self.session.execute(statement)).first()
        return None if row is None else (row[0], row[1], row[2])

    async def end_session(self, session_id: str, now: datetime) -> None:
        await self.session.execute(
            update(CompanySession)
            .where(CompanySession.id == session_id, CompanySession.ended_at.is_(None))
            .values(ended_at=now)
        )

    async def end_sessions(self, user_id: int, now: datetime) -> None:
        await self.session.execute(
            update(CompanySession)
            .where(CompanySession.user_id == user_id, CompanySession.ended_at.is_(None))
            .values(ended_at=now)
        )

    async def add(self, *rows: object) -> None:
        self.session.add_all(rows)
        await self.session.flush()

    # ----- agents -----------------------------------------------------------------------------

    async def agents(self, q: str) -> list[tuple[Agent, Country]]:
        """Every agent (whose prefix or a domain contains `q`), by prefix."""
        statement = select(Agent, Country).join(Country, Country.id == Agent.country_id)
        if q:
            pattern = like_pattern(q.lower())
            of_domain = select(AgentDomain.agent_id).where(
                AgentDomain.domain.like(pattern, escape="\\")
            )
            statement = statement.where(
                or_(func.lower(Agent.prefix).like(pattern, escape="\\"), Agent.id.in_(of_domain))
            )
        rows = await self.session.execute(statement.order_by(Agent.prefix).limit(500))
        return [(agent, country) for agent, country in rows]

    async def agent(self, prefix: str, *, lock: bool = False) -> tuple[Agent, Country] | None:
        statement = (
            select(Agent, Country)
            .join(Country, Country.id == Agent.country_id)
            .where(Agent.prefix == prefix)
        )
        if lock:
            statement = statement.with_for_update(of=Agent)
        row = (await self.session.execute(statement)).first()
        return None if row is None else (row[0], row[1])

    async def domains(self, agent_ids: list[int]) -> dict[int, list[str]]:
        """Each agent's domains, its primary first."""
        statement = (
            select(AgentDomain.agent_id, AgentDomain.domain)
            .where(AgentDomain.agent_id.in_(agent_ids))
            .order_by(AgentDomain.agent_id, AgentDomain.is_primary.desc(), AgentDomain.id)
        )
        found: dict[int, list[str]] = {agent_id: [] for agent_id in agent_ids}
        for agent_id, domain in await self.session.execute(statement):
            found[agent_id].append(domain)
        return found

    async def players(self, agent_ids: list[int]) -> dict[int, int]:
        statement = (
            select(User.agent_id, func.count())
            .where(User.agent_id.in_(agent_ids), User.user_type == "player")
            .group_by(User.agent_id)
        )
        counted = {agent_id: int(n) for agent_id, n in await self.session.execute(statement)}
        return {agent_id: counted.get(agent_id, 0) for agent_id in agent_ids}

    async def staff(self, agent_id: int) -> list[User]:
        statement = (
            select(User)
            .where(User.agent_id == agent_id, User.user_type == "staff")
            .order_by(User.id)
        )
        return list((await self.session.execute(statement)).scalars())

    async def deposit_accounts(self, agent_id: int) -> int:
        statement = select(func.count()).where(
            BankAccount.agent_id == agent_id,
            BankAccount.player_id.is_(None),
            BankAccount.status == "active",
            BankAccount.bank_account_type.in_(("DEPOSIT", "DEPOSIT/WITHDRAW")),
        )
        return int((await self.session.execute(statement)).scalar_one())

    async def domain_row(self, agent_id: int, domain: str) -> AgentDomain | None:
        statement = select(AgentDomain).where(
            AgentDomain.agent_id == agent_id, AgentDomain.domain == domain
        )
        return (await self.session.execute(statement)).scalar_one_or_none()

    async def remove_domain(self, row: AgentDomain) -> None:
        """Drop `row`; when it was the primary, the agent's oldest other domain takes its
        place."""
        await self.session.delete(row)
        await self.session.flush()
        if row.is_primary:
            statement = (
                select(AgentDomain)
                .where(AgentDomain.agent_id == row.agent_id)
                .order_by(AgentDomain.id)
                .limit(1)
            )
            heir = (await self.session.execute(statement)).scalar_one_or_none()
            if heir is not None:
                heir.is_primary = True
                await self.session.flush()

    async def end_agent_sessions(self, agent_id: int, now: datetime) -> None:
        """Every live session of the agent's users (players and staff) ends."""
        await self.session.execute(
            update(AuthSession)
            .where(AuthSession.agent_id == agent_id, AuthSession.ended_at.is_(None))
            .values(ended_at=now, end_reason="inactive")
        )

    async def save(self) -> None:
        await self.session.flush()
