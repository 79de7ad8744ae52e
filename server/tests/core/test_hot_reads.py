"""Hot reads (`Database.hot`): the reads behind the token check and the wallet. On SQLite they
bypass SQLAlchemy's connection and row machinery, so the tests hold them to what the ORM
reads: the same values with the same types, and every commit seen at once."""

from __future__ import annotations

import time
from datetime import date

import pytest
from sqlalchemy import bindparam, select, update

from promptplay.core.db import HotRead, columns_of, rows_of
from promptplay.core.errors import TokenExpired, TokenInvalid
from promptplay.core.security import TokenSigner
from promptplay.models import Player, User, Wallet
from tests.conftest import client_for
from tests.factories import make_agent, registered_player

_USER_AND_WALLET = HotRead(
    select(*columns_of(User, Player, Wallet))
    .select_from(User)
    .outerjoin(Player, Player.user_id == User.id)
    .outerjoin(Wallet, Wallet.player_id == Player.id)
    .where(User.id == bindparam("user_id"))
)


async def test_a_hot_read_gives_what_the_orm_reads(ctx) -> None:
    agent = await make_agent(ctx)
    async with client_for(ctx, agent.host) as client:
        player = await registered_player(client, agent)
    user_id = player.user["id"]
    async with ctx.db.write() as session:
        # A JSON column, a timestamp and a date, so that each type's decoding is exercised.
        user = await session.get(User, user_id)
        user.access_permission = ["deposit", {"limit": 5}]
        orm_player = (
            await session.execute(select(Player).where(Player.user_id == user_id))
        ).scalar_one()
        orm_player.dob = date(1990, 4, 13)

    rows = await ctx.db.hot(_USER_AND_WALLET, user_id=user_id)
    assert len(rows) == 1
    hot_user, hot_player, hot_wallet = rows_of(rows[0], User, Player, Wallet)

    async with ctx.db.read() as session:
        user = await session.get(User, user_id)
        orm_player = (
            await session.execute(select(Player).where(Player.user_id == user_id))
        ).scalar_one()
        wallet = (
            await session.execute(select(Wallet).where(Wallet.player_id == orm_player.id))
        ).scalar_one()
    for hot, orm in ((hot_user, user), (hot_player, orm_player), (hot_wallet, wallet)):
        for key, value in vars(hot).items():
            assert value == getattr(orm, key), key
            assert type(value) is type(getattr(orm, key)), key
    assert hot_user.access_permission == ["deposit", {"limit": 5}]
    assert hot_user.last_login is not None and hot_user.last_login.tzinfo is not None
    assert not hasattr(hot_user, "password_hash")


async def test_a_missing_outer_join_row_is_none(ctx) -> None:
    agent = await make_agent(ctx)
    async with ctx.db.write() as session:
        staff = User(agent_id=agent.id, username="hotstaff", password_hash="-", user_type="staff")
        session.add(staff)
        await session.flush()
        staff_id = staff.id
    (row,) = await ctx.db.hot(_USER_AND_WALLET, user_id=staff_id)
    user, player, wallet = rows_of(row, User, Player, Wallet)
    assert user.username == "hotstaff"
    assert player is None and wallet is None
    assert await ctx.db.hot(_USER_AND_WALLET, user_id=-1) == []


async def test_a_hot_read_sees_each_commit_at_once(ctx) -> None:
    agent = await make_agent(ctx)
    async with client_for(ctx, agent.host) as client:
        player = await registered_player(client, agent)
    user_id = player.user["id"]
    wallet_id = player.user["player"]["walletId"]
    for balance in (100, 250, 0):
        async with ctx.db.write() as session:
            await session.execute(
                update(Wallet)
                .where(Wallet.id == wallet_id)
                .values(credit_balance=balance, credit_in=balance)
            )
        (row,) = await ctx.db.hot(_USER_AND_WALLET, user_id=user_id)
        assert rows_of(row, User, Player, Wallet)[2].credit_balance == balance


async def test_a_literal_in_the_statement_needs_no_parameter(ctx) -> None:
    agent = await make_agent(ctx)
    query = HotRead(select(User.username).where(User.agent_id == agent.id, User.id > 0))
    assert await ctx.db.hot(query) == []


def test_a_verified_token_still_expires(monkeypatch: pytest.MonkeyPatch) -> None:
    signer = TokenSigner("x" * 40, access_ttl=60)
    token = signer.issue(user_id=7, agent_id=3, session_id="s1", user_type="player")
    claims = signer.verify(token)
    assert signer.verify(token) is claims  # verified once, then remembered
    later = time.time() + 61
    monkeypatch.setattr(time, "time", lambda: later)
    with pytest.raises(TokenExpired):
        signer.verify(token)


def test_a_tampered_token_is_refused_though_its_original_was_verified() -> None:
    signer = TokenSigner("x" * 40, access_ttl=60)
    token = signer.issue(user_id=7, agent_id=3, session_id="s1", user_type="player")
    signer.verify(token)
    head, body, signature = token.split(".")
    with pytest.raises(TokenInvalid):
        signer.verify(f"{head}.{body}.{signature[:-2]}AA")
    with pytest.raises(TokenInvalid):
        TokenSigner("y" * 40, access_ttl=60).verify(token)
