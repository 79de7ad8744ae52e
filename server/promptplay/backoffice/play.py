"""`/api/backoffice`: what the agent's players play, read only (docs/games.md for the records).

- A player's transfers of credit to the game upstream and back, and his recorded rounds.
- The agent's transfers still pending (in flight, or waiting for the reconciler), the incidents
  set aside instead of moving money, and turnover and win/loss per day in the agent's time zone.

Nothing here moves money; every query is bound to the staff's own agent.
"""

from __future__ import annotations

from datetime import date, timedelta
from typing import Annotated, Any
from zoneinfo import ZoneInfo

from fastapi import APIRouter, Query
from sqlalchemy import and_, distinct, func, select
from sqlalchemy.ext.asyncio import AsyncSession

from ..cashier.service import Staff
from ..context import Ctx
from ..core.clock import utcnow
from ..core.envelope import Empty, Ok, ok
from ..core.errors import DataNotFound, InvalidData
from ..core.money import from_minor
from ..games.service import game_service, named_rounds, round_totals
from ..models import (
    AuditLog,
    Country,
    GameDayStat,
    GameIncident,
    GameRound,
    GameTransfer,
    Player,
    User,
)
from .deps import Id, StaffCaller, own_player
from .schemas import (
    GameRoundOut,
    GameRoundsPage,
    GameTransferOut,
    GameTransfersPage,
    IncidentOut,
    IncidentsPage,
    PageOut,
    PendingTransferOut,
    PendingTransfersPage,
    PlayDay,
    PlayDays,
    PlayDayTotals,
    ReleaseBody,
    RoundTotalsOut,
)

router = APIRouter()

PageNo = Annotated[int, Query(ge=1, le=100_000)]
PerPage = Annotated[int, Query(ge=1, le=100)]
PER_PAGE = 20
DEFAULT_DAYS = 7
MAX_DAYS = 366
EARLIEST_DAY = date(2000, 1, 1)

DIRECTIONS = {"in": "toProvider", "out": "toWallet"}


