"""Adapters of the payment upstreams: the TrueMoney voucher store and the Vietnam bank-QR
gateway. Each is a small HTTP client on the shared upstream kit (`core/upstream_http.py`)
with typed results and typed errors; which service it talks to (demo or real) is
configuration only."""

from __future__ import annotations

from ..config import Settings
from .errors import (
    CallbackSignatureMismatch,
    GatewayRefused,
    InvalidGift,
    VoucherStoreRefused,
    api_error,
)
from .truemoney import TrueMoneyClient, Voucher, parse_gift
from .vietnam_gateway import (
    GatewayBank,
    GatewayCallback,
    GatewayOrder,
    OrderPage,
    VietnamGatewayClient,
)


def truemoney_client(settings: Settings) -> TrueMoneyClient:
    return TrueMoneyClient(settings.truemoney_url, settings.upstream_timeout)


def vietnam_gateway_client(settings: Settings) -> VietnamGatewayClient:
    return VietnamGatewayClient(
        settings.vn_gateway_url,
        settings.vn_gateway_merchant_id,
        settings.vn_gateway_secret,
        settings.upstream_timeout,
    )


__all__ = [
    "CallbackSignatureMismatch",
    "GatewayBank",
    "GatewayCallback",
    "GatewayOrder",
    "GatewayRefused",
    "InvalidGift",
    "OrderPage",
    "TrueMoneyClient",
    "VietnamGatewayClient",
    "Voucher",
    "VoucherStoreRefused",
    "api_error",
    "parse_gift",
    "truemoney_client",
    "vietnam_gateway_client",
]
