"""The demo promotions: one live promotion of each of the nine types for an agent, with a
picture each, so that a newcomer sees the whole engine after `make run`."""

from __future__ import annotations

import base64
from decimal import Decimal
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from ..models import Agent
from ..promotions.schemas import PromotionIn
from ..promotions.service import promotion_service

# (type, names th/en/vi, headline and tagline of the picture, colours, the fields of its own)
_DEMO: tuple[
    tuple[int, tuple[str, str, str], tuple[str, str], tuple[str, str], dict[str, Any]], ...
] = (
    (
        1,
        ("โบนัสฝากทุกยอด 10%", "10% on every deposit", "Thưởng 10% mỗi lần nạp"),
        ("+10%", "EVERY DEPOSIT"),
        ("#15803d", "#052e16"),
        {"bonusType": "percent", "bonusPercent": 10, "bonusMaximum": 500, "turn": 3},
    ),
    (
        2,
        ("แฮปปี้ไทม์ 20% ทุกค่ำ", "Happy hour 20% every evening", "Giờ vàng 20% mỗi tối"),
        ("+20%", "HAPPY HOUR 18:00-22:00"),
        ("#b45309", "#451a03"),
        {
            "bonusType": "percent",
            "bonusPercent": 20,
            "bonusMaximum": 1000,
            "weekdays": [0, 1, 2, 3, 4, 5, 6],
            "fromTime": "18:00",
            "toTime": "22:00",
        },
    ),
    (
        3,
        ("รับครั้งเดียว 300 บาท", "One-time 300 bonus", "Thưởng một lần"),
        ("+300", "ONE TIME ONLY"),
        ("#7c3aed", "#1e1b4b"),
        {
            "bonusType": "fixed",
            "bonusAmount": 300,
            "minimumDeposit": 300,
            "turnType": 1,
            "turn": 3000,
        },
    ),
    (
        4,
        ("โบนัสวันละครั้ง 5%", "5% once a day", "5% mỗi ngày một lần"),
        ("+5%", "ONCE A DAY"),
        ("#0e7490", "#083344"),
        {"bonusType": "percent", "bonusPercent": 5, "bonusMaximum": 300},
    ),
    (
        5,
        ("ยินดีต้อนรับกลับ 30%", "Welcome back 30%", "Chào mừng trở lại 30%"),
        ("+30%", "WELCOME BACK"),
        ("#be123c", "#4c0519"),
        {"bonusType": "percent", "bonusPercent": 30, "bonusMaximum": 1500, "welcomeBackDays": 7},
    ),
    (
        6,
        ("สมาชิกใหม่ ฝากแรก 50%", "First deposit 50%", "Nạp đầu 50%"),
        ("+50%", "FIRST DEPOSIT"),
        ("#1d4ed8", "#172554"),
        {
            "bonusType": "percent",
            "bonusPercent": 50,
            "bonusMaximum": 1000,
            "popup": True,
            "gameConfig": [{"category": "slot", "providers": ["all"]}],
        },
    ),
    (
        7,
        ("ฝากสะสมรายวัน รับขั้นบันได", "Daily stack top-up", "Nạp tích lũy theo ngày"),
        ("STACK", "DAILY TOP-UP TIERS"),
        ("#a16207", "#422006"),
        {
            "bonusType": "fixed",
            "turnType": 2,
            "turn": 2,
            "stackTiers": [
                {"deposit": 500, "bonus": 50},
                {"deposit": 2000, "bonus": 250},
                {"deposit": 5000, "bonus": 800},
            ],
        },
    ),
    (
        8,
        ("ฝากแรกของวัน 15%", "First deposit of the day 15%", "Lần nạp đầu trong ngày 15%"),
        ("+15%", "FIRST OF THE DAY"),
        ("#047857", "#022c22"),
        {
            "bonusType": "percent",
            "bonusPercent": 15,
            "bonusMaximum": 600,
            "turnBasis": 2,
            "turn": 5,
            "popup": True,
        },
    ),
    (
        9,
        ("โบนัสพิเศษจากแอดมิน", "Special bonus from staff", "Thưởng đặc biệt"),
        ("VIP", "GIFT FROM STAFF"),
        ("#9d174d", "#1f2937"),
        {"bonusType": "fixed", "display": False},
    ),
)

_COMMON: dict[str, Any] = {
    "minimumDeposit": 100,
    "turnType": 2,
    "turn": 2,
    "turnBasis": 1,
    "promotionWithdrawType": 2,
    "maximumWithdraw": 5,
    "gameConfig": [],
    "isActive": True,
    "display": True,
}

# VND has no minor unit and its amounts are larger: the Thai figures times this.
_SCALE = {"THB": Decimal(1), "VND": Decimal(700)}
_AMOUNTS = ("bonusAmount", "bonusMaximum", "minimumDeposit")


def promotion_image(headline: str, tagline: str, colors: tuple[str, str]) -> str:
    """A promotion's picture (Latin text only: an <img> SVG cannot use the site's Thai font)."""
    svg = (
        '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="400" viewBox="0 0 800 400">'
        f'<defs><linearGradient id="g" x1="0" x2="1" y1="0" y2="1"><stop offset="0" stop-color="{colors[0]}"/>'
        f'<stop offset="1" stop-color="{colors[1]}"/></linearGradient></defs>'
        '<rect width="800" height="400" fill="url(#g)"/>'
        '<circle cx="680" cy="60" r="200" fill="#ffffff" opacity="0.08"/>'
        '<circle cx="90" cy="380" r="150" fill="#ffffff" opacity="0.06"/>'
        '<circle cx="640" cy="290" r="70" fill="#facc15" opacity="0.85"/>'
        '<text x="640" y="305" text-anchor="middle" font-family="sans-serif" font-size="40"'
        ' font-weight="700" fill="#422006">฿</text>'
        f'<text x="60" y="210" font-family="sans-serif" font-size="120" font-weight="800" fill="#ffffff">{headline}</text>'
        f'<text x="64" y="280" font-family="sans-serif" font-size="34" font-weight="600" fill="#fde68a" letter-spacing="3">{tagline}</text>'
        "</svg>"
    )
    return "data:image/svg+xml;base64," + base64.b64encode(svg.encode()).decode()


async def seed_promotions(session: AsyncSession, agent: Agent, currency: str) -> None:
    scale = _SCALE.get(currency, Decimal(1))
    for sort, (type_id, (th, en, vi), (headline, tagline), colors, own) in enumerate(_DEMO):
        fields = {**_COMMON, **own}
        for name in _AMOUNTS:
            if name in fields:
                fields[name] = Decimal(fields[name]) * scale
        if fields.get("turnType") == 1:
            fields["turn"] = Decimal(fields["turn"]) * scale
        fields["stackTiers"] = [
            {"deposit": Decimal(t["deposit"]) * scale, "bonus": Decimal(t["bonus"]) * scale}
            for t in fields.get("stackTiers", [])
        ]
        body = PromotionIn(
            nameTh=th,
            nameEn=en,
            nameVi=vi,
            imageUrl=promotion_image(headline, tagline, colors),
            promotionTypeId=type_id,
            sortOrder=sort,
            **fields,
        )
        await promotion_service.save_promotion(session, agent, body, None)
