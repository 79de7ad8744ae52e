"""Ranks, diamonds and rewards (docs/engagement.md §5): the agent's tiers, the rank and the
diamonds each player's play earns, the rewards bought with diamonds, and the staff who
deliver physical ones.

A player's rank row is brought up to date when he asks for his rank, the rewards or redeems
one: under his wallet's row lock, the turnover not yet counted turns into diamonds, and a
tier reached above the one recorded is recorded, each tier passed with a rank-up bonus
leaving an income bonus award he claims on his bonuses panel (docs/income.md).

Methods that take the app context open their own transaction; methods that take a session
are steps of a transaction their caller opened (the back office's keyed decisions, the
cashier's withdrawal, the income computation)."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from sqlalchemy.ext.asyncio import AsyncSession

from ..agent.figures import AgentFigures
from ..context import AppContext
from ..core.clock import utcnow
from ..core.errors import (
    DataNotFound,
    Duplicate,
    InsufficientBalance,
    InvalidData,
    TransactionClosed,
)
from ..core.money import to_minor
from ..ledger import post, wallet_leg
from ..models import Agent, IncomeAward, Player, Wallet
from ..models.rank import PlayerRank, RankTier, RewardItem, RewardRedemption
from ..promotions.schemas import Name
from ..promotions.service import promotion_service
from ..realtime.bus import wallet_event
from ..wire import Wallet as WalletOut
from . import rules
from .repository import RankRepository
from .schemas import (
    RankSettings,
    RankSettingsOut,
    RankStatus,
    RewardDecision,
    RewardItemIn,
    StaffRewardItem,
    StaffRewardRedemption,
    Tier,
)
from .schemas import RewardItem as RewardItemOut
from .schemas import RewardRedemption as RewardRedemptionOut

SERIAL_TRIES = 5
MAX_SPINS = 10_000  # the most spins one reward gives


@dataclass(frozen=True, kw_only=True)
class Figures(AgentFigures):
    """An agent's rank settings in minor units of its currency, and its day."""

    basis: str
    every: int  # turnover per diamond, 0: no diamonds
    tiers: list[RankTier]


@dataclass(frozen=True)
class State:
    """A player's rank as one read sees it."""

    player: Player
    wallet: Wallet
    figures: Figures
    rank: PlayerRank | None
    turnover: int  # everything he played
    amount: int  # what his rank is counted on: the turnover or his approved deposits

    @property
    def level(self) -> int:
        return self.rank.level if self.rank is not None else 0

    @property
    def counted(self) -> int:
        return self.rank.diamond_turnover if self.rank is not None else 0

    @property
    def due(self) -> bool:
        """Whether the rank row is behind: diamonds to give, or a higher tier reached."""
        reached = rules.tier_of(self.amount, self.figures.tiers)
        return rules.new_diamonds(self.turnover, self.counted, self.figures.every) > 0 or (
            reached is not None and reached.level > self.level
        )


