"""`promptplay upstreams serve`, and `run` keeping the demo upstream as its child."""

from __future__ import annotations

import os

from click.testing import CliRunner

from promptplay.cli import _start_pay_upstream, _stop, main
from promptplay.config import Settings

from .conftest import free_port, wait_until_up


def test_upstreams_serve_is_on_the_command_line() -> None:
    result = CliRunner().invoke(main, ["upstreams", "serve", "--help"])
    assert result.exit_code == 0 and "--port" in result.output


def test_run_starts_the_demo_upstream_as_a_child_and_stops_it(tmp_path) -> None:  # type: ignore[no-untyped-def]
    port = free_port()
    child = _start_pay_upstream(Settings(pay_upstream_port=port))
    assert child is not None
    try:
        wait_until_up(f"http://127.0.0.1:{port}", child, tmp_path / "no-log")
    finally:
        _stop(child)
    assert child.poll() is not None
    assert _start_pay_upstream(Settings(pay_upstream_port=0)) is None


def test_upstream_urls_follow_the_port_unless_named() -> None:
    settings = Settings(pay_upstream_port=8123)
    assert settings.truemoney_url == settings.vn_gateway_url == "http://127.0.0.1:8123"
    real = Settings(truemoney_url="https://gift.truemoney.com", vn_gateway_url="https://gw.example")
    assert (real.truemoney_url, real.vn_gateway_url) == (
        "https://gift.truemoney.com",
        "https://gw.example",
    )
    assert (
        os.environ.get("VN_GATEWAY_SECRET") or "demo" in real.vn_gateway_secret.get_secret_value()
    )
