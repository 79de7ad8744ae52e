"""`/api/backoffice`: what an agent's staff may see and do, and nothing of another agent."""

from __future__ import annotations

from datetime import date
from typing import Annotated, Any, Literal

from fastapi import APIRouter, Query, Request, Response

from ..auth.deps import LoginAttempt
from ..cashier.service import Staff
from ..company.endpoints import router as company_router
from ..context import AppContext, Ctx
from ..core.csvfile import CSV_RESPONSES, csv_response, models_csv
from ..core.deps import HostName, client_address
from ..core.envelope import ERROR_RESPONSES, Empty, Ok, ok
from ..coupons.schemas import CodeBatch, CodesBody, CouponIn, StaffCoupon, StaffRedemption
from ..dashboard.endpoints import router as dashboard_router
from ..events.schemas import EventIn, StaffEvent  # events
from ..income.schemas import Alliance as AllianceOut
from ..income.schemas import (
    AllianceIn,
    AwardDecision,
    AwardsPage,
    IncomeSettings,
    PlayerIncome,
    ReportDay,
    RunBody,
    RunResult,
    StaffAward,
    StaffBonusBody,
)
from ..income.schemas import IncomeRun as IncomeRunOut
from ..income.service import income_service
from ..ledger.idempotency import Keyed
from ..members.endpoints import router as members_router
from ..minigames.schemas import MinigameSettings
from ..minigames.service import minigame_service
from ..moneysetup.endpoints import router as money_setup_router
from ..promotions.schemas import (
    EndBody,
    GrantBody,
    PlayerPromotion,
    PromotionIn,
    PromotionReport,
    PromotionSettings,
    PromotionSettingsBody,
    StaffPromotion,
)
from ..protection.endpoints import staff_router as protection_router
from ..publishing.endpoints import router as publishing_router
from ..ranks.schemas import (
    RankSettings,
    RankSettingsOut,
    RewardDecision,
    RewardItemIn,
    StaffRewardItem,
    StaffRewardRedemption,
)
from ..ranks.service import rank_service
from ..team.endpoints import router as team_router
from ..templates.endpoints import router as template_router
from ..uploads.endpoints import MULTIPART_BODY, receive_image  # events
from ..uploads.schemas import Upload  # events
from .deps import (
    STAFF_REQUEST_HEADER,
    AdminCaller,
    EndingStaff,
    Id,
    ServedAgent,
    StaffCaller,
    clear_staff_cookie,
    on_backoffice_host,
    set_staff_cookie,
)
from .schemas import (
    AdjustBody,
    AdjustResult,
    AuditEntry,
    GameRoundsPage,
    GameTransfersPage,
    IncidentsPage,
    PaymentIncidentOut,
    PaymentSettingsBody,
    PaymentSettingsOut,
    PendingTransfersPage,
    PlayDays,
    PlayerDetail,
    PlayerRow,
    QueueTx,
    RejectBody,
    ReleaseBody,
    ResolveIncidentBody,
    StaffLoginBody,
    StaffLoginResult,
    StaffOut,
    StaffSite,
)
from .service import EXPORT_LIMIT, backoffice_service

router = APIRouter(prefix="/backoffice", tags=["backoffice"], responses=ERROR_RESPONSES)
# The agent's look: template, host branding and previews (docs/api.md "Templates and preview").
router.include_router(template_router)
# The agent's own bank accounts and its limits (docs/money.md "Back office").
router.include_router(money_setup_router)
# The agent's players: status, password, contact, bank account, blacklist.
router.include_router(members_router)
# Announcements, banners, the text pages and the articles of the agent's site.
router.include_router(publishing_router)
# The agent's back office team and its roles.
router.include_router(team_router)
# The agent's day at a glance.
router.include_router(dashboard_router)
# What staff see of a player's own limits and self-exclusion.
router.include_router(protection_router)
# The company's console: the operator's agents, across them all.
router.include_router(company_router)

PageNo = Annotated[int, Query(ge=1, le=100_000)]
PerPage = Annotated[int, Query(ge=1, le=100)]
PER_PAGE = 20


