"""The demo game upstream's settings (environment, `DEMO_GAMES_` prefix; docs/games.md §2)."""

from __future__ import annotations

from pydantic import AliasChoices, Field, SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict

from ...config import DEMO_GAMES_SECRET


class DemoGamesSettings(BaseSettings):
    model_config = SettingsConfigDict(
        env_prefix="DEMO_GAMES_", extra="ignore", case_sensitive=False, populate_by_name=True
    )

    # Base of the launch URLs it hands out; unset: the address the adapter called.
    public_url: str = ""
    # Games each provider gets (15 providers: the default makes 360; 667 makes 10,005).
    games_per_provider: int = Field(default=24, ge=1, le=100_000)
    # The seed of the generated catalogue: the same value, the same catalogue on every start.
    catalogue_seed: int = 20261121
    currency: str = Field(default="THB", pattern=r"^[A-Z]{3}$")
    session_ttl_seconds: int = Field(default=6 * 3600, ge=60)
    # Round callbacks (type A launches that name a callbackUrl): each try's time budget, and
    # how many tries a callback gets before the bet history alone carries the round.
    callback_timeout_seconds: float = Field(default=3.5, gt=0, le=60)
    callback_attempts: int = Field(default=3, ge=1, le=10)
    # The master secret: only a caller holding it registers operators and their keys
    # (`PUT /operators/{operator}`, the back office). The same variable the platform reads.
    secret: SecretStr = Field(
        default=SecretStr(DEMO_GAMES_SECRET),
        validation_alias=AliasChoices("GAME_UPSTREAM_SECRET"),
    )
