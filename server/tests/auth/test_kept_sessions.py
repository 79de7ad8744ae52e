"""The session check a process keeps (SQLite without Redis): every way a session ends shows on
the very next call of a session that was just checked, and a kept check still holds only on
its own agent's hosts."""

from __future__ import annotations

from promptplay.auth.service import auth_service
from tests.conftest import client_for
from tests.factories import error_of, login, make_agent, register, registered_player


async def wallet(client, token: str):  # type: ignore[no-untyped-def]
    return await client.post(
        "/api/player/wallet", json={}, headers={"authorization": f"Bearer {token}"}
    )


async def renew(client, refresh: str):  # type: ignore[no-untyped-def]
    return await client.post("/api/auth/renewAccessToken", json={"refreshToken": refresh})


def kept(ctx, token: str, host: str) -> None:  # type: ignore[no-untyped-def]
    """On SQLite the check just made is kept (else the tests below would prove nothing)."""
    if ctx.db.sqlite and not ctx.settings.redis_url:
        assert (ctx.signer.verify(token).session_id, host) in auth_service._live


async def test_a_logout_ends_a_kept_session_at_once(ctx) -> None:
    agent = await make_agent(ctx)
    async with client_for(ctx, agent.host) as client:
        player = await registered_player(client, agent)
        assert (await wallet(client, player.access_token)).status_code == 200
        assert (await wallet(client, player.access_token)).status_code == 200
        kept(ctx, player.access_token, agent.host)
        assert (await client.post("/api/auth/logout", json={}, headers=player.auth)).is_success
        after = await wallet(client, player.access_token)
    assert (after.status_code, error_of(after)["errorCode"]) == (401, "0030")


async def test_a_new_login_ends_the_kept_older_session_with_0034(ctx) -> None:
    agent = await make_agent(ctx)
    async with client_for(ctx, agent.host) as phone, client_for(ctx, agent.host) as laptop:
        body = await register(phone, agent)
        first = await login(phone, agent, body["username"], body["password"])
        assert (await wallet(phone, first.access_token)).status_code == 200
        kept(ctx, first.access_token, agent.host)
        second = await login(laptop, agent, body["username"], body["password"])
        old = await wallet(phone, first.access_token)
        new = await wallet(laptop, second.access_token)
    assert (old.status_code, error_of(old)["errorCode"]) == (401, "0034")
    assert new.status_code == 200


async def test_a_new_password_ends_the_other_kept_sessions(ctx) -> None:
    agent = await make_agent(ctx)
    async with client_for(ctx, agent.host) as client:
        player = await registered_player(client, agent)
        assert (await wallet(client, player.access_token)).status_code == 200
        kept(ctx, player.access_token, agent.host)
        changed = await client.post(
            "/api/player/changePassword",
            headers=player.auth,
            json={"oldPassword": player.password, "newPassword": "better123"},
        )
        assert changed.status_code == 200
        # The session that changed it goes on; a new login ends it like any older one.
        assert (await wallet(client, player.access_token)).status_code == 200
        newer = await login(client, agent, player.username, "better123")
        old = await wallet(client, player.access_token)
        assert (await wallet(client, newer.access_token)).status_code == 200
    assert error_of(old)["errorCode"] == "0034"


async def test_a_replayed_refresh_token_ends_the_kept_session(ctx) -> None:
    agent = await make_agent(ctx)
    async with client_for(ctx, agent.host) as client:
        player = await registered_player(client, agent)
        renewed = (await renew(client, player.refresh_token)).json()["data"]
        assert (await wallet(client, renewed["accessToken"])).status_code == 200
        kept(ctx, renewed["accessToken"], agent.host)
        assert error_of(await renew(client, player.refresh_token))["errorCode"] == "0030"
        after = await wallet(client, renewed["accessToken"])
    assert error_of(after)["errorCode"] == "0030"


async def test_a_kept_session_still_works_only_on_its_own_agents_hosts(ctx) -> None:
    agent = await make_agent(ctx)
    other = await make_agent(ctx)
    async with client_for(ctx, agent.host) as client, client_for(ctx, other.host) as elsewhere:
        player = await registered_player(client, agent)
        assert (await wallet(client, player.access_token)).status_code == 200
        kept(ctx, player.access_token, agent.host)
        foreign = await wallet(elsewhere, player.access_token)
    assert (foreign.status_code, error_of(foreign)["errorCode"]) == (403, "0035")
