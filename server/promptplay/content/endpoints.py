"""The player site's content calls (docs/content.md §2): open to every visitor, each answering
for the agent of the host."""

from __future__ import annotations

from fastapi import APIRouter

from ..agent.deps import CurrentAgent
from ..context import Ctx
from ..core.envelope import ERROR_RESPONSES, Ok, ok
from .schemas import (
    ContentArticle,
    ContentArticleBody,
    ContentArticleList,
    ContentArticlesBody,
    ContentPage,
    ContentPageBody,
)
from .service import content_service

router = APIRouter(prefix="/content", tags=["content"], responses=ERROR_RESPONSES)


@router.post("/getPage", response_model=Ok[ContentPage])
async def getPage(ctx: Ctx, agent: CurrentAgent, body: ContentPageBody) -> Ok[ContentPage]:
    """A text page (aboutUs, rules, terms-and-conditions, privacy-policy, cookies-policy, help,
    landing) in the language asked for, else Thai, else English."""
    return ok(await content_service.page(ctx, agent, body))


@router.post("/getArticles", response_model=Ok[ContentArticleList])
async def getArticles(
    ctx: Ctx, agent: CurrentAgent, body: ContentArticlesBody
) -> Ok[ContentArticleList]:
    """A page of the published articles, newest first."""
    return ok(await content_service.articles(ctx, agent, body))


@router.post("/getArticle", response_model=Ok[ContentArticle])
async def getArticle(ctx: Ctx, agent: CurrentAgent, body: ContentArticleBody) -> Ok[ContentArticle]:
    """One published article, with its body."""
    return ok(await content_service.article(ctx, agent, body))
