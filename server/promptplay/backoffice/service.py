"""The back office's rules: who a staff member is, what staff see of their agent's players,
requests and play, and the decisions they take. Each public method opens its transaction (a
decision runs in `cashier.flow.perform_keyed`'s, once per Idempotency-Key); every read is
bound to the staff's own agent, and nothing of another agent is ever shown."""

from __future__ import annotations

from datetime import date, datetime, timedelta
from functools import partial
from types import SimpleNamespace
from typing import Any
from zoneinfo import ZoneInfo

from pydantic import BaseModel
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from ..admin.service import set_payments
from ..agent.service import agent_service, payment_channels
from ..auth.service import Caller, Tokens, auth_service
from ..cashier import incidents
from ..cashier.flow import Outcome, Outgoing, perform_keyed, transaction_events
from ..cashier.schemas import Tx
from ..cashier.service import Staff, cashier_service
from ..context import AppContext
from ..core.clock import utcnow
from ..core.db import Direct
from ..core.errors import DataNotFound, Duplicate, InvalidData, PermissionDenied
from ..core.money import from_minor
from ..core.security import new_id
from ..coupons.schemas import CodeBatch, CodesBody, CouponIn, StaffCoupon, StaffRedemption
from ..coupons.service import coupon_service
from ..events.schemas import EventIn, StaffEvent  # events
from ..events.service import event_service  # events
from ..games.transfers import transfer_service
from ..income.schemas import Alliance as AllianceOut
from ..income.schemas import (
    AllianceIn,
    IncomeSettings,
    ReportDay,
    RunResult,
    StaffAward,
    StaffBonusBody,
)
from ..income.service import affiliate_data, income_service
from ..ledger.idempotency import Keyed
from ..minigames.schemas import MinigameSettings
from ..minigames.service import minigame_service
from ..models import Agent, BankTransaction, GameTransfer, PaymentIncident, Player
from ..models import User as UserRow
from ..models import Wallet as WalletRow
from ..promotions.schemas import (
    GrantBody,
    PromotionIn,
    PromotionReport,
    PromotionSettings,
    PromotionSettingsBody,
    StaffPromotion,
)
from ..promotions.schemas import PlayerPromotion as PlayerPromotionOut
from ..promotions.service import promotion_service
from ..ranks.schemas import (
    RankSettings,
    RankSettingsOut,
    RewardDecision,
    RewardItemIn,
    StaffRewardItem,
    StaffRewardRedemption,
)
from ..ranks.service import rank_service
from ..uploads.schemas import Upload  # events
from ..uploads.service import upload_service  # events
from ..wire import BankAccount, Wallet
from .repository import (
    AuditRepository,
    GameIncidentRepository,
    PlayerAccountRepository,
    RequestRepository,
    RoundRepository,
    StaffRepository,
    TransferRepository,
    record_audit,
)
from .schemas import (
    AdjustBody,
    AdjustResult,
    AuditEntry,
    GameRoundOut,
    GameRoundsPage,
    GameTransferOut,
    GameTransfersPage,
    IncidentOut,
    IncidentsPage,
    LedgerEntryOut,
    PageOut,
    PaymentIncidentOut,
    PaymentSettingsBody,
    PaymentSettingsOut,
    PendingTransferOut,
    PendingTransfersPage,
    PlayDay,
    PlayDays,
    PlayDayTotals,
    PlayerDetail,
    PlayerRow,
    QueueTx,
    ResolveIncidentBody,
    RoundTotalsOut,
    StaffLoginBody,
    StaffOut,
)

LIST_LIMIT = 200
# The most rows a CSV download of a list holds.
EXPORT_LIMIT = 50_000
DEFAULT_DAYS = 7
MAX_DAYS = 366
EARLIEST_DAY = date(2000, 1, 1)


