"""Forgot password without a person awake (docs/api.md "Forgot password"): a player names his
account and the phone he registered with; a six-digit code goes to that phone through the
configured sender (senders.py); the code, good for RECOVERY_CODE_TTL seconds and a few tries,
sets a new password once and ends every session of his. The answer to a request never says
whether the account and phone matched. Requests are limited per client address (the
`recovery` rate limit) and codes per player and hour (RECOVERY_CODES_PER_HOUR)."""

from __future__ import annotations

import hashlib
import hmac
import logging
import secrets
from datetime import timedelta

from ..agent.service import agent_service
from ..auth import rules as identity_rules
from ..auth.repository import AuthRepository
from ..auth.service import auth_service
from ..content.service import brand_of
from ..context import AppContext
from ..core.clock import utcnow
from ..core.errors import InvalidData, TooManyAttempts
from ..core.security import hash_password
from ..models import PasswordReset
from .repository import RecoveryRepository
from .schemas import CodeSent, ForgotBody, ResetBody
from .senders import Message, sender_of

log = logging.getLogger("promptplay.recovery")

MAX_ATTEMPTS = 5  # wrong codes before the code is dead
CODE_DIGITS = 6


def code_hash(secret: str, user_id: int, code: str) -> str:
    """A code as it is kept: keyed, so a copy of the table alone cannot be tried offline."""
    return hmac.new(secret.encode(), f"{user_id}:{code}".encode(), hashlib.sha256).hexdigest()


class RecoveryService:
    async def send_code(
        self, ctx: AppContext, host: str, body: ForgotBody, address: str
    ) -> CodeSent:
        """A new code to the phone of the active player that the username and phone name
        together (replacing any code sent before); the same answer for anyone else."""
        settings = ctx.settings
        async with ctx.db.read() as session:
            agent = await agent_service.require_agent(session, host, body.agentPrefix)
        now = utcnow()
        code = f"{secrets.randbelow(10**CODE_DIGITS):0{CODE_DIGITS}d}"
        message: Message | None = None
        async with ctx.db.write() as session:
            repository = RecoveryRepository(session, agent.id)
            found = await repository.player_user(body.username.strip().lower())
            if found is not None and found[1].tel == body.tel and found[0].status == "active":
                user, player = found
                sent = await repository.codes_since(user.id, now - timedelta(hours=1))
                if sent >= settings.recovery_codes_per_hour:
                    raise TooManyAttempts(
                        "Too many codes were sent to this phone, please try again later",
                        retry_after=3600,
                    )
                await repository.end_codes(user.id, now)
                await repository.add(
                    PasswordReset(
                        agent_id=agent.id,
                        user_id=user.id,
                        code_hash=code_hash(settings.resolved_secret_key, user.id, code),
                        expires_at=now + timedelta(seconds=settings.recovery_code_ttl),
                        attempts=0,
                        address=address[:64],
                    )
                )
                minutes = settings.recovery_code_ttl // 60
                message = Message(
                    agent=agent.prefix,
                    to=player.tel,
                    line_id=player.line_id,
                    text=(
                        f"{brand_of(agent)}: รหัสตั้งรหัสผ่านใหม่ {code} (ใช้ได้ {minutes} นาที) / "
                        f"password reset code {code}, valid {minutes} min"
                    ),
                )
        if message is not None:
            try:
                await sender_of(settings).send(message)
            except Exception:
                # The player may ask again; the answer must not tell who has an account.
                log.exception("the recovery code for a player of %s was not sent", agent.prefix)
        return CodeSent(sent=True, expiresIn=settings.recovery_code_ttl)

    async def reset(self, ctx: AppContext, host: str, body: ResetBody) -> None:
        """The new password for the player's live code; every session of his ends and the
        code is spent. A wrong code counts against it; after MAX_ATTEMPTS it is dead."""
        problem = identity_rules.password_problem(body.newPassword)
        if problem:
            raise InvalidData(problem, fields=["newPassword"])
        async with ctx.db.read() as session:
            agent = await agent_service.require_agent(session, host, body.agentPrefix)
        new_hash = await hash_password(body.newPassword)
        secret = ctx.settings.resolved_secret_key
        now = utcnow()
        done = False
        async with ctx.db.write() as session:
            repository = RecoveryRepository(session, agent.id)
            found = await repository.player_user(body.username.strip().lower())
            user = await repository.user_for_update(found[0].id) if found else None
            code = await repository.live_code(user.id, now) if user else None
            if user is not None and code is not None and code.attempts < MAX_ATTEMPTS:
                if hmac.compare_digest(code.code_hash, code_hash(secret, user.id, body.code)):
                    user.password_hash = new_hash
                    await repository.end_codes(user.id, now)
                    await AuthRepository(session).end_live_sessions(user.id, now, "password")
                    done = True
                else:
                    code.attempts += 1  # kept: the refusal below comes after the commit
                await repository.save()
        if not done:
            raise InvalidData("The code is wrong or has expired", fields=["code"])
        auth_service.forget_sessions()


recovery_service = RecoveryService()
