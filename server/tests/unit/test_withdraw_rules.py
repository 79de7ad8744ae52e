"""Properties of the withdrawal rules of spec §5."""

from __future__ import annotations

from decimal import Decimal

from hypothesis import given
from hypothesis import strategies as st

from promptplay.cashier.rules import WalletFigures, withdrawable
from promptplay.promotions.rules import Cashable

money = st.integers(min_value=0, max_value=10**10)
turns = st.decimals(min_value=0, max_value=50, places=2)


@given(credit=money, cash=money, turn=turns, minimum=money)
def test_without_promotion_all_or_nothing(
    credit: int, cash: int, turn: Decimal, minimum: int
) -> None:
    result = withdrawable(WalletFigures(credit, cash), agent_turn=turn, minimum_withdraw=minimum)
    reached = credit >= turn * cash
    assert result.amount == (credit if reached and credit > minimum else 0)
    assert result.reason == (
        "turnover" if not reached else "minimum" if credit <= minimum else "ok"
    )
    assert result.remaining == (0 if reached else result.required - credit)
    assert result.seize == 0


@given(credit=money, extra=money, cash=money, turn=turns, minimum=money)
def test_more_credit_never_means_less_to_withdraw(
    credit: int, extra: int, cash: int, turn: Decimal, minimum: int
) -> None:
    less = withdrawable(WalletFigures(credit, cash), agent_turn=turn, minimum_withdraw=minimum)
    more = withdrawable(
        WalletFigures(credit + extra, cash), agent_turn=turn, minimum_withdraw=minimum
    )
    assert more.amount >= less.amount


@given(credit=money, cash=money, unit=st.sampled_from([1, 100]))
def test_ufa_floor_is_whole_units_and_never_more(credit: int, cash: int, unit: int) -> None:
    exact = withdrawable(WalletFigures(credit, cash), agent_turn=Decimal(1), minimum_withdraw=0)
    floored = withdrawable(
        WalletFigures(credit, cash),
        agent_turn=Decimal(1),
        minimum_withdraw=0,
        unit=unit,
        floor_to_unit=True,
    )
    assert floored.amount % unit == 0
    assert exact.amount - unit < floored.amount <= exact.amount or exact.amount == 0


cashables = st.builds(
    Cashable,
    amount=money,
    required=money,
    remaining=money,
    cap=money,
    seize=money,
)


@given(promotion=cashables, credit=money, cash=money, minimum=money)
def test_an_active_promotion_decides(
    promotion: Cashable, credit: int, cash: int, minimum: int
) -> None:
    """With a promotion, its own figures decide (promotions.rules.cashable), not the agent's
    turn nor the minimum."""
    result = withdrawable(
        WalletFigures(credit, cash),
        agent_turn=Decimal(1),
        minimum_withdraw=minimum,
        promotion=promotion,
    )
    if promotion.remaining:
        assert (result.amount, result.reason, result.seize) == (0, "turnover", 0)
        assert result.remaining == promotion.remaining
    else:
        assert (result.amount, result.seize) == (promotion.amount, promotion.seize)
        assert result.reason == ("ok" if promotion.amount else "promotion")
