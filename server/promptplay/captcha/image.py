"""The challenge's picture: a distorted raster of the answer, and nothing else.

The answer exists only as pixels. The PNG is written without any ancillary chunk (no text,
no time, no profile), so the bytes a client receives hold no readable trace of it; reading
it takes eyes (or a model trained against this very distortion)."""

from __future__ import annotations

import base64
import io
import threading

from captcha.image import ImageCaptcha

WIDTH, HEIGHT = 150, 50
# Sizes that keep five characters of the shipped font legible at 150×50.
FONT_SIZES = (32, 36, 40)
# A 16-colour palette keeps the picture near 2 kB with no visible loss at this size.
PALETTE_COLOURS = 16

_per_thread = threading.local()


def _generator() -> ImageCaptcha:
    # Renders run in worker threads and a FreeType face is not safe to share between
    # threads, so each thread loads its own (the library's bundled font: no system font).
    generator: ImageCaptcha | None = getattr(_per_thread, "generator", None)
    if generator is None:
        generator = ImageCaptcha(width=WIDTH, height=HEIGHT, font_sizes=FONT_SIZES)
        _per_thread.generator = generator
    return generator


def render_png(answer: str) -> bytes:
    """A fresh distortion of `answer` each call (the library draws from `secrets`)."""
    picture = _generator().generate_image(answer).quantize(colors=PALETTE_COLOURS)
    out = io.BytesIO()
    # No `pnginfo`: Pillow then writes only IHDR, PLTE, IDAT and IEND.
    picture.save(out, format="PNG")
    return out.getvalue()


def png_data_url(png: bytes) -> str:
    return "data:image/png;base64," + base64.b64encode(png).decode("ascii")
