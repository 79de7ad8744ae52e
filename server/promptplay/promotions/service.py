"""The promotion engine (docs/promotions.md): what players see and claim, the bonus posted with
the deposit that earns it, the turnover that rounds add up, the game rule at launch, the cap
and seizure at withdrawal, and every way a promotion ends.

Methods that take the app context open their own transaction; methods that take a session
are steps of a transaction their caller opened (the cashier's deposit and withdrawal, the
rounds being recorded, the launch's read), so a bonus is posted with its deposit, a seizure
with its withdrawal, and turnover with its rounds, or none of them is."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, replace
from datetime import date, datetime, time, timedelta
from decimal import Decimal
from typing import Any
from zoneinfo import ZoneInfo

from sqlalchemy.ext.asyncio import AsyncSession

from ..agent.repository import AgentRepository
from ..agent.templates import player_configuration
from ..context import AppContext
from ..core.clock import utcnow
from ..core.errors import (
    CreditAtGame,
    DataNotFound,
    InvalidData,
    NoActivePromotion,
    PromotionGameRefused,
    PromotionUnavailable,
)
from ..core.money import from_minor, scale, to_minor
from ..ledger import Leg, account_leg, post, wallet_leg
from ..models import Agent, BankTransaction, Player, PlayerPromotion, Promotion, Wallet
from ..models.promotion import ACTIVE
from ..realtime.bus import wallet_event
from ..wire import Wallet as WalletOut
from . import rules
from .repository import PromotionRepository
from .schemas import (
    Bonus,
    Cleared,
    Condition,
    GameRule,
    GrantBody,
    Name,
    PlayerSetting,
    PromotionIn,
    PromotionReport,
    PromotionSettings,
    PromotionSettingsBody,
    Reservation,
    ReserveBody,
    Schedule,
    SettingBody,
    StackTier,
    StackTopup,
    StaffPromotion,
    TierState,
    TurnOver,
    TurnoverDay,
)
from .schemas import (
    PlayerPromotion as PlayerPromotionOut,
)
from .schemas import (
    Promotion as PromotionOut,
)

COMPLETED, CANCELLED = "0000", "0004"
STATUS_DESC = {ACTIVE: "active", COMPLETED: "success", CANCELLED: "cancel"}
END_STATUS = {
    "turnover_met": COMPLETED,
    "credit_below_threshold": COMPLETED,
    "cleared_by_player": CANCELLED,
    "ended_by_staff": CANCELLED,
}
# Types a player picks from the list (stackTopUp has its own call; staff grant manual ones).
LISTED_TYPES = frozenset(rules.TYPE_NAMES) - {rules.STACK_TOP_UP, rules.MANUAL_BY_ADMIN}
DEFAULT_CLEAR_BELOW = 5  # units of the currency
INCOME = "income"  # the purpose of the built-in promotion withdrawn income is claimed under
EVENT = "event"  # the built-in promotion event credit starts when no promotion runs
BUILT_IN_NAMES = {
    INCOME: ("รายได้", "Income", "Thu nhập"),
    EVENT: ("เครดิตกิจกรรม", "Event credit", "Tín dụng sự kiện"),
}


@dataclass(frozen=True)
class Settings:
    auto: str  # normal, coupon, disabled, activate
    clear: rules.ClearCredit


def settings_of(agent: Agent, currency: str) -> Settings:
    stored = player_configuration(agent.player_configuration)
    below = stored.get("clearCreditBelow")
    return Settings(
        auto=str(stored.get("autoPromotion", "normal")),
        clear=rules.ClearCredit(
            required=bool(stored.get("clearCreditRequired", False)),
            # At least one unit: the same threshold ends a promotion (rules.below_threshold).
            below=max(
                int(below) if below is not None else DEFAULT_CLEAR_BELOW * scale(currency),
                scale(currency),
            ),
        ),
    )


def offer_of(promotion: Promotion) -> rules.Offer:
    return rules.Offer(
        type_id=promotion.promotion_type_id,
        is_active=promotion.is_active,
        starts_at=promotion.starts_at,
        ends_at=promotion.ends_at,
        minimum_deposit=promotion.minimum_deposit,
        bonus_type=promotion.bonus_type,
        bonus_percent=Decimal(promotion.bonus_percent),
        bonus_amount=promotion.bonus_amount,
        bonus_maximum=promotion.bonus_maximum,
        weekdays=tuple(promotion.weekdays or ()),
        from_minute=promotion.from_minute,
        to_minute=promotion.to_minute,
        welcome_back_days=promotion.welcome_back_days,
        stack_tiers=tuple(
            (int(tier["deposit"]), int(tier["bonus"])) for tier in promotion.stack_tiers or ()
        ),
    )


def terms_of(claim: PlayerPromotion) -> rules.Terms:
    manual = claim.promotion_type_id == rules.MANUAL_BY_ADMIN
    return rules.Terms(
        turn_basis=claim.turn_basis,
        turn_type=claim.turn_type,
        turn=Decimal(claim.turn),
        withdraw_type=claim.withdraw_type,
        maximum_withdraw=Decimal(claim.maximum_withdraw),
        manual=manual,
        manual_turn_type=claim.turn_type_manual or rules.UNIT,
        manual_turn=Decimal(claim.turn_over_manual or 0),
    )


def figures_of(claim: PlayerPromotion, wallet: Wallet) -> rules.Figures:
    return rules.Figures(
        credit=wallet.credit_balance + wallet.game_credit,
        cash_promotion=wallet.cash_promotion,
        credit_promotion=wallet.credit_promotion,
        event_credit=wallet.event_credit,
        played=claim.turnover,
        topped_up=claim.topped_up,
    )


def _minutes(clock: str | None) -> int | None:
    if clock is None:
        return None
    hours, minutes = clock.split(":")
    return int(hours) * 60 + int(minutes)


def _clock(minutes: int | None) -> str | None:
    return None if minutes is None else f"{minutes // 60:02d}:{minutes % 60:02d}"


def _figure(kind: int, value: Decimal, currency: str, *, amount_kind: int = 1) -> Decimal:
    """A turn or maximum withdraw as stored (minor units for an amount, else a multiplier)."""
    return Decimal(to_minor(value, currency)) if kind == amount_kind else value


def _shown(kind: int, value: Decimal, currency: str, *, amount_kind: int = 1) -> Decimal:
    return from_minor(int(value), currency) if kind == amount_kind else Decimal(value)


class PromotionService:
    # ----- shapes ------------------------------------------------------------------------------

    def describe(
        self, promotion: Promotion, currency: str, verdict: str | bool | None = False
    ) -> PromotionOut:
        c = currency
        out = PromotionOut(
            id=promotion.id,
            name=Name(nameTh=promotion.name_th, nameEn=promotion.name_en, nameVi=promotion.name_vi),
            imageUrl=promotion.image_url,
            promotionTypeId=promotion.promotion_type_id,
            promotionType=rules.TYPE_NAMES[promotion.promotion_type_id],
            bonus=Bonus(
                type=promotion.bonus_type,  # type: ignore[arg-type]
                percent=Decimal(promotion.bonus_percent)
                if promotion.bonus_type == "percent"
                else None,
                amount=from_minor(promotion.bonus_amount, c)
                if promotion.bonus_type == "fixed"
                else None,
                maximum=from_minor(promotion.bonus_maximum, c) if promotion.bonus_maximum else None,
            ),
            turnOver=TurnOver(
                turn=_shown(promotion.turn_type, Decimal(promotion.turn), c),
                maximumWithdraw=_shown(
                    promotion.withdraw_type, Decimal(promotion.maximum_withdraw), c
                ),
                minimumDeposit=from_minor(promotion.minimum_deposit, c),
            ),
            condition=Condition(promotionTurnOverType=promotion.turn_basis),  # type: ignore[arg-type]
            turnType=promotion.turn_type,
            promotionWithdrawType=promotion.withdraw_type,
            gameConfig=[GameRule.model_validate(rule) for rule in promotion.game_config or []],
            schedule=Schedule(
                startsAt=promotion.starts_at,
                endsAt=promotion.ends_at,
                weekdays=list(promotion.weekdays or []),
                fromTime=_clock(promotion.from_minute),
                toTime=_clock(promotion.to_minute),
            ),
            welcomeBackDays=promotion.welcome_back_days,
            stackTiers=[
                StackTier(deposit=from_minor(t["deposit"], c), bonus=from_minor(t["bonus"], c))
                for t in promotion.stack_tiers or []
            ],
            isActive=promotion.is_active,
            display=promotion.display,
            popup=promotion.popup,
            sortOrder=promotion.sort_order,
            currencyCode=c,
        )
        if verdict is not False:
            out.claimable = verdict is None
            out.reason = verdict if isinstance(verdict, str) else None
        return out

    def describe_claim(
        self,
        claim: PlayerPromotion,
        promotion: Promotion,
        wallet: Wallet,
        prefix: str,
        days: list[tuple[Any, int, int]] | None = None,
    ) -> PlayerPromotionOut:
        c = wallet.currency_code
        active = claim.status_code == ACTIVE
        terms = terms_of(claim)
        if active:
            figures = figures_of(claim, wallet)
        else:  # an ended claim: its own figures, as it ended
            figures = rules.Figures(
                credit=0,
                cash_promotion=claim.cash_promotion,
                credit_promotion=claim.bonus,
                played=claim.turnover,
                topped_up=claim.topped_up,
            )
        cashable = rules.cashable(terms, figures)
        required = cashable.required
        reached = rules.reached_by(terms, figures)
        progress = 1.0 if required <= 0 else min(1.0, reached / required)
        return PlayerPromotionOut(
            bonusId=claim.id,
            promotionId=claim.promotion_id,
            promotionCode=f"{prefix}{claim.promotion_id:04d}",
            promotion=self.describe(promotion, c),
            statusCode=claim.status_code,
            statusDesc=STATUS_DESC.get(claim.status_code, "inactive"),
            cashBalance=from_minor(wallet.cash_balance, c),
            cashPromotion=from_minor(figures.cash_promotion, c),
            creditPromotion=from_minor(figures.credit_promotion, c),
            eventCredit=from_minor(figures.event_credit, c),
            bonus=from_minor(claim.bonus, c),
            turnBasis=claim.condition_manual or claim.turn_basis,
            totalTurnOver=from_minor(claim.turnover, c),
            requiredTurnOver=from_minor(required, c),
            remainingTurnOver=from_minor(cashable.remaining, c),
            progress=round(progress, 4),
            turnoverReached=cashable.remaining == 0,
            maximumWithdraw=from_minor(cashable.cap, c),
            withdrawable=from_minor(cashable.amount if active else 0, c),
            gameConfig=[GameRule.model_validate(rule) for rule in claim.game_config or []],
            turnoverWinlossList=[
                TurnoverDay(date=day, turnover=from_minor(bets, c), winloss=from_minor(wl, c))
                for day, bets, wl in days or []
            ],
            conditionManual=claim.condition_manual,
            turnTypeManual=claim.turn_type_manual,
            turnOverManual=(
                _shown(claim.turn_type_manual or 1, Decimal(claim.turn_over_manual), c)
                if claim.turn_over_manual is not None
                else None
            ),
            remark=claim.remark,
            startedAt=claim.started_at,
            endedAt=claim.ended_at,
            endReason=claim.end_reason,
            seized=from_minor(claim.seized, c),
            currencyCode=c,
        )

    # ----- the player's calls ------------------------------------------------------------------

    async def all_promotions(
        self, ctx: AppContext, agent: Agent, user_id: int | None, filtered: bool
    ) -> list[PromotionOut]:
        async with ctx.db.read() as session:
            repository = PromotionRepository(session)
            currency, zone = await self._money_and_zone(session, agent)
            now = utcnow()
            shown = [
                p
                for p in await repository.promotions(agent.id, displayed_only=True)
                if self._in_schedule(p, now)
                and (not filtered or p.promotion_type_id in LISTED_TYPES)
                and (filtered or p.promotion_type_id != rules.MANUAL_BY_ADMIN)
            ]
            if user_id is None:
                return [self.describe(p, currency) for p in shown]
            found = await repository.player_and_wallet(agent.id, user_id)
            if found is None:
                raise DataNotFound("Player not found")
            player, wallet = found
            settings = settings_of(agent, currency)
            history = await self._history(session, player, wallet, now, zone)
            out = []
            for promotion in shown:
                verdict = rules.refusal(
                    offer_of(promotion),
                    history.of(promotion),
                    local=now.astimezone(zone),
                    deposit=None,
                    clear=settings.clear,
                )
                out.append(self.describe(promotion, currency, verdict))
            return out

    async def stack_topups(
        self, ctx: AppContext, agent: Agent, user_id: int | None
    ) -> list[StackTopup]:
        async with ctx.db.read() as session:
            repository = PromotionRepository(session)
            currency, zone = await self._money_and_zone(session, agent)
            now = utcnow()
            found = await repository.player_and_wallet(agent.id, user_id) if user_id else None
            out = []
            for promotion in await repository.promotions(agent.id, displayed_only=True):
                if promotion.promotion_type_id != rules.STACK_TOP_UP:
                    continue
                if not self._in_schedule(promotion, now):
                    continue
                deposited, level = 0, 0
                if found is not None:
                    start, end = _day_bounds(now, zone)
                    _, deposited = await repository.deposited_between(found[0].id, start, end)
                    level, _ = rules.stack_bonus(offer_of(promotion), deposited, 0)
                out.append(
                    StackTopup(
                        promotion=self.describe(promotion, currency),
                        depositedToday=from_minor(deposited, currency),
                        tiers=[
                            TierState(
                                deposit=from_minor(t["deposit"], currency),
                                bonus=from_minor(t["bonus"], currency),
                                unlocked=index < level,
                            )
                            for index, t in enumerate(promotion.stack_tiers or [])
                        ],
                    )
                )
            return out

    async def current(
        self, ctx: AppContext, agent: Agent, user_id: int
    ) -> PlayerPromotionOut | None:
        async with ctx.db.read() as session:
            repository = PromotionRepository(session)
            player, wallet = await self._player(repository, agent, user_id)
            claim = await repository.active(player.id)
            if claim is None:
                return None
            promotion = await repository.promotion(agent.id, claim.promotion_id)
            assert promotion is not None
            days = await repository.turnover_days(player.id, claim.started_at)
            return self.describe_claim(claim, promotion, wallet, agent.prefix, days)

    async def history(
        self, ctx: AppContext, agent: Agent, user_id: int
    ) -> list[PlayerPromotionOut]:
        async with ctx.db.read() as session:
            repository = PromotionRepository(session)
            player, wallet = await self._player(repository, agent, user_id)
            return await self._claims(repository, agent, player, wallet)

    async def reservation(self, ctx: AppContext, agent: Agent, user_id: int) -> Reservation | None:
        async with ctx.db.read() as session:
            repository = PromotionRepository(session)
            player, wallet = await self._player(repository, agent, user_id)
            return await self._reservation(repository, agent, player.id, wallet.currency_code)

    async def reserve(
        self, ctx: AppContext, agent: Agent, user_id: int, body: ReserveBody
    ) -> Reservation:
        """Record the choice for the next deposit; a promotion is checked now (all but the
        deposit itself) and again when the deposit is approved."""
        async with ctx.db.write() as session:
            repository = PromotionRepository(session)
            player, wallet = await self._player(repository, agent, user_id)
            currency, zone = await self._money_and_zone(session, agent)
            promotion_id = None
            if body.getPromotion and body.promotionId is not None:
                promotion = await repository.promotion(agent.id, body.promotionId, offers_only=True)
                if promotion is None or not promotion.display:
                    raise DataNotFound("Promotion not found", fields=["promotionId"])
                now = utcnow()
                history = await self._history(session, player, wallet, now, zone)
                verdict = rules.refusal(
                    offer_of(promotion),
                    history.of(promotion),
                    local=now.astimezone(zone),
                    deposit=None,
                    clear=settings_of(agent, currency).clear,
                )
                if verdict is not None:
                    raise PromotionUnavailable(system_msg=verdict, fields=["promotionId"])
                promotion_id = promotion.id
            elif body.getPromotion and await repository.active(player.id) is not None:
                raise PromotionUnavailable(system_msg="active_promotion")
            await repository.reserve(agent.id, player.id, body.getPromotion, promotion_id, utcnow())
            found = await self._reservation(repository, agent, player.id, currency)
            assert found is not None
            return found

    # ----- coupons (docs/engagement.md §2) --------------------------------------------------------

    async def reserve_by_coupon(
        self,
        session: AsyncSession,
        agent: Agent,
        player: Player,
        wallet: Wallet,
        promotion_id: int,
        coupon_id: int,
    ) -> Promotion:
        """A promotion coupon reserves its promotion for the next deposit, in the redeeming
        transaction (the wallet locked by the caller): checked now as a reservation is (all
        but the deposit) and again at the deposit. It may be a promotion players do not see,
        and whatever the auto-promotion mode (`coupon`: promotions come this way only)."""
        repository = PromotionRepository(session)
        promotion = await repository.promotion(agent.id, promotion_id, offers_only=True)
        if promotion is None:
            raise PromotionUnavailable(system_msg="inactive")
        if await repository.active(player.id, lock=True) is not None:
            raise PromotionUnavailable(system_msg="active_promotion")
        currency, zone = await self._money_and_zone(session, agent)
        now = utcnow()
        history = await self._history(session, player, wallet, now, zone)
        verdict = rules.refusal(
            offer_of(promotion),
            history.of(promotion),
            local=now.astimezone(zone),
            deposit=None,
            clear=settings_of(agent, currency).clear,
        )
        if verdict is not None:
            raise PromotionUnavailable(system_msg=verdict)
        await repository.reserve(agent.id, player.id, True, promotion.id, now, coupon_id=coupon_id)
        return promotion

    # ----- (end of coupons) ---------------------------------------------------------------------

    async def setting(
        self, ctx: AppContext, agent: Agent, user_id: int, body: SettingBody
    ) -> PlayerSetting:
        """The player's auto-promotion setting, changed when the body names one."""
        async with ctx.db.write() as session:
            repository = PromotionRepository(session)
            player, wallet = await self._player(repository, agent, user_id)
            if body.autoPromotion is not None:
                await repository.set_preference(player.id, body.autoPromotion, utcnow())
            default = settings_of(agent, wallet.currency_code).auto
            own = await repository.preference(player.id)
            return PlayerSetting(
                autoPromotion=own or default,  # type: ignore[arg-type]
                own=own is not None,
                agentDefault=default,  # type: ignore[arg-type]
            )

    async def clear(self, ctx: AppContext, agent: Agent, user_id: int) -> Cleared:
        """The player ends the active promotion: the bonus credit still in the wallet is
        forfeited (docs/promotions.md §5)."""
        async with ctx.db.write() as session:
            repository = PromotionRepository(session)
            player, wallet = await self._player(repository, agent, user_id, lock=True)
            claim = await repository.active(player.id, lock=True)
            if claim is None:
                raise NoActivePromotion()
            if wallet.game_credit > 0:
                raise CreditAtGame()
            await self.end(session, claim, wallet, "cleared_by_player", forfeit=True)
            wallet = await repository.wallet(wallet.id)
            promotion = await repository.promotion(agent.id, claim.promotion_id)
            assert promotion is not None
            cleared = Cleared(
                playerPromotion=self.describe_claim(claim, promotion, wallet, agent.prefix),
                wallet=WalletOut.of(wallet),
            )
        # The player's other pages see the forfeited credit too.
        await ctx.events.publish(wallet_event(agent.id, user_id, cleared.wallet))
        return cleared

    # ----- steps of other flows' transactions ---------------------------------------------------

    async def running(
        self, session: AsyncSession, player_id: int, *, lock: bool = False
    ) -> tuple[PlayerPromotion, Promotion] | None:
        """The player's active claim and its promotion, or None."""
        return await PromotionRepository(session).running(player_id, lock=lock)

    def cashable(self, claim: PlayerPromotion, wallet: Wallet) -> rules.Cashable:
        return rules.cashable(terms_of(claim), figures_of(claim, wallet))

    async def check_game(
        self, session: AsyncSession, player_id: int, category: str, provider: str
    ) -> None:
        """Spec §4 step 3 on the server: refuse a game outside the active promotion."""
        claim = await PromotionRepository(session).active(player_id)
        if claim is not None and not rules.fits(claim.game_config or [], category, provider):
            raise PromotionGameRefused(system_msg=f"{category}/{provider}")

    async def deposit_approved(
        self, session: AsyncSession, agent: Agent, tx: BankTransaction
    ) -> PlayerPromotion | None:
        """The deposit `tx` has just been credited: grant the promotion it earns, in the same
        transaction (the reservation, else the agent's auto-promotion setting), or extend the
        day's running stack top-up. None when it earns none."""
        repository = PromotionRepository(session)
        currency, zone = await self._money_and_zone(session, agent)
        settings = settings_of(agent, currency)
        found = await repository.player_of(agent.id, tx.player_id)
        assert found is not None
        player = found[0]
        wallet = await repository.wallet(tx.wallet_id, lock=True)  # as the deposit left it
        reservation = await repository.take_reservation(player.id)
        auto = await repository.preference(player.id) or settings.auto
        active = await repository.active(player.id, lock=True)
        if active is not None:
            if active.promotion_type_id == rules.STACK_TOP_UP:
                extended = await self._stack_more(session, agent, active, tx, wallet, zone)
                if extended is not None:
                    return extended
            await self._top_up(session, agent, active, tx, wallet)
            return None
        candidates: list[Promotion]
        if reservation is not None:
            if not reservation.get_promotion:
                return None
            if reservation.promotion_id is not None:
                chosen = await repository.promotion(agent.id, reservation.promotion_id)
                # Hidden since it was reserved: no longer on offer (a coupon's may be hidden:
                # the coupon is the way to it).
                shown = chosen is not None and (chosen.display or reservation.coupon_id is not None)
                candidates = [chosen] if chosen is not None and shown else []
            else:
                candidates = await repository.promotions(agent.id, displayed_only=True)
        elif auto == "activate":
            candidates = await repository.promotions(agent.id, displayed_only=True)
        else:
            return None
        filed = tx.created_at
        history = await self._history(session, player, wallet, filed, zone, tx=tx)
        for promotion in candidates:
            if promotion.promotion_type_id == rules.MANUAL_BY_ADMIN:
                continue
            past = history.of(promotion)
            verdict = rules.refusal(
                offer_of(promotion),
                past,
                local=filed.astimezone(zone),
                deposit=tx.amount,
                clear=settings.clear,
            )
            if verdict is None:
                return await self._grant_deposit(
                    session, agent, promotion, tx, player, wallet, past, zone
                )
        return None

    async def withdrawn(
        self, session: AsyncSession, claim: PlayerPromotion, wallet: Wallet, seize: int, tx_id: int
    ) -> None:
        """A withdrawal after the turnover was reached ends the promotion; the credit above
        its maximum withdraw goes back to the agent."""
        await self.end(session, claim, wallet, "turnover_met", seize=seize, reference=tx_id)

    async def rounds_recorded(
        self,
        session: AsyncSession,
        agent: Agent,
        plays: list[tuple[int, int, int, datetime, str, str]],
    ) -> None:
        """Rounds just recorded, as (player id, bet, payout, played at, category, provider):
        turnover accrues on the active promotions they were played under, and a promotion
        whose credit fell below the agent's threshold ends."""
        repository = PromotionRepository(session)
        claims = await repository.active_of(play[0] for play in plays)
        if not claims:
            return
        by_player = {claim.player_id: claim for claim in claims}
        sums: dict[int, list[int]] = defaultdict(lambda: [0, 0])
        for player_id, bet, payout, played_at, category, provider in plays:
            claim = by_player.get(player_id)
            if claim is None or played_at < claim.started_at:
                continue
            if not rules.fits(claim.game_config or [], category, provider):
                continue
            sums[claim.id][0] += bet
            sums[claim.id][1] += payout - bet
        for claim_id, (bets, win_loss) in sums.items():
            await repository.add_turnover(claim_id, bets, win_loss)
        currency, _ = await self._money_and_zone(session, agent)
        clear = settings_of(agent, currency).clear
        wallets = await repository.wallets(claim.wallet_id for claim in claims)
        for claim in claims:
            wallet = wallets[claim.wallet_id]
            credit = wallet.credit_balance + wallet.game_credit
            if rules.below_threshold(credit, clear, scale(currency)):
                await self.end(session, claim, wallet, "credit_below_threshold")

    async def end(
        self,
        session: AsyncSession,
        claim: PlayerPromotion,
        wallet: Wallet,
        reason: str,
        *,
        seize: int = 0,
        forfeit: bool = False,
        actor: int | None = None,
        remark: str | None = None,
        reference: int | None = None,
    ) -> bool:
        """End an active claim with its reason; False when it had ended already. The wallet's
        promotion counters go back to 0; `seize` (or, with `forfeit`, the bonus credit still
        at home) goes back to the agent's promotions account."""
        repository = PromotionRepository(session)
        if forfeit:
            seize = min(wallet.credit_promotion, wallet.credit_balance)
        values: dict[str, Any] = {
            "status_code": END_STATUS[reason],
            "end_reason": reason,
            "ended_at": utcnow(),
            "ended_by": actor,
            "seized": PlayerPromotion.seized + seize,
        }
        if remark:
            values["remark"] = remark
        if not await repository.end(claim.id, values):
            return False
        legs = [
            wallet_leg(wallet.id, -wallet.cash_promotion, "cash_promotion"),
            wallet_leg(wallet.id, -wallet.credit_promotion, "credit_promotion"),
            wallet_leg(wallet.id, -wallet.event_credit, "event_credit"),
        ]
        if seize:
            legs += [wallet_leg(wallet.id, -seize), account_leg("promotions", seize)]
        if not any(leg.amount for leg in legs):
            await session.refresh(claim)
            return True  # nothing to move: a journal needs entries
        await post(
            session,
            agent_id=claim.agent_id,
            currency_code=wallet.currency_code,
            kind="PROMOTION_END",
            idempotency_key=f"promotion_end:{claim.id}",
            reference=(
                f"bank_transaction:{reference}" if reference else f"player_promotion:{claim.id}"
            ),
            actor_user_id=actor,
            memo=reason,
            legs=legs,
        )
        await session.refresh(claim)
        return True

    # ----- staff -------------------------------------------------------------------------------

    async def staff_promotions(self, ctx: AppContext, agent: Agent) -> list[StaffPromotion]:
        async with ctx.db.read() as session:
            repository = PromotionRepository(session)
            currency, _ = await self._money_and_zone(session, agent)
            counts = await repository.claim_counts(agent.id)
            return [
                self._staff_view(p, currency, counts.get(p.id, (0, 0)))
                for p in await repository.promotions(agent.id, displayed_only=False)
            ]

    async def save_promotion(
        self, session: AsyncSession, agent: Agent, body: PromotionIn, promotion_id: int | None
    ) -> StaffPromotion:
        repository = PromotionRepository(session)
        currency, _ = await self._money_and_zone(session, agent)
        values = _stored(body, currency)
        now = utcnow()
        if promotion_id is None:
            promotion = await repository.add_promotion(
                Promotion(agent_id=agent.id, created_at=now, updated_at=now, **values)
            )
        else:
            found = await repository.promotion(agent.id, promotion_id, offers_only=True)
            if found is None:
                raise DataNotFound("Promotion not found")
            for key, value in values.items():
                setattr(found, key, value)
            found.updated_at = now
            promotion = found
            await session.flush()
        counts = await repository.claim_counts(agent.id)
        return self._staff_view(promotion, currency, counts.get(promotion.id, (0, 0)))

    async def report(self, ctx: AppContext, agent: Agent, promotion_id: int) -> PromotionReport:
        async with ctx.db.read() as session:
            repository = PromotionRepository(session)
            if await repository.promotion(agent.id, promotion_id, offers_only=True) is None:
                raise DataNotFound("Promotion not found")
            currency, _ = await self._money_and_zone(session, agent)
            claims, active, bonus, seized, turnover, ended = await repository.report(promotion_id)
            return PromotionReport(
                promotionId=promotion_id,
                claims=claims,
                active=active,
                bonusPaid=from_minor(bonus, currency),
                seized=from_minor(seized, currency),
                turnover=from_minor(turnover, currency),
                ended=ended,
                currencyCode=currency,
            )

    async def player_claims(
        self, ctx: AppContext, agent: Agent, player_id: int
    ) -> list[PlayerPromotionOut]:
        async with ctx.db.read() as session:
            repository = PromotionRepository(session)
            found = await repository.player_of(agent.id, player_id)
            if found is None:
                raise DataNotFound("Player not found")
            return await self._claims(repository, agent, *found)

    async def grant(
        self, session: AsyncSession, agent: Agent, player_id: int, body: GrantBody, actor: int
    ) -> PlayerPromotionOut:
        """A manualByAdmin promotion granted by staff, with its own turn."""
        repository = PromotionRepository(session)
        currency, zone = await self._money_and_zone(session, agent)
        promotion = await repository.promotion(agent.id, body.promotionId, offers_only=True)
        if promotion is None or promotion.promotion_type_id != rules.MANUAL_BY_ADMIN:
            raise DataNotFound("Manual promotion not found", fields=["promotionId"])
        found = await repository.player_of(agent.id, player_id)
        if found is None:
            raise DataNotFound("Player not found")
        player, wallet = found
        wallet = await repository.wallet(wallet.id, lock=True)
        if await repository.active(player.id, lock=True) is not None:
            raise PromotionUnavailable(system_msg="active_promotion")
        bonus = _minor(body.bonus, currency, "bonus")
        now = utcnow()
        claim = await self._add_claim(
            session,
            promotion,
            player,
            wallet,
            now=now,
            zone=zone,
            deposit=0,
            bonus=bonus,
            tx=None,
            manual=(
                body.conditionManual,
                body.turnTypeManual,
                _figure(body.turnTypeManual, body.turnOverManual, currency),
            ),
            remark=body.remark or None,
            actor=actor,
        )
        await self._post_bonus(
            session, agent, claim, wallet, 0, bonus, f"promotion_grant:{claim.id}", actor
        )
        wallet = await repository.wallet(wallet.id)
        return self.describe_claim(claim, promotion, wallet, agent.prefix)

    async def income_joined(
        self,
        session: AsyncSession,
        agent: Agent,
        player: Player,
        wallet: Wallet,
        amount: int,
        multiple: Decimal,
        remark: str,
    ) -> tuple[int | None, list[Leg]]:
        """Withdrawn income joins the credit (docs/income.md §1): refused while a promotion
        runs (it would fall under that promotion's cap and game rule); with a multiple above
        0 it starts a claim of the agent's built-in income promotion, whose bonus credit it
        is. The turnover now required (None: none), and the memo legs the caller posts with
        the money."""
        repository = PromotionRepository(session)
        if await repository.active(player.id, lock=True) is not None:
            raise PromotionUnavailable(system_msg="active_promotion")
        if multiple <= 0:
            return None, []
        return await self._built_in_claim(
            session, agent, player, wallet, INCOME, amount, "credit_promotion", multiple, remark
        )

    async def event_credit_joined(
        self,
        session: AsyncSession,
        agent: Agent,
        player: Player,
        wallet: Wallet,
        amount: int,
        multiple: Decimal,
        remark: str,
    ) -> tuple[int | None, list[Leg]]:
        """Event credit (a redeemed code, a wheel or check-in prize, a reward; docs/
        engagement.md §1) joins the active promotion as its `eventCredit`, which its turnover
        counts (spec §5); without one, a multiple above 0 starts a claim of the agent's
        built-in event promotion with it as the event credit, and 0 makes it plain credit.
        The turnover now required (None: none), and the memo legs the caller posts with the
        money."""
        repository = PromotionRepository(session)
        claim = await repository.active(player.id, lock=True)
        legs = [wallet_leg(wallet.id, amount, "event_credit")]
        if claim is not None:
            return rules.required_turn(terms_of(claim), self._joined(wallet, 0, amount)), legs
        if multiple <= 0:
            return None, []
        return await self._built_in_claim(
            session, agent, player, wallet, EVENT, amount, "event_credit", multiple, remark
        )

    async def pay_event_credit(
        self,
        session: AsyncSession,
        agent: Agent,
        player: Player,
        wallet: Wallet,
        amount: int,
        multiple: Decimal,
        *,
        idempotency_key: str,
        reference: str,
        remark: str,
    ) -> int | None:
        """Pay engagement credit (docs/engagement.md §1) in the caller's transaction, the
        wallet row locked by the caller: `ENGAGEMENT_CREDIT` from the agent's `engagement`
        account into the credit, as event credit. The turnover now required (None: none)."""
        required, memo = await self.event_credit_joined(
            session, agent, player, wallet, amount, multiple, remark
        )
        await post(
            session,
            agent_id=agent.id,
            currency_code=wallet.currency_code,
            kind="ENGAGEMENT_CREDIT",
            idempotency_key=idempotency_key,
            reference=reference,
            legs=[account_leg("engagement", -amount), wallet_leg(wallet.id, amount), *memo],
        )
        return required

    def _joined(self, wallet: Wallet, bonus: int, event: int) -> rules.Figures:
        return rules.Figures(
            credit=0,
            cash_promotion=wallet.cash_promotion,
            credit_promotion=wallet.credit_promotion + bonus,
            event_credit=wallet.event_credit + event,
            played=0,
            topped_up=0,
        )

    async def _built_in_claim(
        self,
        session: AsyncSession,
        agent: Agent,
        player: Player,
        wallet: Wallet,
        purpose: str,
        amount: int,
        field: str,
        multiple: Decimal,
        remark: str,
    ) -> tuple[int, list[Leg]]:
        """A claim of one of the agent's built-in promotions (played-amount basis, `multiple`
        times what it holds) for `amount` held in the wallet's `field`."""
        repository = PromotionRepository(session)
        promotion = await self._built_in(repository, agent, purpose)
        _, zone = await self._money_and_zone(session, agent)
        bonus = amount if field == "credit_promotion" else 0
        claim = await self._add_claim(
            session,
            promotion,
            player,
            wallet,
            now=utcnow(),
            zone=zone,
            deposit=0,
            bonus=bonus,
            tx=None,
            manual=(rules.BY_PLAY, rules.MULTI, multiple),
            remark=remark,
        )
        figures = self._joined(wallet, bonus, amount - bonus)
        return rules.required_turn(terms_of(claim), figures), [wallet_leg(wallet.id, amount, field)]

    async def _built_in(
        self, repository: PromotionRepository, agent: Agent, purpose: str
    ) -> Promotion:
        """The agent's built-in promotion of a purpose (withdrawn income, event credit): never
        listed, every game, no cap, played-amount basis."""
        found = await repository.built_in(agent.id, purpose)
        if found is not None:
            return found
        names = BUILT_IN_NAMES[purpose]
        now = utcnow()
        return await repository.add_promotion(
            Promotion(
                agent_id=agent.id,
                name_th=names[0],
                name_en=names[1],
                name_vi=names[2],
                image_url="",
                promotion_type_id=rules.MANUAL_BY_ADMIN,
                bonus_type="fixed",
                bonus_percent=Decimal(0),
                bonus_amount=0,
                bonus_maximum=0,
                minimum_deposit=0,
                turn_type=rules.MULTI,
                turn=Decimal(0),
                turn_basis=rules.BY_PLAY,
                withdraw_type=1,
                maximum_withdraw=Decimal(0),
                game_config=[],
                weekdays=[],
                stack_tiers=[],
                is_active=True,
                display=False,
                popup=False,
                sort_order=0,
                purpose=purpose,
                updated_at=now,
                created_at=now,
            )
        )

    async def staff_end(
        self,
        session: AsyncSession,
        agent: Agent,
        player_id: int,
        bonus_id: int,
        remark: str,
        actor: int,
    ) -> PlayerPromotionOut:
        repository = PromotionRepository(session)
        claim = await repository.player_promotion(player_id, bonus_id)
        if claim is None or claim.agent_id != agent.id:
            raise DataNotFound("Player promotion not found")
        wallet = await repository.wallet(claim.wallet_id, lock=True)
        if claim.status_code == ACTIVE and wallet.game_credit > 0:
            # The bonus credit could not be taken back from the game: bring it home first.
            raise CreditAtGame()
        if claim.status_code != ACTIVE or not await self.end(
            session, claim, wallet, "ended_by_staff", forfeit=True, actor=actor, remark=remark
        ):
            raise NoActivePromotion()
        promotion = await repository.promotion(agent.id, claim.promotion_id)
        assert promotion is not None
        wallet = await repository.wallet(wallet.id)
        return self.describe_claim(claim, promotion, wallet, agent.prefix)

    def settings(self, agent: Agent, currency: str) -> PromotionSettings:
        current = settings_of(agent, currency)
        return PromotionSettings(
            autoPromotion=current.auto,  # type: ignore[arg-type]
            clearCreditRequired=current.clear.required,
            clearCreditBelow=from_minor(current.clear.below, currency),
            currencyCode=currency,
        )

    def set_settings(self, agent: Agent, currency: str, body: PromotionSettingsBody) -> None:
        """Write the settings into the agent's player configuration (the caller's session
        holds the agent and commits)."""
        stored = dict(agent.player_configuration or {})
        stored.update(
            autoPromotion=body.autoPromotion,
            clearCreditRequired=body.clearCreditRequired,
            clearCreditBelow=_minor(body.clearCreditBelow, currency, "clearCreditBelow"),
        )
        agent.player_configuration = stored

    # ----- internals -----------------------------------------------------------------------------

    async def _money_and_zone(self, session: AsyncSession, agent: Agent) -> tuple[str, ZoneInfo]:
        country = await AgentRepository(session).country(agent.country_id)
        return country.currency_code, ZoneInfo(country.timezone)

    async def _player(
        self, repository: PromotionRepository, agent: Agent, user_id: int, *, lock: bool = False
    ) -> tuple[Player, Wallet]:
        found = await repository.player_and_wallet(agent.id, user_id, lock=lock)
        if found is None:
            raise DataNotFound("Player not found")
        return found

    def _in_schedule(self, promotion: Promotion, now: datetime) -> bool:
        return (promotion.starts_at is None or promotion.starts_at <= now) and (
            promotion.ends_at is None or now < promotion.ends_at
        )

    def _staff_view(
        self, promotion: Promotion, currency: str, counts: tuple[int, int]
    ) -> StaffPromotion:
        return StaffPromotion(
            **self.describe(promotion, currency).model_dump(),
            claims=counts[0],
            active=counts[1],
            createdAt=promotion.created_at,
            updatedAt=promotion.updated_at,
        )

    async def _claims(
        self, repository: PromotionRepository, agent: Agent, player: Player, wallet: Wallet
    ) -> list[PlayerPromotionOut]:
        claims = await repository.player_promotions(player.id)
        promotions = await repository.promotions_by_id(c.promotion_id for c in claims)
        return [
            self.describe_claim(c, promotions[c.promotion_id], wallet, agent.prefix) for c in claims
        ]

    async def _reservation(
        self, repository: PromotionRepository, agent: Agent, player_id: int, currency: str
    ) -> Reservation | None:
        found = await repository.reservation(player_id)
        if found is None:
            return None
        promotion = (
            await repository.promotion(agent.id, found.promotion_id)
            if found.promotion_id is not None
            else None
        )
        return Reservation(
            getPromotion=found.get_promotion,
            promotionId=found.promotion_id,
            promotion=self.describe(promotion, currency) if promotion is not None else None,
            reservedAt=found.reserved_at,
        )

    async def _history(
        self,
        session: AsyncSession,
        player: Player,
        wallet: Wallet,
        at: datetime,
        zone: ZoneInfo,
        *,
        tx: BankTransaction | None = None,
    ) -> _History:
        """The player's history as of `at` (the deposit `tx`, when judging one), read once
        for every promotion it is judged against."""
        repository = PromotionRepository(session)
        start, end = _day_bounds(at, zone)
        if tx is not None:
            before, last, today_before, today_total = await repository.deposits(
                player.id, tx, start, end
            )
        else:
            before, last = await repository.last_deposit(player.id)
            today_before, today_total = await repository.deposited_between(player.id, start, end)
        active = await repository.active(player.id)
        credit = wallet.credit_balance + wallet.game_credit - (tx.amount if tx is not None else 0)
        return _History(
            base=rules.Past(
                deposits_before=before,
                last_deposit_at=last,
                deposits_today_before=today_before,
                deposited_today=today_total,
                active_promotion=active is not None,
                credit=max(credit, 0),
            ),
            claims=await repository.claim_days(player.id),
            today=start.astimezone(zone).date(),
        )

    async def _grant_deposit(
        self,
        session: AsyncSession,
        agent: Agent,
        promotion: Promotion,
        tx: BankTransaction,
        player: Player,
        wallet: Wallet,
        past: rules.Past,
        zone: ZoneInfo,
    ) -> PlayerPromotion | None:
        offer = offer_of(promotion)
        level = 0
        if promotion.promotion_type_id == rules.STACK_TOP_UP:
            level, amount = rules.stack_bonus(offer, past.deposited_today, 0)
            deposit = past.deposited_today
        else:
            amount, deposit = rules.bonus(offer, tx.amount), tx.amount
        # The wallet is locked, so the claim checks above saw every earlier claim; the unique
        # claim key would refuse a second one all the same (and with it this transaction).
        claim = await self._add_claim(
            session,
            promotion,
            player,
            wallet,
            now=utcnow(),
            zone=zone,
            deposit=deposit,
            bonus=amount,
            tx=tx,
            level=level,
        )
        await self._post_bonus(
            session, agent, claim, wallet, deposit, amount, f"promotion_bonus:{tx.id}", None
        )
        return claim

    async def _stack_more(
        self,
        session: AsyncSession,
        agent: Agent,
        claim: PlayerPromotion,
        tx: BankTransaction,
        wallet: Wallet,
        zone: ZoneInfo,
    ) -> PlayerPromotion | None:
        """Another deposit of the day on a running stack top-up: the tiers it unlocks."""
        repository = PromotionRepository(session)
        promotion = await repository.promotion(agent.id, claim.promotion_id)
        start, end = _day_bounds(tx.created_at, zone)
        if promotion is None or claim.claimed_on != start.astimezone(zone).date():
            return None
        _, total = await repository.deposited_between(claim.player_id, start, end)
        level, amount = rules.stack_bonus(offer_of(promotion), total, claim.stack_level)
        if level <= claim.stack_level:
            return None
        await repository.extend(claim.id, tx.amount, amount, level)
        await self._post_bonus(
            session, agent, claim, wallet, tx.amount, amount, f"promotion_bonus:{tx.id}", None
        )
        await session.refresh(claim)
        return claim

    async def _top_up(
        self,
        session: AsyncSession,
        agent: Agent,
        claim: PlayerPromotion,
        tx: BankTransaction,
        wallet: Wallet,
    ) -> None:
        """A deposit while a promotion is active joins the promotion's cash (its turnover
        counts it, spec §5) and raises its cap by itself (docs/promotions.md §4)."""
        await PromotionRepository(session).top_up(claim.id, tx.amount)
        await post(
            session,
            agent_id=agent.id,
            currency_code=wallet.currency_code,
            kind="PROMOTION_TOPUP",
            idempotency_key=f"promotion_topup:{tx.id}",
            reference=f"player_promotion:{claim.id}",
            legs=[wallet_leg(wallet.id, tx.amount, "cash_promotion")],
        )
        await session.refresh(claim)

    async def _add_claim(
        self,
        session: AsyncSession,
        promotion: Promotion,
        player: Player,
        wallet: Wallet,
        *,
        now: datetime,
        zone: ZoneInfo,
        deposit: int,
        bonus: int,
        tx: BankTransaction | None,
        level: int = 0,
        manual: tuple[int, int, Decimal] | None = None,
        remark: str | None = None,
        actor: int | None = None,
    ) -> PlayerPromotion:
        at = tx.created_at if tx is not None else now
        day = at.astimezone(zone).date()
        condition, turn_type_manual, turn_manual = manual if manual else (None, None, None)
        return await PromotionRepository(session).add_claim(
            PlayerPromotion(
                agent_id=promotion.agent_id,
                player_id=player.id,
                wallet_id=wallet.id,
                promotion_id=promotion.id,
                promotion_type_id=promotion.promotion_type_id,
                status_code=ACTIVE,
                claim_key=rules.claim_key(promotion.promotion_type_id, day.isoformat()),
                claimed_on=day,
                deposit_transaction_id=tx.id if tx is not None else None,
                cash_promotion=deposit,
                topped_up=0,
                bonus=bonus,
                turn_type=promotion.turn_type,
                turn=promotion.turn,
                turn_basis=condition or promotion.turn_basis,
                withdraw_type=promotion.withdraw_type,
                maximum_withdraw=promotion.maximum_withdraw,
                game_config=list(promotion.game_config or []),
                stack_level=level,
                turnover=0,
                win_loss=0,
                seized=0,
                condition_manual=condition,
                turn_type_manual=turn_type_manual,
                turn_over_manual=turn_manual,
                remark=remark,
                granted_by=actor,
                started_at=now,
                created_at=now,
            )
        )

    async def _post_bonus(
        self,
        session: AsyncSession,
        agent: Agent,
        claim: PlayerPromotion,
        wallet: Wallet,
        deposit: int,
        bonus: int,
        key: str,
        actor: int | None,
    ) -> None:
        """The bonus from the agent's promotions account into the player's credit, with the
        wallet's promotion counters (memo)."""
        await post(
            session,
            agent_id=agent.id,
            currency_code=wallet.currency_code,
            kind="PROMOTION_BONUS",
            idempotency_key=key,
            reference=f"player_promotion:{claim.id}",
            actor_user_id=actor,
            legs=[
                account_leg("promotions", -bonus),
                wallet_leg(wallet.id, bonus),
                wallet_leg(wallet.id, deposit, "cash_promotion"),
                wallet_leg(wallet.id, bonus, "credit_promotion"),
            ],
        )


