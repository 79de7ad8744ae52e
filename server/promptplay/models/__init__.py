"""Every table, so that Alembic sees them all."""

from .agent import Agent
from .agent_domain import AgentDomain
from .announcement import Announcement
from .auth_session import AuthSession
from .bank import Bank
from .bank_account import BankAccount
from .banner import Banner
from .base import Base
from .captcha import Captcha
from .country import Country
from .currency import Currency
from .login_failure import LoginFailure
from .player import Player
from .refresh_token import RefreshToken
from .user import User
from .wallet import Wallet

__all__ = [
    "Agent",
    "AgentDomain",
    "Announcement",
    "AuthSession",
    "Bank",
    "BankAccount",
    "Banner",
    "Base",
    "Captcha",
    "Country",
    "Currency",
    "LoginFailure",
    "Player",
    "RefreshToken",
    "User",
    "Wallet",
]