class RankService:
    # ----- settings ------------------------------------------------------------------------

    async def figures(self, session: AsyncSession, agent: Agent) -> Figures:
        repository = RankRepository(session)
        stored = await repository.settings(agent.id)
        return await Figures.of(
            session,
            agent,
            basis=stored.basis if stored is not None else "turnover",
            every=stored.diamond_every if stored is not None else 0,
            tiers=await repository.tiers(agent.id),
        )

    async def settings(self, ctx: AppContext, agent: Agent) -> RankSettingsOut:
        async with ctx.db.read() as session:
            return await self.settings_in(session, agent)

    async def settings_in(self, session: AsyncSession, agent: Agent) -> RankSettingsOut:
        return _settings_out(await self.figures(session, agent))

    async def save_settings(
        self, session: AsyncSession, agent: Agent, body: RankSettings
    ) -> RankSettingsOut:
        figures = await self.figures(session, agent)
        problems: list[str] = []

        def minor(amount: Decimal, field: str) -> int:
            try:
                return to_minor(amount, figures.currency)
            except ValueError:
                problems.append(field)
                return 0

        every = minor(body.diamondEvery, "diamondEvery")
        tiers = []
        for index, tier in enumerate(body.tiers):
            if not rules.icon_ok(tier.icon):
                problems.append(f"tiers.{index}.icon")
            tiers.append(
                {
                    "level": tier.level,
                    "name_th": tier.name.nameTh,
                    "name_en": tier.name.nameEn,
                    "name_vi": tier.name.nameVi,
                    "icon": tier.icon,
                    "threshold": minor(tier.threshold, f"tiers.{index}.threshold"),
                    "cashback_rate": tier.cashbackRate,
                    "withdraw_limit": minor(tier.withdrawLimit, f"tiers.{index}.withdrawLimit"),
                    "rank_up_bonus": minor(tier.rankUpBonus, f"tiers.{index}.rankUpBonus"),
                }
            )
        problems += rules.tier_problems(
            [t["level"] for t in tiers], [t["threshold"] for t in tiers]
        )
        if problems:
            raise InvalidData(fields=sorted(set(problems)), system_msg="; ".join(problems))
        await RankRepository(session).save_settings(agent.id, body.basis, every, tiers, utcnow())
        return _settings_out(await self.figures(session, agent))

    # ----- the player's rank ---------------------------------------------------------------

    async def status(self, ctx: AppContext, agent: Agent, user_id: int) -> RankStatus:
        state = await self._current(ctx, agent, user_id)
        figures = state.figures
        rank, following = rules.standing(state.amount, state.level, figures.tiers)
        progress, left = rules.progress(state.amount, rank, following)
        return RankStatus(
            basis=figures.basis,  # type: ignore[arg-type]
            amount=figures.money(state.amount),
            rank=_tier_out(rank, figures) if rank is not None else None,
            next=_tier_out(following, figures) if following is not None else None,
            progress=progress,
            toNext=figures.money(left),
            diamonds=state.wallet.diamonds,
            diamondEvery=figures.money(figures.every),
            tiers=[_tier_out(t, figures) for t in figures.tiers],
        )

    async def _current(self, ctx: AppContext, agent: Agent, user_id: int) -> State:
        """The player's rank, brought up to date first if it is behind (a write only then)."""
        async with ctx.db.read() as session:
            state = await self._state(session, agent, user_id)
        if not state.due:
            return state
        async with ctx.db.write() as session:
            repository = RankRepository(session)
            wallet = await repository.lock_wallet(state.wallet.id)
            figures = await self.figures(session, agent)
            earned = await self.bring_up_to_date(session, agent, figures, state.player, wallet)
            state = await self._state(session, agent, user_id)
        if earned:
            await ctx.events.publish(wallet_event(agent.id, user_id, WalletOut.of(state.wallet)))
        return state

    async def _state(self, session: AsyncSession, agent: Agent, user_id: int) -> State:
        repository = RankRepository(session)
        player, wallet = await _caller(repository, agent, user_id)
        figures = await self.figures(session, agent)
        turnover = await repository.turnover(player.id)
        return State(
            player=player,
            wallet=wallet,
            figures=figures,
            rank=await repository.rank(player.id),
            turnover=turnover,
            amount=turnover if figures.basis == "turnover" else wallet.cash_in,
        )

    async def bring_up_to_date(
        self,
        session: AsyncSession,
        agent: Agent,
        figures: Figures,
        player: Player,
        wallet: Wallet,
    ) -> int:
        """The turnover not yet counted into diamonds (`DIAMONDS_EARNED`, keyed by the new
        total), and a tier reached above the recorded one recorded with a bonus award for each
        tier passed that has one (once per tier ever: the award's unique key). The caller
        holds the wallet's row lock. The diamonds given now."""
        repository = RankRepository(session)
        rank = await repository.rank(player.id, lock=True)
        turnover = await repository.turnover(player.id)
        amount = turnover if figures.basis == "turnover" else wallet.cash_in
        counted = rank.diamond_turnover if rank is not None else 0
        recorded = rank.level if rank is not None else 0
        diamonds = rules.new_diamonds(turnover, counted, figures.every)
        reached = rules.tier_of(amount, figures.tiers)
        level = reached.level if reached is not None else 0
        if diamonds == 0 and level <= recorded:
            return 0
        now = utcnow()
        if rank is None:
            rank = await repository.add(
                PlayerRank(
                    agent_id=agent.id,
                    player_id=player.id,
                    level=0,
                    diamond_turnover=0,
                    diamonds_earned=0,
                    updated_at=now,
                )
            )
        if diamonds:
            total = rank.diamonds_earned + diamonds
            await post(
                session,
                agent_id=agent.id,
                currency_code=wallet.currency_code,
                kind="DIAMONDS_EARNED",
                idempotency_key=f"diamonds_earned:{player.id}:{total}",
                reference=f"player_rank:{rank.id}",
                legs=[wallet_leg(wallet.id, diamonds, "diamonds")],
            )
            rank.diamonds_earned = total
            rank.diamond_turnover = counted + diamonds * figures.every
        if level > recorded:
            today = figures.today
            for tier in rules.passed(recorded, level, figures.tiers):
                key = f"rank-{tier.level}"
                if tier.rank_up_bonus <= 0 or await repository.has_award(player.id, key):
                    continue
                await repository.add(
                    IncomeAward(
                        agent_id=agent.id,
                        player_id=player.id,
                        wallet_id=wallet.id,
                        kind="bonus",
                        period_key=key,
                        period_start=today,
                        period_end=today,
                        basis=amount,
                        amount=tier.rank_up_bonus,
                        turnover=Decimal(0),
                        detail={
                            "bonus": "rank",
                            "level": tier.level,
                            "name": [tier.name_th, tier.name_en, tier.name_vi],
                        },
                        status="open",
                        created_at=now,
                    )
                )
            rank.level = level
            rank.reached_at = now
        rank.updated_at = now
        await session.flush()
        return diamonds

    # ----- benefits (read by income and the cashier) ---------------------------------------

    async def tier_of_player(
        self, session: AsyncSession, agent_id: int, player_id: int
    ) -> RankTier | None:
        """The tier the player's recorded rank stands for."""
        repository = RankRepository(session)
        levels = await repository.levels(agent_id, [player_id])
        if player_id not in levels:
            return None
        return _recorded_tier(levels[player_id], await repository.tiers(agent_id))

    async def cashback_rates(
        self,
        session: AsyncSession,
        agent_id: int,
        program_rate: Decimal,
        player_ids: list[int] | None = None,
    ) -> dict[int, Decimal]:
        """Per player whose tier's cashback rate is above the agent's return-lost rate: that
        rate (every other player gets the agent's)."""
        repository = RankRepository(session)
        tiers = await repository.tiers(agent_id)
        if not any(Decimal(t.cashback_rate) > program_rate for t in tiers):
            return {}
        rates: dict[int, Decimal] = {}
        for player_id, level in (await repository.levels(agent_id, player_ids)).items():
            tier = _recorded_tier(level, tiers)
            if tier is not None:
                rate = rules.cashback_rate(program_rate, Decimal(tier.cashback_rate))
                if rate > program_rate:
                    rates[player_id] = rate
        return rates

    async def withdraw_maximum(self, session: AsyncSession, agent: Agent, player_id: int) -> int:
        """The player's maximum per withdrawal: the agent's, or his tier's limit above it."""
        tier = await self.tier_of_player(session, agent.id, player_id)
        return rules.withdraw_maximum(
            agent.maximum_withdraw, tier.withdraw_limit if tier is not None else None
        )

    # ----- rewards (player) ----------------------------------------------------------------

    async def items(self, ctx: AppContext, agent: Agent, user_id: int) -> list[RewardItemOut]:
        state = await self._current(ctx, agent, user_id)
        async with ctx.db.read() as session:
            items = await RankRepository(session).items(agent.id, active_only=True)
        return [_item_out(item, state.figures) for item in items]

    async def redeem(
        self, ctx: AppContext, agent: Agent, user_id: int, item_id: int
    ) -> RewardRedemptionOut:
        """One item for its price in diamonds, in one transaction under the wallet's row lock:
        the diamonds, the stock (a conditional update), and the prize (credit and spins at
        once; a physical prize waits for staff)."""
        async with ctx.db.write() as session:
            repository = RankRepository(session)
            player, wallet = await _caller(repository, agent, user_id)
            wallet = await repository.lock_wallet(wallet.id)
            figures = await self.figures(session, agent)
            await self.bring_up_to_date(session, agent, figures, player, wallet)
            item = await repository.item(agent.id, item_id)
            if item is None or not item.active:
                raise DataNotFound("Reward not found", fields=["itemId"])
            wallet = await repository.wallet(wallet.id)
            if wallet.diamonds < item.price:
                raise InsufficientBalance(
                    f"{item.price} diamonds are needed, you have {wallet.diamonds}",
                    system_msg="not_enough_diamonds",
                )
            if item.stock is not None and not await repository.take_stock(item.id):
                raise TransactionClosed("This reward is out of stock", system_msg="out_of_stock")
            physical = item.kind == "physical"
            redemption = await repository.add(
                RewardRedemption(
                    agent_id=agent.id,
                    player_id=player.id,
                    wallet_id=wallet.id,
                    item_id=item.id,
                    price=item.price,
                    kind=item.kind,
                    amount=item.amount,
                    serial=await _new_serial(repository, agent.id) if physical else None,
                    status="pending" if physical else "delivered",
                    created_at=utcnow(),
                )
            )
            await _pay(session, agent, player, wallet, item, redemption)
            wallet = await repository.wallet(wallet.id)
            answer = _redemption_out(redemption, item, figures, WalletOut.of(wallet))
        assert answer.wallet is not None
        await ctx.events.publish(wallet_event(agent.id, user_id, answer.wallet))
        return answer

    async def history(
        self, ctx: AppContext, agent: Agent, user_id: int
    ) -> list[RewardRedemptionOut]:
        async with ctx.db.read() as session:
            repository = RankRepository(session)
            player, _ = await _caller(repository, agent, user_id)
            figures = await self.figures(session, agent)
            rows = await repository.history(player.id)
        return [_redemption_out(r, item, figures, None) for r, item in rows]

    # ----- rewards (staff) -----------------------------------------------------------------

    async def staff_items(self, ctx: AppContext, agent: Agent) -> list[StaffRewardItem]:
        async with ctx.db.read() as session:
            repository = RankRepository(session)
            figures = await self.figures(session, agent)
            items = await repository.items(agent.id, active_only=False)
            redeemed = await repository.redeemed(agent.id)
        return [_staff_item(item, figures, redeemed.get(item.id, 0)) for item in items]

    async def save_item(
        self, session: AsyncSession, agent: Agent, item_id: int | None, body: RewardItemIn
    ) -> StaffRewardItem:
        """Create (no id) or change a reward item of the agent; redemptions made keep what
        they were bought for."""
        repository = RankRepository(session)
        figures = await self.figures(session, agent)
        amount = _item_amount(body, figures.currency)
        now = utcnow()
        if item_id is None:
            item = RewardItem(agent_id=agent.id, created_at=now)
        else:
            found = await repository.item(agent.id, item_id)
            if found is None:
                raise DataNotFound("Reward not found")
            item = found
        item.name_th, item.name_en, item.name_vi = (
            body.name.nameTh,
            body.name.nameEn,
            body.name.nameVi,
        )
        item.image_url = body.imageUrl
        item.kind = body.kind
        item.amount = amount
        item.turnover = body.turnover if body.kind == "credit" else Decimal(0)
        item.price = body.price
        item.stock = body.stock
        item.active = body.active
        item.sort = body.sort
        item.updated_at = now
        await repository.add(item)
        redeemed = (await repository.redeemed(agent.id)).get(item.id, 0)
        return _staff_item(item, figures, redeemed)

    async def staff_redemptions(
        self, ctx: AppContext, agent: Agent, status: str | None
    ) -> list[StaffRewardRedemption]:
        async with ctx.db.read() as session:
            repository = RankRepository(session)
            figures = await self.figures(session, agent)
            rows = await repository.queue(agent.id, status)
        return [_staff_redemption(r, item, name, figures) for r, item, name in rows]

    async def decide(
        self,
        session: AsyncSession,
        agent: Agent,
        redemption_id: int,
        action: str,
        body: RewardDecision,
        actor: int,
    ) -> tuple[StaffRewardRedemption, int, WalletOut | None]:
        """Fulfil a pending redemption (the serial handed over, if another) or reject it (its
        diamonds `DIAMONDS_REFUNDED` and its stock back). The redemption, its player's user
        and, when diamonds moved, his wallet (for the events after commit)."""
        repository = RankRepository(session)
        found = await repository.redemption(agent.id, redemption_id)
        if found is None:
            raise DataNotFound("Redemption not found")
        # The wallet first, then the redemption (and its item): the order a redeem locks in.
        wallet = await repository.lock_wallet(found.wallet_id)
        redemption = await repository.redemption(agent.id, redemption_id, lock=True)
        assert redemption is not None
        if redemption.status != "pending":
            raise TransactionClosed(system_msg=f"redemption_{redemption.status}")
        if action == "reject" and not body.remark:
            raise InvalidData("Give the reason of the rejection", fields=["remark"])
        moved: WalletOut | None = None
        if action == "fulfil":
            if body.serial is not None and body.serial != redemption.serial:
                if await repository.serial_taken(agent.id, body.serial):
                    raise Duplicate("This serial is taken", fields=["serial"])
                redemption.serial = body.serial
            redemption.status = "fulfilled"
        else:
            await post(
                session,
                agent_id=agent.id,
                currency_code=wallet.currency_code,
                kind="DIAMONDS_REFUNDED",
                idempotency_key=f"reward_refund:{redemption.id}",
                reference=f"reward_redemption:{redemption.id}",
                actor_user_id=actor,
                legs=[wallet_leg(wallet.id, redemption.price, "diamonds")],
            )
            await repository.return_stock(redemption.item_id)
            redemption.status = "rejected"
            moved = WalletOut.of(await repository.wallet(wallet.id))
        redemption.remark = body.remark or None
        redemption.decided_by = actor
        redemption.decided_at = utcnow()
        await session.flush()
        figures = await self.figures(session, agent)
        rows = await repository.queue(agent.id, None, redemption.id)
        player = await session.get_one(Player, redemption.player_id)
        return _staff_redemption(*rows[0], figures), player.user_id, moved


