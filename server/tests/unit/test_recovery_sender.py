"""The webhook sender signs what it sends: the gateway checks the body against the secret."""

from __future__ import annotations

import hashlib
import hmac
import json

import httpx
import pytest

from promptplay.recovery.senders import Message, WebhookSender

pytestmark = pytest.mark.asyncio


async def test_the_body_is_signed_with_the_secret_and_a_refusal_raises() -> None:
    seen: list[httpx.Request] = []

    def gateway(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        return httpx.Response(202 if len(seen) == 1 else 503)

    sender = WebhookSender(
        "https://sms.example/hook", "s3cret", transport=httpx.MockTransport(gateway)
    )
    message = Message(agent="PP", to="0812345678", line_id=None, text="รหัส 123456")
    await sender.send(message)
    (request,) = seen
    body = request.content
    expected = hmac.new(b"s3cret", body, hashlib.sha256).hexdigest()
    assert request.headers["x-signature"] == expected
    assert json.loads(body) == {
        "channel": "sms",
        "agent": "PP",
        "to": "0812345678",
        "lineId": None,
        "text": "รหัส 123456",
    }
    with pytest.raises(httpx.HTTPStatusError):
        await sender.send(message)
