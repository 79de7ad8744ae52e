from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from sqlalchemy import bindparam, or_, select
from sqlalchemy.ext.asyncio import AsyncSession

from ..core.db import Database, HotRead, columns_of, rows_of
from ..models import Alliance, BankAccount, BlacklistEntry, Player, User, Wallet

_WALLET_OF_USER = HotRead(
    select(*columns_of(Wallet))
    .join(Player, Player.id == Wallet.player_id)
    .where(Player.user_id == bindparam("user_id"), Player.agent_id == bindparam("agent_id"))
)


async def wallet_of_user(db: Database, agent_id: int, user_id: int) -> Any | None:
    """The wallet of a player's user, with `Wallet`'s attributes: read on most pages."""
    rows = await db.hot(_WALLET_OF_USER, agent_id=agent_id, user_id=user_id)
    return rows_of(rows[0], Wallet)[0] if rows else None


@dataclass(frozen=True)
class Referral:
    """Who brought the player (docs/income.md §2): his referrer and alliance, whether the
    referral looked like the referrer's own, and the device he registered from."""

    referrer_id: int | None = None
    self_referral: bool = False
    alliance_id: int | None = None
    device_id: str | None = None


@dataclass(frozen=True)
class NewPlayer:
    """What registration writes: the user, the player, the withdrawal account."""

    username: str
    password_hash: str
    tel: str
    line_id: str | None
    from_channel: str | None
    refers: str | None
    alliance_ref: str | None
    invite: str
    referral: Referral
    first_name: str
    last_name: str | None
    bank_id: int
    bank_account_no: str
    bank_account_name: str
    currency_code: str


class PlayerRepository:
    """Every statement is scoped to one agent."""

    def __init__(self, session: AsyncSession, agent_id: int) -> None:
        self.session = session
        self.agent_id = agent_id

    async def blacklisted_fields(self, tel: str | None, bank_account: str | None) -> list[str]:
        """The fields whose value the agent refuses: `tel`, and `bankAccountNo` for a bank
        account named as rules.blacklisted_account names it."""
        wanted = [("tel", tel), ("bank_account", bank_account)]
        conditions = [
            (BlacklistEntry.kind == kind) & (BlacklistEntry.value == value)
            for kind, value in wanted
            if value
        ]
        if not conditions:
            return []
        statement = select(BlacklistEntry.kind).where(
            BlacklistEntry.agent_id == self.agent_id, or_(*conditions)
        )
        kinds = set((await self.session.execute(statement)).scalars())
        return [
            field
            for kind, field in (("tel", "tel"), ("bank_account", "bankAccountNo"))
            if kind in kinds
        ]

    async def taken_fields(
        self, username: str, tel: str, bank_id: int, account_no: str
    ) -> list[str]:
        taken: list[str] = []
        username_used = select(User.id).where(
            User.agent_id == self.agent_id, User.user_type == "player", User.username == username
        )
        if (await self.session.execute(username_used)).first():
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

    async def referrer(self, code: str) -> tuple[int, str | None, str | None] | None:
        """The player whose affiliate code this is: (id, device, bank account name)."""
        statement = (
            select(Player.id, Player.device_id, BankAccount.bank_account_name)
            .outerjoin(BankAccount, BankAccount.id == Player.bank_account_id)
            .where(Player.agent_id == self.agent_id, Player.invite == code.upper())
        )
        row = (await self.session.execute(statement)).first()
        return (int(row[0]), row[1], row[2]) if row is not None else None

    async def alliance_id(self, code: str) -> int | None:
        """The active alliance a /al/{code} link names."""
        statement = select(Alliance.id).where(
            Alliance.agent_id == self.agent_id,
            Alliance.code == code.upper(),
            Alliance.active.is_(True),
        )
        return (await self.session.execute(statement)).scalar_one_or_none()

    async def invite_taken(self, code: str) -> bool:
        statement = select(Player.id).where(Player.agent_id == self.agent_id, Player.invite == code)
        return (await self.session.execute(statement)).first() is not None

    async def create(self, new: NewPlayer) -> int:
        """The user, the player, its withdrawal bank account and its wallet; the user's id."""
        user = User(
            agent_id=self.agent_id,
            username=new.username,
            password_hash=new.password_hash,
            user_type="player",
            role_id=5,
            tel=new.tel,
            status="active",
        )
        self.session.add(user)
        await self.session.flush()
        player = Player(
            agent_id=self.agent_id,
            user_id=user.id,
            tel=new.tel,
            line_id=new.line_id,
            from_channel=new.from_channel,
            refers=new.refers,
            alliance_ref=new.alliance_ref,
            invite=new.invite,
            referrer_id=new.referral.referrer_id,
            self_referral=new.referral.self_referral,
            alliance_id=new.referral.alliance_id,
            device_id=new.referral.device_id,
            first_name=new.first_name,
            last_name=new.last_name,
        )
        self.session.add(player)
        await self.session.flush()
        account = BankAccount(
            agent_id=self.agent_id,
            player_id=player.id,
            bank_id=new.bank_id,
            bank_account_no=new.bank_account_no,
            bank_account_name=new.bank_account_name,
            bank_account_type="WITHDRAW",
            currency_code=new.currency_code,
        )
        self.session.add(account)
        self.session.add(
            Wallet(agent_id=self.agent_id, player_id=player.id, currency_code=new.currency_code)
        )
        await self.session.flush()
        player.bank_account_id = account.id
        return user.id
