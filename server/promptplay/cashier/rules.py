"""The withdrawal rules of spec §5 as pure functions of integers of minor units."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import ROUND_CEILING, Decimal
from typing import Literal

Reason = Literal["ok", "turnover", "minimum", "promotion"]


@dataclass(frozen=True)
class ActivePromotion:
    """What the rules need of the player's active promotion (status 0005)."""

    turn_basis: int  # 1: by remaining credit, 2: by play amount
    turnover_type: int  # 1: turn is a fixed amount (unit), 2: turn multiplies the bonus
    turn: Decimal  # the fixed figure in minor units (type 1) or the multiplier (type 2)
    withdraw_type: int  # 1: maximum withdraw is fixed, otherwise a multiple of the cash
    maximum_withdraw: Decimal  # minor units (type 1) or a multiplier of cash_promotion
    manual: bool = False  # manualByAdmin (type 9): the manual turn figure applies
    manual_turn: int = 0


@dataclass(frozen=True)
class WalletFigures:
    credit: int
    cash_balance: int
    cash_promotion: int = 0
    credit_promotion: int = 0
    event_credit: int = 0
    played: int = 0  # bet amount since the promotion began (turn basis 2)


@dataclass(frozen=True)
class Withdrawable:
    amount: int
    reason: Reason
    required: int  # the credit (or play) the turnover asks for
    remaining: int  # how much is still missing, 0 when reached
    seize: int = 0  # credit above the promotion's cap, seized when the withdrawal is made


def _ceil(value: Decimal) -> int:
    return int(value.to_integral_value(rounding=ROUND_CEILING))


def required_turn(promotion: ActivePromotion, wallet: WalletFigures) -> int:
    """Spec §5: manual promotions use the manual figure; others the promotion's turn, fixed
    or multiplied by the promotion's cash, credit and event credit."""
    if promotion.manual:
        return promotion.manual_turn
    if promotion.turnover_type == 1:
        return _ceil(promotion.turn)
    bonus = wallet.cash_promotion + wallet.credit_promotion + wallet.event_credit
    return _ceil(promotion.turn * bonus)


def promotion_cap(promotion: ActivePromotion, wallet: WalletFigures) -> int:
    if promotion.withdraw_type == 1:
        return int(promotion.maximum_withdraw)
    return int(promotion.maximum_withdraw * wallet.cash_promotion)


def withdrawable(
    wallet: WalletFigures,
    *,
    agent_turn: Decimal,
    minimum_withdraw: int,
    promotion: ActivePromotion | None = None,
    unit: int = 100,
    floor_to_unit: bool = False,
) -> Withdrawable:
    """How much of the credit may be withdrawn now, and why not more.

    `unit` is one whole unit of the currency in minor units; `floor_to_unit` is the UFA rule
    (the result rounded down to whole units)."""
    if promotion is not None:
        required = required_turn(promotion, wallet)
        # Turn basis 2 is basis 1 with the play amount in place of the credit (DESIGN §5).
        reached_by = wallet.played if promotion.turn_basis == 2 else wallet.credit
        if reached_by < required:
            return Withdrawable(0, "turnover", required, required - reached_by)
        cap = promotion_cap(promotion, wallet)
        amount = min(wallet.credit, cap)
        reason: Reason = "ok" if amount > 0 else "promotion"
        result = Withdrawable(amount, reason, required, 0, seize=max(0, wallet.credit - cap))
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
