"""Transport concerns shared by every route: request ids, the body limit, the encrypted
payload mode and turning every failure into the error envelope."""

from __future__ import annotations

import json
import logging
import os
import re
from collections.abc import Mapping
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from sqlalchemy.exc import IntegrityError, OperationalError
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.responses import JSONResponse
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from . import payload_crypto
from .errors import (
    AppError,
    DatabaseFailure,
    DataNotFound,
    Duplicate,
    InternalError,
    InvalidData,
    MethodNotAllowed,
)

log = logging.getLogger("promptplay")

_REQUEST_ID_OK = re.compile(r"^[A-Za-z0-9._-]{8,64}$")
_BODY_METHODS = {"POST", "PUT", "PATCH", "DELETE"}
# Server-to-server calls from payment and game upstreams.
UPSTREAM_CALLBACKS = ("/api/vietnamGateWay/callback", "/api/games/callback/")


def error_payload(
    error: AppError, func_name: str, request_id: str | None, status_code: int | None = None
) -> JSONResponse:
    message: dict[str, Any] = {"errorCode": error.code, "msg": error.msg, "funcName": func_name}
    if error.system_msg:
        message["systemMsg"] = error.system_msg
    if error.fields is not None:
        message["fields"] = error.fields
    return JSONResponse(
        {"status": "error", "error": {"message": message}, "requestId": request_id},
        status_code=status_code or error.status_code,
    )


def _func_name(request: Request) -> str:
    endpoint = request.scope.get("endpoint")
    return getattr(endpoint, "__name__", None) or request.url.path.rsplit("/", 1)[-1] or "api"


def _request_id(request: Request) -> str | None:
    return request.scope.get("state", {}).get("request_id")


def _fields_of(errors: list[dict[str, Any]]) -> list[str]:
    fields: list[str] = []
    for err in errors:
        loc = [str(part) for part in err.get("loc", ())]
        if loc and loc[0] in ("body", "query", "path"):
            loc = loc[1:]  # where the value came from; a field may be called `body` itself
        name = loc[0] if loc else "body"
        if err.get("type") == "json_invalid":
            name = "body"
        if name not in fields:
            fields.append(name)
    return fields


def install_error_handlers(app: FastAPI) -> None:
    @app.exception_handler(AppError)
    async def _app_error(request: Request, exc: AppError) -> JSONResponse:
        response = error_payload(exc, _func_name(request), _request_id(request))
        retry_after = getattr(exc, "retry_after", None)  # TooManyAttempts (0036)
        if retry_after is not None:
            response.headers["retry-after"] = str(retry_after)
        return response

    @app.exception_handler(RequestValidationError)
    async def _validation(request: Request, exc: RequestValidationError) -> JSONResponse:
        errors = list(exc.errors())
        fields = _fields_of(errors)
        malformed = any(e.get("type") == "json_invalid" for e in errors)
        details = "; ".join(
            f"{'.'.join(str(p) for p in e.get('loc', ()) if p != 'body') or 'body'}: {e.get('msg')}"
            for e in errors[:10]
        )
        error = InvalidData(
            "Malformed JSON body" if malformed else None, fields=fields, system_msg=details
        )
        return error_payload(
            error, _func_name(request), _request_id(request), 400 if malformed else 422
        )

    @app.exception_handler(StarletteHTTPException)
    async def _http(request: Request, exc: StarletteHTTPException) -> JSONResponse:
        error: AppError
        if exc.status_code == 404:
            error = DataNotFound()
        elif exc.status_code == 405:
            error = MethodNotAllowed()
        elif exc.status_code == 400:
            # FastAPI's word for a body it cannot read at all (not UTF-8, say): the body is
            # what the client must fix, as for malformed JSON.
            error = InvalidData("Malformed request body", fields=["body"], system_msg=exc.detail)
        elif exc.status_code < 500:
            error = InvalidData(str(exc.detail))
        else:
            error = InternalError()
        return error_payload(error, _func_name(request), _request_id(request), exc.status_code)

    @app.exception_handler(IntegrityError)
    async def _integrity(request: Request, exc: IntegrityError) -> JSONResponse:
        log.warning("integrity error request_id=%s: %s", _request_id(request), exc.orig)
        return error_payload(Duplicate(), _func_name(request), _request_id(request))

    @app.exception_handler(OperationalError)
    async def _operational(request: Request, exc: OperationalError) -> JSONResponse:
        log.error("database failure request_id=%s", _request_id(request), exc_info=exc)
        return error_payload(DatabaseFailure(), _func_name(request), _request_id(request))

    @app.exception_handler(Exception)
    async def _unexpected(request: Request, exc: Exception) -> JSONResponse:
        log.error("unexpected error request_id=%s", _request_id(request), exc_info=exc)
        return error_payload(InternalError(), _func_name(request), _request_id(request))