def _keyed(ctx: AppContext, request: Request, staff: Staff, body: dict[str, Any]) -> Keyed:
    """The decision's Idempotency-Key, kept among the staff member's own."""
    return Keyed.of(ctx, request, staff.agent.id, staff.user_id, body)


# ----- staff -------------------------------------------------------------------------------


@router.get("/auth/site", response_model=Ok[StaffSite])
async def staff_site(agent: ServedAgent) -> Ok[StaffSite]:
    """Whose back office this host serves: its agent's, or on the back office's own host
    (BACKOFFICE_HOST) any agent's, named at login."""
    return ok(StaffSite(agentPrefix=agent.prefix if agent is not None else None))


@router.post("/auth/login", response_model=Ok[StaffLoginResult])
async def staff_login(
    ctx: Ctx,
    host: HostName,
    body: StaffLoginBody,
    request: Request,
    response: Response,
    attempt: LoginAttempt,
) -> Ok[StaffLoginResult]:
    """Staff of the agent that owns this host name; on the back office's own host, of the
    agent the body names. The back office's pages (they send X-Staff-Request) get the token
    as an HttpOnly cookie only; other clients get it in the body as a bearer token."""
    tokens, staff = await backoffice_service.login(
        ctx,
        host,
        body,
        dedicated=on_backoffice_host(ctx, host),
        address=client_address(request),
        user_agent=request.headers.get("user-agent"),
    )
    await attempt.give_back()  # only failed attempts count against the address's rate
    if request.headers.get(STAFF_REQUEST_HEADER):
        # No renewal exists for staff: the cookie lives as long as the access token.
        set_staff_cookie(response, request, tokens.access_token, ctx.settings.access_token_ttl)
        return ok(StaffLoginResult(accessToken=None, refreshToken=None, staff=staff))
    return ok(
        StaffLoginResult(
            accessToken=tokens.access_token, refreshToken=tokens.refresh_token, staff=staff
        )
    )


@router.post("/auth/logout", response_model=Ok[Empty])
async def staff_logout(
    ctx: Ctx, caller: EndingStaff, request: Request, response: Response
) -> Ok[Empty]:
    """Ends the staff session and clears the cookie; a session that is over already (expired,
    ended elsewhere) still gets its cookie cleared."""
    await backoffice_service.logout(ctx, caller)
    clear_staff_cookie(response, request)
    return ok(Empty())


@router.get("/me", response_model=Ok[StaffOut])
async def me(ctx: Ctx, staff: StaffCaller) -> Ok[StaffOut]:
    return ok(await backoffice_service.describe(ctx, staff))


# ----- requests, players and the audit trail ------------------------------------------------


@router.get("/transactions", response_model=Ok[list[QueueTx]])
async def transactions(
    ctx: Ctx,
    staff: StaffCaller,
    status: Annotated[str | None, Query(pattern=r"^\d{4}$")] = "0001",
    type: Annotated[str | None, Query(pattern=r"^(DEPOSIT|WITHDRAW)$")] = None,
) -> Ok[list[QueueTx]]:
    """The agent's requests, oldest pending first (newest first for other statuses)."""
    return ok(await backoffice_service.queue(ctx, staff, status, type))


@router.get("/transactions.csv", response_class=Response, responses=CSV_RESPONSES)
async def transactions_csv(
    ctx: Ctx,
    staff: StaffCaller,
    status: Annotated[str | None, Query(pattern=r"^\d{4}$")] = "0001",
    type: Annotated[str | None, Query(pattern=r"^(DEPOSIT|WITHDRAW)$")] = None,
) -> Response:
    """The same requests as `transactions`, up to 50,000, as CSV."""
    rows = await backoffice_service.queue(ctx, staff, status, type, EXPORT_LIMIT)
    return csv_response(models_csv(rows, QueueTx), "transactions.csv")


@router.post("/transactions/{transactionId}/approve", response_model=Ok[QueueTx])
async def approve(ctx: Ctx, staff: StaffCaller, request: Request, transactionId: Id) -> Ok[QueueTx]:
    """A deposit is credited, a withdrawal paid. A second decision answers 0051."""
    keyed = _keyed(ctx, request, staff, {"transactionId": transactionId, "reason": None})
    return ok(await backoffice_service.decide(keyed, staff, transactionId, None))


