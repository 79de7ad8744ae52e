"""The HTTP leg every upstream adapter shares (payment services, game providers): one time
budget per call, one log line per request and per answer (secrets masked), transport failures
turned into typed errors, and the wire format of amounts (decimal strings with two places,
never floats). It knows no upstream in particular.

The split that matters to money: an `UpstreamRefused` means the upstream answered and did
nothing; `UpstreamDown` means there is no usable answer, and when its `outcome_unknown` is
true the upstream may have acted all the same (PROVIDERS.md: a timeout is not a failure).
Then the local hold stays pending and is reconciled by asking the upstream; it is never
undone on that error alone."""

from __future__ import annotations

import asyncio
import json
import logging
import re
import time
from collections.abc import Mapping
from decimal import ROUND_DOWN, Decimal, InvalidOperation
from typing import Any
from urllib.parse import parse_qs, urlencode

import httpx

from .. import __version__

log = logging.getLogger("promptplay.upstream")

CENT = Decimal("0.01")
_AMOUNT = re.compile(r"-?\d+(\.\d+)?")
_HIDDEN = {
    "signature",
    "secret",
    "secret_key",
    "token",
    "password",
    "api_key",
    "apikey",
    "authorization",
    "sessiontoken",
    "operator_player_session",
}
_PARTLY_HIDDEN = {"mobile", "mobile_number", "account_no"}
_LOGGED_BODY_CHARS = 2000


class UpstreamError(Exception):
    """Base of every error an upstream adapter raises."""


class UpstreamRefused(UpstreamError):
    """The upstream answered with a failure code: nothing moved."""

    def __init__(self, code: str, message: str = "") -> None:
        self.code = code
        self.message = message
        super().__init__(f"{code}: {message}" if message else code)


class UpstreamDown(UpstreamError):
    """No usable answer: refused connection, broken transport, a 5xx, an unreadable answer."""

    def __init__(self, upstream: str, detail: str, *, outcome_unknown: bool = True) -> None:
        self.upstream = upstream
        self.detail = detail
        # False only when the request certainly never reached the upstream (connection refused).
        self.outcome_unknown = outcome_unknown
        super().__init__(f"{upstream}: {detail}")


class UpstreamTimeout(UpstreamDown):
    """No answer within the time budget: the request may have been carried out."""

    def __init__(self, upstream: str, detail: str) -> None:
        super().__init__(upstream, detail, outcome_unknown=True)


class UpstreamProtocolError(UpstreamDown):
    """An answer that does not follow the upstream's protocol (shape, amounts, codes)."""


def format_amount(amount: Decimal) -> str:
    """A Decimal as the wire's decimal string with two places; refuses floats and sub-cents."""
    if not isinstance(amount, Decimal):
        raise TypeError(f"amounts are Decimal, not {type(amount).__name__}")
    if not amount.is_finite() or amount < 0:
        raise ValueError(f"not an amount: {amount}")
    if amount != amount.quantize(CENT, rounding=ROUND_DOWN):
        raise ValueError(f"more than two decimals: {amount}")
    return str(amount.quantize(CENT))


def parse_amount(value: object) -> Decimal:
    """A wire amount (a decimal string) as a Decimal rounded down to two places (spec §5)."""
    if not isinstance(value, str) or not _AMOUNT.fullmatch(value):
        raise ValueError(f"an amount is a decimal string, got {value!r}")
    try:
        return Decimal(value).quantize(CENT, rounding=ROUND_DOWN)
    except InvalidOperation as exc:
        raise ValueError(f"not an amount: {value!r}") from exc


def mask(value: Any) -> Any:
    """A copy of a JSON-like value fit for a log: secrets hidden, phone and account numbers cut
    to their last four characters."""
    if isinstance(value, Mapping):
        out: dict[str, Any] = {}
        for key, item in value.items():
            name = str(key).lower()
            if name in _HIDDEN:
                out[key] = "***"
            elif name in _PARTLY_HIDDEN and isinstance(item, str):
                out[key] = "***" + item[-4:] if len(item) > 4 else "***"
            else:
                out[key] = mask(item)
        return out
    if isinstance(value, list):
        return [mask(item) for item in value]
    return value


