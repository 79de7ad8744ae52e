"""The rules a user name and a password meet, for players (spec §5) and staff alike. Pure
functions: each returns None when the value is good, else the reason."""

from __future__ import annotations

import re

USERNAME_MIN, USERNAME_MAX = 4, 16
USERNAME_PATTERN = re.compile(r"^[a-z][a-z0-9]{3,15}$")
PASSWORD_MIN, PASSWORD_MAX = 8, 64


def username_problem(username: str) -> str | None:
    if not USERNAME_PATTERN.match(username):
        return (
            f"username must be {USERNAME_MIN}-{USERNAME_MAX} letters a-z or digits, "
            "starting with a letter"
        )
    return None


def password_problem(password: str) -> str | None:
    if not PASSWORD_MIN <= len(password) <= PASSWORD_MAX:
        return f"password must be {PASSWORD_MIN}-{PASSWORD_MAX} characters"
    if not re.search(r"[A-Za-z]", password) or not re.search(r"\d", password):
        return "password must contain a letter and a digit"
    if password.strip() != password:
        return "password must not start or end with a space"
    return None
