"""The append-only double-entry ledger: every balance moves here and only here."""

from .posting import Leg, account_leg, cycle_end_legs, post, post_spread, wallet_leg
from .verify import Problem, verify

__all__ = [
    "Leg",
    "Problem",
    "account_leg",
    "cycle_end_legs",
    "post",
    "post_spread",
    "verify",
    "wallet_leg",
]