@router.post("/transactions/{transactionId}/reject", response_model=Ok[QueueTx])
async def reject(
    ctx: Ctx, staff: StaffCaller, request: Request, transactionId: Id, body: RejectBody
) -> Ok[QueueTx]:
    """0002; a withdrawal's held credit returns to the player."""
    keyed = _keyed(ctx, request, staff, {"transactionId": transactionId, "reason": body.reason})
    return ok(await backoffice_service.decide(keyed, staff, transactionId, body.reason))


@router.get("/players", response_model=Ok[list[PlayerRow]])
async def players(
    ctx: Ctx, staff: StaffCaller, q: Annotated[str, Query(max_length=64)] = ""
) -> Ok[list[PlayerRow]]:
    """The agent's players whose username or phone contains `q`, newest first."""
    return ok(await backoffice_service.players(ctx, staff, q))


@router.get("/players.csv", response_class=Response, responses=CSV_RESPONSES)
async def players_csv(
    ctx: Ctx, staff: StaffCaller, q: Annotated[str, Query(max_length=64)] = ""
) -> Response:
    """The same players as `players`, up to 50,000, as CSV."""
    rows = await backoffice_service.players(ctx, staff, q, EXPORT_LIMIT)
    return csv_response(models_csv(rows, PlayerRow), "players.csv")


@router.get("/players/{playerId}", response_model=Ok[PlayerDetail])
async def player_detail(ctx: Ctx, staff: StaffCaller, playerId: Id) -> Ok[PlayerDetail]:
    """One player of this agent: wallet, bank account, requests and ledger."""
    return ok(await backoffice_service.player_detail(ctx, staff, playerId))


@router.post("/players/{playerId}/adjust", response_model=Ok[AdjustResult])
async def adjust(
    ctx: Ctx, staff: AdminCaller, request: Request, playerId: Id, body: AdjustBody
) -> Ok[AdjustResult]:
    """A manual credit adjustment with a reason; send an Idempotency-Key so that a retry
    moves the money once."""
    keyed = _keyed(ctx, request, staff, {"playerId": playerId, **body.model_dump(mode="json")})
    return ok(await backoffice_service.adjust(keyed, staff, playerId, body))


@router.get("/audit", response_model=Ok[list[AuditEntry]])
async def audit(ctx: Ctx, staff: StaffCaller) -> Ok[list[AuditEntry]]:
    """Every action of this agent's staff, newest first."""
    return ok(await backoffice_service.audit(ctx, staff))


@router.get("/audit.csv", response_class=Response, responses=CSV_RESPONSES)
async def audit_csv(ctx: Ctx, staff: StaffCaller) -> Response:
    """The audit trail, newest first, up to 50,000 entries, as CSV."""
    rows = await backoffice_service.audit(ctx, staff, EXPORT_LIMIT)
    return csv_response(models_csv(rows, AuditEntry), "audit.csv")


# ----- payments: incidents and the agent's channels -----------------------------------------


@router.get("/payments/incidents", response_model=Ok[list[PaymentIncidentOut]])
async def payment_incidents(ctx: Ctx, staff: StaffCaller) -> Ok[list[PaymentIncidentOut]]:
    """Money an upstream reported that was not settled on its own: open ones first."""
    return ok(await backoffice_service.payment_incidents(ctx, staff))


@router.post("/payments/incidents/{incidentId}/resolve", response_model=Ok[PaymentIncidentOut])
async def resolve_payment_incident(
    ctx: Ctx, staff: StaffCaller, request: Request, incidentId: Id, body: ResolveIncidentBody
) -> Ok[PaymentIncidentOut]:
    """One decision, once (a second answers 0051): credit a deposit with what the upstream
    reported, mark a held withdrawal paid or refund it, or dismiss."""
    keyed = _keyed(ctx, request, staff, {"incidentId": incidentId, **body.model_dump()})
    return ok(await backoffice_service.resolve_incident(keyed, staff, incidentId, body))


