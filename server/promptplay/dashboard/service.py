"""The agent's day at a glance for its staff: each day of a period in the agent's time zone
(deposits, withdrawals, bonus cost, gross gaming revenue, active and new players), the
period's totals and today's, and the same as CSV. Read only; every figure is summed from the
rows that moved the money (requests, ledger entries, recorded rounds), never kept apart."""

from __future__ import annotations

from datetime import date, datetime, time, timedelta
from typing import TYPE_CHECKING

from ..agent.figures import AgentFigures
from ..agent.service import agent_service
from ..context import AppContext
from ..core.csvfile import csv_text
from ..core.errors import InvalidData
from .repository import DashboardRepository
from .schemas import Dashboard, DayFigures, Figures

if TYPE_CHECKING:
    from ..cashier.service import Staff

PERIOD_MAX_DAYS = 92
DEFAULT_DAYS = 7


class DashboardService:
    async def dashboard(
        self, ctx: AppContext, staff: Staff, start: date | None, end: date | None
    ) -> Dashboard:
        async with ctx.db.read() as session:
            agent = await agent_service.get_agent(session, staff.agent.id)
            figures = await AgentFigures.of(session, agent)
            today = figures.today
            last = end or today
            first = start or last - timedelta(days=DEFAULT_DAYS - 1)
            if first > last:
                raise InvalidData("the period starts after it ends", fields=["start", "end"])
            if (last - first).days >= PERIOD_MAX_DAYS:
                raise InvalidData(
                    f"a period has at most {PERIOD_MAX_DAYS} days", fields=["start", "end"]
                )
            repository = DashboardRepository(session, agent.id, figures.zone)
            days = await _days(repository, figures, first, last)
            period_players = await repository.players_who_played(first, last)
            if first <= today <= last:
                (today_figures,) = [d for d in days if d.date == today]
            else:
                (today_figures,) = await _days(repository, figures, today, today)
        return Dashboard(
            currencyCode=figures.currency,
            start=first,
            end=last,
            today=today_figures,
            period=_total(days, period_players),
            days=days,
        )

    async def csv(self, ctx: AppContext, staff: Staff, start: date | None, end: date | None) -> str:
        """The period's days as CSV (one row a day, then the totals)."""
        board = await self.dashboard(ctx, staff, start, end)
        columns = list(Figures.model_fields)
        rows = [
            [day.date, *(getattr(day, c) for c in columns), board.currencyCode]
            for day in board.days
        ]
        rows.append(["total", *(getattr(board.period, c) for c in columns), board.currencyCode])
        return csv_text(["date", *columns, "currency"], rows)


async def _days(
    repository: DashboardRepository, figures: AgentFigures, first: date, last: date
) -> list[DayFigures]:
    dates = [first + timedelta(days=i) for i in range((last - first).days + 1)]
    start = datetime.combine(first, time(), tzinfo=figures.zone)
    end = datetime.combine(last + timedelta(days=1), time(), tzinfo=figures.zone)
    deposits = await repository.money_moved("DEPOSIT", start, end)
    withdrawals = await repository.money_moved("WITHDRAW", start, end)
    bonus = await repository.bonus_cost(start, end)
    play = await repository.play(first, last)
    joined = await repository.new_players(start, end)
    out = []
    for day in dates:
        deposited, deposit_count = deposits.get(day, (0, 0))
        withdrawn, withdrawal_count = withdrawals.get(day, (0, 0))
        turnover, payout, players = play.get(day, (0, 0, 0))
        out.append(
            DayFigures(
                date=day,
                deposits=figures.money(deposited),
                depositCount=deposit_count,
                withdrawals=figures.money(withdrawn),
                withdrawalCount=withdrawal_count,
                bonusCost=figures.money(bonus.get(day, (0,))[0]),
                turnover=figures.money(turnover),
                ggr=figures.money(turnover - payout),
                activePlayers=players,
                newPlayers=joined.get(day, (0,))[0],
            )
        )
    return out


def _total(days: list[DayFigures], players: int) -> Figures:
    def total(name: str):  # type: ignore[no-untyped-def]
        return sum((getattr(d, name) for d in days), start=type(getattr(days[0], name))(0))

    return Figures(
        deposits=total("deposits"),
        depositCount=total("depositCount"),
        withdrawals=total("withdrawals"),
        withdrawalCount=total("withdrawalCount"),
        bonusCost=total("bonusCost"),
        turnover=total("turnover"),
        ggr=total("ggr"),
        activePlayers=players,
        newPlayers=total("newPlayers"),
    )


dashboard_service = DashboardService()
