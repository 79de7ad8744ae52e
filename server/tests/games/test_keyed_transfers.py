"""An `Idempotency-Key` on the calls that move credit to and from a game upstream: a replay
answers the first answer and moves nothing; the same key on another body is refused."""

from __future__ import annotations

import httpx
import pytest

from tests.factories import error_of, ledger_problems, wallet_of

from .conftest import Table, provider_balance

pytestmark = pytest.mark.asyncio

ADJUST = "/api/ambSuperApi/transfer/checkAndAdjustBalance"


async def test_a_replayed_launch_transfer_moves_the_credit_once(
    table: Table, demo: httpx.AsyncClient
) -> None:
    player = await table.player(500)
    keyed = {**player.auth, "idempotency-key": "launch-1"}
    first = await table.client.post(ADJUST, json={}, headers=keyed)
    assert first.status_code == 200, first.text
    # The player is credited 200 more while playing: a replay must not move it too.
    staff_credit = await table.client.post(
        f"/api/backoffice/players/{player.user['player']['id']}/adjust",
        json={"amount": 200, "reason": "bonus"},
        headers=table.staff,
    )
    assert staff_credit.status_code == 200, staff_credit.text
    again = await table.client.post(ADJUST, json={}, headers=keyed)
    assert again.json()["data"] == first.json()["data"]
    wallet = await wallet_of(table.client, player)
    assert (wallet["creditBalance"], wallet["gameCredit"]) == (700, 500)
    assert await provider_balance(demo, table, player) == 500

    home = await table.client.post(ADJUST, json={"direction": "toWallet"}, headers=keyed)
    assert error_of(home)["errorCode"] == "0056"
    back = {**player.auth, "idempotency-key": "home-1"}
    for _ in range(2):
        answer = await table.client.post(ADJUST, json={"direction": "toWallet"}, headers=back)
        assert answer.status_code == 200, answer.text
    wallet = await wallet_of(table.client, player)
    assert (wallet["creditBalance"], wallet["gameCredit"]) == (700, 0)
    assert await ledger_problems(table.ctx) == []
