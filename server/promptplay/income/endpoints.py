"""The player's income calls of spec §7 "Affiliate, return-lost and bonus" (docs/income.md §3)."""

from __future__ import annotations

from typing import Literal

from fastapi import APIRouter

from ..agent.deps import CurrentAgent
from ..auth.deps import PlayerCaller
from ..context import Ctx
from ..core.deps import SiteOrigin
from ..core.envelope import ERROR_RESPONSES, Ok, ok
from .schemas import (
    AffiliateOverview,
    AffiliateReport,
    AffiliateWithdrawBody,
    AllianceLink,
    BonusClaimBody,
    BonusOffer,
    CallerBody,
    Commission,
    DownlineBody,
    DownlinePage,
    IncomeHistoryBody,
    IncomeRow,
    IncomeWithdrawal,
    ReportBody,
    ReturnLost,
    ReturnLostExpiry,
    ReturnLostPreview,
)
from .service import Claimant, income_service

router = APIRouter(tags=["income"], responses=ERROR_RESPONSES)


def _claimant(agent: CurrentAgent, caller: PlayerCaller, body: CallerBody) -> Claimant:
    return Claimant(agent=agent, user_id=caller.user_id, player_id=body.playerId)


# ----- affiliate and alliance ----------------------------------------------------------------


@router.post("/affiliateManager", response_model=Ok[AffiliateOverview])
async def affiliate(
    ctx: Ctx, agent: CurrentAgent, caller: PlayerCaller, origin: SiteOrigin, body: CallerBody
) -> Ok[AffiliateOverview]:
    """The share link and code, the downline, today's and the month's income, and what waits."""
    return ok(await income_service.affiliate(ctx, _claimant(agent, caller, body), origin))


@router.post("/affiliateManager/report", response_model=Ok[AffiliateReport])
async def affiliate_report(
    ctx: Ctx, agent: CurrentAgent, caller: PlayerCaller, body: ReportBody
) -> Ok[AffiliateReport]:
    """The downline's activity by day, level and category, with the commission it earns."""
    return ok(
        await income_service.affiliate_report(ctx, _claimant(agent, caller, body), body.dateFilter)
    )


@router.post("/affiliateManager/income", response_model=Ok[list[IncomeRow]])
async def affiliate_income(
    ctx: Ctx, agent: CurrentAgent, caller: PlayerCaller, body: IncomeHistoryBody
) -> Ok[list[IncomeRow]]:
    """The player's income history (every program), newest first."""
    return ok(await income_service.history(ctx, _claimant(agent, caller, body), body.dateFilter))


@router.post("/affiliateManager/downline", response_model=Ok[DownlinePage])
async def affiliate_downline(
    ctx: Ctx, agent: CurrentAgent, caller: PlayerCaller, body: DownlineBody
) -> Ok[DownlinePage]:
    return ok(await income_service.downline(ctx, _claimant(agent, caller, body), body.page))


@router.post("/affiliateManager/withdrawal", response_model=Ok[IncomeWithdrawal])
async def affiliate_withdrawal(
    ctx: Ctx, agent: CurrentAgent, caller: PlayerCaller, body: AffiliateWithdrawBody
) -> Ok[IncomeWithdrawal]:
    """The waiting affiliate (or alliance) income into credit."""
    kind = "affiliate" if body.type == "affiliate" else "alliance"
    return ok(await income_service.withdraw(ctx, _claimant(agent, caller, body), kind))


@router.get("/alliance/{ref}", response_model=Ok[AllianceLink])
async def alliance(ctx: Ctx, agent: CurrentAgent, ref: str) -> Ok[AllianceLink]:
    """The alliance a /al/{ref} link names (no login: the page opens to visitors)."""
    return ok(await income_service.alliance_link(ctx, agent, ref))


# ----- return-lost -------------------------------------------------------------------------


