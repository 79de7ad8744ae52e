"""Income (docs/income.md): the programs' settings, what each player earned and waits for,
the withdrawal of income into credit, bonuses, and the computation of each ended period.

Methods that take the app context open their own transaction; methods that take a session
are steps of a transaction their caller opened (registration, the back office's keyed
decisions)."""

from __future__ import annotations

import logging
from collections import defaultdict
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from datetime import date, timedelta
from decimal import Decimal
from typing import Any
from zoneinfo import ZoneInfo

from sqlalchemy.ext.asyncio import AsyncSession

from ..agent.figures import AgentFigures
from ..agent.repository import AgentRepository
from ..cashier.schemas import DateFilter
from ..cashier.service import history_window
from ..context import AppContext
from ..core.clock import utcnow
from ..core.errors import (
    DataNotFound,
    InsufficientBalance,
    InvalidData,
    PermissionDenied,
    TransactionClosed,
)
from ..core.money import from_minor, to_minor
from ..ledger import account_leg, post, post_spread, wallet_leg
from ..models import Agent, Alliance, IncomeAward, IncomeRun, Player, Wallet
from ..models.income import KINDS
from ..promotions.schemas import Name
from ..promotions.service import promotion_service
from ..ranks.service import rank_service
from ..realtime.bus import Event, wallet_event
from ..wire import Wallet as WalletOut
from . import rules
from .repository import Account, AwardPeriod, IncomeRepository, Member, NewAward
from .schemas import (
    AffiliateOverview,
    AffiliateReport,
    AllianceIn,
    AllianceLink,
    AllianceOverview,
    AwardsPage,
    BonusOffer,
    Commission,
    CommissionDay,
    CommissionRow,
    CommissionToday,
    Downline,
    DownlineMember,
    DownlinePage,
    DownlineRow,
    ExpiringAward,
    IncomeRow,
    IncomeSettings,
    IncomeWithdrawal,
    PlayerIncome,
    Rate,
    ReportDay,
    ReportRow,
    ReportTotal,
    ReturnLost,
    ReturnLostAward,
    ReturnLostExpiry,
    ReturnLostPreview,
    RunResult,
    StaffAward,
    StaffBonusBody,
)
from .schemas import Alliance as AllianceOut
from .schemas import IncomeRun as IncomeRunOut

log = logging.getLogger("promptplay.income")

BACKLOG_DAYS = 7  # a first run computes at most this many past days
# A day is computed once it has been over this long: rounds of its last minutes that the
# bet history reports late are in by then.
SETTLE_AFTER = timedelta(minutes=30)
DOWNLINE_PAGE = 20
ACTIVE_DAYS = 30
HISTORY_LIMIT = 60
BIRTHDAY_NAME = Name(nameTh="โบนัสวันเกิด", nameEn="Birthday bonus", nameVi="Thưởng sinh nhật")
STAFF_NAME = Name(nameTh="โบนัสพิเศษ", nameEn="Special bonus", nameVi="Thưởng đặc biệt")
# A rank-up bonus (docs/engagement.md §5), named with its tier's name.
RANK_NAME = Name(nameTh="โบนัสเลื่อนระดับ", nameEn="Rank-up bonus", nameVi="Thưởng thăng hạng")
# What each award decision of staff allows, and the status it leads to.
DECISIONS = {"hold": ("open", "held"), "release": ("held", "open"), "void": (None, "voided")}


@dataclass(frozen=True)
class Claimant:
    """The caller of a player call: his agent and user, and the body's `playerId`, which must
    be his own when given."""

    agent: Agent
    user_id: int
    player_id: int | None


@dataclass(frozen=True, kw_only=True)
class Figures(AgentFigures):
    """An agent's settings in minor units of its currency, and its day."""

    settings: IncomeSettings

    def levels(self) -> dict[int, dict[str, Decimal]]:
        return {
            level.level: {rate.category: rate.percent for rate in level.rates}
            for level in self.settings.affiliate.levels
        }

    def rates(self, kind: str) -> dict[str, Decimal]:
        program = self.settings.rolling if kind == "rolling" else self.settings.rebate
        return {rate.category: rate.percent for rate in program.rates}

    def program(self, kind: str) -> Any:
        return {
            "affiliate": self.settings.affiliate,
            "alliance": self.settings.alliance,
            "returnLost": self.settings.returnLost,
            "rolling": self.settings.rolling,
            "rebate": self.settings.rebate,
            "bonus": self.settings.birthday,
        }[kind]


@dataclass
class _Made:
    """What one period's computation wrote, for the run row and the events after commit."""

    kind: str
    key: str
    start: date
    end: date
    awards: int = 0
    total: int = 0