@router.get("/settings/payments", response_model=Ok[PaymentSettingsOut])
async def payment_settings(ctx: Ctx, staff: StaffCaller) -> Ok[PaymentSettingsOut]:
    """The channels this agent takes money through and its receiving TrueMoney number."""
    return ok(await backoffice_service.payment_settings(ctx, staff))


@router.put("/settings/payments", response_model=Ok[PaymentSettingsOut])
async def update_payment_settings(
    ctx: Ctx, staff: AdminCaller, body: PaymentSettingsBody
) -> Ok[PaymentSettingsOut]:
    """Change the channels; each is checked against the agent's currency, and vouchers need
    the agent's own receiving number (audited)."""
    return ok(await backoffice_service.update_payment_settings(ctx, staff, body))


# ----- promotions (docs/promotions.md) ------------------------------------------------------


@router.get("/promotions", response_model=Ok[list[StaffPromotion]])
async def promotions(ctx: Ctx, staff: StaffCaller) -> Ok[list[StaffPromotion]]:
    """Every promotion of this agent, hidden ones too, with their claims."""
    return ok(await backoffice_service.promotions(ctx, staff))


@router.post("/promotions", response_model=Ok[StaffPromotion])
async def create_promotion(ctx: Ctx, staff: AdminCaller, body: PromotionIn) -> Ok[StaffPromotion]:
    return ok(await backoffice_service.save_promotion(ctx, staff, body))


@router.put("/promotions/{promotionId}", response_model=Ok[StaffPromotion])
async def update_promotion(
    ctx: Ctx, staff: AdminCaller, promotionId: Id, body: PromotionIn
) -> Ok[StaffPromotion]:
    """Change a promotion; running claims keep the terms they were claimed under."""
    return ok(await backoffice_service.save_promotion(ctx, staff, body, promotionId))


@router.get("/promotions/{promotionId}/report", response_model=Ok[PromotionReport])
async def promotion_report(ctx: Ctx, staff: StaffCaller, promotionId: Id) -> Ok[PromotionReport]:
    """Claims, bonus paid, seized and turnover generated, and how claims ended."""
    return ok(await backoffice_service.promotion_report(ctx, staff, promotionId))


@router.get("/players/{playerId}/promotions", response_model=Ok[list[PlayerPromotion]])
async def player_promotions(
    ctx: Ctx, staff: StaffCaller, playerId: Id
) -> Ok[list[PlayerPromotion]]:
    """The player's promotions, the active one first, with their turnover."""
    return ok(await backoffice_service.player_promotions(ctx, staff, playerId))


@router.post("/players/{playerId}/promotions", response_model=Ok[PlayerPromotion])
async def grant_promotion(
    ctx: Ctx, staff: AdminCaller, request: Request, playerId: Id, body: GrantBody
) -> Ok[PlayerPromotion]:
    """Grant a manualByAdmin promotion with its own turn; send an Idempotency-Key."""
    keyed = _keyed(ctx, request, staff, {"playerId": playerId, **body.model_dump(mode="json")})
    return ok(await backoffice_service.grant_promotion(keyed, staff, playerId, body))


@router.post("/players/{playerId}/promotions/{bonusId}/end", response_model=Ok[PlayerPromotion])
async def end_promotion(
    ctx: Ctx, staff: StaffCaller, request: Request, playerId: Id, bonusId: Id, body: EndBody
) -> Ok[PlayerPromotion]:
    """End the player's active promotion; its bonus credit still in the wallet is seized."""
    keyed = _keyed(
        ctx, request, staff, {"playerId": playerId, "bonusId": bonusId, **body.model_dump()}
    )
    return ok(await backoffice_service.end_promotion(keyed, staff, playerId, bonusId, body.remark))


@router.get("/settings/promotions", response_model=Ok[PromotionSettings])
async def promotion_settings(ctx: Ctx, staff: StaffCaller) -> Ok[PromotionSettings]:
    """The auto-promotion mode and the clear-credit rule."""
    return ok(await backoffice_service.promotion_settings(ctx, staff))


