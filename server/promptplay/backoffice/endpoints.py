"""`/api/backoffice`: what an agent's staff may see and do, and nothing of another agent."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Annotated, Any

from fastapi import APIRouter, Query, Request, Response
from sqlalchemy import or_, select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import aliased

from ..admin.service import set_payments
from ..agent.service import agent_service, payment_channels
from ..auth.deps import LoginAttempt
from ..auth.service import Caller, auth_service
from ..cashier import incidents
from ..cashier.flow import perform, transaction_events
from ..cashier.service import Outcome, Outgoing, Staff, cashier_service
from ..context import Ctx
from ..core.db import Direct
from ..core.deps import HostName, client_address
from ..core.envelope import ERROR_RESPONSES, Empty, Ok, ok
from ..core.errors import (
    InvalidData,
    PermissionDenied,
    SessionElsewhere,
    TokenExpired,
    TokenInvalid,
)
from ..core.money import from_minor
from ..core.security import new_id
from ..models import (
    AuditLog,
    Bank,
    BankAccount,
    BankTransaction,
    Country,
    LedgerEntry,
    LedgerJournal,
    Player,
    User,
    Wallet,
)
from ..player.schemas import BankAccount as BankAccountOut
from ..player.schemas import Wallet as WalletOut
from .deps import (
    STAFF_REQUEST_HEADER,
    Id,
    StaffCaller,
    authenticate_staff_token,
    clear_staff_cookie,
    current_staff,
    on_backoffice_host,
    own_player,
    set_staff_cookie,
    staff_token,
)
from .play import router as play_router
from .schemas import (
    AdjustBody,
    AdjustResult,
    AuditEntry,
    LedgerEntryOut,
    PaymentIncidentOut,
    PaymentSettingsBody,
    PaymentSettingsOut,
    PlayerDetail,
    PlayerRow,
    QueueTx,
    RejectBody,
    ResolveIncidentBody,
    StaffLoginBody,
    StaffLoginResult,
    StaffOut,
    StaffSite,
)

router = APIRouter(prefix="/backoffice", tags=["backoffice"], responses=ERROR_RESPONSES)

__all__ = ["Id", "StaffCaller", "current_staff", "router"]

LIST_LIMIT = 200


async def _staff_out(session: AsyncSession, staff: Staff) -> StaffOut:
    country = await session.get(Country, staff.agent.country_id)
    assert country is not None
    return StaffOut(
        id=staff.user_id,
        username=staff.username,
        agentId=staff.agent.id,
        prefix=staff.agent.prefix,
        currencyCode=country.currency_code,
    )


@router.get("/auth/site", response_model=Ok[StaffSite])
async def staff_site(ctx: Ctx, host: HostName) -> Ok[StaffSite]:
    """Whose back office this host serves: its agent's, or on the back office's own host
    (BACKOFFICE_HOST) any agent's, named at login."""
    if on_backoffice_host(ctx, host):
        return ok(StaffSite(agentPrefix=None))
    async with ctx.db.read() as session:
        agent = await agent_service.require_agent(session, host, None)
    return ok(StaffSite(agentPrefix=agent.prefix))


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
    dedicated = on_backoffice_host(ctx, host)
    if dedicated and not (body.agentPrefix or "").strip():
        raise InvalidData("Name the agent", fields=["agentPrefix"])
    async with ctx.db.read() as session:
        agent = await agent_service.require_agent(
            session, host, body.agentPrefix if dedicated else None
        )
    tokens, user_id = await auth_service.login(
        ctx,
        agent_id=agent.id,
        username=body.username,
        password=body.password,
        user_type="staff",
        address=client_address(request),
        user_agent=request.headers.get("user-agent"),
    )
    await attempt.give_back()  # only failed attempts count against the address's rate
    async with ctx.db.read() as session:
        user = await session.get(User, user_id)
        assert user is not None
        staff = await _staff_out(session, Staff(user.id, user.username, agent))
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
async def staff_logout(ctx: Ctx, host: HostName, request: Request, response: Response) -> Ok[Empty]:
    """Ends the staff session and clears the cookie; a session that is over already (expired,
    ended elsewhere) still gets its cookie cleared."""
    token = staff_token(request)
    caller: Caller | None
    try:
        caller = await authenticate_staff_token(ctx, token, host)
    except (TokenInvalid, TokenExpired, SessionElsewhere):
        caller = None
    if caller is not None:
        if caller.user_type != "staff":
            raise PermissionDenied("Staff only")
        await auth_service.logout(ctx, caller)
    clear_staff_cookie(response, request)
    return ok(Empty())


