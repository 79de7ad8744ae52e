"""A token works only on its own agent's host names: on a host name that belongs to no agent
it is refused with 0035, as on another agent's."""

from __future__ import annotations

import pytest

from tests.conftest import client_for
from tests.factories import error_of, make_agent, registered_player


@pytest.mark.parametrize("path", ["/api/player/wallet", "/api/auth/checkToken"])
async def test_a_token_on_a_host_of_no_agent_is_0035(ctx, path: str) -> None:
    agent = await make_agent(ctx)
    async with client_for(ctx, agent.host) as client:
        player = await registered_player(client, agent)
        own_host = await client.post(path, json={}, headers=player.auth)
        nobody = await client.post(path, json={}, headers={**player.auth, "host": "nobody.example"})
    assert own_host.status_code == 200
    assert (nobody.status_code, error_of(nobody)["errorCode"]) == (403, "0035")
