"""The player calls of minigames (docs/engagement.md): spec §7 `miniGame/requestPlayToken`
and the calls around it."""

from __future__ import annotations

from fastapi import APIRouter

from ..agent.deps import CurrentAgent
from ..auth.deps import PlayerCaller
from ..context import Ctx
from ..core.envelope import ERROR_RESPONSES, Ok, ok
from .schemas import HistoryBody, ListBody, MiniGames, Play, PlayBody, PlayToken, TokenBody
from .service import minigame_service

router = APIRouter(tags=["minigames"], responses=ERROR_RESPONSES)


@router.post("/miniGame/list", response_model=Ok[MiniGames])
async def mini_games(
    ctx: Ctx, agent: CurrentAgent, caller: PlayerCaller, body: ListBody | None = None
) -> Ok[MiniGames]:
    """The wheel with its odds, the spins waiting and how they are earned, and the check-in;
    the spins earned are granted first."""
    return ok(await minigame_service.games(ctx, agent, caller.user_id))


@router.post("/miniGame/requestPlayToken", response_model=Ok[PlayToken])
async def request_play_token(
    ctx: Ctx, agent: CurrentAgent, caller: PlayerCaller, body: TokenBody
) -> Ok[PlayToken]:
    """A token for one play of the game in the next 60 s."""
    return ok(await minigame_service.request_token(ctx, agent, caller.user_id, body.game))


@router.post("/miniGame/play", response_model=Ok[Play])
async def play(ctx: Ctx, agent: CurrentAgent, caller: PlayerCaller, body: PlayBody) -> Ok[Play]:
    """Plays a token once: the outcome is drawn and paid here; the same token again answers
    the same play."""
    return ok(await minigame_service.play(ctx, agent, caller.user_id, body.token))


@router.post("/miniGame/history", response_model=Ok[list[Play]])
async def history(
    ctx: Ctx, agent: CurrentAgent, caller: PlayerCaller, body: HistoryBody | None = None
) -> Ok[list[Play]]:
    """The player's plays, newest first (50)."""
    game = body.game if body is not None else None
    return ok(await minigame_service.history(ctx, agent, caller.user_id, game))
