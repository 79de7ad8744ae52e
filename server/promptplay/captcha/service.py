"""Captcha (DESIGN §5): issued and checked by the server, one use, short-lived."""

from __future__ import annotations

import asyncio
import secrets
from datetime import timedelta

from ..context import AppContext
from ..core.clock import utcnow
from ..core.errors import InvalidData
from ..core.security import new_id, sha256
from . import repository
from .image import png_data_url, render_png

TTL = timedelta(minutes=5)
ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"  # no 0/O, 1/I/L
LENGTH = 5


def random_answer() -> str:
    return "".join(secrets.choice(ALPHABET) for _ in range(LENGTH))


def _normalize(answer: str) -> str:
    return answer.strip().upper()


class CaptchaService:
    ttl_seconds = int(TTL.total_seconds())

    async def issue(self, ctx: AppContext) -> tuple[str, str]:
        """A new challenge: its id and its picture as a PNG data URL. The answer is stored
        hashed, never in clear. Drawing is a few milliseconds of CPU: it runs in a worker
        thread before the write transaction, so neither the event loop nor a writer waits."""
        answer = (ctx.captcha_answer or random_answer)()
        image = png_data_url(await asyncio.to_thread(render_png, answer))
        now = utcnow()
        captcha_id = new_id()
        async with ctx.db.write() as session:
            # Expired challenges are of no use to anyone: drop them as new ones are made.
            await repository.purge_expired(session, now - TTL)
            await repository.add(session, captcha_id, sha256(_normalize(answer)), now + TTL)
        return captcha_id, image

    async def consume(self, ctx: AppContext, captcha_id: str | None, answer: str | None) -> None:
        """Spend the challenge: right or wrong, it cannot be tried again (the spend commits
        before a wrong answer is refused)."""
        if not captcha_id or not answer:
            raise InvalidData("Please enter the captcha", fields=["captcha"])
        async with ctx.db.write() as session:
            stored = await repository.spend(session, captcha_id, utcnow())
        if stored is None or not secrets.compare_digest(stored, sha256(_normalize(answer))):
            raise InvalidData("The captcha is wrong or has expired", fields=["captcha"])


captcha_service = CaptchaService()
