"""Each agent's game upstream credentials (docs/games.md §2 "Operators" and "Round callbacks"):
random, stored per agent, shown once, rotatable; round callbacks taken only when signed with
the agent's own key within the time window; and `serve` refusing a shipped demo secret in front
of an upstream that is not a local demo one."""

from __future__ import annotations

import asyncio
import base64
import hashlib
import hmac
import json
import re
import secrets
import time
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import httpx
import pytest
from click.testing import CliRunner, Result
from pydantic import SecretStr
from sqlalchemy import func, select, update

from promptplay import cli
from promptplay.config import DEMO_GAMES_SECRET, DEMO_GATEWAY_SECRET, Settings
from promptplay.core.upstream_http import UpstreamHttp
from promptplay.games import callbacks
from promptplay.games.adapters import ADAPTERS, Credentials, GameRefused
from promptplay.models import AgentGameAccount, GameRound, LedgerJournal
from tests.conftest import SECRET
from tests.factories import Player, ledger_problems, make_agent, wallet_of

from .conftest import Table, game_key, signed, upstream_username

ADJUST = "ambSuperApi/transfer/checkAndAdjustBalance"
CALLBACK = "/api/games/callback/amb/PGS/settleBets"


def derived_key(operator: str) -> str:
    """What earlier versions made an agent's key: computable by anyone from its prefix."""
    return hmac.new(DEMO_GAMES_SECRET.encode(), operator.encode(), hashlib.sha256).hexdigest()[:32]