@router.put("/settings/promotions", response_model=Ok[PromotionSettings])
async def update_promotion_settings(
    ctx: Ctx, staff: AdminCaller, body: PromotionSettingsBody
) -> Ok[PromotionSettings]:
    return ok(await backoffice_service.update_promotion_settings(ctx, staff, body))


# ----- income (docs/income.md §4) ----------------------------------------------------------

IncomeKind = Literal["affiliate", "alliance", "returnLost", "rolling", "rebate", "bonus"]
AwardStatus = Literal["open", "paid", "expired", "held", "voided"]


@router.get("/income/settings", response_model=Ok[IncomeSettings])
async def income_settings(ctx: Ctx, staff: StaffCaller) -> Ok[IncomeSettings]:
    """Every income program's settings (all off until set)."""
    return ok(await income_service.settings(ctx, staff.agent))


@router.put("/income/settings", response_model=Ok[IncomeSettings])
async def update_income_settings(
    ctx: Ctx, staff: AdminCaller, body: IncomeSettings
) -> Ok[IncomeSettings]:
    return ok(await backoffice_service.update_income_settings(ctx, staff, body))


@router.get("/income/report", response_model=Ok[list[ReportDay]])
async def income_report(
    ctx: Ctx,
    staff: StaffCaller,
    startDate: Annotated[date | None, Query()] = None,
    endDate: Annotated[date | None, Query()] = None,
    kind: Annotated[IncomeKind | None, Query()] = None,
) -> Ok[list[ReportDay]]:
    """Per period and program: players, basis, amount, and what is open, paid, held, void or
    expired (by default the last seven days)."""
    return ok(await backoffice_service.income_report(ctx, staff, kind, startDate, endDate))


@router.get("/income/awards", response_model=Ok[AwardsPage])
async def income_awards(
    ctx: Ctx,
    staff: StaffCaller,
    kind: Annotated[IncomeKind | None, Query()] = None,
    status: Annotated[AwardStatus | None, Query()] = None,
    startDate: Annotated[date | None, Query()] = None,
    endDate: Annotated[date | None, Query()] = None,
    playerId: Annotated[int | None, Query(ge=1, le=2**63 - 1)] = None,
    page: PageNo = 1,
    perPage: PerPage = PER_PAGE,
) -> Ok[AwardsPage]:
    return ok(
        await income_service.staff_awards(
            ctx,
            staff.agent,
            kind=kind,
            status=status,
            start=startDate,
            end=endDate,
            player_id=playerId,
            page=page,
            per_page=perPage,
        )
    )


@router.post("/income/awards/{awardId}/{action}", response_model=Ok[StaffAward])
async def decide_award(
    ctx: Ctx,
    staff: StaffCaller,
    request: Request,
    awardId: Id,
    action: Literal["hold", "release", "void"],
    body: AwardDecision,
) -> Ok[StaffAward]:
    """Hold an open award, release a held one, or void one (with its reason); send an
    Idempotency-Key."""
    keyed = _keyed(ctx, request, staff, {"awardId": awardId, "action": action, **body.model_dump()})
    return ok(await backoffice_service.decide_award(keyed, staff, awardId, action, body.remark))


@router.get("/income/runs", response_model=Ok[list[IncomeRunOut]])
async def income_runs(ctx: Ctx, staff: StaffCaller) -> Ok[list[IncomeRunOut]]:
    """The periods computed, newest first."""
    return ok(await income_service.runs(ctx, staff.agent))


@router.post("/income/run", response_model=Ok[RunResult])
async def income_run(ctx: Ctx, staff: AdminCaller, body: RunBody) -> Ok[RunResult]:
    """Compute a past day now (what the scheduler does as days end): each period once."""
    return ok(await backoffice_service.run_income(ctx, staff, body.date))


@router.get("/players/{playerId}/income", response_model=Ok[PlayerIncome])
async def player_income(ctx: Ctx, staff: StaffCaller, playerId: Id) -> Ok[PlayerIncome]:
    """The player's waiting income, referrer, alliance, downline and awards."""
    return ok(await income_service.player_income(ctx, staff.agent, playerId))


