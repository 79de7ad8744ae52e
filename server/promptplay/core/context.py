"""What every request may need, built once per process by the app factory."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from ..config import Settings
from .db import Database
from .security import TokenSigner


@dataclass
class AppContext:
    settings: Settings
    db: Database
    signer: TokenSigner
    # The source of captcha answers; tests that exercise the captcha swap in a known one.
    captcha_answer: Callable[[], str] | None = field(default=None)
