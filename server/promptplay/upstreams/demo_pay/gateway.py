"""Demo Vietnam bank-QR gateway (docs/payment-upstreams.md).

A deposit order names a collection account and a VietQR payload; the player pays on the
gateway's page (`pay_url`), and the gateway calls the merchant back, signed. A withdrawal
order is paid out after a short delay. Pending deposits expire. Callbacks are retried with
backoff until the merchant answers 2xx. `merchant_ref` is the idempotency key of both kinds.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import secrets
import time
from collections.abc import Coroutine
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from decimal import Decimal
from typing import Any, Literal, TypeVar

import httpx
from fastapi import APIRouter, Depends, Request
from fastapi.responses import JSONResponse
from pydantic import BaseModel, Field, ValidationError

from .common import TWO_PLACES, iso, money, now
from .settings import DemoPaySettings, GatewayKnobs
from .signing import matches, request_message, sign

log = logging.getLogger("promptplay.upstreams.demo_pay")

MIN_AMOUNT, MAX_AMOUNT = Decimal("10000.00"), Decimal("500000000.00")
REF = r"[A-Za-z0-9_.:\-]{1,64}"
M = TypeVar("M", bound=BaseModel)


@dataclass(frozen=True)
class DemoBank:
    code: str
    name: str
    bin: str  # NAPAS bank identification number, as VietQR carries it
    active: bool
    account_no: str  # the gateway's collection account at this bank
    account_name: str = "CONG TY TNHH DEMO PAY"


BANKS = {
    bank.code: bank
    for bank in (
        DemoBank("VCB", "Vietcombank", "970436", True, "1023456789"),
        DemoBank("TCB", "Techcombank", "970407", True, "19036612345018"),
        DemoBank("ACB", "ACB", "970416", True, "22446688"),
        DemoBank("MB", "MB Bank", "970422", True, "0801234567890"),
        DemoBank("BIDV", "BIDV", "970418", True, "21510001234567"),
        DemoBank("ICB", "VietinBank", "970415", True, "106001234567"),
        DemoBank("TPB", "TPBank", "970423", True, "00012345601"),
        DemoBank("STB", "Sacombank", "970403", False, "060112345678"),
    )
}


def _tlv(tag: str, value: str) -> str:
    return f"{tag}{len(value):02d}{value}"


def crc16_ccitt(data: bytes) -> int:
    """CRC-16/CCITT-FALSE, the checksum EMVCo QR payloads end with (tag 63)."""
    crc = 0xFFFF
    for byte in data:
        crc ^= byte << 8
        for _ in range(8):
            crc = ((crc << 1) ^ 0x1021) if crc & 0x8000 else crc << 1
            crc &= 0xFFFF
    return crc


def vietqr_payload(bank: DemoBank, amount: Decimal, note: str) -> str:
    """An EMVCo merchant-presented QR in the VietQR (NAPAS 247) layout: a transfer to the
    account with the amount and the order id as the transfer note."""
    beneficiary = _tlv("00", bank.bin) + _tlv("01", bank.account_no)
    account = _tlv("00", "A000000727") + _tlv("01", beneficiary) + _tlv("02", "QRIBFTTA")
    amount_text = str(int(amount)) if amount == amount.to_integral_value() else money(amount)
    payload = (
        _tlv("00", "01")
        + _tlv("01", "12")
        + _tlv("38", account)
        + _tlv("53", "704")
        + _tlv("54", amount_text)
        + _tlv("58", "VN")
        + _tlv("62", _tlv("08", note))
        + "6304"
    )
    return payload + f"{crc16_ccitt(payload.encode()):04X}"


class GatewayError(Exception):
    def __init__(self, status: int, code: str, message: str) -> None:
        self.status, self.code, self.message = status, code, message
        super().__init__(f"{code}: {message}")


def envelope(data: Any, code: str = "OK", message: str = "", status: int = 200) -> JSONResponse:
    return JSONResponse({"code": code, "message": message, "data": data}, status_code=status)


@dataclass
class Order:
    order_id: str
    merchant_id: str
    merchant_ref: str
    type: Literal["DEPOSIT", "WITHDRAW"]
    amount: Decimal
    bank_code: str
    account_no: str
    account_name: str
    callback_url: str
    fingerprint: tuple[str, ...]  # what the merchant asked for: a reused ref must match it
    created_at: datetime
    status: str = "PENDING"
    expires_at: datetime | None = None
    settle_at: datetime | None = None
    paid_at: datetime | None = None
    pay_url: str | None = None
    qr_payload: str | None = None
    last_callback: bytes | None = None
    deliveries: list[dict[str, Any]] = field(default_factory=list)

    def wire(self) -> dict[str, Any]:
        return {
            "order_id": self.order_id,
            "merchant_ref": self.merchant_ref,
            "type": self.type,
            "status": self.status,
            "amount": money(self.amount),
            "bank_code": self.bank_code,
            "account_no": self.account_no,
            "account_name": self.account_name,
            "pay_url": self.pay_url,
            "qr_payload": self.qr_payload,
            "created_at": iso(self.created_at),
            "expires_at": iso(self.expires_at),
            "paid_at": iso(self.paid_at),
        }


class Gateway:
    """Every order in memory. One lock orders each change of state; callbacks go out from
    tasks after the change, never while holding the lock."""

    def __init__(self, settings: DemoPaySettings) -> None:
        self.settings = settings
        self.knobs = GatewayKnobs.from_settings(settings)
        self.orders: dict[str, Order] = {}
        self._by_ref: dict[tuple[str, str], str] = {}
        self._pending: set[str] = set()
        self._lock = asyncio.Lock()
        self._tasks: set[asyncio.Task[None]] = set()
        self._http: httpx.AsyncClient | None = None
        self._sweeper: asyncio.Task[None] | None = None

    async def start(self) -> None:
        self._http = httpx.AsyncClient(timeout=self.settings.callback_timeout_seconds)
        self._sweeper = asyncio.create_task(self._sweep_forever())

    async def stop(self) -> None:
        for task in [self._sweeper, *self._tasks]:
            if task:
                task.cancel()
        for task in [self._sweeper, *self._tasks]:
            if task:
                with contextlib.suppress(asyncio.CancelledError):
                    await task
        if self._http:
            await self._http.aclose()

    # Orders.

    async def open(
        self,
        merchant_id: str,
        kind: Literal["DEPOSIT", "WITHDRAW"],
        merchant_ref: str,
        amount: Decimal,
        bank: DemoBank,
        account_no: str,
        account_name: str,
        callback_url: str,
        public_url: str,
    ) -> Order:
        """A new order, or the one already opened under this merchant_ref (never a second)."""
        fingerprint = (kind, money(amount), bank.code, account_no, account_name, callback_url)
        async with self._lock:
            known = self._by_ref.get((merchant_id, merchant_ref))
            if known:
                order = self.orders[known]
                if order.fingerprint != fingerprint:
                    raise GatewayError(
                        409, "MERCHANT_REF_CONFLICT", "merchant_ref already names another order"
                    )
                return order
            created = now()
            order_id = f"VG{created:%y%m%d}{secrets.token_hex(5).upper()}"
            order = Order(
                order_id=order_id,
                merchant_id=merchant_id,
                merchant_ref=merchant_ref,
                type=kind,
                amount=amount,
                bank_code=bank.code,
                account_no=account_no,
                account_name=account_name,
                callback_url=callback_url,
                fingerprint=fingerprint,
                created_at=created,
            )
            if kind == "DEPOSIT":
                order.expires_at = created + timedelta(seconds=self.knobs.order_ttl_seconds)
                order.pay_url = f"{public_url}/pay/{order_id}"
                order.qr_payload = vietqr_payload(bank, amount, order_id)
            else:
                order.settle_at = created + timedelta(seconds=self.knobs.withdraw_settle_seconds)
            self.orders[order_id] = order
            self._by_ref[(merchant_id, merchant_ref)] = order_id
            self._pending.add(order_id)
            log.info("order %s opened: %s %s ref=%s", order_id, kind, money(amount), merchant_ref)
            return order

    def find(self, order_id: str, merchant_id: str | None = None) -> Order:
        order = self.orders.get(order_id)
        if order is None or (merchant_id is not None and order.merchant_id != merchant_id):
            raise GatewayError(404, "ORDER_NOT_FOUND", f"no order {order_id}")
        return order

    async def settle(
        self, order_id: str, status: str, *, merchant_id: str | None = None, kind: str | None = None
    ) -> Order:
        """Move a pending order to `status` once; asking again for the state it is already
        in answers it unchanged, anything else is ORDER_NOT_PENDING."""
        async with self._lock:
            order = self.find(order_id, merchant_id)
            if kind and order.type != kind:
                raise GatewayError(404, "ORDER_NOT_FOUND", f"no {kind.lower()} {order_id}")
            if order.status == status:
                return order
            if order.status != "PENDING":
                raise GatewayError(409, "ORDER_NOT_PENDING", f"order is {order.status}")
            if status == "PAID" and order.expires_at and now() >= order.expires_at:
                self._finish(order, "EXPIRED")
                raise GatewayError(409, "ORDER_NOT_PENDING", "order is EXPIRED")
            self._finish(order, status)
            return order

    def _finish(self, order: Order, status: str) -> None:
        """Under the lock: the order's final state, and its callback on its way."""
        moment = now()
        order.status = status
        if status == "PAID":
            order.paid_at = moment
        self._pending.discard(order.order_id)
        event = {
            "event_id": f"evt_{secrets.token_hex(8)}",
            "merchant_id": order.merchant_id,
            "order_id": order.order_id,
            "merchant_ref": order.merchant_ref,
            "type": order.type,
            "status": status,
            "amount": money(order.amount),
            "paid_at": iso(order.paid_at),
            "sent_at": iso(moment),
        }
        order.last_callback = json.dumps(event, separators=(",", ":"), sort_keys=True).encode()
        log.info("order %s %s", order.order_id, status)
        copies = 2 if self.knobs.duplicate_callbacks else 1
        self._spawn(self._deliver(order, order.last_callback, copies))

    def history(
        self,
        merchant_id: str,
        *,
        kind: str | None,
        status: str | None,
        merchant_ref: str | None,
        since: datetime | None,
        until: datetime | None,
        page: int,
        page_size: int,
    ) -> dict[str, Any]:
        rows = [
            order
            for order in self.orders.values()
            if order.merchant_id == merchant_id
            and (kind is None or order.type == kind)
            and (status is None or order.status == status)
            and (merchant_ref is None or order.merchant_ref == merchant_ref)
            and (since is None or order.created_at >= since)
            and (until is None or order.created_at < until)
        ]
        rows.sort(key=lambda order: order.created_at, reverse=True)
        start = (page - 1) * page_size
        return {
            "items": [order.wire() for order in rows[start : start + page_size]],
            "total": len(rows),
            "page": page,
            "page_size": page_size,
        }

    # Time: expiry and payouts.

    async def _sweep_forever(self) -> None:
        while True:
            await asyncio.sleep(self.settings.sweep_interval_seconds)
            try:
                await self.sweep()
            except Exception:  # the sweeper must outlive any one bad order
                log.exception("sweep failed")

    async def sweep(self) -> None:
        async with self._lock:
            moment = now()
            for order_id in list(self._pending):
                order = self.orders[order_id]
                if order.expires_at and moment >= order.expires_at:
                    self._finish(order, "EXPIRED")
                elif order.settle_at and moment >= order.settle_at:
                    self._finish(order, "PAID")

    # Callbacks.

    def _spawn(self, job: Coroutine[Any, Any, None]) -> None:
        task = asyncio.create_task(job)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    def redeliver(self, order_id: str) -> Order:
        order = self.find(order_id)
        if order.last_callback is None:
            raise GatewayError(409, "ORDER_NOT_FINAL", "the order has sent no callback yet")
        self._spawn(self._deliver(order, order.last_callback, 1))
        return order

    async def _deliver(self, order: Order, body: bytes, copies: int) -> None:
        """POST the signed callback until the merchant answers 2xx or the attempts run out;
        `copies` > 1 delivers the same event again after that (duplicate delivery)."""
        signature = sign(self.settings.merchant_secret.get_secret_value(), body)
        client = self._http
        if client is None:
            return
        for copy in range(1, copies + 1):
            attempts = self.knobs.callback_attempts
            for attempt in range(1, attempts + 1):
                record: dict[str, Any] = {"copy": copy, "attempt": attempt, "at": iso(now())}
                try:
                    response = await client.post(
                        order.callback_url,
                        content=body,
                        headers={
                            "content-type": "application/json",
                            "x-signature": signature,
                            "x-merchant-id": order.merchant_id,
                        },
                    )
                    record["http_status"] = response.status_code
                    delivered = response.is_success
                except httpx.HTTPError as exc:
                    record["error"] = type(exc).__name__
                    delivered = False
                order.deliveries.append(record)
                log.info(
                    "callback %s %s copy %d attempt %d: %s",
                    order.order_id,
                    order.status,
                    copy,
                    attempt,
                    record.get("http_status", record.get("error")),
                )
                if delivered:
                    break
                if attempt < attempts:
                    await asyncio.sleep(self.knobs.callback_backoff_seconds * 2 ** (attempt - 1))


