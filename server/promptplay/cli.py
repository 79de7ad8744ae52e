"""The command line: `promptplay --help`."""

from __future__ import annotations

import asyncio
import hmac
import os
import signal
import subprocess
import sys
import time
from collections.abc import Awaitable, Callable, Iterable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import IO, TypeVar

import click

from .config import Settings, get_settings

T = TypeVar("T")


def _run_async(factory: Callable[[Settings], Awaitable[T]]) -> T:
    return asyncio.run(factory(get_settings()))


async def _with_context(settings: Settings, action: Callable[..., Awaitable[T]]) -> T:
    from .app import build_context

    ctx = build_context(settings)
    try:
        return await action(ctx)
    finally:
        await ctx.db.dispose()


def _fail(exc: Exception) -> None:
    from .core.errors import AppError

    if isinstance(exc, AppError):
        raise click.ClickException(f"{exc.msg} ({exc.code})") from exc
    raise exc


@click.group(help="Prompt-Play: white-label gaming and wallet platform.")
def main() -> None:
    pass


@main.group(help="Database schema.")
def db() -> None:
    pass


def upgrade_database(settings: Settings) -> None:
    """Migrate the schema to the newest revision as the owner (DATABASE_OWNER_URL, else
    DATABASE_URL), grant the server's role its rights (PostgreSQL, two roles), then refresh
    the reference data as the server's role."""
    from .core import migrate
    from .reference.repository import ReferenceRepository

    url = settings.resolved_database_url
    if url.startswith("sqlite"):
        Path(url.split("///", 1)[1]).parent.mkdir(parents=True, exist_ok=True)
    try:
        warning = migrate.upgrade_as_owner(settings.resolved_database_owner_url, url)
    except migrate.RoleSetupError as exc:
        raise click.ClickException(str(exc)) from exc
    if warning:
        click.echo(warning, err=True)

    async def sync(ctx):  # type: ignore[no-untyped-def]
        async with ctx.db.write() as session:
            await ReferenceRepository(session).sync()

    asyncio.run(_with_context(settings, sync))


@db.command("upgrade", help="Apply every migration and load the reference data.")
def db_upgrade() -> None:
    upgrade_database(get_settings())
    click.echo("database is up to date")


@main.group(help="Demo data.")
def demo() -> None:
    pass


def seed_demo(settings: Settings) -> bool:
    from .demo.seed import seed

    return asyncio.run(_with_context(settings, seed))


@demo.command("seed", help="Load the demo agents, players and staff into an empty database.")
def demo_seed() -> None:
    click.echo("demo data loaded" if seed_demo(get_settings()) else "database has data: left as is")


@main.group(help="Agents.")
def agent() -> None:
    pass


@agent.command("create", help="Create an agent serving one or more host names.")
@click.option("--prefix", required=True)
@click.option("--domain", "domains", multiple=True, required=True)
@click.option(
    "--country", type=click.Choice(["TH", "VN", "LA"], case_sensitive=False), required=True
)
@click.option("--layout", default="a", show_default=True)
@click.option(
    "--game-company",
    type=click.Choice(["AMB", "UFA", "XGAMBET", "PG"], case_sensitive=False),
    default="AMB",
    show_default=True,
    help="Which family of game calls the agent's site uses (docs/games.md).",
)
@click.option(
    "--game-username",
    default=None,
    help="The operator name the game upstream's back office issued (default: the prefix).",
)
@click.option(
    "--game-api-key",
    default=None,
    help="The key the game upstream's back office issued (default: a random one, printed once).",
)
@click.option(
    "--truemoney-mobile",
    default=None,
    help="The agent's own TrueMoney wallet that receives vouchers (THB agents); none: no vouchers.",
)
def agent_create(
    prefix: str,
    domains: tuple[str, ...],
    country: str,
    layout: str,
    game_company: str,
    game_username: str | None,
    game_api_key: str | None,
    truemoney_mobile: str | None,
) -> None:
    from .admin.service import NewAgent, create_agent
    from .games.registry import game_account

    async def action(ctx):  # type: ignore[no-untyped-def]
        spec = NewAgent(
            prefix,
            list(domains),
            country,
            layout,
            game_company=game_company.upper(),
            game_username=game_username,
            game_api_key=game_api_key,
            truemoney_mobile=truemoney_mobile,
        )
        async with ctx.db.write() as session:
            row = await create_agent(session, spec)
            account = await game_account(session, row)
            return row.id, account.username, account.api_key

    try:
        agent_id, operator, key = _run_async(lambda s: _with_context(s, action))
    except Exception as exc:
        _fail(exc)
    click.echo(f"agent {prefix.upper()} created (id {agent_id}) for {', '.join(domains)}")
    _show_game_key(prefix, operator, None if game_api_key else key)


