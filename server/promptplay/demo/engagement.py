"""The demo engagement (docs/engagement.md): live coupons, an event with its image and code, a
lucky wheel and the daily check-in, three ranks and reward items, with the figures of a Thai
site (a Vietnamese agent's amounts scaled), and for the demo players spins waiting and some
diamonds, so that every engagement page has something to do after `make run`.

Two steps: `seed_engagement` (the agent's settings, coupons, event, ranks and rewards) inside
the seed's transaction, and `seed_engagement_players` once the demo players exist."""

from __future__ import annotations

import struct
import zlib
from datetime import timedelta
from decimal import Decimal

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from ..context import AppContext
from ..core.clock import utcnow
from ..coupons.schemas import CouponIn, NameIn
from ..coupons.service import coupon_service
from ..events.schemas import EventIn, EventPrizeIn, EventTextIn, EventTitleIn
from ..events.service import event_service
from ..ledger import post, wallet_leg
from ..minigames.schemas import (
    CheckInSettings,
    EarnRule,
    EarnSettings,
    Label,
    MinigameSettings,
    Prize,
    Segment,
    WheelSettings,
)
from ..minigames.service import minigame_service
from ..models import Agent, Player, User, Wallet
from ..promotions.schemas import Name
from ..ranks.schemas import RankSettings, RewardItemIn, TierIn
from ..ranks.service import rank_service
from ..uploads.service import upload_service

# VND has no minor unit and its amounts are larger: the Thai figures times this.
_SCALE = {"THB": Decimal(1), "VND": Decimal(700)}
# Spins and diamonds waiting for each demo player after `make run`.
DEMO_SPINS = 3
DEMO_DIAMONDS = 150


def _money(amount: int | str, currency: str) -> Decimal:
    return Decimal(amount) * _SCALE[currency]


def _prize(kind: str, amount: int | str, currency: str) -> Prize:
    value = _money(amount, currency) if kind == "credit" else Decimal(amount)
    return Prize(type=kind, amount=value)  # type: ignore[arg-type]


# The wheel: (Thai, English, Vietnamese label, colour, prize, amount, weight).
_SEGMENTS = (
    ("เครดิต 10", "10 credit", "10 tín dụng", "#16A34A", "credit", 10, 22),
    ("เพชร 5", "5 diamonds", "5 kim cương", "#0EA5E9", "diamonds", 5, 20),
    ("หมุนฟรี", "Free spin", "Lượt quay", "#F59E0B", "spins", 1, 14),
    ("เครดิต 50", "50 credit", "50 tín dụng", "#15803D", "credit", 50, 8),
    ("เสียใจด้วย", "Try again", "Chúc may mắn", "#64748B", "none", 0, 24),
    ("เพชร 20", "20 diamonds", "20 kim cương", "#0284C7", "diamonds", 20, 7),
    ("เครดิต 100", "100 credit", "100 tín dụng", "#166534", "credit", 100, 4),
    ("แจ็กพอต 500", "Jackpot 500", "Giải lớn 500", "#B45309", "credit", 500, 1),
)
# The check-in's seven days: (prize, amount).
_CHECK_IN = (
    ("credit", 5),
    ("diamonds", 5),
    ("spins", 1),
    ("credit", 10),
    ("diamonds", 10),
    ("spins", 2),
    ("credit", 50),
)


def wheel_settings(currency: str) -> MinigameSettings:
    """The demo's lucky wheel, spins earned and check-in (also the bench's wheel)."""
    return MinigameSettings(
        wheel=WheelSettings(
            enabled=True,
            turnover=Decimal(1),
            segments=[
                Segment(
                    label=Label(nameTh=th, nameEn=en, nameVi=vi),
                    color=color,
                    prize=_prize(kind, amount, currency),
                    weight=weight,
                )
                for th, en, vi, color, kind, amount, weight in _SEGMENTS
            ],
        ),
        earn=EarnSettings(
            perDeposit=EarnRule(amount=_money(500, currency), spins=1, maxPerDay=5),
            perTurnover=EarnRule(amount=_money(2000, currency), spins=1, maxPerDay=5),
            dailyFree=1,
        ),
        checkIn=CheckInSettings(
            enabled=True,
            turnover=Decimal(1),
            days=[_prize(kind, amount, currency) for kind, amount in _CHECK_IN],
        ),
    )


