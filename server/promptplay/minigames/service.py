"""Mini games (docs/engagement.md §4): the lucky wheel and the daily check-in.

A player is brought up to date (the spins his deposits, turnover and the daily free spin
earned over today and the 6 days before) whenever he lists the games, asks for a play token
or plays; a play is one transaction under his wallet's row lock: the play row (once per
token), the spin it takes, the outcome drawn here and the prize paid.

Methods that take the app context open their own transactions; methods that take a session
are steps of a transaction their caller opened (the back office's audited settings)."""

from __future__ import annotations

import secrets
import time
from collections import defaultdict
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from decimal import Decimal

from sqlalchemy.ext.asyncio import AsyncSession

from ..agent.figures import AgentFigures
from ..context import AppContext
from ..core.clock import utcnow
from ..core.errors import (
    DataNotFound,
    InsufficientBalance,
    InvalidData,
    PromotionUnavailable,
    TransactionClosed,
)
from ..core.money import to_minor
from ..ledger import post, wallet_leg
from ..models import Agent, Player, Wallet
from ..models.minigame import MinigamePlay, SpinGrant
from ..promotions.service import promotion_service
from ..realtime.bus import wallet_event
from ..wire import Wallet as WalletOut
from . import rules
from .repository import MinigameRepository
from .schemas import (
    CheckIn,
    CheckInDay,
    Earn,
    EarnedToday,
    EarnOffer,
    EarnRule,
    MiniGames,
    MinigameSettings,
    Play,
    PlayToken,
    Prize,
    Wheel,
    WheelSegment,
)

TOKEN_TTL = 60  # seconds a play token lasts
MAX_SPINS_PRIZE = 1000
MAX_DIAMONDS_PRIZE = 1_000_000


@dataclass(frozen=True, kw_only=True)
class Figures(AgentFigures):
    """An agent's settings, its currency and its day."""

    settings: MinigameSettings

    def rule(self, rule: EarnRule | None) -> rules.EarnRule | None:
        if rule is None:
            return None
        return rules.EarnRule(self.minor(rule.amount), rule.spins, rule.maxPerDay)

    def prize_amount(self, prize: Prize) -> int:
        """What a prize pays as stored: minor units of credit, a count otherwise."""
        if prize.type == "credit":
            return self.minor(prize.amount)
        return int(prize.amount) if prize.type != "none" else 0

    def prize(self, prize_type: str, amount: int) -> Prize:
        """A stored prize as the wire shows it."""
        shown = self.money(amount) if prize_type == "credit" else Decimal(amount)
        return Prize(type=prize_type, amount=shown)  # type: ignore[arg-type]


@dataclass(frozen=True)
class _Due:
    """Spins a source earned on a day beyond what was granted."""

    source: str
    day: date
    spins: int  # earned in all
    basis: int


