"""Demo TrueMoney gift voucher store (PROVIDERS.md "Payments").

Protocol routes, as the real store: `GET /campaign/vouchers/{hash}/verify?mobile=` and
`POST /campaign/vouchers/{hash}/redeem` with `{mobile, voucher_hash}`; answers
`{status: {code, message}, data}`. A voucher pays one receiver once. Demo-only: vouchers are
made through `POST /demo/vouchers` or the HTML store at `/store`.
"""

from __future__ import annotations

import asyncio
import json
import re
import secrets
import string
from dataclasses import dataclass
from datetime import datetime, timedelta
from decimal import Decimal
from html import escape
from typing import Any
from urllib.parse import parse_qs, quote

from fastapi import APIRouter, Request
from fastapi.responses import HTMLResponse, JSONResponse, RedirectResponse
from pydantic import BaseModel, Field, ValidationError, field_validator

from .common import TWO_PLACES, epoch_ms, iso, money, now, page

LINK = "https://gift.truemoney.com/campaign/?v={}"
MOBILE = re.compile(r"0\d{9}")
MAX_VOUCHER = Decimal("100000.00")
_ALPHABET = string.ascii_letters + string.digits
_SENDERS = ("สมชาย", "สมหญิง", "ประยุทธ", "มาลี", "วิชัย", "นภา", "กิตติ", "ปราณี")

MESSAGES = {
    "SUCCESS": "success",
    "VOUCHER_NOT_FOUND": "Voucher not found",
    "VOUCHER_OUT_OF_STOCK": "Voucher has already been redeemed",
    "VOUCHER_EXPIRED": "Voucher has expired",
    "CANNOT_GET_OWN_VOUCHER": "Cannot redeem your own voucher",
    "TARGET_USER_NOT_FOUND": "Receiving mobile number is not a TrueMoney wallet",
    "INVALID_PARAMETER": "Invalid request",
}
HTTP_STATUS = {"SUCCESS": 200, "VOUCHER_NOT_FOUND": 404}


@dataclass
class DemoVoucher:
    hash: str
    voucher_id: str
    amount: Decimal
    owner_mobile: str
    owner_name: str
    created_at: datetime
    expires_at: datetime
    redeemed_by: str | None = None
    redeemed_at: datetime | None = None

    def status(self, moment: datetime) -> str:
        if self.redeemed_by:
            return "redeemed"
        return "expired" if moment >= self.expires_at else "active"


class Refused(Exception):
    def __init__(self, code: str, voucher: DemoVoucher | None = None) -> None:
        self.code = code
        self.voucher = voucher
        super().__init__(code)


class VoucherStore:
    """Every voucher in memory; one lock makes check-then-redeem atomic."""

    def __init__(self) -> None:
        self._vouchers: dict[str, DemoVoucher] = {}
        self._lock = asyncio.Lock()

    async def create(self, amount: Decimal, owner_mobile: str, expires_in: int) -> DemoVoucher:
        async with self._lock:
            voucher_hash = "".join(secrets.choice(_ALPHABET) for _ in range(35))
            created = now()
            voucher = DemoVoucher(
                hash=voucher_hash,
                voucher_id=str(secrets.randbelow(9 * 10**17) + 10**17),
                amount=amount,
                owner_mobile=owner_mobile,
                owner_name=f"{_SENDERS[int(owner_mobile[-1]) % len(_SENDERS)]} ***{owner_mobile[-4:]}",
                created_at=created,
                expires_at=created + timedelta(seconds=expires_in),
            )
            self._vouchers[voucher_hash] = voucher
            return voucher

    async def take(self, voucher_hash: str, mobile: str, *, redeem: bool) -> DemoVoucher:
        """The voucher if `mobile` may redeem it (and, with `redeem`, redeemed by it now)."""
        async with self._lock:
            if not MOBILE.fullmatch(mobile):
                raise Refused("TARGET_USER_NOT_FOUND")
            voucher = self._vouchers.get(voucher_hash)
            if voucher is None:
                raise Refused("VOUCHER_NOT_FOUND")
            if voucher.owner_mobile == mobile:
                raise Refused("CANNOT_GET_OWN_VOUCHER", voucher)
            if voucher.redeemed_by:
                raise Refused("VOUCHER_OUT_OF_STOCK", voucher)
            moment = now()
            if moment >= voucher.expires_at:
                raise Refused("VOUCHER_EXPIRED", voucher)
            if redeem:
                voucher.redeemed_by, voucher.redeemed_at = mobile, moment
            return voucher

    def get(self, voucher_hash: str) -> DemoVoucher | None:
        return self._vouchers.get(voucher_hash)

    def recent(self, limit: int = 50) -> list[DemoVoucher]:
        return sorted(self._vouchers.values(), key=lambda v: v.created_at, reverse=True)[:limit]


