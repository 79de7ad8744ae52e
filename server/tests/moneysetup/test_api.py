"""The agent's money set-up from the back office: its own bank accounts (a new agent takes its
first deposit through one added here) and its limits, each checked, audited and served to the
site at once; nothing of another agent, and nothing half-written on bad input."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

import httpx
import pytest
from sqlalchemy import func, select

from promptplay.context import AppContext
from promptplay.models import BankAccount
from tests.factories import error_of, registered_player, unique_digits, wallet_of
from tests.uploads.conftest import Office, open_office
from tests.uploads.images import png

pytestmark = pytest.mark.asyncio

OFFICE = "/api/backoffice"


def account_body(**overrides: Any) -> dict[str, Any]:
    body: dict[str, Any] = {
        "bankCode": "SCB",
        "bankAccountNo": unique_digits(10),
        "bankAccountName": "  Prompt   Play Co  ",
        "bankAccountType": "DEPOSIT",
    }
    body.update(overrides)
    return body


async def site_accounts(setup: Office) -> list[dict[str, Any]]:
    response = await setup.client.post(
        "/api/agent/getDomain", json={"domain": setup.cashier.agent.host}
    )
    assert response.status_code == 200, response.text
    return response.json()["data"]["bankAccounts"]


@pytest.fixture
def setup(desk: Office) -> Office:
    return desk


def refused(response: httpx.Response, status: int, code: str, fields: list[str]) -> None:
    assert response.status_code == status, response.text
    error = error_of(response)
    assert error["errorCode"] == code, response.text
    assert set(fields) <= set(error.get("fields", [])), error


async def account_rows(ctx: AppContext, agent_id: int) -> int:
    async with ctx.db.read() as session:
        statement = select(func.count()).where(
            BankAccount.agent_id == agent_id, BankAccount.player_id.is_(None)
        )
        return (await session.execute(statement)).scalar_one()


async def test_an_added_account_takes_a_players_deposit_at_once(setup: Office) -> None:
    page = await setup.data("GET", "bankAccounts")
    assert [a["id"] for a in page["accounts"]] == [setup.cashier.deposit_account_id]
    assert page["currencyCode"] == "THB" and page["promptPay"] is True
    assert {"KBANK", "SCB", "BBL"} <= {b["code"] for b in page["banks"]}
    assert all(b["accountNoLength"][0] >= 1 for b in page["banks"])

    added = await setup.data(
        "POST",
        "bankAccounts",
        account_body(promptPayType="NATIONAL_ID", promptPayNo="1101700203451", sort=0),
    )
    assert added["bankAccountName"] == "Prompt Play Co"  # spacing tidied
    assert (added["bankCode"], added["status"], added["currencyCode"]) == ("SCB", "active", "THB")
    served = {a["id"]: a for a in await site_accounts(setup)}
    assert served[added["id"]]["promptPayNo"] == "1101700203451"

    player = await registered_player(setup.client, setup.cashier.agent)
    response = await setup.client.post(
        "/api/bank/transaction",
        json={"bankAccountId": added["id"], "type": "DEPOSIT", "amount": 500},
        headers=player.auth,
    )
    assert response.status_code == 200, response.text
    tx = response.json()["data"]["transaction"]
    approved = await setup.call("POST", f"transactions/{tx['id']}/approve")
    assert approved.status_code == 200, approved.text
    assert Decimal(str((await wallet_of(setup.client, player))["creditBalance"])) == 500

    (entry,) = await setup.audit("bank_account.add")
    assert entry.target_id == added["id"] and entry.detail["after"]["bankCode"] == "SCB"


async def test_an_inactive_or_withdraw_only_account_is_offered_no_more(setup: Office) -> None:
    added = await setup.data("POST", "bankAccounts", account_body())
    body = account_body(bankAccountNo=added["bankAccountNo"], status="inactive")
    changed = await setup.data("PUT", f"bankAccounts/{added['id']}", body)
    assert changed["status"] == "inactive"
    assert added["id"] not in {a["id"] for a in await site_accounts(setup)}

    player = await registered_player(setup.client, setup.cashier.agent)
    response = await setup.client.post(
        "/api/bank/transaction",
        json={"bankAccountId": added["id"], "type": "DEPOSIT", "amount": 500},
        headers=player.auth,
    )
    refused(response, 404, "0040", ["bankAccountId"])

    body.update(status="active", bankAccountType="WITHDRAW")
    await setup.data("PUT", f"bankAccounts/{added['id']}", body)
    assert added["id"] not in {a["id"] for a in await site_accounts(setup)}
    body["bankAccountType"] = "DEPOSIT/WITHDRAW"
    await setup.data("PUT", f"bankAccounts/{added['id']}", body)
    assert added["id"] in {a["id"] for a in await site_accounts(setup)}

    updates = await setup.audit("bank_account.update")
    assert [u.detail["after"]["status"] for u in updates] == ["inactive", "active", "active"]
    assert updates[0].detail["before"]["status"] == "active"


@pytest.mark.parametrize(
    ("overrides", "fields"),
    [
        ({"bankCode": "VCB"}, ["bankCode"]),  # a bank of another country
        ({"bankCode": ""}, ["bankCode"]),
        ({"bankAccountNo": "12345"}, ["bankAccountNo"]),  # shorter than the bank's numbers
        ({"bankAccountNo": "12345678a0"}, ["bankAccountNo"]),
        ({"bankAccountNo": "1" * 33}, ["bankAccountNo"]),
        ({"bankAccountName": "   "}, ["bankAccountName"]),
        ({"bankAccountName": "x" * 129}, ["bankAccountName"]),
        ({"bankAccountType": "TRANSFER"}, ["bankAccountType"]),
        ({"status": "closed"}, ["status"]),
        ({"promptPayType": "PHONE"}, ["promptPayType", "promptPayNo"]),  # without its number
        ({"promptPayType": "PHONE", "promptPayNo": "0712345678"}, ["promptPayNo"]),
        ({"promptPayType": "NATIONAL_ID", "promptPayNo": "0812345678"}, ["promptPayNo"]),
        ({"promptPayType": "BANK", "promptPayNo": "0812345678"}, ["promptPayType"]),
        ({"qrCode": "https://elsewhere.example/qr.png"}, ["qrCode"]),
        ({"qrCode": "javascript:alert(1)"}, ["qrCode"]),
        ({"sort": -1}, ["sort"]),
        ({"sort": "first"}, ["sort"]),
        ({"agentId": 1}, ["agentId"]),  # nothing beyond the account's own fields
    ],
)
async def test_bad_accounts_are_0000_naming_the_field_and_write_nothing(
    setup: Office, overrides: dict[str, Any], fields: list[str]
) -> None:
    before = await account_rows(setup.ctx, setup.cashier.agent.id)
    refused(
        await setup.call("POST", "bankAccounts", account_body(**overrides)), 422, "0000", fields
    )
    existing = setup.cashier.deposit_account_id
    body = account_body(**overrides)
    refused(await setup.call("PUT", f"bankAccounts/{existing}", body), 422, "0000", fields)
    assert await account_rows(setup.ctx, setup.cashier.agent.id) == before
    page = await setup.data("GET", "bankAccounts")
    (kept,) = [a for a in page["accounts"] if a["id"] == existing]
    assert kept["bankCode"] == "KBANK" and kept["promptPayNo"] == "0812345678"
    assert await setup.audit("bank_account.add") == []
    assert await setup.audit("bank_account.update") == []


async def test_a_number_held_by_a_player_or_another_account_is_a_duplicate(setup: Office) -> None:
    player = await registered_player(setup.client, setup.cashier.agent, bankCode="SCB")
    async with setup.ctx.db.read() as session:
        players_number = (
            await session.execute(
                select(BankAccount.bank_account_no).where(
                    BankAccount.id == player.user["player"]["bankAccountId"]
                )
            )
        ).scalar_one()
    taken = account_body(bankAccountNo=players_number)
    refused(await setup.call("POST", "bankAccounts", taken), 409, "23505", ["bankAccountNo"])

    first = await setup.data("POST", "bankAccounts", account_body())
    second = await setup.data("POST", "bankAccounts", account_body())
    again = account_body(bankAccountNo=first["bankAccountNo"])
    refused(await setup.call("POST", "bankAccounts", again), 409, "23505", ["bankAccountNo"])
    response = await setup.call("PUT", f"bankAccounts/{second['id']}", again)
    refused(response, 409, "23505", ["bankAccountNo"])
    # An account keeps its own number through a change of anything else.
    keep = account_body(bankAccountNo=first["bankAccountNo"], bankAccountName="Renamed")
    assert (await setup.data("PUT", f"bankAccounts/{first['id']}", keep))["bankAccountName"] == (
        "Renamed"
    )


async def test_a_qr_image_uploaded_here_is_kept(setup: Office) -> None:
    upload = await setup.upload(png(), path=f"{OFFICE}/bankAccounts/uploadImage")
    assert upload.status_code == 200, upload.text
    url = upload.json()["data"]["url"]
    added = await setup.data("POST", "bankAccounts", account_body(qrCode=url))
    assert added["qrCode"] == url
    served = {a["id"]: a for a in await site_accounts(setup)}
    assert served[added["id"]]["qrCode"] == url


async def test_nothing_of_another_agent_and_nothing_for_a_player(
    setup: Office, ctx: AppContext
) -> None:
    other = await open_office(ctx)
    try:
        theirs = other.cashier.deposit_account_id
        body = account_body()
        refused(await setup.call("PUT", f"bankAccounts/{theirs}", body), 404, "0040", ["accountId"])
        mine = {a["id"] for a in (await setup.data("GET", "bankAccounts"))["accounts"]}
        assert theirs not in mine

        # A player's own account is no account of the agent's, even of the same agent.
        player = await registered_player(setup.client, setup.cashier.agent)
        players = player.user["player"]["bankAccountId"]
        refused(
            await setup.call("PUT", f"bankAccounts/{players}", body), 404, "0040", ["accountId"]
        )
        # A player's token opens no back office call.
        for method, path in (("GET", "bankAccounts"), ("POST", "bankAccounts")):
            response = await setup.client.request(
                method, f"{OFFICE}/{path}", json=body, headers=player.auth
            )
            assert response.status_code in (401, 403), response.text
        response = await setup.client.get(f"{OFFICE}/bankAccounts")
        assert response.status_code == 401
    finally:
        await other.client.aclose()


async def test_limits_are_read_changed_audited_and_met_by_the_next_request(setup: Office) -> None:
    limits = await setup.data("GET", "settings/limits")
    assert limits["currencyCode"] == "THB"
    changed = {
        "minimumDeposit": 200,
        "maximumDeposit": 2000.5,
        "minimumWithdraw": 300,
        "maximumWithdraw": 5000,
        "maximumCreditBalance": 100000,
        "turn": 1.5,
        "depositExpiryMinutes": 45,
    }
    saved = await setup.data("PUT", "settings/limits", changed)
    assert {k: saved[k] for k in changed} == changed
    response = await setup.client.post(
        "/api/agent/getDomain", json={"domain": setup.cashier.agent.host}
    )
    agent = response.json()["data"]
    assert (agent["minimumDeposit"], agent["maximumDeposit"], agent["turn"]) == (200, 2000.5, 1.5)

    player = await registered_player(setup.client, setup.cashier.agent)
    for amount, ok in ((199.99, False), (2000.51, False), (200, True)):
        response = await setup.client.post(
            "/api/bank/transaction",
            json={
                "bankAccountId": setup.cashier.deposit_account_id,
                "type": "DEPOSIT",
                "amount": amount,
            },
            headers=player.auth,
        )
        assert (response.status_code == 200) is ok, (amount, response.text)
    (entry,) = await setup.audit("settings.limits")
    assert entry.detail["after"]["turn"] == 1.5 and entry.detail["before"] == limits


@pytest.mark.parametrize(
    ("overrides", "fields"),
    [
        ({"minimumDeposit": 500, "maximumDeposit": 100}, ["minimumDeposit", "maximumDeposit"]),
        ({"minimumWithdraw": 900, "maximumWithdraw": 800}, ["minimumWithdraw", "maximumWithdraw"]),
        ({"minimumDeposit": -1}, ["minimumDeposit"]),
        ({"minimumDeposit": 10.001}, ["minimumDeposit"]),
        ({"maximumCreditBalance": 0}, ["maximumCreditBalance"]),
        ({"maximumWithdraw": "lots"}, ["maximumWithdraw"]),
        ({"maximumDeposit": 10**13}, ["maximumDeposit"]),
        ({"turn": -0.5}, ["turn"]),
        ({"turn": 101}, ["turn"]),
        ({"turn": 1.005}, ["turn"]),
        ({"depositExpiryMinutes": 1}, ["depositExpiryMinutes"]),
        ({"depositExpiryMinutes": None}, ["depositExpiryMinutes"]),
        ({"turnType": 1}, ["turnType"]),
    ],
)
async def test_bad_limits_are_0000_and_change_nothing(
    setup: Office, overrides: dict[str, Any], fields: list[str]
) -> None:
    before = await setup.data("GET", "settings/limits")
    body = {k: v for k, v in before.items() if k != "currencyCode"}
    body.update(overrides)
    refused(await setup.call("PUT", "settings/limits", body), 422, "0000", fields)
    assert await setup.data("GET", "settings/limits") == before
    assert await setup.audit("settings.limits") == []
