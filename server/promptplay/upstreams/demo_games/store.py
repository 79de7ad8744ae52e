"""Everything the demo game upstream holds, in memory: one wallet per (operator, player)
shared by the three protocols, transfers by reference, launch sessions, and each operator's
bet history with ids 1, 2, 3, … (one row per round).

Every method runs to its end without awaiting, so on the one event loop each is atomic: a
round debits the bet and credits the payout with nothing in between."""

from __future__ import annotations

import secrets
from collections import deque
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from decimal import Decimal
from typing import Any, Literal

from .catalogue import Catalogue, Game
from .common import Problem, cents_down, money, now
from .engines import ENGINES, BadChoice, Table
from .settings import DemoGamesSettings

Kind = Literal["deposit", "withdraw"]
MAX_BET = Decimal("1000000.00")
RECENT = 10


@dataclass
class Wallet:
    operator: str
    username: str
    currency: str
    balance: Decimal
    updated_at: datetime


@dataclass(frozen=True)
class Transfer:
    operator: str
    reference: str
    username: str
    kind: Kind
    amount: Decimal
    currency: str
    tx_id: str
    before: Decimal
    after: Decimal
    at: datetime
    product_id: str | None

    @property
    def signed(self) -> Decimal:
        return self.amount if self.kind == "deposit" else -self.amount


@dataclass(frozen=True)
class Round:
    """One bet-history row: the bet and the payout exactly as the money moved."""

    id: int  # per operator: 1, 2, 3, …
    round_id: str
    operator: str
    username: str
    product_id: str
    game_code: str
    game_name: str
    category: str
    engine: str
    currency: str
    bet: Decimal
    payout: Decimal
    balance: Decimal  # the player's balance after the round
    choice: str | None
    summary: str
    detail: dict[str, Any]
    at: datetime

    def view(self) -> dict[str, Any]:
        """The neutral shape of a row (the play page and /demo/rounds)."""
        return {
            "id": self.id,
            "roundId": self.round_id,
            "username": self.username,
            "productId": self.product_id,
            "gameCode": self.game_code,
            "category": self.category,
            "engine": self.engine,
            "bet": money(self.bet),
            "payout": money(self.payout),
            "balance": money(self.balance),
            "currency": self.currency,
            "choice": self.choice,
            "summary": self.summary,
            "detail": self.detail,
            "playedAt": self.at.isoformat(timespec="milliseconds").replace("+00:00", "Z"),
        }


@dataclass
class Session:
    token: str
    operator: str
    username: str
    product_id: str | None  # None: a type B player session, bound to a game by the launch URL
    game_code: str | None
    lang: str
    mobile: bool
    expires_at: datetime
    return_url: str | None = None
    callback_url: str | None = None  # type A: where each round of the session is reported


