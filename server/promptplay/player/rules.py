"""Field rules a player meets at registration besides the user name and password (those are
`auth.rules`). Pure functions: each returns None when the value is good, else the reason."""

from __future__ import annotations

import re


def phone_problem(tel: str, pattern: str) -> str | None:
    return None if re.fullmatch(pattern, tel) else "phone number does not match the country"


def account_no_problem(number: str, min_len: int, max_len: int) -> str | None:
    if not number.isascii() or not number.isdigit():
        return "bank account number must be digits only"
    if not min_len <= len(number) <= max_len:
        return f"bank account number must be {min_len}-{max_len} digits"
    return None


def same_person(name: str | None, other: str | None) -> bool:
    """Two bank account names of one person (case and spacing aside)."""
    if not name or not other:
        return False
    return " ".join(name.casefold().split()) == " ".join(other.casefold().split())


def blacklisted_account(bank_code: str, number: str) -> str:
    """How a bank account is named in the agent's blacklist."""
    return f"{bank_code.upper()}:{number}"
