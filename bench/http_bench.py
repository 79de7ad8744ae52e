"""`make bench`, identity part: requests per second of auth/checkToken, player/wallet and
agent/getDomain beside the trivial /api/health route of the same server in the same run, as
ratios, and the server's memory after the run.

The server runs as `promptplay run --fresh` (one worker, SQLite, demo data) on a free local
port; wrk drives it over loopback. Machines are noisy, so only the ratios mean anything."""

from __future__ import annotations

import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DURATION = os.environ.get("BENCH_DURATION", "8s")
CONNECTIONS = os.environ.get("BENCH_CONNECTIONS", "32")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def post(url: str, body: dict, headers: dict | None = None) -> dict:
    request = urllib.request.Request(
        url, json.dumps(body).encode(), {"content-type": "application/json", **(headers or {})}
    )
    with urllib.request.urlopen(request, timeout=30) as response:
        return json.load(response)


def wrk(
    url: str, method: str = "GET", body: str | None = None, headers: dict | None = None
) -> float:
    lines = [f'wrk.method = "{method}"']
    if body is not None:
        lines.append(f"wrk.body = {json.dumps(body)}")
    for key, value in {"content-type": "application/json", **(headers or {})}.items():
        lines.append(f'wrk.headers["{key}"] = "{value}"')
    with tempfile.NamedTemporaryFile("w", suffix=".lua", delete=False) as script:
        script.write("\n".join(lines) + "\n")
    out = subprocess.run(
        ["wrk", "-t1", f"-c{CONNECTIONS}", f"-d{DURATION}", "-s", script.name, "--latency", url],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    os.unlink(script.name)
    non_2xx = re.search(r"Non-2xx or 3xx responses: (\d+)", out)
    if non_2xx:
        raise SystemExit(f"{url}: {non_2xx.group(1)} failed responses\n{out}")
    return float(re.search(r"Requests/sec:\s+([\d.]+)", out).group(1))


def rss_mib(pid: int) -> float:
    total = 0
    for p in [pid, *children(pid)]:
        try:
            for line in Path(f"/proc/{p}/status").read_text().splitlines():
                if line.startswith("VmRSS:"):
                    total += int(line.split()[1])
        except FileNotFoundError:
            pass
    return total / 1024


def children(pid: int) -> list[int]:
    out = subprocess.run(["ps", "-o", "pid=", "--ppid", str(pid)], capture_output=True, text=True)
    return [int(x) for x in out.stdout.split()]


def main() -> int:
    if shutil.which("wrk") is None:
        print("wrk is missing: apt-get install wrk", file=sys.stderr)
        return 2
    port = free_port()
    var = Path(tempfile.mkdtemp(prefix="pp-bench-"))
    env = {
        **os.environ,
        "PORT": str(port),
        "CAPTCHA": "off",
        "WORKERS": "1",
        "VAR_DIR": str(var),
        "DATABASE_URL": f"sqlite+aiosqlite:///{var}/bench.db",
        "LOG_LEVEL": "warning",
    }
    env.pop("PAYLOAD_SECRET", None)
    server = subprocess.Popen(
        [str(ROOT / ".venv/bin/promptplay"), "run", "--fresh"],
        env=env,
        cwd=ROOT,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        start_new_session=True,
    )
    base = f"http://127.0.0.1:{port}"
    try:
        for _ in range(200):
            try:
                urllib.request.urlopen(f"{base}/api/health", timeout=1)
                break
            except OSError:
                time.sleep(0.1)
        token = post(
            f"{base}/api/auth/login",
            {"username": "demo", "password": "demo1234", "userType": "player", "agentPrefix": "PP"},
        )["data"]["accessToken"]
        bearer = {"authorization": f"Bearer {token}"}
        wrk(f"{base}/api/health")  # warm up
        results = {
            "GET /api/health (baseline)": wrk(f"{base}/api/health"),
            "POST /api/auth/checkToken": wrk(f"{base}/api/auth/checkToken", "POST", "{}", bearer),
            "POST /api/player/wallet": wrk(f"{base}/api/player/wallet", "POST", "{}", bearer),
            "POST /api/agent/getDomain": wrk(
                f"{base}/api/agent/getDomain", "POST", json.dumps({"domain": "localhost"})
            ),
        }
        baseline = results["GET /api/health (baseline)"]
        print(f"\nIdentity calls, 1 worker, SQLite, wrk -c{CONNECTIONS} -d{DURATION} on loopback")
        print(f"{'call':34} {'req/s':>10} {'ratio':>7}")
        for name, rps in results.items():
            print(f"{name:34} {rps:10.0f} {rps / baseline:7.2f}")
        print(f"server memory after the run: {rss_mib(server.pid):.0f} MiB RSS")
        return 0
    finally:
        os.killpg(server.pid, signal.SIGTERM)
        server.wait(timeout=20)
        shutil.rmtree(var, ignore_errors=True)


if __name__ == "__main__":
    raise SystemExit(main())