@dataclass
class Store:
    catalogue: Catalogue
    settings: DemoGamesSettings
    wallets: dict[tuple[str, str], Wallet] = field(default_factory=dict)
    transfers: dict[tuple[str, str], Transfer] = field(default_factory=dict)
    sessions: dict[str, Session] = field(default_factory=dict)
    players: set[tuple[str, str]] = field(default_factory=set)  # ever launched or funded
    history: dict[str, list[Round]] = field(default_factory=dict)
    recent: dict[tuple[str, str, str], deque[Round]] = field(default_factory=dict)
    tables: dict[tuple[str, str, str], Table] = field(default_factory=dict)
    # (operator, "bet:{id}" | "transfer:{reference}") → how that record is served damaged
    # (`POST /demo/corrupt`): a fault of one row, where the fault switch hits every call.
    corruptions: dict[tuple[str, str], dict[str, Any]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.rng = secrets.SystemRandom()

    # Wallets and transfers.

    def wallet(self, operator: str, username: str) -> Wallet:
        """The player's wallet, or member_not_found (never seen) / wallet_not_found (launched
        but never funded)."""
        wallet = self.wallets.get((operator, username))
        if wallet is None:
            if (operator, username) in self.players:
                raise Problem("wallet_not_found", f"player {username} has no wallet yet")
            raise Problem("member_not_found", f"no player {username}")
        return wallet

    def balance(self, operator: str, username: str) -> Decimal:
        wallet = self.wallets.get((operator, username))
        return wallet.balance if wallet else Decimal("0.00")

    def transfer(
        self,
        operator: str,
        username: str,
        kind: Kind,
        amount: Decimal,
        reference: str,
        currency: str | None = None,
        product_id: str | None = None,
    ) -> Transfer:
        """Move money in or out once per reference: the same reference with the same player,
        direction and amount answers the first transfer again; with anything else, duplicate.
        A refused transfer is not recorded (its reference stays free)."""
        known = self.transfers.get((operator, reference))
        if known is not None:
            if (known.username, known.kind, known.amount) != (username, kind, amount):
                raise Problem(
                    "duplicate",
                    f"reference {reference} was used for {known.kind} {money(known.amount)}"
                    f" of {known.username}",
                )
            return known
        if currency is not None and (len(currency) != 3 or not currency.isalpha()):
            raise Problem("invalid", "currency must be a 3-letter code")
        wallet = self.wallets.get((operator, username))
        if kind == "withdraw":
            wallet = self.wallet(operator, username)
            if amount > wallet.balance:
                raise Problem(
                    "insufficient",
                    f"cannot withdraw {money(amount)}: the balance is {money(wallet.balance)}",
                )
        moment = now()
        if wallet is None:
            wallet = Wallet(
                operator, username, (currency or self.settings.currency).upper(), Decimal(0), moment
            )
        if currency is not None and currency.upper() != wallet.currency:
            raise Problem("invalid", f"the wallet of {username} is in {wallet.currency}")
        before = wallet.balance
        wallet.balance = before + amount if kind == "deposit" else before - amount
        wallet.updated_at = moment
        self.wallets[(operator, username)] = wallet
        self.players.add((operator, username))
        transfer = Transfer(
            operator=operator,
            reference=reference,
            username=username,
            kind=kind,
            amount=amount,
            currency=wallet.currency,
            tx_id=f"TX{secrets.token_hex(8).upper()}",
            before=before,
            after=wallet.balance,
            at=moment,
            product_id=product_id,
        )
        self.transfers[(operator, reference)] = transfer
        return transfer

    def find_transfer(self, operator: str, reference: str) -> Transfer:
        transfer = self.transfers.get((operator, reference))
        if transfer is None:
            raise Problem("transfer_not_found", f"no transfer {reference}")
        return transfer

    # Launch sessions.

    def game(self, code: str, product_id: str | None = None, *, playable: bool = True) -> Game:
        game = self.catalogue.game(code, product_id)
        if game is None:
            raise Problem(
                "game_not_found", f"no game {code}" + (f" of {product_id}" * bool(product_id))
            )
        if playable and not self.catalogue.playable(game):
            raise Problem("closed", f"{game.name} ({code}) is closed")
        return game

    def open_session(
        self,
        operator: str,
        username: str,
        game: Game | None,
        lang: str,
        mobile: bool,
        return_url: str | None = None,
        callback_url: str | None = None,
    ) -> Session:
        moment = now()
        if len(self.sessions) > 10_000:
            for token in [t for t, s in self.sessions.items() if s.expires_at <= moment]:
                del self.sessions[token]
        session = Session(
            token=secrets.token_urlsafe(18),
            operator=operator,
            username=username,
            product_id=game.product_id if game else None,
            game_code=game.code if game else None,
            lang=lang,
            mobile=mobile,
            expires_at=moment + timedelta(seconds=self.settings.session_ttl_seconds),
            return_url=return_url,
            callback_url=callback_url,
        )
        self.sessions[session.token] = session
        self.players.add((operator, username))
        return session

    def session(self, token: str) -> Session:
        session = self.sessions.get(token)
        if session is None or session.expires_at <= now():
            raise Problem("session_expired", "this game session is unknown or has expired")
        return session

    # Rounds.

    def table(self, operator: str, username: str, game: Game) -> Table:
        return self.tables.setdefault((operator, username, game.code), {})

    def play(
        self,
        operator: str,
        username: str,
        game: Game,
        bet: Decimal,
        choice: str | None = None,
        picks: list[int] | None = None,
    ) -> Round:
        """One round: draw, debit the bet and credit the payout, record one history row."""
        if not self.catalogue.playable(game):
            raise Problem("closed", f"{game.name} is closed")
        if bet > MAX_BET:
            raise Problem("invalid", f"the largest bet is {money(MAX_BET)}")
        wallet = self.wallets.get((operator, username))
        balance = wallet.balance if wallet else Decimal("0.00")
        if wallet is None or bet > balance:
            raise Problem(
                "insufficient",
                f"Your bet of {money(bet)} is more than your balance of {money(balance)}.",
            )
        engine = ENGINES[game.engine]
        try:
            outcome = engine.play(self.rng, choice, picks, self.table(operator, username, game))
        except BadChoice as exc:
            raise Problem("invalid", str(exc)) from exc
        payout = cents_down(bet * outcome.multiplier)
        moment = now()
        wallet.balance = wallet.balance - bet + payout
        wallet.updated_at = moment
        rows = self.history.setdefault(operator, [])
        row = Round(
            id=len(rows) + 1,
            round_id=f"R{secrets.token_hex(8).upper()}",
            operator=operator,
            username=username,
            product_id=game.product_id,
            game_code=game.code,
            game_name=game.name,
            category=game.category,
            engine=game.engine,
            currency=wallet.currency,
            bet=bet,
            payout=payout,
            balance=wallet.balance,
            choice=outcome.choice,
            summary=outcome.summary,
            detail=outcome.detail,
            at=moment,
        )
        rows.append(row)
        self.recent.setdefault((operator, username, game.code), deque(maxlen=RECENT)).appendleft(
            row
        )
        return row

    def rounds(
        self,
        operator: str,
        after: int,
        limit: int,
        *,
        product_id: str | None = None,
        start: datetime | None = None,
        end: datetime | None = None,
    ) -> list[Round]:
        """Rows with an id above `after`, oldest first, at most `limit`."""
        answer: list[Round] = []
        for row in self.history.get(operator, [])[max(after, 0) :]:  # ids are 1, 2, 3, …
            if product_id is not None and row.product_id != product_id:
                continue
            if (start is not None and row.at < start) or (end is not None and row.at >= end):
                continue
            answer.append(row)
            if len(answer) == limit:
                break
        return answer

    def recent_rounds(self, operator: str, username: str, game_code: str) -> list[Round]:
        return list(self.recent.get((operator, username, game_code), ()))