class IncomeService:
    # ----- settings ----------------------------------------------------------------------

    async def figures(self, session: AsyncSession, agent: Agent) -> Figures:
        stored = await IncomeRepository(session).settings(agent.id)
        return await Figures.of(
            session, agent, settings=IncomeSettings.model_validate(stored or {})
        )

    async def settings(self, ctx: AppContext, agent: Agent) -> IncomeSettings:
        async with ctx.db.read() as session:
            return (await self.figures(session, agent)).settings

    async def save_settings(
        self, session: AsyncSession, agent: Agent, body: IncomeSettings
    ) -> IncomeSettings:
        figures = await self.figures(session, agent)
        problems = _setting_problems(body, figures.currency)
        if problems:
            raise InvalidData(fields=problems, system_msg="; ".join(problems))
        await IncomeRepository(session).save_settings(
            agent.id, body.model_dump(mode="json"), utcnow()
        )
        return body

    async def alliance_link(self, ctx: AppContext, agent: Agent, ref: str) -> AllianceLink:
        async with ctx.db.read() as session:
            alliance = await IncomeRepository(session).alliance_by_code(agent.id, ref[:32])
        if alliance is None:
            raise DataNotFound("Alliance not found")
        return AllianceLink(code=alliance.code, name=alliance.name)

    # ----- the player's pages --------------------------------------------------------------

    async def affiliate(
        self, ctx: AppContext, claimant: Claimant, origin: str
    ) -> AffiliateOverview:
        """`origin`: the site's address the links point to."""
        async with self._reading(ctx, claimant) as (repository, player, wallet, figures):
            today = figures.today
            month_start = today.replace(day=1)
            level1, level2 = await _two_levels(repository, claimant.agent.id, player.id)
            today_income = await self._affiliate_estimate(
                repository, figures, claimant.agent.id, player.id, today
            )
            month = await repository.earned_since(player.id, "affiliate", month_start)
            alliance = await self._alliance_overview(
                repository, figures, claimant.agent, player.id, wallet, origin
            )
        program = figures.settings.affiliate
        return AffiliateOverview(
            enabled=program.enabled,
            inviteCode=player.invite,
            shareLink=f"{origin}/register?ref={player.invite}",
            downline=Downline(
                level1=len(level1), level2=len(level2), total=len(level1) + len(level2)
            ),
            todayIncome=figures.money(today_income),
            monthIncome=figures.money(month + today_income),
            balance=figures.money(wallet.income_from_affiliate),
            minimumWithdraw=program.minimumWithdraw,
            turnover=program.turnover,
            basis=program.basis,
            levels=program.levels,
            alliance=alliance,
            currencyCode=figures.currency,
        )

    async def _alliance_overview(
        self,
        repository: IncomeRepository,
        figures: Figures,
        agent: Agent,
        player_id: int,
        wallet: Wallet,
        origin: str,
    ) -> AllianceOverview | None:
        alliance = await repository.alliance_of_player(agent.id, player_id)
        if alliance is None:
            return None
        today = figures.today
        members = [
            pid for pid in await repository.alliance_members(alliance.id) if pid != player_id
        ]
        stats = [s for _, s in await repository.stats(agent.id, today, today, player_ids=members)]
        today_income = rules.alliance(
            sum(s.net_loss for s in stats), Decimal(alliance.share_percent)
        )
        month = await repository.earned_since(player_id, "alliance", today.replace(day=1))
        return AllianceOverview(
            code=alliance.code,
            name=alliance.name,
            link=f"{origin}/al/{alliance.code}",
            sharePercent=Decimal(alliance.share_percent),
            players=len(members),
            balance=figures.money(wallet.income_from_alliance),
            todayIncome=figures.money(today_income),
            monthIncome=figures.money(month + today_income),
            minimumWithdraw=figures.settings.alliance.minimumWithdraw,
        )

    async def _affiliate_estimate(
        self,
        repository: IncomeRepository,
        figures: Figures,
        agent_id: int,
        player_id: int,
        day: date,
    ) -> int:
        """What the player's downline earned him on `day` so far (paid once the day ends)."""
        rows = await self._affiliate_rows(repository, figures, agent_id, player_id, day, day)
        return sum(row[6] for row in rows)

    async def _affiliate_rows(
        self,
        repository: IncomeRepository,
        figures: Figures,
        agent_id: int,
        player_id: int,
        start: date,
        end: date,
    ) -> list[tuple[date, int, str, int, int, int, int]]:
        """(day, level, category, players, turnover, net loss, income) of the player's
        downline per day over [start, end], as the period computation counts them."""
        if not figures.settings.affiliate.enabled:
            return []
        links = await repository.links(agent_id)
        depth = max(figures.levels(), default=0)
        downline = [
            pid
            for pid in links
            if any(upline == player_id for _, upline in rules.uplines(pid, links, depth))
        ]
        stats = await repository.stats(agent_id, start, end, player_ids=downline, by_day=True)
        by_day: dict[date, list[rules.Stat]] = defaultdict(list)
        for day, stat in stats:
            assert day is not None
            by_day[day].append(stat)
        rows: list[tuple[date, int, str, int, int, int, int]] = []
        for day in sorted(by_day, reverse=True):
            earned = rules.affiliate(
                by_day[day], links, figures.settings.affiliate.basis, figures.levels()
            ).get(player_id)
            if earned is None:
                continue
            for (level, category), (players, turnover, loss, income) in sorted(
                earned.lines.items()
            ):
                rows.append((day, level, category, players, turnover, loss, income))
        return rows

    async def affiliate_report(
        self, ctx: AppContext, claimant: Claimant, date_filter: DateFilter
    ) -> AffiliateReport:
        async with self._reading(ctx, claimant) as (repository, player, _, figures):
            start, end = _days(figures.zone, date_filter)
            rows = await self._affiliate_rows(
                repository, figures, claimant.agent.id, player.id, start, end
            )
        money = figures.money
        return AffiliateReport(
            dateFilter=date_filter,
            since=start,
            to=end,
            rows=[
                ReportRow(
                    date=day,
                    level=level,
                    category=category,
                    players=players,
                    turnover=money(turnover),
                    netLoss=money(loss),
                    income=money(income),
                )
                for day, level, category, players, turnover, loss, income in rows
            ],
            total=ReportTotal(
                turnover=money(sum(r[4] for r in rows)),
                netLoss=money(sum(r[5] for r in rows)),
                income=money(sum(r[6] for r in rows)),
            ),
        )

    async def history(
        self, ctx: AppContext, claimant: Claimant, date_filter: DateFilter | None
    ) -> list[IncomeRow]:
        async with self._reading(ctx, claimant) as (repository, player, _, figures):
            start, end = _days(figures.zone, date_filter) if date_filter else (None, None)
            awards = await repository.awards_of(
                player.id, KINDS, since=start, until=end, limit=HISTORY_LIMIT
            )
        return [
            IncomeRow(
                id=a.id,
                date=a.period_start,
                type=a.kind,  # type: ignore[arg-type]
                incomeTotal=figures.money(a.amount),
                status=a.status,  # type: ignore[arg-type]
                paidAt=a.paid_at,
            )
            for a in awards
        ]

    async def downline(self, ctx: AppContext, claimant: Claimant, page: int) -> DownlinePage:
        async with self._reading(ctx, claimant) as (repository, player, _, figures):
            level1, level2 = await _two_levels(repository, claimant.agent.id, player.id)
            members = [(1, m) for m in level1] + [(2, m) for m in level2]
            shown = members[(page - 1) * DOWNLINE_PAGE : page * DOWNLINE_PAGE]
            today = figures.today
            played = await repository.active_since(
                [m[0] for _, m in shown], today - timedelta(days=ACTIVE_DAYS)
            )
            month = await repository.stats(
                claimant.agent.id, today.replace(day=1), today, player_ids=[m[0] for _, m in shown]
            )
        turnover: dict[int, int] = defaultdict(int)
        for _, stat in month:
            turnover[stat.player_id] += stat.turnover
        return DownlinePage(
            total=len(members),
            page=page,
            perPage=DOWNLINE_PAGE,
            items=[
                DownlineMember(
                    username=rules.masked(name),
                    level=level,
                    registeredAt=registered,
                    active=pid in played,
                    turnover=figures.money(turnover[pid]),
                    selfReferral=own,
                )
                for level, (pid, _, name, registered, own) in shown
            ],
        )

    async def return_lost(
        self, ctx: AppContext, claimant: Claimant, *, update: bool = False
    ) -> ReturnLost:
        if update:
            await self._bring_up_to_date(ctx, claimant)
        async with self._reading(ctx, claimant) as (repository, player, wallet, figures):
            awards = await repository.awards_of(player.id, ["returnLost"], limit=HISTORY_LIMIT)
            rate = await _return_lost_rate(repository, figures, claimant.agent.id, player.id)
        program = figures.settings.returnLost
        waiting = [a.expires_at for a in awards if a.status == "open" and a.expires_at]
        return ReturnLost(
            enabled=program.enabled,
            period=program.period,
            rate=rate,
            minimumLoss=program.minimumLoss,
            maximum=program.maximum,
            categories=program.categories,
            expiryDays=program.expiryDays,
            minimumWithdraw=program.minimumWithdraw,
            turnover=program.turnover,
            balance=figures.money(wallet.return_lost_balance),
            nextExpiry=min(waiting, default=None),
            history=[
                ReturnLostAward(
                    id=a.id,
                    periodStart=a.period_start,
                    periodEnd=a.period_end,
                    netLoss=figures.money(a.basis),
                    amount=figures.money(a.amount),
                    status=a.status,  # type: ignore[arg-type]
                    expiresAt=a.expires_at,
                    paidAt=a.paid_at,
                )
                for a in awards
            ],
            currencyCode=figures.currency,
        )

    async def return_lost_preview(self, ctx: AppContext, claimant: Claimant) -> ReturnLostPreview:
        async with self._reading(ctx, claimant) as (repository, player, _, figures):
            start, end, _ = rules.period_of(figures.today, figures.settings.returnLost.period)
            loss = await self._net_loss(
                repository, figures, claimant.agent.id, player.id, start, end
            )
            rate = await _return_lost_rate(repository, figures, claimant.agent.id, player.id)
        program = figures.settings.returnLost
        amount, capped = rules.return_lost(
            loss, rate, figures.minor(program.minimumLoss), figures.minor(program.maximum)
        )
        return ReturnLostPreview(
            periodStart=start,
            periodEnd=end,
            netLoss=figures.money(max(loss, 0)),
            amount=figures.money(amount if program.enabled else 0),
            reachesMinimum=loss > 0 and loss >= figures.minor(program.minimumLoss),
            capped=capped,
        )

    async def _net_loss(
        self,
        repository: IncomeRepository,
        figures: Figures,
        agent_id: int,
        player_id: int,
        start: date,
        end: date,
    ) -> int:
        categories = set(figures.settings.returnLost.categories)
        stats = await repository.stats(agent_id, start, end, player_ids=[player_id])
        return sum(s.net_loss for _, s in stats if not categories or s.category in categories)

    async def return_lost_expiry(self, ctx: AppContext, claimant: Claimant) -> ReturnLostExpiry:
        async with ctx.db.read() as session:
            player, _, _ = await self._caller(IncomeRepository(session), claimant)
        await self.expire_due(ctx, player_id=player.id)
        async with ctx.db.read() as session:
            awards = await IncomeRepository(session).open_awards(player.id, "returnLost")
            figures = await self.figures(session, claimant.agent)
        items = [
            ExpiringAward(id=a.id, amount=figures.money(a.amount), expiresAt=a.expires_at)
            for a in awards
            if a.expires_at is not None
        ]
        return ReturnLostExpiry(
            nextExpiry=min((i.expiresAt for i in items), default=None), items=items
        )

    async def commission(self, ctx: AppContext, claimant: Claimant, kind: str) -> Commission:
        async with self._reading(ctx, claimant) as (repository, player, _, figures):
            today = figures.today
            stats = await repository.stats(claimant.agent.id, today, today, player_ids=[player.id])
            awards = await repository.awards_of(player.id, [kind], limit=HISTORY_LIMIT)
        program = figures.program(kind)
        rates = figures.rates(kind)
        rows = [(s.category, s.turnover, rules.rate_of(rates, s.category)) for _, s in stats]
        amounts = [rules.share(turnover, percent) for _, turnover, percent in rows]
        return Commission(
            kind=kind,  # type: ignore[arg-type]
            enabled=program.enabled,
            rates=program.rates,
            balance=figures.money(sum(a.amount for a in awards if a.status == "open")),
            minimumWithdraw=program.minimumWithdraw,
            turnover=program.turnover,
            today=CommissionToday(
                rows=[
                    CommissionRow(
                        category=category,
                        turnover=figures.money(turnover),
                        percent=percent,
                        amount=figures.money(amount),
                    )
                    for (category, turnover, percent), amount in zip(rows, amounts, strict=True)
                ],
                amount=figures.money(sum(amounts) if program.enabled else 0),
            ),
            history=[
                CommissionDay(
                    id=a.id,
                    date=a.period_start,
                    turnover=figures.money(a.basis),
                    amount=figures.money(a.amount),
                    status=a.status,  # type: ignore[arg-type]
                )
                for a in awards
            ],
            currencyCode=figures.currency,
        )

    # ----- bonuses -------------------------------------------------------------------------------

    async def bonuses(self, ctx: AppContext, claimant: Claimant) -> list[BonusOffer]:
        async with self._reading(ctx, claimant) as (repository, player, _, figures):
            offers: list[BonusOffer] = []
            birthday = self._birthday(figures, player)
            if (
                birthday is not None
                and await repository.award_by_key(player.id, "bonus", birthday) is None
            ):
                offers.append(
                    BonusOffer(
                        bonusType="birthday",
                        name=BIRTHDAY_NAME,
                        amount=figures.settings.birthday.amount,
                        turnover=figures.settings.birthday.turnover,
                        expiresAt=None,
                    )
                )
            now = utcnow()
            for award in await repository.open_awards(player.id, "bonus"):
                if award.expires_at is None or award.expires_at > now:
                    offers.append(
                        BonusOffer(
                            bonusType=_bonus_type(award),
                            name=_bonus_name(award),
                            amount=figures.money(award.amount),
                            turnover=Decimal(award.turnover),
                            expiresAt=award.expires_at,
                        )
                    )
        return offers

    def _birthday(self, figures: Figures, player: Player) -> str | None:
        program = figures.settings.birthday
        if not program.enabled or program.amount <= 0:
            return None
        return rules.birthday_key(player.dob, figures.today)

    async def claim_bonus(
        self, ctx: AppContext, claimant: Claimant, bonus_type: str
    ) -> IncomeWithdrawal:
        async with ctx.db.write() as session:
            repository = IncomeRepository(session)
            player, wallet, _ = await self._caller(repository, claimant)
            figures = await self.figures(session, claimant.agent)
            wallet = await repository.lock_wallet(wallet.id)
            now = utcnow()
            if bonus_type == "birthday":
                key = self._birthday(figures, player)
                if key is None or await repository.award_by_key(player.id, "bonus", key):
                    raise DataNotFound("Bonus not found", fields=["bonusType"])
                today = figures.today
                program = figures.settings.birthday
                award = await repository.add(
                    IncomeAward(
                        agent_id=claimant.agent.id,
                        player_id=player.id,
                        wallet_id=wallet.id,
                        kind="bonus",
                        period_key=key,
                        period_start=today,
                        period_end=today,
                        basis=0,
                        amount=figures.minor(program.amount),
                        turnover=program.turnover,
                        detail={"bonus": "birthday"},
                        status="open",
                        created_at=now,
                    )
                )
            else:
                award_id = await _bonus_award_id(repository, player.id, bonus_type)
                found = await repository.award(claimant.agent.id, award_id, lock=True)
                if (
                    found is None
                    or found.player_id != player.id
                    or found.kind != "bonus"
                    or found.status != "open"
                    or (found.expires_at is not None and found.expires_at <= now)
                ):
                    raise DataNotFound("Bonus not found", fields=["bonusType"])
                award = found
            result = await self._pay(
                session,
                claimant.agent,
                figures,
                player,
                wallet,
                "bonus",
                [award],
                Decimal(award.turnover),
            )
        await self._tell(ctx, claimant.agent.id, player.user_id, result.wallet, wallet_too=True)
        return result

    # ----- withdrawing income into credit ----------------------------------------------------

    async def withdraw(self, ctx: AppContext, claimant: Claimant, kind: str) -> IncomeWithdrawal:
        """All the income of a program that waits, into credit, once: under the wallet's row
        lock, the open awards are read, paid and marked in one transaction."""
        async with ctx.db.write() as session:
            repository = IncomeRepository(session)
            player, wallet, _ = await self._caller(repository, claimant)
            figures = await self.figures(session, claimant.agent)
            wallet = await repository.lock_wallet(wallet.id)
            awards = await repository.open_awards(player.id, kind, lock=True)
            total = sum(a.amount for a in awards)
            if total <= 0:
                raise InsufficientBalance(
                    "Nothing is waiting to be withdrawn", system_msg="nothing_waiting"
                )
            program = figures.program(kind)
            if total < figures.minor(program.minimumWithdraw):
                raise InsufficientBalance(
                    f"At least {program.minimumWithdraw} is needed to withdraw",
                    system_msg="below_minimum",
                )
            result = await self._pay(
                session, claimant.agent, figures, player, wallet, kind, awards, program.turnover
            )
        await self._tell(ctx, claimant.agent.id, player.user_id, result.wallet, wallet_too=True)
        return result

    async def _pay(
        self,
        session: AsyncSession,
        agent: Agent,
        figures: Figures,
        player: Player,
        wallet: Wallet,
        kind: str,
        awards: list[IncomeAward],
        multiple: Decimal,
    ) -> IncomeWithdrawal:
        total = sum(a.amount for a in awards)
        field = rules.WALLET_FIELDS.get(kind)
        if field is not None and getattr(wallet, field) != total:
            # The wallet field and its open awards always agree (ledger verify checks it).
            log.error("wallet %s: %s is not the sum of its open awards", wallet.id, field)
            raise InsufficientBalance(system_msg="income_mismatch")
        required, memo = await promotion_service.income_joined(
            session, agent, player, wallet, total, multiple, kind
        )
        source = wallet_leg(wallet.id, -total, field) if field else account_leg("income", -total)
        await post(
            session,
            agent_id=agent.id,
            currency_code=wallet.currency_code,
            kind="INCOME_PAID",
            idempotency_key=f"income_paid:{kind}:{awards[-1].id}",
            reference=f"income_award:{awards[0].id}",
            legs=[source, wallet_leg(wallet.id, total), *memo],
        )
        await IncomeRepository(session).mark([a.id for a in awards], "paid", at=utcnow())
        wallet = await IncomeRepository(session).wallet(wallet.id)
        return IncomeWithdrawal(
            type=kind,  # type: ignore[arg-type]
            amount=figures.money(total),
            wallet=WalletOut.of(wallet),
            turnover=figures.money(required) if required is not None else None,
        )

    async def _tell(
        self, ctx: AppContext, agent_id: int, user_id: int, wallet: WalletOut, *, wallet_too: bool
    ) -> None:
        """After commit: the income figures (affiliateData) and, if credit moved, the wallet."""
        data = affiliate_data(
            wallet.incomeFromAffiliate, wallet.incomeFromAlliance, wallet.returnLostBalance
        )
        await ctx.events.publish(Event(agent_id, "affiliateData", data, user_id=user_id))
        if wallet_too:
            await ctx.events.publish(wallet_event(agent_id, user_id, wallet))

    # ----- expiry ----------------------------------------------------------------------------

    async def expire_due(self, ctx: AppContext, player_id: int | None = None) -> int:
        """Open awards past their expiry go back to the agent's income account."""
        told: list[tuple[int, int, WalletOut]] = []
        async with ctx.db.read() as session:
            due = await IncomeRepository(session).due_to_expire(utcnow(), player_id)
        if not due:
            return 0  # the usual case: no write transaction, no writer lock
        expired = 0
        async with ctx.db.write() as session:
            repository = IncomeRepository(session)
            for award_id, wallet_id in due:
                # The wallet first, then the award: the order a withdrawal locks them in.
                wallet = await repository.lock_wallet(wallet_id)
                award = await repository.award_by_id(award_id, lock=True)
                if award.status != "open":
                    continue  # withdrawn, held or voided meanwhile
                expired += 1
                field = rules.WALLET_FIELDS.get(award.kind)
                if field is not None:
                    await _move_award(
                        session, award, wallet, field, -1, "INCOME_EXPIRED", "income_expired"
                    )
                    found = await repository.player(award.agent_id, player_id=award.player_id)
                    assert found is not None
                    told.append((award.agent_id, found[0].user_id, WalletOut.of(found[1])))
                await repository.mark([award.id], "expired")
        for agent_id, user_id, wallet in told:
            await self._tell(ctx, agent_id, user_id, wallet, wallet_too=False)
        return expired

    # ----- periods -----------------------------------------------------------------------------

    async def run_due(self, ctx: AppContext) -> int:
        """Every agent's ended days not yet computed (the scheduler's step)."""
        async with ctx.db.read() as session:
            agents = await IncomeRepository(session).agents_with_settings()
        computed = 0
        for agent_id in agents:
            async with ctx.db.read() as session:
                agent = await AgentRepository(session).get(agent_id)
                if agent is None:
                    continue
                figures = await self.figures(session, agent)
                last = await IncomeRepository(session).last_run_day(agent_id)
            settled = rules.local_day(utcnow() - SETTLE_AFTER, figures.zone)
            for day in rules.ended_days(last, settled, BACKLOG_DAYS):
                runs = await self.compute_day(ctx, agent, day)
                if runs is None:
                    break  # another process is computing this agent
                computed += len(runs)
        return computed

    async def compute_day(self, ctx: AppContext, agent: Agent, day: date) -> list[IncomeRun] | None:
        """Every program's period that ends on `day`, each once: the programs already computed
        for it are passed over, and awards already made (a player's own `returnLost` update)
        are not made again. None when another process holds the agent's lock."""
        events: list[tuple[int, int]] = []
        async with ctx.db.write() as session:
            repository = IncomeRepository(session)
            if not await repository.advisory_lock(_lock_key(agent.id)):
                return None
            figures = await self.figures(session, agent)
            made = await self._compute(session, agent, figures, day, events)
            if not await repository.run_done(agent.id, "day", rules.day_key(day)):
                await repository.add(_run_row(agent.id, _Made("day", rules.day_key(day), day, day)))
        async with ctx.db.read() as session:
            incomes = await IncomeRepository(session).incomes_of_users(
                agent.id, {user for _, user in events}
            )
        for user_id, (currency, *figures) in incomes.items():
            data = affiliate_data(*(from_minor(v, currency) for v in figures))
            await ctx.events.publish(Event(agent.id, "affiliateData", data, user_id=user_id))
        return made

    async def _compute(
        self,
        session: AsyncSession,
        agent: Agent,
        figures: Figures,
        day: date,
        events: list[tuple[int, int]],
    ) -> list[IncomeRun]:
        repository = IncomeRepository(session)
        settings = figures.settings
        due: list[tuple[str, date, date, str]] = []
        for kind in rules.DAILY:
            if figures.program(kind).enabled:
                due.append((kind, day, day, rules.day_key(day)))
        if settings.returnLost.enabled:
            start, end, key = rules.period_of(day, settings.returnLost.period)
            if end == day:
                due.append(("returnLost", start, end, key))
        due = [d for d in due if not await repository.run_done(agent.id, d[0], d[3])]
        if not due:
            return []
        accounts = await repository.accounts(agent.id)
        alliances = await self._alliances(repository, agent.id)
        day_stats = [s for _, s in await repository.stats(agent.id, day, day)]
        runs: list[IncomeRun] = []
        for kind, start, end, key in due:
            if kind == "returnLost" and start != end:
                stats = [s for _, s in await repository.stats(agent.id, start, end)]
            else:
                stats = day_stats
            rates = (
                await rank_service.cashback_rates(session, agent.id, settings.returnLost.rate)
                if kind == "returnLost"
                else None
            )
            amounts = _period_amounts(kind, figures, stats, accounts, alliances, rates)
            made = _Made(kind, key, start, end)
            await self._award(session, agent, figures, made, amounts, accounts, events)
            runs.append(await repository.add(_run_row(agent.id, made)))
        return runs

    async def _alliances(self, repository: IncomeRepository, agent_id: int) -> list[Alliance]:
        return [a for a, _, _ in await repository.alliances(agent_id) if a.active]

    async def _award(
        self,
        session: AsyncSession,
        agent: Agent,
        figures: Figures,
        made: _Made,
        amounts: dict[int, tuple[int, int, dict[str, Any]]],
        accounts: dict[int, Account],
        events: list[tuple[int, int]],
        *,
        journal_key: str | None = None,
    ) -> None:
        """The period's awards (those not made before), and for programs with a wallet field
        one journal moving them from the agent's income account."""
        if not amounts:
            return
        program = figures.program(made.kind)
        expires = (
            rules.expires_at(made.end, figures.settings.returnLost.expiryDays, figures.zone)
            if made.kind == "returnLost"
            else None
        )
        period = AwardPeriod(
            agent.id, made.kind, made.key, made.start, made.end, program.turnover, expires, utcnow()
        )
        rows = [
            NewAward(player_id, accounts[player_id].wallet_id, basis, amount, detail)
            for player_id, (amount, basis, detail) in amounts.items()
            if amount > 0 and player_id in accounts
        ]
        inserted = await IncomeRepository(session).insert_awards(period, rows)
        credited = {accounts[pid].wallet_id: amounts[pid][0] for pid in inserted}
        made.awards = len(inserted)
        made.total = sum(credited.values())
        field = rules.WALLET_FIELDS.get(made.kind)
        if field is not None and credited:
            await post_spread(
                session,
                agent_id=agent.id,
                currency_code=figures.currency,
                kind="INCOME_EARNED",
                idempotency_key=journal_key or f"income_earned:{agent.id}:{made.kind}:{made.key}",
                reference=f"income_run:{made.kind}:{made.key}",
                account="income",
                field=field,
                amounts=credited,
            )
            events.extend((pid, accounts[pid].user_id) for pid in inserted)

    async def _bring_up_to_date(self, ctx: AppContext, claimant: Claimant) -> None:
        """The player's own ended return-lost periods that the scheduler has not reached yet
        (the last BACKLOG_DAYS days): made now, the same awards the scheduler would make."""
        async with ctx.db.write() as session:
            repository = IncomeRepository(session)
            player, _, _ = await self._caller(repository, claimant)
            figures = await self.figures(session, claimant.agent)
            program = figures.settings.returnLost
            # While the agent's periods are being computed the update waits for them: the
            # computation makes the same awards, and the two taking one wallet's lock and one
            # award's key in the opposite order would deadlock.
            if not program.enabled or not await repository.advisory_lock(
                _lock_key(claimant.agent.id)
            ):
                return
            settled = rules.local_day(utcnow() - SETTLE_AFTER, figures.zone)
            periods = {
                rules.period_of(day, program.period)
                for day in rules.ended_days(None, settled, BACKLOG_DAYS)
            }
            accounts = await repository.accounts(claimant.agent.id, player_ids=[player.id])
            rates = await rank_service.cashback_rates(
                session, claimant.agent.id, program.rate, [player.id]
            )
            for start, end, key in sorted(periods):
                if end >= settled or await repository.run_done(
                    claimant.agent.id, "returnLost", key
                ):
                    continue
                stats = await repository.stats(
                    claimant.agent.id, start, end, player_ids=[player.id]
                )
                amounts = _period_amounts(
                    "returnLost", figures, [s for _, s in stats], accounts, [], rates
                )
                # A journal of this player's own: the scheduler's of the period is the agent's.
                await self._award(
                    session,
                    claimant.agent,
                    figures,
                    _Made("returnLost", key, start, end),
                    amounts,
                    accounts,
                    [],
                    journal_key=f"income_earned:{claimant.agent.id}:returnLost:{key}:{player.id}",
                )

    # ----- staff -------------------------------------------------------------------------------

    async def staff_awards(
        self,
        ctx: AppContext,
        agent: Agent,
        *,
        kind: str | None,
        status: str | None,
        start: date | None,
        end: date | None,
        player_id: int | None,
        page: int,
        per_page: int,
    ) -> AwardsPage:
        async with ctx.db.read() as session:
            figures = await self.figures(session, agent)
            total, rows = await IncomeRepository(session).staff_awards(
                agent.id,
                kind=kind,
                status=status,
                start=start,
                end=end,
                player_id=player_id,
                page=page,
                per_page=per_page,
            )
        return AwardsPage(
            total=total,
            page=page,
            perPage=per_page,
            items=[_staff_award(a, name, figures) for a, name in rows],
        )

    async def decide(
        self,
        session: AsyncSession,
        agent: Agent,
        award_id: int,
        action: str,
        remark: str,
        actor: int,
    ) -> tuple[StaffAward, int, WalletOut]:
        """Hold, release or void an award (docs/income.md §1): a wallet field's award leaves
        the player's waiting income while held or void, and comes back when released. The
        award, its player's user and wallet (for the events after commit)."""
        repository = IncomeRepository(session)
        found = await repository.award(agent.id, award_id)
        if found is None:
            raise DataNotFound("Award not found")
        # The wallet first, then the award: the order a withdrawal locks them in.
        wallet = await repository.lock_wallet(found.wallet_id)
        award = await repository.award(agent.id, award_id, lock=True)
        assert award is not None
        wanted, after = DECISIONS[action]
        allowed = (wanted,) if wanted else ("open", "held")
        if award.status not in allowed:
            raise TransactionClosed(system_msg=f"award_{award.status}")
        figures = await self.figures(session, agent)
        field = rules.WALLET_FIELDS.get(award.kind)
        history = list(award.detail.get("decisions", []))
        if field is not None and (award.status == "open") != (after == "open"):
            await _move_award(
                session,
                award,
                wallet,
                field,
                1 if after == "open" else -1,
                "INCOME_ADJUSTED",
                f"income_{action}",
                step=len(history),
                actor=actor,
            )
        history.append(
            {"action": action, "remark": remark, "by": actor, "at": utcnow().isoformat()}
        )
        award.detail = {**award.detail, "decisions": history}
        award.status = after
        award.remark = remark
        award.decided_by = actor
        await session.flush()
        found = await repository.player(agent.id, player_id=award.player_id)
        assert found is not None
        player, wallet, username = found
        return _staff_award(award, username, figures), player.user_id, WalletOut.of(wallet)

    async def report(
        self, ctx: AppContext, agent: Agent, kind: str | None, start: date, end: date
    ) -> list[ReportDay]:
        async with ctx.db.read() as session:
            figures = await self.figures(session, agent)
            rows = await IncomeRepository(session).report(agent.id, kind, start, end)
        money = figures.money
        return [
            ReportDay(
                date=day,
                kind=row_kind,  # type: ignore[arg-type]
                players=players,
                basis=money(basis),
                amount=money(amount),
                open=money(by["open"]),
                paid=money(by["paid"]),
                held=money(by["held"]),
                voided=money(by["voided"]),
                expired=money(by["expired"]),
            )
            for day, row_kind, players, basis, amount, by in rows
        ]

    async def runs(self, ctx: AppContext, agent: Agent) -> list[IncomeRunOut]:
        async with ctx.db.read() as session:
            figures = await self.figures(session, agent)
            rows = await IncomeRepository(session).runs(agent.id)
        return [_run_out(r, figures) for r in rows if r.kind != "day"]

    async def run(self, ctx: AppContext, agent: Agent, day: date) -> RunResult:
        """Staff (or `promptplay income run`): compute a past day now."""
        async with ctx.db.read() as session:
            figures = await self.figures(session, agent)
        if day >= figures.today:
            raise InvalidData("Only a day that has ended can be computed", fields=["date"])
        runs = await self.compute_day(ctx, agent, day)
        if runs is None:
            raise TransactionClosed("The periods are being computed right now", system_msg="busy")
        return RunResult(date=day, runs=[_run_out(r, figures) for r in runs])

    async def player_income(self, ctx: AppContext, agent: Agent, player_id: int) -> PlayerIncome:
        async with ctx.db.read() as session:
            repository = IncomeRepository(session)
            found = await repository.player(agent.id, player_id=player_id)
            if found is None:
                raise DataNotFound("Player not found")
            player, wallet, _ = found
            figures = await self.figures(session, agent)
            referrer = (
                await repository.player(agent.id, player_id=player.referrer_id)
                if player.referrer_id
                else None
            )
            level1, level2 = await _two_levels(repository, agent.id, player.id)
            awards = await repository.staff_awards(
                agent.id,
                kind=None,
                status=None,
                start=None,
                end=None,
                player_id=player.id,
                page=1,
                per_page=50,
            )
            open_commission = {
                kind: sum(a.amount for a in await repository.open_awards(player.id, kind))
                for kind in ("rolling", "rebate", "bonus")
            }
        return PlayerIncome(
            playerId=player.id,
            inviteCode=player.invite,
            referrer=referrer[2] if referrer else None,
            selfReferral=player.self_referral,
            allianceId=player.alliance_id,
            balances={
                "affiliate": figures.money(wallet.income_from_affiliate),
                "alliance": figures.money(wallet.income_from_alliance),
                "returnLost": figures.money(wallet.return_lost_balance),
                **{kind: figures.money(v) for kind, v in open_commission.items()},
            },
            downline=[
                DownlineRow(
                    playerId=pid, username=name, level=level, registeredAt=at, selfReferral=own
                )
                for level, members in ((1, level1), (2, level2))
                for pid, _, name, at, own in members
            ],
            awards=[_staff_award(a, name, figures) for a, name in awards[1]],
            currencyCode=figures.currency,
        )

    async def grant_bonus(
        self, session: AsyncSession, agent: Agent, player_id: int, body: StaffBonusBody, actor: int
    ) -> StaffAward:
        repository = IncomeRepository(session)
        found = await repository.player(agent.id, player_id=player_id)
        if found is None:
            raise DataNotFound("Player not found")
        player, wallet, username = found
        figures = await self.figures(session, agent)
        now = utcnow()
        if body.expiresAt is not None and body.expiresAt <= now:
            raise InvalidData("The expiry is in the past", fields=["expiresAt"])
        today = figures.today
        award = await repository.add(
            IncomeAward(
                agent_id=agent.id,
                player_id=player.id,
                wallet_id=wallet.id,
                kind="bonus",
                period_key=f"staff:{now.timestamp():.6f}",
                period_start=today,
                period_end=today,
                basis=0,
                amount=figures.minor(body.amount),
                turnover=body.turnover,
                detail={"bonus": "staff", "by": actor},
                status="open",
                expires_at=body.expiresAt,
                remark=body.remark,
                decided_by=actor,
                created_at=now,
            )
        )
        return _staff_award(award, username, figures)

    async def alliances(self, ctx: AppContext, agent: Agent) -> list[AllianceOut]:
        async with ctx.db.read() as session:
            rows = await IncomeRepository(session).alliances(agent.id)
        return [_alliance_out(a, name, n) for a, name, n in rows]

    async def save_alliance(
        self, session: AsyncSession, agent: Agent, alliance_id: int | None, body: AllianceIn
    ) -> AllianceOut:
        repository = IncomeRepository(session)
        found = await repository.player(agent.id, player_id=body.playerId)
        if found is None:
            raise DataNotFound("Player not found", fields=["playerId"])
        if alliance_id is None:
            alliance = Alliance(agent_id=agent.id, created_at=utcnow())
        else:
            existing = await repository.alliance(agent.id, alliance_id)
            if existing is None:
                raise DataNotFound("Alliance not found")
            alliance = existing
        alliance.code = body.code.upper()
        alliance.name = body.name
        alliance.share_percent = body.sharePercent
        alliance.player_id = body.playerId
        alliance.active = body.active
        await repository.add(alliance)
        return _alliance_out(alliance, found[2], await repository.alliance_players(alliance.id))

    # ----- helpers -----------------------------------------------------------------------------

    @asynccontextmanager
    async def _reading(
        self, ctx: AppContext, claimant: Claimant
    ) -> AsyncIterator[tuple[IncomeRepository, Player, Wallet, Figures]]:
        """A read of the calling player's income: the repository, the player, his wallet and
        his agent's figures."""
        async with ctx.db.read() as session:
            repository = IncomeRepository(session)
            player, wallet, _ = await self._caller(repository, claimant)
            yield repository, player, wallet, await self.figures(session, claimant.agent)

    async def _caller(
        self, repository: IncomeRepository, claimant: Claimant
    ) -> tuple[Player, Wallet, str]:
        """The calling player of the host's agent; a body naming another player is refused."""
        found = await repository.player(claimant.agent.id, user_id=claimant.user_id)
        if found is None:
            raise DataNotFound("Player not found")
        if claimant.player_id is not None and claimant.player_id != found[0].id:
            raise PermissionDenied(fields=["playerId"])
        return found


