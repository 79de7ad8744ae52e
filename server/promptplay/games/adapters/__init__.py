"""The game upstream adapters, one per family of docs/games.md."""

from .amb import AmbSuperApi
from .base import (
    BetPage,
    Credentials,
    GameRefused,
    GameUpstream,
    TransferResult,
    UnreadableBet,
    UpstreamBet,
    UpstreamGame,
    UpstreamProduct,
)
from .pg import PgSoftApi
from .xgambet import Xgambet

ADAPTERS: dict[str, type[GameUpstream]] = {
    "amb": AmbSuperApi,
    "xgambet": Xgambet,
    "pg": PgSoftApi,
}

__all__ = [
    "ADAPTERS",
    "AmbSuperApi",
    "BetPage",
    "Credentials",
    "GameRefused",
    "GameUpstream",
    "PgSoftApi",
    "TransferResult",
    "UnreadableBet",
    "UpstreamBet",
    "UpstreamGame",
    "UpstreamProduct",
    "Xgambet",
]