# The merchant API.


@dataclass
class Merchant:
    merchant_id: str
    fields: dict[str, Any]


def _gateway(request: Request) -> Gateway:
    return request.app.state.gateway


async def signed_merchant(request: Request) -> Merchant:
    """The calling merchant, if its signature over this request is good (401 otherwise)."""
    gateway = _gateway(request)
    settings = gateway.settings
    merchant_id = request.headers.get("x-merchant-id", "")
    timestamp = request.headers.get("x-timestamp", "")
    signature = request.headers.get("x-signature", "")
    if merchant_id != settings.merchant_id:
        raise GatewayError(401, "MERCHANT_UNKNOWN", "unknown merchant")
    if not timestamp.isdigit() or abs(time.time() - int(timestamp)) > (
        settings.signature_window_seconds
    ):
        raise GatewayError(401, "SIGNATURE_INVALID", "timestamp outside the allowed window")
    if request.method == "GET":
        if len(request.query_params.multi_items()) != len(request.query_params):
            raise GatewayError(400, "INVALID_REQUEST", "a query parameter is repeated")
        fields: dict[str, Any] = dict(request.query_params)
    else:
        raw = await request.body()
        try:
            fields = json.loads(raw) if raw else {}
        except ValueError as exc:
            raise GatewayError(400, "INVALID_REQUEST", "the body is not JSON") from exc
        if not isinstance(fields, dict):
            raise GatewayError(400, "INVALID_REQUEST", "the body is not a JSON object")
    try:
        message = request_message(request.method, request.url.path, merchant_id, timestamp, fields)
    except ValueError as exc:
        raise GatewayError(400, "INVALID_REQUEST", str(exc)) from exc
    if not matches(settings.merchant_secret.get_secret_value(), message, signature):
        raise GatewayError(401, "SIGNATURE_INVALID", "signature does not match the request")
    return Merchant(merchant_id, fields)