def round_body(table: Table, player: Player, bet: str = "100.00", payout: str = "0.00") -> bytes:
    """A settleBets callback of one round of the player: by default one that loses the
    player's whole game credit (what a forger would send)."""
    username = upstream_username(table, player)
    round_id = 900_000_000 + secrets.randbelow(99_000_000)
    at = datetime.now(UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")
    txn = {
        "id": round_id,
        "roundId": f"R{round_id}",
        "username": username,
        "productId": "PGS",
        "gameCode": "PGS-SLOT-001",
        "category": "slot",
        "betAmount": bet,
        "payoutAmount": payout,
        "status": "SETTLED",
        "isSingleState": True,
        "isEndRound": True,
        "currency": "THB",
        "createdAt": at,
        "settledAt": at,
        "transactionType": "BY_ROUND",
    }
    body = {
        "id": f"CB{round_id}",
        "productId": "PGS",
        "username": username,
        "currency": "THB",
        "timestampMillis": int(time.time() * 1000),
        "sessionToken": "s",
        "txns": [txn],
    }
    return json.dumps(body).encode()


async def post_callback(table: Table, body: bytes, headers: dict[str, str]) -> httpx.Response:
    return await table.client.post(
        CALLBACK, content=body, headers={"content-type": "application/json", **headers}
    )


async def books(table: Table, player: Player) -> tuple[int, int, Any]:
    """(the agent's rounds, the agent's journals, the player's game credit)."""
    agent_id = table.cashier.agent.id
    async with table.ctx.db.read() as session:
        rounds = await session.scalar(
            select(func.count()).select_from(GameRound).where(GameRound.agent_id == agent_id)
        )
        journals = await session.scalar(
            select(func.count())
            .select_from(LedgerJournal)
            .where(LedgerJournal.agent_id == agent_id)
        )
    return rounds, journals, (await wallet_of(table.client, player))["gameCredit"]


async def playing(table: Table) -> Player:
    """A player whose 100 of credit sit at the game upstream."""
    player = await table.player(100)
    await table.data(ADJUST, player)
    assert (await wallet_of(table.client, player))["gameCredit"] == 100
    return player


async def key_of_agent(table: Table, agent_id: int) -> tuple[str, str]:
    async with table.ctx.db.read() as session:
        account = (
            await session.execute(
                select(AgentGameAccount).where(AgentGameAccount.agent_id == agent_id)
            )
        ).scalar_one()
    return account.username, account.api_key


def bare(base_url: str, operator: str, key: str) -> Any:
    """A type A adapter that registers nothing: it works only if the upstream holds `key`."""
    return ADAPTERS["amb"](
        UpstreamHttp("games:amb", base_url, 5), Credentials(base_url, operator, key)
    )


async def works_at_upstream(base_url: str, operator: str, key: str) -> bool:
    adapter = bare(base_url, operator, key)
    try:
        await adapter.products()
        return True
    except GameRefused as refused:
        assert refused.kind == "unauthorized"
        return False
    finally:
        await adapter.aclose()


# ----- keys are random, per agent ------------------------------------------------------------


async def test_each_agent_gets_a_random_key_that_nothing_derives(table: Table) -> None:
    others = [await make_agent(table.ctx) for _ in range(2)]
    accounts = [await key_of_agent(table, a.id) for a in (table.cashier.agent, *others)]
    keys = [key for _, key in accounts]
    assert len(set(keys)) == 3
    for operator, key in accounts:
        assert re.fullmatch(r"[0-9a-f]{64}", key), key
        assert key not in (derived_key(operator), DEMO_GAMES_SECRET)


# ----- signed round callbacks ---------------------------------------------------------------


async def test_only_a_callback_signed_with_the_agents_own_key_in_the_window_is_taken(
    table: Table,
) -> None:
    player = await playing(table)
    operator, key = table.operator, await game_key(table)
    other = await make_agent(table.ctx)
    _, other_key = await key_of_agent(table, other.id)
    before = await books(table, player)
    now, beyond = int(time.time()), callbacks.WINDOW_SECONDS + 60  # the test takes seconds

    body = round_body(table, player)
    tampered = body.replace(b'"betAmount": "100.00"', b'"betAmount": "1.00"')
    assert tampered != body
    basic = "Basic " + base64.b64encode(f"{operator}:{key}".encode()).decode()
    refused = {
        "another agent's key": (body, signed(operator, other_key, body)),
        "the prefix-derived key": (body, signed(operator, derived_key(operator), body)),
        "the demo secret": (body, signed(operator, DEMO_GAMES_SECRET, body)),
        "a stale timestamp": (body, signed(operator, key, body, at=now - beyond)),
        "a timestamp ahead": (body, signed(operator, key, body, at=now + beyond)),
        "a tampered body": (tampered, signed(operator, key, body)),
        "no signature": (body, {}),
        "the key itself, no signature": (body, {"authorization": basic}),
        "the derived key as Basic": (
            body,
            {
                "authorization": "Basic "
                + base64.b64encode(f"{operator}:{derived_key(operator)}".encode()).decode()
            },
        ),
        "a signature without its timestamp": (
            body,
            {k: v for k, v in signed(operator, key, body).items() if k != "x-timestamp"},
        ),
    }
    for case, (content, headers) in refused.items():
        response = await post_callback(table, content, headers)
        assert response.status_code == 401, (case, response.text)
        answer = response.json()
        assert answer["statusCode"] == 40003, case
        assert answer["id"] == json.loads(content)["id"], case
        assert await books(table, player) == before, case

    # Signed with the agent's own key, now: the round is recorded and the credit follows it.
    taken = await post_callback(table, body, signed(operator, key, body))
    assert taken.status_code == 200, taken.text
    assert (taken.json()["statusCode"], taken.json()["balance"]) == (0, "0.00")
    rounds, journals, credit = await books(table, player)
    assert (rounds, credit) == (before[0] + 1, 0)
    assert journals > before[1]
    assert await ledger_problems(table.ctx) == []


async def test_a_signature_replayed_after_the_window_is_refused(
    table: Table, monkeypatch: pytest.MonkeyPatch
) -> None:
    player = await playing(table)
    operator, key = table.operator, await game_key(table)
    small = round_body(table, player, bet="10.00")
    small_headers = signed(operator, key, small)
    captured = round_body(table, player)  # signed now, sent only once the window has passed
    captured_headers = signed(operator, key, captured)
    assert (await post_callback(table, small, small_headers)).json()["statusCode"] == 0
    before = await books(table, player)
    assert before[2] == 90

    later = time.time() + callbacks.WINDOW_SECONDS + 1
    monkeypatch.setattr(callbacks, "_clock", lambda: later)
    for body, headers in ((small, small_headers), (captured, captured_headers)):
        response = await post_callback(table, body, headers)
        assert (response.status_code, response.json()["statusCode"]) == (401, 40003)
    assert await books(table, player) == before


async def test_the_demo_upstream_forgetting_the_key_is_registered_again(
    table: Table, demo_games_url: str
) -> None:
    player = await playing(table)  # the platform's first call registered the key
    operator, key = table.operator, await game_key(table)
    assert await works_at_upstream(demo_games_url, operator, key)
    # The upstream now holds another key for the operator (as after a restart, it no longer
    # knows ours): our next call is refused once, registers again, and goes through.
    other = secrets.token_hex(32)
    async with httpx.AsyncClient(base_url=demo_games_url, timeout=5) as client:
        answer = await client.put(
            f"/operators/{operator}",
            json={"apiKey": other},
            headers={"authorization": f"Bearer {DEMO_GAMES_SECRET}"},
        )
    assert answer.status_code == 200, answer.text
    assert not await works_at_upstream(demo_games_url, operator, key)
    back = await table.data(ADJUST, player, {"direction": "toWallet"})
    assert back["walletCredit"] == 100
    assert await works_at_upstream(demo_games_url, operator, key)


# ----- the command line: create shows the key once, rotate replaces it ----------------------


@pytest.fixture
def cli_env(
    monkeypatch: pytest.MonkeyPatch, database_url: str, demo_games_url: str, tmp_path: Path
) -> None:
    for name, value in {
        "DATABASE_URL": database_url,
        "SECRET_KEY": SECRET,
        "VAR_DIR": str(tmp_path),
        "GAME_UPSTREAM_URL": demo_games_url,
        "GAME_UPSTREAM_TIMEOUT": "1.5",
        "GAME_CALLBACK_URL": "off",
    }.items():
        monkeypatch.setenv(name, value)
    for name in ("GAME_UPSTREAM_SECRET", "VN_GATEWAY_SECRET", "VN_GATEWAY_URL"):
        monkeypatch.delenv(name, raising=False)


async def promptplay(*args: str) -> Result:
    """`promptplay <args>` in a thread of its own: the command runs its own event loop."""
    return await asyncio.to_thread(CliRunner().invoke, cli.main, list(args))


SHOWN = re.compile(r"^game upstream operator (\S+), API key \(shown once, keep it\): (\S+)$", re.M)


async def test_agent_create_shows_a_random_key_once_or_stores_the_one_given(
    table: Table, cli_env: None
) -> None:
    prefix = f"K{secrets.token_hex(3).upper()}"
    made = await promptplay(
        "agent",
        "create",
        "--prefix",
        prefix,
        "--domain",
        f"{prefix}.cred.example",
        "--country",
        "TH",
    )
    assert made.exit_code == 0, made.output
    (operator, key), *more = SHOWN.findall(made.stdout)
    assert not more and operator == prefix.lower()
    assert re.fullmatch(r"[0-9a-f]{64}", key) and key != derived_key(operator)

    given = f"G{secrets.token_hex(3).upper()}"
    issued = "issued-by-the-upstream-" + secrets.token_hex(8)
    made = await promptplay(
        "agent",
        "create",
        "--prefix",
        given,
        "--domain",
        f"{given}.cred.example",
        "--country",
        "TH",
        "--game-username",
        "op-issued",
        "--game-api-key",
        issued,
    )
    assert made.exit_code == 0, made.output
    assert SHOWN.findall(made.stdout) == [] and issued not in made.stdout
    async with table.ctx.db.read() as session:
        stored = {
            row.username: row.api_key
            for row in (
                await session.execute(
                    select(AgentGameAccount).where(
                        AgentGameAccount.username.in_([operator, "op-issued"])
                    )
                )
            ).scalars()
        }
    assert stored == {operator: key, "op-issued": issued}

    short = await promptplay(
        "agent",
        "create",
        "--prefix",
        f"S{given}",
        "--domain",
        f"s{given}.cred.example",
        "--country",
        "TH",
        "--game-api-key",
        "short",
    )
    assert short.exit_code == 1 and "game API key" in short.output


async def test_rotation_retires_the_old_key_at_the_upstream_and_for_callbacks(
    table: Table, cli_env: None, demo_games_url: str
) -> None:
    player = await playing(table)
    operator, old = table.operator, await game_key(table)
    assert await works_at_upstream(demo_games_url, operator, old)

    rotated = await promptplay("agent", "rotate-game-key", "--agent", table.cashier.agent.prefix)

    assert rotated.exit_code == 0, rotated.output
    assert "registered with the demo game upstream" in rotated.stdout
    ((shown_operator, new),) = SHOWN.findall(rotated.stdout)
    assert shown_operator == operator and new != old and await game_key(table) == new
    assert not await works_at_upstream(demo_games_url, operator, old)
    assert await works_at_upstream(demo_games_url, operator, new)

    # A round that pays its bet back, so our books and the upstream's stay alike.
    before = await books(table, player)
    body = round_body(table, player, bet="10.00", payout="10.00")
    stale = await post_callback(table, body, signed(operator, old, body))
    assert (stale.status_code, stale.json()["statusCode"]) == (401, 40003)
    assert await books(table, player) == before
    taken = await post_callback(table, body, signed(operator, new, body))
    assert taken.json()["statusCode"] == 0
    assert (await books(table, player))[0] == before[0] + 1

    # The platform's own calls use the new key at once.
    back = await table.data(ADJUST, player, {"direction": "toWallet"})
    assert back["walletCredit"] == 100

    # A key the upstream issued, given: stored, handed to the local demo upstream, not echoed.
    issued = "issued-" + secrets.token_hex(12)
    given = await promptplay(
        "agent", "rotate-game-key", "--agent", table.cashier.agent.prefix, "--game-api-key", issued
    )
    assert given.exit_code == 0, given.output
    assert issued not in given.stdout and await game_key(table) == issued
    assert await works_at_upstream(demo_games_url, operator, issued)
    assert not await works_at_upstream(demo_games_url, operator, new)

    unknown = await promptplay("agent", "rotate-game-key", "--agent", "NOSUCHAGENT")
    assert unknown.exit_code == 1 and "NOSUCHAGENT" in unknown.output
    assert await ledger_problems(table.ctx) == []


# ----- the start-up check -------------------------------------------------------------------


def test_demo_secrets_are_refused_only_in_front_of_an_upstream_that_is_not_local() -> None:
    check = cli.demo_secret_problems
    local = Settings(game_upstream_url="http://127.0.0.1:8020", vn_gateway_url="http://[::1]:8010")
    assert check(local) == []
    assert check(Settings(game_upstream_url="http://localhost:9000")) == []

    remote_games = Settings(game_upstream_url="https://games.example.com")
    (problem,) = check(remote_games)
    assert "GAME_UPSTREAM_URL" in problem and "set GAME_UPSTREAM_SECRET" in problem
    assert (
        check(remote_games.model_copy(update={"game_upstream_secret": SecretStr("x" * 40)})) == []
    )

    remote_gateway = Settings(vn_gateway_url="https://gateway.example.vn")
    (problem,) = check(remote_gateway)
    assert "VN_GATEWAY_URL" in problem and "set VN_GATEWAY_SECRET" in problem
    assert check(remote_gateway.model_copy(update={"vn_gateway_secret": SecretStr("y" * 40)})) == []
    assert DEMO_GATEWAY_SECRET not in problem and DEMO_GAMES_SECRET not in problem
    # The voucher store takes no secret: a real one is no reason to refuse.
    assert check(Settings(truemoney_url="https://gift.truemoney.com")) == []
    assert (
        len(check(Settings(game_upstream_url="http://10.0.0.5", vn_gateway_url="http://x.vn"))) == 2
    )

    # An agent's account at an upstream that is not local must not hold a published key.
    view = cli.GameAccountView
    remote, here = "https://games.example.com", "http://127.0.0.1:8020"
    (problem,) = check(local, [view("PX", remote, "px", derived_key("px"))])
    assert "PX" in problem and "rotate-game-key --agent PX" in problem
    assert len(check(local, [view("PX", remote, "px", DEMO_GAMES_SECRET)])) == 1
    assert check(local, [view("PX", remote, "px", secrets.token_hex(32))]) == []
    assert check(local, [view("PX", here, "px", derived_key("px"))]) == []


async def test_serve_refuses_to_start_with_a_demo_secret_naming_what_to_set(
    table: Table, cli_env: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    import uvicorn

    started: list[dict] = []
    monkeypatch.setattr(uvicorn, "run", lambda *a, **kw: started.append(kw))

    assert (await promptplay("serve")).exit_code == 0
    assert len(started) == 1

    monkeypatch.setenv("GAME_UPSTREAM_URL", "https://games.example.com")
    refused = await promptplay("serve")
    assert refused.exit_code == 1 and len(started) == 1
    assert "set GAME_UPSTREAM_SECRET" in refused.output

    # With a secret of its own, an agent still holding the published key is refused too.
    monkeypatch.setenv("GAME_UPSTREAM_SECRET", secrets.token_hex(24))
    assert (await promptplay("serve")).exit_code == 0 and len(started) == 2
    async with table.ctx.db.write() as session:
        await session.execute(
            update(AgentGameAccount)
            .where(AgentGameAccount.agent_id == table.cashier.agent.id)
            .values(api_key=derived_key(table.operator))
        )
    try:
        refused = await promptplay("serve")
        assert refused.exit_code == 1 and len(started) == 2
        assert f"rotate-game-key --agent {table.cashier.agent.prefix}" in refused.output
    finally:
        async with table.ctx.db.write() as session:
            await session.execute(
                update(AgentGameAccount)
                .where(AgentGameAccount.agent_id == table.cashier.agent.id)
                .values(api_key=secrets.token_hex(32))
            )
