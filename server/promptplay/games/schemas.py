"""Bodies and answers of the game calls (docs/games.md §1). Bodies carry the fields the spec
sends and ignore others; identity fields in them must name the caller."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from ..core.money import Money
from ..wire import Wallet

Direction = Literal["toProvider", "toWallet"]
Code = Annotated[str, Field(min_length=1, max_length=64)]
PageNo = Annotated[int, Field(ge=1, le=100_000)]
PerPage = Annotated[int, Field(ge=1, le=100)]
Search = Annotated[str, Field(max_length=64)]


class _Body(BaseModel):
    model_config = ConfigDict(extra="ignore")
    agentPrefix: Annotated[str, Field(max_length=16)] | None = None
    playerUsername: Annotated[str, Field(max_length=64)] | None = None
    username: Annotated[str, Field(max_length=64)] | None = None
    agentId: Annotated[int, Field(ge=1, le=2**62)] | None = None
    timestamp: Any = None


class EmptyBody(_Body):
    pass


class CategoryBody(_Body):
    category: Annotated[str, Field(max_length=32)]


class TypeBody(_Body):
    type: Annotated[str, Field(max_length=32)]


class GameTypeBody(_Body):
    gameType: Annotated[str, Field(max_length=32)]


class _GamesQuery(_Body):
    category: Annotated[str, Field(max_length=32)] | None = None
    page: PageNo = 1
    perPage: PerPage = 32
    search: Search | None = None

    @property
    def provider_code(self) -> str:
        raise NotImplementedError


class GamesBody(_GamesQuery):
    providerPrefix: Code

    @property
    def provider_code(self) -> str:
        return self.providerPrefix


class PgGamesBody(_GamesQuery):
    provider: Code

    @property
    def provider_code(self) -> str:
        return self.provider


class PlayBody(_Body):
    providerPrefix: Code
    gameId: Code
    category: Annotated[str, Field(max_length=32)] | None = None
    lang: Annotated[str, Field(max_length=8)] | None = None


class LauncherSettings(BaseModel):
    model_config = ConfigDict(extra="ignore")
    eurl: Annotated[str, Field(max_length=512)] | None = None
    lang: Annotated[str, Field(max_length=8)] | None = None
    sd: Any = None


class LauncherBody(_Body):
    providerPrefix: Code
    gameId: Code
    category: Annotated[str, Field(max_length=32)] | None = None
    settings: LauncherSettings | None = None
    exchange: Any = None


class PgLoginBody(_Body):
    productId: Code
    gameCode: Code
    isMobileLogin: bool | None = None
    lang: Annotated[str, Field(max_length=8)] | None = None


class AdjustBody(_Body):
    productId: Annotated[str, Field(max_length=32)] | None = None
    direction: Direction = "toProvider"


class UfaBetBody(_Body):
    isMobile: bool | None = None


class Category(BaseModel):
    category: str
    providerCount: int
    gameCount: int


class Provider(BaseModel):
    providerPrefix: str
    name: str
    logo: str | None
    categories: list[str]
    gameCount: int
    status: str


class GameOut(BaseModel):
    gameId: str
    gameCode: str
    name: str
    image: str | None
    category: str
    providerPrefix: str
    rank: int
    engine: str | None


class Page(BaseModel):
    page: int
    perPage: int
    total: int
    totalPages: int


class GamesPage(BaseModel):
    gamesList: list[GameOut]
    page: Page


class GameUrls(BaseModel):
    mobile: str
    desktop: str


class LaunchOut(BaseModel):
    gameUrLs: GameUrls


class PgLoginOut(LaunchOut):
    url: str


class BalanceOut(BaseModel):
    direction: Direction
    providerCredit: Money
    walletCredit: Money
    transferred: Money
    matched: bool
    wallet: Wallet


class PlayerWallet(BaseModel):
    currency: str
    creditPlayer: Money


class PlayerDetails(BaseModel):
    walletList: list[PlayerWallet]


class UfaValidation(BaseModel):
    ufaUsername: str
    valid: bool


class Round(BaseModel):
    roundId: str
    providerPrefix: str
    gameCode: str
    gameName: str
    category: str
    bet: Money
    payout: Money
    winLoss: Money
    playedAt: str


class RoundTotals(BaseModel):
    rounds: int
    bet: Money
    payout: Money
    winLoss: Money


class RoundsOut(BaseModel):
    rounds: list[Round]
    page: Page
    totals: RoundTotals