def _period_amounts(
    kind: str,
    figures: Figures,
    stats: list[rules.Stat],
    accounts: dict[int, Account],
    alliances: list[Alliance],
    rates: dict[int, Decimal] | None = None,
) -> dict[int, tuple[int, int, dict[str, Any]]]:
    """Per player: (amount, basis, detail) of one program's period. `rates`: the players
    whose return-lost rate is their rank tier's (docs/engagement.md §5), not the agent's."""
    settings = figures.settings
    out: dict[int, tuple[int, int, dict[str, Any]]] = {}
    if kind == "affiliate":
        links = {
            pid: (a.referrer_id, a.self_referral)
            for pid, a in accounts.items()
            if a.referrer_id is not None
        }
        for upline, earned in rules.affiliate(
            stats, links, settings.affiliate.basis, figures.levels()
        ).items():
            detail = {
                "lines": [
                    [level, category, *values] for (level, category), values in earned.lines.items()
                ]
            }
            out[upline] = (earned.amount, earned.basis, detail)
    elif kind == "alliance":
        losses: dict[int, int] = defaultdict(int)
        for stat in stats:
            account = accounts.get(stat.player_id)
            if account is not None and account.alliance_id is not None:
                losses[account.alliance_id] += stat.net_loss
        for alliance in alliances:
            loss = losses.get(alliance.id, 0)
            amount = rules.alliance(loss, Decimal(alliance.share_percent))
            if amount > 0:
                previous = out.get(alliance.player_id, (0, 0, {"alliances": []}))
                out[alliance.player_id] = (
                    previous[0] + amount,
                    previous[1] + loss,
                    {"alliances": [*previous[2]["alliances"], alliance.id]},
                )
    elif kind == "returnLost":
        program = settings.returnLost
        categories = set(program.categories)
        losses = defaultdict(int)
        for stat in stats:
            if not categories or stat.category in categories:
                losses[stat.player_id] += stat.net_loss
        for player_id, loss in losses.items():
            amount, capped = rules.return_lost(
                loss,
                (rates or {}).get(player_id, program.rate),
                figures.minor(program.minimumLoss),
                figures.minor(program.maximum),
            )
            if amount > 0:
                out[player_id] = (amount, loss, {"capped": capped})
    else:
        rates = figures.rates(kind)
        turnover: dict[int, dict[str, int]] = defaultdict(dict)
        for stat in stats:
            turnover[stat.player_id][stat.category] = stat.turnover
        for player_id, by_category in turnover.items():
            amount = rules.commission(by_category, rates)
            if amount > 0:
                out[player_id] = (amount, sum(by_category.values()), {"turnover": by_category})
    return out


