"""The rules of uploaded images (docs/engagement.md §3), pure: what an image is by its bytes,
the name it is stored under, the multipart body it arrives in, and the AWS Signature V4 that
an S3-compatible bucket asks of each request."""

from __future__ import annotations

import hashlib
import hmac
import io
import re
import warnings
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from email.message import Message
from urllib.parse import quote, urlsplit

from PIL import Image

# ----- what an image is --------------------------------------------------------------------


@dataclass(frozen=True)
class ImageType:
    extension: str
    content_type: str
    pillow_format: str


PNG = ImageType("png", "image/png", "PNG")
JPEG = ImageType("jpg", "image/jpeg", "JPEG")
WEBP = ImageType("webp", "image/webp", "WEBP")
GIF = ImageType("gif", "image/gif", "GIF")
TYPES = {t.extension: t for t in (PNG, JPEG, WEBP, GIF)}

# A stored image's name: the sha256 of its bytes and the extension of its detected type.
NAME = re.compile(r"^([0-9a-f]{64})\.(png|jpg|webp|gif)$")
URL_PREFIX = "/api/uploads/"


def sniff(content: bytes) -> ImageType | None:
    """The type the leading bytes announce (whatever the file was called), else None: an SVG,
    an HTML page or a script is text and announces none."""
    if content.startswith(b"\x89PNG\r\n\x1a\n"):
        return PNG
    if content.startswith(b"\xff\xd8\xff"):
        return JPEG
    if content.startswith((b"GIF87a", b"GIF89a")):
        return GIF
    if len(content) >= 12 and content[:4] == b"RIFF" and content[8:12] == b"WEBP":
        return WEBP
    return None


def image_type(content: bytes) -> ImageType | None:
    """The type of an image whose bytes are what they announce: the magic bytes name the type
    and the image decoder reads a well-formed image of that type from them (so a script
    behind a PNG signature is refused too). Never an SVG or anything else."""
    announced = sniff(content)
    if announced is None:
        return None
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error", Image.DecompressionBombWarning)
            with Image.open(io.BytesIO(content), formats=[announced.pillow_format]) as image:
                found = image.format
                image.verify()
    except (OSError, SyntaxError, ValueError, Image.DecompressionBombError, Warning):
        return None
    return announced if found == announced.pillow_format else None


def stored_name(content: bytes, kind: ImageType) -> str:
    return f"{hashlib.sha256(content).hexdigest()}.{kind.extension}"


def type_of_name(name: str) -> ImageType | None:
    """The type of a stored name, or None when the name is not one this server makes (a path,
    a traversal, another extension)."""
    matched = NAME.fullmatch(name)
    return TYPES[matched.group(2)] if matched else None


def is_upload_url(url: str) -> bool:
    """A URL of an image uploaded here (`/api/uploads/{name}`)."""
    return url.startswith(URL_PREFIX) and type_of_name(url[len(URL_PREFIX) :]) is not None


# ----- the multipart body ------------------------------------------------------------------


class MalformedForm(ValueError):
    pass


def _params(header: str, value: str) -> Message:
    message = Message()
    message[header] = value
    return message


def form_file(body: bytes, content_type: str, field: str) -> bytes | None:
    """The content of the first part named `field` of a multipart/form-data body (RFC 7578),
    None when there is no such part. Strict: a body that is not multipart, lacks its boundary
    or is cut short raises MalformedForm."""
    header = _params("content-type", content_type)
    boundary = header.get_param("boundary")
    if header.get_content_type() != "multipart/form-data" or not isinstance(boundary, str):
        raise MalformedForm("not a multipart/form-data body")
    if not 1 <= len(boundary) <= 70:
        raise MalformedForm("bad boundary")
    delimiter = b"--" + boundary.encode("latin-1")
    start = body.find(delimiter)
    if start < 0 or (start > 0 and body[start - 2 : start] != b"\r\n"):
        raise MalformedForm("no first boundary")
    found: bytes | None = None
    for chunk in body[start + len(delimiter) :].split(b"\r\n" + delimiter):
        if chunk.startswith(b"--"):
            return found  # the close delimiter; what follows is the epilogue
        chunk = chunk.lstrip(b" \t")
        if not chunk.startswith(b"\r\n"):
            raise MalformedForm("bad boundary line")
        head, separator, content = chunk[2:].partition(b"\r\n\r\n")
        if not separator:
            if not head.startswith(b"\r\n"):
                raise MalformedForm("part without a blank line")
            head, content = b"", head[2:]  # a part without headers
        disposition = ""
        for line in head.decode("latin-1").split("\r\n"):
            name, _, value = line.partition(":")
            if name.strip().lower() == "content-disposition":
                disposition = value.strip()
        params = _params("content-disposition", disposition)
        if (
            found is None
            and params.get_content_disposition() == "form-data"
            and params.get_param("name", header="content-disposition") == field
        ):
            found = content
    raise MalformedForm("the body ends before its close delimiter")


