"""The agent's day at a glance (docs/money.md "Dashboard")."""

from __future__ import annotations

from datetime import date

from pydantic import BaseModel

from ..core.money import Money


class Figures(BaseModel):
    """What came in and went out over a day or a period: approved deposits and paid
    withdrawals, the bonus cost (what the promotions, income and engagement accounts paid out,
    less what came back to them), gross gaming revenue (stakes less payouts), the players who
    played and the players who registered."""

    deposits: Money
    depositCount: int
    withdrawals: Money
    withdrawalCount: int
    bonusCost: Money
    turnover: Money
    ggr: Money
    activePlayers: int
    newPlayers: int


class DayFigures(Figures):
    date: date


class Dashboard(BaseModel):
    currencyCode: str
    start: date
    end: date
    today: DayFigures
    period: Figures
    days: list[DayFigures]