@router.get("/me", response_model=Ok[StaffOut])
async def me(ctx: Ctx, staff: StaffCaller) -> Ok[StaffOut]:
    async with ctx.db.read() as session:
        return ok(await _staff_out(session, staff))


async def queue_entries(
    session: AsyncSession, *conditions: Any, oldest_first: bool = False
) -> list[QueueTx]:
    """Requests with their player's name and own bank account: two statements, whatever the
    number of rows."""
    described = await cashier_service.transactions(
        session, *conditions, limit=LIST_LIMIT, oldest_first=oldest_first
    )
    ids = [tx.id for tx in described]
    if not ids:
        return []
    own_account = aliased(BankAccount)
    own_bank = aliased(Bank)
    owners = {
        row.id: row
        for row in await session.execute(
            select(
                BankTransaction.id, BankTransaction.player_id, User.username, own_account, own_bank
            )
            .join(Player, Player.id == BankTransaction.player_id)
            .join(User, User.id == Player.user_id)
            .outerjoin(own_account, own_account.id == Player.bank_account_id)
            .outerjoin(own_bank, own_bank.id == own_account.bank_id)
            .where(BankTransaction.id.in_(ids))
        )
    }
    entries = []
    for tx in described:
        owner = owners[tx.id]
        account, bank = owner[3], owner[4]
        entries.append(
            QueueTx(
                **tx.model_dump(),
                playerId=owner.player_id,
                username=owner.username,
                playerBankAccount=BankAccountOut.of(account, bank) if account and bank else None,
            )
        )
    return entries


@router.get("/transactions", response_model=Ok[list[QueueTx]])
async def transactions(
    ctx: Ctx,
    staff: StaffCaller,
    status: Annotated[str | None, Query(pattern=r"^\d{4}$")] = "0001",
    type: Annotated[str | None, Query(pattern=r"^(DEPOSIT|WITHDRAW)$")] = None,
) -> Ok[list[QueueTx]]:
    """The agent's requests, oldest pending first (newest first for other statuses)."""
    conditions = [BankTransaction.agent_id == staff.agent.id]
    if status:
        conditions.append(BankTransaction.status == status)
    if type:
        conditions.append(BankTransaction.type == type)
    async with ctx.db.read() as session:
        return ok(await queue_entries(session, *conditions, oldest_first=status == "0001"))


async def _decide(
    ctx: Ctx, staff: Staff, request: Request, transaction_id: int, reason: str | None
) -> QueueTx:
    async def operation(session: AsyncSession) -> Outcome:
        if reason is None:
            tx = await cashier_service.approve(session, staff, transaction_id)
        else:
            tx = await cashier_service.reject(session, staff, transaction_id, reason)
        (entry,) = await queue_entries(session, BankTransaction.id == tx.id)
        # Money moved unless a deposit was refused (its request never credited anything).
        moved = reason is None or tx.type == "WITHDRAW"
        wallet = (
            WalletOut.of(await cashier_service.wallet(session, tx.wallet_id)) if moved else None
        )
        events = transaction_events(entry, wallet, user_id=tx.user_id, queue=entry)
        return Outcome(entry, events)

    data = await perform(
        ctx,
        request,
        agent_id=staff.agent.id,
        user_id=staff.user_id,
        body={"transactionId": transaction_id, "reason": reason},
        operation=operation,
    )
    return QueueTx.model_validate(data)