@router.post("/returnLost/get", response_model=Ok[ReturnLost])
async def return_lost(
    ctx: Ctx, agent: CurrentAgent, caller: PlayerCaller, body: CallerBody
) -> Ok[ReturnLost]:
    return ok(await income_service.return_lost(ctx, _claimant(agent, caller, body)))


@router.post("/returnLost", response_model=Ok[ReturnLost])
async def return_lost_update(
    ctx: Ctx, agent: CurrentAgent, caller: PlayerCaller, body: CallerBody
) -> Ok[ReturnLost]:
    """Brings the player's ended periods up to date, then answers as `returnLost/get`."""
    return ok(await income_service.return_lost(ctx, _claimant(agent, caller, body), update=True))


@router.post("/returnLost/returnLostCalculate", response_model=Ok[ReturnLostPreview])
async def return_lost_calculate(
    ctx: Ctx, agent: CurrentAgent, caller: PlayerCaller, body: CallerBody
) -> Ok[ReturnLostPreview]:
    """What the running period would pay if it ended now."""
    return ok(await income_service.return_lost_preview(ctx, _claimant(agent, caller, body)))


@router.post("/returnLost/returnLostExpiry", response_model=Ok[ReturnLostExpiry])
async def return_lost_expiry(
    ctx: Ctx, agent: CurrentAgent, caller: PlayerCaller, body: CallerBody
) -> Ok[ReturnLostExpiry]:
    """Expires what is due, then lists what waits with its expiry."""
    return ok(await income_service.return_lost_expiry(ctx, _claimant(agent, caller, body)))


@router.post("/returnLost/withdrawal", response_model=Ok[IncomeWithdrawal])
async def return_lost_withdrawal(
    ctx: Ctx, agent: CurrentAgent, caller: PlayerCaller, body: CallerBody
) -> Ok[IncomeWithdrawal]:
    return ok(await income_service.withdraw(ctx, _claimant(agent, caller, body), "returnLost"))


# ----- rolling and rebate ------------------------------------------------------------------


def _commission_routes(kind: Literal["rolling", "rebate"]) -> None:
    async def get(
        ctx: Ctx, agent: CurrentAgent, caller: PlayerCaller, body: CallerBody
    ) -> Ok[Commission]:
        return ok(await income_service.commission(ctx, _claimant(agent, caller, body), kind))

    async def withdrawal(
        ctx: Ctx, agent: CurrentAgent, caller: PlayerCaller, body: CallerBody
    ) -> Ok[IncomeWithdrawal]:
        return ok(await income_service.withdraw(ctx, _claimant(agent, caller, body), kind))

    router.add_api_route(
        f"/{kind}/get",
        get,
        methods=["POST"],
        response_model=Ok[Commission],
        name=f"{kind}_get",
        summary=f"The {kind} commission: rates, today, history and what waits",
    )
    router.add_api_route(
        f"/{kind}/withdrawal",
        withdrawal,
        methods=["POST"],
        response_model=Ok[IncomeWithdrawal],
        name=f"{kind}_withdrawal",
        summary=f"The waiting {kind} commission into credit",
    )


_commission_routes("rolling")
_commission_routes("rebate")


# ----- bonuses -----------------------------------------------------------------------------


@router.post("/bonus/get", response_model=Ok[list[BonusOffer]])
async def bonus_offers(
    ctx: Ctx, agent: CurrentAgent, caller: PlayerCaller, body: CallerBody
) -> Ok[list[BonusOffer]]:
    """The bonuses the player may claim now."""
    return ok(await income_service.bonuses(ctx, _claimant(agent, caller, body)))


@router.post("/bonus/claim", response_model=Ok[IncomeWithdrawal])
async def bonus_claim(
    ctx: Ctx, agent: CurrentAgent, caller: PlayerCaller, body: BonusClaimBody
) -> Ok[IncomeWithdrawal]:
    """Pays one bonus into credit, once."""
    return ok(await income_service.claim_bonus(ctx, _claimant(agent, caller, body), body.bonusType))
