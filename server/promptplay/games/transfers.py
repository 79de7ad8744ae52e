"""Who plays, and credit to the game upstream and back (DESIGN §4).

- `launch`: a game's launch URLs, for a player whose agent's games come from that family.
- `to_provider` (the launch's credit): the player's credit at home moves to the upstream. The
  ledger moves it first (credit → game credit, still the player's), with a pending transfer;
  then the upstream is asked. A refusal undoes the move; no answer leaves it pending for
  `reconcile`, which asks the upstream and never undoes on a timeout alone.
- `to_wallet` (the way back): the rounds are recorded, then what the upstream holds comes home.
- `reconcile`: the pending transfers settled by asking the upstream. A transfer whose settling
  raises is set aside (kept pending, skipped by the reconciler until staff `release` it) and
  the next one is settled.
"""

from __future__ import annotations

import logging
import secrets
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import timedelta
from decimal import ROUND_DOWN, Decimal
from typing import Any, Literal, Protocol
from urllib.parse import urlsplit

from sqlalchemy.exc import IntegrityError

from ..auth.service import Caller
from ..context import AppContext
from ..core.clock import utcnow
from ..core.errors import (
    AppError,
    CreditMismatch,
    DataNotFound,
    GameClosed,
    InvalidData,
    PermissionDenied,
    ProviderRefused,
    TransferInFlight,
    UpstreamUnavailable,
)
from ..core.money import from_minor, scale, to_minor_floor
from ..core.upstream_http import UpstreamDown, UpstreamProtocolError
from ..ledger import cycle_end_legs, post, wallet_leg
from ..models import Agent, GameTransfer
from ..promotions.service import promotion_service
from ..protection.service import check_play
from ..realtime.bus import Event, wallet_event
from ..wire import Wallet as WalletOut
from . import catalogue, registry
from .adapters import GameRefused, GameUpstream, TransferResult
from .adapters.base import why_unreadable
from .registry import Gamer, family_of, upstream_name
from .repository import GamerRepository, IncidentRepository, TransferRepository, agent_and_username
from .rounds import round_service, transient
from .schemas import AdjustBody, BalanceOut, GameUrls, _Body

log = logging.getLogger("promptplay.games")

Direction = Literal["toProvider", "toWallet"]
LANGS = {"th", "en", "vi", "lo"}
UFA_PRODUCT, UFA_GAME = "UFA", "UFA-SPORTBOOK"
RECONCILE_BATCH = 200


class SetAside(Exception):
    """Settling a transfer met something only staff can judge: it is set aside as an incident
    of `kind`, with `reason` in words, instead of being settled."""

    def __init__(self, kind: str, reason: str, **detail: Any) -> None:
        self.kind = kind
        self.reason = reason
        self.detail = detail
        super().__init__(f"{kind}: {reason}")


class Once(Protocol):
    """A request's `Idempotency-Key` (cashier's `Keyed`): runs the request once per key."""

    async def once(
        self, run: Callable[[], Awaitable[Any]], transient: tuple[type[AppError], ...] = ()
    ) -> Any: ...


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


def _unanswered(exc: UpstreamDown) -> UpstreamUnavailable:
    return UpstreamUnavailable(
        "The game provider is not answering, please try again", system_msg=str(exc)
    )


def _same_caller(agent_id: int, prefix: str, username: str, body: _Body) -> None:
    """Refuse a body naming an agent or a player other than the caller."""
    if body.agentPrefix is not None and body.agentPrefix.strip().upper() != prefix:
        raise PermissionDenied("This agent is not yours", fields=["agentPrefix"])
    if body.agentId is not None and body.agentId != agent_id:
        raise PermissionDenied("This agent is not yours", fields=["agentId"])
    for field in ("playerUsername", "username"):
        named = getattr(body, field)
        if named is not None and named.strip().lower() not in {
            username.lower(),
            upstream_name(prefix, username),
        }:
            raise PermissionDenied("This player is not you", fields=[field])


