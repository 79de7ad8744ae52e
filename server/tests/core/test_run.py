"""`promptplay run` serves only once the demo upstreams it starts answer, and says so on
stderr when one of them does not start (the site is served without it)."""

from __future__ import annotations

import re
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from click.testing import CliRunner

from promptplay import cli
from tests.conftest import SECRET
from tests.payments.conftest import free_port

# A stand-in upstream: answers GET /health with 200, but only from a second after it starts.
LATE_SERVER = """
import http.server, sys, time
class Health(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        self.send_response(200 if self.path == "/health" else 404)
        self.send_header("content-length", "0")
        self.end_headers()
    def log_message(self, *args):
        pass
time.sleep(1)
http.server.HTTPServer(("127.0.0.1", int(sys.argv[1])), Health).serve_forever()
"""


def _child(*argv: str) -> subprocess.Popen[bytes]:
    return subprocess.Popen([sys.executable, *argv])


def _answers(port: int) -> int | None:
    """The status of GET /health on `port`, None when nothing answers."""
    try:
        return httpx.get(f"http://127.0.0.1:{port}/health", timeout=1).status_code
    except httpx.HTTPError:
        return None


@pytest.fixture
def late_upstream() -> Iterator[tuple[int, subprocess.Popen[bytes]]]:
    port = free_port()
    child = _child("-c", LATE_SERVER, str(port))
    try:
        yield port, child
    finally:
        cli._stop(child)


def test_the_wait_returns_once_the_upstream_answers(
    late_upstream: tuple[int, subprocess.Popen[bytes]],
) -> None:
    port, child = late_upstream
    started = time.monotonic()
    assert _answers(port) is None
    cli.wait_until_up(f"http://127.0.0.1:{port}", child, within=15)
    assert _answers(port) == 200
    assert time.monotonic() - started >= 0.9


def test_the_wait_reports_a_child_that_exits() -> None:
    child = _child("-c", "raise SystemExit(3)")
    started = time.monotonic()
    with pytest.raises(cli.UpstreamNotUp, match="exited with code 3"):
        cli.wait_until_up(f"http://127.0.0.1:{free_port()}", child, within=30)
    assert time.monotonic() - started < 10


def test_the_wait_gives_up_when_nothing_answers_in_time() -> None:
    child = _child("-c", "import time; time.sleep(30)")
    try:
        started = time.monotonic()
        with pytest.raises(cli.UpstreamNotUp, match=r"did not answer .* within 0\.5 s"):
            cli.wait_until_up(f"http://127.0.0.1:{free_port()}", child, within=0.5)
        assert 0.5 <= time.monotonic() - started < 5
        # Counted from `since`: `run` waits for both upstreams within one limit.
        started = time.monotonic()
        with pytest.raises(cli.UpstreamNotUp, match=r"within 20 s"):
            cli.wait_until_up(
                f"http://127.0.0.1:{free_port()}", child, within=20, since=started - 19.5
            )
        assert 0.5 <= time.monotonic() - started < 5
        assert child.poll() is None  # left running: it may still come up
    finally:
        cli._stop(child)


@pytest.fixture(scope="module")
def run_database(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("run") / "run.db"


@pytest.fixture
def run_env(monkeypatch: pytest.MonkeyPatch, run_database: Path) -> tuple[int, int]:
    """`run`'s settings from the environment (a SQLite file of its own, free upstream
    ports), with `serve` recording which upstreams answer the moment it is invoked."""
    ports = free_port(), free_port()
    for name, value in {
        "DATABASE_URL": f"sqlite+aiosqlite:///{run_database}",
        "VAR_DIR": str(run_database.parent),
        "SECRET_KEY": SECRET,
        "PAY_UPSTREAM_PORT": str(ports[0]),
        "GAME_UPSTREAM_PORT": str(ports[1]),
    }.items():
        monkeypatch.setenv(name, value)
    return ports


def _serve_recording(monkeypatch: pytest.MonkeyPatch, ports: tuple[int, ...]) -> list[dict]:
    served: list[dict] = []
    monkeypatch.setattr(cli, "serve", lambda: served.append({p: _answers(p) for p in ports}))
    return served


def test_run_serves_once_both_upstreams_answer_and_stops_them(
    monkeypatch: pytest.MonkeyPatch, run_env: tuple[int, int]
) -> None:
    served = _serve_recording(monkeypatch, run_env)

    result = CliRunner().invoke(cli.main, ["run"])

    assert result.exit_code == 0, result.output
    assert served == [{port: 200 for port in run_env}]
    assert "serving without it" not in result.stderr
    # Stopped with the server.
    assert [_answers(port) for port in run_env] == [None, None]


def test_run_reports_an_upstream_that_cannot_start_and_serves_anyway(
    monkeypatch: pytest.MonkeyPatch, run_env: tuple[int, int]
) -> None:
    pay_port, game_port = run_env
    served = _serve_recording(monkeypatch, (pay_port,))
    # The game upstream's port is taken: its child exits at once.
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", game_port))
        taken.listen()
        started = time.monotonic()
        result = CliRunner().invoke(cli.main, ["run"])

    assert result.exit_code == 0, result.output
    assert served == [{pay_port: 200}]
    assert time.monotonic() - started < cli.UPSTREAM_START_SECONDS
    assert re.fullmatch(
        rf"Demo game upstream exited with code \d+ before answering at "
        rf"http://127\.0\.0\.1:{game_port}: serving without it\n",
        result.stderr,
    ), result.stderr
    assert "Demo payment upstream" not in result.stderr


def test_run_stopped_by_sigterm_stops_its_upstreams(run_env: tuple[int, int]) -> None:
    # As uvicorn does after shutting down on a SIGTERM it caught: the signal handed back to
    # the process. In a process of its own: with the default action it would end this one.
    script = (
        "import signal\n"
        "from promptplay import cli\n"
        "cli.serve = lambda: signal.raise_signal(signal.SIGTERM)\n"
        "cli.main(['run'])\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, timeout=120, check=False
    )
    assert done.returncode == 128 + signal.SIGTERM, done.stderr.decode()
    assert [_answers(port) for port in run_env] == [None, None]