@router.post("/players/{playerId}/bonus", response_model=Ok[StaffAward])
async def grant_bonus(
    ctx: Ctx, staff: AdminCaller, request: Request, playerId: Id, body: StaffBonusBody
) -> Ok[StaffAward]:
    """A bonus the player claims on his promotion page; send an Idempotency-Key."""
    keyed = _keyed(ctx, request, staff, {"playerId": playerId, **body.model_dump(mode="json")})
    return ok(await backoffice_service.grant_bonus(keyed, staff, playerId, body))


@router.get("/alliances", response_model=Ok[list[AllianceOut]])
async def alliances(ctx: Ctx, staff: StaffCaller) -> Ok[list[AllianceOut]]:
    return ok(await income_service.alliances(ctx, staff.agent))


@router.post("/alliances", response_model=Ok[AllianceOut])
async def create_alliance(ctx: Ctx, staff: AdminCaller, body: AllianceIn) -> Ok[AllianceOut]:
    return ok(await backoffice_service.save_alliance(ctx, staff, body))


@router.put("/alliances/{allianceId}", response_model=Ok[AllianceOut])
async def update_alliance(
    ctx: Ctx, staff: AdminCaller, allianceId: Id, body: AllianceIn
) -> Ok[AllianceOut]:
    return ok(await backoffice_service.save_alliance(ctx, staff, body, allianceId))


# ----- mini games (docs/engagement.md §4) ----------------------------------------------------


@router.get("/minigames/settings", response_model=Ok[MinigameSettings])
async def minigame_settings(ctx: Ctx, staff: StaffCaller) -> Ok[MinigameSettings]:
    """The wheel's segments and weights, how spins are earned, and the check-in's prizes (all
    off until set)."""
    return ok(await minigame_service.settings(ctx, staff.agent))


@router.put("/minigames/settings", response_model=Ok[MinigameSettings])
async def update_minigame_settings(
    ctx: Ctx, staff: AdminCaller, body: MinigameSettings
) -> Ok[MinigameSettings]:
    return ok(await backoffice_service.update_minigame_settings(ctx, staff, body))


# ----- end of mini games ----------------------------------------------------------------------


# ----- coupons (docs/engagement.md §2) --------------------------------------------------------


@router.get("/coupons", response_model=Ok[list[StaffCoupon]])
async def coupons(ctx: Ctx, staff: StaffCaller) -> Ok[list[StaffCoupon]]:
    """Every coupon of this agent, newest first, with its uses and codes."""
    return ok(await backoffice_service.coupons(ctx, staff))


@router.post("/coupons", response_model=Ok[StaffCoupon])
async def create_coupon(ctx: Ctx, staff: AdminCaller, body: CouponIn) -> Ok[StaffCoupon]:
    return ok(await backoffice_service.save_coupon(ctx, staff, body))


@router.put("/coupons/{couponId}", response_model=Ok[StaffCoupon])
async def update_coupon(
    ctx: Ctx, staff: AdminCaller, couponId: Id, body: CouponIn
) -> Ok[StaffCoupon]:
    """Change a coupon; what was redeemed stays as it was given."""
    return ok(await backoffice_service.save_coupon(ctx, staff, body, couponId))


@router.post("/coupons/{couponId}/codes", response_model=Ok[CodeBatch])
async def coupon_codes(
    ctx: Ctx, staff: AdminCaller, request: Request, couponId: Id, body: CodesBody
) -> Ok[CodeBatch]:
    """A batch of `count` unique one-use codes (the prefix, then random characters); send an
    Idempotency-Key."""
    keyed = _keyed(ctx, request, staff, {"couponId": couponId, **body.model_dump(mode="json")})
    return ok(await backoffice_service.coupon_codes(keyed, staff, couponId, body))


@router.get("/coupons/{couponId}/codes.csv", response_class=Response, responses=CSV_RESPONSES)
async def coupon_codes_csv(ctx: Ctx, staff: StaffCaller, couponId: Id) -> Response:
    """The coupon's batch codes as a CSV attachment (code, redeemedBy, redeemedAt)."""
    text = await backoffice_service.coupon_codes_csv(ctx, staff, couponId)
    return csv_response(text, f"coupon-{couponId}-codes.csv")