async def _move_award(
    session: AsyncSession,
    award: IncomeAward,
    wallet: Wallet,
    field: str,
    direction: int,
    kind: str,
    key: str,
    *,
    step: int | None = None,
    actor: int | None = None,
) -> None:
    """An open award's amount into its wallet field from the agent's income account
    (`direction` 1: released) or back (-1: expired, held, voided). `step` tells repeated
    decisions on one award apart in the idempotency key."""
    amount = direction * award.amount
    suffix = f":{step}" if step is not None else ""
    await post(
        session,
        agent_id=award.agent_id,
        currency_code=wallet.currency_code,
        kind=kind,
        idempotency_key=f"{key}:{award.id}{suffix}",
        reference=f"income_award:{award.id}",
        actor_user_id=actor,
        legs=[wallet_leg(wallet.id, amount, field), account_leg("income", -amount)],
    )


async def _return_lost_rate(
    repository: IncomeRepository, figures: Figures, agent_id: int, player_id: int
) -> Decimal:
    """The player's return-lost rate: his rank tier's when above the agent's."""
    program_rate = figures.settings.returnLost.rate
    rates = await rank_service.cashback_rates(
        repository.session, agent_id, program_rate, [player_id]
    )
    return rates.get(player_id, program_rate)


async def _two_levels(
    repository: IncomeRepository, agent_id: int, player_id: int
) -> tuple[list[Member], list[Member]]:
    """The player's downline: those he referred, and those they referred."""
    level1 = await repository.downline(agent_id, [player_id])
    return level1, await repository.downline(agent_id, [m[0] for m in level1])


