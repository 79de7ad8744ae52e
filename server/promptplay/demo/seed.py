"""Demo data (DESIGN §6): agent PP on localhost and 127.0.0.1 (TH, THB, layout a), two more
agents for Vietnam and Laos on *.localhost names, deposit accounts, announcements, banners,
a demo player and a staff login, the promotions and the income programs (with a downline of
the demo player and past days of play, computed), the engagement (coupons, an event, the
lucky wheel and check-in, ranks and rewards, spins waiting), and a logo and background of
127.0.0.1's own (and a logo of vn.localhost's). Loaded once, into an empty database."""

from __future__ import annotations

import base64
from dataclasses import dataclass

from sqlalchemy.ext.asyncio import AsyncSession

from ..admin.repository import AdminRepository
from ..admin.service import (
    NewAgent,
    add_agent_bank_account,
    create_agent,
    create_company_user,
    create_staff,
)
from ..context import AppContext
from ..models import Announcement, Banner
from ..player.schemas import RegisterPayload
from ..player.service import player_service
from .branding import seed_host_branding
from .engagement import seed_engagement, seed_engagement_players, seed_pictures
from .income import seed_income, seed_income_play
from .promotions import seed_promotions


@dataclass(frozen=True)
class DemoLogin:
    site: str
    role: str
    username: str
    password: str


DEMO_LOGINS = (
    DemoLogin("http://localhost:8000 (agent PP)", "player", "demo", "demo1234"),
    DemoLogin("back office of agent PP", "admin", "staff", "staff1234"),
    DemoLogin("back office of agent PP", "staff", "cashier", "cashier1234"),
    DemoLogin("company console (/backoffice/company)", "company", "operator", "operator1234"),
    DemoLogin("http://vn.localhost:8000 (agent VP, Vietnam)", "player", "demovn", "demo1234"),
)

# PP's receiving TrueMoney wallet (the demo voucher store's senders are other numbers).
DEMO_TRUEMONEY_RECEIVER = "0655550100"

_CONTACT = {
    "lineId": "@promptplay",
    "lineUrl": "https://line.me/R/ti/p/@promptplay",
    "telegramUrl": "https://t.me/promptplay",
    "whatAppUrl": "https://wa.me/66812345678",
    "facebookMessengerUrl": "https://m.me/promptplay",
    "tel": "02-123-4567",
    "email": "support@promptplay.example",
}
_FLOATING = {
    "title": "Prompt-Play",
    "description": "Prompt-Play: casino, slots, sport and more",
    "lineFloatingButton": True,
    "lineUrl": _CONTACT["lineUrl"],
    "telegramFloatingButton": True,
    "telegramUrl": _CONTACT["telegramUrl"],
    "whatAppFloatingButton": False,
    "whatAppUrl": _CONTACT["whatAppUrl"],
    "facebookMessengerFloatingButton": True,
    "facebookMessengerUrl": _CONTACT["facebookMessengerUrl"],
}


def banner_image(title: str, colors: tuple[str, str]) -> str:
    svg = (
        '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400">'
        f'<defs><linearGradient id="g" x1="0" x2="1" y1="0" y2="1"><stop offset="0" stop-color="{colors[0]}"/>'
        f'<stop offset="1" stop-color="{colors[1]}"/></linearGradient></defs>'
        '<rect width="1200" height="400" fill="url(#g)"/>'
        '<circle cx="1040" cy="80" r="220" fill="#ffffff" opacity="0.08"/>'
        '<circle cx="140" cy="380" r="160" fill="#ffffff" opacity="0.06"/>'
        f'<text x="80" y="225" font-family="sans-serif" font-size="72" font-weight="700" fill="#ffffff">{title}</text>'
        "</svg>"
    )
    return "data:image/svg+xml;base64," + base64.b64encode(svg.encode()).decode()


async def is_seeded(session: AsyncSession) -> bool:
    return await AdminRepository(session).has_agents()


