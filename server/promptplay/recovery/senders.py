"""Where a player's one-time code goes (docs/api.md "Forgot password"): a pluggable sender.
The platform names no SMS or LINE provider: a deployment points RECOVERY_SENDER_URL at its
gateway's webhook (or a small bridge to one), which receives

    POST {url}  {"channel": "sms", "agent": "PP", "to": "0812345678", "lineId": "…" | null,
                 "text": "…"}
    X-Signature: hex HMAC-SHA256 of the body with RECOVERY_SENDER_SECRET

and answers 2xx once it has taken the message. Without a URL the code is written to the
server's log: the demo's sender, never for players who need their code."""

from __future__ import annotations

import hashlib
import hmac
import json
import logging
from dataclasses import dataclass
from typing import Protocol

import httpx

from ..config import Settings

log = logging.getLogger("promptplay.recovery")

SEND_TIMEOUT = 5.0


@dataclass(frozen=True)
class Message:
    agent: str
    to: str
    line_id: str | None
    text: str


class CodeSender(Protocol):
    async def send(self, message: Message) -> None:
        """Hand the message over, or raise: the caller tells the player nothing of it."""
        ...


class LogSender:
    """The demo's sender: the message goes to the server's log."""

    async def send(self, message: Message) -> None:
        log.warning("recovery code for %s of %s: %s", message.to, message.agent, message.text)


class WebhookSender:
    """An SMS or LINE gateway behind a signed webhook."""

    def __init__(self, url: str, secret: str, transport: httpx.AsyncBaseTransport | None = None):
        self.url = url
        self.secret = secret.encode()
        self.transport = transport

    def signed(self, message: Message) -> tuple[bytes, str]:
        body = json.dumps(
            {
                "channel": "sms",
                "agent": message.agent,
                "to": message.to,
                "lineId": message.line_id,
                "text": message.text,
            },
            ensure_ascii=False,
            separators=(",", ":"),
        ).encode()
        return body, hmac.new(self.secret, body, hashlib.sha256).hexdigest()

    async def send(self, message: Message) -> None:
        body, signature = self.signed(message)
        async with httpx.AsyncClient(timeout=SEND_TIMEOUT, transport=self.transport) as client:
            response = await client.post(
                self.url,
                content=body,
                headers={"content-type": "application/json", "x-signature": signature},
            )
        response.raise_for_status()


def sender_of(settings: Settings) -> CodeSender:
    url = settings.recovery_sender_url.strip()
    if not url:
        return LogSender()
    return WebhookSender(url, settings.recovery_sender_secret.get_secret_value())