class _Strict(BaseModel):
    model_config = {"extra": "forbid"}


class DepositIn(_Strict):
    merchant_ref: str = Field(pattern=REF)
    amount: str = Field(pattern=TWO_PLACES.pattern)
    bank_code: str
    callback_url: str = Field(pattern=r"https?://\S+", max_length=500)


class WithdrawIn(DepositIn):
    account_no: str = Field(pattern=r"\d{6,20}")
    account_name: str = Field(min_length=1, max_length=100)


class CancelIn(_Strict):
    pass


def _parse(shape: type[M], fields: dict[str, Any]) -> M:
    try:
        return shape.model_validate(fields)
    except ValidationError as exc:
        names = sorted({".".join(str(p) for p in error["loc"]) for error in exc.errors()})
        raise GatewayError(400, "INVALID_REQUEST", f"invalid: {', '.join(names)}") from exc


def _amount(text: str) -> Decimal:
    amount = Decimal(text)
    if amount != amount.to_integral_value():
        raise GatewayError(400, "AMOUNT_INVALID", "VND amounts have no decimals")
    if not MIN_AMOUNT <= amount <= MAX_AMOUNT:
        raise GatewayError(
            400, "AMOUNT_INVALID", f"amount must be {money(MIN_AMOUNT)} to {money(MAX_AMOUNT)}"
        )
    return amount


