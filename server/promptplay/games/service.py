"""Credit to the game upstream and back, and the rounds it reports (DESIGN §4).

- `to_provider` (the launch): the player's credit at home moves to the upstream. The ledger
  moves it first (credit → game credit, still the player's), with a pending transfer; then the
  upstream is asked. A refusal undoes the move; no answer leaves it pending for `reconcile`,
  which asks the upstream and never undoes on a timeout alone.
- `to_wallet` (the way back): the rounds are recorded, then what the upstream holds comes home.
- `ingest`: reads the agent's bet history from its cursor and records each round once (the
  round id is unique): bet and payout into the ledger, turnover and win/loss per player and day.

One bad row never stops a sweep: a history row that cannot be read or recorded is set aside as
an incident and the cursor moves past it; a pending transfer whose settling raises is set aside
(kept pending, skipped by the reconciler until staff release it) and the next one is settled.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
from dataclasses import dataclass
from datetime import date, timedelta
from decimal import ROUND_DOWN, Decimal
from typing import Any, Literal
from zoneinfo import ZoneInfo

from sqlalchemy import Select, and_, delete, func, select, update
from sqlalchemy.exc import DBAPIError, IntegrityError, InterfaceError, OperationalError
from sqlalchemy.ext.asyncio import AsyncSession

from ..context import AppContext
from ..core.clock import utcnow
from ..core.db import insert_of
from ..core.errors import (
    CreditMismatch,
    DataNotFound,
    ProviderRefused,
    TransferInFlight,
)
from ..core.errors import UpstreamUnavailable as UpstreamUnavailableError
from ..core.money import from_minor, scale, to_minor, to_minor_floor
from ..ledger import account_leg, cycle_end_legs, post, wallet_leg
from ..models import (
    Agent,
    AgentGameAccount,
    Country,
    Game,
    GameCursor,
    GameDayStat,
    GameIncident,
    GameProvider,
    GameRound,
    GameTransfer,
    Player,
    User,
    Wallet,
)
from ..models.game import CATEGORIES
from ..payments.errors import UpstreamProtocolError, UpstreamUnavailable
from ..player.schemas import Wallet as WalletOut
from ..realtime.bus import Event
from . import registry
from .adapters import (
    BetPage,
    GameRefused,
    GameUpstream,
    TransferResult,
    UnreadableBet,
    UpstreamBet,
)
from .adapters.base import why_unreadable

log = logging.getLogger("promptplay.games")

Direction = Literal["toProvider", "toWallet"]
HISTORY_PAGE = 500
HISTORY_PAGES_PER_RUN = 20
ROUND_KEY_MAX = 96  # game_round.round_key


class SetAside(Exception):
    """Settling a transfer met something only staff can judge: it is set aside as an incident
    of `kind`, with `reason` in words, instead of being settled."""

    def __init__(self, kind: str, reason: str, **detail: Any) -> None:
        self.kind = kind
        self.reason = reason
        self.detail = detail
        super().__init__(f"{kind}: {reason}")


@dataclass(frozen=True)
class Gamer:
    """A player as the game calls see them: agent, country, player, login name, wallet."""

    agent: Agent
    country: Country
    player: Player
    username: str
    wallet: Wallet
    account: AgentGameAccount

    @property
    def currency(self) -> str:
        return self.wallet.currency_code

    @property
    def upstream_name(self) -> str:
        return upstream_name(self.agent.prefix, self.username)


def upstream_name(prefix: str, username: str) -> str:
    """The member name at the upstream: the agent prefix keeps agents apart."""
    return f"{prefix}{username}".lower()


@dataclass
class Recorded:
    """What one batch of reported rounds did: the players whose wallet moved, the rounds
    recorded now, and the kinds of incident set aside instead of moving money."""

    touched: set[int]
    recorded: int
    set_aside: list[str]


@dataclass(frozen=True)
class BalanceResult:
    direction: Direction
    provider_credit: Decimal
    wallet: WalletOut
    transferred: Decimal

    def view(self) -> dict[str, Any]:
        wallet_credit = Decimal(str(self.wallet.creditBalance))
        return {
            "direction": self.direction,
            "providerCredit": self.provider_credit,
            "walletCredit": wallet_credit,
            "transferred": self.transferred,
            "matched": _floor(self.provider_credit) == _floor(wallet_credit),
            "wallet": self.wallet,
        }


def _floor(amount: Decimal) -> Decimal:
    return amount.quantize(Decimal(1), rounding=ROUND_DOWN)


class GameService:
    def __init__(self) -> None:
        # One history reader per agent in this process: two would only read the same rows
        # (recording stays correct either way: the round id is unique).
        self._readers: dict[int, asyncio.Lock] = {}

    # ----- reading -----------------------------------------------------------------------

    async def gamer(self, session: AsyncSession, agent_id: int, user_id: int) -> Gamer:
        row = (
            await session.execute(
                select(Agent, Country, Player, User.username, Wallet)
                .join(Country, Country.id == Agent.country_id)
                .join(Player, Player.agent_id == Agent.id)
                .join(User, User.id == Player.user_id)
                .join(Wallet, Wallet.player_id == Player.id)
                .where(Agent.id == agent_id, Player.user_id == user_id)
            )
        ).first()
        if row is None:
            raise DataNotFound("Player not found")
        agent, country, player, username, wallet = row
        account = await registry.game_account(session, agent)
        return Gamer(agent, country, player, username, wallet, account)

    async def read_gamer(self, ctx: AppContext, agent_id: int, user_id: int) -> Gamer:
        async with ctx.db.read() as session:
            return await self.gamer(session, agent_id, user_id)

    def upstream(self, ctx: AppContext, gamer: Gamer) -> GameUpstream:
        return registry.upstream_for(ctx, gamer.account)

    async def _wallet(self, session: AsyncSession, wallet_id: int, *, lock: bool = False) -> Wallet:
        statement = (
            select(Wallet).where(Wallet.id == wallet_id).execution_options(populate_existing=True)
        )
        if lock:
            statement = statement.with_for_update()
        return (await session.execute(statement)).scalar_one()

    async def wallet_view(self, ctx: AppContext, wallet_id: int) -> WalletOut:
        async with ctx.db.read() as session:
            return WalletOut.of(await self._wallet(session, wallet_id))

    # ----- the launch and the way back ---------------------------------------------------

    async def to_provider(self, ctx: AppContext, gamer: Gamer) -> BalanceResult:
        """Spec §4 "Playing a game" step 4: the whole credit at home goes to the upstream."""
        upstream = self.upstream(ctx, gamer)
        await self.ingest(ctx, gamer.agent, upstream)
        transfer = await self._open(ctx, gamer, "in")
        moved = Decimal(0)
        if transfer is not None:
            await self._send(ctx, upstream, transfer, gamer)
            moved = from_minor(transfer.amount, gamer.currency)
        provider_credit = await self._provider_credit(upstream, gamer)
        wallet = await self.wallet_view(ctx, gamer.wallet.id)
        result = BalanceResult("toProvider", provider_credit, wallet, moved)
        await self._compare(ctx, gamer, result)
        await self._announce(ctx, gamer, wallet, playing=True)
        return result

    async def to_wallet(self, ctx: AppContext, gamer: Gamer) -> BalanceResult:
        """The way back: record the rounds, then bring home what the upstream holds (never
        more than the game credit the rounds explain; a difference is set aside and logged)."""
        upstream = self.upstream(ctx, gamer)
        await self.ingest(ctx, gamer.agent, upstream)
        held = await self._provider_credit(upstream, gamer)
        transfer = await self._open(ctx, gamer, "out", upstream_balance=held)
        moved = Decimal(0)
        if transfer is not None:
            await self._send(ctx, upstream, transfer, gamer)
            moved = from_minor(transfer.amount, gamer.currency)
        async with ctx.db.write() as session:
            await session.execute(
                update(Player).where(Player.id == gamer.player.id).values(is_playing=0)
            )
            wallet_row = await self._wallet(session, gamer.wallet.id)
            game_credit = from_minor(wallet_row.game_credit, gamer.currency)
            wallet = WalletOut.of(wallet_row)
        result = BalanceResult("toWallet", held - moved, wallet, moved)
        if _floor(held) != _floor(game_credit + moved):
            await self._incident(
                ctx,
                gamer,
                "credit_mismatch",
                None,
                {"provider": str(held), "gameCredit": str(game_credit + moved)},
            )
        await self._announce(ctx, gamer, wallet, playing=False)
        return result

    async def _provider_credit(self, upstream: GameUpstream, gamer: Gamer) -> Decimal:
        try:
            return await upstream.balance(gamer.upstream_name, gamer.currency)
        except UpstreamUnavailable as exc:
            raise UpstreamUnavailableError(
                "The game provider is not answering, please try again", system_msg=str(exc)
            ) from exc
        except GameRefused as refused:
            raise ProviderRefused(system_msg=str(refused)) from refused

    async def _open(
        self,
        ctx: AppContext,
        gamer: Gamer,
        direction: Literal["in", "out"],
        *,
        upstream_balance: Decimal | None = None,
    ) -> GameTransfer | None:
        """The pending transfer, written with its ledger move (`in`) in one transaction; None
        when there is nothing to move. Another pending transfer of the player refuses it."""
        c = gamer.currency
        try:
            async with ctx.db.write() as session:
                wallet = await self._wallet(session, gamer.wallet.id, lock=True)
                if direction == "in":
                    amount = wallet.credit_balance
                else:
                    assert upstream_balance is not None
                    amount = min(to_minor_floor(upstream_balance, c), wallet.game_credit)
                await self._no_transfer_in_flight(session, gamer.player.id)
                if direction == "in":
                    await session.execute(
                        update(Player).where(Player.id == gamer.player.id).values(is_playing=1)
                    )
                if amount <= 0:
                    return None
                transfer = GameTransfer(
                    agent_id=gamer.agent.id,
                    player_id=gamer.player.id,
                    wallet_id=wallet.id,
                    family=gamer.account.family,
                    direction=direction,
                    amount=amount,
                    currency_code=c,
                    reference=f"{gamer.agent.prefix.lower()}-{secrets.token_hex(12)}",
                    status="pending",
                    created_at=utcnow(),
                )
                session.add(transfer)
                await session.flush()
                if direction == "in":
                    await post(
                        session,
                        agent_id=gamer.agent.id,
                        currency_code=c,
                        kind="GAME_TRANSFER_IN",
                        idempotency_key=f"game:{transfer.reference}",
                        reference=f"game_transfer:{transfer.id}",
                        actor_user_id=gamer.player.user_id,
                        legs=_move(wallet.id, amount, to_game=True),
                    )
                return transfer
        except IntegrityError as exc:
            if "game_transfer" in str(exc.orig):
                raise TransferInFlight() from exc
            raise

    async def _no_transfer_in_flight(self, session: AsyncSession, player_id: int) -> None:
        pending = await session.execute(
            select(GameTransfer.id).where(
                GameTransfer.player_id == player_id, GameTransfer.status == "pending"
            )
        )
        if pending.first() is not None:
            raise TransferInFlight()

    async def _send(
        self, ctx: AppContext, upstream: GameUpstream, transfer: GameTransfer, gamer: Gamer
    ) -> None:
        """Ask the upstream to carry out the transfer; settle it by the answer."""
        try:
            result = await upstream.transfer(
                username=gamer.upstream_name,
                amount=from_minor(transfer.amount, transfer.currency_code),
                reference=transfer.reference,
                direction=transfer.direction,  # type: ignore[arg-type]
                currency=transfer.currency_code,
            )
        except GameRefused as refused:
            await self.fail(ctx, transfer, str(refused))
            raise ProviderRefused(system_msg=str(refused)) from refused
        except UpstreamUnavailable as exc:
            if not exc.outcome_unknown:
                await self.fail(ctx, transfer, str(exc))
            else:
                log.warning(
                    "games: transfer %s outcome unknown, left pending: %s", transfer.reference, exc
                )
            raise UpstreamUnavailableError(
                "The game provider is not answering, please try again", system_msg=str(exc)
            ) from exc
        try:
            await self.succeed(ctx, transfer, result)
        except SetAside as aside:
            await self.set_aside(ctx, transfer, aside)
            raise CreditMismatch(system_msg=aside.reason) from aside

    async def succeed(
        self, ctx: AppContext, transfer: GameTransfer, result: TransferResult
    ) -> bool:
        """The upstream carried the transfer out: settle it once (False: already settled).
        Guarantees credit comes home only out of game credit on our books: a transfer back
        larger than it raises `SetAside` and settles nothing."""
        async with ctx.db.write() as session:
            balance = (
                to_minor_floor(result.balance, transfer.currency_code)
                if result.balance is not None
                else None
            )
            settled = await session.execute(
                update(GameTransfer)
                .where(GameTransfer.id == transfer.id, GameTransfer.status == "pending")
                .values(
                    status="success",
                    upstream_tx_id=result.tx_id[:64],
                    upstream_balance=balance,
                    settled_at=utcnow(),
                )
                .returning(GameTransfer.id)
            )
            if settled.first() is None:
                return False
            if transfer.direction == "out":
                wallet = await self._wallet(session, transfer.wallet_id, lock=True)
                if wallet.game_credit < transfer.amount:
                    # Rounds recorded since the transfer was opened took credit the upstream
                    # still paid back: the two books disagree, and only a person can say why.
                    c = transfer.currency_code
                    raise SetAside(
                        "transfer_exceeds_credit",
                        f"the upstream paid back {from_minor(transfer.amount, c)}, more than "
                        f"the game credit of {from_minor(wallet.game_credit, c)} on our books",
                        gameCredit=str(from_minor(wallet.game_credit, c)),
                    )
                # Home ↔ upstream leaves the credit as it was: the cycle ends if that is
                # below one unit (the rounds played it away).
                legs = _move(wallet.id, transfer.amount, to_game=False) + cycle_end_legs(
                    wallet,
                    wallet.credit_balance + wallet.game_credit,
                    scale(transfer.currency_code),
                )
                await post(
                    session,
                    agent_id=transfer.agent_id,
                    currency_code=transfer.currency_code,
                    kind="GAME_TRANSFER_OUT",
                    idempotency_key=f"game:{transfer.reference}",
                    reference=f"game_transfer:{transfer.id}",
                    legs=legs,
                )
        return True

    async def fail(self, ctx: AppContext, transfer: GameTransfer, why: str) -> bool:
        """The upstream certainly did not carry it out: close it and undo the ledger move."""
        async with ctx.db.write() as session:
            closed = await session.execute(
                update(GameTransfer)
                .where(GameTransfer.id == transfer.id, GameTransfer.status == "pending")
                .values(status="failed", error=why[:255], settled_at=utcnow())
                .returning(GameTransfer.id)
            )
            if closed.first() is None:
                return False
            if transfer.direction == "in":
                # The launch did not happen: the player is not playing.
                await session.execute(
                    update(Player).where(Player.id == transfer.player_id).values(is_playing=0)
                )
                await post(
                    session,
                    agent_id=transfer.agent_id,
                    currency_code=transfer.currency_code,
                    kind="GAME_TRANSFER_UNDONE",
                    idempotency_key=f"game-undo:{transfer.reference}",
                    reference=f"game_transfer:{transfer.id}",
                    legs=_move(transfer.wallet_id, transfer.amount, to_game=False),
                )
        return True

    async def _compare(self, ctx: AppContext, gamer: Gamer, result: BalanceResult) -> None:
        """Spec §5: provider credit must equal wallet credit, compared after rounding down."""
        view = result.view()
        if not view["matched"]:
            await self._incident(
                ctx,
                gamer,
                "credit_mismatch",
                None,
                {"provider": str(result.provider_credit), "wallet": str(view["walletCredit"])},
            )

    async def _announce(
        self, ctx: AppContext, gamer: Gamer, wallet: WalletOut, *, playing: bool
    ) -> None:
        data = wallet.model_dump(mode="json")
        for name, payload in (
            ("walletData", data),
            ("playerData", {"id": gamer.player.id, "isPlaying": 1 if playing else 0}),
        ):
            await ctx.events.publish(
                Event(
                    agent_id=gamer.agent.id,
                    name=name,
                    data=payload,
                    user_id=gamer.player.user_id,
                    audience="player",
                )
            )

    async def _incident(
        self,
        ctx: AppContext,
        gamer: Gamer | None,
        kind: str,
        reference: str | None,
        detail: dict[str, Any],
        *,
        family: str | None = None,
        agent_id: int | None = None,
    ) -> None:
        log.warning("games: set aside %s %s %s", kind, reference, detail)
        try:
            async with ctx.db.write() as session:
                await _record_incident(
                    session,
                    family=family or (gamer.account.family if gamer else "unknown"),
                    kind=kind,
                    reference=reference,
                    agent_id=agent_id or (gamer.agent.id if gamer else None),
                    player_id=gamer.player.id if gamer else None,
                    detail=detail,
                )
        except Exception:  # the log line above keeps it; the caller's work goes on
            log.exception("games: incident %s %s not written", kind, reference)

    # ----- reconciling -------------------------------------------------------------------

    async def reconcile(self, ctx: AppContext, *, older_than: float = 0.0) -> int:
        """Settle pending transfers by asking the upstream: done there → settled here; not
        there → sent again under the same reference (the upstream moves money once per
        reference), so a transfer is never undone on a timeout alone. Each transfer is settled
        on its own: one that raises is set aside (`set_aside`) and the next one is settled.
        Returns how many settled."""
        since = utcnow() - timedelta(seconds=older_than)
        async with ctx.db.read() as session:
            rows = (
                await session.execute(
                    select(GameTransfer, Agent, User.username)
                    .join(Agent, Agent.id == GameTransfer.agent_id)
                    .join(Player, Player.id == GameTransfer.player_id)
                    .join(User, User.id == Player.user_id)
                    .where(
                        GameTransfer.status == "pending",
                        GameTransfer.set_aside_at.is_(None),
                        GameTransfer.created_at <= since,
                    )
                    .order_by(GameTransfer.id)
                    .limit(200)
                )
            ).all()
        upstreams: dict[int, GameUpstream | None] = {}
        settled = 0
        for transfer, agent, username in rows:
            if agent.id not in upstreams:
                upstreams[agent.id] = await self._agent_upstream(ctx, agent)
            upstream = upstreams[agent.id]
            if upstream is None:
                continue  # the agent's account is unusable: its transfers wait, none set aside
            try:
                settled += await self._reconcile_one(ctx, upstream, transfer, agent, username)
            except SetAside as aside:
                await self.set_aside(ctx, transfer, aside)
            except Exception as exc:  # one transfer must not starve the ones behind it
                if _transient(exc):
                    # Our own database busy or away says nothing about the transfer.
                    log.warning("games: reconcile %s put off: %s", transfer.reference, exc)
                    continue
                log.exception("games: reconcile %s failed", transfer.reference)
                await self.set_aside(
                    ctx, transfer, SetAside("transfer_failed", why_unreadable(exc))
                )
        return settled

    async def _agent_upstream(self, ctx: AppContext, agent: Agent) -> GameUpstream | None:
        try:
            async with ctx.db.read() as session:
                return registry.upstream_for(ctx, await registry.game_account(session, agent))
        except Exception:
            log.exception("games: no usable game account for %s", agent.prefix)
            return None

    async def _reconcile_one(
        self,
        ctx: AppContext,
        upstream: GameUpstream,
        transfer: GameTransfer,
        agent: Agent,
        username: str,
    ) -> int:
        """Ask the upstream about one pending transfer and settle it by the answer (1: settled
        now). An answer that cannot be read, or that names another amount, raises `SetAside`."""
        c = transfer.currency_code
        try:
            found = await upstream.transfer_status(transfer.reference)
            if found is None:
                found = await upstream.transfer(
                    username=upstream_name(agent.prefix, username),
                    amount=from_minor(transfer.amount, c),
                    reference=transfer.reference,
                    direction=transfer.direction,  # type: ignore[arg-type]
                    currency=c,
                )
        except GameRefused as refused:
            if refused.kind in ("insufficient", "member_not_found", "invalid"):
                return int(await self.fail(ctx, transfer, str(refused)))
            log.warning("games: reconcile %s refused: %s", transfer.reference, refused)
            return 0
        except UpstreamProtocolError as exc:
            # An answer came, but not one we can read: asking again every sweep would only
            # read it again, and the upstream may have moved the money all the same.
            raise SetAside("transfer_unreadable", exc.detail) from exc
        except UpstreamUnavailable as exc:
            log.warning("games: reconcile %s still unknown: %s", transfer.reference, exc)
            async with ctx.db.write() as session:
                await session.execute(
                    update(GameTransfer)
                    .where(GameTransfer.id == transfer.id)
                    .values(attempts=GameTransfer.attempts + 1)
                )
            return 0
        if found.amount is not None and found.amount != from_minor(transfer.amount, c):
            raise SetAside(
                "transfer_mismatch",
                f"the upstream moved {found.amount} under this reference, "
                f"not {from_minor(transfer.amount, c)}",
                upstreamAmount=str(found.amount),
            )
        return int(await self.succeed(ctx, transfer, found))

    async def set_aside(self, ctx: AppContext, transfer: GameTransfer, aside: SetAside) -> None:
        """Keep the transfer pending (the player's credit stays where the ledger has it, and he
        opens no other transfer) but out of the reconciler's reach until staff release it, with
        an incident saying why. Moves no money."""
        c = transfer.currency_code
        log.warning("games: transfer %s set aside: %s", transfer.reference, aside)
        try:
            async with ctx.db.write() as session:
                await session.execute(
                    update(GameTransfer)
                    .where(GameTransfer.id == transfer.id, GameTransfer.status == "pending")
                    .values(set_aside_at=utcnow(), error=aside.reason[:255])
                )
                await _record_incident(
                    session,
                    family=transfer.family,
                    kind=aside.kind,
                    reference=transfer.reference,
                    agent_id=transfer.agent_id,
                    player_id=transfer.player_id,
                    detail={
                        "reason": aside.reason,
                        "direction": "toProvider" if transfer.direction == "in" else "toWallet",
                        "amount": str(from_minor(transfer.amount, c)),
                        **aside.detail,
                    },
                )
        except Exception:
            log.exception("games: transfer %s could not be set aside", transfer.reference)

    async def release(
        self, ctx: AppContext, reference: str, *, agent_id: int | None = None
    ) -> bool:
        """Staff have looked at a transfer set aside: the reconciler settles it again from the
        next sweep (False: no pending transfer set aside under that reference, of that agent
        when one is named). Moves no money."""
        conditions = [
            GameTransfer.reference == reference,
            GameTransfer.status == "pending",
            GameTransfer.set_aside_at.is_not(None),
        ]
        if agent_id is not None:
            conditions.append(GameTransfer.agent_id == agent_id)
        async with ctx.db.write() as session:
            released = await session.execute(
                update(GameTransfer)
                .where(*conditions)
                .values(set_aside_at=None, error=None)
                .returning(GameTransfer.id)
            )
            return released.first() is not None

    # ----- rounds ------------------------------------------------------------------------

    async def ingest(
        self, ctx: AppContext, agent: Agent, upstream: GameUpstream | None = None
    ) -> int:
        """Record the agent's rounds the upstream has reported since the cursor."""
        if upstream is None:
            async with ctx.db.read() as session:
                upstream = registry.upstream_for(ctx, await registry.game_account(session, agent))
        lock = self._readers.setdefault(agent.id, asyncio.Lock())
        async with lock:
            return await self._ingest(ctx, agent, upstream)

    async def _ingest(self, ctx: AppContext, agent: Agent, upstream: GameUpstream) -> int:
        family = upstream.family
        async with ctx.db.read() as session:
            cursor = (
                await session.execute(
                    select(GameCursor.cursor).where(
                        GameCursor.agent_id == agent.id, GameCursor.family == family
                    )
                )
            ).scalar_one_or_none()
            zone = await _zone(session, agent)
        recorded = 0
        for _ in range(HISTORY_PAGES_PER_RUN):
            try:
                page = await upstream.bets(cursor, HISTORY_PAGE)
            except (UpstreamUnavailable, GameRefused) as exc:
                log.warning("games: bet history of %s unreadable: %s", agent.prefix, exc)
                break
            if not page.size:
                break
            result = await self._record_page(ctx, agent, family, zone, page)
            recorded += result.recorded
            if page.cursor is not None:
                cursor = page.cursor
            await self._announce_wallets(ctx, agent.id, result.touched)
            if page.size < HISTORY_PAGE:
                break
        return recorded

    async def _record_page(
        self, ctx: AppContext, agent: Agent, family: str, zone: ZoneInfo, page: BetPage
    ) -> Recorded:
        """One page of bet history recorded, and the cursor moved past all of it. Guarantees
        each round moves money once and a row that cannot be read or recorded moves none: it
        is set aside as an incident, and the good rows of the page are recorded all the same.
        The page goes in one transaction; should that raise, each row goes in its own."""
        try:
            async with ctx.db.write() as session:
                result = await record_bets(session, agent, family, zone, page.bets)
                await _set_aside_unreadable(session, agent.id, family, page.unreadable)
                await _save_cursor(session, agent.id, family, page.cursor)
            return result
        except Exception as exc:
            if _transient(exc):
                raise  # the page is read again next sweep: the cursor has not moved
            log.exception(
                "games: a bet-history page of %s failed; recording its rows one by one",
                agent.prefix,
            )
        result = Recorded(set(), 0, [])
        for bet in page.bets:
            try:
                async with ctx.db.write() as session:
                    one = await record_bets(session, agent, family, zone, [bet])
            except Exception as exc:
                if _transient(exc):
                    raise  # rows recorded so far stay recorded; the rest are read again
                log.exception("games: round %s of %s not recorded", bet.round_key, agent.prefix)
                result.set_aside.append("round_failed")
                await self._round_failed(ctx, agent, family, bet, why_unreadable(exc))
                continue
            result.touched |= one.touched
            result.recorded += one.recorded
            result.set_aside += one.set_aside
        # The cursor moves whatever became of the rows: a row set aside is never read again.
        async with ctx.db.write() as session:
            await _set_aside_unreadable(session, agent.id, family, page.unreadable)
            await _save_cursor(session, agent.id, family, page.cursor)
        return result

    async def _round_failed(
        self, ctx: AppContext, agent: Agent, family: str, bet: UpstreamBet, reason: str
    ) -> None:
        """A readable round whose recording raised: an incident naming its player, if ours."""
        try:
            async with ctx.db.write() as session:
                await _record_incident(
                    session,
                    family=family,
                    kind="round_failed",
                    reference=bet.round_key[:ROUND_KEY_MAX],
                    agent_id=agent.id,
                    player_id=await _player_id(session, agent, bet.username),
                    detail={"reason": reason, "username": bet.username, **_amounts(bet)},
                )
        except Exception:  # the log keeps it; the page goes on
            log.exception("games: incident round_failed %s not written", bet.round_key)

    async def record_reported(
        self, ctx: AppContext, agent: Agent, family: str, bets: list[UpstreamBet]
    ) -> Recorded:
        """Rounds an upstream reported on its own (a round callback): recorded once each,
        exactly as if read from its bet history, which may list them again later."""
        async with ctx.db.write() as session:
            result = await record_bets(session, agent, family, await _zone(session, agent), bets)
        await self._announce_wallets(ctx, agent.id, result.touched)
        return result

    async def _announce_wallets(self, ctx: AppContext, agent_id: int, touched: set[int]) -> None:
        if not touched:
            return
        async with ctx.db.read() as session:
            rows = await session.execute(
                select(Player.user_id, Wallet)
                .join(Wallet, Wallet.player_id == Player.id)
                .where(Player.id.in_(touched))
            )
            views = [(user_id, WalletOut.of(wallet)) for user_id, wallet in rows]
        for user_id, view in views:
            await ctx.events.publish(
                Event(
                    agent_id=agent_id,
                    name="walletData",
                    data=view.model_dump(mode="json"),
                    user_id=user_id,
                    audience="player",
                )
            )

    async def rounds(
        self,
        session: AsyncSession,
        gamer: Gamer,
        since: Any,
        until: Any,
        page: int,
        per_page: int,
    ) -> dict[str, Any]:
        c = gamer.currency
        conditions = [
            GameRound.player_id == gamer.player.id,
            GameRound.played_at >= since,
            GameRound.played_at < until,
        ]
        count, bet, payout = await round_totals(session, *conditions)
        pages = max(1, -(-count // per_page))
        rows = await session.execute(
            named_rounds()
            .where(*conditions)
            .order_by(GameRound.played_at.desc(), GameRound.id.desc())
            .offset((page - 1) * per_page)
            .limit(per_page)
        )
        zone = ZoneInfo(gamer.country.timezone)
        return {
            "rounds": [
                {
                    "roundId": r.round_key,
                    "providerPrefix": r.provider_code,
                    "gameCode": r.game_code,
                    "gameName": name or r.game_code,
                    "category": r.category,
                    "bet": from_minor(r.bet, c),
                    "payout": from_minor(r.payout, c),
                    "winLoss": from_minor(r.payout - r.bet, c),
                    "playedAt": r.played_at.astimezone(zone).isoformat(timespec="seconds"),
                }
                for r, _provider, name in rows
            ],
            "page": {"page": page, "perPage": per_page, "total": count, "totalPages": pages},
            "totals": {
                "rounds": count,
                "bet": from_minor(bet, c),
                "payout": from_minor(payout, c),
                "winLoss": from_minor(payout - bet, c),
            },
        }


def named_rounds() -> Select[Any]:
    """Rounds with the names of their provider and game, where the catalogue knows them."""
    return (
        select(GameRound, GameProvider.name, Game.name)
        .outerjoin(
            GameProvider,
            and_(
                GameProvider.family == GameRound.family,
                GameProvider.code == GameRound.provider_code,
            ),
        )
        .outerjoin(
            Game, and_(Game.provider_id == GameProvider.id, Game.code == GameRound.game_code)
        )
    )


async def round_totals(session: AsyncSession, *conditions: Any) -> tuple[int, int, int]:
    """How many rounds match, and their bets and payouts (minor units)."""
    count, bet, payout = (
        await session.execute(
            select(
                func.count(),
                func.coalesce(func.sum(GameRound.bet), 0),
                func.coalesce(func.sum(GameRound.payout), 0),
            ).where(*conditions)
        )
    ).one()
    return int(count), int(bet), int(payout)


def _move(wallet_id: int, amount: int, *, to_game: bool) -> list[Any]:
    """Credit between home and the game upstream: one credit, so the totals stay."""
    sign = 1 if to_game else -1
    return [
        wallet_leg(wallet_id, -sign * amount, "credit_balance", totals=False),
        wallet_leg(wallet_id, sign * amount, "game_credit", totals=False),
    ]


async def _save_cursor(
    session: AsyncSession, agent_id: int, family: str, cursor: str | None
) -> None:
    if cursor is None:
        return
    dialect_insert = insert_of(session)
    statement = dialect_insert(GameCursor).values(
        agent_id=agent_id, family=family, cursor=cursor, updated_at=utcnow()
    )
    await session.execute(
        statement.on_conflict_do_update(
            index_elements=["agent_id", "family"],
            set_={"cursor": cursor, "updated_at": utcnow()},
        )
    )


async def _record_incident(
    session: AsyncSession,
    *,
    family: str,
    kind: str,
    reference: str | None,
    agent_id: int | None,
    player_id: int | None,
    detail: dict[str, Any],
) -> None:
    dialect_insert = insert_of(session)
    await session.execute(
        dialect_insert(GameIncident)
        .values(
            family=family,
            kind=kind,
            reference=reference,
            agent_id=agent_id,
            player_id=player_id,
            detail=detail,
            created_at=utcnow(),
        )
        .on_conflict_do_nothing()
    )


def _transient(exc: BaseException) -> bool:
    """Our database busy, in conflict or unreachable: nothing wrong with the row or transfer at
    hand, which is tried again next sweep instead of being set aside."""
    if isinstance(exc, OperationalError | InterfaceError | TimeoutError | ConnectionError):
        return True
    if isinstance(exc, DBAPIError):
        if exc.connection_invalidated:
            return True
        state = getattr(exc.orig, "sqlstate", None)
        # Transaction rollback (serialization, deadlock), connection, resources, shutdown.
        return isinstance(state, str) and state[:2] in ("40", "08", "53", "57")
    return False


async def _player_id(session: AsyncSession, agent: Agent, upstream_username: str) -> int | None:
    """The agent's player behind a member name at the upstream, if there is one."""
    prefix, name = agent.prefix.lower(), upstream_username.lower()
    if not name.startswith(prefix):
        return None
    return (
        await session.execute(
            select(Player.id)
            .join(User, User.id == Player.user_id)
            .where(
                User.agent_id == agent.id,
                User.user_type == "player",
                User.username == name[len(prefix) :],
            )
        )
    ).scalar_one_or_none()


async def _set_aside_unreadable(
    session: AsyncSession, agent_id: int, family: str, rows: list[UnreadableBet]
) -> None:
    """Bet-history rows that could not be read: an incident each, with why."""
    for row in rows:
        log.warning(
            "games: history row %s of agent %s unreadable: %s", row.key, agent_id, row.reason
        )
        await _record_incident(
            session,
            family=family,
            kind="unreadable_row",
            reference=row.key,
            agent_id=agent_id,
            player_id=None,
            detail={"reason": row.reason},
        )


def _amounts(bet: UpstreamBet) -> dict[str, str]:
    return {"bet": str(bet.bet), "payout": str(bet.payout)}


async def _zone(session: AsyncSession, agent: Agent) -> ZoneInfo:
    """The agent's time zone: a round counts on the day it was played there."""
    return ZoneInfo(
        (
            await session.execute(select(Country.timezone).where(Country.id == agent.country_id))
        ).scalar_one()
    )


async def record_bets(
    session: AsyncSession,
    agent: Agent,
    family: str,
    zone: ZoneInfo,
    bets: list[UpstreamBet],
) -> Recorded:
    """Record each bet-history row once.
    Rows of a player of another agent, and rows reported again with other amounts, are set
    aside as incidents and move nothing.

    The players' wallets are locked for the batch (on SQLite the writer lock does the same),
    so their game credit is known here as each round takes it: a round it cannot cover is
    set aside before anything is posted, and a round costs two statements (the round, its
    journal) with no savepoint. Turnover and win/loss per player and day are added up over the
    batch and written once at the end."""
    prefix = agent.prefix.lower()
    names = {
        b.username.lower()[len(prefix) :] for b in bets if b.username.lower().startswith(prefix)
    }
    players: dict[str, tuple[int, int, str]] = {}
    credit: dict[int, int] = {}  # wallet id → game credit, as the batch has left it
    if names:
        for player_id, wallet_id, currency, username, game_credit in await session.execute(
            select(Player.id, Wallet.id, Wallet.currency_code, User.username, Wallet.game_credit)
            .join(User, User.id == Player.user_id)
            .join(Wallet, Wallet.player_id == Player.id)
            # Usernames are kept lower-cased (registration and login fold them).
            .where(User.agent_id == agent.id, User.user_type == "player", User.username.in_(names))
            .order_by(Wallet.id)  # one lock order for every writer
            .with_for_update(of=Wallet)
        ):
            players[username.lower()] = (player_id, wallet_id, currency)
            credit[wallet_id] = game_credit
    touched: set[int] = set()
    recorded = 0
    set_aside: list[str] = []
    days: dict[tuple[int, date, str, str], list[int]] = {}  # → [rounds, turnover, payout]
    dialect_insert = insert_of(session)

    async def set_aside_as(
        kind: str, bet: UpstreamBet, player_id: int | None, detail: dict[str, Any]
    ) -> None:
        set_aside.append(kind)
        await _record_incident(
            session,
            family=family,
            kind=kind,
            reference=bet.round_key[:ROUND_KEY_MAX],
            agent_id=agent.id,
            player_id=player_id,
            detail=detail,
        )

    for bet in bets:
        if len(bet.round_key) > ROUND_KEY_MAX:
            reason = f"the round id is longer than {ROUND_KEY_MAX} characters"
            await set_aside_as("unreadable_row", bet, None, {"reason": reason})
            continue
        name = bet.username.lower()
        owner = players.get(name[len(prefix) :]) if name.startswith(prefix) else None
        if owner is None:
            await set_aside_as(
                "foreign_player", bet, None, {"username": bet.username, "product": bet.product}
            )
            continue
        player_id, wallet_id, currency = owner
        try:
            bet_minor, payout_minor = to_minor(bet.bet, currency), to_minor(bet.payout, currency)
            if bet_minor < 0 or payout_minor < 0:
                raise ValueError("a negative bet or payout")
        except ValueError:
            await set_aside_as("bad_amount", bet, player_id, _amounts(bet))
            continue
        category = bet.category if bet.category in CATEGORIES else "slot"
        provider_code = bet.product[:32]
        day: date = bet.played_at.astimezone(zone).date()
        round_id = (
            await session.execute(
                dialect_insert(GameRound)
                .values(
                    agent_id=agent.id,
                    player_id=player_id,
                    family=family,
                    round_key=bet.round_key,
                    provider_code=provider_code,
                    game_code=bet.game_code[:64],
                    category=category,
                    bet=bet_minor,
                    payout=payout_minor,
                    played_at=bet.played_at,
                    day=day,
                    created_at=utcnow(),
                )
                .on_conflict_do_nothing(index_elements=["agent_id", "family", "round_key"])
                .returning(GameRound.id)
            )
        ).scalar_one_or_none()
        if round_id is None:
            if await _seen_before(session, agent, family, bet, player_id, bet_minor, payout_minor):
                set_aside.append("round_conflict")
            continue
        if credit[wallet_id] < bet_minor:
            # More than the credit the player took to the game: never posted, and the round
            # row just written goes again, so that the history read later sets it aside too.
            await session.execute(delete(GameRound).where(GameRound.id == round_id))
            await set_aside_as("round_exceeds_credit", bet, player_id, _amounts(bet))
            continue
        if bet_minor or payout_minor:
            await post(
                session,
                agent_id=agent.id,
                currency_code=currency,
                kind="GAME_ROUND",
                idempotency_key=f"round:{family}:{bet.round_key}",
                reference=f"game_round:{round_id}",
                legs=[
                    wallet_leg(wallet_id, -bet_minor, "game_credit"),
                    account_leg("game_winloss", bet_minor),
                    wallet_leg(wallet_id, payout_minor, "game_credit"),
                    account_leg("game_winloss", -payout_minor),
                ],
            )
        credit[wallet_id] += payout_minor - bet_minor
        totals = days.setdefault((player_id, day, category, provider_code), [0, 0, 0])
        totals[0] += 1
        totals[1] += bet_minor
        totals[2] += payout_minor
        touched.add(player_id)
        recorded += 1
    if days:
        statement = dialect_insert(GameDayStat).values(
            [
                {
                    "agent_id": agent.id,
                    "player_id": player_id,
                    "day": day,
                    "category": category,
                    "provider_code": provider_code,
                    "rounds": rounds,
                    "turnover": turnover,
                    "payout": payout,
                }
                for (player_id, day, category, provider_code), (rounds, turnover, payout) in (
                    days.items()
                )
            ]
        )
        await session.execute(
            statement.on_conflict_do_update(
                index_elements=["player_id", "day", "category", "provider_code"],
                set_={
                    "rounds": GameDayStat.rounds + statement.excluded.rounds,
                    "turnover": GameDayStat.turnover + statement.excluded.turnover,
                    "payout": GameDayStat.payout + statement.excluded.payout,
                },
            )
        )
    return Recorded(touched, recorded, set_aside)


async def _seen_before(
    session: AsyncSession,
    agent: Agent,
    family: str,
    bet: UpstreamBet,
    player_id: int,
    bet_minor: int,
    payout_minor: int,
) -> bool:
    """A round id already recorded: the same amounts are a harmless repeat; other amounts are
    set aside and logged (True), and the first record stands."""
    first = (
        await session.execute(
            select(GameRound.bet, GameRound.payout, GameRound.player_id).where(
                GameRound.agent_id == agent.id,
                GameRound.family == family,
                GameRound.round_key == bet.round_key,
            )
        )
    ).one()
    if (first.bet, first.payout, first.player_id) != (bet_minor, payout_minor, player_id):
        await _record_incident(
            session,
            family=family,
            kind="round_conflict",
            reference=bet.round_key,
            agent_id=agent.id,
            player_id=player_id,
            detail={
                "recorded": {"bet": first.bet, "payout": first.payout},
                "reported": {"bet": bet_minor, "payout": payout_minor},
            },
        )
        return True
    return False


game_service = GameService()