def affiliate_data(affiliate: Decimal, alliance: Decimal, return_lost: Decimal) -> dict[str, float]:
    """The `affiliateData` event (docs/income.md §3): the income that waits."""
    return {
        "incomeFromAffiliate": float(affiliate),
        "incomeFromAlliance": float(alliance),
        "returnLostBalance": float(return_lost),
    }


def _days(zone: ZoneInfo, date_filter: DateFilter | None) -> tuple[date, date]:
    since, until = history_window(zone, utcnow(), date_filter, None, None)
    return since.astimezone(zone).date(), (until.astimezone(zone) - timedelta(days=1)).date()


def _staff_bonus_id(bonus_type: str) -> int:
    prefix, _, number = bonus_type.partition("-")
    if prefix != "staff" or not number.isdigit() or len(number) > 18:
        raise DataNotFound("Bonus not found", fields=["bonusType"])
    return int(number)


def _is_rank_bonus(award: IncomeAward) -> bool:
    return award.detail.get("bonus") == "rank"


def _bonus_type(award: IncomeAward) -> str:
    """An open bonus award as the player claims it: `rank-{level}` for a rank-up bonus
    (docs/engagement.md §5), `staff-{id}` for a staff one."""
    return award.period_key if _is_rank_bonus(award) else f"staff-{award.id}"