class BackofficeService:
    # ----- staff ---------------------------------------------------------------------------

    async def staff_of(self, ctx: AppContext, caller: Caller) -> Staff:
        """The staff member an authenticated caller is, bound to his own agent."""
        if caller.user_type != "staff":
            raise PermissionDenied("Staff only")
        async with ctx.db.read() as session:
            repository = StaffRepository(session)
            user = await repository.user(caller.user_id)
            agent = await repository.agent(caller.agent_id)
        if user is None or agent is None or user.agent_id != agent.id:
            raise PermissionDenied("Staff only")
        return Staff(user.id, user.username, agent, user.role_id)

    async def login(
        self,
        ctx: AppContext,
        host: str,
        body: StaffLoginBody,
        *,
        dedicated: bool,
        address: str,
        user_agent: str | None,
    ) -> tuple[Tokens, StaffOut]:
        """Staff of the agent that owns this host name; on the back office's own host
        (`dedicated`), of the agent the body names."""
        if dedicated and not (body.agentPrefix or "").strip():
            raise InvalidData("Name the agent", fields=["agentPrefix"])
        signed = await auth_service.login(
            ctx,
            host=host,
            agent_prefix=body.agentPrefix if dedicated else None,
            username=body.username,
            password=body.password,
            user_type="staff",
            address=address,
            user_agent=user_agent,
        )
        staff = Staff(signed.user.id, signed.user.username, signed.agent, signed.user.roleId)
        return signed.tokens, await self.describe(ctx, staff)

    async def logout(self, ctx: AppContext, caller: Caller | None) -> None:
        """End the caller's session; one that is over already (None) has nothing to end."""
        if caller is None:
            return
        if caller.user_type != "staff":
            raise PermissionDenied("Staff only")
        await auth_service.logout(ctx, caller)

    async def describe(self, ctx: AppContext, staff: Staff) -> StaffOut:
        async with ctx.db.read() as session:
            country = await StaffRepository(session).country(staff.agent.country_id)
        return StaffOut(
            id=staff.user_id,
            username=staff.username,
            agentId=staff.agent.id,
            prefix=staff.agent.prefix,
            currencyCode=country.currency_code,
            role=staff.role,  # type: ignore[arg-type]
        )

    # ----- requests, players and the audit trail --------------------------------------------

    async def queue(
        self,
        ctx: AppContext,
        staff: Staff,
        status: str | None,
        type: str | None,
        limit: int = LIST_LIMIT,
    ) -> list[QueueTx]:
        """The agent's requests, oldest pending first (newest first for other statuses)."""
        async with ctx.db.read() as session:
            rows = await RequestRepository(session, staff.agent.id).queued(
                status=status, type=type, oldest_first=status == "0001", limit=limit
            )
        return [QueueTx.queued(*row) for row in rows]

    async def decide(
        self, keyed: Keyed, staff: Staff, transaction_id: int, reason: str | None
    ) -> QueueTx:
        """Credit a deposit or pay a withdrawal (no `reason`), or refuse it (0002; a
        withdrawal's held credit returns to the player), once: a second decision is 0051."""
        step = partial(self._decision, staff, transaction_id, reason)
        return QueueTx.model_validate(await perform_keyed(keyed, operation=step))

    async def _decision(
        self, staff: Staff, transaction_id: int, reason: str | None, session: AsyncSession
    ) -> Outcome:
        if reason is None:
            tx = await cashier_service.approve(session, staff, transaction_id)
        else:
            tx = await cashier_service.reject(session, staff, transaction_id, reason)
        (row,) = await RequestRepository(session, staff.agent.id).queued(ids=[tx.id], limit=1)
        entry = QueueTx.queued(*row)
        # Money moved unless a deposit was refused (its request never credited anything).
        moved = reason is None or tx.type == "WITHDRAW"
        return Outcome(entry, await _told(session, tx, entry, moved=moved))

    async def players(
        self, ctx: AppContext, staff: Staff, q: str, limit: int = LIST_LIMIT
    ) -> list[PlayerRow]:
        """The agent's players whose username or phone contains `q`, newest first."""
        async with ctx.db.read() as session:
            rows = await PlayerAccountRepository(session, staff.agent.id).search(q, limit)
        return [PlayerRow.of(*row) for row in rows]

    async def player_detail(self, ctx: AppContext, staff: Staff, player_id: int) -> PlayerDetail:
        """One player of this agent: wallet, bank account, requests and ledger."""
        async with ctx.db.read() as session:
            player, user, wallet = await _own_player(session, staff, player_id)
            found = await cashier_service.bank_account(session, player.bank_account_id)
            requests = await RequestRepository(session, staff.agent.id).of_player(
                player.id, LIST_LIMIT
            )
            ledger = await PlayerAccountRepository(session, staff.agent.id).ledger(
                wallet.id, LIST_LIMIT
            )
        return PlayerDetail(
            player=PlayerRow.of(player, user, wallet),
            wallet=Wallet.of(wallet),
            isPlaying=bool(player.is_playing),
            bankAccount=BankAccount.of(*found) if found else None,
            transactions=[Tx.of(*row) for row in requests],
            ledger=[LedgerEntryOut.of(*row) for row in ledger],
        )

    async def adjust(
        self, keyed: Keyed, staff: Staff, player_id: int, body: AdjustBody
    ) -> AdjustResult:
        """A manual credit adjustment with a reason, audited; with an Idempotency-Key a retry
        moves the money once."""
        step = partial(self._adjustment, staff, player_id, body, keyed.key)
        return AdjustResult.model_validate(await perform_keyed(keyed, direct=step))

    async def _adjustment(
        self, staff: Staff, player_id: int, body: AdjustBody, key: str | None, tx: Direct
    ) -> Outcome:
        done = await cashier_service.adjust(
            tx, staff, player_id, body.amount, body.reason, key or new_id()
        )
        wallet = Wallet.of(done.wallet)
        entry = LedgerEntryOut.of(
            SimpleNamespace(
                id=done.entry_id,
                balance_field="credit_balance",
                amount=done.amount,
                balance_after=done.balance_after,
                created_at=done.created_at,
            ),
            SimpleNamespace(
                id=done.journal_id, kind="ADJUST", reference=f"player:{player_id}", memo=body.reason
            ),
            done.wallet.currency_code,
        )
        return Outcome(
            AdjustResult(wallet=wallet, entry=entry),
            [Outgoing("walletData", wallet, done.user_id)],
        )

    # ----- promotions (docs/promotions.md) ------------------------------------------------

    async def promotions(self, ctx: AppContext, staff: Staff) -> list[StaffPromotion]:
        return await promotion_service.staff_promotions(ctx, staff.agent)

    async def save_promotion(
        self, ctx: AppContext, staff: Staff, body: PromotionIn, promotion_id: int | None = None
    ) -> StaffPromotion:
        """Create (no id) or change a promotion, audited."""
        async with ctx.db.write() as session:
            saved = await promotion_service.save_promotion(session, staff.agent, body, promotion_id)
            action = "create_promotion" if promotion_id is None else "update_promotion"
            record_audit(
                session,
                staff,
                action,
                "promotion",
                saved.id,
                **body.model_dump(mode="json", exclude={"imageUrl"}),
            )
        return saved

    async def promotion_report(
        self, ctx: AppContext, staff: Staff, promotion_id: int
    ) -> PromotionReport:
        return await promotion_service.report(ctx, staff.agent, promotion_id)

    async def player_promotions(
        self, ctx: AppContext, staff: Staff, player_id: int
    ) -> list[PlayerPromotionOut]:
        return await promotion_service.player_claims(ctx, staff.agent, player_id)

    async def grant_promotion(
        self, keyed: Keyed, staff: Staff, player_id: int, body: GrantBody
    ) -> PlayerPromotionOut:
        """A manualByAdmin promotion with its own turn, once per Idempotency-Key, audited."""

        async def grant(session: AsyncSession) -> Outcome:
            claim = await promotion_service.grant(
                session, staff.agent, player_id, body, staff.user_id
            )
            record_audit(
                session,
                staff,
                "grant_promotion",
                "player",
                player_id,
                **body.model_dump(mode="json"),
            )
            return Outcome(claim, await _wallet_told(session, staff.agent.id, player_id))

        return PlayerPromotionOut.model_validate(await perform_keyed(keyed, operation=grant))

    async def end_promotion(
        self, keyed: Keyed, staff: Staff, player_id: int, bonus_id: int, remark: str
    ) -> PlayerPromotionOut:
        """End a player's active promotion (its bonus credit still at home is seized), once per
        Idempotency-Key, audited."""

        async def end(session: AsyncSession) -> Outcome:
            claim = await promotion_service.staff_end(
                session, staff.agent, player_id, bonus_id, remark, staff.user_id
            )
            record_audit(
                session,
                staff,
                "end_promotion",
                "player",
                player_id,
                bonusId=bonus_id,
                remark=remark,
            )
            return Outcome(claim, await _wallet_told(session, staff.agent.id, player_id))

        return PlayerPromotionOut.model_validate(await perform_keyed(keyed, operation=end))

    async def promotion_settings(self, ctx: AppContext, staff: Staff) -> PromotionSettings:
        async with ctx.db.read() as session:
            agent = await agent_service.get_agent(session, staff.agent.id)
            currency = await agent_service.currency_in(session, agent)
            return promotion_service.settings(agent, currency)

    async def update_promotion_settings(
        self, ctx: AppContext, staff: Staff, body: PromotionSettingsBody
    ) -> PromotionSettings:
        async with ctx.db.write() as session:
            agent = await agent_service.get_agent(session, staff.agent.id)
            currency = await agent_service.currency_in(session, agent)
            before = promotion_service.settings(agent, currency).model_dump(mode="json")
            promotion_service.set_settings(agent, currency, body)
            after = promotion_service.settings(agent, currency)
            record_audit(
                session,
                staff,
                "promotion_settings",
                "agent",
                agent.id,
                before=before,
                after=after.model_dump(mode="json"),
            )
        agent_service.forget_domains()
        return after

    # ----- income (docs/income.md §4) -----------------------------------------------------

    async def update_income_settings(
        self, ctx: AppContext, staff: Staff, body: IncomeSettings
    ) -> IncomeSettings:
        async with ctx.db.write() as session:
            before = (await income_service.figures(session, staff.agent)).settings
            saved = await income_service.save_settings(session, staff.agent, body)
            _audit_settings(session, staff, "income_settings", before, saved)
        return saved

    async def decide_award(
        self, keyed: Keyed, staff: Staff, award_id: int, action: str, remark: str
    ) -> StaffAward:
        """Hold, release or void an award, once per Idempotency-Key, audited."""

        async def decide(session: AsyncSession) -> Outcome:
            award, user_id, wallet = await income_service.decide(
                session, staff.agent, award_id, action, remark, staff.user_id
            )
            record_audit(
                session, staff, f"income_{action}", "income_award", award_id, remark=remark
            )
            income = affiliate_data(
                wallet.incomeFromAffiliate, wallet.incomeFromAlliance, wallet.returnLostBalance
            )
            return Outcome(award, [Outgoing("affiliateData", income, user_id)])

        return StaffAward.model_validate(await perform_keyed(keyed, operation=decide))

    async def grant_bonus(
        self, keyed: Keyed, staff: Staff, player_id: int, body: StaffBonusBody
    ) -> StaffAward:
        """A bonus for one player to claim, once per Idempotency-Key, audited."""

        async def grant(session: AsyncSession) -> Outcome:
            award = await income_service.grant_bonus(
                session, staff.agent, player_id, body, staff.user_id
            )
            record_audit(
                session, staff, "grant_bonus", "player", player_id, **body.model_dump(mode="json")
            )
            return Outcome(award)

        return StaffAward.model_validate(await perform_keyed(keyed, operation=grant))

    async def save_alliance(
        self, ctx: AppContext, staff: Staff, body: AllianceIn, alliance_id: int | None = None
    ) -> AllianceOut:
        try:
            async with ctx.db.write() as session:
                saved = await income_service.save_alliance(session, staff.agent, alliance_id, body)
                record_audit(
                    session,
                    staff,
                    "save_alliance",
                    "alliance",
                    saved.id,
                    **body.model_dump(mode="json"),
                )
        except IntegrityError as exc:
            raise Duplicate("This alliance code is taken", fields=["code"]) from exc
        return saved

    async def income_report(
        self, ctx: AppContext, staff: Staff, kind: str | None, start: date | None, end: date | None
    ) -> list[ReportDay]:
        async with ctx.db.read() as session:
            country = await StaffRepository(session).country(staff.agent.country_id)
        today = utcnow().astimezone(ZoneInfo(country.timezone)).date()
        start, end = _date_range(today, start, end)
        return await income_service.report(ctx, staff.agent, kind, start, end)

    async def run_income(self, ctx: AppContext, staff: Staff, day: date) -> RunResult:
        result = await income_service.run(ctx, staff.agent, day)
        async with ctx.db.write() as session:
            record_audit(
                session,
                staff,
                "income_run",
                "agent",
                staff.agent.id,
                date=day.isoformat(),
                runs=len(result.runs),
            )
        return result

    # ----- mini games (docs/engagement.md §4) ---------------------------------------------

    async def update_minigame_settings(
        self, ctx: AppContext, staff: Staff, body: MinigameSettings
    ) -> MinigameSettings:
        async with ctx.db.write() as session:
            before = (await minigame_service.figures(session, staff.agent)).settings
            saved = await minigame_service.save_settings(session, staff.agent, body)
            _audit_settings(session, staff, "minigame_settings", before, saved)
        return saved

    # ----- end of mini games ---------------------------------------------------------------

    async def audit(
        self, ctx: AppContext, staff: Staff, limit: int = LIST_LIMIT
    ) -> list[AuditEntry]:
        """Every action of this agent's staff, newest first."""
        async with ctx.db.read() as session:
            rows = await AuditRepository(session, staff.agent.id).latest(limit)
            return [AuditEntry.of(row) for row in rows]

    # ----- coupons (docs/engagement.md §2) ---------------------------------------------------

    async def coupons(self, ctx: AppContext, staff: Staff) -> list[StaffCoupon]:
        return await coupon_service.staff_coupons(ctx, staff.agent)

    async def save_coupon(
        self, ctx: AppContext, staff: Staff, body: CouponIn, coupon_id: int | None = None
    ) -> StaffCoupon:
        """Create (no id) or change a coupon, audited."""
        try:
            async with ctx.db.write() as session:
                saved = await coupon_service.save_coupon(session, staff.agent, body, coupon_id)
                action = "create_coupon" if coupon_id is None else "update_coupon"
                record_audit(
                    session, staff, action, "coupon", saved.id, **body.model_dump(mode="json")
                )
        except IntegrityError as exc:  # a code made at the same instant
            raise Duplicate("This code is taken", fields=["code"]) from exc
        return saved

    async def coupon_codes(
        self, keyed: Keyed, staff: Staff, coupon_id: int, body: CodesBody
    ) -> CodeBatch:
        """A batch of unique one-use codes for the coupon, once per Idempotency-Key (a
        repeated key answers the first batch), audited."""

        async def generate(session: AsyncSession) -> Outcome:
            batch = await coupon_service.add_codes(session, staff.agent, coupon_id, body)
            record_audit(
                session,
                staff,
                "coupon_codes",
                "coupon",
                coupon_id,
                count=batch.created,
                prefix=body.prefix,
            )
            return Outcome(batch)

        return CodeBatch.model_validate(await perform_keyed(keyed, operation=generate))

    async def coupon_codes_csv(self, ctx: AppContext, staff: Staff, coupon_id: int) -> str:
        """The coupon's batch codes as CSV; the export is audited (the codes are worth money)."""
        text, count = await coupon_service.codes_csv(ctx, staff.agent, coupon_id)
        async with ctx.db.write() as session:
            record_audit(session, staff, "export_coupon_codes", "coupon", coupon_id, codes=count)
        return text

    async def coupon_redemptions(
        self, ctx: AppContext, staff: Staff, coupon_id: int
    ) -> list[StaffRedemption]:
        return await coupon_service.redemptions(ctx, staff.agent, coupon_id)

    # ----- end of coupons ---------------------------------------------------------------------

    # ----- events and uploads (docs/engagement.md §3) ----------------------------------------

    async def events(self, ctx: AppContext, staff: Staff) -> list[StaffEvent]:
        return await event_service.staff_events(ctx, staff.agent)

    async def save_event(
        self, ctx: AppContext, staff: Staff, body: EventIn, event_id: int | None = None
    ) -> StaffEvent:
        """Create (no id) or change an event, audited."""
        async with ctx.db.write() as session:
            saved = await event_service.save_event(session, staff.agent, body, event_id)
            action = "create_event" if event_id is None else "update_event"
            record_audit(
                session,
                staff,
                action,
                "event",
                saved.id,
                **body.model_dump(mode="json", exclude={"id"}),
            )
        return saved

    async def upload_image(
        self, ctx: AppContext, staff: Staff, body: bytes, content_type: str
    ) -> Upload:
        """Store an image staff send (checked by its bytes), audited."""
        upload = await upload_service.upload(ctx, body, content_type)
        async with ctx.db.write() as session:
            record_audit(
                session,
                staff,
                "upload_image",
                "upload",
                None,
                url=upload.url,
                contentType=upload.contentType,
                size=upload.size,
            )
        return upload

    # ----- end of events and uploads ----------------------------------------------------------

    # ----- payments: incidents and the agent's channels ------------------------------------

    async def payment_incidents(self, ctx: AppContext, staff: Staff) -> list[PaymentIncidentOut]:
        """Money an upstream reported that was not settled on its own: open ones first."""
        async with ctx.db.read() as session:
            rows = await incidents.open_for(session, staff.agent.id)
            return await _incidents_out(session, staff, rows)

    async def resolve_incident(
        self, keyed: Keyed, staff: Staff, incident_id: int, body: ResolveIncidentBody
    ) -> PaymentIncidentOut:
        """One decision, once (a second answers 0051): credit a deposit with what the upstream
        reported, mark a held withdrawal paid or refund it, or dismiss."""
        step = partial(self._resolution, staff, incident_id, body)
        return PaymentIncidentOut.model_validate(await perform_keyed(keyed, operation=step))

    async def _resolution(
        self, staff: Staff, incident_id: int, body: ResolveIncidentBody, session: AsyncSession
    ) -> Outcome:
        incident, tx, moved = await incidents.resolve(
            session, staff, incident_id, body.action, body.note
        )
        (out,) = await _incidents_out(session, staff, [incident])
        events: list[Outgoing] = []
        if tx is not None and out.transaction is not None:
            events = await _told(session, tx, out.transaction, moved=moved)
        return Outcome(out, events)

    async def payment_settings(self, ctx: AppContext, staff: Staff) -> PaymentSettingsOut:
        """The channels this agent takes money through and its receiving TrueMoney number."""
        async with ctx.db.read() as session:
            agent = await agent_service.get_agent(session, staff.agent.id)
            return await _payment_settings(session, agent)

    async def update_payment_settings(
        self, ctx: AppContext, staff: Staff, body: PaymentSettingsBody
    ) -> PaymentSettingsOut:
        """Change the channels, each checked against the agent's currency (vouchers need the
        agent's own receiving number), audited."""
        async with ctx.db.write() as session:
            agent = await agent_service.get_agent(session, staff.agent.id)
            before = _channels(agent)
            await set_payments(session, agent, list(body.paymentMethods), body.truemoneyMobile)
            record_audit(
                session,
                staff,
                "payment_settings",
                "agent",
                agent.id,
                before=before,
                after=_channels(agent),
            )
            out = await _payment_settings(session, agent)
        agent_service.forget_domains()
        return out

    # ----- play: what the agent's players play (read only, but for `release_transfer`) -----

    async def player_transfers(
        self, ctx: AppContext, staff: Staff, player_id: int, page: int, per_page: int
    ) -> GameTransfersPage:
        """The player's transfers of credit to the game upstream and back, newest first."""
        async with ctx.db.read() as session:
            _, user, _ = await _own_player(session, staff, player_id)
            transfers = TransferRepository(session, staff.agent.id)
            paging = _paging(await transfers.count_of_player(player_id), page, per_page)
            rows = await transfers.page_of_player(player_id, page, per_page)
        return GameTransfersPage(
            transfers=[GameTransferOut.of(t, user.username) for t in rows], page=paging
        )

    async def player_rounds(
        self, ctx: AppContext, staff: Staff, player_id: int, page: int, per_page: int
    ) -> GameRoundsPage:
        """The player's recorded rounds, newest first, with his totals over every round."""
        async with ctx.db.read() as session:
            _, _, wallet = await _own_player(session, staff, player_id)
            rounds = RoundRepository(session, staff.agent.id)
            count, bet, payout = await rounds.totals_of_player(player_id)
            paging = _paging(count, page, per_page)
            rows = await rounds.page_of_player(player_id, page, per_page)
        c = wallet.currency_code
        totals = RoundTotalsOut(
            rounds=count,
            bet=from_minor(bet, c),
            payout=from_minor(payout, c),
            winLoss=from_minor(payout - bet, c),
        )
        return GameRoundsPage(
            rounds=[GameRoundOut.of(*row, c) for row in rows], page=paging, totals=totals
        )

    async def pending_transfers(
        self, ctx: AppContext, staff: Staff, page: int, per_page: int
    ) -> PendingTransfersPage:
        """The agent's transfers not settled yet, the longest waiting first. One younger than
        `reconcileAfterSeconds` may still be in flight; an older one waits for the reconciler,
        which asks the upstream (a transfer is never undone on a timeout alone)."""
        reconcile_after = ctx.settings.game_upstream_timeout * 2
        async with ctx.db.read() as session:
            transfers = TransferRepository(session, staff.agent.id)
            paging = _paging(await transfers.count_pending(), page, per_page)
            rows = await transfers.pending_page(page, per_page)
        now = utcnow()
        return PendingTransfersPage(
            transfers=[_pending(t, username, now, reconcile_after) for t, username in rows],
            page=paging,
            reconcileAfterSeconds=reconcile_after,
        )

    async def release_transfer(self, ctx: AppContext, staff: Staff, reference: str) -> None:
        """Hand a transfer set aside back to the reconciler (the same as `promptplay games
        release`), audited; another agent's, or one not set aside, is 0040. Moves no money:
        the reconciler asks the upstream again."""
        if not await transfer_service.release(ctx, reference, agent_id=staff.agent.id):
            raise DataNotFound("No transfer set aside under this reference", fields=["reference"])
        async with ctx.db.write() as session:
            record_audit(
                session, staff, "release_game_transfer", "game_transfer", None, reference=reference
            )

    async def game_incidents(
        self, ctx: AppContext, staff: Staff, page: int, per_page: int
    ) -> IncidentsPage:
        """What was set aside instead of moving money, newest first."""
        async with ctx.db.read() as session:
            country = await StaffRepository(session).country(staff.agent.country_id)
            found = GameIncidentRepository(session, staff.agent.id)
            paging = _paging(await found.count(), page, per_page)
            rows = await found.page(page, per_page)
        return IncidentsPage(
            incidents=[IncidentOut.of(i, username, country.currency_code) for i, username in rows],
            page=paging,
        )

    async def play_days(
        self, ctx: AppContext, staff: Staff, start: date | None, end: date | None
    ) -> PlayDays:
        """Rounds, players, turnover, payout and win/loss of the agent per day (days of the
        agent's time zone, both ends included), newest first, every day of the range listed."""
        async with ctx.db.read() as session:
            country = await StaffRepository(session).country(staff.agent.country_id)
            today = utcnow().astimezone(ZoneInfo(country.timezone)).date()
            start, end = _date_range(today, start, end)
            rounds = RoundRepository(session, staff.agent.id)
            per_day = await rounds.days(start, end)
            players = await rounds.players_between(start, end)
        c = country.currency_code
        days = []
        day = end
        while day >= start:
            rounds_on, on_day, turnover, payout = per_day.get(day, (0, 0, 0, 0))
            days.append(PlayDay(day=day, **_day_totals(rounds_on, on_day, turnover, payout, c)))
            day -= timedelta(days=1)
        totals = _day_totals(
            sum(v[0] for v in per_day.values()),
            players,
            sum(v[2] for v in per_day.values()),
            sum(v[3] for v in per_day.values()),
            c,
        )
        return PlayDays(
            startDate=start,
            endDate=end,
            timezone=country.timezone,
            currencyCode=c,
            days=days,
            totals=PlayDayTotals(**totals),
        )

    # ----- ranks: ranks, diamonds and rewards (docs/engagement.md §5) ----------------------

    async def update_rank_settings(
        self, ctx: AppContext, staff: Staff, body: RankSettings
    ) -> RankSettingsOut:
        async with ctx.db.write() as session:
            before = await rank_service.settings_in(session, staff.agent)
            saved = await rank_service.save_settings(session, staff.agent, body)
            _audit_settings(session, staff, "rank_settings", before, saved)
        return saved

    async def save_reward_item(
        self, ctx: AppContext, staff: Staff, body: RewardItemIn, item_id: int | None = None
    ) -> StaffRewardItem:
        """Create (no id) or change a reward item, audited."""
        async with ctx.db.write() as session:
            saved = await rank_service.save_item(session, staff.agent, item_id, body)
            action = "create_reward_item" if item_id is None else "update_reward_item"
            record_audit(
                session,
                staff,
                action,
                "reward_item",
                saved.id,
                **body.model_dump(mode="json", exclude={"imageUrl"}),
            )
        return saved

    async def decide_redemption(
        self, keyed: Keyed, staff: Staff, redemption_id: int, action: str, body: RewardDecision
    ) -> StaffRewardRedemption:
        """Fulfil or reject a pending reward, once per Idempotency-Key, audited; a rejection
        gives the player his diamonds back."""

        async def decide(session: AsyncSession) -> Outcome:
            redemption, user_id, wallet = await rank_service.decide(
                session, staff.agent, redemption_id, action, body, staff.user_id
            )
            record_audit(
                session,
                staff,
                f"reward_{action}",
                "reward_redemption",
                redemption_id,
                **body.model_dump(mode="json"),
            )
            told = [Outgoing("walletData", wallet, user_id)] if wallet is not None else []
            return Outcome(redemption, told)

        return StaffRewardRedemption.model_validate(await perform_keyed(keyed, operation=decide))

    # ----- end of ranks --------------------------------------------------------------------


