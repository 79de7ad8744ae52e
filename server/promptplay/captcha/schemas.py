from __future__ import annotations

from pydantic import BaseModel


class CaptchaOut(BaseModel):
    captchaId: str
    image: str  # a PNG data URL; the answer is only in its pixels
    expiresIn: int  # seconds