class MinigameService:
    def __init__(self) -> None:
        self.token_ttl = TOKEN_TTL
        self._rng = secrets.SystemRandom()
        self._keys: dict[str, bytes] = {}

    # ----- settings ------------------------------------------------------------------------

    async def figures(self, session: AsyncSession, agent: Agent) -> Figures:
        stored = await MinigameRepository(session).settings(agent.id)
        return await Figures.of(
            session, agent, settings=MinigameSettings.model_validate(stored or {})
        )

    async def settings(self, ctx: AppContext, agent: Agent) -> MinigameSettings:
        async with ctx.db.read() as session:
            return (await self.figures(session, agent)).settings

    async def save_settings(
        self, session: AsyncSession, agent: Agent, body: MinigameSettings
    ) -> MinigameSettings:
        """Checks what the schema cannot (amounts of the currency, counts, weights that can
        be drawn) and saves; every problem's field is named."""
        figures = await self.figures(session, agent)
        problems = setting_problems(body, figures.currency)
        if problems:
            raise InvalidData(fields=problems, system_msg="; ".join(problems))
        saved = _normalised(body)
        await MinigameRepository(session).save_settings(
            agent.id, saved.model_dump(mode="json"), utcnow()
        )
        return saved

    # ----- the player's calls --------------------------------------------------------------

    async def games(self, ctx: AppContext, agent: Agent, user_id: int) -> MiniGames:
        """The wheel, the spins and how they are earned, and the check-in, for this player
        brought up to date."""
        player, wallet, figures = await self._bring_up_to_date(ctx, agent, user_id)
        today = figures.today
        async with ctx.db.read() as session:
            repository = MinigameRepository(session)
            granted = await repository.grants(player.id, today)
            last = await repository.last_check_in(player.id)
        settings = figures.settings
        odds = rules.odds(settings.wheel.segments)
        earned = {source: g.spins for (source, _), g in granted.items()}
        return MiniGames(
            spins=wallet.spins,
            wallet=WalletOut.of(wallet),
            wheel=Wheel(
                enabled=settings.wheel.enabled,
                segments=[
                    WheelSegment(
                        index=index,
                        label=segment.label,
                        color=segment.color,
                        prize=segment.prize,
                        odds=odds[index],
                    )
                    for index, segment in enumerate(settings.wheel.segments)
                ],
            ),
            earn=Earn(
                perDeposit=_offer(settings.earn.perDeposit),
                perTurnover=_offer(settings.earn.perTurnover),
                dailyFree=settings.earn.dailyFree,
            ),
            earnedToday=EarnedToday(
                deposit=earned.get("deposit", 0),
                turnover=earned.get("turnover", 0),
                free=earned.get("free", 0),
            ),
            checkIn=CheckIn(
                enabled=settings.checkIn.enabled,
                streak=rules.streak(last, today),
                checkedToday=last is not None and last[0] == today,
                days=[
                    CheckInDay(day=n, prize=prize)
                    for n, prize in enumerate(settings.checkIn.days, start=1)
                ],
            ),
        )

    async def request_token(
        self, ctx: AppContext, agent: Agent, user_id: int, game: str
    ) -> PlayToken:
        """A signed token for one play of `game` in the next minute, refused when the game is
        off, the wheel has no spin waiting or the check-in was done today."""
        player, wallet, figures = await self._bring_up_to_date(ctx, agent, user_id)
        if not _enabled(figures.settings, game):
            raise PromotionUnavailable("This game is off", system_msg="game_off")
        if game == "wheel" and wallet.spins <= 0:
            raise InsufficientBalance("No spin is waiting", system_msg="no_spins")
        if game == "checkIn":
            async with ctx.db.read() as session:
                last = await MinigameRepository(session).last_check_in(player.id)
            if last is not None and last[0] == figures.today:
                raise TransactionClosed("Checked in today", system_msg="checked_in_today")
        expires = int(time.time()) + self.token_ttl
        claims = rules.PlayClaims(
            player_id=player.id,
            agent_id=agent.id,
            game=game,
            nonce=secrets.token_hex(16),
            expires_at=expires,
        )
        return PlayToken(
            token=rules.sign_token(self._key(ctx), claims),
            game=game,  # type: ignore[arg-type]
            expiresAt=datetime.fromtimestamp(expires, UTC),
        )

    async def play(self, ctx: AppContext, agent: Agent, user_id: int, token: str) -> Play:
        """One play of a token, in one transaction under the wallet's row lock: the play row
        (its nonce is unique: the token played again answers the first play and pays
        nothing), the spin taken (the wheel), the outcome drawn here, the prize paid."""
        claims = rules.read_token(self._key(ctx), token)
        if claims is None or claims.agent_id != agent.id:
            raise _invalid_token()
        async with ctx.db.write() as session:
            repository = MinigameRepository(session)
            player, wallet = await self._caller(repository, agent, user_id)
            if claims.player_id != player.id:
                raise _invalid_token()
            wallet = await repository.lock_wallet(wallet.id)
            figures = await self.figures(session, agent)
            done = await repository.play_by_nonce(claims.nonce)
            if done is not None:
                if done.player_id != player.id or done.game != claims.game:
                    raise _invalid_token()
                return _play_out(done, figures, wallet)
            if claims.expired(time.time()):
                raise _invalid_token()
            if not _enabled(figures.settings, claims.game):
                raise PromotionUnavailable("This game is off", system_msg="game_off")
            row = await self._played(session, agent, figures, player, wallet, claims)
            wallet = await repository.wallet(wallet.id)
            row.spins_left = wallet.spins
            await session.flush()
            answer = _play_out(row, figures, wallet)
        await ctx.events.publish(wallet_event(agent.id, user_id, answer.wallet))
        return answer

    async def history(
        self, ctx: AppContext, agent: Agent, user_id: int, game: str | None
    ) -> list[Play]:
        """The player's plays, newest first (50), each with his wallet as it is now."""
        async with ctx.db.read() as session:
            repository = MinigameRepository(session)
            player, wallet = await self._caller(repository, agent, user_id)
            figures = await self.figures(session, agent)
            return [
                _play_out(row, figures, wallet) for row in await repository.plays(player.id, game)
            ]

    # ----- playing -------------------------------------------------------------------------

    async def _played(
        self,
        session: AsyncSession,
        agent: Agent,
        figures: Figures,
        player: Player,
        wallet: Wallet,
        claims: rules.PlayClaims,
    ) -> MinigamePlay:
        """The play of a token: the spin taken or the day checked in, the outcome, the row
        and the prize paid, all in the caller's transaction (the wallet locked)."""
        repository = MinigameRepository(session)
        today = figures.today
        segment_index: int | None = None
        streak_day: int | None = None
        if claims.game == "wheel":
            try:
                await post(
                    session,
                    agent_id=agent.id,
                    currency_code=wallet.currency_code,
                    kind="SPIN_USED",
                    idempotency_key=f"spin_used:{claims.nonce}",
                    reference=f"minigame_token:{claims.nonce}",
                    legs=[wallet_leg(wallet.id, -1, "spins")],
                )
            except InsufficientBalance as exc:
                raise InsufficientBalance("No spin is waiting", system_msg="no_spins") from exc
            segments = figures.settings.wheel.segments
            segment_index = rules.draw(segments, self._rng)
            prize = segments[segment_index].prize
            multiple = figures.settings.wheel.turnover
        else:
            last = await repository.last_check_in(player.id)
            if last is not None and last[0] == today:
                raise TransactionClosed("Checked in today", system_msg="checked_in_today")
            streak_day = rules.next_streak_day(last, today)
            prize = figures.settings.checkIn.days[streak_day - 1]
            multiple = figures.settings.checkIn.turnover
        row = await repository.add(
            MinigamePlay(
                agent_id=agent.id,
                player_id=player.id,
                wallet_id=wallet.id,
                game=claims.game,
                nonce=claims.nonce,
                day=today,
                segment_index=segment_index,
                streak_day=streak_day,
                prize_type=prize.type,
                prize_amount=figures.prize_amount(prize),
                turnover=None,
                spins_left=0,
                created_at=utcnow(),
            )
        )
        row.turnover = await self._pay(session, agent, player, wallet, row, multiple)
        return row

    async def _pay(
        self,
        session: AsyncSession,
        agent: Agent,
        player: Player,
        wallet: Wallet,
        row: MinigamePlay,
        multiple: Decimal,
    ) -> int | None:
        """The play's prize, once (the key names the play): credit as event credit with its
        turnover, spins or diamonds onto the wallet's counters. The turnover now required
        (credit prizes), None otherwise."""
        key, reference = f"minigame_prize:{row.id}", f"minigame_play:{row.id}"
        amount = row.prize_amount
        if amount <= 0 or row.prize_type == "none":
            return None
        if row.prize_type == "credit":
            return await promotion_service.pay_event_credit(
                session,
                agent,
                player,
                wallet,
                amount,
                multiple,
                idempotency_key=key,
                reference=reference,
                remark=row.game,
            )
        kind, field = (
            ("SPINS_EARNED", "spins")
            if row.prize_type == "spins"
            else ("DIAMONDS_EARNED", "diamonds")
        )
        await post(
            session,
            agent_id=agent.id,
            currency_code=wallet.currency_code,
            kind=kind,
            idempotency_key=key,
            reference=reference,
            legs=[wallet_leg(wallet.id, amount, field)],
        )
        return None

    # ----- spins earned --------------------------------------------------------------------

    async def _bring_up_to_date(
        self, ctx: AppContext, agent: Agent, user_id: int
    ) -> tuple[Player, Wallet, Figures]:
        """Grants what the player earned and was not granted; a read finds out first, so a
        player already up to date costs no write. The player, his wallet as it is now, and
        the agent's figures."""
        async with ctx.db.read() as session:
            repository = MinigameRepository(session)
            player, wallet = await self._caller(repository, agent, user_id)
            figures = await self.figures(session, agent)
            due = await self._due(repository, figures, player.id)
            if not due:
                # On PostgreSQL each statement reads what is committed when it runs: a grant a
                # concurrent call committed after the wallet was read, and before `_due` read
                # the grants, shows in the wallet only when it is read again.
                wallet = await repository.wallet(wallet.id)
        if not due:
            return player, wallet, figures
        async with ctx.db.write() as session:
            repository = MinigameRepository(session)
            figures = await self.figures(session, agent)
            wallet = await repository.lock_wallet(wallet.id)
            granted = await self._grant(session, agent, figures, player, wallet)
            if granted:
                wallet = await repository.wallet(wallet.id)
        if granted:
            await ctx.events.publish(wallet_event(agent.id, user_id, WalletOut.of(wallet)))
        return player, wallet, figures

    async def _grant(
        self, session: AsyncSession, agent: Agent, figures: Figures, player: Player, wallet: Wallet
    ) -> int:
        """With the wallet locked by the caller: each (source, day) earned beyond its grant
        row grows the row and posts the difference as `SPINS_EARNED` (the key names the row
        and its new count, so no growth is posted twice). The spins granted."""
        repository = MinigameRepository(session)
        due = await self._due(repository, figures, player.id)
        if not due:
            return 0
        rows = await repository.grants(player.id, min(d.day for d in due))
        now = utcnow()
        total = 0
        for item in due:
            row = rows.get((item.source, item.day))
            before = row.spins if row is not None else 0
            if row is None:
                row = await repository.add(
                    SpinGrant(
                        agent_id=agent.id,
                        player_id=player.id,
                        wallet_id=wallet.id,
                        source=item.source,
                        day=item.day,
                        spins=item.spins,
                        basis=item.basis,
                        updated_at=now,
                        created_at=now,
                    )
                )
            else:
                row.spins, row.basis, row.updated_at = item.spins, item.basis, now
            await post(
                session,
                agent_id=agent.id,
                currency_code=wallet.currency_code,
                kind="SPINS_EARNED",
                idempotency_key=(
                    f"spins_earned:{player.id}:{item.source}:{item.day.isoformat()}:{item.spins}"
                ),
                reference=f"spin_grant:{row.id}",
                legs=[wallet_leg(wallet.id, item.spins - before, "spins")],
            )
            total += item.spins - before
        await session.flush()
        return total

    async def _due(
        self, repository: MinigameRepository, figures: Figures, player_id: int
    ) -> list[_Due]:
        """What each source earned on each day of the window beyond its grant: spins for the
        day's approved deposits and turnover (with the day's cap), and the free spins of
        today. Nothing is earned while the wheel is off."""
        settings = figures.settings
        if not settings.wheel.enabled:
            return []
        today = figures.today
        days = rules.earning_days(today)
        earned: list[_Due] = []
        deposit_rule = figures.rule(settings.earn.perDeposit)
        if deposit_rule is not None:
            deposits: dict[date, int] = defaultdict(int)
            start = rules.day_start(days[0], figures.zone)
            end = rules.day_start(today + timedelta(days=1), figures.zone)
            for at, amount in await repository.approvals(player_id, start, end):
                deposits[rules.local_day(at, figures.zone)] += amount
            earned += [
                _Due("deposit", day, rules.spins_due(deposits[day], deposit_rule), deposits[day])
                for day in days
            ]
        turnover_rule = figures.rule(settings.earn.perTurnover)
        if turnover_rule is not None:
            turnover = await repository.turnover_by_day(player_id, days[0], today)
            earned += [
                _Due(
                    "turnover",
                    day,
                    rules.spins_due(turnover.get(day, 0), turnover_rule),
                    turnover.get(day, 0),
                )
                for day in days
            ]
        if settings.earn.dailyFree > 0:
            earned.append(_Due("free", today, settings.earn.dailyFree, 0))
        earned = [item for item in earned if item.spins > 0]
        if not earned:
            return []
        granted = await repository.grants(player_id, days[0])
        return [
            item
            for item in earned
            if item.spins
            > (granted[(item.source, item.day)].spins if (item.source, item.day) in granted else 0)
        ]

    # ----- helpers -------------------------------------------------------------------------

    async def _caller(
        self, repository: MinigameRepository, agent: Agent, user_id: int
    ) -> tuple[Player, Wallet]:
        found = await repository.player_and_wallet(agent.id, user_id)
        if found is None:
            raise DataNotFound("Player not found")
        return found

    def _key(self, ctx: AppContext) -> bytes:
        secret = ctx.settings.resolved_secret_key
        key = self._keys.get(secret)
        if key is None:
            key = self._keys[secret] = rules.token_key(secret)
        return key