class ApiTransportMiddleware:
    """Pure ASGI (no per-request task hop): request id on every response; for /api calls with a
    body, the size limit and, when a payload secret is set, the encrypted mode both ways.

    The limit lives here, not in FastAPI's own `max_body_size`: that one answers a too-large
    declared body outside our error envelope, and the encrypted mode must read the whole
    body first anyway."""

    def __init__(
        self,
        app: ASGIApp,
        *,
        max_body_bytes: int,
        payload_secret: str | None,
        upload_limits: Mapping[str, int] | None = None,
    ) -> None:
        self.app = app
        self.max_body_bytes = max_body_bytes
        self.payload_secret = payload_secret
        # Exact paths that take a file as multipart/form-data (docs/engagement.md §3): their own
        # size limit, and a body that is never the encrypted payload (the answer still is).
        self.upload_limits = dict(upload_limits or {})

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        incoming = dict(scope.get("headers") or ())
        rid = incoming.get(b"x-request-id", b"").decode("latin-1")
        request_id = rid if _REQUEST_ID_OK.match(rid) else os.urandom(16).hex()
        scope.setdefault("state", {})["request_id"] = request_id
        rid_header = (b"x-request-id", request_id.encode())
        is_api = scope["path"].startswith("/api/")
        # Upstreams call back in their own plain shape: the site's payload encryption is
        # between the site and its own pages only.
        secret = None if scope["path"].startswith(UPSTREAM_CALLBACKS) else self.payload_secret

        async def send_plain(message: Message) -> None:
            if message["type"] == "http.response.start":
                message["headers"] = [*message.get("headers", []), rid_header]
            await send(message)

        if not is_api or (scope["method"] not in _BODY_METHODS and not secret):
            await self.app(scope, receive, send_plain)
            return

        body = b""
        upload_limit = self.upload_limits.get(scope["path"])
        limit = self.max_body_bytes if upload_limit is None else upload_limit
        if scope["method"] in _BODY_METHODS:
            declared = incoming.get(b"content-length")
            if declared and declared.isdigit() and int(declared) > limit:
                await self._reject(scope, send, 413, _too_large(upload_limit), request_id)
                return
            more = True
            while more:
                message = await receive()
                if message["type"] == "http.disconnect":
                    return
                body += message.get("body", b"")
                more = message.get("more_body", False)
                if len(body) > limit:
                    await self._reject(scope, send, 413, _too_large(upload_limit), request_id)
                    return

        if secret and body and upload_limit is None:
            try:
                wrapper = json.loads(body)
                if not isinstance(wrapper, dict) or not isinstance(wrapper.get("payload"), str):
                    raise payload_crypto.PayloadDecryptError("no payload field")
                body = payload_crypto.decrypt(wrapper["payload"], secret).encode()
            except (ValueError, payload_crypto.PayloadDecryptError):
                await self._reject(scope, send, 400, "Invalid encrypted payload", request_id)
                return

        replayed = False

        async def replay() -> Message:
            nonlocal replayed
            if not replayed:
                replayed = True
                return {"type": "http.request", "body": body, "more_body": False}
            return await receive()

        if not secret:
            await self.app(scope, replay, send_plain)
            return
        await self.app(scope, replay, self._encrypting_send(send, rid_header))

    def _encrypting_send(self, send: Send, rid_header: tuple[bytes, bytes]) -> Send:
        secret = self.payload_secret
        assert secret is not None
        start: Message | None = None
        chunks: list[bytes] = []

        async def wrapped(message: Message) -> None:
            nonlocal start
            if message["type"] == "http.response.start":
                start = message
                return
            if message["type"] != "http.response.body" or start is None:
                await send(message)
                return
            chunks.append(message.get("body", b""))
            if message.get("more_body"):
                return
            body = b"".join(chunks)
            headers = [
                (k, v) for k, v in start.get("headers", []) if k.lower() != b"content-length"
            ]
            content_type = dict(headers).get(b"content-type", b"")
            if start["status"] == 200 and content_type.startswith(b"application/json"):
                document = json.loads(body)
                if isinstance(document, dict) and document.get("status") == "success":
                    plain = json.dumps(
                        document.get("data"), ensure_ascii=False, separators=(",", ":")
                    )
                    document["data"] = payload_crypto.encrypt(plain, secret)
                    body = json.dumps(document, separators=(",", ":")).encode()
            headers += [(b"content-length", str(len(body)).encode()), rid_header]
            await send({**start, "headers": headers})
            await send({"type": "http.response.body", "body": body, "more_body": False})

        return wrapped

    async def _reject(
        self, scope: Scope, send: Send, status: int, error: str | AppError, request_id: str
    ) -> None:
        if isinstance(error, str):
            error = InvalidData(error, fields=["body"])
        response = error_payload(error, "payload", request_id, status)
        response.headers["x-request-id"] = request_id
        await response(scope, _empty_receive, send)


def _too_large(upload_limit: int | None) -> str | AppError:
    if upload_limit is None:
        return "Request body is larger than 1 MiB"
    return InvalidData("The file is too large", fields=["file"], system_msg="upload_size")


async def _empty_receive() -> Message:
    return {"type": "http.disconnect"}
