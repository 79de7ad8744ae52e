"""Many claims, approvals and clears at once on PostgreSQL (real concurrent transactions; on
SQLite the writer lock serializes them, so these are skipped there): each promotion is
granted, ended and seized once, and the ledger stays balanced."""

from __future__ import annotations

import asyncio
from collections import Counter
from typing import Any

import httpx
import pytest
from sqlalchemy import select

from promptplay.agent.repository import AgentRepository
from promptplay.cashier.service import cashier_service
from promptplay.context import AppContext
from promptplay.core.clock import utcnow
from promptplay.models import BankTransaction
from tests.factories import Player, error_of, ledger_problems

from .conftest import Shop, claims_of, dec, journals, player_id, promotion_book

pytestmark = pytest.mark.asyncio


@pytest.fixture(autouse=True)
def postgresql_only(database_url: str) -> None:
    if database_url.startswith("sqlite"):
        pytest.skip("concurrent transactions need PostgreSQL (SQLite has one writer)")


def outcomes(responses: list[httpx.Response]) -> Counter[str]:
    return Counter("ok" if r.status_code == 200 else error_of(r)["errorCode"] for r in responses)


async def approved_deposits(shop: Shop, player: Player, count: int, amount: int) -> list[int]:
    """`count` bank deposits of the player already marked approved (0000), their money not
    moved yet: as staff approvals leave them just before the money is settled."""
    now = utcnow()
    async with shop.ctx.db.write() as session:
        # The player's pending request (filed through the API) lends its ids.
        wallet_id, user_id = (
            await session.execute(
                select(BankTransaction.wallet_id, BankTransaction.user_id).where(
                    BankTransaction.player_id == player_id(player)
                )
            )
        ).one()
        rows = [
            BankTransaction(
                agent_id=shop.agent_id,
                player_id=player_id(player),
                user_id=user_id,
                wallet_id=wallet_id,
                type="DEPOSIT",
                channel="BANK",
                amount=amount,
                currency_code="THB",
                status="0000",
                created_at=now,
                updated_at=now,
                handled_at=now,
            )
            for _ in range(count)
        ]
        session.add_all(rows)
        await session.flush()
        return [row.id for row in rows]


async def settle(ctx: AppContext, agent_id: int, tx_id: int) -> None:
    """One approved deposit's money and promotion, in a transaction of its own."""
    async with ctx.db.write() as session:
        tx = await session.get(BankTransaction, tx_id)
        assert tx is not None
        await cashier_service.settle(session, tx, None)


async def test_fifty_simultaneous_claims_of_a_onetime_promotion_grant_it_once(
    shop: Shop,
) -> None:
    await shop.settings(autoPromotion="activate")
    once = await shop.promotion(promotionTypeId=3, bonusType="fixed", bonusAmount=100)
    player = await shop.player()
    await shop.deposit(player, 10, approved=False)  # the wallet's id on a row to copy
    ids = await approved_deposits(shop, player, 50, 200_00)
    results = await asyncio.gather(
        *(settle(shop.ctx, shop.agent_id, tx_id) for tx_id in ids), return_exceptions=True
    )
    failed = [r for r in results if isinstance(r, BaseException)]
    assert failed == [], failed[:3]

    claims = await claims_of(shop.ctx, player_id(player))
    assert [(c.promotion_id, c.status_code) for c in claims] == [(once["id"], "0005")]
    assert len(await journals(shop.ctx, shop.agent_id, "PROMOTION_BONUS")) == 1
    wallet = await shop.wallet(player)
    assert wallet["creditPromotion"] == 100
    assert wallet["creditBalance"] == 50 * 200 + 100
    # The 49 others joined the running promotion as top-ups.
    assert wallet["cashPromotion"] == 50 * 200
    assert len(await journals(shop.ctx, shop.agent_id, "PROMOTION_TOPUP")) == 49
    book = await promotion_book(shop.ctx, shop.agent_id)
    assert (book.granted, book.account) == (100_00, -100_00)
    assert await ledger_problems(shop.ctx) == []