def _show_game_key(prefix: str, operator: str, key: str | None) -> None:
    """The agent's game upstream credentials, the only time they are shown (`key` None: the
    operator gave it, so it is not echoed)."""
    if key is None:
        click.echo(f"game upstream operator {operator}: the API key given is stored")
        return
    click.echo(f"game upstream operator {operator}, API key (shown once, keep it): {key}")
    click.echo(
        f"  a new one: promptplay agent rotate-game-key --agent {prefix.upper()}"
        " [--game-api-key KEY]"
    )


@agent.command(
    "rotate-game-key",
    help="Give the agent a new game upstream key (random, printed once, or the one given); "
    "the old key stops working for our calls and for round callbacks at once.",
)
@click.option("--agent", "prefix", required=True)
@click.option(
    "--game-api-key", default=None, help="The key the upstream issued (default: a random one)."
)
def agent_rotate_game_key(prefix: str, game_api_key: str | None) -> None:
    from .admin.service import rotate_game_key
    from .core.upstream_http import UpstreamDown
    from .games import registry

    async def action(ctx):  # type: ignore[no-untyped-def]
        async with ctx.db.write() as session:
            account = await rotate_game_key(session, prefix, game_api_key)
            operator, key = account.username, account.api_key
            base_url = registry.base_url_of(ctx.settings, account)
        master = ctx.settings.game_upstream_secret.get_secret_value()
        if not (master and registry.is_local_url(base_url)):
            return operator, key, f"the game upstream at {base_url} must hold it too"
        try:
            await registry.register_operator(base_url, master, operator, key)
        except UpstreamDown as exc:
            return (
                operator,
                key,
                f"the demo game upstream did not take it now ({exc.detail}): the server"
                " registers it with its next call there",
            )
        return operator, key, f"registered with the demo game upstream at {base_url}"

    try:
        operator, key, where = _run_async(lambda s: _with_context(s, action))
    except Exception as exc:
        _fail(exc)
    click.echo(f"agent {prefix.upper()}: game upstream key replaced; {where}")
    _show_game_key(prefix, operator, None if game_api_key else key)


@agent.command(
    "payments",
    help="Set the channels the agent takes money through (each checked against its currency).",
)
@click.option("--agent", "prefix", required=True)
@click.option(
    "--method",
    "methods",
    multiple=True,
    required=True,
    type=click.Choice(["BANK", "GATEWAY", "TRUEMONEY"], case_sensitive=False),
)
@click.option("--truemoney-mobile", default=None, help="The agent's receiving TrueMoney wallet.")
def agent_payments(prefix: str, methods: tuple[str, ...], truemoney_mobile: str | None) -> None:
    from .admin.service import agent_by_prefix, set_payments

    async def action(ctx):  # type: ignore[no-untyped-def]
        async with ctx.db.write() as session:
            row = await set_payments(
                session, await agent_by_prefix(session, prefix), list(methods), truemoney_mobile
            )
            return row.payment_method, row.truemoney_mobile

    try:
        method, mobile = _run_async(lambda s: _with_context(s, action))
    except Exception as exc:
        _fail(exc)
    click.echo(f"agent {prefix.upper()}: payment methods {method}; TrueMoney receiver {mobile}")


