"""The demo payment upstream's settings (environment, `DEMO_PAY_` prefix) and its knobs that
tests may turn while it runs."""

from __future__ import annotations

from dataclasses import dataclass

from pydantic import AliasChoices, Field, SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict

from ...config import DEMO_GATEWAY_MERCHANT_ID, DEMO_GATEWAY_SECRET


class DemoPaySettings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="DEMO_PAY_", extra="ignore", case_sensitive=False)

    # Base of the payment page links (`pay_url`); unset: the address the merchant called.
    public_url: str = ""
    order_ttl_seconds: float = Field(default=900, gt=0)
    withdraw_settle_seconds: float = Field(default=5, ge=0)
    callback_attempts: int = Field(default=5, ge=1)
    callback_backoff_seconds: float = Field(default=1.0, ge=0)
    callback_timeout_seconds: float = Field(default=5.0, gt=0)
    sweep_interval_seconds: float = Field(default=0.2, gt=0)
    signature_window_seconds: int = Field(default=300, ge=1)
    # The one merchant the gateway knows: the same variables the platform reads.
    merchant_id: str = Field(
        default=DEMO_GATEWAY_MERCHANT_ID, validation_alias=AliasChoices("VN_GATEWAY_MERCHANT_ID")
    )
    merchant_secret: SecretStr = Field(
        default=SecretStr(DEMO_GATEWAY_SECRET), validation_alias=AliasChoices("VN_GATEWAY_SECRET")
    )


@dataclass
class GatewayKnobs:
    """What `POST /demo/config` changes while the upstream runs."""

    order_ttl_seconds: float
    withdraw_settle_seconds: float
    callback_attempts: int
    callback_backoff_seconds: float
    duplicate_callbacks: bool = False

    @classmethod
    def from_settings(cls, settings: DemoPaySettings) -> GatewayKnobs:
        return cls(
            order_ttl_seconds=settings.order_ttl_seconds,
            withdraw_settle_seconds=settings.withdraw_settle_seconds,
            callback_attempts=settings.callback_attempts,
            callback_backoff_seconds=settings.callback_backoff_seconds,
        )
