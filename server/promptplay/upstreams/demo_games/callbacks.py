"""Type A round callbacks (docs/games.md §2 "Round callbacks").

When a type A launch (`/seamless/logIn`) names a `callbackUrl`, every round played in that
session is POSTed at once to `{callbackUrl}/{productId}/settleBets` in the seamless callback
shape, signed with the operator's own key: `X-Operator`, `X-Timestamp` (Unix seconds) and
`X-Signature` = hex(HMAC-SHA256(key, timestamp + "." + body)), over the exact bytes sent. The key
itself never travels, and each try is signed afresh, so a retry is never stale. The operator answers
`{id, statusCode, …}`: `0` recorded (or already recorded). Any other answer, or none, is tried
again, at most `callback_attempts` times in all; the bet history keeps the round either way, so
a callback lost for good costs the operator only the wait for its next history read.
The `duplicate` fault delivers each callback twice (a duplicated delivery)."""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import json
import logging
import secrets
import time
from collections import deque
from typing import Any

import httpx

from ..faults import Faults
from .common import epoch_ms, iso, now
from .operators import Operators
from .seamless import txn
from .settings import DemoGamesSettings
from .store import Round, Session

log = logging.getLogger("promptplay.demo_games")
KEPT = 500  # deliveries `GET /demo/callbacks` shows, newest last


def settle_bets_body(session: Session, row: Round) -> dict[str, Any]:
    return {
        "id": f"CB{secrets.token_hex(10).upper()}",
        "productId": row.product_id,
        "username": row.username,
        "currency": row.currency,
        "timestampMillis": epoch_ms(now()),
        "sessionToken": session.token,
        "txns": [{**txn(row), "transactionType": "BY_ROUND"}],
    }


class Callbacks:
    def __init__(self, settings: DemoGamesSettings, faults: Faults, operators: Operators) -> None:
        self.settings = settings
        self.faults = faults
        self.operators = operators
        self.deliveries: deque[dict[str, Any]] = deque(maxlen=KEPT)
        self._http: httpx.AsyncClient | None = None
        self._tasks: set[asyncio.Task[None]] = set()

    def round_played(self, session: Session, row: Round) -> None:
        """Send the round's callback in the background, if the session asked for one."""
        if session.callback_url is None or session.product_id is None:
            return
        url = f"{session.callback_url.rstrip('/')}/{row.product_id}/settleBets"
        copies = 2 if self.faults.duplicate else 1
        task = asyncio.create_task(
            self._deliver(url, session.operator, settle_bets_body(session, row), copies)
        )
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _deliver(self, url: str, operator: str, body: dict[str, Any], copies: int) -> None:
        if self._http is None:
            self._http = httpx.AsyncClient(timeout=self.settings.callback_timeout_seconds)
        content = json.dumps(body, separators=(",", ":")).encode()
        for copy in range(1, copies + 1):
            for attempt in range(1, self.settings.callback_attempts + 1):
                record: dict[str, Any] = {
                    "id": body["id"],
                    "url": url,
                    "username": body["username"],
                    "round": body["txns"][0]["id"],
                    "copy": copy,
                    "attempt": attempt,
                    "at": iso(now()),
                }
                key = self.operators.key_of(operator)
                if key is None:  # no longer an operator here: nothing to sign with
                    record["error"] = "unknown operator"
                    self.deliveries.append(record)
                    return
                try:
                    response = await self._http.post(
                        url, content=content, headers=signed_headers(operator, key, content)
                    )
                    record["httpStatus"] = response.status_code
                    record["statusCode"] = _status_code(response)
                except httpx.HTTPError as exc:
                    record["error"] = type(exc).__name__
                self.deliveries.append(record)
                log.info("callback %s to %s: %s", body["id"], url, record)
                if record.get("statusCode") == 0:
                    break
                if attempt < self.settings.callback_attempts:
                    await asyncio.sleep(0.2 * 2**attempt)

    async def drain(self) -> None:
        """Wait for the deliveries under way (shutdown)."""
        if self._tasks:
            await asyncio.gather(*self._tasks, return_exceptions=True)

    async def aclose(self) -> None:
        await self.drain()
        if self._http is not None:
            await self._http.aclose()
            self._http = None


def signed_headers(operator: str, key: str, content: bytes) -> dict[str, str]:
    """The headers of a callback signed with the operator's key (docs/games.md §2)."""
    timestamp = str(int(time.time()))
    signature = hmac.new(key.encode(), timestamp.encode() + b"." + content, hashlib.sha256)
    return {
        "content-type": "application/json",
        "x-operator": operator,
        "x-timestamp": timestamp,
        "x-signature": signature.hexdigest(),
    }


def _status_code(response: httpx.Response) -> int | None:
    try:
        body = response.json()
    except ValueError:
        return None
    code = body.get("statusCode") if isinstance(body, dict) else None
    return code if isinstance(code, int) else None
