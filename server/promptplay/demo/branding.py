"""The demo's host branding (spec §1 "Branding by host name"): agent PP's second host name,
127.0.0.1, shows a logo and a background of its own over the template's, so the same site
looks its own on each host; VP's vn.localhost has a logo of its own only. The images are
uploaded as staff would upload them."""

from __future__ import annotations

import io

from PIL import Image, ImageDraw, ImageFont

from ..context import AppContext
from ..models import Agent
from ..templates.repository import TemplateRepository
from ..uploads.service import upload_service
from .engagement import gradient_png

Colour = tuple[int, int, int]


def logo_png(text: str, left: Colour, right: Colour, width: int = 480, height: int = 120) -> bytes:
    """A wordmark: `text` in white on a rounded band going from `left` to `right`, on a
    transparent ground."""
    band = Image.new("RGBA", (width, height))
    for x in range(width):
        t = x / max(1, width - 1)
        colour = tuple(round(a + (b - a) * t) for a, b in zip(left, right, strict=True))
        ImageDraw.Draw(band).line([(x, 0), (x, height)], fill=(*colour, 255))
    mask = Image.new("L", (width, height))
    ImageDraw.Draw(mask).rounded_rectangle([0, 0, width - 1, height - 1], height // 2, fill=255)
    logo = Image.new("RGBA", (width, height))
    logo.paste(band, mask=mask)
    draw = ImageDraw.Draw(logo)
    size = height // 2
    while True:  # the largest size that leaves the band's rounded ends clear
        font = ImageFont.load_default(size=size)
        box = draw.textbbox((0, 0), text, font=font)
        if box[2] - box[0] <= width - height or size <= 12:
            break
        size -= 2
    at = ((width - (box[2] - box[0])) / 2 - box[0], (height - (box[3] - box[1])) / 2 - box[1])
    draw.text(at, text, font=font, fill=(255, 255, 255, 255))
    out = io.BytesIO()
    logo.save(out, format="PNG", optimize=True)
    return out.getvalue()


async def seed_host_branding(ctx: AppContext, pp: Agent, vp: Agent) -> None:
    pp_logo = await upload_service.store(ctx, logo_png("PROMPT-PLAY", (180, 83, 9), (250, 204, 21)))
    pp_bg = await upload_service.store(ctx, gradient_png(1280, 720, (30, 27, 75), (12, 10, 9)))
    vp_logo = await upload_service.store(
        ctx, logo_png("PROMPT-PLAY VN", (185, 28, 28), (234, 88, 12))
    )
    branded = {
        (pp.id, "127.0.0.1"): (pp_logo.url, pp_bg.url),
        (vp.id, "vn.localhost"): (vp_logo.url, None),
    }
    async with ctx.db.write() as session:
        for agent in (pp, vp):
            for row in await TemplateRepository(session, agent.id).domains():
                if (agent.id, row.domain) in branded:
                    row.logo, row.bg_image = branded[(agent.id, row.domain)]