# ----- the steps the methods above share ---------------------------------------------------


async def _caller(repository: RankRepository, agent: Agent, user_id: int) -> tuple[Player, Wallet]:
    found = await repository.player_and_wallet(agent.id, user_id)
    if found is None:
        raise DataNotFound("Player not found")
    return found


async def _pay(
    session: AsyncSession,
    agent: Agent,
    player: Player,
    wallet: Wallet,
    item: RewardItem,
    redemption: RewardRedemption,
) -> None:
    """The price off the diamonds, and the prize: credit as event credit, spins onto the
    memo; a physical prize is staff's to deliver. Keyed by the redemption."""
    reference = f"reward_redemption:{redemption.id}"
    await post(
        session,
        agent_id=agent.id,
        currency_code=wallet.currency_code,
        kind="DIAMONDS_SPENT",
        idempotency_key=f"reward_redeem:{redemption.id}",
        reference=reference,
        legs=[wallet_leg(wallet.id, -item.price, "diamonds")],
    )
    if item.kind == "credit":
        await promotion_service.pay_event_credit(
            session,
            agent,
            player,
            await RankRepository(session).wallet(wallet.id),
            item.amount,
            Decimal(item.turnover),
            idempotency_key=f"reward_credit:{redemption.id}",
            reference=reference,
            remark=f"reward {item.id}",
        )
    elif item.kind == "spins":
        await post(
            session,
            agent_id=agent.id,
            currency_code=wallet.currency_code,
            kind="SPINS_EARNED",
            idempotency_key=f"reward_spins:{redemption.id}",
            reference=reference,
            legs=[wallet_leg(wallet.id, item.amount, "spins")],
        )


