"""The demo income (docs/income.md): every program on, with the figures of a Thai site, and for
agent PP's demo player a downline, an alliance of his own and three past days of play, computed,
so that his affiliate, return-lost, rolling and rebate pages have income to withdraw after
`make run` (and his birthday bonus, his date of birth being in the current month).

Two steps: `seed_income` (the settings) inside the seed's transaction, and `seed_income_play`
after the demo player exists: it registers the other players as a visitor would, records
their play and computes the past days as the scheduler does."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, timedelta
from decimal import Decimal
from typing import Any

from sqlalchemy import select, update
from sqlalchemy.ext.asyncio import AsyncSession

from ..context import AppContext
from ..core.money import to_minor
from ..income.schemas import AllianceIn, IncomeSettings
from ..income.service import income_service
from ..models import Agent, GameDayStat, Player, User
from ..player.schemas import RegisterPayload
from ..player.service import player_service

# VND has no minor unit and its amounts are larger: the Thai figures times this.
_SCALE = {"THB": Decimal(1), "VND": Decimal(700)}

# The player whose downline and alliance the demo shows (docs/income.md §2).
DEMO_PLAYER = "demo"
ALLIANCE_CODE = "SIAMPARTNER"
ALLIANCE_SHARE = Decimal(20)
# How many days before today are played and computed.
PAST_DAYS = 3
# Each past day's play is the base play times this (1, 2 and 3 days ago).
_DAY_FACTORS = (Decimal("1"), Decimal("0.8"), Decimal("1.25"))


@dataclass(frozen=True)
class Member:
    """A player the demo registers: his own details, and whose code or alliance link he came
    through (`upline` a username: his referrer; `alliance`: he registered with refCode)."""

    username: str
    name: str  # the bank account name: another person's than his upline's
    tel: str
    bank: str
    account: str
    upline: str | None = None
    alliance: bool = False


MEMBERS = (
    Member("somsak88", "สมศักดิ์ รักเรียน", "0823456701", "KBANK", "2345678901", DEMO_PLAYER),
    Member("malee99", "มาลี ศรีสุข", "0823456702", "SCB", "3456789012", DEMO_PLAYER),
    Member("wichai77", "วิชัย มั่นคง", "0823456703", "BBL", "4567890123", DEMO_PLAYER),
    Member("nattaya", "ณัฐธยา ทองดี", "0823456704", "KTB", "5678901234", DEMO_PLAYER),
    Member("prasert", "ประเสริฐ แก้วใส", "0823456705", "KBANK", "6789012345", DEMO_PLAYER),
    Member("kanya", "กัญญา บุญมา", "0823456706", "SCB", "7890123456", DEMO_PLAYER),
    # Level 2 of the demo player: somsak88's own downline.
    Member("anan55", "อนันต์ สายทอง", "0823456707", "BBL", "8901234567", "somsak88"),
    # The demo player's alliance.
    Member("pimchanok", "พิมพ์ชนก ใจงาม", "0823456708", "KTB", "9012345678", alliance=True),
    Member("teerapat", "ธีรภัทร ชัยวงศ์", "0823456709", "KBANK", "0123456789", alliance=True),
)

# A day's play in baht: (username, category, turnover, payout). The demo player's own play
# earns him return-lost, rolling (casino, card) and rebate (slot, sport); his downline's and
# his alliance's earn him affiliate and alliance income.
_PLAY: tuple[tuple[str, str, int, int], ...] = (
    (DEMO_PLAYER, "slot", 12000, 11000),
    (DEMO_PLAYER, "casino", 8000, 6500),
    (DEMO_PLAYER, "card", 3000, 2800),
    (DEMO_PLAYER, "sport", 2000, 1200),
    ("somsak88", "slot", 15000, 14000),
    ("somsak88", "casino", 5000, 5200),
    ("malee99", "slot", 8000, 7000),
    ("wichai77", "casino", 20000, 18500),
    ("wichai77", "sport", 3000, 2000),
    ("nattaya", "fishing", 4000, 3500),
    ("prasert", "slot", 6000, 6600),
    ("kanya", "card", 5000, 4600),
    ("anan55", "slot", 10000, 9000),
    ("pimchanok", "casino", 10000, 8000),
    ("teerapat", "slot", 7000, 5500),
    ("teerapat", "sport", 2000, 2500),
)
# A provider of the demo game upstream per category.
_PROVIDERS = {"slot": "PGS", "casino": "SAGA", "card": "KM", "sport": "SBO", "fishing": "JILI"}


def income_settings(currency: str) -> IncomeSettings:
    """Every program on; amounts in baht, scaled for the currency."""
    scale = _SCALE.get(currency, Decimal(1))

    def money(amount: int) -> str:
        return str(Decimal(amount) * scale)

    return IncomeSettings.model_validate(
        {
            "affiliate": {
                "enabled": True,
                "basis": "turnover",
                "minimumWithdraw": money(100),
                "turnover": 1,
                "levels": [
                    {
                        "level": 1,
                        "rates": [
                            {"category": "slot", "percent": "0.8"},
                            {"category": "all", "percent": "0.5"},
                        ],
                    },
                    {"level": 2, "rates": [{"category": "all", "percent": "0.2"}]},
                ],
            },
            "alliance": {"enabled": True, "minimumWithdraw": money(100), "turnover": 1},
            "returnLost": {
                "enabled": True,
                "period": "day",
                "rate": 5,
                "minimumLoss": money(500),
                "maximum": money(5000),
                "categories": [],
                "expiryDays": 7,
                "minimumWithdraw": money(100),
                "turnover": 1,
            },
            "rolling": {
                "enabled": True,
                "minimumWithdraw": money(50),
                "turnover": 1,
                "rates": [
                    {"category": "casino", "percent": "0.6"},
                    {"category": "card", "percent": "0.6"},
                ],
            },
            "rebate": {
                "enabled": True,
                "minimumWithdraw": money(50),
                "turnover": 1,
                "rates": [
                    {"category": "slot", "percent": "0.4"},
                    {"category": "sport", "percent": "0.4"},
                    {"category": "fishing", "percent": "0.4"},
                ],
            },
            "birthday": {"enabled": True, "amount": money(300), "turnover": 1},
        }
    )


async def seed_income(session: AsyncSession, agent: Agent, currency: str) -> None:
    """The agent's income settings (a step of the seed's transaction)."""
    await income_service.save_settings(session, agent, income_settings(currency))


async def seed_income_play(ctx: AppContext, agent: Agent, currency: str) -> None:
    """The demo player's downline and alliance, the past days' play of them all, and those
    days computed; his date of birth in the current month."""
    async with ctx.db.write() as session:
        demo = await _player(session, agent, DEMO_PLAYER)
        figures = await income_service.figures(session, agent)
        today = figures.today
        await income_service.save_alliance(
            session,
            agent,
            None,
            AllianceIn(
                code=ALLIANCE_CODE,
                name="Siam Partners",
                sharePercent=ALLIANCE_SHARE,
                playerId=demo.id,
            ),
        )
        await session.execute(
            update(Player)
            .where(Player.id == demo.id)
            .values(dob=date(1990, today.month, min(today.day, 28)))
        )
    invites = {DEMO_PLAYER: demo.invite}
    for member in MEMBERS:
        fields: dict[str, Any] = {
            "username": member.username,
            "password": "demo1234",
            "tel": member.tel,
            "bankCode": member.bank,
            "bankAccountNo": member.account,
            "bankAccountName": member.name,
            "prefixAgent": agent.prefix,
        }
        if member.upline is not None:
            fields["referrer"] = invites[member.upline]
        if member.alliance:
            fields["refCode"] = ALLIANCE_CODE
        made = await player_service.register(
            ctx, "", RegisterPayload(**fields), captcha_checked=True
        )
        invites[member.username] = made.player.invite

    days = [today - timedelta(days=ago) for ago in range(PAST_DAYS, 0, -1)]
    async with ctx.db.write() as session:
        ids = {name: (await _player(session, agent, name)).id for name in invites}
        for day in days:
            factor = _DAY_FACTORS[(today - day).days - 1]
            for username, category, turnover, payout in _PLAY:
                session.add(
                    GameDayStat(
                        agent_id=agent.id,
                        player_id=ids[username],
                        day=day,
                        category=category,
                        provider_code=_PROVIDERS[category],
                        rounds=40,
                        turnover=_minor(turnover, factor, currency),
                        payout=_minor(payout, factor, currency),
                    )
                )
    for day in days:
        await income_service.compute_day(ctx, agent, day)


def _minor(baht: int, factor: Decimal, currency: str) -> int:
    return to_minor(Decimal(baht) * factor * _SCALE.get(currency, Decimal(1)), currency)


async def _player(session: AsyncSession, agent: Agent, username: str) -> Player:
    statement = (
        select(Player)
        .join(User, User.id == Player.user_id)
        .where(Player.agent_id == agent.id, User.user_type == "player", User.username == username)
    )
    return (await session.execute(statement)).scalar_one()