def _coupons(currency: str) -> list[CouponIn]:
    now = utcnow()
    starts, ends = now - timedelta(days=1), now + timedelta(days=60)
    return [
        CouponIn(
            code="WELCOME100",
            name=NameIn(
                nameTh="คูปองต้อนรับ 100 เครดิต",
                nameEn="Welcome coupon, 100 credit",
                nameVi="Phiếu chào mừng 100 tín dụng",
            ),
            type="credit",
            amount=_money(100, currency),
            turnoverMultiple=Decimal(2),
            startsAt=starts,
            endsAt=ends,
            usesPerPlayer=1,
            usesTotal=1000,
        ),
        CouponIn(
            code="SPIN5",
            name=NameIn(
                nameTh="หมุนวงล้อฟรี 5 ครั้ง",
                nameEn="Five free spins",
                nameVi="Năm lượt quay miễn phí",
            ),
            type="spins",
            spins=5,
            startsAt=starts,
            endsAt=ends,
            usesPerPlayer=1,
        ),
        CouponIn(
            code="DEPOSIT300",
            name=NameIn(
                nameTh="ฝากครบ 300 รับ 50",
                nameEn="Deposit 300, get 50",
                nameVi="Nạp 300 nhận 50",
            ),
            type="credit",
            amount=_money(50, currency),
            turnoverMultiple=Decimal(3),
            startsAt=starts,
            endsAt=ends,
            usesPerPlayer=1,
            minimumDeposit=_money(300, currency),
        ),
    ]


# The ranks: (level, Thai, English, Vietnamese, medal face and rim colours, turnover
# threshold, cashback %, withdrawal limit, rank-up bonus).
_TIERS = (
    (1, "บรอนซ์", "Bronze", "Đồng", ((205, 127, 50), (138, 84, 36)), 0, "0", 0, 0),
    (2, "ซิลเวอร์", "Silver", "Bạc", ((203, 213, 225), (100, 116, 139)), 20_000, "0.5", 100_000, 100),
    (3, "โกลด์", "Gold", "Vàng", ((250, 204, 21), (161, 98, 7)), 100_000, "1", 300_000, 500),
)
# Reward items: (Thai, English, Vietnamese, kind, amount, price in diamonds, stock).
_REWARDS = (
    ("เครดิตฟรี 50", "50 free credit", "50 tín dụng miễn phí", "credit", 50, 100, None),
    ("หมุนวงล้อ 3 ครั้ง", "Three wheel spins", "Ba lượt quay", "spins", 3, 40, None),
    ("เสื้อยืด Prompt-Play", "Prompt-Play T-shirt", "Áo thun Prompt-Play", "physical", 0, 500, 50),
    ("หูฟังไร้สาย", "Wireless earbuds", "Tai nghe không dây", "physical", 0, 2500, 5),
)


def rank_settings(currency: str, icons: dict[int, str]) -> RankSettings:
    """The demo's three ranks by turnover; `icons`: each level's medal, as uploaded."""
    return RankSettings(
        basis="turnover",
        diamondEvery=_money(100, currency),
        tiers=[
            TierIn(
                level=level,
                name=Name(nameTh=th, nameEn=en, nameVi=vi),
                icon=icons[level],
                threshold=_money(threshold, currency),
                cashbackRate=Decimal(rate),
                withdrawLimit=_money(limit, currency),
                rankUpBonus=_money(bonus, currency),
            )
            for level, th, en, vi, _, threshold, rate, limit, bonus in _TIERS
        ],
    )


async def seed_engagement(session: AsyncSession, agent: Agent, currency: str) -> None:
    await minigame_service.save_settings(session, agent, wheel_settings(currency))
    for body in _coupons(currency):
        await coupon_service.save_coupon(session, agent, body, None)
    for sort, (th, en, vi, kind, amount, price, stock) in enumerate(_REWARDS):
        await rank_service.save_item(
            session,
            agent,
            None,
            RewardItemIn(
                name=Name(nameTh=th, nameEn=en, nameVi=vi),
                kind=kind,  # type: ignore[arg-type]
                amount=_money(amount, currency) if kind == "credit" else Decimal(amount),
                turnover=Decimal(1) if kind == "credit" else Decimal(0),
                price=price,
                stock=stock,
                sort=sort,
            ),
        )