@router.get("/coupons/{couponId}/redemptions", response_model=Ok[list[StaffRedemption]])
async def coupon_redemptions(
    ctx: Ctx, staff: StaffCaller, couponId: Id
) -> Ok[list[StaffRedemption]]:
    """Who redeemed the coupon, newest first."""
    return ok(await backoffice_service.coupon_redemptions(ctx, staff, couponId))


# ----- end of coupons -------------------------------------------------------------------------


# ----- events and uploads (docs/engagement.md §3) ---------------------------------------------
# Spec §7's staff calls are /api/eventManager/{create,update,uploadImage}; these are the same
# under /api/backoffice, where the back office's pages send the staff cookie.


@router.get("/events", response_model=Ok[list[StaffEvent]])
async def events(ctx: Ctx, staff: StaffCaller) -> Ok[list[StaffEvent]]:
    """Every event of this agent, hidden ones too, with their redemptions."""
    return ok(await backoffice_service.events(ctx, staff))


@router.post("/events", response_model=Ok[StaffEvent])
async def create_event(ctx: Ctx, staff: AdminCaller, body: EventIn) -> Ok[StaffEvent]:
    return ok(await backoffice_service.save_event(ctx, staff, body))


@router.put("/events/{eventId}", response_model=Ok[StaffEvent])
async def update_event(ctx: Ctx, staff: AdminCaller, eventId: Id, body: EventIn) -> Ok[StaffEvent]:
    return ok(await backoffice_service.save_event(ctx, staff, body, eventId))


@router.post("/events/uploadImage", response_model=Ok[Upload], openapi_extra=MULTIPART_BODY)
async def upload_event_image(ctx: Ctx, staff: AdminCaller, request: Request) -> Ok[Upload]:
    """An image (PNG, JPEG, WebP or GIF by its bytes, at most 1 MiB) as the multipart field
    `file`, as /api/eventManager/uploadImage."""
    return await receive_image(ctx, staff, request)


# ----- end of events and uploads --------------------------------------------------------------


# ----- play: what the agent's players play (docs/games.md for the records) ------------------


@router.get("/players/{playerId}/transfers", response_model=Ok[GameTransfersPage])
async def player_transfers(
    ctx: Ctx, staff: StaffCaller, playerId: Id, page: PageNo = 1, perPage: PerPage = PER_PAGE
) -> Ok[GameTransfersPage]:
    """The player's transfers of credit to the game upstream and back, newest first."""
    return ok(await backoffice_service.player_transfers(ctx, staff, playerId, page, perPage))


@router.get("/players/{playerId}/rounds", response_model=Ok[GameRoundsPage])
async def player_rounds(
    ctx: Ctx, staff: StaffCaller, playerId: Id, page: PageNo = 1, perPage: PerPage = PER_PAGE
) -> Ok[GameRoundsPage]:
    """The player's recorded rounds, newest first, with his totals over every round."""
    return ok(await backoffice_service.player_rounds(ctx, staff, playerId, page, perPage))


@router.get("/play/pending", response_model=Ok[PendingTransfersPage])
async def pending_transfers(
    ctx: Ctx, staff: StaffCaller, page: PageNo = 1, perPage: PerPage = PER_PAGE
) -> Ok[PendingTransfersPage]:
    """The agent's transfers not settled yet, the longest waiting first. One younger than
    `reconcileAfterSeconds` may still be in flight; an older one waits for the reconciler,
    which asks the upstream (a transfer is never undone on a timeout alone)."""
    return ok(await backoffice_service.pending_transfers(ctx, staff, page, perPage))


@router.post("/play/pending/release", response_model=Ok[Empty])
async def release_transfer(ctx: Ctx, staff: StaffCaller, body: ReleaseBody) -> Ok[Empty]:
    """Hand a transfer set aside back to the reconciler once staff have looked at its incident
    (the same as `promptplay games release`); another agent's, or one not set aside, is 0040.
    Moves no money: the reconciler asks the upstream again."""
    await backoffice_service.release_transfer(ctx, staff, body.reference)
    return ok(Empty())


