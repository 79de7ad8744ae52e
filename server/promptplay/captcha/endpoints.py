from __future__ import annotations

from fastapi import APIRouter
from pydantic import BaseModel

from ..core.deps import Ctx
from ..core.envelope import ERROR_RESPONSES, Ok, ok
from .service import captcha_service, random_answer

router = APIRouter(tags=["identity"], responses=ERROR_RESPONSES)


class CaptchaOut(BaseModel):
    captchaId: str
    image: str
    expiresIn: int


@router.get("/captcha", response_model=Ok[CaptchaOut])
async def captcha(ctx: Ctx) -> Ok[CaptchaOut]:
    answer = (ctx.captcha_answer or random_answer)()
    async with ctx.db.write() as session:
        captcha_id, image, ttl = await captcha_service.issue(session, answer)
    return ok(CaptchaOut(captchaId=captcha_id, image=image, expiresIn=ttl))
