"""Type A (`/seamless/…`): auth, the catalogue, launch, idempotent transfers, history."""

from __future__ import annotations

import httpx
import pytest

from .conftest import basic, deposit_a, key, launch_a


@pytest.mark.parametrize(
    "headers",
    [
        {},
        basic(api_key="0" * 32),
        basic(operator="other", api_key=key("opa")),  # another operator's key
        {"authorization": "Bearer " + key()},
        {"authorization": "Basic !!!"},
    ],
)
async def test_wrong_credentials_are_unauthorized(client: httpx.AsyncClient, headers: dict) -> None:
    for method, path in (
        ("GET", "/seamless/products"),
        ("GET", "/seamless/transfer/balance?username=p1"),
        ("POST", "/seamless/transfer/deposit"),
    ):
        response = await client.request(
            method,
            path,
            headers=headers,
            json={"username": "p1", "amount": "1.00", "transactionRef": "x"},
        )
        assert response.status_code == 401
        assert response.json() == {
            "code": 40003,
            "message": "unknown operator or wrong key",
            "data": None,
        }


async def test_products_games_and_unknown_product(client: httpx.AsyncClient) -> None:
    products = (await client.get("/seamless/products", headers=basic())).json()
    assert products["code"] == 0
    dg = next(p for p in products["data"]["products"] if p["productId"] == "DG")
    assert dg["status"] == "closed" and dg["categories"] == ["casino"]
    games = (await client.get("/seamless/games?productId=PGS", headers=basic())).json()
    game = games["data"]["games"][0]
    assert set(game) == {"code", "name", "category", "type", "img", "rank", "status"}
    assert game["code"].startswith("PGS-") and game["type"] == "slot"
    unknown = (await client.get("/seamless/games?productId=NOPE", headers=basic())).json()
    assert unknown["code"] == 40004
    missing = await client.get("/seamless/games", headers=basic())
    assert missing.status_code == 400 and missing.json()["code"] == 40001


async def test_login_urls_differ_for_mobile_and_open_the_game(client: httpx.AsyncClient) -> None:
    body = {
        "username": "p1",
        "productId": "PGS",
        "gameCode": "PGS-SLOT-001",
        "sessionToken": "t",
        "currency": "THB",
        "language": "th",
    }
    desktop = await client.post(
        "/seamless/logIn", headers=basic(), json={**body, "isMobileLogin": False}
    )
    mobile = await client.post(
        "/seamless/logIn", headers=basic(), json={**body, "isMobileLogin": True}
    )
    desktop_url, mobile_url = desktop.json()["data"]["url"], mobile.json()["data"]["url"]
    assert desktop_url.endswith("?mobile=0") and mobile_url.endswith("?mobile=1")
    assert desktop_url.startswith("http://games.test/play/")
    page = await client.get(mobile_url)
    assert page.status_code == 200 and 'data-testid="play"' in page.text
    assert 'class="engine-slot mobile"' in page.text
    wrong = await client.post(
        "/seamless/logIn",
        headers=basic(),
        json={**body, "productId": "JILI", "isMobileLogin": False},
    )
    assert wrong.json()["code"] == 40004
    closed = await client.post(
        "/seamless/logIn",
        headers=basic(),
        json={**body, "productId": "DG", "gameCode": "DG-CASINO-001"},
    )
    assert closed.json()["code"] == 40004 and "closed" in closed.json()["message"]


async def test_transfers_are_idempotent_by_reference(client: httpx.AsyncClient) -> None:
    first = await deposit_a(client, "p1", "100.00", "ref-1")
    assert first["status"] == "SUCCESS" and (first["beforeBalance"], first["balance"]) == (
        "0.00",
        "100.00",
    )
    again = await deposit_a(client, "p1", "100.00", "ref-1")
    assert again == first  # the first answer again: money moved once
    balance = await client.get("/seamless/transfer/balance?username=p1", headers=basic())
    assert balance.json()["data"] == {"status": "SUCCESS", "balance": "100.00"}
    for other in (
        {"username": "p1", "amount": "100.01", "transactionRef": "ref-1"},
        {"username": "p2", "amount": "100.00", "transactionRef": "ref-1"},
    ):
        dup = await client.post("/seamless/transfer/deposit", headers=basic(), json=other)
        assert dup.status_code == 200 and dup.json()["code"] == 20002
    # The same reference the other way round is a duplicate too.
    back = await client.post(
        "/seamless/transfer/withdraw",
        headers=basic(),
        json={"username": "p1", "amount": "100.00", "transactionRef": "ref-1"},
    )
    assert back.json()["code"] == 20002
    out = await client.post(
        "/seamless/transfer/withdraw",
        headers=basic(),
        json={"username": "p1", "amount": "40.50", "transactionRef": "ref-2"},
    )
    assert out.json()["data"]["balance"] == "59.50"
    status = await client.get("/seamless/transfer/status?transactionRef=ref-2", headers=basic())
    data = status.json()["data"]
    assert (data["status"], data["txId"], data["amount"], data["type"]) == (
        "SUCCESS",
        out.json()["data"]["txId"],
        "40.50",
        "WITHDRAW",
    )
    missing = await client.get("/seamless/transfer/status?transactionRef=nope", headers=basic())
    assert missing.json()["code"] == 20001
    # References belong to their operator.
    elsewhere = await client.get(
        "/seamless/transfer/status?transactionRef=ref-2", headers=basic("opb")
    )
    assert elsewhere.json()["code"] == 20001