def _bonus_name(award: IncomeAward) -> Name:
    """A staff bonus's name, or "Rank-up bonus (tier)" in each language."""
    if not _is_rank_bonus(award):
        return STAFF_NAME
    th, en, vi = [*list(award.detail.get("name") or []), "", "", ""][:3]

    def named(label: str, tier: str) -> str:
        return f"{label} ({tier})" if tier else label

    return Name(
        nameTh=named(RANK_NAME.nameTh, th),
        nameEn=named(RANK_NAME.nameEn, en),
        nameVi=named(RANK_NAME.nameVi, vi),
    )


async def _bonus_award_id(repository: IncomeRepository, player_id: int, bonus_type: str) -> int:
    """The award a claimed `bonusType` names: a staff bonus by its id, a rank-up bonus by its
    tier's level (the award's period key)."""
    prefix, _, number = bonus_type.partition("-")
    if prefix == "rank" and number.isdigit() and len(number) <= 4:
        found = await repository.award_by_key(player_id, "bonus", f"rank-{int(number)}")
        if found is None or not _is_rank_bonus(found):
            raise DataNotFound("Bonus not found", fields=["bonusType"])
        return found.id
    return _staff_bonus_id(bonus_type)


def _lock_key(agent_id: int) -> int:
    """The advisory lock of an agent's income runs (a 64-bit key of its own)."""
    return 0x1C0E_0000_0000 + agent_id