def _invalid_token() -> InvalidData:
    return InvalidData(
        "This play token is not valid", fields=["token"], system_msg="play_token_invalid"
    )


def _enabled(settings: MinigameSettings, game: str) -> bool:
    return settings.wheel.enabled if game == "wheel" else settings.checkIn.enabled


def _offer(rule: EarnRule | None) -> EarnOffer | None:
    return EarnOffer(amount=rule.amount, spins=rule.spins) if rule is not None else None


def _play_out(row: MinigamePlay, figures: Figures, wallet: Wallet) -> Play:
    return Play(
        id=row.id,
        game=row.game,  # type: ignore[arg-type]
        segmentIndex=row.segment_index,
        day=row.streak_day,
        prize=figures.prize(row.prize_type, row.prize_amount),
        spinsLeft=row.spins_left,
        turnover=figures.money(row.turnover) if row.turnover is not None else None,
        wallet=WalletOut.of(wallet),
        playedAt=row.created_at,
    )


def _normalised(body: MinigameSettings) -> MinigameSettings:
    """A prize of nothing is worth 0 whatever amount came with it."""
    saved = body.model_copy(deep=True)
    for prize in [s.prize for s in saved.wheel.segments] + list(saved.checkIn.days):
        if prize.type == "none":
            prize.amount = Decimal(0)
    return saved