async def seed(ctx: AppContext) -> bool:
    """Load the demo data into an empty database; False when there was data already."""
    async with ctx.db.write() as session:
        if await is_seeded(session):
            return False
        pp = await create_agent(
            session,
            NewAgent(
                prefix="PP",
                domains=["localhost", "127.0.0.1"],
                country_code="TH",
                layout="a",
                username="promptplay",
                template=_FLOATING,
                player_configuration={"contact": _CONTACT},
                # The agent's own TrueMoney wallet: redeemed vouchers pay into it.
                truemoney_mobile=DEMO_TRUEMONEY_RECEIVER,
            ),
        )
        vp = await create_agent(
            session,
            NewAgent(
                prefix="VP",
                domains=["vn.localhost"],
                country_code="VN",
                layout="a",
                username="promptplayvn",
                template=_FLOATING,
                player_configuration={"contact": _CONTACT},
            ),
        )
        lp = await create_agent(
            session,
            NewAgent(
                prefix="LP",
                domains=["la.localhost"],
                country_code="LA",
                layout="a",
                username="promptplayla",
                template=_FLOATING,
                player_configuration={"contact": _CONTACT},
            ),
        )
        for agent, accounts in (
            (
                pp,
                [
                    ("KBANK", "0481234567", "บจก. พรอมต์เพลย์", "0812345678"),
                    ("SCB", "4071234567", "บจก. พรอมต์เพลย์", None),
                ],
            ),
            (vp, [("VCB", "0071001234567", "CONG TY PROMPT PLAY", None)]),
            (lp, [("BCEL", "010120000123456789", "PROMPT PLAY CO LTD", None)]),
        ):
            for sort, (code, number, name, promptpay) in enumerate(accounts):
                await add_agent_bank_account(
                    session, agent, code, number, name, promptpay_phone=promptpay, sort=sort
                )
            for sort, (title, message) in enumerate(
                (
                    ("ยินดีต้อนรับสู่ Prompt-Play", "ฝาก-ถอนอัตโนมัติ ตลอด 24 ชั่วโมง ติดต่อแอดมินได้ทาง LINE"),
                    ("แจ้งปิดปรับปรุงระบบธนาคาร", "ธนาคารบางแห่งอาจโอนล่าช้าในช่วง 00:00-02:00 น."),
                )
            ):
                await AdminRepository(session).add(
                    Announcement(agent_id=agent.id, title=title, message=message, sort=sort)
                )
            for sort, (title, colors) in enumerate(
                (
                    ("Welcome bonus 100%", ("#15803d", "#052e16")),
                    ("Cashback 5% every week", ("#0f766e", "#111827")),
                    ("Invite friends, earn more", ("#4d7c0f", "#1f2937")),
                )
            ):
                await AdminRepository(session).add(
                    Banner(
                        agent_id=agent.id,
                        title=title,
                        image_url=banner_image(title, colors),
                        link_url="/promotion",
                        sort=sort,
                    )
                )
        # Each agent's admin, and a member of staff who works the queues.
        for prefix in ("PP", "VP"):
            await create_staff(session, prefix, "staff", "staff1234", role="admin")
            await create_staff(session, prefix, "cashier", "cashier1234")
        # The operator's console, where new agents are made.
        await create_company_user(session, "operator", "operator1234")
        await seed_promotions(session, pp, "THB")
        await seed_promotions(session, vp, "VND")
        await seed_income(session, pp, "THB")
        await seed_income(session, vp, "VND")
        await seed_engagement(session, pp, "THB")
        await seed_engagement(session, vp, "VND")
    for agent, body in (
        (
            pp,
            RegisterPayload(
                username="demo",
                password="demo1234",
                tel="0812345678",
                bankCode="KBANK",
                bankAccountNo="1234567890",
                bankAccountName="สมชาย ใจดี",
            ),
        ),
        (
            vp,
            RegisterPayload(
                username="demovn",
                password="demo1234",
                tel="0912345678",
                bankCode="VCB",
                bankAccountNo="0011001234567",
                bankAccountName="NGUYEN VAN A",
            ),
        ),
    ):
        # Named by prefix, as a host of no agent would: the seed runs outside any request.
        named = body.model_copy(update={"prefixAgent": agent.prefix})
        await player_service.register(ctx, "", named, captcha_checked=True)
    await seed_income_play(ctx, pp, "THB")
    await seed_pictures(ctx, pp, "THB")
    await seed_pictures(ctx, vp, "VND")
    await seed_host_branding(ctx, pp, vp)
    await seed_engagement_players(ctx, pp, ["demo", "somsak88"])
    await seed_engagement_players(ctx, vp, ["demovn"])
    return True