@router.post("/transactions/{transactionId}/approve", response_model=Ok[QueueTx])
async def approve(ctx: Ctx, staff: StaffCaller, request: Request, transactionId: Id) -> Ok[QueueTx]:
    """A deposit is credited, a withdrawal paid. A second decision answers 0051."""
    return ok(await _decide(ctx, staff, request, transactionId, None))


@router.post("/transactions/{transactionId}/reject", response_model=Ok[QueueTx])
async def reject(
    ctx: Ctx, staff: StaffCaller, request: Request, transactionId: Id, body: RejectBody
) -> Ok[QueueTx]:
    """0002; a withdrawal's held credit returns to the player."""
    return ok(await _decide(ctx, staff, request, transactionId, body.reason))


def _player_row(player: Player, user: User, wallet: Wallet) -> PlayerRow:
    return PlayerRow(
        id=player.id,
        userId=user.id,
        username=user.username,
        tel=player.tel,
        creditBalance=from_minor(wallet.credit_balance, wallet.currency_code),
        currencyCode=wallet.currency_code,
        status=user.status,
        createdAt=player.created_at,
    )


@router.get("/players", response_model=Ok[list[PlayerRow]])
async def players(
    ctx: Ctx, staff: StaffCaller, q: Annotated[str, Query(max_length=64)] = ""
) -> Ok[list[PlayerRow]]:
    """The agent's players whose username or phone contains `q`, newest first."""
    statement = (
        select(Player, User, Wallet)
        .join(User, User.id == Player.user_id)
        .join(Wallet, Wallet.player_id == Player.id)
        .where(Player.agent_id == staff.agent.id)
    )
    term = q.strip().lower()
    if term:
        like = f"%{term.replace('%', '').replace('_', '')}%"
        statement = statement.where(or_(User.username.like(like), Player.tel.like(like)))
    statement = statement.order_by(Player.id.desc()).limit(LIST_LIMIT)
    async with ctx.db.read() as session:
        rows = (await session.execute(statement)).all()
    return ok([_player_row(p, u, w) for p, u, w in rows])


async def _ledger_entries(
    session: AsyncSession, wallet_id: int, limit: int
) -> list[LedgerEntryOut]:
    statement = (
        select(LedgerEntry, LedgerJournal, Wallet.currency_code)
        .join(LedgerJournal, LedgerJournal.id == LedgerEntry.journal_id)
        .join(Wallet, Wallet.id == LedgerEntry.wallet_id)
        .where(LedgerEntry.wallet_id == wallet_id)
        .order_by(LedgerEntry.id.desc())
        .limit(limit)
    )
    return [
        _entry_out(entry, journal, currency)
        for entry, journal, currency in (await session.execute(statement)).all()
    ]


def _entry_out(entry: Any, journal: Any, currency: str) -> LedgerEntryOut:
    """A wallet's ledger entry with its journal (ORM rows, or the same fields)."""
    return LedgerEntryOut(
        id=entry.id,
        journalId=journal.id,
        kind=journal.kind,
        account=entry.balance_field,
        amount=from_minor(entry.amount, currency),
        balanceAfter=from_minor(entry.balance_after, currency)
        if entry.balance_after is not None
        else None,
        reference=journal.reference,
        memo=journal.memo,
        createdAt=entry.created_at,
    )


