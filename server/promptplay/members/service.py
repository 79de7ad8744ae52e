"""The agent's staff on its players: a player's status (suspended answers 0005 at login,
inactive 0004), a new password, contact details and withdrawal account, each ending or
keeping sessions as it must, audited; and the blacklist of phone numbers and bank accounts
that registration refuses (1002). Only the staff's own agent's players: any other id is 0040.
Sessions end in the change's own transaction; the kept session answers are dropped after it
commits, so the very next call of an ended session is refused (0030, spec §4: logout)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from ..agent.service import agent_service
from ..auth import rules as identity_rules
from ..auth.repository import AuthRepository
from ..auth.service import auth_service
from ..backoffice.repository import record_audit
from ..context import AppContext
from ..core.clock import utcnow
from ..core.errors import Blacklisted, DataNotFound, Duplicate, InvalidData
from ..core.security import hash_password
from ..models import Agent, BankAccount, BlacklistEntry, Player, User
from ..player import rules as player_rules
from ..wire import BankAccount as BankAccountOut
from .repository import MembersRepository
from .schemas import (
    BankChangeBody,
    BlacklistBody,
    BlacklistEntryOut,
    MemberProfile,
    PasswordBody,
    ProfileBody,
    StatusBody,
)

if TYPE_CHECKING:
    from ..cashier.service import Staff

EMAIL = re.compile(r"[^@\s]+@[^@\s]+\.[^@\s]+")


class MembersService:
    async def profile(self, ctx: AppContext, staff: Staff, player_id: int) -> MemberProfile:
        async with ctx.db.read() as session:
            repository = MembersRepository(session, staff.agent.id)
            player, user = _own(await repository.player(player_id))
            return await _profile(repository, player, user)

    async def set_status(
        self, ctx: AppContext, staff: Staff, player_id: int, body: StatusBody
    ) -> MemberProfile:
        """Set the player's status; suspending or deactivating ends every session of his at
        once. Setting the status he has changes nothing."""
        async with ctx.db.write() as session:
            repository = MembersRepository(session, staff.agent.id)
            player, user = _own(await repository.player_for_update(player_id))
            before = user.status
            if before != body.status:
                user.status = body.status
                if body.status != "active":
                    await AuthRepository(session).end_live_sessions(user.id, utcnow(), body.status)
                await repository.save()
                record_audit(
                    session,
                    staff,
                    "player.status",
                    "player",
                    player.id,
                    before=before,
                    after=body.status,
                    reason=body.reason,
                )
            out = await _profile(repository, player, user)
        auth_service.forget_sessions()
        return out

    async def reset_password(
        self, ctx: AppContext, staff: Staff, player_id: int, body: PasswordBody
    ) -> None:
        """A new password the staff hand to the player (who asked them, having lost his);
        every session of his ends. Audited without the password."""
        problem = identity_rules.password_problem(body.password)
        if problem:
            raise InvalidData(problem, fields=["password"])
        new_hash = await hash_password(body.password)
        async with ctx.db.write() as session:
            repository = MembersRepository(session, staff.agent.id)
            player, user = _own(await repository.player_for_update(player_id))
            user.password_hash = new_hash
            await AuthRepository(session).end_live_sessions(user.id, utcnow(), "password")
            await repository.save()
            record_audit(session, staff, "player.password", "player", player.id)
        auth_service.forget_sessions()

    async def update_profile(
        self, ctx: AppContext, staff: Staff, player_id: int, body: ProfileBody
    ) -> MemberProfile:
        """The player's phone, e-mail, names and LINE id (audited): a phone of the agent's
        country held by no other player and not blacklisted."""
        async with ctx.db.write() as session:
            agent = await agent_service.get_agent(session, staff.agent.id)
            repository = MembersRepository(session, agent.id)
            player, user = _own(await repository.player_for_update(player_id))
            before = _contact(player, user)
            if body.tel != player.tel:
                await _check_tel(repository, agent, body.tel, player.id)
            if body.email and not EMAIL.fullmatch(body.email):
                raise InvalidData("e-mail address is not valid", fields=["email"])
            player.tel = body.tel
            user.tel = body.tel
            user.email = body.email or None
            player.first_name = body.firstName or None
            player.last_name = body.lastName or None
            player.nick_name = body.nickName or None
            player.line_id = body.lineId or None
            await repository.save()
            record_audit(
                session,
                staff,
                "player.profile",
                "player",
                player.id,
                before=before,
                after=_contact(player, user),
            )
            return await _profile(repository, player, user)

    async def change_bank_account(
        self, ctx: AppContext, staff: Staff, player_id: int, body: BankChangeBody
    ) -> MemberProfile:
        """A new withdrawal account for the player (audited with the reason): a bank of the
        agent's country, a number of its length held by no one of the agent and not
        blacklisted. The old account is kept, inactive, with the requests that name it: a
        withdrawal already filed is paid where it was asked to be, none new goes there."""
        async with ctx.db.write() as session:
            agent = await agent_service.get_agent(session, staff.agent.id)
            repository = MembersRepository(session, agent.id)
            player, user = _own(await repository.player_for_update(player_id))
            bank = await repository.bank(agent.country_id, body.bankCode)
            if bank is None:
                raise InvalidData("No such bank in the agent's country", fields=["bankCode"])
            problem = player_rules.account_no_problem(
                body.bankAccountNo, bank.account_no_min, bank.account_no_max
            )
            if problem:
                raise InvalidData(problem, fields=["bankAccountNo"])
            if not re.search(r"\w", body.bankAccountName):
                raise InvalidData("bank account name is required", fields=["bankAccountName"])
            listed = player_rules.blacklisted_account(bank.code, body.bankAccountNo)
            if await repository.blacklisted("bank_account", listed):
                raise Blacklisted(fields=["bankAccountNo"])
            if await repository.account_taken(bank.id, body.bankAccountNo):
                raise Duplicate("This bank account is already registered", fields=["bankAccountNo"])
            old = await repository.bank_account(player.bank_account_id)
            if old is not None:
                old[0].status = "inactive"
            account = BankAccount(
                agent_id=agent.id,
                player_id=player.id,
                bank_id=bank.id,
                bank_account_no=body.bankAccountNo,
                bank_account_name=" ".join(body.bankAccountName.split()),
                bank_account_type="WITHDRAW",
                status="active",
                currency_code=(await repository.country(agent.country_id)).currency_code,
            )
            await repository.add(account)
            player.bank_account_id = account.id
            await repository.save()
            record_audit(
                session,
                staff,
                "player.bank_account",
                "player",
                player.id,
                before=_account_logged(old[0], old[1].code) if old else None,
                after=_account_logged(account, bank.code),
                reason=body.reason,
            )
            return await _profile(repository, player, user)

    async def blacklist(self, ctx: AppContext, staff: Staff) -> list[BlacklistEntryOut]:
        async with ctx.db.read() as session:
            rows = await MembersRepository(session, staff.agent.id).blacklist()
        return [_entry(row) for row in rows]

    async def add_to_blacklist(
        self, ctx: AppContext, staff: Staff, body: BlacklistBody
    ) -> BlacklistEntryOut:
        """Refuse a phone number or a bank account from now on (audited). Players who hold it
        already keep their accounts: staff suspend them if they must."""
        async with ctx.db.write() as session:
            agent = await agent_service.get_agent(session, staff.agent.id)
            repository = MembersRepository(session, agent.id)
            value = await _listed_value(repository, agent, body)
            if await repository.blacklisted(body.kind, value):
                raise Duplicate("Already blacklisted", fields=_fields_of(body.kind))
            entry = BlacklistEntry(
                agent_id=agent.id,
                kind=body.kind,
                value=value,
                reason=body.reason,
                staff_user_id=staff.user_id,
            )
            await repository.add(entry)
            record_audit(
                session,
                staff,
                "blacklist.add",
                "blacklist_entry",
                entry.id,
                kind=body.kind,
                value=value,
                reason=body.reason,
            )
            return _entry(entry)

    async def remove_from_blacklist(self, ctx: AppContext, staff: Staff, entry_id: int) -> None:
        async with ctx.db.write() as session:
            repository = MembersRepository(session, staff.agent.id)
            entry = await repository.blacklist_entry(entry_id)
            if entry is None:
                raise DataNotFound("Blacklist entry not found", fields=["entryId"])
            record_audit(
                session,
                staff,
                "blacklist.remove",
                "blacklist_entry",
                entry.id,
                kind=entry.kind,
                value=entry.value,
            )
            await repository.remove_blacklist_entry(entry.id)


def _own(found: tuple[Player, User] | None) -> tuple[Player, User]:
    """A player of the staff's own agent; any other id (another agent's, none) is 0040."""
    if found is None:
        raise DataNotFound("Player not found", fields=["playerId"])
    return found


async def _check_tel(
    repository: MembersRepository, agent: Agent, tel: str, player_id: int | None
) -> None:
    country = await repository.country(agent.country_id)
    problem = player_rules.phone_problem(tel, country.phone_pattern)
    if problem:
        raise InvalidData(problem, fields=["tel"])
    if await repository.blacklisted("tel", tel):
        raise Blacklisted(fields=["tel"])
    if player_id is not None and await repository.tel_of_another(tel, player_id):
        raise Duplicate("This phone number is already registered", fields=["tel"])


async def _listed_value(repository: MembersRepository, agent: Agent, body: BlacklistBody) -> str:
    """The value a blacklist entry keeps, once it is a phone of the agent's country or a
    bank account of one of its banks."""
    if body.kind == "tel":
        if not body.tel:
            raise InvalidData("the phone number is required", fields=["tel"])
        country = await repository.country(agent.country_id)
        problem = player_rules.phone_problem(body.tel, country.phone_pattern)
        if problem:
            raise InvalidData(problem, fields=["tel"])
        return body.tel
    if not body.bankCode:
        raise InvalidData("the bank is required", fields=["bankCode"])
    bank = await repository.bank(agent.country_id, body.bankCode)
    if bank is None:
        raise InvalidData("No such bank in the agent's country", fields=["bankCode"])
    problem = player_rules.account_no_problem(
        body.bankAccountNo or "", bank.account_no_min, bank.account_no_max
    )
    if problem:
        raise InvalidData(problem, fields=["bankAccountNo"])
    return player_rules.blacklisted_account(bank.code, body.bankAccountNo or "")


def _fields_of(kind: str) -> list[str]:
    return ["tel"] if kind == "tel" else ["bankCode", "bankAccountNo"]


async def _profile(repository: MembersRepository, player: Player, user: User) -> MemberProfile:
    found = await repository.bank_account(player.bank_account_id)
    return MemberProfile(
        id=player.id,
        userId=user.id,
        username=user.username,
        status=user.status,  # type: ignore[arg-type]
        tel=player.tel,
        email=user.email,
        firstName=player.first_name,
        lastName=player.last_name,
        nickName=player.nick_name,
        lineId=player.line_id,
        bankAccount=BankAccountOut.of(*found) if found else None,
    )


def _contact(player: Player, user: User) -> dict[str, Any]:
    return {
        "tel": player.tel,
        "email": user.email,
        "firstName": player.first_name,
        "lastName": player.last_name,
        "nickName": player.nick_name,
        "lineId": player.line_id,
    }


def _account_logged(account: BankAccount, bank_code: str) -> dict[str, Any]:
    return {
        "id": account.id,
        "bankCode": bank_code,
        "bankAccountNo": account.bank_account_no,
        "bankAccountName": account.bank_account_name,
    }


def _entry(row: BlacklistEntry) -> BlacklistEntryOut:
    return BlacklistEntryOut(
        id=row.id,
        kind=row.kind,  # type: ignore[arg-type]
        value=row.value,
        reason=row.reason,
        createdAt=row.created_at,
    )


members_service = MembersService()