def _run_row(agent_id: int, made: _Made) -> IncomeRun:
    return IncomeRun(
        agent_id=agent_id,
        kind=made.kind,
        period_key=made.key,
        period_start=made.start,
        period_end=made.end,
        awards=made.awards,
        total=made.total,
        finished_at=utcnow(),
    )


def _run_out(run: IncomeRun, figures: Figures) -> IncomeRunOut:
    return IncomeRunOut(
        kind=run.kind,  # type: ignore[arg-type]
        periodKey=run.period_key,
        periodStart=run.period_start,
        periodEnd=run.period_end,
        awards=run.awards,
        total=figures.money(run.total),
        finishedAt=run.finished_at,
    )


def _staff_award(award: IncomeAward, username: str, figures: Figures) -> StaffAward:
    return StaffAward(
        id=award.id,
        playerId=award.player_id,
        username=username,
        kind=award.kind,  # type: ignore[arg-type]
        periodKey=award.period_key,
        periodStart=award.period_start,
        periodEnd=award.period_end,
        basis=figures.money(award.basis),
        amount=figures.money(award.amount),
        status=award.status,  # type: ignore[arg-type]
        expiresAt=award.expires_at,
        paidAt=award.paid_at,
        remark=award.remark,
        createdAt=award.created_at,
    )