@agent.command(
    "limits",
    help="Set the agent's limits (each amount in its currency; checked as the back office's).",
)
@click.option("--agent", "prefix", required=True)
@click.option("--minimum-deposit", required=True)
@click.option("--maximum-deposit", required=True)
@click.option("--minimum-withdraw", required=True)
@click.option("--maximum-withdraw", required=True)
@click.option("--maximum-credit-balance", required=True)
@click.option(
    "--turn", default="1", show_default=True, help="Turnover multiple without a promotion."
)
@click.option("--deposit-expiry-minutes", default=30, show_default=True, type=int)
def agent_limits(prefix: str, **limits: object) -> None:
    from pydantic import ValidationError

    from .admin.service import agent_by_prefix
    from .moneysetup.schemas import MoneyLimitsBody
    from .moneysetup.service import set_limits

    names = {
        "minimum_deposit": "minimumDeposit",
        "maximum_deposit": "maximumDeposit",
        "minimum_withdraw": "minimumWithdraw",
        "maximum_withdraw": "maximumWithdraw",
        "maximum_credit_balance": "maximumCreditBalance",
        "turn": "turn",
        "deposit_expiry_minutes": "depositExpiryMinutes",
    }
    try:
        body = MoneyLimitsBody.model_validate({names[k]: v for k, v in limits.items()})
    except ValidationError as exc:
        error = exc.errors()[0]
        where = ".".join(str(p) for p in error["loc"])
        raise click.ClickException(f"{where}: {error['msg']}") from exc

    async def action(ctx):  # type: ignore[no-untyped-def]
        async with ctx.db.write() as session:
            _, after = await set_limits(session, await agent_by_prefix(session, prefix), body)
            return after

    try:
        after = _run_async(lambda s: _with_context(s, action))
    except Exception as exc:
        _fail(exc)
    shown = ", ".join(f"{k} {v}" for k, v in after.model_dump(mode="json").items())
    click.echo(f"agent {prefix.upper()}: {shown}")


@agent.command(
    "bank-account",
    help="Add one of the agent's own bank accounts (checked as the back office's): where its "
    "players transfer deposits, or where withdrawals are paid from.",
)
@click.option("--agent", "prefix", required=True)
@click.option("--bank", "bank_code", required=True, help="A bank code of the agent's country.")
@click.option("--number", required=True, help="The account number (digits).")
@click.option("--name", required=True, help="The account's name, as the bank shows it.")
@click.option(
    "--type",
    "account_type",
    type=click.Choice(["DEPOSIT", "WITHDRAW", "DEPOSIT/WITHDRAW"], case_sensitive=False),
    default="DEPOSIT",
    show_default=True,
)
@click.option("--promptpay-phone", default=None, help="Its PromptPay mobile (THB agents).")
def agent_bank_account(
    prefix: str,
    bank_code: str,
    number: str,
    name: str,
    account_type: str,
    promptpay_phone: str | None,
) -> None:
    from .admin.service import add_agent_bank_account, agent_by_prefix

    async def action(ctx):  # type: ignore[no-untyped-def]
        async with ctx.db.write() as session:
            agent = await agent_by_prefix(session, prefix)
            account = await add_agent_bank_account(
                session,
                agent,
                bank_code,
                number,
                name,
                account_type=account_type,
                promptpay_phone=promptpay_phone,
            )
            return account.id

    try:
        account_id = _run_async(lambda s: _with_context(s, action))
    except Exception as exc:
        _fail(exc)
    click.echo(f"agent {prefix.upper()}: bank account {account_id} ({bank_code.upper()} {number})")


@main.group(help="Back-office staff.")
def staff() -> None:
    pass


@staff.command("create", help="Create a back office login bound to one agent.")
@click.option("--agent", "prefix", required=True)
@click.option("--username", required=True)
@click.option("--password", required=True)
@click.option(
    "--role",
    type=click.Choice(["admin", "staff"]),
    default="staff",
    show_default=True,
    help="admin: sets the agent up and manages its team; staff: works the queues and players.",
)
def staff_create(prefix: str, username: str, password: str, role: str) -> None:
    from .admin.service import create_staff

    async def action(ctx):  # type: ignore[no-untyped-def]
        async with ctx.db.write() as session:
            return (await create_staff(session, prefix, username, password, role)).id

    try:
        _run_async(lambda s: _with_context(s, action))
    except Exception as exc:
        _fail(exc)
    click.echo(f"staff {username.lower()} created for agent {prefix.upper()}")


@main.group(help="The company's console (the operator's logins, bound to no agent).")
def company() -> None:
    pass


@company.command("create-user", help="Create a login of the company's console.")
@click.option("--username", required=True)
@click.option("--password", required=True)
def company_create_user(username: str, password: str) -> None:
    from .admin.service import create_company_user

    async def action(ctx):  # type: ignore[no-untyped-def]
        async with ctx.db.write() as session:
            return (await create_company_user(session, username, password)).id

    try:
        _run_async(lambda s: _with_context(s, action))
    except Exception as exc:
        _fail(exc)
    click.echo(f"company user {username.lower()} created")


@dataclass(frozen=True)
class GameAccountView:
    """What the start-up check reads of an agent's game account."""

    prefix: str
    base_url: str  # the account's own, else GAME_UPSTREAM_URL
    username: str
    api_key: str


