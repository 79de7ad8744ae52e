"""Registration and the player's own account."""

from __future__ import annotations

import re
import secrets
from typing import Any

from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from ..auth.repository import AuthRepository
from ..captcha.service import captcha_service
from ..context import AppContext
from ..core.clock import utcnow
from ..core.errors import BadCredentials, DataNotFound, Duplicate, InvalidData
from ..core.security import hash_password, verify_password
from ..models import Agent, Bank, BankAccount, Country, Player, User, Wallet
from ..reference.repository import ReferenceRepository
from . import rules
from .repository import PlayerRepository, describe_user, wallet_of_user
from .schemas import ChangePasswordBody, RegisterPayload, RegisterResult

_INVITE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
# Unique constraint → the register field it protects.
_CONSTRAINT_FIELDS = (
    ("username", "username"),
    ("tel", "tel"),
    ("bank_account", "bankAccountNo"),
)


class PlayerService:
    async def register(
        self, ctx: AppContext, agent: Agent, body: RegisterPayload, *, captcha_checked: bool = False
    ) -> RegisterResult:
        username = body.username.lower()
        async with ctx.db.read() as session:
            country = await session.get(Country, agent.country_id)
            assert country is not None
            bank = await ReferenceRepository(session).bank_by_code(body.bankCode)
            problems = _field_problems(body, username, country, bank)
            if problems:
                raise InvalidData(fields=list(problems), system_msg="; ".join(problems.values()))
            assert bank is not None
            taken = await PlayerRepository(session, agent.id).taken_fields(
                username, body.tel, bank.id, body.bankAccountNo
            )
        if ctx.settings.captcha_enabled and not captcha_checked:
            await captcha_service.consume(ctx, body.captchaId, body.captcha)
        if taken:
            raise Duplicate("This information is already registered", fields=taken)
        password_hash = await hash_password(body.password)
        try:
            async with ctx.db.write() as session:
                user_id = await self._create(
                    session, agent, country, bank.id, username, password_hash, body
                )
        except IntegrityError as exc:
            raise Duplicate(
                "This information is already registered", fields=_fields_of_integrity_error(exc)
            ) from exc
        user = await describe_user(ctx.db, agent.id, user_id)
        assert user is not None and user.player is not None
        return RegisterResult(user=user, player=user.player)

    async def _create(
        self,
        session: AsyncSession,
        agent: Agent,
        country: Country,
        bank_id: int,
        username: str,
        password_hash: str,
        body: RegisterPayload,
    ) -> int:
        repository = PlayerRepository(session, agent.id)
        user = User(
            agent_id=agent.id,
            username=username,
            password_hash=password_hash,
            user_type="player",
            role_id=5,
            tel=body.tel,
            status="active",
        )
        session.add(user)
        await session.flush()
        invite = await self._new_invite_code(repository)
        player = Player(
            agent_id=agent.id,
            user_id=user.id,
            tel=body.tel,
            line_id=body.lineId or None,
            from_channel=body.fromChannel or None,
            refers=(body.referrer or None),
            alliance_ref=(body.refCode or None),
            invite=invite,
            first_name=_first_name(body.bankAccountName),
            last_name=_last_name(body.bankAccountName),
        )
        session.add(player)
        await session.flush()
        account = BankAccount(
            agent_id=agent.id,
            player_id=player.id,
            bank_id=bank_id,
            bank_account_no=body.bankAccountNo,
            bank_account_name=body.bankAccountName,
            bank_account_type="WITHDRAW",
            currency_code=country.currency_code,
        )
        session.add(account)
        session.add(
            Wallet(agent_id=agent.id, player_id=player.id, currency_code=country.currency_code)
        )
        await session.flush()
        player.bank_account_id = account.id
        return user.id

    async def _new_invite_code(self, repository: PlayerRepository) -> str:
        while True:
            code = "".join(secrets.choice(_INVITE_ALPHABET) for _ in range(8))
            if not await repository.invite_taken(code):
                return code

    async def change_password(
        self,
        ctx: AppContext,
        agent_id: int,
        user_id: int,
        session_id: str,
        body: ChangePasswordBody,
    ) -> None:
        problem = rules.password_problem(body.newPassword)
        if problem:
            raise InvalidData(fields=["newPassword"], system_msg=problem)
        async with ctx.db.read() as session:
            user = await PlayerRepository(session, agent_id).user(user_id)
        if user is None:
            raise DataNotFound(fields=["userId"])
        if not await verify_password(user.password_hash, body.oldPassword):
            raise BadCredentials("Current password is incorrect", fields=["oldPassword"])
        new_hash = await hash_password(body.newPassword)
        async with ctx.db.write() as session:
            row = await session.get(User, user_id)
            assert row is not None
            row.password_hash = new_hash
            # Any other session of this user ends with the old password.
            await AuthRepository(session).end_live_sessions(
                user_id, utcnow(), "password", keep=session_id
            )

    async def wallet(self, ctx: AppContext, agent_id: int, user_id: int) -> Any:
        wallet = await wallet_of_user(ctx.db, agent_id, user_id)
        if wallet is None:
            raise DataNotFound("Wallet not found", fields=["wallet"])
        return wallet


def _field_problems(
    body: RegisterPayload, username: str, country: Country, bank: Bank | None
) -> dict[str, str]:
    problems: dict[str, str] = {}
    checks = {
        "username": rules.username_problem(username),
        "password": rules.password_problem(body.password),
        "tel": rules.phone_problem(body.tel, country.phone_pattern),
    }
    problems.update({field: why for field, why in checks.items() if why})
    if bank is None or bank.country_id != country.id:
        problems["bankCode"] = "bank is not one of this country's banks"
    else:
        why = rules.account_no_problem(body.bankAccountNo, bank.account_no_min, bank.account_no_max)
        if why:
            problems["bankAccountNo"] = why
    if not re.search(r"\w", body.bankAccountName):
        problems["bankAccountName"] = "bank account name is required"
    if body.currencyCode and body.currencyCode.upper() != country.currency_code:
        problems["currencyCode"] = f"this site deals in {country.currency_code}"
    return problems


def _first_name(full_name: str) -> str:
    return full_name.split()[0][:100] if full_name.split() else full_name[:100]


def _last_name(full_name: str) -> str | None:
    parts = full_name.split(maxsplit=1)
    return parts[1][:100] if len(parts) > 1 else None


def _fields_of_integrity_error(exc: IntegrityError) -> list[str]:
    text = str(exc.orig).lower()
    fields = [field for marker, field in _CONSTRAINT_FIELDS if marker in text]
    return fields or ["username"]


player_service = PlayerService()
