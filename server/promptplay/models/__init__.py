"""Every table, so that Alembic sees them all."""

from .agent import Agent
from .agent_domain import AgentDomain
from .announcement import Announcement
from .audit_log import AuditLog
from .auth_session import AuthSession
from .bank import Bank
from .bank_account import BankAccount
from .bank_transaction import BankTransaction
from .banner import Banner
from .base import Base
from .blacklist import BlacklistEntry
from .captcha import Captcha
from .company import CompanySession, CompanyUser
from .country import Country
from .currency import Currency
from .game import (
    AgentGameAccount,
    Game,
    GameCursor,
    GameDayStat,
    GameIncident,
    GameProvider,
    GameRound,
    GameTransfer,
)
from .idempotent_request import IdempotentRequest
from .income import Alliance, IncomeAward, IncomeRun, IncomeSetting
from .ledger import LedgerAccount, LedgerEntry, LedgerJournal
from .login_failure import LoginFailure
from .password_reset import PasswordReset
from .payment_incident import PaymentIncident
from .play_limit import PlayLimit
from .player import Player
from .promotion import PlayerPromotion, Promotion, PromotionPreference, PromotionReservation
from .refresh_token import RefreshToken
from .template_preview import TemplatePreview
from .user import User
from .wallet import Wallet

# Engagement tables (docs/engagement.md), registered with the metadata.
from . import coupon, event, minigame, rank  # noqa: F401  isort: skip

# The site's pages and articles (docs/content.md).
from . import content  # noqa: F401  isort: skip

__all__ = [
    "Agent",
    "AgentDomain",
    "AgentGameAccount",
    "Alliance",
    "Announcement",
    "AuditLog",
    "AuthSession",
    "Bank",
    "BankAccount",
    "BankTransaction",
    "Banner",
    "Base",
    "BlacklistEntry",
    "Captcha",
    "CompanySession",
    "CompanyUser",
    "Country",
    "Currency",
    "Game",
    "GameCursor",
    "GameDayStat",
    "GameIncident",
    "GameProvider",
    "GameRound",
    "GameTransfer",
    "IdempotentRequest",
    "IncomeAward",
    "IncomeRun",
    "IncomeSetting",
    "LedgerAccount",
    "LedgerEntry",
    "LedgerJournal",
    "LoginFailure",
    "PasswordReset",
    "PaymentIncident",
    "PlayLimit",
    "Player",
    "PlayerPromotion",
    "Promotion",
    "PromotionPreference",
    "PromotionReservation",
    "RefreshToken",
    "TemplatePreview",
    "User",
    "Wallet",
]