def demo_secret_problems(settings: Settings, accounts: Iterable[GameAccountView] = ()) -> list[str]:
    """Why serving would put a shipped demo secret in front of an upstream that is not a local
    demo one (anyone can read those secrets in the source); each says what to set. Empty: fine.
    TrueMoney's voucher store takes no secret, so TRUEMONEY_URL is not judged."""
    from .config import DEMO_GAMES_SECRET, DEMO_GATEWAY_SECRET
    from .games.registry import is_local_url, published_demo_keys

    problems = []
    for secret, demo, url, secret_name, url_name in (
        (
            settings.game_upstream_secret,
            DEMO_GAMES_SECRET,
            settings.game_upstream_url,
            "GAME_UPSTREAM_SECRET",
            "GAME_UPSTREAM_URL",
        ),
        (
            settings.vn_gateway_secret,
            DEMO_GATEWAY_SECRET,
            settings.vn_gateway_url,
            "VN_GATEWAY_SECRET",
            "VN_GATEWAY_URL",
        ),
    ):
        if secret.get_secret_value() == demo and not is_local_url(url):
            problems.append(
                f"{url_name} is {url}, not a local demo upstream, while {secret_name} is the"
                f" shipped demo secret: set {secret_name}"
            )
    for account in accounts:
        if is_local_url(account.base_url):
            continue
        for what, key in published_demo_keys(account.username).items():
            if hmac.compare_digest(account.api_key.encode(), key.encode()):
                problems.append(
                    f"agent {account.prefix}'s game account at {account.base_url} holds {what}:"
                    f" set the key its upstream issued with `promptplay agent rotate-game-key"
                    f" --agent {account.prefix} --game-api-key KEY`"
                )
    return problems


async def _game_accounts(ctx) -> list[GameAccountView]:  # type: ignore[no-untyped-def]
    from .admin.repository import AdminRepository
    from .games.registry import base_url_of

    async with ctx.db.read() as session:
        rows = await AdminRepository(session).game_accounts()
    return [
        GameAccountView(prefix, base_url_of(ctx.settings, a), a.username, a.api_key)
        for prefix, a in rows
    ]


def refuse_demo_secrets(settings: Settings) -> None:
    """Stop `serve` and `run` before they start when `demo_secret_problems` finds any."""
    from sqlalchemy.exc import SQLAlchemyError

    try:
        accounts = asyncio.run(_with_context(settings, _game_accounts))
    except SQLAlchemyError as exc:  # no schema yet: no accounts to judge
        click.echo(f"game accounts not checked: {type(exc).__name__}", err=True)
        accounts = []
    problems = demo_secret_problems(settings, accounts)
    if problems:
        raise click.ClickException(
            "refusing to start with a demo secret:\n  - " + "\n  - ".join(problems)
        )


@main.command(help="Serve the API and the site (HOST, PORT, WORKERS from the environment).")
@click.option("--host", default=None)
@click.option("--port", type=int, default=None)
@click.option("--workers", type=int, default=None)
def serve(host: str | None, port: int | None, workers: int | None) -> None:
    import uvicorn

    from .realtime.endpoints import SOCKET_OPTIONS

    settings = get_settings()
    workers = workers or settings.workers
    if workers > 1 and settings.resolved_database_url.startswith("sqlite"):
        raise click.ClickException(
            "SQLite serves one process: set DATABASE_URL to PostgreSQL for several workers"
        )
    refuse_demo_secrets(settings)
    settings.resolved_secret_key  # noqa: B018  (made once, before workers start)
    uvicorn.run(
        "promptplay.app:serve_app",
        factory=True,
        host=host or settings.host,
        port=port or settings.port,
        workers=workers,
        access_log=False,
        log_level=settings.log_level,
        proxy_headers=True,
        # Only these proxies may say who the client is: login throttling and the rate limits
        # count by that address.
        forwarded_allow_ips=settings.forwarded_allow_ips,
        **SOCKET_OPTIONS,
    )


@main.group(help="Demo upstreams: the outside services, played locally.")
def upstreams() -> None:
    pass


