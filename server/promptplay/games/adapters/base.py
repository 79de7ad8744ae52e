"""One interface for every game upstream (docs/games.md §2): catalogue, launch, balance,
transfers in and out with an idempotency reference, transfer status and bet history.

Errors follow the money rule of PROVIDERS.md: `GameRefused` means the upstream answered and
did nothing; `UpstreamUnavailable` (from the payments package) means there is no usable
answer, and when `outcome_unknown` holds the upstream may have acted all the same."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from decimal import Decimal
from typing import Any, Literal

from ...core.upstream_http import UpstreamHttp, parse_amount

Direction = Literal["in", "out"]
RefusalKind = Literal[
    "invalid", "unauthorized", "member_not_found", "insufficient", "duplicate", "not_found"
]


class GameRefused(Exception):
    """The upstream answered with an error code: nothing moved."""

    def __init__(self, kind: RefusalKind, code: str, message: str = "") -> None:
        self.kind = kind
        self.code = code
        self.message = message
        super().__init__(f"{kind} ({code}): {message}")


@dataclass(frozen=True)
class Credentials:
    base_url: str
    username: str
    api_key: str


@dataclass(frozen=True)
class UpstreamProduct:
    code: str
    name: str
    categories: tuple[str, ...]
    status: str
    logo: str | None


@dataclass(frozen=True)
class UpstreamGame:
    product: str
    code: str
    name: str
    category: str
    engine: str | None
    image: str | None
    rank: int
    status: str


@dataclass(frozen=True)
class TransferResult:
    tx_id: str
    balance: Decimal | None  # the member's balance after, when the upstream says
    amount: Decimal | None = None  # what the upstream moved, when its status answer says


@dataclass(frozen=True)
class UpstreamBet:
    round_key: str  # unique per upstream: the recorded round's identity
    username: str
    product: str
    game_code: str
    category: str | None
    bet: Decimal
    payout: Decimal
    played_at: datetime


@dataclass(frozen=True)
class UnreadableBet:
    """A bet-history row that could not be read: set aside, never recorded, read past."""

    key: str | None  # the row's id, where even that could be read
    reason: str


@dataclass(frozen=True)
class BetPage:
    bets: list[UpstreamBet]
    cursor: str | None  # ask again from here; None when the page was empty
    unreadable: list[UnreadableBet] = field(default_factory=list)

    @property
    def size(self) -> int:
        """How many rows the upstream listed (a full page means more may follow)."""
        return len(self.bets) + len(self.unreadable)


class GameUpstream(ABC):
    family: str

    def __init__(self, http: UpstreamHttp, credentials: Credentials) -> None:
        self.http = http
        self.credentials = credentials

    async def aclose(self) -> None:
        await self.http.aclose()

    @abstractmethod
    async def products(self) -> list[UpstreamProduct]: ...

    async def games(self, product: str | None = None) -> list[UpstreamGame]:
        """One product's games, or every product's (one call per product by default)."""
        codes = [product] if product else [p.code for p in await self.products()]
        found: list[UpstreamGame] = []
        for code in codes:
            found.extend(await self._product_games(code))
        return found

    async def _product_games(self, product: str) -> list[UpstreamGame]:
        raise NotImplementedError(f"{self.family} lists games in games()")

    @abstractmethod
    async def launch(
        self,
        *,
        username: str,
        product: str,
        game_code: str,
        mobile: bool,
        lang: str,
        currency: str,
        callback_url: str | None = None,
    ) -> str: ...

    async def balance(self, username: str, currency: str) -> Decimal:
        """The member's balance; 0 for a member the upstream has never seen."""
        try:
            return await self._balance(username, currency)
        except GameRefused as refused:
            if refused.kind == "member_not_found":
                return Decimal("0.00")
            raise

    @abstractmethod
    async def _balance(self, username: str, currency: str) -> Decimal: ...

    @abstractmethod
    async def transfer(
        self,
        *,
        username: str,
        amount: Decimal,
        reference: str,
        direction: Direction,
        currency: str,
    ) -> TransferResult: ...

    async def transfer_status(self, reference: str) -> TransferResult | None:
        """The transfer under `reference` if the upstream carried it out, else None."""
        try:
            return await self._transfer_status(reference)
        except GameRefused as refused:
            if refused.kind == "not_found":
                return None
            raise

    @abstractmethod
    async def _transfer_status(self, reference: str) -> TransferResult: ...

    def refused(self, table: dict[str, RefusalKind], code: object, message: object) -> Exception:
        """The error for an answer's failure code: a refusal it knows, else a protocol error."""
        kind = table.get(str(code))
        if kind is None:
            return self.http.protocol_error(f"code {code}: {message}")
        return GameRefused(kind, str(code), str(message or ""))

    @abstractmethod
    async def bets(self, cursor: str | None, limit: int = 500) -> BetPage: ...

    async def launch_urls(
        self,
        *,
        username: str,
        product: str,
        game_code: str,
        lang: str,
        currency: str,
        callback_url: str | None = None,
    ) -> dict[str, str]:
        """Both launch URLs (spec: gameUrLs {mobile, desktop}). `callback_url`: where an
        upstream that reports rounds on its own should report them (type A only; the others
        offer no callbacks and their history is read instead)."""
        common = {
            "username": username,
            "product": product,
            "game_code": game_code,
            "lang": lang,
            "currency": currency,
            "callback_url": callback_url,
        }
        mobile = await self.launch(mobile=True, **common)
        desktop = await self.launch(mobile=False, **common)
        return {"mobile": mobile, "desktop": desktop}


