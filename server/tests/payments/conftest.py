"""The demo payment upstream as a real separate process, and what the contract tests drive it
with. Another test package reuses the process by importing the fixture into its own conftest:

    from tests.payments.conftest import demo_pay_url  # noqa: F401

(`demo_pay_url` is session-scoped and yields the upstream's base URL; adapters built from
`Settings(truemoney_url=demo_pay_url, vn_gateway_url=demo_pay_url)` talk to it.)
"""

from __future__ import annotations

import asyncio
import socket
import subprocess
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass
from pathlib import Path

import httpx
import pytest

from promptplay import cli
from promptplay.config import Settings
from promptplay.payments import TrueMoneyClient, VietnamGatewayClient

# Quick retries and sweeps, so that expiry and redelivery tests take fractions of a second.
DEMO_PAY_ENV = {
    "DEMO_PAY_CALLBACK_BACKOFF_SECONDS": "0.05",
    "DEMO_PAY_SWEEP_INTERVAL_SECONDS": "0.05",
    "DEMO_PAY_CALLBACK_TIMEOUT_SECONDS": "2",
}


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def wait_until_up(base_url: str, process: subprocess.Popen[bytes], log: Path) -> None:
    """`promptplay run`'s own wait, failing the test with the upstream's log."""
    try:
        cli.wait_until_up(base_url, process, within=30)
    except cli.UpstreamNotUp as exc:
        output = log.read_text() if log.is_file() else ""
        pytest.fail(f"demo upstream {exc}:\n{output}")


def serve_upstream(
    tmp_path_factory: pytest.TempPathFactory, command: str, port: int, env: dict[str, str]
) -> Iterator[str]:
    """`promptplay upstreams <command> --port <port>` as a child process until the session ends."""
    log = tmp_path_factory.mktemp(command) / f"{command}.log"
    with log.open("wb") as out:
        process = cli._start_upstream(command, port, env, output=out)
    assert process is not None
    base_url = f"http://127.0.0.1:{port}"
    try:
        wait_until_up(base_url, process, log)
        yield base_url
    finally:
        cli._stop(process)


@pytest.fixture(scope="session")
def demo_pay_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """`promptplay upstreams serve` on a free port, with the merchant the settings name."""
    settings = Settings()
    port = free_port()
    env = {
        **DEMO_PAY_ENV,
        "PAY_UPSTREAM_PORT": str(port),
        "VN_GATEWAY_MERCHANT_ID": settings.vn_gateway_merchant_id,
        "VN_GATEWAY_SECRET": settings.vn_gateway_secret.get_secret_value(),
    }
    yield from serve_upstream(tmp_path_factory, "serve", port, env)


@pytest.fixture
def pay_settings(demo_pay_url: str) -> Settings:
    return Settings(truemoney_url=demo_pay_url, vn_gateway_url=demo_pay_url, upstream_timeout=2)


@pytest.fixture
async def truemoney(pay_settings: Settings) -> AsyncIterator[TrueMoneyClient]:
    async with TrueMoneyClient(pay_settings.truemoney_url, pay_settings.upstream_timeout) as client:
        yield client


@pytest.fixture
async def gateway(pay_settings: Settings) -> AsyncIterator[VietnamGatewayClient]:
    client = VietnamGatewayClient(
        pay_settings.vn_gateway_url,
        pay_settings.vn_gateway_merchant_id,
        pay_settings.vn_gateway_secret,
        pay_settings.upstream_timeout,
    )
    async with client:
        yield client


@pytest.fixture
async def demo(demo_pay_url: str) -> AsyncIterator[httpx.AsyncClient]:
    """The demo-only controls; every fault and knob a test sets is undone after it."""
    async with httpx.AsyncClient(base_url=demo_pay_url, timeout=5) as client:
        try:
            yield client
        finally:
            (await client.post("/demo/faults", json={})).raise_for_status()
            (await client.post("/demo/config", json={"reset": True})).raise_for_status()


async def make_voucher(
    demo: httpx.AsyncClient,
    amount: str = "100.00",
    owner: str = "0891234567",
    expires_in: int = 3600,
) -> dict:
    response = await demo.post(
        "/demo/vouchers",
        json={"amount_baht": amount, "owner_mobile": owner, "expires_in_seconds": expires_in},
    )
    assert response.status_code == 201, response.text
    return response.json()


@dataclass
class Delivery:
    path: str
    headers: dict[str, str]
    body: bytes
    answered: int


class CallbackReceiver:
    """A tiny HTTP server standing in for the platform's callback endpoint: it records every
    request and answers 500 to the first `fail_next` of them, 200 to the rest."""

    def __init__(self) -> None:
        self.deliveries: list[Delivery] = []
        self.fail_next = 0
        self._arrived = asyncio.Condition()
        self._server: asyncio.Server | None = None
        self.port = 0

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/api/vietnamGateWay/callback"

    async def start(self) -> None:
        self._server = await asyncio.start_server(self._handle, "127.0.0.1", 0)
        self.port = self._server.sockets[0].getsockname()[1]

    async def close(self) -> None:
        if self._server:
            self._server.close()
            await self._server.wait_closed()

    async def _handle(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            request_line = (await reader.readline()).decode("latin-1").split()
            headers: dict[str, str] = {}
            while (line := await reader.readline()) not in (b"\r\n", b"\n", b""):
                name, _, value = line.decode("latin-1").partition(":")
                headers[name.strip().lower()] = value.strip()
            body = await reader.readexactly(int(headers.get("content-length", "0")))
            answered = 500 if self.fail_next > 0 else 200
            self.fail_next -= answered == 500
            async with self._arrived:
                self.deliveries.append(Delivery(request_line[1], headers, body, answered))
                self._arrived.notify_all()
            writer.write(
                f"HTTP/1.1 {answered} X\r\nContent-Length: 0\r\nConnection: close\r\n\r\n".encode()
            )
            await writer.drain()
        finally:
            writer.close()

    async def wait_for(self, count: int, within: float = 5.0) -> list[Delivery]:
        """The first `count` deliveries, waiting up to `within` seconds for them."""
        async with asyncio.timeout(within), self._arrived:
            await self._arrived.wait_for(lambda: len(self.deliveries) >= count)
        return self.deliveries[:count]


@pytest.fixture
async def receiver() -> AsyncIterator[CallbackReceiver]:
    server = CallbackReceiver()
    await server.start()
    try:
        yield server
    finally:
        await server.close()