@router.get("/play/incidents", response_model=Ok[IncidentsPage])
async def incidents(
    ctx: Ctx, staff: StaffCaller, page: PageNo = 1, perPage: PerPage = PER_PAGE
) -> Ok[IncidentsPage]:
    """What was set aside instead of moving money (a round of a player of another agent, a
    round reported again with other amounts, a round beyond the game credit, a credit
    mismatch, …), newest first."""
    return ok(await backoffice_service.game_incidents(ctx, staff, page, perPage))


@router.get("/play/days", response_model=Ok[PlayDays])
async def play_days(
    ctx: Ctx,
    staff: StaffCaller,
    startDate: Annotated[date | None, Query()] = None,
    endDate: Annotated[date | None, Query()] = None,
) -> Ok[PlayDays]:
    """Rounds, players, turnover, payout and win/loss of the agent per day (days of the
    agent's time zone, both ends included), newest first, every day of the range listed."""
    return ok(await backoffice_service.play_days(ctx, staff, startDate, endDate))


# ----- ranks: ranks, diamonds and rewards (docs/engagement.md §5) --------------------------

RedemptionStatus = Literal["delivered", "pending", "fulfilled", "rejected"]


@router.get("/ranks/settings", response_model=Ok[RankSettingsOut])
async def rank_settings(ctx: Ctx, staff: StaffCaller) -> Ok[RankSettingsOut]:
    """The rank basis, the turnover per diamond and the tiers (none until set)."""
    return ok(await rank_service.settings(ctx, staff.agent))


@router.put("/ranks/settings", response_model=Ok[RankSettingsOut])
async def update_rank_settings(
    ctx: Ctx, staff: AdminCaller, body: RankSettings
) -> Ok[RankSettingsOut]:
    """Replace the settings: tiers keep their id by level, a level left out is removed."""
    return ok(await backoffice_service.update_rank_settings(ctx, staff, body))


@router.get("/rewards/items", response_model=Ok[list[StaffRewardItem]])
async def reward_items(ctx: Ctx, staff: StaffCaller) -> Ok[list[StaffRewardItem]]:
    """Every reward item of the agent, inactive ones too, in the players' order."""
    return ok(await rank_service.staff_items(ctx, staff.agent))


@router.post("/rewards/items", response_model=Ok[StaffRewardItem])
async def create_reward_item(
    ctx: Ctx, staff: AdminCaller, body: RewardItemIn
) -> Ok[StaffRewardItem]:
    return ok(await backoffice_service.save_reward_item(ctx, staff, body))


@router.put("/rewards/items/{itemId}", response_model=Ok[StaffRewardItem])
async def update_reward_item(
    ctx: Ctx, staff: AdminCaller, itemId: Id, body: RewardItemIn
) -> Ok[StaffRewardItem]:
    return ok(await backoffice_service.save_reward_item(ctx, staff, body, itemId))


@router.get("/rewards/redemptions", response_model=Ok[list[StaffRewardRedemption]])
async def reward_redemptions(
    ctx: Ctx, staff: StaffCaller, status: Annotated[RedemptionStatus | None, Query()] = None
) -> Ok[list[StaffRewardRedemption]]:
    """The redemptions of a status (every status by default): pending ones the oldest first,
    the fulfilment queue; others the newest first."""
    return ok(await rank_service.staff_redemptions(ctx, staff.agent, status))


@router.post(
    "/rewards/redemptions/{redemptionId}/{action}", response_model=Ok[StaffRewardRedemption]
)
async def decide_redemption(
    ctx: Ctx,
    staff: StaffCaller,
    request: Request,
    redemptionId: Id,
    action: Literal["fulfil", "reject"],
    body: RewardDecision,
) -> Ok[StaffRewardRedemption]:
    """Fulfil a pending physical reward, or reject it (with the reason): its diamonds and
    stock go back. Send an Idempotency-Key."""
    keyed = _keyed(
        ctx, request, staff, {"redemptionId": redemptionId, "action": action, **body.model_dump()}
    )
    return ok(await backoffice_service.decide_redemption(keyed, staff, redemptionId, action, body))


# ----- end of ranks ------------------------------------------------------------------------