async def test_insufficient_and_unknown_members(client: httpx.AsyncClient) -> None:
    unknown = await client.get("/seamless/transfer/balance?username=ghost", headers=basic())
    assert unknown.json()["code"] == 10001
    ghost_out = await client.post(
        "/seamless/transfer/withdraw",
        headers=basic(),
        json={"username": "ghost", "amount": "1.00", "transactionRef": "g-1"},
    )
    assert ghost_out.json()["code"] == 10001
    await deposit_a(client, "p1", "10.00", "in-1")
    too_much = await client.post(
        "/seamless/transfer/withdraw",
        headers=basic(),
        json={"username": "p1", "amount": "10.01", "transactionRef": "out-1"},
    )
    assert too_much.status_code == 200 and too_much.json()["code"] == 10002
    balance = await client.get("/seamless/transfer/balance?username=p1", headers=basic())
    assert balance.json()["data"]["balance"] == "10.00"
    # A refused transfer is not recorded: its reference is still free.
    missing = await client.get("/seamless/transfer/status?transactionRef=out-1", headers=basic())
    assert missing.json()["code"] == 20001
    whole = await client.post(
        "/seamless/transfer/withdraw",
        headers=basic(),
        json={"username": "p1", "amount": "10.00", "transactionRef": "out-1"},
    )
    assert whole.json()["data"]["balance"] == "0.00"


@pytest.mark.parametrize("amount", [10.5, 10, "-5.00", "1.001", "0.00", "abc", "", None, "1e3"])
async def test_amounts_must_be_exact_positive_strings(client: httpx.AsyncClient, amount) -> None:  # type: ignore[no-untyped-def]
    response = await client.post(
        "/seamless/transfer/deposit",
        headers=basic(),
        json={"username": "p1", "amount": amount, "transactionRef": f"bad-{amount!s}"},
    )
    assert response.status_code == 400 and response.json()["code"] == 40001
    balance = await client.get("/seamless/transfer/balance?username=p1", headers=basic())
    assert balance.json()["code"] == 10001  # nothing was created


async def test_bet_history_pages_by_next_id(client: httpx.AsyncClient) -> None:
    await deposit_a(client, "p1", "1000.00", "fund")
    played = await client.post(
        "/demo/rounds",
        json={
            "operator": "opa",
            "username": "p1",
            "productId": "SBO",
            "gameCode": "SBO-SPORT-001",
            "bet": "1.00",
            "count": 7,
        },
    )
    assert played.json()["played"] == 7
    await client.post(
        "/demo/rounds",
        json={
            "operator": "opa",
            "username": "p1",
            "productId": "PGS",
            "gameCode": "PGS-SLOT-001",
            "bet": "1.00",
            "count": 2,
        },
    )
    seen: list[int] = []
    next_id = None
    while True:
        params = {"limit": "4"} | ({"nextId": str(next_id)} if next_id is not None else {})
        page = (
            await client.get("/seamless/betTransactionsV2", params=params, headers=basic())
        ).json()
        txns = page["data"]["txns"]
        if not txns:
            assert page["data"]["nextId"] is None
            break
        assert len(txns) <= 4 and page["data"]["nextId"] == txns[-1]["id"]
        seen += [t["id"] for t in txns]
        next_id = page["data"]["nextId"]
    assert seen == list(range(1, 10))
    txn = (await client.get("/seamless/betTransactionsV2", headers=basic())).json()["data"]["txns"][
        0
    ]
    assert txn["status"] == "SETTLED" and txn["isSingleState"] is True and txn["isEndRound"] is True
    assert (
        txn["betAmount"] == "1.00" and txn["productId"] == "SBO" and txn["createdAt"].endswith("Z")
    )
    only_pgs = (
        await client.get("/seamless/betTransactionsV2?productId=PGS", headers=basic())
    ).json()["data"]["txns"]
    assert [t["id"] for t in only_pgs] == [8, 9]
    later = (
        await client.get(
            "/seamless/betTransactionsV2",
            params={"startTime": "2999-01-01T00:00:00Z"},
            headers=basic(),
        )
    ).json()["data"]
    assert later == {"txns": [], "nextId": None}
    # Another operator sees none of it.
    other = (await client.get("/seamless/betTransactionsV2", headers=basic("opb"))).json()
    assert other["data"]["txns"] == []
    too_many = await client.get("/seamless/betTransactionsV2?limit=1001", headers=basic())
    assert too_many.json()["code"] == 40001


async def test_launch_then_balance_of_a_player_never_funded(client: httpx.AsyncClient) -> None:
    await launch_a(client, "newbie", "PGS-SLOT-001")
    balance = await client.get("/seamless/transfer/balance?username=newbie", headers=basic())
    assert balance.json()["code"] == 10001