@upstreams.command("serve", help="Serve the demo payment upstreams (vouchers and gateway).")
@click.option("--host", default="127.0.0.1", show_default=True)
@click.option("--port", type=int, default=None, help="Default: PAY_UPSTREAM_PORT (8010).")
def upstreams_serve(host: str, port: int | None) -> None:
    import uvicorn

    uvicorn.run(
        "promptplay.upstreams.demo_pay:create_app",
        factory=True,
        host=host,
        port=port or get_settings().pay_upstream_port,
        access_log=False,
        log_level=get_settings().log_level,
        timeout_graceful_shutdown=3,
    )


@upstreams.command("games", help="Serve the demo game upstream (catalogue, wallets, games).")
@click.option("--host", default="127.0.0.1", show_default=True)
@click.option("--port", type=int, default=None, help="Default: GAME_UPSTREAM_PORT (8020).")
def upstreams_games(host: str, port: int | None) -> None:
    import uvicorn

    from .config import DEMO_GAMES_SECRET
    from .games.registry import is_local_host

    # Whoever holds the master secret registers operators: the shipped one only on loopback.
    master = get_settings().game_upstream_secret.get_secret_value()
    if master == DEMO_GAMES_SECRET and not is_local_host(host):
        raise click.ClickException(
            f"{host} is reachable from outside while GAME_UPSTREAM_SECRET is the shipped demo"
            " secret: set GAME_UPSTREAM_SECRET"
        )
    uvicorn.run(
        "promptplay.upstreams.demo_games:create_app",
        factory=True,
        host=host,
        port=port or get_settings().game_upstream_port,
        access_log=False,
        log_level=get_settings().log_level,
        timeout_graceful_shutdown=3,
    )


def _start_upstream(
    command: str, port: int, env: dict[str, str], output: IO[bytes] | None = None
) -> subprocess.Popen[bytes] | None:
    """`promptplay upstreams <command>` as a child process on `port` (0: none), its output
    into `output` when given, else onto this process's own."""
    if not port:
        return None
    return subprocess.Popen(  # noqa: S603  (our own interpreter and module)
        [sys.executable, "-m", "promptplay.cli", "upstreams", command, "--port", str(port)],
        env={**os.environ, **env},
        stdout=output,
        stderr=None if output is None else subprocess.STDOUT,
    )


def _start_pay_upstream(settings: Settings) -> subprocess.Popen[bytes] | None:
    """The demo payment upstream as a child process (PAY_UPSTREAM_PORT=0: none)."""
    port = settings.pay_upstream_port
    return _start_upstream("serve", port, {"PAY_UPSTREAM_PORT": str(port)})


def _start_game_upstream(settings: Settings) -> subprocess.Popen[bytes] | None:
    """The demo game upstream as a child process (GAME_UPSTREAM_PORT=0: none), deriving the
    operators' keys from the secret the platform uses."""
    port = settings.game_upstream_port
    return _start_upstream(
        "games",
        port,
        {
            "GAME_UPSTREAM_PORT": str(port),
            "GAME_UPSTREAM_SECRET": settings.game_upstream_secret.get_secret_value(),
        },
    )


# How long `run` waits for the demo upstreams it starts to answer before serving without them.
UPSTREAM_START_SECONDS = 20.0


class UpstreamNotUp(Exception):
    """A started upstream exited, or did not answer in time."""


def wait_until_up(
    base_url: str,
    child: subprocess.Popen[bytes],
    within: float = UPSTREAM_START_SECONDS,
    *,
    since: float | None = None,
    every: float = 0.1,
) -> None:
    """Return once `child`, serving at `base_url`, answers `GET /health` with 200; raise
    UpstreamNotUp when it exits first or `within` seconds pass, counted from `since` (a
    `time.monotonic()` value; default now). It is asked at least once."""
    import httpx

    deadline = (time.monotonic() if since is None else since) + within
    while True:
        code = child.poll()
        if code is not None:
            raise UpstreamNotUp(f"exited with code {code} before answering at {base_url}")
        try:
            if httpx.get(f"{base_url}/health", timeout=1).status_code == 200:
                return
        except httpx.HTTPError:
            pass
        if time.monotonic() >= deadline:
            raise UpstreamNotUp(f"did not answer at {base_url} within {within:g} s")
        time.sleep(every)


def _await_upstreams(started: list[tuple[str, subprocess.Popen[bytes] | None, int]]) -> None:
    """Wait for each started upstream (name, child, port) to answer, all within one
    UPSTREAM_START_SECONDS; one that does not is named on stderr and the site is served
    without it."""
    since = time.monotonic()
    for name, child, port in started:
        if child is None:
            continue
        try:
            wait_until_up(f"http://127.0.0.1:{port}", child, since=since)
        except UpstreamNotUp as exc:
            click.echo(f"{name} {exc}: serving without it", err=True)