async def _new_serial(repository: RankRepository, agent_id: int) -> str:
    for _ in range(SERIAL_TRIES):
        serial = rules.serial()
        if not await repository.serial_taken(agent_id, serial):
            return serial
    raise Duplicate("No free serial, please try again", system_msg="serial")


def _recorded_tier(level: int, tiers: list[RankTier]) -> RankTier | None:
    """The tier of a recorded level: the highest tier at or below it (a tier staff removed
    leaves the one under it)."""
    kept = [t for t in tiers if t.level <= level]
    return max(kept, key=lambda t: t.level, default=None)


def _item_amount(body: RewardItemIn, currency: str) -> int:
    """What one redemption gives, stored: minor units (credit), a count (spins), 0."""
    if body.kind == "physical":
        if body.amount != 0:
            raise InvalidData("A physical prize has no amount", fields=["amount"])
        return 0
    if body.kind == "spins":
        if body.amount != body.amount.to_integral_value() or not 1 <= body.amount <= MAX_SPINS:
            raise InvalidData(f"Spins are a whole count of 1 to {MAX_SPINS}", fields=["amount"])
        return int(body.amount)
    try:
        amount = to_minor(body.amount, currency)
    except ValueError as exc:
        raise InvalidData(fields=["amount"], system_msg=f"amount: {exc}") from exc
    if amount <= 0:
        raise InvalidData("A credit reward pays an amount above 0", fields=["amount"])
    return amount