def _paging(total: int, page: int, per_page: int) -> PageOut:
    """The page asked for, which must exist (page 1 always does, even empty)."""
    pages = max(1, -(-total // per_page))
    if page > pages:
        raise InvalidData(f"Page {page} is past the last page ({pages})", fields=["page"])
    return PageOut(page=page, perPage=per_page, total=total, totalPages=pages)


async def _count(session: AsyncSession, model: Any, *conditions: Any) -> int:
    return int(
        (
            await session.execute(select(func.count()).select_from(model).where(*conditions))
        ).scalar_one()
    )


def _transfer_fields(transfer: GameTransfer, username: str) -> dict[str, Any]:
    c = transfer.currency_code
    return {
        "id": transfer.id,
        "playerId": transfer.player_id,
        "username": username,
        "direction": DIRECTIONS[transfer.direction],
        "amount": from_minor(transfer.amount, c),
        "currencyCode": c,
        "status": transfer.status,
        "family": transfer.family,
        "reference": transfer.reference,
        "upstreamTxId": transfer.upstream_tx_id,
        "upstreamBalance": from_minor(transfer.upstream_balance, c)
        if transfer.upstream_balance is not None
        else None,
        "attempts": transfer.attempts,
        "error": transfer.error,
        "createdAt": transfer.created_at,
        "settledAt": transfer.settled_at,
    }


# ----- one player ---------------------------------------------------------------------------


@router.get("/players/{playerId}/transfers", response_model=Ok[GameTransfersPage])
async def player_transfers(
    ctx: Ctx, staff: StaffCaller, playerId: Id, page: PageNo = 1, perPage: PerPage = PER_PAGE
) -> Ok[GameTransfersPage]:
    """The player's transfers of credit to the game upstream and back, newest first."""
    async with ctx.db.read() as session:
        player, user, _ = await own_player(session, staff, playerId)
        conditions = (GameTransfer.player_id == player.id, GameTransfer.agent_id == staff.agent.id)
        paging = _paging(await _count(session, GameTransfer, *conditions), page, perPage)
        rows = (
            await session.execute(
                select(GameTransfer)
                .where(*conditions)
                .order_by(GameTransfer.id.desc())
                .offset((page - 1) * perPage)
                .limit(perPage)
            )
        ).scalars()
        transfers = [GameTransferOut(**_transfer_fields(t, user.username)) for t in rows]
    return ok(GameTransfersPage(transfers=transfers, page=paging))


@router.get("/players/{playerId}/rounds", response_model=Ok[GameRoundsPage])
async def player_rounds(
    ctx: Ctx, staff: StaffCaller, playerId: Id, page: PageNo = 1, perPage: PerPage = PER_PAGE
) -> Ok[GameRoundsPage]:
    """The player's recorded rounds, newest first, with his totals over every round."""
    async with ctx.db.read() as session:
        player, _, wallet = await own_player(session, staff, playerId)
        c = wallet.currency_code
        conditions = (GameRound.player_id == player.id, GameRound.agent_id == staff.agent.id)
        count, bet, payout = await round_totals(session, *conditions)
        paging = _paging(count, page, perPage)
        rows = await session.execute(
            named_rounds()
            .where(*conditions)
            .order_by(GameRound.played_at.desc(), GameRound.id.desc())
            .offset((page - 1) * perPage)
            .limit(perPage)
        )
        rounds = [
            GameRoundOut(
                id=r.id,
                roundId=r.round_key,
                family=r.family,
                providerPrefix=r.provider_code,
                providerName=provider_name or r.provider_code,
                gameCode=r.game_code,
                gameName=game_name or r.game_code,
                category=r.category,
                bet=from_minor(r.bet, c),
                payout=from_minor(r.payout, c),
                winLoss=from_minor(r.payout - r.bet, c),
                playedAt=r.played_at,
                day=r.day,
            )
            for r, provider_name, game_name in rows
        ]
    totals = RoundTotalsOut(
        rounds=count,
        bet=from_minor(bet, c),
        payout=from_minor(payout, c),
        winLoss=from_minor(payout - bet, c),
    )
    return ok(GameRoundsPage(rounds=rounds, page=paging, totals=totals))


# ----- the agent ----------------------------------------------------------------------------


@router.get("/play/pending", response_model=Ok[PendingTransfersPage])
async def pending_transfers(
    ctx: Ctx, staff: StaffCaller, page: PageNo = 1, perPage: PerPage = PER_PAGE
) -> Ok[PendingTransfersPage]:
    """The agent's transfers not settled yet, the longest waiting first. One younger than
    `reconcileAfterSeconds` may still be in flight; an older one waits for the reconciler,
    which asks the upstream (a transfer is never undone on a timeout alone)."""
    reconcile_after = ctx.settings.game_upstream_timeout * 2
    conditions = (GameTransfer.agent_id == staff.agent.id, GameTransfer.status == "pending")
    async with ctx.db.read() as session:
        paging = _paging(await _count(session, GameTransfer, *conditions), page, perPage)
        rows = (
            await session.execute(
                select(GameTransfer, User.username)
                .join(Player, Player.id == GameTransfer.player_id)
                .join(User, User.id == Player.user_id)
                .where(*conditions)
                .order_by(GameTransfer.id)
                .offset((page - 1) * perPage)
                .limit(perPage)
            )
        ).all()
    now = utcnow()
    transfers = []
    for transfer, username in rows:
        age = max(0, int((now - transfer.created_at).total_seconds()))
        waiting = age >= reconcile_after or transfer.attempts > 1
        stage = "awaitingReconciler" if waiting else "inFlight"
        if transfer.set_aside_at is not None:
            stage = "setAside"
        transfers.append(
            PendingTransferOut(**_transfer_fields(transfer, username), ageSeconds=age, stage=stage)
        )
    return ok(
        PendingTransfersPage(
            transfers=transfers, page=paging, reconcileAfterSeconds=reconcile_after
        )
    )


@router.post("/play/pending/release", response_model=Ok[Empty])
async def release_transfer(ctx: Ctx, staff: StaffCaller, body: ReleaseBody) -> Ok[Empty]:
    """Hand a transfer set aside back to the reconciler once staff have looked at its incident
    (the same as `promptplay games release`); another agent's, or one not set aside, is 0040.
    Moves no money: the reconciler asks the upstream again."""
    if not await game_service.release(ctx, body.reference, agent_id=staff.agent.id):
        raise DataNotFound("No transfer set aside under this reference", fields=["reference"])
    async with ctx.db.write() as session:
        session.add(
            AuditLog(
                agent_id=staff.agent.id,
                staff_user_id=staff.user_id,
                staff_username=staff.username,
                action="release_game_transfer",
                target_type="game_transfer",
                target_id=None,
                detail={"reference": body.reference},
            )
        )
    return ok(Empty())


async def _agent_country(session: AsyncSession, staff: Staff) -> Country:
    country = await session.get(Country, staff.agent.country_id)
    assert country is not None
    return country


def _incident_detail(kind: str, detail: dict[str, Any], currency: str) -> dict[str, Any]:
    """The detail as written, with amounts kept in minor units shown as amounts."""
    if kind != "round_conflict":
        return detail
    shown: dict[str, Any] = {}
    for side, values in detail.items():
        if isinstance(values, dict):
            values = {
                name: str(from_minor(v, currency))
                if isinstance(v, int) and not isinstance(v, bool)
                else v
                for name, v in values.items()
            }
        shown[side] = values
    return shown


@router.get("/play/incidents", response_model=Ok[IncidentsPage])
async def incidents(
    ctx: Ctx, staff: StaffCaller, page: PageNo = 1, perPage: PerPage = PER_PAGE
) -> Ok[IncidentsPage]:
    """What was set aside instead of moving money (a round of a player of another agent, a
    round reported again with other amounts, a round beyond the game credit, a credit
    mismatch, …), newest first."""
    conditions = (GameIncident.agent_id == staff.agent.id,)
    async with ctx.db.read() as session:
        currency = (await _agent_country(session, staff)).currency_code
        paging = _paging(await _count(session, GameIncident, *conditions), page, perPage)
        rows = (
            await session.execute(
                select(GameIncident, User.username)
                .outerjoin(
                    Player,
                    and_(Player.id == GameIncident.player_id, Player.agent_id == staff.agent.id),
                )
                .outerjoin(User, User.id == Player.user_id)
                .where(*conditions)
                .order_by(GameIncident.id.desc())
                .offset((page - 1) * perPage)
                .limit(perPage)
            )
        ).all()
    found = [
        IncidentOut(
            id=incident.id,
            kind=incident.kind,
            family=incident.family,
            reference=incident.reference,
            playerId=incident.player_id if username is not None else None,
            username=username,
            detail=_incident_detail(incident.kind, incident.detail or {}, currency),
            createdAt=incident.created_at,
        )
        for incident, username in rows
    ]
    return ok(IncidentsPage(incidents=found, page=paging))


def _date_range(today: date, start: date | None, end: date | None) -> tuple[date, date]:
    """[start, end] in the agent's days: by default the last seven days up to today."""
    latest = today + timedelta(days=MAX_DAYS)
    for name, value in (("startDate", start), ("endDate", end)):
        if value is not None and not EARLIEST_DAY <= value <= latest:
            raise InvalidData(f"{name} must be between {EARLIEST_DAY} and {latest}", fields=[name])
    end = end or today
    start = start or max(EARLIEST_DAY, end - timedelta(days=DEFAULT_DAYS - 1))
    if start > end:
        raise InvalidData("startDate is after endDate", fields=["startDate", "endDate"])
    if (end - start).days + 1 > MAX_DAYS:
        raise InvalidData(f"A range holds at most {MAX_DAYS} days", fields=["startDate", "endDate"])
    return start, end


def _day_totals(rounds: int, players: int, turnover: int, payout: int, c: str) -> dict[str, Any]:
    return {
        "rounds": rounds,
        "players": players,
        "turnover": from_minor(turnover, c),
        "payout": from_minor(payout, c),
        "winLoss": from_minor(payout - turnover, c),
        "agentWinLoss": from_minor(turnover - payout, c),
    }


@router.get("/play/days", response_model=Ok[PlayDays])
async def play_days(
    ctx: Ctx,
    staff: StaffCaller,
    startDate: Annotated[date | None, Query()] = None,
    endDate: Annotated[date | None, Query()] = None,
) -> Ok[PlayDays]:
    """Rounds, players, turnover, payout and win/loss of the agent per day (days of the
    agent's time zone, both ends included), newest first, every day of the range listed."""
    async with ctx.db.read() as session:
        country = await _agent_country(session, staff)
        zone = ZoneInfo(country.timezone)
        start, end = _date_range(utcnow().astimezone(zone).date(), startDate, endDate)
        conditions = (
            GameDayStat.agent_id == staff.agent.id,
            GameDayStat.day >= start,
            GameDayStat.day <= end,
        )
        per_day = {
            day: (int(rounds), int(players), int(turnover), int(payout))
            for day, rounds, players, turnover, payout in await session.execute(
                select(
                    GameDayStat.day,
                    func.sum(GameDayStat.rounds),
                    func.count(distinct(GameDayStat.player_id)),
                    func.sum(GameDayStat.turnover),
                    func.sum(GameDayStat.payout),
                )
                .where(*conditions)
                .group_by(GameDayStat.day)
            )
        }
        players = int(
            (
                await session.execute(
                    select(func.count(distinct(GameDayStat.player_id))).where(*conditions)
                )
            ).scalar_one()
        )
    c = country.currency_code
    days = []
    day = end
    while day >= start:
        rounds, on_day, turnover, payout = per_day.get(day, (0, 0, 0, 0))
        days.append(PlayDay(day=day, **_day_totals(rounds, on_day, turnover, payout, c)))
        day -= timedelta(days=1)
    totals = _day_totals(
        sum(v[0] for v in per_day.values()),
        players,
        sum(v[2] for v in per_day.values()),
        sum(v[3] for v in per_day.values()),
        c,
    )
    return ok(
        PlayDays(
            startDate=start,
            endDate=end,
            timezone=country.timezone,
            currencyCode=c,
            days=days,
            totals=PlayDayTotals(**totals),
        )
    )