def _register_game_accounts(settings: Settings, child: subprocess.Popen[bytes] | None) -> None:
    """Hand the demo game upstream `run` started every local account's credentials at once
    (the server would also do it before each account's first call there)."""
    if child is None or child.poll() is not None:
        return
    from .games.registry import register_local_accounts

    done = asyncio.run(_with_context(settings, register_local_accounts))
    refused = sorted(prefix for prefix, ok in done.items() if not ok)
    if refused:
        click.echo(
            f"Demo game upstream did not take the accounts of {', '.join(refused)}: the server"
            " registers them with its first call there",
            err=True,
        )


def _stop(child: subprocess.Popen[bytes] | None) -> None:
    if child is None or child.poll() is not None:
        return
    child.terminate()
    try:
        child.wait(timeout=10)
    except subprocess.TimeoutExpired:
        child.kill()
        child.wait()


def _leave_on_sigterm(signum: int, frame: object) -> None:
    raise SystemExit(128 + signum)


@main.command(help="Migrate, load the demo data if the database is empty, then serve.")
@click.option("--fresh", is_flag=True, help="Start from an empty SQLite database.")
@click.pass_context
def run(click_ctx: click.Context, fresh: bool) -> None:
    from .demo.seed import DEMO_LOGINS

    settings = get_settings()
    url = settings.resolved_database_url
    if fresh:
        if not url.startswith("sqlite"):
            raise click.ClickException("--fresh only works with a SQLite database")
        for suffix in ("", "-wal", "-shm"):
            Path(url.split("///", 1)[1] + suffix).unlink(missing_ok=True)
    upgrade_database(settings)
    seeded = seed_demo(settings)
    refuse_demo_secrets(settings)
    base = f"http://{'localhost' if settings.host in ('127.0.0.1', '0.0.0.0') else settings.host}:{settings.port}"  # noqa: S104
    click.echo("")
    click.echo(f"Prompt-Play is running at {base}/   (demo data {'loaded' if seeded else 'kept'})")
    click.echo(f"API reference: {base}/api/docs")
    if settings.pay_upstream_port:
        click.echo(f"Demo payment upstreams: http://localhost:{settings.pay_upstream_port}/")
    if settings.game_upstream_port:
        click.echo(f"Demo game upstream: http://localhost:{settings.game_upstream_port}/")
    click.echo("Demo logins:")
    for login in DEMO_LOGINS:
        site = login.site.replace(":8000", f":{settings.port}")
        click.echo(f"  {login.role:7} {login.username:8} / {login.password:10} {site}")
    click.echo("")
    sys.stdout.flush()
    # Stopped by SIGTERM, leave through the `finally` below, which stops the demo upstreams:
    # uvicorn hands a SIGTERM it caught back to the process once it has shut down, and the
    # default action would end the process at once and leave them running.
    previous = signal.signal(signal.SIGTERM, _leave_on_sigterm)
    pay_upstream = _start_pay_upstream(settings)
    game_upstream = _start_game_upstream(settings)
    try:
        _await_upstreams(
            [
                ("Demo payment upstream", pay_upstream, settings.pay_upstream_port),
                ("Demo game upstream", game_upstream, settings.game_upstream_port),
            ]
        )
        _register_game_accounts(settings, game_upstream)
        click_ctx.invoke(serve)
    finally:
        _stop(game_upstream)
        _stop(pay_upstream)
        signal.signal(signal.SIGTERM, previous)


@main.group(help="The money ledger.")
def ledger() -> None:
    pass


@ledger.command(
    "verify",
    help="Check that every balance equals the sum of its entries and every journal balances; "
    "exit 1 with a report when anything is off.",
)
@click.option("--agent", "prefix", default=None, help="Only this agent's prefix.")
def ledger_verify(prefix: str | None) -> None:
    from .ledger.verify import agent_of_prefix, size, verify

    async def check(ctx):  # type: ignore[no-untyped-def]
        async with ctx.db.connect() as connection:
            agent_id = None
            if prefix is not None:
                agent_id = await agent_of_prefix(connection, prefix)
                if agent_id is None:
                    raise click.ClickException(f"no agent {prefix}")
            journals, entries = await size(connection)
            return await verify(connection, agent_id), journals, entries

    problems, journals, entries = asyncio.run(_with_context(get_settings(), check))
    if problems:
        click.echo(f"ledger verify: {len(problems)} problem(s)", err=True)
        for problem in problems:
            click.echo(f"  - {problem}", err=True)
        sys.exit(1)
    click.echo(f"ledger verify: ok ({journals} journals, {entries} entries)")