def _name(th: str, en: str, vi: str) -> Name:
    return Name(nameTh=th, nameEn=en, nameVi=vi)


def _tier_out(tier: RankTier, figures: Figures) -> Tier:
    return Tier(
        id=tier.id,
        level=tier.level,
        name=_name(tier.name_th, tier.name_en, tier.name_vi),
        icon=tier.icon,
        threshold=figures.money(tier.threshold),
        cashbackRate=Decimal(tier.cashback_rate),
        withdrawLimit=figures.money(tier.withdraw_limit),
        rankUpBonus=figures.money(tier.rank_up_bonus),
    )


def _settings_out(figures: Figures) -> RankSettingsOut:
    return RankSettingsOut(
        basis=figures.basis,  # type: ignore[arg-type]
        diamondEvery=figures.money(figures.every),
        tiers=[_tier_out(t, figures) for t in figures.tiers],
    )


def _amount(kind: str, amount: int, figures: Figures) -> Decimal:
    return figures.money(amount) if kind == "credit" else Decimal(amount)


def _item_out(item: RewardItem, figures: Figures) -> RewardItemOut:
    return RewardItemOut(
        id=item.id,
        name=_name(item.name_th, item.name_en, item.name_vi),
        imageUrl=item.image_url,
        kind=item.kind,  # type: ignore[arg-type]
        amount=_amount(item.kind, item.amount, figures),
        price=item.price,
        stock=item.stock,
        available=item.active and (item.stock is None or item.stock > 0),
    )


