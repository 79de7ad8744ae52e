"""The staff on the agent's players: status with sessions ended at once, a new password,
contact details and withdrawal account (audited), and the blacklist that registration meets
(1002); only the staff's own agent's players, nothing half-written on bad input."""

from __future__ import annotations

import httpx
import pytest
from sqlalchemy import func, select

from promptplay.context import AppContext
from promptplay.models import BankAccount, Player, User
from tests.factories import (
    Player as SignedIn,
)
from tests.factories import (
    deposit,
    error_of,
    funded_player,
    login,
    register,
    register_body,
    registered_player,
    unique_digits,
    withdraw_body,
)
from tests.uploads.conftest import Office, open_office

pytestmark = pytest.mark.asyncio

OFFICE = "/api/backoffice"


async def check_token(desk: Office, player: SignedIn) -> httpx.Response:
    return await desk.client.post("/api/auth/checkToken", headers=player.auth)


async def try_login(desk: Office, username: str, password: str) -> httpx.Response:
    return await desk.client.post(
        "/api/auth/login",
        json={
            "username": username,
            "password": password,
            "userType": "player",
            "agentPrefix": desk.cashier.agent.prefix,
        },
    )


def refused(response: httpx.Response, status: int, code: str, fields: list[str] = ()) -> None:  # type: ignore[assignment]
    assert response.status_code == status, response.text
    error = error_of(response)
    assert error["errorCode"] == code, response.text
    assert set(fields) <= set(error.get("fields", [])), error


def pid(player: SignedIn) -> int:
    return int(player.user["player"]["id"])


@pytest.mark.parametrize(("status", "code"), [("suspended", "0005"), ("inactive", "0004")])
async def test_a_suspended_or_deactivated_player_is_out_at_once_until_active_again(
    desk: Office, status: str, code: str
) -> None:
    player = await registered_player(desk.client, desk.cashier.agent)
    second = await login(desk.client, desk.cashier.agent, player.username, player.password)
    assert (await check_token(desk, second)).status_code == 200

    body = {"status": status, "reason": "chargeback on a deposit"}
    profile = await desk.data("PUT", f"players/{pid(player)}/status", body)
    assert profile["status"] == status
    refused(await check_token(desk, second), 401, "0030")
    wallet = await desk.client.post("/api/player/wallet", headers=second.auth)
    refused(wallet, 401, "0030")
    renewed = await desk.client.post(
        "/api/auth/renewAccessToken", json={"refreshToken": second.refresh_token}
    )
    assert renewed.status_code in (401, 403) and error_of(renewed)["errorCode"] in ("0030", code)
    refused(await try_login(desk, player.username, player.password), 403, code)

    # The same status again changes nothing and writes no second entry.
    await desk.data("PUT", f"players/{pid(player)}/status", body)
    (entry,) = await desk.audit("player.status")
    assert (entry.detail["before"], entry.detail["after"]) == ("active", status)
    assert entry.detail["reason"] == "chargeback on a deposit"

    back = {"status": "active", "reason": "cleared"}
    assert (await desk.data("PUT", f"players/{pid(player)}/status", back))["status"] == "active"
    assert (await try_login(desk, player.username, player.password)).status_code == 200


async def test_a_password_reset_ends_every_session_and_only_the_new_one_opens(desk: Office) -> None:
    player = await registered_player(desk.client, desk.cashier.agent)
    response = await desk.call("POST", f"players/{pid(player)}/password", {"password": "short1"})
    refused(response, 422, "0000", ["password"])
    assert (await check_token(desk, player)).status_code == 200  # nothing changed yet

    await desk.data("POST", f"players/{pid(player)}/password", {"password": "fresh-start-9"})
    refused(await check_token(desk, player), 401, "0030")
    refused(await try_login(desk, player.username, player.password), 401, "0003")
    assert (await try_login(desk, player.username, "fresh-start-9")).status_code == 200
    (entry,) = await desk.audit("player.password")
    assert "fresh-start-9" not in str(entry.detail)


async def test_contact_details_change_audited_and_checked(desk: Office) -> None:
    player = await registered_player(desk.client, desk.cashier.agent)
    other = await registered_player(desk.client, desk.cashier.agent)
    before = await desk.data("GET", f"players/{pid(player)}/profile")
    tel = "08" + unique_digits(8)
    body = {
        "tel": tel,
        "email": "somchai@example.com",
        "firstName": "Somchai",
        "lastName": "Jaidee",
        "nickName": "Chai",
        "lineId": "chai99",
    }
    after = await desk.data("PUT", f"players/{pid(player)}/profile", body)
    assert {k: after[k] for k in body} == body
    checked = (await check_token(desk, player)).json()["data"]["user"]
    assert checked["player"]["tel"] == tel and checked["email"] == "somchai@example.com"
    (entry,) = await desk.audit("player.profile")
    assert entry.detail["before"]["tel"] == before["tel"] and entry.detail["after"]["tel"] == tel

    for change, status, code, fields in (
        ({"tel": other.user["player"]["tel"]}, 409, "23505", ["tel"]),
        ({"tel": "12345"}, 422, "0000", ["tel"]),
        ({"tel": ""}, 422, "0000", ["tel"]),
        ({"email": "not-an-address"}, 422, "0000", ["email"]),
        ({"firstName": "x" * 101}, 422, "0000", ["firstName"]),
        ({"vip": True}, 422, "0000", ["vip"]),
    ):
        response = await desk.call("PUT", f"players/{pid(player)}/profile", {**body, **change})
        refused(response, status, code, fields)
    assert await desk.data("GET", f"players/{pid(player)}/profile") == after
    assert len(await desk.audit("player.profile")) == 1


