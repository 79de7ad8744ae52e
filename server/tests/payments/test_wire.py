"""Signature canonicalisation, amounts on the wire, log masking: the parts of the protocols
that need no upstream."""

from __future__ import annotations

import hashlib
import hmac
import json
from datetime import UTC, datetime
from decimal import Decimal

import pytest
from hypothesis import given
from hypothesis import strategies as st

from promptplay.core.upstream_http import (
    UpstreamProtocolError,
    format_amount,
    mask,
    parse_amount,
)
from promptplay.payments import CallbackSignatureMismatch, GatewayCallback, VietnamGatewayClient
from promptplay.payments.vietnam_gateway import canonical_fields, hmac_hex, request_string
from promptplay.upstreams.demo_pay import signing
from promptplay.upstreams.demo_pay.gateway import BANKS, crc16_ccitt, vietqr_payload

SECRET = "unit-test-secret"


def test_canonical_fields_sort_encode_and_drop_nulls() -> None:
    fields = {"b": "x y", "a": "1", "c": None, "d": True, "e": 7, "f": "ä/&="}
    assert canonical_fields(fields) == "a=1&b=x%20y&d=true&e=7&f=%C3%A4%2F%26%3D"


def test_the_documented_example() -> None:
    """docs/payment-upstreams.md spells this string out; both ends must produce it."""
    body = {
        "merchant_ref": "R 1",
        "amount": "500000.00",
        "bank_code": "VCB",
        "callback_url": "http://x/cb",
    }
    documented = (
        "POST\n/v1/deposits\nM1\n1700000000\n"
        "amount=500000.00&bank_code=VCB&callback_url=http%3A%2F%2Fx%2Fcb&merchant_ref=R%201"
    )
    assert request_string("POST", "/v1/deposits", "M1", "1700000000", body) == documented
    assert (
        signing.request_message("post", "/v1/deposits", "M1", "1700000000", body)
        == documented.encode()
    )
    expected = hmac.new(SECRET.encode(), documented.encode(), hashlib.sha256).hexdigest()
    assert (
        hmac_hex(SECRET, documented.encode())
        == expected
        == signing.sign(SECRET, documented.encode())
    )


def test_value_and_separator_cannot_be_confused() -> None:
    # Without encoding, {"a": "1&b=2"} and {"a": "1", "b": "2"} would sign alike.
    assert canonical_fields({"a": "1&b=2"}) != canonical_fields({"a": "1", "b": "2"})


@pytest.mark.parametrize("bad", [1.5, {"nested": "x"}, ["x"], Decimal("1.00")])
def test_only_flat_strings_integers_booleans_are_signed(bad: object) -> None:
    with pytest.raises(TypeError):
        canonical_fields({"a": bad})
    with pytest.raises(ValueError):
        signing.canonical({"a": bad})


flat_values = st.one_of(st.none(), st.booleans(), st.integers(), st.text())


@given(st.dictionaries(st.text(min_size=1), flat_values, max_size=8))
def test_the_adapter_and_the_demo_gateway_agree(fields: dict[str, object]) -> None:
    assert canonical_fields(fields) == signing.canonical(fields)


def _callback(**overrides: object) -> bytes:
    body = {
        "amount": "500000.00",
        "event_id": "evt_1",
        "merchant_id": "M1",
        "merchant_ref": "R1",
        "order_id": "VG1",
        "paid_at": "2026-11-21T08:00:00.000Z",
        "sent_at": "2026-11-21T08:00:00.100Z",
        "status": "PAID",
        "type": "DEPOSIT",
    }
    body.update(overrides)
    return json.dumps(body, separators=(",", ":"), sort_keys=True).encode()


def test_verify_callback_takes_exactly_the_signed_bytes() -> None:
    client = VietnamGatewayClient("http://127.0.0.1:9", "M1", SECRET)
    raw = _callback()
    signature = hmac_hex(SECRET, raw)
    callback = client.verify_callback(raw, signature)
    assert callback == GatewayCallback(
        event_id="evt_1",
        merchant_id="M1",
        order_id="VG1",
        merchant_ref="R1",
        type="DEPOSIT",
        status="PAID",
        amount="500000.00",
        paid_at=datetime(2026, 11, 21, 8, 0, tzinfo=UTC),
        sent_at=datetime(2026, 11, 21, 8, 0, 0, 100_000, tzinfo=UTC),
    )
    assert callback.amount == Decimal("500000.00")
    assert client.verify_callback(raw, f"  {signature.upper()} ").order_id == "VG1"
    for header in (None, "", "00", signature[:-1], "é" * 64, hmac_hex("other", raw)):
        with pytest.raises(CallbackSignatureMismatch):
            client.verify_callback(raw, header)
    for forged in (_callback(amount="5000000.00"), raw + b" ", raw.replace(b"PAID", b"FAIL")):
        with pytest.raises(CallbackSignatureMismatch):
            client.verify_callback(forged, signature)


def test_verify_callback_refuses_another_merchant_and_unknown_shapes() -> None:
    client = VietnamGatewayClient("http://127.0.0.1:9", "M1", SECRET)
    other = _callback(merchant_id="M2")
    with pytest.raises(CallbackSignatureMismatch):
        client.verify_callback(other, hmac_hex(SECRET, other))
    for raw in (b"not json", _callback(amount=500000.0), _callback(status="MAYBE")):
        with pytest.raises(UpstreamProtocolError):
            client.verify_callback(raw, hmac_hex(SECRET, raw))


def test_amounts_are_two_place_decimal_strings() -> None:
    assert format_amount(Decimal("500000")) == "500000.00"
    assert format_amount(Decimal("12.5")) == "12.50"
    assert format_amount(Decimal("0")) == "0.00"
    for bad in (Decimal("1.005"), Decimal("-1"), Decimal("NaN"), Decimal("Infinity")):
        with pytest.raises(ValueError):
            format_amount(bad)
    with pytest.raises(TypeError):
        format_amount(1.5)  # type: ignore[arg-type]
    assert parse_amount("150.50") == Decimal("150.50")
    assert parse_amount("10") == Decimal("10.00")
    assert parse_amount("0.019") == Decimal("0.01")  # rounded down, never up (spec §5)
    for bad in (150.5, 150, "1e3", "", "1,000.00", " 1.00", None):
        with pytest.raises(ValueError):
            parse_amount(bad)


def test_logs_see_no_secrets_and_only_the_end_of_numbers() -> None:
    assert mask(
        {
            "signature": "abc",
            "Secret": "s",
            "mobile": "0812345678",
            "items": [{"account_no": "1234567890", "name": "x"}],
            "amount": "1.00",
        }
    ) == {
        "signature": "***",
        "Secret": "***",
        "mobile": "***5678",
        "items": [{"account_no": "***7890", "name": "x"}],
        "amount": "1.00",
    }


def test_vietqr_payload_is_emvco_with_a_valid_crc() -> None:
    assert crc16_ccitt(b"123456789") == 0x29B1  # the CRC-16/CCITT-FALSE check value
    payload = vietqr_payload(BANKS["VCB"], Decimal("500000.00"), "VG1")
    assert payload.startswith("000201010212")
    assert "0010A000000727" in payload and "0006970436" in payload
    assert "5303704" in payload and "5406500000" in payload and "5802VN" in payload
    assert payload[-8:-4] == "6304"
    assert int(payload[-4:], 16) == crc16_ccitt(payload[:-4].encode())