async def seed_pictures(ctx: AppContext, agent: Agent, currency: str) -> None:
    """What needs pictures, uploaded as staff would: the ranks' medals and the festival event
    (its code a coupon of its own)."""
    now = utcnow()
    medals = {
        level: (await upload_service.store(ctx, medal_png(*colours))).url
        for level, _, _, _, colours, *_ in _TIERS
    }
    picture = await upload_service.store(ctx, gradient_png(960, 360, (21, 128, 61), (5, 46, 22)))
    async with ctx.db.write() as session:
        await rank_service.save_settings(session, agent, rank_settings(currency, medals))
        coupon = await coupon_service.save_coupon(
            session,
            agent,
            CouponIn(
                code="LOYKRATHONG",
                name=NameIn(
                    nameTh="ลอยกระทงรับเครดิต",
                    nameEn="Loy Krathong credit",
                    nameVi="Tín dụng lễ hội đèn hoa",
                ),
                type="credit",
                amount=_money(88, currency),
                turnoverMultiple=Decimal(2),
                startsAt=now - timedelta(days=2),
                endsAt=now + timedelta(days=12),
                usesPerPlayer=1,
                usesTotal=500,
            ),
            None,
        )
        await event_service.save_event(
            session,
            agent,
            EventIn(
                title=EventTitleIn(
                    nameTh="เทศกาลลอยกระทง รับเครดิตฟรี",
                    nameEn="Loy Krathong festival: free credit",
                    nameVi="Lễ hội đèn hoa: tín dụng miễn phí",
                ),
                body=EventTextIn(
                    nameTh="ร่วมฉลองเทศกาลลอยกระทง กรอกโค้ด LOYKRATHONG รับเครดิตฟรีทันที",
                    nameEn="Celebrate the festival of lights: enter LOYKRATHONG for free credit.",
                    nameVi="Mừng lễ hội đèn hoa: nhập LOYKRATHONG để nhận tín dụng miễn phí.",
                ),
                rules=EventTextIn(
                    nameTh="หนึ่งสิทธิ์ต่อหนึ่งบัญชี ทำยอดเทิร์น 2 เท่าก่อนถอน",
                    nameEn="One code per account; play it through twice before withdrawing.",
                    nameVi="Mỗi tài khoản một lần; cược gấp 2 lần trước khi rút.",
                ),
                prize=EventPrizeIn(
                    nameTh=f"เครดิต {_money(88, currency):,.0f}",
                    nameEn=f"{_money(88, currency):,.0f} credit",
                    nameVi=f"{_money(88, currency):,.0f} tín dụng",
                ),
                imageUrl=picture.url,
                startsAt=now - timedelta(days=2),
                endsAt=now + timedelta(days=12),
                couponId=coupon.id,
            ),
        )


async def seed_engagement_players(ctx: AppContext, agent: Agent, usernames: list[str]) -> None:
    """Spins waiting and some diamonds for each demo player of the agent."""
    async with ctx.db.write() as session:
        rows = (
            await session.execute(
                select(Wallet)
                .join(Player, Player.id == Wallet.player_id)
                .join(User, User.id == Player.user_id)
                .where(User.agent_id == agent.id, User.username.in_(usernames))
            )
        ).scalars()
        for wallet in rows:
            await post(
                session,
                agent_id=agent.id,
                currency_code=wallet.currency_code,
                kind="SPINS_EARNED",
                idempotency_key=f"demo-engagement:{wallet.id}",
                memo="demo",
                legs=[
                    wallet_leg(wallet.id, DEMO_SPINS, "spins"),
                    wallet_leg(wallet.id, DEMO_DIAMONDS, "diamonds"),
                ],
            )


def _png(width: int, height: int, colour_type: int, rows: bytes) -> bytes:
    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    header = struct.pack(">IIBBBBB", width, height, 8, colour_type, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(rows, 9))
        + chunk(b"IEND", b"")
    )


def gradient_png(
    width: int, height: int, top: tuple[int, int, int], bottom: tuple[int, ...]
) -> bytes:
    """A vertical gradient as PNG bytes (the demo event's picture, uploaded as staff would)."""
    rows = bytearray()
    for y in range(height):
        t = y / max(1, height - 1)
        pixel = bytes(round(a + (b - a) * t) for a, b in zip(top, bottom, strict=True))
        rows += b"\x00" + pixel * width
    return _png(width, height, 2, bytes(rows))


def medal_png(face: tuple[int, int, int], rim: tuple[int, int, int], size: int = 96) -> bytes:
    """A round medal, its face inside a rim, on a transparent ground (a rank's icon)."""
    rows = bytearray()
    middle, outer, inner = (size - 1) / 2, size * 0.46, size * 0.36
    for y in range(size):
        rows += b"\x00"
        for x in range(size):
            distance = ((x - middle) ** 2 + (y - middle) ** 2) ** 0.5
            if distance > outer:
                rows += b"\x00\x00\x00\x00"
            else:
                # The face lighter towards the top left, as if lit.
                light = 1.25 - 0.5 * (x + y) / (2 * size)
                colour = rim if distance > inner else face
                rows += bytes(min(255, round(c * light)) for c in colour) + b"\xff"
    return _png(size, size, 6, bytes(rows))
