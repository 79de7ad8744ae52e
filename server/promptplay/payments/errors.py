"""What a payment upstream can answer besides success, as named types, and what the API
tells its caller of each.

The transport's errors (`UpstreamDown`, `UpstreamTimeout`, `UpstreamProtocolError`) are the
shared upstream kit's (`core/upstream_http.py`); here are the payment services' own: the
voucher store or the gateway refused (they answered and did nothing), a callback whose
signature does not hold, and text that is no gift voucher. The API's errors of the same
families (spec §8: 0053, 0054, 0055) live in `core/errors.py`; `api_error` is the one
translation between the two.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.errors import (
    AppError,
    InvalidData,
    OutcomeUnknown,
    SignatureInvalid,
    UpstreamUnavailable,
    VoucherRefused,
)
from ..core.upstream_http import UpstreamDown, UpstreamError, UpstreamRefused

if TYPE_CHECKING:
    from .truemoney import Voucher


class InvalidGift(ValueError):
    """Text that is neither a TrueMoney gift link nor a voucher hash."""


class VoucherStoreRefused(UpstreamRefused):
    """The voucher store answered with a failure code (`VOUCHER_NOT_FOUND`, …): nothing moved."""

    def __init__(
        self,
        code: str,
        message: str = "",
        *,
        voucher: Voucher | None = None,
        redeemed_by_you: bool = False,
    ) -> None:
        super().__init__(code, message)
        self.voucher = voucher
        # VOUCHER_OUT_OF_STOCK where the store says the asking mobile holds the ticket: an
        # earlier redeem of ours went through (how a timed-out redeem is reconciled).
        self.redeemed_by_you = redeemed_by_you


class GatewayRefused(UpstreamRefused):
    """The gateway answered with an error code (`BANK_NOT_ACTIVE`, …): nothing moved."""

    def __init__(self, code: str, message: str = "", *, http_status: int = 400) -> None:
        super().__init__(code, message)
        self.http_status = http_status


class CallbackSignatureMismatch(UpstreamError):
    """A callback whose signature is missing, malformed or wrong: ignore its content."""


def api_error(
    exc: UpstreamError, *, field: str | None = None, moves_money: bool = False
) -> AppError:
    """The API error (spec §8) that tells the caller of an adapter's error.

    A gateway refusal of what the player asked for names `field` (0000); one of a call the
    player did not shape (listing banks, a cancel) is the service failing him, as is no usable
    answer (0054). When the call may have moved money (`moves_money`) and the upstream may
    have acted, the answer says the outcome will show in the history instead."""
    if isinstance(exc, VoucherStoreRefused):
        return VoucherRefused(system_msg=exc.code)
    if isinstance(exc, GatewayRefused) and field is not None:
        return InvalidData(exc.message or exc.code, fields=[field], system_msg=exc.code)
    if isinstance(exc, CallbackSignatureMismatch):
        return SignatureInvalid()
    if moves_money and isinstance(exc, UpstreamDown) and exc.outcome_unknown:
        return OutcomeUnknown(system_msg=str(exc))
    return UpstreamUnavailable(system_msg=str(exc))
