"""`make bench`, promotions part: what an active promotion costs the two calls it sits in
(docs/promotions.md §4), as ratios to the same calls of a player without one, same server,
same run.

`promptplay run --fresh` (one worker, SQLite, demo data with the demo promotions) serves two
players funded the same way through a bank deposit that staff approve: one reserved the demo
first-deposit promotion (slot games only) before depositing (its promotion is active, status 0005),
the other reserved none. Then:

1. `POST /api/bank/withdrawable` driven by wrk for each: req/s and p99.
2. The launch N times in a row for each (checkAndAdjustBalance toProvider + playGame, then
   toWallet over one kept-alive connection): the median, whose launch runs spec §4 step 3
   against the promotion's gameConfig on the server.

The aim is a ratio of at least 0.8 (with a promotion / without). Knobs: BENCH_DURATION (wrk,
5s), BENCH_CONNECTIONS (32), BENCH_LAUNCHES (50)."""

from __future__ import annotations

import json
import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

from games_bench import Client, api, percentile, start, stop, wait_for, wrk
from http_bench import free_port

ROOT = Path(__file__).resolve().parents[1]
LAUNCHES = int(os.environ.get("BENCH_LAUNCHES", "50"))
AIM = 0.8


def funded(base: str, staff: str, username: str, promotion_id: int | None) -> str:
    """A new player of PP with 1,000 of credit from an approved deposit; returns his token."""
    if username != "demo":
        api(
            base,
            "/api/player/register",
            {
                "username": username,
                "password": "bench1234",
                "tel": "08" + str(int(time.time() * 1000))[-8:],
                "prefixAgent": "PP",
                "bankCode": "KBANK",
                "bankAccountNo": str(int(time.time() * 1000))[-10:],
                "bankAccountName": "Somchai Jaidee",
            },
        )
    password = "demo1234" if username == "demo" else "bench1234"
    login = {"username": username, "password": password, "userType": "player"}
    token = api(base, "/api/auth/login", {**login, "agentPrefix": "PP"})["accessToken"]
    choice = {"getPromotion": promotion_id is not None}
    if promotion_id is not None:
        choice["promotionId"] = promotion_id
    api(base, "/api/promotionManager/reserve", choice, token)
    accounts = api(base, "/api/bank/deposit/bankAccount", {"bankAccountType": "DEPOSIT"}, token)
    made = api(
        base,
        "/api/bank/transaction",
        {"bankAccountId": accounts[0]["id"], "type": "DEPOSIT", "amount": 1000},
        token,
    )
    api(base, f"/api/backoffice/transactions/{made['transaction']['id']}/approve", {}, staff)
    return token


def launch_times(port: int, token: str, provider: str, game: str) -> list[float]:
    client = Client(port, token)
    amb = "/api/ambSuperApi/transfer"
    times = []
    try:
        for i in range(LAUNCHES + 1):  # the first is a warm-up
            t = time.perf_counter()
            moved = client.call("POST", f"{amb}/checkAndAdjustBalance", {"direction": "toProvider"})
            client.call(
                "POST",
                f"{amb}/playGame",
                {"providerPrefix": provider, "gameId": game, "lang": "th"},
            )
            client.call("POST", f"{amb}/checkAndAdjustBalance", {"direction": "toWallet"})
            if not moved["data"]["transferred"]:
                raise SystemExit(f"launch moved nothing: {moved}")
            if i:
                times.append((time.perf_counter() - t) * 1e3)
    finally:
        client.close()
    return times


