"""The rounds a game upstream reports, recorded once each (DESIGN §4).

- `ingest`: reads the agent's bet history from its cursor and records each round once (the
  round id is unique): bet and payout into the ledger, turnover and win/loss per player and day.
- `take_callback`: a signed round callback (games/callbacks.py) records its rounds exactly as
  the bet history would, which may list them again later.
- `player_rounds`: a player's recorded rounds, with totals.

One bad row never stops a sweep: a history row that cannot be read or recorded is set aside as
an incident and the cursor moves past it.
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import logging
from dataclasses import dataclass, field
from datetime import date, datetime
from typing import Any
from zoneinfo import ZoneInfo

from sqlalchemy.exc import DBAPIError, InterfaceError, OperationalError
from sqlalchemy.ext.asyncio import AsyncSession

from ..agent.repository import AgentRepository
from ..cashier.schemas import DateFilter
from ..cashier.service import history_window
from ..context import AppContext
from ..core.clock import utcnow
from ..core.errors import InvalidData
from ..core.money import from_minor, to_minor
from ..core.upstream_http import UpstreamDown, UpstreamProtocolError
from ..ledger import account_leg, post, wallet_leg
from ..models import Agent, AgentGameAccount
from ..models.game import CATEGORIES
from ..promotions.service import promotion_service
from ..realtime.bus import wallet_event
from ..wire import Wallet as WalletOut
from . import registry
from .adapters import BetPage, GameRefused, GameUpstream, UpstreamBet
from .adapters.amb import settled_bets
from .adapters.base import why_unreadable
from .registry import username_of
from .repository import (
    AccountRepository,
    GamerRepository,
    IncidentRepository,
    LockedWallet,
    RoundRepository,
)

log = logging.getLogger("promptplay.games")

HISTORY_PAGE = 500
HISTORY_PAGES_PER_RUN = 20
ROUND_KEY_MAX = 96  # game_round.round_key


@dataclass
class Recorded:
    """What one batch of reported rounds did: the players whose wallet moved, the rounds
    recorded now, and the kinds of incident set aside instead of moving money."""

    touched: set[int]
    recorded: int
    set_aside: list[str]


@dataclass(frozen=True)
class Signed:
    """A round callback's signature headers: the operator name, the Unix time of sending, and
    hex(HMAC-SHA256(key, timestamp + "." + raw body))."""

    operator: str
    timestamp: str
    signature: str


@dataclass(frozen=True)
class Reply:
    """What a round callback is answered: the upstream's status code, the HTTP status, the
    answer's other fields, and, for a refused signature, why (for the log)."""

    status_code: int
    http: int = 200
    fields: dict[str, Any] = field(default_factory=dict)
    refused: str | None = None


def refused(reason: str) -> Reply:
    """A callback whose signature does not hold: nothing in its body is acted on."""
    return Reply(40003, 401, {"message": f"refused: {reason}"}, reason)


def _unreadable(message: str) -> Reply:
    return Reply(40001, 400, {"message": message})


def signature(key: str, timestamp: str, raw: bytes) -> str:
    """hex(HMAC-SHA256(key, timestamp + "." + raw body)): what a callback must carry."""
    return hmac.new(key.encode(), timestamp.encode() + b"." + raw, hashlib.sha256).hexdigest()


# What was set aside, by precedence, and the code the upstream is told.
_SET_ASIDE_CODES = (
    ("foreign_player", 10001),
    ("round_exceeds_credit", 10002),
    ("round_conflict", 20002),
    ("bad_amount", 40001),
)


def transient(exc: BaseException) -> bool:
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


