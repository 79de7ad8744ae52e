"""Captcha (DESIGN §5): issued and checked by the server, one use, short-lived."""

from __future__ import annotations

import base64
import secrets
from datetime import timedelta
from xml.sax.saxutils import escape

from sqlalchemy import delete, update
from sqlalchemy.ext.asyncio import AsyncSession

from ..core.context import AppContext
from ..core.errors import InvalidData
from ..core.security import new_id, sha256
from ..models import Captcha
from ..models.base import utcnow

TTL = timedelta(minutes=5)
ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"  # no 0/O, 1/I/L
LENGTH = 5


def random_answer() -> str:
    return "".join(secrets.choice(ALPHABET) for _ in range(LENGTH))


def render_svg(answer: str) -> str:
    rnd = secrets.SystemRandom()
    width, height = 150, 50
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}"><rect width="100%" height="100%" fill="#f3f4f6"/>'
    ]
    for _ in range(6):
        parts.append(
            f'<line x1="{rnd.randint(0, width)}" y1="{rnd.randint(0, height)}" '
            f'x2="{rnd.randint(0, width)}" y2="{rnd.randint(0, height)}" '
            f'stroke="#{rnd.randint(0x555555, 0xAAAAAA):06x}" stroke-width="1.5"/>'
        )
    for i, char in enumerate(answer):
        x, y = 16 + i * 26, rnd.randint(32, 40)
        parts.append(
            f'<text x="{x}" y="{y}" transform="rotate({rnd.randint(-25, 25)} {x} {y})" '
            f'font-family="monospace" font-size="28" font-weight="700" '
            f'fill="#{rnd.randint(0x111111, 0x444444):06x}">{escape(char)}</text>'
        )
    parts.append("</svg>")
    return "data:image/svg+xml;base64," + base64.b64encode("".join(parts).encode()).decode()


def _normalize(answer: str) -> str:
    return answer.strip().upper()


class CaptchaService:
    async def issue(self, session: AsyncSession, answer: str) -> tuple[str, str, int]:
        now = utcnow()
        # Expired challenges are of no use to anyone: drop them as new ones are made.
        await session.execute(delete(Captcha).where(Captcha.expires_at < now - TTL))
        captcha_id = new_id()
        session.add(
            Captcha(id=captcha_id, answer_hash=sha256(_normalize(answer)), expires_at=now + TTL)
        )
        await session.flush()
        return captcha_id, render_svg(answer), int(TTL.total_seconds())

    async def consume(self, ctx: AppContext, captcha_id: str | None, answer: str | None) -> None:
        """Spend the challenge: right or wrong, it cannot be tried again (the spend commits
        before a wrong answer is refused)."""
        if not captcha_id or not answer:
            raise InvalidData("Please enter the captcha", fields=["captcha"])
        now = utcnow()
        async with ctx.db.write() as session:
            result = await session.execute(
                update(Captcha)
                .where(
                    Captcha.id == captcha_id, Captcha.used_at.is_(None), Captcha.expires_at > now
                )
                .values(used_at=now)
                .returning(Captcha.answer_hash)
            )
            stored = result.scalar_one_or_none()
        if stored is None or not secrets.compare_digest(stored, sha256(_normalize(answer))):
            raise InvalidData("The captcha is wrong or has expired", fields=["captcha"])


captcha_service = CaptchaService()