def _alliance_out(alliance: Alliance, username: str, players: int) -> AllianceOut:
    return AllianceOut(
        id=alliance.id,
        code=alliance.code,
        name=alliance.name,
        sharePercent=Decimal(alliance.share_percent),
        playerId=alliance.player_id,
        username=username,
        active=alliance.active,
        players=players,
        createdAt=alliance.created_at,
    )


def _setting_problems(body: IncomeSettings, currency: str) -> list[str]:
    """What the schema cannot say: amounts the currency can hold, one rate per category,
    levels numbered from 1 without a gap."""
    problems: list[str] = []
    levels = [level.level for level in body.affiliate.levels]
    if levels != list(range(1, len(levels) + 1)):
        problems.append("affiliate.levels")
    rate_lists: list[tuple[str, list[Rate]]] = [
        *((f"affiliate.levels.{lv.level}", lv.rates) for lv in body.affiliate.levels),
        ("rolling.rates", body.rolling.rates),
        ("rebate.rates", body.rebate.rates),
    ]
    for name, rates in rate_lists:
        categories = [r.category for r in rates]
        if len(set(categories)) != len(categories):
            problems.append(name)
    for name, amount in (
        ("affiliate.minimumWithdraw", body.affiliate.minimumWithdraw),
        ("alliance.minimumWithdraw", body.alliance.minimumWithdraw),
        ("returnLost.minimumWithdraw", body.returnLost.minimumWithdraw),
        ("returnLost.minimumLoss", body.returnLost.minimumLoss),
        ("returnLost.maximum", body.returnLost.maximum),
        ("rolling.minimumWithdraw", body.rolling.minimumWithdraw),
        ("rebate.minimumWithdraw", body.rebate.minimumWithdraw),
        ("birthday.amount", body.birthday.amount),
    ):
        try:
            to_minor(amount, currency)
        except Exception:
            problems.append(name)
    return problems


income_service = IncomeService()
