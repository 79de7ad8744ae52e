"""The error catalogue of spec §8 as named types: the class and its code travel together."""

from __future__ import annotations

from typing import ClassVar


class AppError(Exception):
    code: ClassVar[str] = "9999"
    status_code: ClassVar[int] = 500
    default_msg: ClassVar[str] = "Something went wrong, please contact admin"

    def __init__(
        self,
        msg: str | None = None,
        *,
        fields: list[str] | None = None,
        system_msg: str | None = None,
    ) -> None:
        self.msg = msg or self.default_msg
        self.fields = fields
        self.system_msg = system_msg
        super().__init__(self.msg)


class InvalidData(AppError):
    code, status_code, default_msg = "0000", 422, "Invalid data entered"


class NoPermissionKey(AppError):
    code, status_code, default_msg = "0001", 403, "No permission key found, please contact admin"


class UserNotFound(AppError):
    code, status_code, default_msg = "0002", 404, "User not found, please register"


class BadCredentials(AppError):
    code, status_code, default_msg = "0003", 401, "Username or password is incorrect"


class UserDeactivated(AppError):
    code, status_code, default_msg = "0004", 403, "User is deactivated, please contact admin"


class UserSuspended(AppError):
    code, status_code, default_msg = "0005", 403, "Username is suspended, please contact admin"


class Blacklisted(AppError):
    """Spec §4 transaction status 1002: a phone or bank account the agent refuses."""

    code, status_code, default_msg = "1002", 403, "Blocked, please contact admin"


class TokenInvalid(AppError):
    code, status_code, default_msg = "0030", 401, "Token is invalid"


class TokenExpired(AppError):
    code, status_code, default_msg = "0031", 401, "Token has expired"


class RefreshTokenMissing(AppError):
    code, status_code, default_msg = "0032", 401, "Refresh token is missing, please log in again"


class AccessTokenMissing(AppError):
    code, status_code, default_msg = "0033", 401, "Access token is missing, please log in again"


class SessionElsewhere(AppError):
    code, status_code, default_msg = (
        "0034",
        401,
        "This account has logged in elsewhere, please log in again",
    )


class PermissionDenied(AppError):
    code, status_code, default_msg = "0035", 403, "No permission"


class TooManyAttempts(AppError):
    code, status_code, default_msg = "0036", 429, "Too many failed attempts, please try again later"

    def __init__(
        self,
        msg: str | None = None,
        *,
        fields: list[str] | None = None,
        system_msg: str | None = None,
        retry_after: int | None = None,
    ) -> None:
        # Seconds until a new attempt may pass: the Retry-After header and `retryAfter=` in
        # systemMsg, which the site reads.
        self.retry_after = None if retry_after is None else max(1, retry_after)
        if system_msg is None and self.retry_after is not None:
            system_msg = f"retryAfter={self.retry_after}"
        super().__init__(msg, fields=fields, system_msg=system_msg)


class DataNotFound(AppError):
    code, status_code, default_msg = "0040", 404, "Data not found"


class MethodNotAllowed(DataNotFound):
    status_code = 405
    default_msg = "Method not allowed"


class DatabaseFailure(AppError):
    code, status_code, default_msg = "0100", 500, "Database query failure"


class Duplicate(AppError):
    code, status_code, default_msg = "23505", 409, "Duplicate data"


class InsufficientBalance(AppError):
    code, status_code, default_msg = "0050", 409, "Not enough withdrawable balance"


class TransactionClosed(AppError):
    code, status_code, default_msg = "0051", 409, "This transaction has already been handled"


class PendingTransaction(AppError):
    code, status_code, default_msg = "0052", 409, "You already have a pending request"


# 0053 to 0055: what the caller is told when an upstream refused, did not answer or sent a
# forged callback. Adapters raise errors of their own (`core/upstream_http.py`,
# `payments/errors.py`); the payment flows turn those into these by `payments.api_error`.


class VoucherRefused(AppError):
    code, status_code, default_msg = "0053", 422, "This voucher cannot be redeemed"


class UpstreamUnavailable(AppError):
    code, status_code, default_msg = (
        "0054",
        502,
        "The payment service is not answering, please try again",
    )


class OutcomeUnknown(UpstreamUnavailable):
    """The upstream did not answer after it may have acted: the request stays pending until
    the upstream is asked what became of it."""

    default_msg = "The payment service did not answer in time; the result will show in your history"


class TooManyOpenOrders(AppError):
    code, status_code, default_msg = (
        "0059",
        429,
        "Too many payment orders are open on this site, please try again later",
    )


class SignatureInvalid(AppError):
    code, status_code, default_msg = "0055", 401, "Signature is invalid"


class IdempotencyConflict(AppError):
    code, status_code, default_msg = (
        "0056",
        409,
        "This Idempotency-Key was already used for another request",
    )


class PaymentMethodUnavailable(AppError):
    code, status_code, default_msg = (
        "0057",
        403,
        "This payment method is not available on this site",
    )


class RequestInProgress(AppError):
    code, status_code, default_msg = (
        "0058",
        409,
        "A request with this Idempotency-Key is still being processed",
    )


class ReplayedError(AppError):
    """A refusal kept with its Idempotency-Key, answered again to a replay of the request."""

    def __init__(
        self,
        code: str,
        status_code: int,
        msg: str,
        *,
        fields: list[str] | None = None,
        system_msg: str | None = None,
    ) -> None:
        super().__init__(msg, fields=fields, system_msg=system_msg)
        self.code = code  # type: ignore[misc]
        self.status_code = status_code  # type: ignore[misc]


class GameClosed(AppError):
    code, status_code, default_msg = "0060", 409, "This game is closed at the moment"


class TransferInFlight(AppError):
    code, status_code, default_msg = (
        "0061",
        409,
        "Your credit is still moving to or from a game, please wait a moment",
    )


class CreditMismatch(AppError):
    code, status_code, default_msg = (
        "0062",
        409,
        "ยอดเงินไม่ถูกต้อง กรุณา reload page หรือติดต่อ admin หากยังพบปัญหา",
    )


class ProviderRefused(AppError):
    code, status_code, default_msg = "0063", 502, "The game provider refused the request"


class CreditAtGame(AppError):
    code, status_code, default_msg = (
        "0064",
        409,
        "Your credit is in a game, please come back from the game first",
    )


class PromotionGameRefused(AppError):
    code, status_code, default_msg = "0065", 403, "กรุณาเล่นเกมตามโปรโมชั่นที่คุณเลือกไว้"


class PromotionUnavailable(AppError):
    code, status_code, default_msg = "0066", 409, "This promotion cannot be claimed now"


class NoActivePromotion(AppError):
    code, status_code, default_msg = "0067", 409, "You have no active promotion"


class InternalError(AppError):
    pass
