"""The Vietnam bank-QR gateway (PROVIDERS.md "Payments"): a deposit is an order the player
pays by bank transfer to the account (or QR) the gateway names; a withdrawal is an order the
gateway pays out. The gateway calls the platform back, signed, when an order settles.

The protocol, as docs/payment-upstreams.md writes it down:

- Each request carries `X-Merchant-Id`, `X-Timestamp` (Unix seconds) and `X-Signature`, the
  lowercase hex HMAC-SHA256, keyed with the shared secret, of
  `METHOD \\n PATH \\n MERCHANT_ID \\n TIMESTAMP \\n FIELDS`, where PATH is relative to the
  gateway's base URL (`/v1/deposits`) and FIELDS is the JSON body's members (the query's
  parameters for a GET) sorted by name, `name=value` percent-encoded (RFC 3986 unreserved
  characters kept) and joined by `&`; null members are left out.
- Answers are `{code, message, data}`; `code == "OK"` is success.
- A callback is a JSON POST whose `X-Signature` is the HMAC-SHA256 hex of its raw body.
"""

from __future__ import annotations

import hashlib
import hmac
import time
from collections.abc import Mapping
from datetime import datetime
from decimal import Decimal
from typing import Annotated, Any, Literal, TypeVar
from urllib.parse import quote

import httpx
from pydantic import (
    BaseModel,
    BeforeValidator,
    ConfigDict,
    SecretStr,
    TypeAdapter,
    ValidationError,
)

from ..core.upstream_http import UpstreamHttp, format_amount, parse_amount
from .errors import CallbackSignatureMismatch, GatewayRefused

T = TypeVar("T")
WireAmount = Annotated[Decimal, BeforeValidator(parse_amount)]
OrderType = Literal["DEPOSIT", "WITHDRAW"]
OrderStatus = Literal["PENDING", "PAID", "EXPIRED", "CANCELLED", "FAILED"]


def canonical_fields(fields: Mapping[str, object]) -> str:
    """The signed form of a flat body or query: `a=1&b=x%20y`, sorted by name."""
    parts = []
    for name in sorted(fields):
        value = fields[name]
        if value is None:
            continue
        if isinstance(value, bool):
            text = "true" if value else "false"
        elif isinstance(value, int | str):
            text = str(value)
        else:
            # Floats and nested values have no single spelling across languages.
            raise TypeError(f"{name}: only strings, integers and booleans are signed")
        parts.append(f"{quote(name, safe='-_.~')}={quote(text, safe='-_.~')}")
    return "&".join(parts)


def request_string(
    method: str, path: str, merchant_id: str, timestamp: str, fields: Mapping[str, object]
) -> str:
    return "\n".join((method.upper(), path, merchant_id, timestamp, canonical_fields(fields)))


def hmac_hex(secret: str, message: bytes) -> str:
    return hmac.new(secret.encode(), message, hashlib.sha256).hexdigest()


class GatewayBank(BaseModel):
    model_config = ConfigDict(frozen=True)

    bank_code: str
    name: str
    bin: str = ""


class GatewayOrder(BaseModel):
    model_config = ConfigDict(frozen=True)

    order_id: str
    merchant_ref: str
    type: OrderType
    status: OrderStatus
    amount: WireAmount
    bank_code: str
    account_no: str  # deposit: where the player transfers to; withdrawal: the player's account
    account_name: str
    pay_url: str | None = None
    qr_payload: str | None = None
    created_at: datetime
    expires_at: datetime | None = None
    paid_at: datetime | None = None


class OrderPage(BaseModel):
    model_config = ConfigDict(frozen=True)

    items: list[GatewayOrder]
    total: int
    page: int
    page_size: int


class GatewayCallback(BaseModel):
    model_config = ConfigDict(frozen=True)

    event_id: str  # the same on every delivery of one event: retries and duplicates included
    merchant_id: str
    order_id: str
    merchant_ref: str
    type: OrderType
    status: Literal["PAID", "EXPIRED", "CANCELLED", "FAILED"]
    amount: WireAmount
    paid_at: datetime | None = None
    sent_at: datetime


class _Answer(BaseModel):
    code: str
    message: str = ""
    data: Any = None


_BANKS = TypeAdapter(list[GatewayBank])
_ORDER = TypeAdapter(GatewayOrder)
_PAGE = TypeAdapter(OrderPage)