def main() -> int:
    if shutil.which("wrk") is None:
        print("wrk is missing: apt-get install wrk", file=sys.stderr)
        return 2
    port, pay_port, game_port = free_port(), free_port(), free_port()
    var = Path(tempfile.mkdtemp(prefix="pp-bench-promotions-"))
    env = {
        **os.environ,
        "PORT": str(port),
        "PAY_UPSTREAM_PORT": str(pay_port),
        "GAME_UPSTREAM_PORT": str(game_port),
        "CAPTCHA": "off",
        "WORKERS": "1",
        "VAR_DIR": str(var),
        "DATABASE_URL": f"sqlite+aiosqlite:///{var}/bench.db",
        "LOG_LEVEL": "warning",
    }
    for name in ("PAYLOAD_SECRET", "GAME_UPSTREAM_URL", "REDIS_URL"):
        env.pop(name, None)
    server = start([str(ROOT / ".venv/bin/promptplay"), "run", "--fresh"], env)
    base = f"http://127.0.0.1:{port}"
    try:
        wait_for(f"{base}/api/health", server, 60)
        staff = api(
            base, "/api/backoffice/auth/login", {"username": "staff", "password": "staff1234"}
        )["accessToken"]
        listed = api(base, "/api/promotionManager/getAllPromotion", {})
        # The demo's first-deposit promotion: its gameConfig (slot, every provider) is checked
        # at each launch.
        first = next(p for p in listed if p["promotionTypeId"] == 6)
        with_promotion = funded(base, staff, "demo", first["id"])
        without = funded(base, staff, "benchnopromo", None)
        active = api(base, "/api/promotionManager/currentPromotion", {}, with_promotion)
        if (
            active is None
            or api(base, "/api/promotionManager/currentPromotion", {}, without) is not None
        ):
            raise SystemExit("the two players are not as the bench needs them")
        games: list = []
        for _ in range(240):  # the catalogue's first sync
            slot = api(
                base,
                "/api/ambSuperApi/transfer/getProviderByCategory",
                {"category": "slot"},
                without,
            )
            if slot:
                provider = slot[0]["providerPrefix"]
                games = api(
                    base,
                    "/api/ambSuperApi/transfer/getGamesByCategoryAndProvider",
                    {"providerPrefix": provider, "category": "slot"},
                    without,
                )["gamesList"]
                if games:
                    break
            time.sleep(0.5)
        if not games:
            raise SystemExit("no slot game to launch")
        game = games[0]["gameId"]
        url = f"{base}/api/bank/withdrawable"
        wrk(url, "POST", "{}", {"authorization": f"Bearer {without}"})  # warm up
        rows = {}
        for name, token in (("without", without), ("with", with_promotion)):
            rows[name] = wrk(url, "POST", "{}", {"authorization": f"Bearer {token}"})
        launches = {
            name: launch_times(port, token, provider, game)
            for name, token in (("without", without), ("with", with_promotion))
        }
    finally:
        stop(server)
        shutil.rmtree(var, ignore_errors=True)

    print("\nPromotions: the calls an active promotion sits in, 1 worker, SQLite (same run)")
    print(f"{'call':44} {'req/s':>8} {'p99 ms':>8} {'ratio':>7}")
    for name in ("without", "with"):
        rps, _, p99 = rows[name]
        label = f"bank/withdrawable, {name} a promotion"
        print(f"{label:44} {rps:8.0f} {p99:8.2f} {rps / rows['without'][0]:7.2f}")
    print(
        f"\n{'launch (toProvider + playGame + toWallet)':44} {'p50 ms':>8} {'p99 ms':>8} {'ratio':>7}"
    )
    base_median = statistics.median(launches["without"])
    for name in ("without", "with"):
        median = statistics.median(launches[name])
        label = f"{LAUNCHES} launches, {name} a promotion"
        print(
            f"{label:44} {median:8.2f} {percentile(launches[name], 0.99):8.2f}"
            f" {base_median / median:7.2f}"
        )
    ratio_w = rows["with"][0] / rows["without"][0]
    ratio_l = base_median / statistics.median(launches["with"])
    print(
        f"\nAim: each ratio (with / without, as speed) at least {AIM}:"
        f" withdrawable {ratio_w:.2f} {'yes' if ratio_w >= AIM else 'NO'},"
        f" launch {ratio_l:.2f} {'yes' if ratio_l >= AIM else 'NO'}"
    )
    print(json.dumps({"withdrawable": round(ratio_w, 3), "launch": round(ratio_l, 3)}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
