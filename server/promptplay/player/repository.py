from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sqlalchemy import Select, bindparam, select
from sqlalchemy.ext.asyncio import AsyncSession

from ..core.db import Database, HotRead, columns_of, rows_of
from ..models import Bank, BankAccount, Player, User, Wallet
from .schemas import User as UserOut
from .schemas import player_of, user_of

_WALLET_OF_USER = HotRead(
    select(*columns_of(Wallet))
    .join(Player, Player.id == Wallet.player_id)
    .where(Player.user_id == bindparam("user_id"), Player.agent_id == bindparam("agent_id"))
)


async def wallet_of_user(db: Database, agent_id: int, user_id: int) -> Any | None:
    """The wallet of a player's user, with `Wallet`'s attributes: read on most pages."""
    rows = await db.hot(_WALLET_OF_USER, agent_id=agent_id, user_id=user_id)
    return rows_of(rows[0], Wallet)[0] if rows else None


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


class PlayerRepository:
    """Every statement is scoped to one agent."""

    def __init__(self, session: AsyncSession, agent_id: int) -> None:
        self.session = session
        self.agent_id = agent_id

    async def user_by_username(self, username: str, user_type: str = "player") -> User | None:
        statement = select(User).where(
            User.agent_id == self.agent_id,
            User.user_type == user_type,
            User.username == username,
        )
        return (await self.session.execute(statement)).scalar_one_or_none()

    async def user(self, user_id: int) -> User | None:
        statement = select(User).where(User.agent_id == self.agent_id, User.id == user_id)
        return (await self.session.execute(statement)).scalar_one_or_none()

    async def taken_fields(
        self, username: str, tel: str, bank_id: int, account_no: str
    ) -> list[str]:
        taken: list[str] = []
        if await self.user_by_username(username) is not None:
            taken.append("username")
        tel_used = select(Player.id).where(Player.agent_id == self.agent_id, Player.tel == tel)
        if (await self.session.execute(tel_used)).first():
            taken.append("tel")
        account_used = select(BankAccount.id).where(
            BankAccount.agent_id == self.agent_id,
            BankAccount.bank_id == bank_id,
            BankAccount.bank_account_no == account_no,
        )
        if (await self.session.execute(account_used)).first():
            taken.append("bankAccountNo")
        return taken

    async def invite_taken(self, code: str) -> bool:
        statement = select(Player.id).where(Player.agent_id == self.agent_id, Player.invite == code)
        return (await self.session.execute(statement)).first() is not None