def _public_url(request: Request) -> str:
    return _gateway(request).settings.public_url.rstrip("/") or str(request.base_url).rstrip("/")


router = APIRouter(prefix="/v1", tags=["vietnam gateway"])
Signed = Depends(signed_merchant)


@router.get("/banks")
async def banks(merchant: Merchant = Signed) -> JSONResponse:
    return envelope(
        [
            {"bank_code": bank.code, "name": bank.name, "bin": bank.bin}
            for bank in BANKS.values()
            if bank.active
        ]
    )


@router.post("/deposits")
async def create_deposit(request: Request, merchant: Merchant = Signed) -> JSONResponse:
    body = _parse(DepositIn, merchant.fields)
    bank = BANKS.get(body.bank_code)
    if bank is None or not bank.active:
        raise GatewayError(400, "BANK_NOT_ACTIVE", f"bank {body.bank_code} takes no deposits now")
    order = await _gateway(request).open(
        merchant.merchant_id,
        "DEPOSIT",
        body.merchant_ref,
        _amount(body.amount),
        bank,
        bank.account_no,
        bank.account_name,
        body.callback_url,
        _public_url(request),
    )
    return envelope(order.wire())


@router.post("/deposits/{order_id}/cancel")
async def cancel_deposit(
    request: Request, order_id: str, merchant: Merchant = Signed
) -> JSONResponse:
    _parse(CancelIn, merchant.fields)
    order = await _gateway(request).settle(
        order_id, "CANCELLED", merchant_id=merchant.merchant_id, kind="DEPOSIT"
    )
    return envelope(order.wire())


