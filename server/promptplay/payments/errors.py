"""What can go wrong talking to a payment upstream, as named types.

The split that matters to money: a refusal (`VoucherRefused`, `GatewayRefused`) means the
upstream answered and did nothing; `UpstreamUnavailable` means we have no usable answer, and
when its `outcome_unknown` is true the upstream may have acted all the same (PROVIDERS.md: a
timeout is not a failure). Then the local hold stays pending and is reconciled by asking the
upstream; it is never undone on that error alone.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .truemoney import Voucher


class PaymentUpstreamError(Exception):
    """Base of every error an adapter raises."""


class UpstreamUnavailable(PaymentUpstreamError):
    """No usable answer: refused connection, broken transport, a 5xx, an unreadable answer."""

    def __init__(self, upstream: str, detail: str, *, outcome_unknown: bool = True) -> None:
        self.upstream = upstream
        self.detail = detail
        # False only when the request certainly never reached the upstream (connection refused).
        self.outcome_unknown = outcome_unknown
        super().__init__(f"{upstream}: {detail}")


class UpstreamTimeout(UpstreamUnavailable):
    """No answer within the time budget: the request may have been carried out."""

    def __init__(self, upstream: str, detail: str) -> None:
        super().__init__(upstream, detail, outcome_unknown=True)


class UpstreamProtocolError(UpstreamUnavailable):
    """An answer that does not follow the upstream's protocol (shape, amounts, codes)."""


class InvalidGift(ValueError):
    """Text that is neither a TrueMoney gift link nor a voucher hash."""


class VoucherRefused(PaymentUpstreamError):
    """The voucher store answered with a failure code (`VOUCHER_NOT_FOUND`, …): nothing moved."""

    def __init__(
        self,
        code: str,
        message: str = "",
        *,
        voucher: Voucher | None = None,
        redeemed_by_you: bool = False,
    ) -> None:
        self.code = code
        self.message = message
        self.voucher = voucher
        # VOUCHER_OUT_OF_STOCK where the store says the asking mobile holds the ticket: an
        # earlier redeem of ours went through (how a timed-out redeem is reconciled).
        self.redeemed_by_you = redeemed_by_you
        super().__init__(f"{code}: {message}" if message else code)


class GatewayRefused(PaymentUpstreamError):
    """The gateway answered with an error code (`BANK_NOT_ACTIVE`, …): nothing moved."""

    def __init__(self, code: str, message: str = "", *, http_status: int = 400) -> None:
        self.code = code
        self.message = message
        self.http_status = http_status
        super().__init__(f"{code}: {message}" if message else code)


class SignatureInvalid(PaymentUpstreamError):
    """A callback whose signature is missing, malformed or wrong: ignore its content."""
