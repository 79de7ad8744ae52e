"""The rules of coupons (docs/engagement.md §2), pure: codes as players type them and as staff
make them, and whether a coupon may be redeemed now by this player."""

from __future__ import annotations

import re
import secrets
from dataclasses import dataclass
from datetime import datetime

CODE_MAX = 32
PREFIX_MAX = 12
RANDOM_LENGTH = 8  # random characters of a generated code (32^8: about 10^12 codes)
BATCH_MAX = 10_000
# Letters and digits that cannot be read as one another: no I, L, O, 0 or 1.
ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
# Starting with a letter or digit: a cell of the exported batch never reads as a formula.
_CODE = re.compile(r"^[A-Z0-9][A-Z0-9_-]*$")
_SPACES = re.compile(r"\s+")


def normalise(code: str) -> str:
    """A code as it is kept and looked up: upper-case, without the spaces a player may type
    around or inside it (a code copied in groups, 'ABCD EFGH')."""
    return _SPACES.sub("", code).upper()


def well_formed(code: str) -> bool:
    """A normalised code staff may give a coupon: 1 to 32 letters, digits, '-' or '_',
    starting with a letter or digit."""
    return 0 < len(code) <= CODE_MAX and bool(_CODE.match(code))


def generate(prefix: str, count: int, length: int = RANDOM_LENGTH) -> set[str]:
    """`count` distinct codes: the prefix and random characters of the unambiguous alphabet
    (from `secrets`, so nobody can guess the next code of a batch)."""
    codes: set[str] = set()
    while len(codes) < count:
        codes.add(prefix + "".join(secrets.choice(ALPHABET) for _ in range(length)))
    return codes


@dataclass(frozen=True)
class Limits:
    """A coupon's window and uses, as redeeming reads them."""

    starts_at: datetime
    ends_at: datetime
    uses_per_player: int  # 0: unlimited
    uses_total: int  # 0: unlimited
    used: int
    minimum_deposit: int


def refusal(
    limits: Limits,
    *,
    now: datetime,
    player_uses: int,
    deposited: int,
    code_spent: bool = False,
) -> str | None:
    """Why this player may not redeem the coupon now (None: he may), in the order the player
    is told: its window, the batch code or his own uses spent, everyone's uses, his
    deposits. `code_spent`: the batch code typed was redeemed already."""
    if now < limits.starts_at:
        return "coupon_not_started"
    if now >= limits.ends_at:
        return "coupon_expired"
    if code_spent:
        return "coupon_used"
    if limits.uses_per_player and player_uses >= limits.uses_per_player:
        return "coupon_used"
    if limits.uses_total and limits.used >= limits.uses_total:
        return "coupon_exhausted"
    if deposited < limits.minimum_deposit:
        return "coupon_minimum_deposit"
    return None


def journal_key(coupon_id: int, player_id: int, use_no: int) -> str:
    """The ledger's idempotency key of a redemption: the player's nth use of the coupon is
    paid once, whatever repeats the request."""
    return f"coupon:{coupon_id}:{player_id}:{use_no}"
