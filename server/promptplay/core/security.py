"""Password hashing (off the event loop) and tokens.

Access tokens are short-lived HS256 JWTs naming the user, the agent and the session; refresh
tokens are opaque random strings of which only the SHA-256 is stored.
"""

from __future__ import annotations

import asyncio
import hashlib
import secrets
import time
from dataclasses import dataclass

import jwt
from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError

from .errors import TokenExpired, TokenInvalid

# OWASP's argon2id minimum (19 MiB, 2 passes, 1 lane): strong, and cheap enough to keep
# login latency low on a 2-core machine.
_hasher = PasswordHasher(time_cost=2, memory_cost=19_456, parallelism=1)
# A real hash to verify against when the user does not exist, so that timing does not tell.
_DUMMY_HASH = _hasher.hash("not-a-password-0")


async def hash_password(password: str) -> str:
    return await asyncio.to_thread(_hasher.hash, password)


async def verify_password(password_hash: str | None, password: str) -> bool:
    def _verify() -> bool:
        try:
            return _hasher.verify(password_hash or _DUMMY_HASH, password) and bool(password_hash)
        except (VerificationError, InvalidHashError):
            return False

    return await asyncio.to_thread(_verify)


def sha256(value: str) -> str:
    return hashlib.sha256(value.encode()).hexdigest()


def new_token(nbytes: int = 32) -> str:
    return secrets.token_urlsafe(nbytes)


def new_id() -> str:
    return secrets.token_hex(16)


@dataclass(frozen=True, slots=True)
class AccessClaims:
    user_id: int
    agent_id: int
    session_id: str
    user_type: str
    expires_at: int


class TokenSigner:
    def __init__(self, secret: str, access_ttl: int) -> None:
        if len(secret.encode()) < 32:
            raise ValueError("SECRET_KEY must be at least 32 bytes")
        self._secret = secret
        self.access_ttl = access_ttl
        # Tokens already verified, so that the HMAC and the JSON are done once per token, not
        # once per call; the expiry is still checked on every use.
        self._verified: dict[str, AccessClaims] = {}

    def issue(self, *, user_id: int, agent_id: int, session_id: str, user_type: str) -> str:
        now = int(time.time())
        claims = {
            "sub": str(user_id),
            "aid": agent_id,
            "sid": session_id,
            "typ": user_type,
            "iat": now,
            "exp": now + self.access_ttl,
        }
        return jwt.encode(claims, self._secret, algorithm="HS256")

    VERIFIED_CACHE_SIZE = 50_000

    def verify(self, token: str) -> AccessClaims:
        claims = self._verified.get(token)
        if claims is None:
            claims = self._decode(token)
            if len(self._verified) >= self.VERIFIED_CACHE_SIZE:
                self._verified.clear()
            self._verified[token] = claims
        elif claims.expires_at <= time.time():
            del self._verified[token]
            raise TokenExpired(system_msg="jwtExpired")
        return claims

    def _decode(self, token: str) -> AccessClaims:
        try:
            claims = jwt.decode(
                token,
                self._secret,
                algorithms=["HS256"],
                options={"require": ["exp", "sub", "sid", "aid", "typ"]},
            )
            return AccessClaims(
                user_id=int(claims["sub"]),
                agent_id=int(claims["aid"]),
                session_id=str(claims["sid"]),
                user_type=str(claims["typ"]),
                expires_at=int(claims["exp"]),
            )
        except jwt.ExpiredSignatureError as exc:
            raise TokenExpired(system_msg="jwtExpired") from exc
        except (jwt.InvalidTokenError, ValueError, TypeError) as exc:
            raise TokenInvalid(system_msg="jwtInvalid") from exc