@router.get("/deposits/{order_id}")
async def get_deposit(request: Request, order_id: str, merchant: Merchant = Signed) -> JSONResponse:
    order = _gateway(request).find(order_id, merchant.merchant_id)
    if order.type != "DEPOSIT":
        raise GatewayError(404, "ORDER_NOT_FOUND", f"no deposit {order_id}")
    return envelope(order.wire())


@router.post("/withdrawals")
async def create_withdrawal(request: Request, merchant: Merchant = Signed) -> JSONResponse:
    body = _parse(WithdrawIn, merchant.fields)
    bank = BANKS.get(body.bank_code)
    if bank is None:
        raise GatewayError(400, "BANK_NOT_FOUND", f"no bank {body.bank_code}")
    order = await _gateway(request).open(
        merchant.merchant_id,
        "WITHDRAW",
        body.merchant_ref,
        _amount(body.amount),
        bank,
        body.account_no,
        body.account_name,
        body.callback_url,
        _public_url(request),
    )
    return envelope(order.wire())


@router.get("/withdrawals/{order_id}")
async def get_withdrawal(
    request: Request, order_id: str, merchant: Merchant = Signed
) -> JSONResponse:
    order = _gateway(request).find(order_id, merchant.merchant_id)
    if order.type != "WITHDRAW":
        raise GatewayError(404, "ORDER_NOT_FOUND", f"no withdrawal {order_id}")
    return envelope(order.wire())


@router.get("/orders/{order_id}")
async def get_order(request: Request, order_id: str, merchant: Merchant = Signed) -> JSONResponse:
    return envelope(_gateway(request).find(order_id, merchant.merchant_id).wire())


class HistoryQuery(_Strict):
    type: Literal["DEPOSIT", "WITHDRAW"] | None = None
    status: Literal["PENDING", "PAID", "EXPIRED", "CANCELLED", "FAILED"] | None = None
    merchant_ref: str | None = None
    since: datetime | None = Field(default=None, alias="from")
    until: datetime | None = Field(default=None, alias="to")
    page: int = Field(default=1, ge=1)
    page_size: int = Field(default=50, ge=1, le=200)


@router.get("/orders")
async def order_history(request: Request, merchant: Merchant = Signed) -> JSONResponse:
    query = _parse(HistoryQuery, merchant.fields)
    for moment in (query.since, query.until):
        if moment is not None and moment.tzinfo is None:
            raise GatewayError(400, "INVALID_REQUEST", "from and to need a time zone")
    return envelope(
        _gateway(request).history(
            merchant.merchant_id,
            kind=query.type,
            status=query.status,
            merchant_ref=query.merchant_ref,
            since=query.since,
            until=query.until,
            page=query.page,
            page_size=query.page_size,
        )
    )