def setting_problems(body: MinigameSettings, currency: str) -> list[str]:
    """What the schema cannot say, by field: a wheel whose weights sum to 0, credit amounts
    the currency cannot hold or of 0, counts that are not whole numbers from 1."""
    problems: list[str] = []
    if sum(segment.weight for segment in body.wheel.segments) <= 0:
        problems.append("wheel.segments")
    prizes = [
        (f"wheel.segments.{n}.prize.amount", s.prize) for n, s in enumerate(body.wheel.segments)
    ]
    prizes += [(f"checkIn.days.{n}.amount", p) for n, p in enumerate(body.checkIn.days)]
    for name, prize in prizes:
        if not _prize_ok(prize, currency):
            problems.append(name)
    for name, rule in (
        ("earn.perDeposit.amount", body.earn.perDeposit),
        ("earn.perTurnover.amount", body.earn.perTurnover),
    ):
        if rule is not None and not _money_ok(rule.amount, currency):
            problems.append(name)
    return problems


def _money_ok(amount: Decimal, currency: str) -> bool:
    try:
        return to_minor(amount, currency) > 0
    except ValueError:
        return False


def _prize_ok(prize: Prize, currency: str) -> bool:
    if prize.type == "none":
        return True
    if prize.type == "credit":
        return _money_ok(prize.amount, currency)
    limit = MAX_SPINS_PRIZE if prize.type == "spins" else MAX_DIAMONDS_PRIZE
    return prize.amount == prize.amount.to_integral_value() and 1 <= prize.amount <= limit


minigame_service = MinigameService()
