"""The cashier's tests against the demo payment upstream, running as its own process."""

from __future__ import annotations

import pytest

from tests.payments.conftest import demo, demo_pay_url  # noqa: F401  (fixtures)


@pytest.fixture
def pay_ctx(make_ctx, demo_pay_url: str):  # type: ignore[no-untyped-def]  # noqa: F811
    """An app context whose voucher store and gateway are the demo upstream."""
    return make_ctx(truemoney_url=demo_pay_url, vn_gateway_url=demo_pay_url, upstream_timeout=2)