def _masked(mobile: str) -> str:
    return f"{mobile[:3]}-xxx-{mobile[-4:]}"


def voucher_data(voucher: DemoVoucher, mobile: str) -> dict[str, Any]:
    """The `data` member of an answer, seen by the receiver `mobile`."""
    moment = now()
    redeemed = voucher.redeemed_by is not None
    data: dict[str, Any] = {
        "voucher": {
            "voucher_id": voucher.voucher_id,
            "amount_baht": money(voucher.amount),
            "redeemed_amount_baht": money(voucher.amount if redeemed else Decimal(0)),
            "member": 1,
            "status": voucher.status(moment),
            "link": LINK.format(voucher.hash),
            "detail": "",
            "expire_date": epoch_ms(voucher.expires_at),
            "type": "F",
            "redeemed": 1 if redeemed else 0,
            "available": 0 if redeemed else 1,
        },
        "owner_profile": {"full_name": voucher.owner_name},
        "tickets": [],
    }
    if voucher.redeemed_by and voucher.redeemed_at:
        ticket = {
            "mobile": _masked(voucher.redeemed_by),
            "update_date": epoch_ms(voucher.redeemed_at),
            "amount_baht": money(voucher.amount),
            "full_name": f"***{voucher.redeemed_by[-4:]}",
        }
        data["tickets"] = [ticket]
        if voucher.redeemed_by == mobile:
            data["my_ticket"] = ticket
    return data


def answer(code: str, data: dict[str, Any] | None = None) -> JSONResponse:
    return JSONResponse(
        {"status": {"code": code, "message": MESSAGES.get(code, code)}, "data": data},
        status_code=HTTP_STATUS.get(code, 400),
    )


router = APIRouter()


def _store(request: Request) -> VoucherStore:
    return request.app.state.vouchers


async def _answer_take(
    request: Request, voucher_hash: str, mobile: str, *, redeem: bool
) -> JSONResponse:
    try:
        voucher = await _store(request).take(voucher_hash, mobile, redeem=redeem)
    except Refused as refused:
        data = voucher_data(refused.voucher, mobile) if refused.voucher else None
        return answer(refused.code, data)
    return answer("SUCCESS", voucher_data(voucher, mobile))


@router.get("/campaign/vouchers/{voucher_hash}/verify", tags=["truemoney"])
async def verify(request: Request, voucher_hash: str, mobile: str = "") -> JSONResponse:
    return await _answer_take(request, voucher_hash, mobile, redeem=False)


@router.post("/campaign/vouchers/{voucher_hash}/redeem", tags=["truemoney"])
async def redeem(request: Request, voucher_hash: str) -> JSONResponse:
    try:
        body = json.loads(await request.body())
    except ValueError:
        return answer("INVALID_PARAMETER")
    if not isinstance(body, dict) or not isinstance(body.get("mobile"), str):
        return answer("INVALID_PARAMETER")
    if body.get("voucher_hash") != voucher_hash:
        return answer("VOUCHER_NOT_FOUND")
    return await _answer_take(request, voucher_hash, body["mobile"], redeem=True)


# Demo-only: making vouchers, for tests (JSON) and for people (the HTML store).


class NewVoucher(BaseModel):
    amount_baht: str = Field(pattern=TWO_PLACES.pattern, examples=["100.00"])
    owner_mobile: str = Field(pattern=MOBILE.pattern, examples=["0891234567"])
    expires_in_seconds: int = Field(default=86_400, ge=0, le=30 * 86_400)

    @field_validator("amount_baht")
    @classmethod
    def _in_range(cls, value: str) -> str:
        if not (Decimal("0.01") <= Decimal(value) <= MAX_VOUCHER):
            raise ValueError(f"a voucher holds 0.01 to {MAX_VOUCHER} baht")
        return value