@dataclass(frozen=True)
class _History:
    """What the claim rules read of a player, with the days each promotion was claimed."""

    base: rules.Past
    claims: dict[int, set[date]]
    today: date

    def of(self, promotion: Promotion) -> rules.Past:
        days = self.claims.get(promotion.id, set())
        return replace(self.base, claimed_ever=bool(days), claimed_today=self.today in days)


def _day_bounds(at: datetime, zone: ZoneInfo) -> tuple[datetime, datetime]:
    local = at.astimezone(zone).date()
    start = datetime.combine(local, time.min, tzinfo=zone)
    return start, datetime.combine(local + timedelta(days=1), time.min, tzinfo=zone)


def _minor(amount: Decimal, currency: str, field: str) -> int:
    try:
        return to_minor(amount, currency)
    except ValueError as exc:
        raise InvalidData(fields=[field], system_msg=f"{field}: {exc}") from exc


def _stored(body: PromotionIn, currency: str) -> dict[str, Any]:
    """The columns of a promotion as staff wrote it, checked field by field (0000)."""
    problems: list[str] = []
    type_id = body.promotionTypeId
    if body.bonusType == "percent" and body.bonusPercent <= 0 and type_id != rules.STACK_TOP_UP:
        problems.append("bonusPercent")
    if (
        body.bonusType == "fixed"
        and body.bonusAmount <= 0
        and type_id
        not in (
            rules.STACK_TOP_UP,
            rules.MANUAL_BY_ADMIN,
        )
    ):
        problems.append("bonusAmount")
    if type_id == rules.HAPPY_TIME and (
        body.fromTime is None or body.toTime is None or body.fromTime == body.toTime
    ):
        problems += ["fromTime", "toTime"]
    if type_id == rules.WELCOME_BACK and body.welcomeBackDays is None:
        problems.append("welcomeBackDays")
    tiers = [(t.deposit, t.bonus) for t in body.stackTiers]
    if type_id == rules.STACK_TOP_UP and (
        not tiers
        or any(b <= 0 or d <= 0 for d, b in tiers)
        or any(tiers[i][0] >= tiers[i + 1][0] for i in range(len(tiers) - 1))
    ):
        problems.append("stackTiers")
    if body.startsAt and body.endsAt and body.endsAt <= body.startsAt:
        problems.append("endsAt")
    if body.turnType == rules.MULTI and body.turn > 1000:
        problems.append("turn")
    if body.promotionWithdrawType != rules.FIXED and body.maximumWithdraw > 1000:
        problems.append("maximumWithdraw")
    if problems:
        raise InvalidData(fields=sorted(set(problems)))
    return {
        "name_th": body.nameTh,
        "name_en": body.nameEn,
        "name_vi": body.nameVi,
        "image_url": body.imageUrl,
        "promotion_type_id": type_id,
        "bonus_type": body.bonusType,
        "bonus_percent": body.bonusPercent,
        "bonus_amount": _minor(body.bonusAmount, currency, "bonusAmount"),
        "bonus_maximum": _minor(body.bonusMaximum, currency, "bonusMaximum"),
        "minimum_deposit": _minor(body.minimumDeposit, currency, "minimumDeposit"),
        "turn_type": body.turnType,
        "turn": _stored_figure(body.turnType, body.turn, currency, "turn"),
        "turn_basis": body.turnBasis,
        "withdraw_type": body.promotionWithdrawType,
        "maximum_withdraw": _stored_figure(
            body.promotionWithdrawType, body.maximumWithdraw, currency, "maximumWithdraw"
        ),
        "game_config": [rule.model_dump() for rule in body.gameConfig],
        "starts_at": body.startsAt,
        "ends_at": body.endsAt,
        "weekdays": sorted(set(body.weekdays)),
        "from_minute": _minutes(body.fromTime),
        "to_minute": _minutes(body.toTime),
        "welcome_back_days": body.welcomeBackDays,
        "stack_tiers": [
            {
                "deposit": _minor(d, currency, "stackTiers"),
                "bonus": _minor(b, currency, "stackTiers"),
            }
            for d, b in tiers
        ],
        "is_active": body.isActive,
        "display": body.display,
        "popup": body.popup,
        "sort_order": body.sortOrder,
    }


def _stored_figure(kind: int, value: Decimal, currency: str, field: str) -> Decimal:
    """A turn or maximum withdraw as stored, its field named when the currency refuses it."""
    try:
        return _figure(kind, value, currency)
    except ValueError as exc:
        raise InvalidData(fields=[field], system_msg=f"{field}: {exc}") from exc


promotion_service = PromotionService()
