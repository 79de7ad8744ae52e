from __future__ import annotations

from fastapi import APIRouter, Depends

from ..context import Ctx
from ..core.envelope import ERROR_RESPONSES, Ok, ok
from ..core.ratelimit import rate_limit
from .schemas import CaptchaOut
from .service import captcha_service

router = APIRouter(tags=["identity"], responses=ERROR_RESPONSES)


@router.get(
    "/captcha", response_model=Ok[CaptchaOut], dependencies=[Depends(rate_limit("captcha"))]
)
async def captcha(ctx: Ctx) -> Ok[CaptchaOut]:
    captcha_id, image = await captcha_service.issue(ctx)
    return ok(CaptchaOut(captchaId=captcha_id, image=image, expiresIn=captcha_service.ttl_seconds))