def _loggable(content: bytes) -> str:
    try:
        text = json.dumps(mask(json.loads(content)), ensure_ascii=False, separators=(",", ":"))
    except ValueError:
        decoded = content.decode("utf-8", "replace")
        form = parse_qs(decoded, keep_blank_values=True) if "=" in decoded else None
        text = (
            json.dumps(mask({k: v[-1] for k, v in form.items()}), ensure_ascii=False)
            if form
            else decoded
        )
    return text if len(text) <= _LOGGED_BODY_CHARS else text[:_LOGGED_BODY_CHARS] + "…"


class UpstreamHttp:
    """An httpx.AsyncClient bound to one upstream's base URL and time budget."""

    def __init__(
        self,
        name: str,
        base_url: str,
        timeout: float,
        *,
        transport: httpx.AsyncBaseTransport | None = None,
    ) -> None:
        self.name = name
        self.timeout = timeout
        self.base_url = base_url.rstrip("/")
        self._client = httpx.AsyncClient(
            base_url=base_url.rstrip("/"),
            timeout=httpx.Timeout(timeout),
            transport=transport,
            headers={"user-agent": f"promptplay/{__version__}", "accept": "application/json"},
        )

    async def aclose(self) -> None:
        await self._client.aclose()

    async def request(
        self,
        method: str,
        path: str,
        *,
        key: str | None,
        params: Mapping[str, str] | None = None,
        body: Mapping[str, Any] | None = None,
        form: Mapping[str, str] | None = None,
        headers: Mapping[str, str] | None = None,
    ) -> httpx.Response:
        """Send one request within the time budget; `key` is the idempotency key for the log.
        `body` goes as JSON, `form` as application/x-www-form-urlencoded."""
        content = None
        sent_headers = dict(headers or {})
        if body is not None:
            content = json.dumps(body, ensure_ascii=False, separators=(",", ":")).encode()
            sent_headers["content-type"] = "application/json"
        elif form is not None:
            content = urlencode(form).encode()
            sent_headers["content-type"] = "application/x-www-form-urlencoded"
        log.info(
            "%s → %s %s key=%s%s%s",
            self.name,
            method,
            path,
            key,
            f" query={json.dumps(mask(dict(params)), ensure_ascii=False)}" if params else "",
            f" body={_loggable(content)}" if content is not None else "",
        )
        started = time.monotonic()
        try:
            async with asyncio.timeout(self.timeout):
                response = await self._client.request(
                    method, path, params=params, content=content, headers=sent_headers
                )
        except (TimeoutError, httpx.TimeoutException) as exc:
            log.warning(
                "%s ← %s %s key=%s no answer within %ss: outcome unknown",
                self.name,
                method,
                path,
                key,
                self.timeout,
            )
            raise UpstreamTimeout(self.name, f"no answer within {self.timeout}s") from exc
        except httpx.HTTPError as exc:
            # A refused connection never reached the upstream; anything later may have.
            never_sent = isinstance(exc, httpx.ConnectError)
            log.warning(
                "%s ← %s %s key=%s transport failure %s: %s",
                self.name,
                method,
                path,
                key,
                type(exc).__name__,
                exc,
            )
            raise UpstreamDown(
                self.name, f"{type(exc).__name__}: {exc}", outcome_unknown=not never_sent
            ) from exc
        log.info(
            "%s ← %s %s key=%s %d in %d ms body=%s",
            self.name,
            method,
            path,
            key,
            response.status_code,
            (time.monotonic() - started) * 1000,
            _loggable(response.content),
        )
        if response.status_code >= 500:
            raise UpstreamDown(self.name, f"answered HTTP {response.status_code}")
        return response

    def protocol_error(self, detail: str) -> UpstreamProtocolError:
        log.warning("%s: unreadable answer: %s", self.name, detail)
        return UpstreamProtocolError(self.name, detail)