backoffice_service = BackofficeService()


# ----- the steps the methods above share ---------------------------------------------------


async def _own_player(
    session: AsyncSession, staff: Staff, player_id: int
) -> tuple[Player, UserRow, WalletRow]:
    """A player of the staff's own agent; any other id (another agent's, none) is 0040."""
    found = await PlayerAccountRepository(session, staff.agent.id).one(player_id)
    if found is None:
        raise DataNotFound("Player not found")
    return found


def _audit_settings(
    session: AsyncSession, staff: Staff, action: str, before: BaseModel, after: BaseModel
) -> None:
    """A change of one kind of the agent's settings: what they were and what they became."""
    record_audit(
        session,
        staff,
        action,
        "agent",
        staff.agent.id,
        before=before.model_dump(mode="json"),
        after=after.model_dump(mode="json"),
    )


async def _wallet_told(session: AsyncSession, agent_id: int, player_id: int) -> list[Outgoing]:
    """The player's wallet as it is now, for the player's own sockets."""
    found = await PlayerAccountRepository(session, agent_id).one(player_id)
    if found is None:
        return []
    _, user, wallet = found
    await session.refresh(wallet)
    return [Outgoing("walletData", Wallet.of(wallet), user.id)]


async def _told(
    session: AsyncSession, tx: BankTransaction, entry: QueueTx, *, moved: bool
) -> list[Outgoing]:
    """What a decision on `tx` tells its player and the agent's staff; the player's wallet
    as it is now when money `moved`."""
    wallet = await cashier_service.wallet_of(session, tx) if moved else None
    return transaction_events(entry, wallet, user_id=tx.user_id, queue=entry)