class RoundService:
    def __init__(self) -> None:
        # One history reader per agent in this process: two would only read the same rows
        # (recording stays correct either way: the round id is unique).
        self._readers: dict[int, asyncio.Lock] = {}

    # ----- the bet history ---------------------------------------------------------------

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
            cursor = await RoundRepository(session).cursor(agent.id, family)
            zone = await _zone(session, agent)
        recorded = 0
        for _ in range(HISTORY_PAGES_PER_RUN):
            try:
                page = await upstream.bets(cursor, HISTORY_PAGE)
            except (UpstreamDown, GameRefused) as exc:
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
                await _close_page(session, agent.id, family, page)
            return result
        except Exception as exc:
            if transient(exc):
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
                if transient(exc):
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
            await _close_page(session, agent.id, family, page)
        return result

    async def _round_failed(
        self, ctx: AppContext, agent: Agent, family: str, bet: UpstreamBet, reason: str
    ) -> None:
        """A readable round whose recording raised: an incident naming its player, if ours."""
        try:
            async with ctx.db.write() as session:
                username = username_of(agent.prefix, bet.username)
                player_id = (
                    None
                    if username is None
                    else await GamerRepository(session).player_id(agent.id, username)
                )
                await IncidentRepository(session).record(
                    family=family,
                    kind="round_failed",
                    reference=bet.round_key[:ROUND_KEY_MAX],
                    agent_id=agent.id,
                    player_id=player_id,
                    detail={"reason": reason, "username": bet.username, **_amounts(bet)},
                )
        except Exception:  # the log keeps it; the page goes on
            log.exception("games: incident round_failed %s not written", bet.round_key)

    # ----- rounds an upstream reports on its own -----------------------------------------

    async def take_callback(
        self, ctx: AppContext, product: str, action: str, signed: Signed, raw: bytes, body: Any
    ) -> Reply:
        """A type A upstream's round callback (`settleBets`), its signature headers read: taken
        only when signed with the key of one of our accounts of that operator name, and its
        rounds recorded once each; see games/callbacks.py for the answers."""
        username = body.get("username") if isinstance(body, dict) else None
        signer = await self._signer(
            ctx, "amb", signed, raw, username if isinstance(username, str) else ""
        )
        if signer is None:
            return refused("unknown operator or wrong signature")
        if not isinstance(body, dict):
            return _unreadable("the body is not a JSON object")
        if not isinstance(username, str) or not username:
            return _unreadable("username is required")
        if action != "settleBets":
            return _unreadable(f"{action} is not taken: credit moves by transfer here")
        agent, account = signer
        upstream = registry.upstream_for(ctx, account)
        try:
            bets = settled_bets(body.get("txns"), upstream.http)
        except UpstreamProtocolError as exc:
            return _unreadable(str(exc))
        if any(b.username.lower() != username.lower() or b.product != product for b in bets):
            return _unreadable("a txn of another player or product")
        result = await self.record_reported(ctx, agent, "amb", bets)
        code = next((c for kind, c in _SET_ASIDE_CODES if kind in result.set_aside), 0)
        if code:
            log.warning(
                "games: round callback %s of %s set aside: %s",
                body.get("id"),
                username,
                ", ".join(result.set_aside),
            )
        return Reply(code, fields={"balance": await self._game_credit(ctx, agent, username)})

    async def _signer(
        self, ctx: AppContext, family: str, signed: Signed, raw: bytes, username: str
    ) -> tuple[Agent, AgentGameAccount] | None:
        """The agent whose own key signed this callback, with that account; None for none.
        The signature is compared in constant time. Should two agents share an operator name
        and key, the one whose prefix starts the player's upstream name is meant."""
        async with ctx.db.read() as session:
            rows = await AccountRepository(session).of_operator(family, signed.operator)
        expected = signed.signature.encode()
        matching = [
            (agent, account)
            for account, agent in rows
            if hmac.compare_digest(
                signature(account.api_key, signed.timestamp, raw).encode(), expected
            )
        ]
        for agent, account in matching:
            if username.lower().startswith(agent.prefix.lower()):
                return agent, account
        return matching[0] if matching else None

    async def _game_credit(
        self, ctx: AppContext, agent: Agent, upstream_username: str
    ) -> str | None:
        """The player's game credit as our ledger holds it after the callback, if he is ours."""
        username = username_of(agent.prefix, upstream_username)
        if username is None:
            return None
        async with ctx.db.read() as session:
            row = await GamerRepository(session).game_credit(agent.id, username)
        return None if row is None else f"{from_minor(row[0], row[1]):.2f}"

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
            wallets = await GamerRepository(session).wallets(touched)
            views = [(user_id, WalletOut.of(wallet)) for user_id, wallet in wallets]
        for user_id, view in views:
            await ctx.events.publish(wallet_event(agent_id, user_id, view))

    # ----- the player's rounds -----------------------------------------------------------

    async def player_rounds(
        self,
        ctx: AppContext,
        agent_id: int,
        user_id: int,
        date_filter: DateFilter | None,
        start: date | None,
        end: date | None,
        page: int,
        per_page: int,
    ) -> dict[str, Any]:
        """The player's recorded rounds, newest first, with totals, by the date filters of the
        bank history (agent's time zone)."""
        async with ctx.db.read() as session:
            gamer = await registry.gamer(session, agent_id, user_id)
            zone = ZoneInfo(gamer.country.timezone)
            since, until = history_window(zone, utcnow(), date_filter, start, end)
            (count, bet, payout), rows = await RoundRepository(session).of_player(
                gamer.player.id, since, until, (page - 1) * per_page, per_page
            )
            c = gamer.currency
            found = {
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
                    for r, name in rows
                ],
                "page": {
                    "page": page,
                    "perPage": per_page,
                    "total": count,
                    "totalPages": max(1, -(-count // per_page)),
                },
                "totals": {
                    "rounds": count,
                    "bet": from_minor(bet, c),
                    "payout": from_minor(payout, c),
                    "winLoss": from_minor(payout - bet, c),
                },
            }
        if page > found["page"]["totalPages"]:
            raise InvalidData(f"Page {page} is past the last page", fields=["page"])
        return found


round_service = RoundService()


# ----- recording a batch of rounds -------------------------------------------------------


async def record_bets(
    session: AsyncSession,
    agent: Agent,
    family: str,
    zone: ZoneInfo,
    bets: list[UpstreamBet],
) -> Recorded:
    """Record each bet-history row once, in the caller's transaction.
    Rows of a player of another agent, and rows reported again with other amounts, are set
    aside as incidents and move nothing.

    The players' wallets are locked for the batch (on SQLite the writer lock does the same),
    so their game credit is known here as each round takes it: a round it cannot cover is
    set aside before anything is posted, and a round costs two statements (the round, its
    journal) with no savepoint. Turnover and win/loss per player and day are added up over the
    batch and written once at the end."""
    batch = _Batch(session, agent, family, zone)
    await batch.lock_wallets(bets)
    for bet in bets:
        await batch.record(bet)
    await batch.write_days()
    if batch.plays:
        # Turnover for the promotions the rounds were played under (docs/promotions.md §4).
        await promotion_service.rounds_recorded(session, agent, batch.plays)
    return batch.result


@dataclass(frozen=True)
class _Row:
    """A bet-history row read against the batch: whose it is, and its amounts in minor units."""

    bet: UpstreamBet
    owner: LockedWallet
    bet_minor: int
    payout_minor: int
    category: str
    provider_code: str
    day: date

    @property
    def day_key(self) -> tuple[int, date, str, str]:
        return (self.owner.player_id, self.day, self.category, self.provider_code)


class _Batch:
    """One batch of bet-history rows on its way into the caller's transaction."""

    def __init__(self, session: AsyncSession, agent: Agent, family: str, zone: ZoneInfo) -> None:
        self.session = session
        self.agent, self.family, self.zone = agent, family, zone
        self.rounds = RoundRepository(session)
        self.incidents = IncidentRepository(session)
        self.owners: dict[str, LockedWallet] = {}  # username → his wallet
        self.credit: dict[int, int] = {}  # wallet id → game credit, as the batch has left it
        self.days: dict[tuple[int, date, str, str], list[int]] = {}  # → rounds, turnover, payout
        # (player, bet, payout, played at, category, provider) of each round recorded.
        self.plays: list[tuple[int, int, int, datetime, str, str]] = []
        self.result = Recorded(set(), 0, [])

    async def lock_wallets(self, bets: list[UpstreamBet]) -> None:
        """Lock the wallets of the agent's players the rows name: no other writer moves their
        game credit until the batch commits, so it is known here as each round takes it."""
        names = {
            name for b in bets if (name := username_of(self.agent.prefix, b.username)) is not None
        }
        if not names:
            return
        for wallet in await GamerRepository(self.session).lock_wallets(self.agent.id, names):
            self.owners[wallet.username.lower()] = wallet
            self.credit[wallet.wallet_id] = wallet.game_credit

    async def record(self, bet: UpstreamBet) -> None:
        """One row: recorded and posted once, or set aside with why; never both."""
        row = await self._read(bet)
        if row is None:
            return
        round_id = await self.rounds.add(
            agent_id=self.agent.id,
            player_id=row.owner.player_id,
            family=self.family,
            round_key=bet.round_key,
            provider_code=row.provider_code,
            game_code=bet.game_code[:64],
            category=row.category,
            bet=row.bet_minor,
            payout=row.payout_minor,
            played_at=bet.played_at,
            day=row.day,
        )
        if round_id is None:
            await self._seen_before(row)
            return
        if self.credit[row.owner.wallet_id] < row.bet_minor:
            # More than the credit the player took to the game: never posted, and the round
            # row just written goes again, so that the history read later sets it aside too.
            await self.rounds.remove(round_id)
            await self._set_aside("round_exceeds_credit", bet, row.owner.player_id, _amounts(bet))
            return
        await self._post(row, round_id)
        self._add_up(row)

    async def _read(self, bet: UpstreamBet) -> _Row | None:
        """The row with its player and amounts; None when it is set aside instead (a round id
        too long to keep, a player not of this agent, an amount that is no amount)."""
        if len(bet.round_key) > ROUND_KEY_MAX:
            reason = f"the round id is longer than {ROUND_KEY_MAX} characters"
            await self._set_aside("unreadable_row", bet, None, {"reason": reason})
            return None
        username = username_of(self.agent.prefix, bet.username)
        owner = self.owners.get(username) if username is not None else None
        if owner is None:
            detail = {"username": bet.username, "product": bet.product}
            await self._set_aside("foreign_player", bet, None, detail)
            return None
        try:
            bet_minor = to_minor(bet.bet, owner.currency)
            payout_minor = to_minor(bet.payout, owner.currency)
            if bet_minor < 0 or payout_minor < 0:
                raise ValueError("a negative bet or payout")
        except ValueError:
            await self._set_aside("bad_amount", bet, owner.player_id, _amounts(bet))
            return None
        return _Row(
            bet,
            owner,
            bet_minor,
            payout_minor,
            category=bet.category if bet.category in CATEGORIES else "slot",
            provider_code=bet.product[:32],
            day=bet.played_at.astimezone(self.zone).date(),
        )

    async def _seen_before(self, row: _Row) -> None:
        """A round id recorded already: the same amounts are a harmless repeat; other amounts
        are set aside and logged, and the first record stands."""
        bet, payout, player_id = await self.rounds.recorded(
            self.agent.id, self.family, row.bet.round_key
        )
        if (bet, payout, player_id) != (row.bet_minor, row.payout_minor, row.owner.player_id):
            detail = {
                "recorded": {"bet": bet, "payout": payout},
                "reported": {"bet": row.bet_minor, "payout": row.payout_minor},
            }
            await self._set_aside("round_conflict", row.bet, row.owner.player_id, detail)

    async def _post(self, row: _Row, round_id: int) -> None:
        """The round into the ledger, once per round id: the bet leaves the player's game
        credit for the agent's win/loss, the payout comes back from it."""
        if not (row.bet_minor or row.payout_minor):
            return
        wallet_id = row.owner.wallet_id
        await post(
            self.session,
            agent_id=self.agent.id,
            currency_code=row.owner.currency,
            kind="GAME_ROUND",
            idempotency_key=f"round:{self.family}:{row.bet.round_key}",
            reference=f"game_round:{round_id}",
            legs=[
                wallet_leg(wallet_id, -row.bet_minor, "game_credit"),
                account_leg("game_winloss", row.bet_minor),
                wallet_leg(wallet_id, row.payout_minor, "game_credit"),
                account_leg("game_winloss", -row.payout_minor),
            ],
        )

    def _add_up(self, row: _Row) -> None:
        """The recorded round counted: in its player's game credit, in his day's totals."""
        self.credit[row.owner.wallet_id] += row.payout_minor - row.bet_minor
        totals = self.days.setdefault(row.day_key, [0, 0, 0])
        totals[0] += 1
        totals[1] += row.bet_minor
        totals[2] += row.payout_minor
        self.result.touched.add(row.owner.player_id)
        self.result.recorded += 1
        self.plays.append(
            (
                row.owner.player_id,
                row.bet_minor,
                row.payout_minor,
                row.bet.played_at,
                row.category,
                row.provider_code,
            )
        )

    async def _set_aside(
        self, kind: str, bet: UpstreamBet, player_id: int | None, detail: dict[str, Any]
    ) -> None:
        """The row moves nothing: an incident of `kind` keeps it, with why."""
        self.result.set_aside.append(kind)
        await self.incidents.record(
            family=self.family,
            kind=kind,
            reference=bet.round_key[:ROUND_KEY_MAX],
            agent_id=self.agent.id,
            player_id=player_id,
            detail=detail,
        )

    async def write_days(self) -> None:
        """Turnover and win/loss per player and day, added once for the batch."""
        if not self.days:
            return
        await self.rounds.add_to_days(
            [
                {
                    "agent_id": self.agent.id,
                    "player_id": player_id,
                    "day": day,
                    "category": category,
                    "provider_code": provider_code,
                    "rounds": rounds,
                    "turnover": turnover,
                    "payout": payout,
                }
                for (player_id, day, category, provider_code), (rounds, turnover, payout) in (
                    self.days.items()
                )
            ]
        )


async def _close_page(session: AsyncSession, agent_id: int, family: str, page: BetPage) -> None:
    """The page's unreadable rows set aside, an incident each with why, and the cursor moved
    past the page."""
    incidents = IncidentRepository(session)
    for row in page.unreadable:
        log.warning(
            "games: history row %s of agent %s unreadable: %s", row.key, agent_id, row.reason
        )
        await incidents.record(
            family=family,
            kind="unreadable_row",
            reference=row.key,
            agent_id=agent_id,
            player_id=None,
            detail={"reason": row.reason},
        )
    if page.cursor is not None:
        await RoundRepository(session).save_cursor(agent_id, family, page.cursor)


def _amounts(bet: UpstreamBet) -> dict[str, str]:
    return {"bet": str(bet.bet), "payout": str(bet.payout)}


async def _zone(session: AsyncSession, agent: Agent) -> ZoneInfo:
    """The agent's time zone: a round counts on the day it was played there."""
    return ZoneInfo((await AgentRepository(session).country(agent.country_id)).timezone)