class VietnamGatewayClient:
    """The gateway's adapter. Calls raise GatewayRefused (the gateway said no, nothing moved),
    UpstreamTimeout (outcome unknown) or UpstreamDown. `merchant_ref` is the gateway's
    idempotency key: the same ref with the same order answers the first order again."""

    def __init__(
        self,
        base_url: str,
        merchant_id: str,
        secret: str | SecretStr,
        timeout: float = 5.0,
        *,
        transport: httpx.AsyncBaseTransport | None = None,
    ) -> None:
        self.merchant_id = merchant_id
        self._secret = secret if isinstance(secret, SecretStr) else SecretStr(secret)
        self._http = UpstreamHttp("vn-gateway", base_url, timeout, transport=transport)

    def __repr__(self) -> str:
        return f"VietnamGatewayClient(merchant_id={self.merchant_id!r})"

    async def __aenter__(self) -> VietnamGatewayClient:
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.aclose()

    async def aclose(self) -> None:
        await self._http.aclose()

    async def list_banks(self) -> list[GatewayBank]:
        """The banks the gateway takes deposits through right now."""
        data = await self._call("GET", "/v1/banks", key=None)
        return self._parse(_BANKS, data)

    async def create_deposit(
        self, merchant_ref: str, amount: Decimal, bank_code: str, callback_url: str
    ) -> GatewayOrder:
        """Open (or, for a known ref, find again) a deposit order; moves no money."""
        body = {
            "merchant_ref": merchant_ref,
            "amount": format_amount(amount),
            "bank_code": bank_code,
            "callback_url": callback_url,
        }
        data = await self._call("POST", "/v1/deposits", key=merchant_ref, body=body)
        return self._parse(_ORDER, data)

    async def cancel_deposit(self, order_id: str) -> GatewayOrder:
        """Cancel a pending deposit order; a cancelled one answers as it is."""
        data = await self._call(
            "POST", f"/v1/deposits/{quote(order_id, safe='')}/cancel", key=order_id, body={}
        )
        return self._parse(_ORDER, data)

    async def get_order(self, order_id: str) -> GatewayOrder:
        """One order, deposit or withdrawal, as the gateway holds it now (for reconciling)."""
        data = await self._call("GET", f"/v1/orders/{quote(order_id, safe='')}", key=order_id)
        return self._parse(_ORDER, data)

    async def create_withdraw(
        self,
        merchant_ref: str,
        amount: Decimal,
        bank_code: str,
        account_no: str,
        account_name: str,
        callback_url: str,
    ) -> GatewayOrder:
        """Ask the gateway to pay `amount` to the player's account, once per merchant_ref."""
        body = {
            "merchant_ref": merchant_ref,
            "amount": format_amount(amount),
            "bank_code": bank_code,
            "account_no": account_no,
            "account_name": account_name,
            "callback_url": callback_url,
        }
        data = await self._call("POST", "/v1/withdrawals", key=merchant_ref, body=body)
        return self._parse(_ORDER, data)

    async def history(
        self,
        *,
        order_type: OrderType | None = None,
        status: OrderStatus | None = None,
        merchant_ref: str | None = None,
        created_from: datetime | None = None,
        created_to: datetime | None = None,
        page: int = 1,
        page_size: int = 50,
    ) -> OrderPage:
        """This merchant's orders, newest first."""
        query = {
            "type": order_type,
            "status": status,
            "merchant_ref": merchant_ref,
            "from": created_from.isoformat() if created_from else None,
            "to": created_to.isoformat() if created_to else None,
            "page": str(page),
            "page_size": str(page_size),
        }
        params = {name: value for name, value in query.items() if value is not None}
        data = await self._call("GET", "/v1/orders", key=merchant_ref, params=params)
        return self._parse(_PAGE, data)

    def verify_callback(self, raw_body: bytes, signature_header: str | None) -> GatewayCallback:
        """The callback in `raw_body` if `signature_header` is the gateway's signature of
        exactly those bytes (constant-time compare); CallbackSignatureMismatch otherwise."""
        if not signature_header:
            raise CallbackSignatureMismatch("callback without a signature")
        expected = hmac_hex(self._secret.get_secret_value(), raw_body).encode()
        given = signature_header.strip().lower().encode("utf-8", "replace")
        if not hmac.compare_digest(expected, given):
            raise CallbackSignatureMismatch("callback signature does not match its body")
        try:
            callback = GatewayCallback.model_validate_json(raw_body)
        except ValidationError as exc:
            raise self._http.protocol_error(f"signed callback of an unknown shape: {exc}") from exc
        if callback.merchant_id != self.merchant_id:
            raise CallbackSignatureMismatch("callback for another merchant")
        return callback

    def _signed_headers(
        self, method: str, path: str, fields: Mapping[str, object]
    ) -> dict[str, str]:
        timestamp = str(int(time.time()))
        message = request_string(method, path, self.merchant_id, timestamp, fields)
        return {
            "x-merchant-id": self.merchant_id,
            "x-timestamp": timestamp,
            "x-signature": hmac_hex(self._secret.get_secret_value(), message.encode()),
        }

    async def _call(
        self,
        method: str,
        path: str,
        *,
        key: str | None,
        params: Mapping[str, str] | None = None,
        body: Mapping[str, object] | None = None,
    ) -> Any:
        fields = body if body is not None else (params or {})
        response = await self._http.request(
            method,
            path,
            key=key,
            params=params,
            body=body,
            headers=self._signed_headers(method, path, fields),
        )
        try:
            answer = _Answer.model_validate_json(response.content)
        except ValidationError as exc:
            raise self._http.protocol_error(f"HTTP {response.status_code}: {exc}") from exc
        if answer.code != "OK":
            raise GatewayRefused(answer.code, answer.message, http_status=response.status_code)
        if not response.is_success:
            raise self._http.protocol_error(f"code OK with HTTP {response.status_code}")
        return answer.data

    def _parse(self, shape: TypeAdapter[T], data: Any) -> T:
        try:
            return shape.validate_python(data)
        except ValidationError as exc:
            raise self._http.protocol_error(str(exc)) from exc
