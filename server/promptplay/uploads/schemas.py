"""Answers of the upload calls (docs/engagement.md §3)."""

from __future__ import annotations

from pydantic import BaseModel


class Upload(BaseModel):
    url: str  # /api/uploads/{sha256}.{png|jpg|webp|gif}
    contentType: str
    size: int  # bytes
