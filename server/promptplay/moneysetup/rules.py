"""What an agent's own bank account and its money limits may hold (docs/money.md "Money
set-up"). Pure checks: each answers what is wrong, else None."""

from __future__ import annotations

import re

ACCOUNT_TYPES = ("DEPOSIT", "WITHDRAW", "DEPOSIT/WITHDRAW")
STATUSES = ("active", "inactive")
# PromptPay targets (Thai baht only): a mobile, a national or tax id, an e-wallet id.
PROMPTPAY_DIGITS = {"PHONE": 10, "NATIONAL_ID": 13, "EWALLET": 15}
PROMPTPAY_CURRENCY = "THB"
PROMPTPAY_PHONE = re.compile(r"0[689]\d{8}")
NAME_MAX = 128
SORT_MAX = 9_999
TURN_MAX = 100
# Minutes a deposit request waits for staff before it expires (0005).
EXPIRY_MINUTES = (5, 1_440)
# The largest amount any limit may name, in minor units: far above any real limit, far below
# what a BigInteger holds.
LIMIT_MAX_MINOR = 10**14


def promptpay_problem(kind: str | None, number: str | None, currency: str) -> str | None:
    """A PromptPay target of the right length for its type, on a baht account only; both or
    neither of type and number."""
    if kind is None and number is None:
        return None
    if kind is None or number is None:
        return "promptPayType and promptPayNo go together"
    if currency != PROMPTPAY_CURRENCY:
        return "PromptPay pays in baht only"
    digits = PROMPTPAY_DIGITS[kind]
    if not (number.isascii() and number.isdigit() and len(number) == digits):
        return f"a PromptPay {kind} is {digits} digits"
    if kind == "PHONE" and not PROMPTPAY_PHONE.fullmatch(number):
        return "a PromptPay phone is a Thai mobile: 0 then 6, 8 or 9, then 8 digits"
    return None


def range_problem(low: int, high: int, what: str) -> str | None:
    if low > high:
        return f"the minimum {what} is above the maximum"
    return None
