"""CSV answers: every report and list of the back office can be downloaded the same way.

A text cell that a spreadsheet would read as a formula (=, +, -, @, tab, return first) is
written with a leading apostrophe, so a player's name never runs as one."""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Iterable, Sequence
from datetime import date, datetime
from decimal import Decimal
from typing import Any

from fastapi import Response
from pydantic import BaseModel

CSV_RESPONSES: dict[int | str, dict[str, Any]] = {
    200: {"content": {"text/csv": {}}, "description": "CSV, a header row then one row each"}
}


def cell(value: Any) -> str | int | float:
    """`value` as one CSV cell: numbers as they are, dates in ISO form, objects as JSON, text
    guarded against formulas."""
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int | float | Decimal):
        return value  # type: ignore[return-value]
    if isinstance(value, datetime | date):
        return value.isoformat()
    if isinstance(value, BaseModel):
        value = value.model_dump(mode="json")
    if isinstance(value, dict | list):
        value = json.dumps(value, ensure_ascii=False, separators=(",", ":"), default=str)
    text = str(value)
    return "'" + text if text[:1] in ("=", "+", "-", "@", "\t", "\r") else text


def csv_text(header: Sequence[str], rows: Iterable[Sequence[Any]]) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(header)
    for row in rows:
        writer.writerow([cell(value) for value in row])
    return out.getvalue()


def models_csv(rows: Sequence[BaseModel], model: type[BaseModel]) -> str:
    """One column per field of `model`, one row per item."""
    columns = list(model.model_fields)
    return csv_text(columns, ([getattr(row, name) for name in columns] for row in rows))


def csv_response(text: str, filename: str) -> Response:
    return Response(
        text,
        media_type="text/csv; charset=utf-8",
        headers={"content-disposition": f'attachment; filename="{filename}"'},
    )