class MadeVoucher(BaseModel):
    voucher_hash: str
    link: str
    amount_baht: str
    owner_mobile: str
    expire_date: str
    status: str
    redeemed_by: str | None


def made(voucher: DemoVoucher) -> MadeVoucher:
    return MadeVoucher(
        voucher_hash=voucher.hash,
        link=LINK.format(voucher.hash),
        amount_baht=money(voucher.amount),
        owner_mobile=voucher.owner_mobile,
        expire_date=iso(voucher.expires_at) or "",
        status=voucher.status(now()),
        redeemed_by=voucher.redeemed_by,
    )


@router.post("/demo/vouchers", status_code=201, tags=["demo"])
async def create_voucher(request: Request, body: NewVoucher) -> MadeVoucher:
    voucher = await _store(request).create(
        Decimal(body.amount_baht), body.owner_mobile, body.expires_in_seconds
    )
    return made(voucher)


@router.get("/demo/vouchers", tags=["demo"])
async def list_vouchers(request: Request) -> list[MadeVoucher]:
    return [made(v) for v in _store(request).recent()]


@router.get("/store", response_class=HTMLResponse, include_in_schema=False)
async def store_page(request: Request, made_hash: str = "", error: str = "") -> HTMLResponse:
    store = _store(request)
    fresh = store.get(made_hash) if made_hash else None
    notice = ""
    if fresh:
        link = escape(LINK.format(fresh.hash))
        notice = (
            f'<div class="card ok"><b>Voucher made: {money(fresh.amount)} baht.</b> '
            f"Paste this link into the site's TrueMoney deposit:<br>"
            f'<input readonly size="70" value="{link}" onclick="this.select()"></div>'
        )
    elif error:
        notice = f'<div class="card bad">{escape(error)}</div>'
    rows = "".join(
        f"<tr><td><code>{escape(v.hash[:12])}…</code></td><td>{money(v.amount)}</td>"
        f"<td>{escape(v.owner_mobile)}</td><td>{escape(v.status(now()))}</td>"
        f"<td>{escape(v.redeemed_by or '')}</td>"
        f'<td><input readonly size="18" value="{escape(LINK.format(v.hash))}" '
        f'onclick="this.select()"></td></tr>'
        for v in store.recent()
    )
    body = f"""<h1>TrueMoney gift voucher store (ซองของขวัญ)</h1>
{notice}
<form method="post" action="/store" class="card">
<p><label>Amount (baht) <input name="amount_baht" value="100.00" required></label></p>
<p><label>Sender's mobile <input name="owner_mobile" value="0891234567" required></label>
<span class="muted">the receiving wallet cannot be the sender</span></p>
<p><label>Expires in <select name="expires_in_seconds">
<option value="3600">1 hour</option><option value="86400" selected>1 day</option>
<option value="604800">7 days</option><option value="60">1 minute</option></select></label></p>
<button type="submit">Make a voucher</button></form>
<h2>Vouchers</h2>
<table><tr><th>hash</th><th>baht</th><th>sender</th><th>status</th><th>redeemed by</th><th>link</th></tr>
{rows or '<tr><td colspan="6" class="muted">none yet</td></tr>'}</table>"""
    return HTMLResponse(page("Demo TrueMoney voucher store", body))


@router.post("/store", include_in_schema=False)
async def store_form(request: Request) -> RedirectResponse:
    form = {k: v[0] for k, v in parse_qs((await request.body()).decode("utf-8", "replace")).items()}
    try:
        body = NewVoucher.model_validate(form)
    except ValidationError:
        message = f"An amount like 100.00 (at most {MAX_VOUCHER}) and a 10-digit mobile starting with 0, please."
        return RedirectResponse(f"/store?error={quote(message)}", 303)
    voucher = await _store(request).create(
        Decimal(body.amount_baht), body.owner_mobile, body.expires_in_seconds
    )
    return RedirectResponse(f"/store?made_hash={voucher.hash}", 303)
