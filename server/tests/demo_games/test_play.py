"""The game pages and their JSON: a round moves the wallet at once and adds one history row;
/demo/rounds plays many with the real engines."""

from __future__ import annotations

from decimal import Decimal

import httpx
import pytest

from promptplay.upstreams.demo_games.engines import ENGINES

from .conftest import basic, bearer, deposit_a, launch_a, pg_form

GAMES = {
    "slot": "PGS-SLOT-001",
    "keno": "KM-KENO-001",
    "baccarat": "KM-CARD-002",
    "hilo": "KM-CARD-001",
    "dice": "SBO-SPORT-001",
}


async def test_a_round_moves_the_wallet_and_adds_one_history_row(client: httpx.AsyncClient) -> None:
    await deposit_a(client, "p1", "100.00", "fund-1")
    token = await launch_a(client, "p1", GAMES["dice"])
    answer = await client.post(f"/play/{token}/round", json={"bet": "10.00", "choice": "seven"})
    assert answer.status_code == 200, answer.text
    played = answer.json()
    payout = Decimal(played["outcome"]["payout"])
    total = played["outcome"]["total"]
    assert payout == (Decimal("57.50") if total == 7 else Decimal("0.00"))
    assert played["balance"] == str(Decimal("90.00") + payout)
    assert played["round"]["choice"] == "seven" and played["round"]["bet"] == "10.00"
    wallet = (await client.get("/demo/wallets?operator=opa")).json()[0]
    assert wallet["balance"] == played["balance"]
    txns = (await client.get("/seamless/betTransactionsV2", headers=basic())).json()["data"]["txns"]
    assert len(txns) == 1
    assert (txns[0]["betAmount"], txns[0]["payoutAmount"]) == ("10.00", played["outcome"]["payout"])
    assert txns[0]["roundId"] == played["round"]["roundId"] and txns[0]["gameCode"] == GAMES["dice"]
    pg_rows = (await client.post("/pg/Bet/GetHistory", data=pg_form(row_version="0"))).json()
    xg_rows = (await client.get("/xg/v1/bets", headers=bearer())).json()["result"]["bets"]
    assert len(pg_rows["data"]) == len(xg_rows) == 1
    state = (await client.get(f"/play/{token}/state")).json()
    assert state["balance"] == played["balance"]
    assert [r["roundId"] for r in state["rounds"]] == [played["round"]["roundId"]]


async def test_a_bet_above_the_balance_is_refused_with_a_message(client: httpx.AsyncClient) -> None:
    token = await launch_a(client, "p2", GAMES["slot"])
    unfunded = await client.post(f"/play/{token}/round", json={"bet": "1.00"})
    assert unfunded.status_code == 409
    await deposit_a(client, "p2", "5.00", "fund-2")
    refused = await client.post(f"/play/{token}/round", json={"bet": "10.00"})
    assert refused.status_code == 409
    assert refused.json()["error"] == {
        "code": "INSUFFICIENT",
        "message": "Your bet of 10.00 is more than your balance of 5.00.",
    }
    assert (await client.get(f"/play/{token}/state")).json()["balance"] == "5.00"
    assert (await client.get("/xg/v1/bets", headers=bearer())).json()["result"]["bets"] == []
    for bad in (
        {"bet": 1.5},
        {"bet": "1.005"},
        {"bet": "-1.00"},
        {},
        {"bet": "1.00", "picks": "x"},
    ):
        response = await client.post(f"/play/{token}/round", json=bad)
        assert response.status_code == 400, bad


@pytest.mark.parametrize("engine", sorted(GAMES))
async def test_every_engine_page_and_default_round(client: httpx.AsyncClient, engine: str) -> None:
    await deposit_a(client, "p3", "1000.00", f"fund-{engine}")
    token = await launch_a(client, "p3", GAMES[engine], mobile=True)
    page = (await client.get(f"/play/{token}?mobile=1")).text
    for testid in ("balance", "bet-amount", "play", "outcome", "rounds", "rtp", "message"):
        assert f'data-testid="{testid}"' in page, testid
    for choice in ENGINES[engine].choices:
        assert f'data-testid="choice-{choice}"' in page
    for value in ENGINES[engine].stated_rtp.values():
        assert f"{value}%" in page or engine == "keno"
    assert (
        'name="viewport"' in page
        and "<script src" not in page
        and "http" not in page.split("<script>")[1]
    )
    state = (await client.get(f"/play/{token}/state")).json()
    assert state["game"]["engine"] == engine and state["balance"] == "1000.00"
    assert state["rtp"] == {k: str(v) for k, v in ENGINES[engine].stated_rtp.items()}
    played = (await client.post(f"/play/{token}/round", json={"bet": "10.00"})).json()
    assert played["round"]["choice"] == state["defaultChoice"]
    assert Decimal(played["balance"]) == Decimal("990.00") + Decimal(played["outcome"]["payout"])


