from __future__ import annotations

from fastapi import APIRouter, Depends

from ..context import Ctx
from ..core.envelope import ERROR_RESPONSES, Ok, ok
from ..core.ratelimit import rate_limit
from .schemas import CaptchaOut
from .service import captcha_service, random_answer

router = APIRouter(tags=["identity"], responses=ERROR_RESPONSES)


@router.get(
    "/captcha", response_model=Ok[CaptchaOut], dependencies=[Depends(rate_limit("captcha"))]
)
async def captcha(ctx: Ctx) -> Ok[CaptchaOut]:
    answer = (ctx.captcha_answer or random_answer)()
    # Drawn before the write transaction, so no writer waits on the drawing.
    image = await captcha_service.render(answer)
    async with ctx.db.write() as session:
        captcha_id = await captcha_service.issue(session, answer)
    return ok(CaptchaOut(captchaId=captcha_id, image=image, expiresIn=captcha_service.ttl_seconds))