def products_of(records: object, http: UpstreamHttp, *, code: str) -> list[UpstreamProduct]:
    """A product (provider) list as every protocol writes it; only the code's field differs.
    An unreadable record is a protocol error naming the upstream."""
    try:
        return [
            UpstreamProduct(
                code=str(p[code]),
                name=str(p["name"]),
                categories=tuple(p.get("categories") or ()),
                status=str(p.get("status") or "active"),
                logo=p.get("logo"),
            )
            for p in records or []  # type: ignore[attr-defined]
        ]
    except (KeyError, TypeError, AttributeError) as exc:
        raise http.protocol_error(f"unreadable product: {exc!r}") from exc


def games_of(
    records: object,
    http: UpstreamHttp,
    *,
    product: str | None = None,
    code: str,
    name: str = "name",
    engine: str,
    image: str,
) -> list[UpstreamGame]:
    """A game list, each protocol naming the fields its own way (`product`: the product asked
    for, else each record's `productId`). An unreadable record is a protocol error."""
    try:
        return [
            UpstreamGame(
                product=product if product is not None else str(g["productId"]),
                code=str(g[code]),
                name=str(g[name]),
                category=str(g["category"]),
                engine=g.get(engine),
                image=g.get(image),
                rank=int(g.get("rank") or 0),
                status=str(g.get("status") or "active"),
            )
            for g in records or []  # type: ignore[attr-defined]
        ]
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        raise http.protocol_error(f"unreadable game: {exc!r}") from exc


def read_rows(
    rows: object,
    http: UpstreamHttp,
    read: Callable[[Any], UpstreamBet | None],
    *,
    key: str,
) -> tuple[list[UpstreamBet], list[UnreadableBet]]:
    """A bet-history page read row by row: one row that cannot be read (a field missing or
    malformed, an amount that does not parse) is listed apart, with why, and the other rows
    are read all the same. `read` answers None for a row that is not a settled round; `key`
    names the row's id. Only a page that is not a list is a protocol error."""
    if not isinstance(rows, list):
        raise http.protocol_error("the bet history is not a list")
    bets: list[UpstreamBet] = []
    unreadable: list[UnreadableBet] = []
    for row in rows:
        try:
            bet = read(row)
        except Exception as exc:  # whatever one row raises is that row's problem alone
            found = row.get(key) if isinstance(row, dict) else None
            unreadable.append(
                UnreadableBet(str(found)[:96] if found is not None else None, why_unreadable(exc))
            )
            continue
        if bet is not None:
            bets.append(bet)
    return bets, unreadable


def why_unreadable(exc: Exception) -> str:
    """A reason a person can read, for an incident."""
    if isinstance(exc, KeyError):
        return f"field {exc.args[0]!r} is missing"
    detail = getattr(exc, "detail", None)
    if isinstance(detail, str):
        return detail
    return f"{type(exc).__name__}: {exc}"[:200]


def amount_of(value: object, http: UpstreamHttp) -> Decimal:
    """A wire amount, or a protocol error naming the upstream."""
    try:
        return parse_amount(value if isinstance(value, str) else str(value))
    except ValueError as exc:
        raise http.protocol_error(str(exc)) from exc


def parse_time(value: object, http: UpstreamHttp) -> datetime:
    from datetime import UTC

    try:
        if isinstance(value, int | float):
            return datetime.fromtimestamp(value / 1000, UTC)
        moment = datetime.fromisoformat(str(value).replace("Z", "+00:00"))
    except ValueError as exc:
        raise http.protocol_error(f"not a time: {value!r}") from exc
    return moment if moment.tzinfo else moment.replace(tzinfo=UTC)