def _openable(urls: GameUrls, family: str, gamer: Gamer) -> GameUrls:
    """The site opens these in the player's browser: anything but an http(s) address (a
    `javascript:` or `data:` URL runs in the site's own tab) is the upstream's fault."""
    for url in (urls.desktop, urls.mobile):
        if urlsplit(url.strip()).scheme.lower() not in ("http", "https"):
            log.warning(
                "games: %s upstream of agent %s gave a launch URL that is not http(s): %.60r",
                family,
                gamer.agent.prefix,
                url,
            )
            raise ProviderRefused(system_msg="The game URL is not an http(s) address")
    return urls


def _move(wallet_id: int, amount: int, *, to_game: bool) -> list[Any]:
    """Credit between home and the game upstream: one credit, so the totals stay."""
    sign = 1 if to_game else -1
    return [
        wallet_leg(wallet_id, -sign * amount, "credit_balance", totals=False),
        wallet_leg(wallet_id, sign * amount, "game_credit", totals=False),
    ]


class TransferService:
    # The caller of a lobby call as `check_caller` reads him: his agent's id, prefix and game
    # company, and his username. None of them changes once made (an agent's are set when it is
    # made, a username never), so each process keeps them a while, beside the lobby's counts.
    CALLER_CACHE_SECONDS = 60.0
    LOBBY_CACHE_SIZE = 10_000  # entries at most: the counts are pruned by going through all

    # ----- who plays ---------------------------------------------------------------------

    async def check_caller(self, ctx: AppContext, caller: Caller, family: str, body: _Body) -> None:
        """Refuse unless the caller's agent has its games from `family` and the body names the
        caller (a lobby call: no read while the caller is kept)."""
        key = ("caller", caller.agent_id, caller.user_id)
        now = time.monotonic()
        kept = ctx.lobby_cache.get(key)
        if kept is not None and kept[0] > now:
            row = kept[1]
        else:
            row = await agent_and_username(ctx.db, caller.agent_id, caller.user_id)
            if len(ctx.lobby_cache) >= self.LOBBY_CACHE_SIZE:
                ctx.lobby_cache.clear()
            ctx.lobby_cache[key] = (now + self.CALLER_CACHE_SECONDS, row)
        agent_id, prefix, game_company, username = row
        if family_of(game_company) != family:
            raise PermissionDenied(f"This agent's games are not served by {family}")
        _same_caller(agent_id, prefix, username, body)

    async def gamer_of(self, ctx: AppContext, caller: Caller, family: str, body: _Body) -> Gamer:
        """The caller as a player of `family`'s games; refused unless his agent's games come
        from there and the body names him."""
        gamer = await self.read_gamer(ctx, caller.agent_id, caller.user_id)
        if gamer.account.family != family or family_of(gamer.agent.game_company) != family:
            raise PermissionDenied(f"This agent's games are not served by {family}")
        _same_caller(gamer.agent.id, gamer.agent.prefix, gamer.username, body)
        return gamer

    async def _ufa_gamer(self, ctx: AppContext, caller: Caller, body: _Body) -> Gamer:
        gamer = await self.gamer_of(ctx, caller, "amb", body)
        if gamer.agent.game_company.upper() != "UFA":
            raise PermissionDenied("This agent's game company is not UFA")
        return gamer

    async def read_gamer(self, ctx: AppContext, agent_id: int, user_id: int) -> Gamer:
        async with ctx.db.read() as session:
            return await registry.gamer(session, agent_id, user_id)

    def upstream(self, ctx: AppContext, gamer: Gamer) -> GameUpstream:
        return registry.upstream_for(ctx, gamer.account)

    async def upstream_credit(
        self, ctx: AppContext, caller: Caller, family: str, body: _Body
    ) -> tuple[str, Decimal]:
        """The caller's currency and his credit at the upstream."""
        gamer = await self.gamer_of(ctx, caller, family, body)
        upstream = self.upstream(ctx, gamer)
        try:
            credit = await upstream.balance(gamer.upstream_name, gamer.currency)
        except UpstreamDown as exc:
            raise _unanswered(exc) from exc
        return gamer.currency, credit

    # ----- the launch --------------------------------------------------------------------

    async def launch(
        self,
        ctx: AppContext,
        caller: Caller,
        family: str,
        body: _Body,
        provider: str,
        game_code: str,
        category: str | None,
        lang: str | None,
    ) -> GameUrls:
        """A game's launch URLs, for a phone and for a desktop (the credit moves apart)."""
        gamer = await self.gamer_of(ctx, caller, family, body)
        return await self._urls(ctx, gamer, provider, game_code, category, lang)

    async def ufa_launch(self, ctx: AppContext, caller: Caller, body: _Body) -> GameUrls:
        """The UFA sportsbook's launch URLs, for a player of an agent whose company is UFA."""
        gamer = await self._ufa_gamer(ctx, caller, body)
        return await self._urls(ctx, gamer, UFA_PRODUCT, UFA_GAME, "sport", None)

    async def ufa_validation(
        self, ctx: AppContext, caller: Caller, body: _Body
    ) -> tuple[str, bool]:
        """The player's UFA member name, and whether the UFA sportsbook is open to them."""
        gamer = await self._ufa_gamer(ctx, caller, body)
        async with ctx.db.read() as session:
            try:
                await catalogue.game(session, "amb", UFA_PRODUCT, UFA_GAME)
                valid = True
            except (DataNotFound, GameClosed):  # closed or missing: not valid, and said so
                valid = False
        return gamer.player.ufa_username or gamer.upstream_name, valid

    async def _urls(
        self,
        ctx: AppContext,
        gamer: Gamer,
        provider: str,
        game_code: str,
        category: str | None,
        lang: str | None,
    ) -> GameUrls:
        family = gamer.account.family
        async with ctx.db.read() as session:
            game, owner = await catalogue.game(session, family, provider, game_code)
            if category is not None and catalogue.check_category(category) != game.category:
                raise InvalidData(f"{game.name} is not a {category} game", fields=["category"])
            # Spec §4 step 3, on the server: only games the active promotion permits.
            await promotion_service.check_game(session, gamer.player.id, game.category, owner.code)
            # No game opens once the player's own loss limit is reached.
            await check_play(session, gamer.player.id)
        language = (lang or "th").lower()[:2]
        upstream = self.upstream(ctx, gamer)
        try:
            urls = await upstream.launch_urls(
                username=gamer.upstream_name,
                product=owner.code,
                game_code=game.code,
                lang=language if language in LANGS else "th",
                currency=gamer.currency,
                callback_url=ctx.settings.game_callbacks_for(family),
            )
        except UpstreamDown as exc:
            raise _unanswered(exc) from exc
        except GameRefused as refused:
            raise ProviderRefused(system_msg=str(refused)) from refused
        return _openable(GameUrls(**urls), family, gamer)

    # ----- the credit to the game and back -----------------------------------------------

    async def adjust(
        self, ctx: AppContext, caller: Caller, family: str, body: AdjustBody, keyed: Once
    ) -> BalanceOut:
        """Move the player's credit to or from the upstream, once per `Idempotency-Key`: a
        replay answers the first answer. A transfer in flight or unanswered frees the key to
        try again (the upstream is asked what became of it; a retry moves only what is home)."""
        gamer = await self.gamer_of(ctx, caller, family, body)

        async def move() -> BalanceOut:
            if body.direction == "toWallet":
                result = await self.to_wallet(ctx, gamer)
            else:
                result = await self.to_provider(ctx, gamer)
            return BalanceOut.model_validate(result.view())

        transient_refusals = (TransferInFlight, UpstreamUnavailable)
        return BalanceOut.model_validate(await keyed.once(move, transient=transient_refusals))

    async def wallet_view(self, ctx: AppContext, wallet_id: int) -> WalletOut:
        async with ctx.db.read() as session:
            return WalletOut.of(await GamerRepository(session).wallet(wallet_id))

    async def to_provider(self, ctx: AppContext, gamer: Gamer) -> BalanceResult:
        """Spec §4 "Playing a game" step 4: the whole credit at home goes to the upstream."""
        upstream = self.upstream(ctx, gamer)
        await round_service.ingest(ctx, gamer.agent, upstream)
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
        await round_service.ingest(ctx, gamer.agent, upstream)
        held = await self._provider_credit(upstream, gamer)
        transfer = await self._open(ctx, gamer, "out", upstream_balance=held)
        moved = Decimal(0)
        if transfer is not None:
            await self._send(ctx, upstream, transfer, gamer)
            moved = from_minor(transfer.amount, gamer.currency)
        async with ctx.db.write() as session:
            gamers = GamerRepository(session)
            await gamers.set_playing(gamer.player.id, False)
            wallet_row = await gamers.wallet(gamer.wallet.id)
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
        except UpstreamDown as exc:
            raise _unanswered(exc) from exc
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
                gamers, transfers = GamerRepository(session), TransferRepository(session)
                wallet = await gamers.wallet(gamer.wallet.id, lock=True)
                if direction == "in":
                    amount = wallet.credit_balance
                else:
                    assert upstream_balance is not None
                    amount = min(to_minor_floor(upstream_balance, c), wallet.game_credit)
                if await transfers.has_pending(gamer.player.id):
                    raise TransferInFlight()
                if direction == "in":
                    await gamers.set_playing(gamer.player.id, True)
                if amount <= 0:
                    return None
                transfer = await transfers.add(
                    GameTransfer(
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
                )
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
        except UpstreamDown as exc:
            if not exc.outcome_unknown:
                await self.fail(ctx, transfer, str(exc))
            else:
                log.warning(
                    "games: transfer %s outcome unknown, left pending: %s", transfer.reference, exc
                )
            raise _unanswered(exc) from exc
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
            if not await TransferRepository(session).succeed(transfer.id, result.tx_id, balance):
                return False
            if transfer.direction == "out":
                wallet = await GamerRepository(session).wallet(transfer.wallet_id, lock=True)
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
            if not await TransferRepository(session).fail(transfer.id, why):
                return False
            if transfer.direction == "in":
                # The launch did not happen: the player is not playing.
                await GamerRepository(session).set_playing(transfer.player_id, False)
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
        agent_id, user_id = gamer.agent.id, gamer.player.user_id
        await ctx.events.publish(wallet_event(agent_id, user_id, wallet))
        await ctx.events.publish(
            Event(
                agent_id=agent_id,
                name="playerData",
                data={"id": gamer.player.id, "isPlaying": 1 if playing else 0},
                user_id=user_id,
                audience="player",
            )
        )

    async def _incident(
        self,
        ctx: AppContext,
        gamer: Gamer,
        kind: str,
        reference: str | None,
        detail: dict[str, Any],
    ) -> None:
        log.warning("games: set aside %s %s %s", kind, reference, detail)
        try:
            async with ctx.db.write() as session:
                await IncidentRepository(session).record(
                    family=gamer.account.family,
                    kind=kind,
                    reference=reference,
                    agent_id=gamer.agent.id,
                    player_id=gamer.player.id,
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
            rows = await TransferRepository(session).due(since, RECONCILE_BATCH)
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
                if transient(exc):
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
        except UpstreamDown as exc:
            log.warning("games: reconcile %s still unknown: %s", transfer.reference, exc)
            async with ctx.db.write() as session:
                await TransferRepository(session).count_attempt(transfer.id)
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
                await TransferRepository(session).set_aside(transfer.id, aside.reason)
                await IncidentRepository(session).record(
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
        async with ctx.db.write() as session:
            return await TransferRepository(session).release(reference, agent_id)


transfer_service = TransferService()
