"""The withdrawal rules of spec §5 as pure functions of integers of minor units; with an
active promotion, the promotion's own rules (`promotions.rules.cashable`) decide."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import ROUND_CEILING, Decimal
from typing import Literal

from ..promotions.rules import Cashable

Reason = Literal["ok", "turnover", "minimum", "promotion"]


@dataclass(frozen=True)
class WalletFigures:
    credit: int
    cash_balance: int


@dataclass(frozen=True)
class Withdrawable:
    amount: int
    reason: Reason
    required: int  # the credit (or play) the turnover asks for
    remaining: int  # how much is still missing, 0 when reached
    seize: int = 0  # credit above the promotion's cap, seized when the withdrawal is made


def _ceil(value: Decimal) -> int:
    return int(value.to_integral_value(rounding=ROUND_CEILING))


def withdrawable(
    wallet: WalletFigures,
    *,
    agent_turn: Decimal,
    minimum_withdraw: int,
    promotion: Cashable | None = None,
    unit: int = 100,
    floor_to_unit: bool = False,
) -> Withdrawable:
    """How much of the credit may be withdrawn now, and why not more.

    `unit` is one whole unit of the currency in minor units; `floor_to_unit` is the UFA rule
    (the result rounded down to whole units)."""
    if promotion is not None:
        # The active promotion decides (docs/promotions.md §4): its turnover, then its cap.
        if promotion.remaining:
            return Withdrawable(0, "turnover", promotion.required, promotion.remaining)
        reason: Reason = "ok" if promotion.amount > 0 else "promotion"
        result = Withdrawable(
            promotion.amount, reason, promotion.required, 0, seize=promotion.seize
        )
    else:
        needed = agent_turn * wallet.cash_balance
        required = _ceil(needed)
        if wallet.credit < needed:
            return Withdrawable(0, "turnover", required, required - wallet.credit)
        if wallet.credit <= minimum_withdraw:
            return Withdrawable(0, "minimum", required, 0)
        result = Withdrawable(wallet.credit, "ok", required, 0)
    if floor_to_unit:
        floored = result.amount - result.amount % unit
        result = Withdrawable(
            floored, result.reason, result.required, result.remaining, result.seize
        )
    return result