@router.get("/players/{playerId}", response_model=Ok[PlayerDetail])
async def player_detail(ctx: Ctx, staff: StaffCaller, playerId: Id) -> Ok[PlayerDetail]:
    """One player of this agent: wallet, bank account, requests and ledger."""
    async with ctx.db.read() as session:
        player, user, wallet = await own_player(session, staff, playerId)
        found = await cashier_service.bank_account(session, player.bank_account_id)
        described = await cashier_service.transactions(
            session, BankTransaction.player_id == player.id, limit=LIST_LIMIT
        )
        ledger = await _ledger_entries(session, wallet.id, LIST_LIMIT)
    return ok(
        PlayerDetail(
            player=_player_row(player, user, wallet),
            wallet=WalletOut.of(wallet),
            isPlaying=bool(player.is_playing),
            bankAccount=BankAccountOut.of(*found) if found else None,
            transactions=described,
            ledger=ledger,
        )
    )


@router.post("/players/{playerId}/adjust", response_model=Ok[AdjustResult])
async def adjust(
    ctx: Ctx, staff: StaffCaller, request: Request, playerId: Id, body: AdjustBody
) -> Ok[AdjustResult]:
    """A manual credit adjustment with a reason; send an Idempotency-Key so that a retry
    moves the money once."""
    key = request.headers.get("idempotency-key") or None

    async def operation(tx: Direct) -> Outcome:
        done = await cashier_service.adjust(
            tx, staff, playerId, body.amount, body.reason, key or _fresh_key()
        )
        wallet_out = WalletOut.of(done.wallet)
        entry = _entry_out(
            SimpleNamespace(
                id=done.entry_id,
                balance_field="credit_balance",
                amount=done.amount,
                balance_after=done.balance_after,
                created_at=done.created_at,
            ),
            SimpleNamespace(
                id=done.journal_id, kind="ADJUST", reference=f"player:{playerId}", memo=body.reason
            ),
            done.wallet.currency_code,
        )
        return Outcome(
            AdjustResult(wallet=wallet_out, entry=entry),
            [Outgoing("walletData", wallet_out, done.user_id)],
        )

    data = await perform(
        ctx,
        request,
        agent_id=staff.agent.id,
        user_id=staff.user_id,
        body={"playerId": playerId, **body.model_dump(mode="json")},
        direct=operation,
    )
    return ok(AdjustResult.model_validate(data))


def _fresh_key() -> str:
    return new_id()


@router.get("/audit", response_model=Ok[list[AuditEntry]])
async def audit(ctx: Ctx, staff: StaffCaller) -> Ok[list[AuditEntry]]:
    """Every action of this agent's staff, newest first."""
    statement = (
        select(AuditLog)
        .where(AuditLog.agent_id == staff.agent.id)
        .order_by(AuditLog.id.desc())
        .limit(LIST_LIMIT)
    )
    async with ctx.db.read() as session:
        rows = (await session.execute(statement)).scalars()
        return ok(
            [
                AuditEntry(
                    id=row.id,
                    staffId=row.staff_user_id,
                    staffUsername=row.staff_username,
                    action=row.action,
                    targetType=row.target_type,
                    targetId=row.target_id,
                    detail=row.detail,
                    createdAt=row.created_at,
                )
                for row in rows
            ]
        )


# ----- payments: incidents and the agent's channels ----------------------------------------


@router.get("/payments/incidents", response_model=Ok[list[PaymentIncidentOut]])
async def payment_incidents(ctx: Ctx, staff: StaffCaller) -> Ok[list[PaymentIncidentOut]]:
    """Money an upstream reported that was not settled on its own: open ones first."""
    async with ctx.db.read() as session:
        rows = await incidents.open_for(session, staff.agent.id)
        return ok(await _incidents_out(session, rows))


async def _incidents_out(session: AsyncSession, rows: list[Any]) -> list[PaymentIncidentOut]:
    ids = [row.bank_transaction_id for row in rows if row.bank_transaction_id is not None]
    txs = (
        {q.id: q for q in await queue_entries(session, BankTransaction.id.in_(ids))} if ids else {}
    )
    out = []
    for row in rows:
        currency = row.currency_code
        out.append(
            PaymentIncidentOut(
                id=row.id,
                kind=row.kind,
                description=incidents.KINDS.get(row.kind, row.kind),
                channel=row.channel,
                transactionId=row.bank_transaction_id,
                transaction=txs.get(row.bank_transaction_id),
                reportedAmount=from_minor(row.amount, currency)
                if row.amount is not None and currency
                else None,
                reportedCurrency=currency,
                detail=row.detail,
                status=row.status,
                resolution=row.resolution,
                note=row.note,
                resolvedBy=row.resolved_by,
                resolvedAt=row.resolved_at,
                createdAt=row.created_at,
            )
        )
    return out