# ----- AWS Signature Version 4 ---------------------------------------------------------------

ALGORITHM = "AWS4-HMAC-SHA256"
EMPTY_SHA256 = hashlib.sha256(b"").hexdigest()


@dataclass(frozen=True)
class Credentials:
    access_key_id: str
    secret_access_key: str
    region: str
    service: str = "s3"


def amz_date(at: datetime) -> str:
    return at.strftime("%Y%m%dT%H%M%SZ")


def _hmac(key: bytes, message: str) -> bytes:
    return hmac.new(key, message.encode(), hashlib.sha256).digest()


def _uri_encode(value: str, *, keep_slash: bool) -> str:
    return quote(value, safe="-_.~/" if keep_slash else "-_.~")


def canonical_request(
    method: str, url: str, headers: Mapping[str, str], payload_sha256: str
) -> tuple[str, str]:
    """The canonical request of SigV4 and its signed headers (every header given, by its
    lower-cased name). S3 encodes the path once, as it is sent."""
    parts = urlsplit(url)
    path = _uri_encode(parts.path or "/", keep_slash=True)
    pairs = []
    for item in parts.query.split("&") if parts.query else []:
        key, _, value = item.partition("=")
        pairs.append((_uri_encode(key, keep_slash=False), _uri_encode(value, keep_slash=False)))
    query = "&".join(f"{k}={v}" for k, v in sorted(pairs))
    named = {name.lower(): " ".join(value.split()) for name, value in headers.items()}
    signed = ";".join(sorted(named))
    lines = "".join(f"{name}:{named[name]}\n" for name in sorted(named))
    return f"{method.upper()}\n{path}\n{query}\n{lines}\n{signed}\n{payload_sha256}", signed


def signature_v4(
    credentials: Credentials,
    method: str,
    url: str,
    headers: Mapping[str, str],
    payload_sha256: str,
    at: datetime,
) -> str:
    """The Authorization header of a request whose `headers` (with `host` and `x-amz-date`,
    and for S3 `x-amz-content-sha256`) are all signed."""
    canonical, signed = canonical_request(method, url, headers, payload_sha256)
    day = at.strftime("%Y%m%d")
    scope = f"{day}/{credentials.region}/{credentials.service}/aws4_request"
    to_sign = "\n".join(
        (ALGORITHM, amz_date(at), scope, hashlib.sha256(canonical.encode()).hexdigest())
    )
    key = _hmac(("AWS4" + credentials.secret_access_key).encode(), day)
    for part in (credentials.region, credentials.service, "aws4_request"):
        key = _hmac(key, part)
    signature = hmac.new(key, to_sign.encode(), hashlib.sha256).hexdigest()
    return (
        f"{ALGORITHM} Credential={credentials.access_key_id}/{scope}, "
        f"SignedHeaders={signed}, Signature={signature}"
    )


def signed_headers(
    credentials: Credentials,
    method: str,
    url: str,
    payload: bytes,
    at: datetime,
    extra: Mapping[str, str] | None = None,
) -> dict[str, str]:
    """The headers of an S3 request, signed: host, the date, the payload's hash, `extra`."""
    payload_sha256 = hashlib.sha256(payload).hexdigest()
    headers = {
        "host": urlsplit(url).netloc,
        "x-amz-content-sha256": payload_sha256,
        "x-amz-date": amz_date(at),
        **{k.lower(): v for k, v in (extra or {}).items()},
    }
    headers["authorization"] = signature_v4(credentials, method, url, headers, payload_sha256, at)
    return headers
