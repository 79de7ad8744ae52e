"""TrueMoney gift vouchers (PROVIDERS.md "Payments"): a player sends the link of a voucher
(ซองของขวัญ); the agent's wallet redeems it and the voucher's amount becomes the deposit.

Protocol: `GET {base}/campaign/vouchers/{hash}/verify?mobile=` and
`POST {base}/campaign/vouchers/{hash}/redeem` with `{mobile, voucher_hash}`; success when
`status.code == "SUCCESS"`; `mobile` is the receiving wallet's phone number.
"""

from __future__ import annotations

import re
from datetime import UTC, datetime
from decimal import Decimal
from urllib.parse import parse_qs, urlsplit

import httpx
from pydantic import BaseModel, ConfigDict, ValidationError

from ..core.upstream_http import UpstreamHttp, parse_amount
from .errors import InvalidGift, VoucherStoreRefused

GIFT_HOST = "gift.truemoney.com"
_HASH = re.compile(r"[A-Za-z0-9]{10,64}")


def parse_gift(text: str) -> str:
    """The voucher hash from what a player pasted: a gift link
    (`https://gift.truemoney.com/campaign/?v=HASH`) or the bare hash. Raises InvalidGift."""
    value = (text or "").strip()
    if not value:
        raise InvalidGift("empty gift")
    if "://" in value or value.lower().startswith(GIFT_HOST):
        parts = urlsplit(value if "://" in value else f"https://{value}")
        if (
            parts.scheme.lower() not in ("http", "https")
            or (parts.hostname or "").lower() != GIFT_HOST
            or not parts.path.rstrip("/").endswith("/campaign")
        ):
            raise InvalidGift("not a TrueMoney gift link")
        hashes = parse_qs(parts.query).get("v", [])
        if len(hashes) != 1:
            raise InvalidGift("the link names no voucher")
        value = hashes[0].strip()
    if not _HASH.fullmatch(value):
        raise InvalidGift("a voucher hash is 10 to 64 letters and digits")
    return value


class Voucher(BaseModel):
    model_config = ConfigDict(frozen=True)

    hash: str
    voucher_id: str
    # After a redeem: what reached the wallet. After a verify: what a redeem would bring.
    amount: Decimal
    face_amount: Decimal
    owner: str  # the sender's name as the store shows it (masked by the store)
    status: str
    expires_at: datetime | None


class _Status(BaseModel):
    code: str
    message: str = ""


class _VoucherWire(BaseModel):
    voucher_id: str
    amount_baht: str
    redeemed_amount_baht: str = "0.00"
    member: int = 1
    status: str = ""
    expire_date: int | None = None  # milliseconds since the epoch


class _Profile(BaseModel):
    full_name: str = ""


class _Ticket(BaseModel):
    mobile: str = ""
    amount_baht: str


class _Data(BaseModel):
    voucher: _VoucherWire
    owner_profile: _Profile | None = None
    my_ticket: _Ticket | None = None


class _Answer(BaseModel):
    status: _Status
    data: _Data | None = None


class TrueMoneyClient:
    """The voucher store's adapter. Every call raises VoucherStoreRefused (the store said no),
    UpstreamTimeout (outcome unknown) or UpstreamDown."""

    parse_gift = staticmethod(parse_gift)

    def __init__(
        self,
        base_url: str,
        timeout: float = 5.0,
        *,
        transport: httpx.AsyncBaseTransport | None = None,
    ) -> None:
        self._http = UpstreamHttp("truemoney", base_url, timeout, transport=transport)

    async def __aenter__(self) -> TrueMoneyClient:
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.aclose()

    async def aclose(self) -> None:
        await self._http.aclose()

    async def verify(self, voucher_hash: str, mobile: str) -> Voucher:
        """What the voucher holds, moving nothing; refusals as a redeem would meet them."""
        voucher_hash = parse_gift(voucher_hash)
        response = await self._http.request(
            "GET",
            f"/campaign/vouchers/{voucher_hash}/verify",
            key=voucher_hash,
            params={"mobile": mobile},
        )
        return self._read(response, voucher_hash, redeemed=False)

    async def redeem(self, voucher_hash: str, mobile: str) -> Voucher:
        """Move the voucher's money into the wallet of `mobile`; the store pays a hash once,
        so a repeat answers VoucherStoreRefused(VOUCHER_OUT_OF_STOCK, redeemed_by_you=True)."""
        voucher_hash = parse_gift(voucher_hash)
        response = await self._http.request(
            "POST",
            f"/campaign/vouchers/{voucher_hash}/redeem",
            key=voucher_hash,
            body={"mobile": mobile, "voucher_hash": voucher_hash},
        )
        return self._read(response, voucher_hash, redeemed=True)

    def _read(self, response: httpx.Response, voucher_hash: str, *, redeemed: bool) -> Voucher:
        try:
            answer = _Answer.model_validate_json(response.content)
            voucher = self._voucher(answer.data, voucher_hash, redeemed=redeemed)
        except (ValidationError, ValueError) as exc:
            raise self._http.protocol_error(f"HTTP {response.status_code}: {exc}") from exc
        code = answer.status.code
        if code == "SUCCESS":
            if voucher is None:
                raise self._http.protocol_error("SUCCESS without a voucher")
            return voucher
        if code == "INTERNAL_ERROR":
            # The store's own failure says nothing about whether it acted.
            raise self._http.protocol_error(f"store error: {answer.status.message}")
        raise VoucherStoreRefused(
            code,
            answer.status.message,
            voucher=voucher,
            redeemed_by_you=code == "VOUCHER_OUT_OF_STOCK"
            and answer.data is not None
            and answer.data.my_ticket is not None,
        )

    @staticmethod
    def _voucher(data: _Data | None, voucher_hash: str, *, redeemed: bool) -> Voucher | None:
        if data is None:
            return None
        wire = data.voucher
        face = parse_amount(wire.amount_baht)
        if redeemed:
            amount = parse_amount(
                data.my_ticket.amount_baht if data.my_ticket else wire.redeemed_amount_baht
            )
        else:
            amount = face
        if face <= 0 or amount < 0 or amount > face:
            raise ValueError(f"amounts out of range: {wire.amount_baht} / {amount}")
        return Voucher(
            hash=voucher_hash,
            voucher_id=wire.voucher_id,
            amount=amount,
            face_amount=face,
            owner=data.owner_profile.full_name if data.owner_profile else "",
            status=wire.status,
            expires_at=datetime.fromtimestamp(wire.expire_date / 1000, UTC)
            if wire.expire_date
            else None,
        )