@router.post("/payments/incidents/{incidentId}/resolve", response_model=Ok[PaymentIncidentOut])
async def resolve_payment_incident(
    ctx: Ctx, staff: StaffCaller, request: Request, incidentId: Id, body: ResolveIncidentBody
) -> Ok[PaymentIncidentOut]:
    """One decision, once (a second answers 0051): credit a deposit with what the upstream
    reported, mark a held withdrawal paid or refund it, or dismiss."""

    async def operation(session: AsyncSession) -> Outcome:
        incident, tx, moved = await incidents.resolve(
            session, staff, incidentId, body.action, body.note
        )
        (out,) = await _incidents_out(session, [incident])
        events: list[Outgoing] = []
        if tx is not None and out.transaction is not None:
            wallet = (
                WalletOut.of(await cashier_service.wallet(session, tx.wallet_id)) if moved else None
            )
            events = transaction_events(
                out.transaction, wallet, user_id=tx.user_id, queue=out.transaction
            )
        return Outcome(out, events)

    data = await perform(
        ctx,
        request,
        agent_id=staff.agent.id,
        user_id=staff.user_id,
        body={"incidentId": incidentId, **body.model_dump()},
        operation=operation,
    )
    return ok(PaymentIncidentOut.model_validate(data))


async def _payment_settings(session: AsyncSession, agent: Any) -> PaymentSettingsOut:
    currency = (await session.get(Country, agent.country_id)).currency_code  # type: ignore[union-attr]
    return PaymentSettingsOut(
        paymentMethods=[m for m in agent.payment_method.split(",") if m],
        available=list(payment_channels(agent, currency)),
        truemoneyMobile=agent.truemoney_mobile,
        currencyCode=currency,
    )


@router.get("/settings/payments", response_model=Ok[PaymentSettingsOut])
async def payment_settings(ctx: Ctx, staff: StaffCaller) -> Ok[PaymentSettingsOut]:
    """The channels this agent takes money through and its receiving TrueMoney number."""
    async with ctx.db.read() as session:
        agent = await agent_service.get_agent(session, staff.agent.id)
        return ok(await _payment_settings(session, agent))


@router.put("/settings/payments", response_model=Ok[PaymentSettingsOut])
async def update_payment_settings(
    ctx: Ctx, staff: StaffCaller, body: PaymentSettingsBody
) -> Ok[PaymentSettingsOut]:
    """Change the channels; each is checked against the agent's currency, and vouchers need
    the agent's own receiving number (audited)."""
    async with ctx.db.write() as session:
        agent = await agent_service.get_agent(session, staff.agent.id)
        before = {"paymentMethod": agent.payment_method, "truemoneyMobile": agent.truemoney_mobile}
        await set_payments(session, agent, list(body.paymentMethods), body.truemoneyMobile)
        session.add(
            AuditLog(
                agent_id=agent.id,
                staff_user_id=staff.user_id,
                staff_username=staff.username,
                action="payment_settings",
                target_type="agent",
                target_id=agent.id,
                detail={
                    "before": before,
                    "after": {
                        "paymentMethod": agent.payment_method,
                        "truemoneyMobile": agent.truemoney_mobile,
                    },
                },
            )
        )
        out = await _payment_settings(session, agent)
    agent_service.forget_domains()
    return ok(out)


# What the agent's players play: transfers, rounds, incidents and day totals (read only).
router.include_router(play_router)
