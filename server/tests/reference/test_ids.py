"""Reference calls keyed by a row id: a number no row can have is bad input, never a crash."""

from __future__ import annotations

import pytest

from tests.conftest import client_for
from tests.factories import error_of


@pytest.mark.parametrize(
    ("path", "field"),
    [
        ("/api/bank/get/bankList/{}", "countryId"),
        ("/api/currency/get/currencyList/{}", "agentId"),
    ],
)
@pytest.mark.parametrize(
    "value", ["2147483648", "9223372036854775808", "99999999999999999999", "0", "-1"]
)
async def test_an_id_out_of_range_is_invalid_data(ctx, path: str, field: str, value: str) -> None:
    if field == "agentId" and value == "2147483648":
        value = str(2**62 + 1)  # agent ids are 64-bit
    async with client_for(ctx, "x.example") as client:
        response = await client.get(path.format(value))
    assert response.status_code == 422, response.text
    assert error_of(response)["errorCode"] == "0000"
    assert error_of(response)["fields"] == [field]


async def test_the_largest_id_is_still_looked_up(ctx) -> None:
    async with client_for(ctx, "x.example") as client:
        country = await client.get(f"/api/bank/get/bankList/{2**31 - 1}")
        agent = await client.get(f"/api/currency/get/currencyList/{2**62}")
    assert [error_of(r)["errorCode"] for r in (country, agent)] == ["0040", "0040"]
