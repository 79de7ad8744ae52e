"""The agent's dashboard (docs/money.md "Dashboard"), mounted under /api/backoffice."""

from __future__ import annotations

from datetime import date

from fastapi import APIRouter
from fastapi.responses import Response

from ..backoffice.deps import StaffCaller
from ..context import Ctx
from ..core.csvfile import CSV_RESPONSES, csv_response
from ..core.envelope import ERROR_RESPONSES, Ok, ok
from .schemas import Dashboard
from .service import dashboard_service

router = APIRouter(tags=["dashboard"], responses=ERROR_RESPONSES)


@router.get("/dashboard", response_model=Ok[Dashboard])
async def dashboard(
    ctx: Ctx, staff: StaffCaller, start: date | None = None, end: date | None = None
) -> Ok[Dashboard]:
    """Each day from `start` to `end` (the agent's dates; by default the last 7 days, at most
    92), the period's totals and today's."""
    return ok(await dashboard_service.dashboard(ctx, staff, start, end))


@router.get(
    "/dashboard.csv",
    response_class=Response,
    responses=CSV_RESPONSES,
)
async def dashboard_csv(
    ctx: Ctx, staff: StaffCaller, start: date | None = None, end: date | None = None
) -> Response:
    """The same days as CSV, one row a day and the totals."""
    return csv_response(await dashboard_service.csv(ctx, staff, start, end), "dashboard.csv")