async def _incidents_out(
    session: AsyncSession, staff: Staff, rows: list[PaymentIncident]
) -> list[PaymentIncidentOut]:
    ids = [row.bank_transaction_id for row in rows if row.bank_transaction_id is not None]
    queued = (
        await RequestRepository(session, staff.agent.id).queued(ids=ids, limit=LIST_LIMIT)
        if ids
        else []
    )
    txs = {row[0].id: QueueTx.queued(*row) for row in queued}
    return [
        PaymentIncidentOut.of(
            row, incidents.KINDS.get(row.kind, row.kind), txs.get(row.bank_transaction_id)
        )
        for row in rows
    ]


async def _payment_settings(session: AsyncSession, agent: Agent) -> PaymentSettingsOut:
    currency = (await StaffRepository(session).country(agent.country_id)).currency_code
    return PaymentSettingsOut(
        paymentMethods=[m for m in agent.payment_method.split(",") if m],
        available=list(payment_channels(agent, currency)),
        truemoneyMobile=agent.truemoney_mobile,
        currencyCode=currency,
    )


def _channels(agent: Agent) -> dict[str, Any]:
    """The agent's payment settings as the audit trail keeps them."""
    return {"paymentMethod": agent.payment_method, "truemoneyMobile": agent.truemoney_mobile}


def _paging(total: int, page: int, per_page: int) -> PageOut:
    """The page asked for, which must exist (page 1 always does, even empty)."""
    pages = max(1, -(-total // per_page))
    if page > pages:
        raise InvalidData(f"Page {page} is past the last page ({pages})", fields=["page"])
    return PageOut(page=page, perPage=per_page, total=total, totalPages=pages)


def _pending(
    transfer: GameTransfer, username: str, now: datetime, reconcile_after: float
) -> PendingTransferOut:
    """How long the transfer has waited, and who settles it next."""
    age = max(0, int((now - transfer.created_at).total_seconds()))
    waiting = age >= reconcile_after or transfer.attempts > 1
    stage = "awaitingReconciler" if waiting else "inFlight"
    if transfer.set_aside_at is not None:
        stage = "setAside"
    return PendingTransferOut.of(transfer, username, ageSeconds=age, stage=stage)


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