async def test_engine_specific_rounds(client: httpx.AsyncClient) -> None:
    await deposit_a(client, "p4", "1000.00", "fund-4")
    keno = await launch_a(client, "p4", GAMES["keno"])
    quick = (await client.post(f"/play/{keno}/round", json={"bet": "1.00"})).json()["outcome"]
    assert len(quick["picks"]) == 5 and len(quick["drawn"]) == 10
    mine = (
        await client.post(f"/play/{keno}/round", json={"bet": "1.00", "picks": [3, 1, 2]})
    ).json()
    assert mine["outcome"]["picks"] == [1, 2, 3]
    too_many = await client.post(
        f"/play/{keno}/round", json={"bet": "1.00", "picks": list(range(1, 12))}
    )
    assert too_many.status_code == 400
    baccarat = await launch_a(client, "p4", GAMES["baccarat"])
    tie = (
        await client.post(f"/play/{baccarat}/round", json={"bet": "1.00", "choice": "tie"})
    ).json()
    assert tie["round"]["choice"] == "tie" and len(tie["outcome"]["player"]) in (2, 3)
    wrong = await client.post(f"/play/{baccarat}/round", json={"bet": "1.00", "choice": "dragon"})
    assert wrong.status_code == 400
    hilo = await launch_a(client, "p4", GAMES["hilo"])
    state = (await client.get(f"/play/{hilo}/state")).json()
    shown = state["table"]["card"]
    played = (await client.post(f"/play/{hilo}/round", json={"bet": "1.00"})).json()
    assert played["outcome"]["shown"] == shown
    assert played["table"]["card"] == played["outcome"]["next"]  # the next card is shown next


async def test_unknown_session(client: httpx.AsyncClient) -> None:
    assert (await client.get("/play/nope/state")).status_code == 404
    page = await client.get("/play/nope")
    assert page.status_code == 404 and "unknown or has expired" in page.text


async def test_demo_rounds_play_many_with_the_real_engine(client: httpx.AsyncClient) -> None:
    await deposit_a(client, "p5", "500.00", "fund-5")
    body = {
        "operator": "opa",
        "username": "p5",
        "productId": "PGS",
        "gameCode": GAMES["slot"],
        "bet": "1.00",
        "count": 50,
    }
    answer = (await client.post("/demo/rounds", json=body)).json()
    assert answer["played"] == 50 and answer["stopped"] is None
    rows = answer["rows"]
    assert [r["id"] for r in rows] == list(range(1, 51))
    paid = sum(Decimal(r["payout"]) for r in rows)
    assert Decimal(answer["balance"]) == Decimal("450.00") + paid
    assert rows[-1]["balance"] == answer["balance"]
    # Every round is one history row, in the protocols too.
    txns = (await client.get("/seamless/betTransactionsV2", headers=basic())).json()["data"]["txns"]
    assert [t["roundId"] for t in txns] == [r["roundId"] for r in rows]
    # It stops when the balance no longer covers the bet.
    broke = (
        await client.post("/demo/rounds", json={**body, "bet": answer["balance"], "count": 5})
    ).json()
    assert 1 <= broke["played"] <= 5
    if broke["played"] < 5:
        assert "more than your balance" in broke["stopped"]
    for bad, status in (
        ({"gameCode": "NOPE"}, 404),
        ({"productId": "JILI"}, 404),
        ({"productId": "DG", "gameCode": "DG-CASINO-001"}, 409),
        ({"count": 0}, 400),
        ({"bet": 1}, 400),
    ):
        assert (await client.post("/demo/rounds", json={**body, **bad})).status_code == status, bad
