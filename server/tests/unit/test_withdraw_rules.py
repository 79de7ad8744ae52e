"""Properties of the withdrawal rules of spec §5."""

from __future__ import annotations

from decimal import Decimal

from hypothesis import given
from hypothesis import strategies as st

from promptplay.cashier.rules import ActivePromotion, WalletFigures, withdrawable

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


promotions = st.builds(
    ActivePromotion,
    turn_basis=st.sampled_from([1, 2]),
    turnover_type=st.sampled_from([1, 2]),
    turn=st.decimals(min_value=0, max_value=10**6, places=0),
    withdraw_type=st.sampled_from([1, 2]),
    maximum_withdraw=st.decimals(min_value=0, max_value=10**7, places=0),
    manual=st.booleans(),
    manual_turn=money,
)


@given(
    promotion=promotions,
    credit=money,
    cash_promotion=money,
    credit_promotion=money,
    event_credit=money,
    played=money,
)
def test_with_promotion_capped_and_seized(
    promotion: ActivePromotion,
    credit: int,
    cash_promotion: int,
    credit_promotion: int,
    event_credit: int,
    played: int,
) -> None:
    wallet = WalletFigures(credit, 0, cash_promotion, credit_promotion, event_credit, played)
    result = withdrawable(wallet, agent_turn=Decimal(1), minimum_withdraw=0, promotion=promotion)
    if promotion.manual:
        required = promotion.manual_turn
    elif promotion.turnover_type == 1:
        required = int(promotion.turn)
    else:
        required = int(promotion.turn * (cash_promotion + credit_promotion + event_credit))
    reached_by = played if promotion.turn_basis == 2 else credit
    assert result.required == required
    if reached_by < required:
        assert (result.amount, result.reason, result.remaining) == (
            0,
            "turnover",
            required - reached_by,
        )
        return
    cap = (
        int(promotion.maximum_withdraw)
        if promotion.withdraw_type == 1
        else int(promotion.maximum_withdraw * cash_promotion)
    )
    assert result.amount == min(credit, cap)
    assert result.amount + result.seize == credit