async def test_a_new_withdrawal_account_leaves_the_filed_request_where_it_was(desk: Office) -> None:
    player = await funded_player(desk.client, desk.cashier, desk.staff, 1000)
    old_account = player.user["player"]["bankAccountId"]
    response = await desk.client.post(
        "/api/bank/transaction", json=withdraw_body(player, 300), headers=player.auth
    )
    assert response.status_code == 200, response.text
    filed = response.json()["data"]["transaction"]

    number = unique_digits(10)
    body = {
        "bankCode": "SCB",
        "bankAccountNo": number,
        "bankAccountName": "Somchai Jaidee",
        "reason": "bank closed his old account",
    }
    profile = await desk.data("PUT", f"players/{pid(player)}/bankAccount", body)
    new_account = profile["bankAccount"]["id"]
    assert new_account != old_account and profile["bankAccount"]["bankAccountNo"] == number

    queue = await desk.data("GET", "transactions?status=0001&type=WITHDRAW")
    (mine,) = [tx for tx in queue if tx["id"] == filed["id"]]
    assert mine["bankAccountId"] == old_account
    paid = await desk.call("POST", f"transactions/{filed['id']}/approve")
    assert paid.status_code == 200, paid.text

    to_old = {"bankAccountId": old_account, "type": "WITHDRAW", "amount": 100}
    response = await desk.client.post("/api/bank/transaction", json=to_old, headers=player.auth)
    refused(response, 404, "0040", ["bankAccountId"])
    to_new = {"bankAccountId": new_account, "type": "WITHDRAW", "amount": 100}
    response = await desk.client.post("/api/bank/transaction", json=to_new, headers=player.auth)
    assert response.status_code == 200, response.text

    (entry,) = await desk.audit("player.bank_account")
    assert entry.detail["before"]["id"] == old_account
    assert entry.detail["after"]["bankAccountNo"] == number
    assert entry.detail["reason"] == "bank closed his old account"

    # Bad input leaves the accounts as they are.
    async with desk.ctx.db.read() as session:
        count = select(func.count()).where(BankAccount.player_id == pid(player))
        accounts = (await session.execute(count)).scalar_one()
    for change, status, code, fields in (
        ({"bankAccountNo": number}, 409, "23505", ["bankAccountNo"]),
        ({"bankCode": "VCB"}, 422, "0000", ["bankCode"]),
        ({"bankAccountNo": "123"}, 422, "0000", ["bankAccountNo"]),
        ({"bankAccountName": "!!"}, 422, "0000", ["bankAccountName"]),
        ({"reason": ""}, 422, "0000", ["reason"]),
    ):
        response = await desk.call("PUT", f"players/{pid(player)}/bankAccount", {**body, **change})
        refused(response, status, code, fields)
    async with desk.ctx.db.read() as session:
        assert (await session.execute(count)).scalar_one() == accounts
        kept = await session.get(Player, pid(player))
        assert kept is not None and kept.bank_account_id == new_account


