"""Registration and the player's own account."""

from __future__ import annotations

import re
import secrets
from typing import Any

from sqlalchemy.exc import IntegrityError

from ..agent import templates
from ..agent.service import agent_service, payment_channels
from ..auth import rules as identity_rules
from ..auth.service import auth_service
from ..captcha.service import captcha_service
from ..context import AppContext
from ..core.errors import Blacklisted, DataNotFound, Duplicate, InvalidData
from ..core.security import hash_password
from ..models import Agent, Bank, Country
from ..reference.repository import ReferenceRepository
from . import rules
from .repository import NewPlayer, PlayerRepository, Referral, wallet_of_user
from .schemas import PlayerConfiguration, RegisterPayload, RegisterResult, Rule

_INVITE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
# Unique constraint → the register field it protects.
_CONSTRAINT_FIELDS = (
    ("username", "username"),
    ("tel", "tel"),
    ("bank_account", "bankAccountNo"),
)


class PlayerService:
    async def register(
        self, ctx: AppContext, host: str, body: RegisterPayload, *, captcha_checked: bool = False
    ) -> RegisterResult:
        """A new player of the host's agent (or the one `prefixAgent` names where the host is
        no agent's), with a wallet in the agent's currency and the withdrawal account."""
        username = body.username.lower()
        async with ctx.db.read() as session:
            agent = await agent_service.require_agent(
                session, host, body.prefixAgent, field="prefixAgent"
            )
            references = ReferenceRepository(session)
            country = await references.country(agent.country_id)
            assert country is not None
            bank = await references.bank_by_code(body.bankCode)
            problems = _field_problems(body, username, country, bank)
            if problems:
                raise InvalidData(fields=list(problems), system_msg="; ".join(problems.values()))
            assert bank is not None
            repository = PlayerRepository(session, agent.id)
            blocked = await repository.blacklisted_fields(
                body.tel, rules.blacklisted_account(bank.code, body.bankAccountNo)
            )
            taken = await repository.taken_fields(username, body.tel, bank.id, body.bankAccountNo)
            referral = await _referral(repository, body)
        if ctx.settings.captcha_enabled and not captcha_checked:
            await captcha_service.consume(ctx, body.captchaId, body.captcha)
        if blocked:
            raise Blacklisted(fields=blocked)
        if taken:
            raise Duplicate("This information is already registered", fields=taken)
        password_hash = await hash_password(body.password)
        try:
            async with ctx.db.write() as session:
                repository = PlayerRepository(session, agent.id)
                user_id = await repository.create(
                    NewPlayer(
                        username=username,
                        password_hash=password_hash,
                        tel=body.tel,
                        line_id=body.lineId or None,
                        from_channel=body.fromChannel or None,
                        refers=body.referrer or None,
                        alliance_ref=body.refCode or None,
                        invite=await self._new_invite_code(repository),
                        referral=referral,
                        first_name=_first_name(body.bankAccountName),
                        last_name=_last_name(body.bankAccountName),
                        bank_id=bank.id,
                        bank_account_no=body.bankAccountNo,
                        bank_account_name=body.bankAccountName,
                        currency_code=country.currency_code,
                    )
                )
        except IntegrityError as exc:
            raise Duplicate(
                "This information is already registered", fields=_fields_of_integrity_error(exc)
            ) from exc
        user = await auth_service.describe(ctx, agent.id, user_id)
        assert user.player is not None
        return RegisterResult(user=user, player=user.player)

    async def _new_invite_code(self, repository: PlayerRepository) -> str:
        while True:
            code = "".join(secrets.choice(_INVITE_ALPHABET) for _ in range(8))
            if not await repository.invite_taken(code):
                return code

    async def configuration(self, ctx: AppContext, agent: Agent) -> PlayerConfiguration:
        """What the agent's site needs before a player signs in: contact, the field rules."""
        stored = templates.player_configuration(agent.player_configuration)
        currency = await agent_service.currency(ctx, agent)
        return PlayerConfiguration(
            contact=stored["contact"],
            autoPromotion=stored["autoPromotion"],
            # Vouchers are offered only where they can be paid into the agent's own wallet.
            giftTrueMoney="TRUEMONEY" in payment_channels(agent, currency),
            captcha=ctx.settings.captcha_enabled,
            usernameRule=Rule(
                minLength=identity_rules.USERNAME_MIN,
                maxLength=identity_rules.USERNAME_MAX,
                pattern=identity_rules.USERNAME_PATTERN.pattern,
            ),
            passwordRule=Rule(
                minLength=identity_rules.PASSWORD_MIN, maxLength=identity_rules.PASSWORD_MAX
            ),
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
        "username": identity_rules.username_problem(username),
        "password": identity_rules.password_problem(body.password),
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


async def _referral(repository: PlayerRepository, body: RegisterPayload) -> Referral:
    """The referrer and alliance the registration names (docs/income.md §2): a code that
    names no one is ignored; a referral from the referrer's own device or bank account name
    is kept but marked, and earns nothing."""
    referrer_id, self_referral = None, False
    if body.referrer:
        found = await repository.referrer(body.referrer)
        if found is not None:
            referrer_id, device, bank_name = found
            self_referral = bool(body.deviceId and device == body.deviceId) or rules.same_person(
                bank_name, body.bankAccountName
            )
    alliance_id = await repository.alliance_id(body.refCode) if body.refCode else None
    return Referral(referrer_id, self_referral, alliance_id, body.deviceId or None)