@main.group(help="Play: the game catalogue, bet history and transfers (docs/games.md).")
def games() -> None:
    pass


@games.command("sync", help="Bring each family's catalogue in line with its game upstream.")
def games_sync() -> None:
    from .games.sweeper import sync_catalogues

    reports = _run_async(lambda s: _with_context(s, sync_catalogues))
    failed = False
    for family, report in reports.items():
        if isinstance(report, Exception):
            failed = True
            click.echo(f"{family}: not synced: {report}", err=True)
        else:
            click.echo(
                f"{family}: {report.providers} providers, {report.games} games"
                f" ({report.closed} closed since the last sync)"
            )
    if failed or not reports:
        raise SystemExit(1)


@games.command(
    "settle",
    help="Read every agent's bet history into the ledger and settle pending transfers by "
    "asking the upstream (what the server does every GAME_SWEEP_INTERVAL seconds).",
)
def games_settle() -> None:
    from .games.sweeper import sweep

    _run_async(lambda s: _with_context(s, sweep))
    click.echo("bet history read, pending transfers asked about")


@games.command(
    "release",
    help="Hand a game transfer set aside (see its incident in the back office) back to the "
    "reconciler, once the cause is dealt with; the next sweep settles it by asking the upstream.",
)
@click.argument("reference")
def games_release(reference: str) -> None:
    from .games.transfers import transfer_service

    if not _run_async(
        lambda s: _with_context(s, lambda ctx: transfer_service.release(ctx, reference))
    ):
        click.echo(f"no transfer set aside under {reference}", err=True)
        raise SystemExit(1)
    click.echo(f"{reference} released: the next sweep settles it")


@main.group(help="Income: affiliate, alliance, return-lost, rolling and rebate (docs/income.md).")
def income() -> None:
    pass


@income.command(
    "run",
    help="Compute the income periods that end on a past day (the agent's day) now: each "
    "program's period once, whatever ran before.",
)
@click.option("--date", "day", required=True, type=click.DateTime(formats=["%Y-%m-%d"]))
@click.option("--agent", "prefix", default=None, help="One agent (default: every agent).")
def income_run(day: datetime, prefix: str | None) -> None:
    from .agent.repository import AgentRepository
    from .income.service import income_service

    async def action(ctx):  # type: ignore[no-untyped-def]
        async with ctx.db.read() as session:
            repository = AgentRepository(session)
            if prefix is not None:
                agent = await repository.get_by_prefix(prefix.upper())
                if agent is None:
                    raise click.ClickException(f"no agent {prefix.upper()}")
                agents = [agent]
            else:
                agents = await repository.all()
        return [(a.prefix, await income_service.run(ctx, a, day.date())) for a in agents]

    try:
        results = _run_async(lambda s: _with_context(s, action))
    except click.ClickException:
        raise
    except Exception as exc:
        _fail(exc)
    for agent_prefix, result in results:
        if not result.runs:
            click.echo(f"{agent_prefix} {result.date}: nothing left to compute")
        for run in result.runs:
            click.echo(
                f"{agent_prefix} {run.kind} {run.periodKey}: {run.awards} award(s), {run.total}"
            )


def openapi_document() -> str:
    """The API's OpenAPI document as JSON with sorted keys, so that the same code always gives
    the same text: the site's wire types are generated from it and checked against it."""
    import json
    import secrets
    import tempfile

    from .app import create_app

    with tempfile.TemporaryDirectory() as scratch:
        # The document is code alone: an app whose database is never opened serves it.
        var_dir = Path(scratch)
        settings = Settings(
            database_url=f"sqlite+aiosqlite:///{var_dir / 'never-opened.db'}",
            redis_url=None,
            secret_key=secrets.token_urlsafe(48),
            var_dir=var_dir,
            web_dist=var_dir / "no-site",
        )
        document = create_app(settings).openapi()
    return json.dumps(document, indent=2, sort_keys=True)


@main.command(
    help="Print the API's OpenAPI document (sorted JSON); needs no server and no database."
)
def openapi() -> None:
    click.echo(openapi_document())


if __name__ == "__main__":
    main()
