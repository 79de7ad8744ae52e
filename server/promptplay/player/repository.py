from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncSession

from ..models import Bank, BankAccount, Player, User, Wallet
from .schemas import User as UserOut
from .schemas import player_of, user_of


async def wallet_of_user(connection: AsyncConnection, agent_id: int, user_id: int) -> Wallet | None:
    """The wallet of a player's user: one Core statement, as the balance is read often."""
    statement = (
        select(*Wallet.__table__.columns)
        .join(Player, Player.id == Wallet.player_id)
        .where(Player.user_id == user_id, Player.agent_id == agent_id)
    )
    row = (await connection.execute(statement)).mappings().first()
    return Wallet(**row) if row is not None else None


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

    async def describe_user(self, user_id: int) -> UserOut | None:
        """The user with player, wallet and bank account, in one round trip."""
        statement = (
            select(User, Player, Wallet, BankAccount, Bank)
            .outerjoin(Player, Player.user_id == User.id)
            .outerjoin(Wallet, Wallet.player_id == Player.id)
            .outerjoin(BankAccount, BankAccount.id == Player.bank_account_id)
            .outerjoin(Bank, Bank.id == BankAccount.bank_id)
            .where(User.id == user_id, User.agent_id == self.agent_id)
        )
        row = (await self.session.execute(statement)).first()
        if row is None:
            return None
        user, player, wallet, account, bank = row
        described = player_of(player, wallet, account, bank) if player and wallet else None
        return user_of(user, described)