async def test_the_blacklist_refuses_registration_and_changes_until_removed(desk: Office) -> None:
    agent = desk.cashier.agent
    blocked = register_body(agent)
    tel_entry = await desk.data(
        "POST", "blacklist", {"kind": "tel", "tel": blocked["tel"], "reason": "fraud ring"}
    )
    bank_entry = await desk.data(
        "POST",
        "blacklist",
        {
            "kind": "bank_account",
            "bankCode": "kbank",
            "bankAccountNo": blocked["bankAccountNo"],
            "reason": "mule account",
        },
    )
    assert bank_entry["value"] == f"KBANK:{blocked['bankAccountNo']}"
    listed = await desk.data("GET", "blacklist")
    assert [e["id"] for e in listed] == [bank_entry["id"], tel_entry["id"]]

    async def users() -> int:
        async with desk.ctx.db.read() as session:
            statement = select(func.count()).where(User.agent_id == agent.id)
            return (await session.execute(statement)).scalar_one()

    count = await users()
    response = await desk.client.post("/api/player/register", json=blocked)
    refused(response, 403, "1002", ["tel", "bankAccountNo"])
    other_tel = {**blocked, "tel": register_body(agent)["tel"]}
    refused(await desk.client.post("/api/player/register", json=other_tel), 403, "1002")
    assert await users() == count

    # A staff change of a player's phone or account to a listed one is refused too.
    player = await registered_player(desk.client, desk.cashier.agent)
    profile = await desk.data("GET", f"players/{pid(player)}/profile")
    change = {"tel": blocked["tel"]}
    response = await desk.call("PUT", f"players/{pid(player)}/profile", change)
    refused(response, 403, "1002", ["tel"])
    bank = {
        "bankCode": "KBANK",
        "bankAccountNo": blocked["bankAccountNo"],
        "bankAccountName": "X Y",
        "reason": "asked",
    }
    response = await desk.call("PUT", f"players/{pid(player)}/bankAccount", bank)
    refused(response, 403, "1002", ["bankAccountNo"])
    assert await desk.data("GET", f"players/{pid(player)}/profile") == profile

    again = {"kind": "tel", "tel": blocked["tel"], "reason": "twice"}
    refused(await desk.call("POST", "blacklist", again), 409, "23505", ["tel"])
    for bad, fields in (
        ({"kind": "tel", "reason": "r"}, ["tel"]),
        ({"kind": "tel", "tel": "0212345678", "reason": "r"}, ["tel"]),
        ({"kind": "bank_account", "bankAccountNo": "1234567890", "reason": "r"}, ["bankCode"]),
        (
            {"kind": "bank_account", "bankCode": "VCB", "bankAccountNo": "1", "reason": "r"},
            ["bankCode"],
        ),
        (
            {"kind": "bank_account", "bankCode": "KBANK", "bankAccountNo": "12", "reason": "r"},
            ["bankAccountNo"],
        ),
        ({"kind": "email", "tel": blocked["tel"], "reason": "r"}, ["kind"]),
        ({"kind": "tel", "tel": "0812345678", "reason": ""}, ["reason"]),
    ):
        refused(await desk.call("POST", "blacklist", bad), 422, "0000", fields)
    assert len(await desk.data("GET", "blacklist")) == 2

    for entry in (tel_entry, bank_entry):
        response = await desk.call("DELETE", f"blacklist/{entry['id']}")
        assert response.status_code == 200, response.text
    refused(await desk.call("DELETE", f"blacklist/{tel_entry['id']}"), 404, "0040", ["entryId"])
    await register(desk.client, agent, **{k: blocked[k] for k in ("tel", "bankAccountNo")})
    actions = [e.action for e in await desk.audit("blacklist.add")]
    assert actions == ["blacklist.add", "blacklist.add"]
    assert len(await desk.audit("blacklist.remove")) == 2


async def test_another_agents_players_and_entries_are_not_found(
    desk: Office, ctx: AppContext
) -> None:
    other = await open_office(ctx)
    try:
        theirs = await registered_player(other.client, other.cashier.agent)
        entry = await other.client.post(
            f"{OFFICE}/blacklist",
            json={"kind": "tel", "tel": "08" + unique_digits(8), "reason": "theirs"},
            headers=other.staff,
        )
        assert entry.status_code == 200, entry.text
        player_id = pid(theirs)
        for method, path, body in (
            ("GET", f"players/{player_id}/profile", None),
            ("PUT", f"players/{player_id}/status", {"status": "suspended", "reason": "x"}),
            ("POST", f"players/{player_id}/password", {"password": "another-one-1"}),
            ("PUT", f"players/{player_id}/profile", {"tel": "08" + unique_digits(8)}),
            (
                "PUT",
                f"players/{player_id}/bankAccount",
                {
                    "bankCode": "SCB",
                    "bankAccountNo": unique_digits(10),
                    "bankAccountName": "A B",
                    "reason": "x",
                },
            ),
        ):
            refused(await desk.call(method, path, body), 404, "0040", ["playerId"])
        refused(await desk.call("DELETE", f"blacklist/{entry.json()['data']['id']}"), 404, "0040")
        assert (
            await other.client.post("/api/auth/checkToken", headers=theirs.auth)
        ).status_code == 200
        assert (await try_login(desk, theirs.username, theirs.password)).status_code != 200
        # A player's token opens none of these calls.
        mine = await registered_player(desk.client, desk.cashier.agent)
        response = await desk.client.put(
            f"{OFFICE}/players/{pid(mine)}/status",
            json={"status": "active", "reason": "x"},
            headers=mine.auth,
        )
        assert response.status_code in (401, 403), response.text
    finally:
        await other.client.aclose()


async def test_a_deposit_filed_before_a_suspension_is_still_decided(desk: Office) -> None:
    player = await registered_player(desk.client, desk.cashier.agent)
    tx = await deposit(desk.client, player, desk.cashier, 200)
    await desk.data("PUT", f"players/{pid(player)}/status", {"status": "suspended", "reason": "x"})
    approved = await desk.call("POST", f"transactions/{tx['id']}/approve")
    assert approved.status_code == 200, approved.text
