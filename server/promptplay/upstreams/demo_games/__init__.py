"""Demo game upstream: a catalogue of providers and games, three aggregator protocols over one
wallet per player, and the games themselves, playable in a browser, in one process of its own
(docs/games.md §2)."""

from .app import create_app
from .operators import Operators
from .settings import DemoGamesSettings

__all__ = ["DemoGamesSettings", "Operators", "create_app"]
