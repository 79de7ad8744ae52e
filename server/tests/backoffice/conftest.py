"""The back office's views of play run against the demo game upstream process the play tests
start (rounds played there, recorded by the game service)."""

from tests.games.conftest import demo, demo_games_url, games_ctx, table  # noqa: F401