async def test_fifty_simultaneous_deposit_promotions_on_the_service(shop: Shop) -> None:
    """The promotion step alone (`deposit_approved`), 50 times at once for 50 deposits."""
    from promptplay.promotions.service import promotion_service

    await shop.settings(autoPromotion="activate")
    await shop.promotion(promotionTypeId=3, bonusType="fixed", bonusAmount=100)
    player = await shop.player()
    await shop.deposit(player, 10, approved=False)
    ids = await approved_deposits(shop, player, 50, 200_00)

    async def claim(tx_id: int) -> Any:
        async with shop.ctx.db.write() as session:
            agent = await AgentRepository(session).get(shop.agent_id)
            tx = await session.get(BankTransaction, tx_id)
            assert agent is not None and tx is not None
            return await promotion_service.deposit_approved(session, agent, tx)

    results = await asyncio.gather(*(claim(tx_id) for tx_id in ids), return_exceptions=True)
    failed = [r for r in results if isinstance(r, BaseException)]
    assert failed == [], failed[:3]
    assert sum(1 for r in results if r is not None) == 1
    assert len(await claims_of(shop.ctx, player_id(player))) == 1
    assert len(await journals(shop.ctx, shop.agent_id, "PROMOTION_BONUS")) == 1
    assert (await shop.wallet(player))["creditPromotion"] == 100


async def test_twenty_simultaneous_approvals_of_a_reserved_deposit_give_one_bonus(
    shop: Shop,
) -> None:
    promotion = await shop.promotion()
    player = await shop.player()
    assert (await shop.reserve(player, promotion["id"])).status_code == 200
    tx = await shop.deposit(player, 1000, approved=False)
    responses = await asyncio.gather(
        *(
            shop.client.post(f"/api/backoffice/transactions/{tx['id']}/approve", headers=shop.staff)
            for _ in range(20)
        )
    )
    seen = outcomes(responses)
    assert seen["ok"] == 1, seen
    assert set(seen) <= {"ok", "0051"}, seen
    assert len(await claims_of(shop.ctx, player_id(player))) == 1
    assert len(await journals(shop.ctx, shop.agent_id, "PROMOTION_BONUS")) == 1
    wallet = await shop.wallet(player)
    assert (wallet["creditBalance"], wallet["creditPromotion"], wallet["cashPromotion"]) == (
        1500,
        500,
        1000,
    )
    assert await ledger_problems(shop.ctx) == []


async def test_twenty_simultaneous_clears_end_and_seize_once(shop: Shop) -> None:
    promotion = await shop.promotion()
    player = await shop.player()
    assert (await shop.reserve(player, promotion["id"])).status_code == 200
    await shop.deposit(player, 1000)
    responses = await asyncio.gather(*(shop.clear(player) for _ in range(20)))
    seen = outcomes(responses)
    assert seen == {"ok": 1, "0067": 19}, seen
    (ended,) = [r.json()["data"] for r in responses if r.status_code == 200]
    assert dec(ended["playerPromotion"]["seized"]) == 500
    assert len(await journals(shop.ctx, shop.agent_id, "PROMOTION_END")) == 1
    book = await promotion_book(shop.ctx, shop.agent_id)
    assert (book.granted, book.seized, book.account) == (500_00, 500_00, 0)
    wallet = await shop.wallet(player)
    assert (wallet["creditBalance"], wallet["creditPromotion"]) == (1000, 0)
    assert await ledger_problems(shop.ctx) == []


async def test_clears_and_staff_ends_at_once_end_once(shop: Shop) -> None:
    promotion = await shop.promotion()
    player = await shop.player()
    assert (await shop.reserve(player, promotion["id"])).status_code == 200
    await shop.deposit(player, 1000)
    claim = await shop.current(player)
    assert claim is not None
    url = f"players/{player_id(player)}/promotions/{claim['bonusId']}/end"
    calls = [shop.clear(player) for _ in range(10)] + [
        shop.office("POST", url, {"remark": "abuse"}, {"idempotency-key": f"end-{n}"})
        for n in range(10)
    ]
    seen = outcomes(await asyncio.gather(*calls))
    assert seen["ok"] == 1 and seen["0067"] == 19, seen
    assert len(await journals(shop.ctx, shop.agent_id, "PROMOTION_END")) == 1
    book = await promotion_book(shop.ctx, shop.agent_id)
    assert (book.seized, book.account) == (500_00, 0)
    assert await ledger_problems(shop.ctx) == []


async def test_ten_simultaneous_manual_grants_grant_one(shop: Shop) -> None:
    manual = await shop.promotion(promotionTypeId=9, bonusType="fixed")
    player = await shop.player()
    body = {"promotionId": manual["id"], "bonus": 200, "turnOverManual": 1000}
    url = f"players/{player_id(player)}/promotions"
    responses = await asyncio.gather(
        *(shop.office("POST", url, body, {"idempotency-key": f"grant-{n}"}) for n in range(10))
    )
    seen = outcomes(responses)
    assert seen == {"ok": 1, "0066": 9}, seen
    assert len(await claims_of(shop.ctx, player_id(player))) == 1
    assert (await shop.wallet(player))["creditPromotion"] == 200
    assert await ledger_problems(shop.ctx) == []
