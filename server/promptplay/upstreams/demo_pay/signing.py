"""The gateway's side of the signature scheme (docs/payment-upstreams.md). Written apart from
the platform's adapter on purpose: the demo stands in for an outside service, and two
independent implementations that agree are what proves the scheme is the one documented."""

from __future__ import annotations

import hashlib
import hmac
from urllib.parse import quote

UNRESERVED = "-_.~"


def canonical(fields: dict[str, object]) -> str:
    """Sorted `name=value` pairs, percent-encoded, joined by `&`; nulls left out."""
    pairs = []
    for name in sorted(fields):
        value = fields[name]
        if value is None:
            continue
        if value is True or value is False:
            text = "true" if value else "false"
        elif isinstance(value, int | str):
            text = str(value)
        else:
            raise ValueError(f"{name}: only strings, integers and booleans can be signed")
        pairs.append(quote(name, safe=UNRESERVED) + "=" + quote(text, safe=UNRESERVED))
    return "&".join(pairs)


def request_message(
    method: str, path: str, merchant_id: str, timestamp: str, fields: dict[str, object]
) -> bytes:
    return f"{method.upper()}\n{path}\n{merchant_id}\n{timestamp}\n{canonical(fields)}".encode()


def sign(secret: str, data: bytes) -> str:
    return hmac.new(secret.encode(), data, hashlib.sha256).hexdigest()


def matches(secret: str, data: bytes, signature: str) -> bool:
    return hmac.compare_digest(sign(secret, data).encode(), signature.strip().lower().encode())
