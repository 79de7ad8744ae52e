"""The back office's CSV downloads: cells a spreadsheet could run as formulas are written as
text, and each value keeps a plain form."""

from __future__ import annotations

import csv
import io
from datetime import UTC, datetime
from decimal import Decimal

from promptplay.core.csvfile import cell, csv_text


def test_a_cell_never_starts_a_formula() -> None:
    for text in ("=HYPERLINK(1)", "+1", "-2+3", "@SUM(A1)", "\tx", "\rx"):
        assert cell(text) == "'" + text
    assert cell("plain") == "plain" and cell("a=b") == "a=b"


def test_values_keep_a_plain_form() -> None:
    when = datetime(2026, 11, 28, 17, 0, tzinfo=UTC)
    assert cell(None) == "" and cell(True) == "true" and cell(False) == "false"
    assert cell(Decimal("-12.50")) == Decimal("-12.50") and cell(-3) == -3  # numbers stay numbers
    assert cell(when) == "2026-11-28T17:00:00+00:00"
    assert cell({"a": "ก", "b": [1]}) == '{"a":"ก","b":[1]}'
    assert cell({"x": "=1"}) == '{"x":"=1"}'  # JSON starts with a brace: no formula


def test_rows_read_back_as_written() -> None:
    text = csv_text(["name", "amount"], [["a,b", Decimal("1.5")], ['say "hi"', 2]])
    assert text.endswith("\r\n")
    assert list(csv.reader(io.StringIO(text))) == [
        ["name", "amount"],
        ["a,b", "1.5"],
        ['say "hi"', "2"],
    ]
