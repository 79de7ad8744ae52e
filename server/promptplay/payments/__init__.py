"""Adapters of the payment upstreams: the TrueMoney voucher store and the Vietnam bank-QR
gateway. Each is a small HTTP client with typed results and typed errors; which service it
talks to (demo or real) is configuration only."""

from __future__ import annotations

from ..config import Settings
from .errors import (
    GatewayRefused,
    InvalidGift,
    PaymentUpstreamError,
    SignatureInvalid,
    UpstreamProtocolError,
    UpstreamTimeout,
    UpstreamUnavailable,
    VoucherRefused,
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
    "GatewayBank",
    "GatewayCallback",
    "GatewayOrder",
    "GatewayRefused",
    "InvalidGift",
    "OrderPage",
    "PaymentUpstreamError",
    "SignatureInvalid",
    "TrueMoneyClient",
    "UpstreamProtocolError",
    "UpstreamTimeout",
    "UpstreamUnavailable",
    "VietnamGatewayClient",
    "Voucher",
    "VoucherRefused",
    "parse_gift",
    "truemoney_client",
    "vietnam_gateway_client",
]
