"""Integrity of the static reference data (countries, currencies, banks) and bank icons."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections import Counter
from dataclasses import FrozenInstanceError

import pytest

from promptplay.reference import (
    BANKS,
    COUNTRIES,
    CURRENCIES,
    bank_by_code,
    bank_by_id,
    bank_icon_svg,
    banks_for_country,
    country_by_code,
    country_by_id,
    currency_by_code,
)
from promptplay.reference.icons import icon_label

SWIFT_RE = re.compile(r"^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$")
HEX_COLOR_RE = re.compile(r"^#[0-9a-f]{6}$")
SVG_NS = "{http://www.w3.org/2000/svg}"


def _duplicates(values):
    return sorted(v for v, n in Counter(values).items() if n > 1)


def _parse(svg: str) -> ET.Element:
    # Our own generated markup, not untrusted input: the stdlib parser is the point of the test.
    return ET.fromstring(svg)  # noqa: S314


# ---------------------------------------------------------------------------- uniqueness


def test_bank_codes_are_globally_unique():
    assert _duplicates(b.code for b in BANKS) == []


def test_bank_country_code_pairs_are_unique():
    assert _duplicates((b.country_id, b.code) for b in BANKS) == []


def test_bank_ids_are_unique():
    assert _duplicates(b.id for b in BANKS) == []


def test_bank_codes_are_upper_case_identifiers():
    for bank in BANKS:
        assert re.fullmatch(r"[A-Z][A-Z0-9]*", bank.code), bank.code


def test_country_and_currency_keys_are_unique():
    assert _duplicates(c.id for c in COUNTRIES) == []
    assert _duplicates(c.code for c in COUNTRIES) == []
    assert _duplicates(c.id for c in CURRENCIES) == []
    assert _duplicates(c.code for c in CURRENCIES) == []


def test_swift_codes_are_unique_when_present():
    assert _duplicates(b.swift_code for b in BANKS if b.swift_code) == []


def test_sort_order_is_unique_within_each_country():
    for country in COUNTRIES:
        orders = [b.sort for b in BANKS if b.country_id == country.id]
        assert _duplicates(orders) == [], country.code


# ---------------------------------------------------------------------------- relations


def test_every_bank_country_exists():
    country_ids = {c.id for c in COUNTRIES}
    for bank in BANKS:
        assert bank.country_id in country_ids, bank.code


def test_every_country_has_banks():
    for country in COUNTRIES:
        assert banks_for_country(country.id), country.code


def test_each_country_has_its_currency():
    for country in COUNTRIES:
        currency = currency_by_code(country.currency_code)
        assert currency is not None, country.code
        assert currency.code == country.currency_code


def test_expected_countries():
    th, vn, la = (country_by_id(i) for i in (1, 2, 3))
    assert (th.code, th.dialing_code, th.currency_code, th.timezone) == (
        "TH",
        "+66",
        "THB",
        "Asia/Bangkok",
    )
    assert (vn.code, vn.dialing_code, vn.currency_code, vn.timezone) == (
        "VN",
        "+84",
        "VND",
        "Asia/Ho_Chi_Minh",
    )
    assert (la.code, la.dialing_code, la.currency_code, la.timezone) == (
        "LA",
        "+856",
        "LAK",
        "Asia/Vientiane",
    )


def test_currency_decimals():
    assert {c.code: c.decimals for c in CURRENCIES} == {"THB": 2, "VND": 0, "LAK": 2, "USD": 2}
    assert currency_by_code("THB").minor_unit == "satang"
    assert currency_by_code("THB").symbol == "฿"
    assert currency_by_code("VND").symbol == "₫"
    assert currency_by_code("LAK").symbol == "₭"


# ---------------------------------------------------------------------------- field formats


def test_swift_codes_are_well_formed():
    for bank in BANKS:
        if bank.swift_code:
            assert SWIFT_RE.fullmatch(bank.swift_code), (bank.code, bank.swift_code)


def test_swift_country_letters_match_the_bank_country():
    for bank in BANKS:
        if bank.swift_code:
            country = country_by_id(bank.country_id)
            assert bank.swift_code[4:6] == country.code, (bank.code, bank.swift_code)


def test_only_wallets_may_lack_a_swift_code_in_thailand():
    # Every Thai bank has a confirmed BIC; only e-wallets have none.
    for bank in banks_for_country(1):
        assert bank.swift_code or bank.is_wallet, bank.code


def test_account_number_lengths_are_sane():
    for bank in BANKS:
        low, high = bank.account_no_length
        assert isinstance(low, int) and isinstance(high, int), bank.code
        assert 1 <= low <= high <= 20, (bank.code, bank.account_no_length)


def test_brand_colors_are_hex():
    for bank in BANKS:
        assert HEX_COLOR_RE.fullmatch(bank.brand_color), (bank.code, bank.brand_color)


def test_names_are_filled():
    for bank in BANKS:
        for field in ("code_name", "name_en", "name_th", "name_local"):
            assert getattr(bank, field).strip(), (bank.code, field)
        assert len(bank.code_name) <= 5, bank.code


def test_thai_bank_names_are_in_thai_script():
    for bank in banks_for_country(1):
        assert re.search(r"[\u0E00-\u0E7F]", bank.name_th), bank.code


def test_known_thai_banks():
    expected = {
        "KBANK": ("KASITHBK", (10, 10), "ธนาคารกสิกรไทย"),
        "SCB": ("SICOTHBK", (10, 10), "ธนาคารไทยพาณิชย์"),
        "BBL": ("BKKBTHBK", (10, 10), "ธนาคารกรุงเทพ"),
        "KTB": ("KRTHTHBK", (10, 10), "ธนาคารกรุงไทย"),
        "GSB": ("GSBATHBK", (12, 12), "ธนาคารออมสิน"),
        "BAAC": ("BAABTHBK", (12, 12), "ธนาคารเพื่อการเกษตรและสหกรณ์การเกษตร"),
    }
    for code, (swift, length, name_th) in expected.items():
        bank = bank_by_code(code)
        assert bank is not None, code
        assert (bank.swift_code, bank.account_no_length, bank.name_th) == (swift, length, name_th)


def test_vietnamese_scb_and_lao_st_bank_have_distinct_codes():
    assert bank_by_code("SCB").country_id == 1  # Siam Commercial Bank
    assert bank_by_code("SCBVN").country_id == 2  # Saigon Commercial Bank
    assert bank_by_code("STB").country_id == 2  # Sacombank
    assert bank_by_code("STBLA").country_id == 3  # ST Bank (Laos)


def test_bcel_account_numbers_are_18_digits():
    bcel = bank_by_code("BCEL")
    assert bcel.swift_code == "COEBLALA"
    assert bcel.accepts_account_no("030110001337263001")
    assert not bcel.accepts_account_no("0301100013372630")


def test_accepts_account_no_checks_digits_and_length():
    kbank = bank_by_code("KBANK")
    assert kbank.accepts_account_no("1234567890")
    assert not kbank.accepts_account_no("123456789")
    assert not kbank.accepts_account_no("12345678901")
    assert not kbank.accepts_account_no("123-4-56789")
    assert not kbank.accepts_account_no("１２３４５６７８９０")  # full-width digits


# ---------------------------------------------------------------------------- phone patterns


@pytest.mark.parametrize(
    ("country_code", "number", "ok"),
    [
        ("TH", "0812345678", True),
        ("TH", "0912345678", True),
        ("TH", "0612345678", True),
        ("TH", "0712345678", True),
        ("TH", "0512345678", False),
        ("TH", "021234567", False),
        ("TH", "081234567", False),
        ("TH", "08123456789", False),
        ("VN", "0912345678", True),
        ("VN", "0312345678", True),
        ("VN", "091234567", False),
        ("VN", "09123456789", False),
        ("LA", "02012345678", True),
        ("LA", "0201234567", False),
        ("LA", "02112345678", False),
        ("LA", "020123456789", False),
    ],
)
def test_phone_patterns(country_code, number, ok):
    country = country_by_code(country_code)
    assert bool(re.fullmatch(country.phone_pattern, number)) is ok
    assert country.is_valid_phone(number) is ok


def test_phone_pattern_rejects_trailing_newline():
    assert not country_by_code("TH").is_valid_phone("0812345678\n")


# ---------------------------------------------------------------------------- lookups


def test_lookups():
    assert country_by_id(1).code == "TH"
    assert country_by_id(99) is None
    assert country_by_code("vn").id == 2
    assert country_by_code("XX") is None
    assert currency_by_code("lak").decimals == 2
    assert currency_by_code("EUR") is None
    assert bank_by_code("kbank").code == "KBANK"
    assert bank_by_code("NOPE") is None
    assert bank_by_id(bank_by_code("BCEL").id).code == "BCEL"
    assert banks_for_country(42) == ()


def test_banks_for_country_is_sorted_and_complete():
    for country in COUNTRIES:
        banks = banks_for_country(country.id)
        assert [b.sort for b in banks] == sorted(b.sort for b in banks)
        assert {b.code for b in banks} == {b.code for b in BANKS if b.country_id == country.id}


def test_reference_data_is_immutable():
    with pytest.raises(FrozenInstanceError):
        BANKS[0].code = "X"  # type: ignore[misc]
    assert isinstance(BANKS, tuple)
    assert isinstance(COUNTRIES, tuple)
    assert isinstance(CURRENCIES, tuple)


# ---------------------------------------------------------------------------- icons


def test_icons_are_valid_xml_and_contain_the_code():
    for bank in BANKS:
        svg = bank_icon_svg(bank)
        root = _parse(svg)
        assert root.tag == f"{SVG_NS}svg", bank.code
        assert root.get("viewBox") == "0 0 64 64"
        assert bank.code in svg, bank.code
        assert root.get("data-bank-code") == bank.code
        text = root.find(f"{SVG_NS}text")
        assert text is not None
        assert text.text == icon_label(bank)
        assert text.get("font-weight") == "700"
        assert "sans-serif" in text.get("font-family")


def test_icon_label_and_colour():
    kbank = bank_by_code("KBANK")
    root = _parse(bank_icon_svg(kbank))
    assert root.find(f"{SVG_NS}text").text == "KBANK"
    assert root.find(f"{SVG_NS}rect").get("fill") == kbank.brand_color
    assert root.find(f"{SVG_NS}text").get("fill") == "#ffffff"


def test_icon_text_fits_the_badge():
    for bank in BANKS:
        root = _parse(bank_icon_svg(bank))
        text = root.find(f"{SVG_NS}text")
        size = float(text.get("font-size"))
        # Bold caps average under 0.7 em: the label must fit in 64 px minus margins.
        assert len(text.text) * size * 0.68 <= 48.5, bank.code
        assert size >= 10, bank.code


def test_icon_is_deterministic():
    bank = bank_by_code("VCB")
    assert bank_icon_svg(bank) == bank_icon_svg(bank)


def test_icon_circle_shape():
    root = _parse(bank_icon_svg(bank_by_code("BCEL"), shape="circle"))
    assert root.find(f"{SVG_NS}circle") is not None
    assert root.find(f"{SVG_NS}rect") is None


def test_icon_escapes_text():
    from dataclasses import replace

    nasty = replace(
        bank_by_code("KBANK"),
        code="A&B",
        code_name="<&>",
        name_en='Evil "Bank" <script>',
        brand_color='red" onload="x',
    )
    svg = bank_icon_svg(nasty)
    root = _parse(svg)  # still well-formed
    assert root.find(f"{SVG_NS}text").text == "<&>"
    assert root.find(f"{SVG_NS}title").text == 'A&B - Evil "Bank" <script>'
    assert "onload" not in svg
    assert "<script>" not in svg


def test_icon_long_code_name_is_shortened():
    from dataclasses import replace

    bank = replace(bank_by_code("KBANK"), code_name="TRUEMONEY")
    assert icon_label(bank) == "TRUE"
    assert _parse(bank_icon_svg(bank)).find(f"{SVG_NS}text").text == "TRUE"


def test_light_brand_colour_gets_readable_text():
    bay = bank_by_code("BAY")  # Krungsri yellow
    fill = _parse(bank_icon_svg(bay)).find(f"{SVG_NS}text").get("fill")
    assert fill != "#ffffff"


def test_icons_are_ascii():
    # Served as image/svg+xml without a charset: keep the markup plain ASCII.
    for bank in BANKS:
        assert bank_icon_svg(bank).isascii(), bank.code