def _staff_item(item: RewardItem, figures: Figures, redeemed: int) -> StaffRewardItem:
    return StaffRewardItem(
        **_item_out(item, figures).model_dump(),
        turnover=Decimal(item.turnover),
        active=item.active,
        sort=item.sort,
        redeemed=redeemed,
        createdAt=item.created_at,
        updatedAt=item.updated_at,
    )


def _redemption_out(
    redemption: RewardRedemption, item: RewardItem, figures: Figures, wallet: WalletOut | None
) -> RewardRedemptionOut:
    return RewardRedemptionOut(
        id=redemption.id,
        itemId=item.id,
        name=_name(item.name_th, item.name_en, item.name_vi),
        kind=redemption.kind,  # type: ignore[arg-type]
        amount=_amount(redemption.kind, redemption.amount, figures),
        price=redemption.price,
        serial=redemption.serial,
        status=redemption.status,  # type: ignore[arg-type]
        remark=redemption.remark,
        createdAt=redemption.created_at,
        decidedAt=redemption.decided_at,
        wallet=wallet,
    )


def _staff_redemption(
    redemption: RewardRedemption, item: RewardItem, username: str, figures: Figures
) -> StaffRewardRedemption:
    return StaffRewardRedemption(
        **_redemption_out(redemption, item, figures, None).model_dump(),
        playerId=redemption.player_id,
        username=username,
        decidedBy=redemption.decided_by,
    )


rank_service = RankService()
