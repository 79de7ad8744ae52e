"""Settings from the environment (DESIGN §6). Every variable is optional."""

from __future__ import annotations

import secrets
from functools import cached_property
from pathlib import Path

from pydantic import Field, SecretStr, model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

# The demo payment upstream's merchant credentials: both ends read these unless told otherwise.
DEMO_GATEWAY_MERCHANT_ID = "PROMPTPLAY-DEMO"
DEMO_GATEWAY_SECRET = "demo-gateway-secret-for-local-use-only-0001"  # noqa: S105
# The demo game upstream's master secret: it authenticates the registration of operators'
# keys (docs/games.md §2). Refused at start-up in front of an upstream that is not local.
DEMO_GAMES_SECRET = "demo-games-secret-for-local-use-only-0001"  # noqa: S105


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=None, extra="ignore", case_sensitive=False)

    host: str = "127.0.0.1"
    port: int = 8000
    workers: int = 1
    database_url: str | None = None
    # PostgreSQL: the role that owns the tables and runs the migrations. The server itself
    # connects with DATABASE_URL as a role that may only add to the ledger (core/migrate.py).
    database_owner_url: str | None = None
    redis_url: str | None = None
    # The pub/sub channel of the realtime events; deployments sharing one Redis each need their own.
    redis_channel: str = "promptplay:events"
    # The realtime socket /ws: server ping period, and how long a new socket may take to send
    # verifyUser (seconds).
    ws_ping_interval: float = Field(default=25.0, gt=0)
    ws_verify_timeout: float = Field(default=10.0, gt=0)
    secret_key: str | None = None
    payload_secret: str | None = None
    captcha: str = "on"
    access_token_ttl: int = Field(default=900, ge=1)
    refresh_token_ttl: int = Field(default=2_592_000, ge=1)
    var_dir: Path = Path("var")
    web_dist: Path | None = None
    max_body_bytes: int = 1024 * 1024
    # The back office's own host name (docs/money.md "Back office"): when set, /backoffice and
    # /api/backoffice answer there only, and the player site is not served there.
    backoffice_host: str = ""
    # Login throttling (OWASP ASVS 2.2.1): failures allowed in the window, of one account from
    # one client address, and of any account from one client address (auth.service).
    login_window_seconds: int = Field(default=900, ge=1)
    login_max_failures_account: int = Field(default=5, ge=1)
    login_max_failures_address: int = Field(default=30, ge=1)
    # Unauthenticated writes per client address and window (core.ratelimit); 0: no limit.
    rate_limit_window_seconds: int = Field(default=60, ge=1)
    rate_limit_captcha: int = Field(default=60, ge=0)
    rate_limit_register: int = Field(default=20, ge=0)
    rate_limit_login: int = Field(default=30, ge=0)
    rate_limit_recovery: int = Field(default=10, ge=0)
    # ----- forgot password (docs/api.md "Forgot password") -----
    # Where one-time codes are sent: an SMS or LINE gateway's webhook (POST, signed with the
    # secret); unset: the server's log (the demo's sender).
    recovery_sender_url: str = ""
    recovery_sender_secret: SecretStr = SecretStr("")
    recovery_code_ttl: int = Field(default=600, ge=60, le=3600)
    # Codes one player may be sent per hour, whatever address asks.
    recovery_codes_per_hour: int = Field(default=3, ge=1)
    # The proxies whose X-Forwarded-For / X-Forwarded-Proto `serve` believes (uvicorn's
    # forwarded_allow_ips): they decide the client address that throttles and limits count.
    forwarded_allow_ips: str = "127.0.0.1,::1"
    log_level: str = "info"
    # Payment upstreams (PROVIDERS.md "Payments"). Unset URLs point at the demo upstream that
    # `run` starts on PAY_UPSTREAM_PORT; naming the real services is the only change needed.
    pay_upstream_port: int = Field(default=8010, ge=0, le=65535)
    truemoney_url: str = ""
    vn_gateway_url: str = ""
    vn_gateway_merchant_id: str = DEMO_GATEWAY_MERCHANT_ID
    vn_gateway_secret: SecretStr = SecretStr(DEMO_GATEWAY_SECRET)
    upstream_timeout: float = Field(default=5.0, gt=0)
    # Where the gateway POSTs its callbacks: this server's public address, from configuration
    # and never from a request's Host header. Unset → http://127.0.0.1:PORT/api/vietnamGateWay/callback.
    vn_gateway_callback_url: str = ""
    # A signed callback sent longer ago than this (seconds, by its `sent_at`) is refused as a
    # replay; the reconciler still asks the gateway about the order, so no payment is lost.
    vn_gateway_callback_window: int = Field(default=86_400, gt=0)
    # Gateway orders one agent may have open at once (pending deposits and withdrawals).
    vn_gateway_max_open_orders: int = Field(default=500, gt=0)
    # The game upstream (docs/games.md §2): unset URL → the demo upstream `run` starts on
    # GAME_UPSTREAM_PORT. Agents' own credentials live in the database (agent_game_account).
    game_upstream_port: int = Field(default=8020, ge=0, le=65535)
    game_upstream_url: str = ""
    game_upstream_secret: SecretStr = SecretStr(DEMO_GAMES_SECRET)
    game_upstream_timeout: float = Field(default=5.0, gt=0)
    # Where a type A game upstream reports each round (docs/games.md §5): this server's
    # address as the upstream reaches it. Unset → http://127.0.0.1:PORT; "off" → no callbacks
    # (the bet history alone carries the rounds).
    game_callback_url: str = ""
    # Whether this process runs the upkeep loops below (bet history, pending deposits and
    # transfers, income periods). Each step is safe in several processes at once; a deployment
    # with many API processes may keep them to some, and a process serving only sockets needs
    # none.
    upkeep: bool = True
    # How often bet history is read from the game upstreams and pending transfers settled.
    game_sweep_interval: float = Field(default=5.0, gt=0)
    # How often pending deposits are expired and unsettled upstream requests asked about.
    sweep_interval: float = Field(default=15.0, gt=0)
    # How often ended income periods are looked for (docs/income.md §2).
    income_interval: float = Field(default=60.0, gt=0)
    # ----- events: uploaded images (docs/engagement.md §3) -----
    # The largest image staff may upload; its request may be this plus the multipart framing.
    upload_max_bytes: int = Field(default=1024 * 1024, ge=1)
    # An S3-compatible bucket for the images (all five set), else files under VAR_DIR/uploads.
    upload_s3_endpoint_url: str = ""
    upload_s3_bucket: str = ""
    upload_s3_region: str = ""
    upload_s3_access_key_id: str = ""
    upload_s3_secret_access_key: SecretStr = SecretStr("")

    @property
    def upload_bucket_configured(self) -> bool:
        return all(self._upload_bucket_settings())

    def _upload_bucket_settings(self) -> tuple[str, ...]:
        return (
            self.upload_s3_endpoint_url.strip(),
            self.upload_s3_bucket.strip(),
            self.upload_s3_region.strip(),
            self.upload_s3_access_key_id.strip(),
            self.upload_s3_secret_access_key.get_secret_value(),
        )

    @model_validator(mode="after")
    def _upload_bucket_whole(self) -> Settings:
        named = self._upload_bucket_settings()
        if any(named) and not all(named):
            raise ValueError("UPLOAD_S3_*: set the endpoint URL, bucket, region and key, or none")
        if named[0] and not named[0].startswith(("https://", "http://")):
            raise ValueError("UPLOAD_S3_ENDPOINT_URL: an http(s) address")
        return self

    # ----- end events -----

    @model_validator(mode="after")
    def _demo_upstream_urls(self) -> Settings:
        demo = f"http://127.0.0.1:{self.pay_upstream_port}"
        self.truemoney_url = self.truemoney_url or demo
        self.vn_gateway_url = self.vn_gateway_url or demo
        self.game_upstream_url = (
            self.game_upstream_url or f"http://127.0.0.1:{self.game_upstream_port}"
        )
        self.game_callback_url = self.game_callback_url or f"http://127.0.0.1:{self.port}"
        self.vn_gateway_callback_url = (
            self.vn_gateway_callback_url
            or f"http://127.0.0.1:{self.port}/api/vietnamGateWay/callback"
        )
        return self

    def game_callbacks_for(self, family: str) -> str | None:
        """The base URL a launch hands the upstream for its round callbacks, or None."""
        if self.game_callback_url.strip().lower() in {"off", "0", "false", "no"}:
            return None
        return f"{self.game_callback_url.rstrip('/')}/api/games/callback/{family}"

    @property
    def captcha_enabled(self) -> bool:
        return self.captcha.strip().lower() not in {"off", "0", "false", "no"}

    @cached_property
    def resolved_database_url(self) -> str:
        return (
            normalize_database_url(self.database_url)
            if self.database_url
            else (f"sqlite+aiosqlite:///{self.var_dir / 'promptplay.db'}")
        )

    @cached_property
    def resolved_database_owner_url(self) -> str:
        """Where migrations run: DATABASE_OWNER_URL, else the server's own connection."""
        if self.database_owner_url:
            return normalize_database_url(self.database_owner_url)
        return self.resolved_database_url

    @cached_property
    def resolved_secret_key(self) -> str:
        """SECRET_KEY, else one generated once into var/ and reused across restarts."""
        if self.secret_key:
            return self.secret_key
        path = self.var_dir / "secret_key"
        if path.exists():
            return path.read_text().strip()
        self.var_dir.mkdir(parents=True, exist_ok=True)
        key = secrets.token_urlsafe(48)
        path.write_text(key)
        path.chmod(0o600)
        return key

    @cached_property
    def resolved_web_dist(self) -> Path:
        if self.web_dist:
            return self.web_dist
        return Path(__file__).resolve().parents[2] / "web" / "dist"


def normalize_database_url(url: str) -> str:
    """Accept the plain scheme spellings and pick the async driver for each."""
    for plain, driver in (
        ("postgresql://", "postgresql+asyncpg://"),
        ("postgres://", "postgresql+asyncpg://"),
        ("sqlite://", "sqlite+aiosqlite://"),
    ):
        if url.startswith(plain):
            return driver + url[len(plain) :]
    return url


def get_settings() -> Settings:
    return Settings()
