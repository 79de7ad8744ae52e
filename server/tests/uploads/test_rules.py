"""The pure rules of uploads: types by their bytes, stored names, the multipart body and the
AWS Signature V4 (checked against AWS's published examples)."""

from __future__ import annotations

import hashlib
from datetime import UTC, datetime

import pytest

from promptplay.uploads import rules
from tests.uploads.images import HTML, PNG_THEN_HTML, SCRIPT, SVG, image, multipart, png

# ----- types by their bytes -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("fmt", "expected"),
    [("PNG", rules.PNG), ("JPEG", rules.JPEG), ("WEBP", rules.WEBP), ("GIF", rules.GIF)],
)
def test_each_accepted_type_is_known_by_its_bytes(fmt: str, expected: rules.ImageType) -> None:
    assert rules.image_type(image(fmt)) == expected


@pytest.mark.parametrize("content", [SVG, HTML, SCRIPT, b"", b"GIF8", b"RIFF\0\0\0\0WAVE"])
def test_text_and_other_files_are_no_image(content: bytes) -> None:
    assert rules.sniff(content) is None
    assert rules.image_type(content) is None


def test_a_signature_without_the_image_behind_it_is_refused() -> None:
    assert rules.sniff(PNG_THEN_HTML) == rules.PNG
    assert rules.image_type(PNG_THEN_HTML) is None
    truncated = png()[:30]
    assert rules.image_type(truncated) is None


def test_the_type_comes_from_the_bytes_not_the_name() -> None:
    # A GIF called picture.png is a GIF, stored and served as one.
    content = image("GIF")
    kind = rules.image_type(content)
    assert kind == rules.GIF
    name = rules.stored_name(content, kind)
    assert name == hashlib.sha256(content).hexdigest() + ".gif"


# ----- stored names ---------------------------------------------------------------------------


def test_names_are_the_hash_and_a_known_extension() -> None:
    digest = "a" * 64
    assert rules.type_of_name(f"{digest}.png") == rules.PNG
    assert rules.type_of_name(f"{digest}.jpg") == rules.JPEG
    for bad in (
        f"{digest}.svg",
        f"{digest}.html",
        f"{'A' * 64}.png",
        f"{digest[:63]}.png",
        f"{digest}.png/..",
        f"../{digest}.png",
        "..%2Fsecret_key",
        "../../secret_key",
        f"{digest}.png\n",
        f"{digest}.PNG",
        "",
    ):
        assert rules.type_of_name(bad) is None, bad


def test_upload_urls() -> None:
    name = "b" * 64 + ".webp"
    assert rules.is_upload_url(f"/api/uploads/{name}")
    assert not rules.is_upload_url(f"/api/uploads/../{name}")
    assert not rules.is_upload_url("/api/uploads/x.png")
    assert not rules.is_upload_url(f"/api/other/{name}")


# ----- the multipart body ---------------------------------------------------------------------


def test_the_file_part_is_read_byte_for_byte() -> None:
    content = png() + b"\r\n--not-the-boundary\r\n"
    body, content_type = multipart(content)
    assert rules.form_file(body, content_type, "file") == content


def test_the_named_field_among_others() -> None:
    boundary = "xyz"
    body = (
        b"preamble\r\n--xyz\r\n"
        b'Content-Disposition: form-data; name="title"\r\n\r\nhello\r\n'
        b"--xyz\r\n"
        b'Content-Disposition: form-data; name="file"; filename="a.gif"\r\n'
        b"Content-Type: image/gif\r\n\r\nGIF89a...\r\n"
        b"--xyz--\r\nepilogue"
    )
    content_type = f'multipart/form-data; boundary="{boundary}"'
    assert rules.form_file(body, content_type, "file") == b"GIF89a..."
    assert rules.form_file(body, content_type, "title") == b"hello"
    assert rules.form_file(body, content_type, "other") is None


def test_an_empty_file_part_is_empty() -> None:
    body, content_type = multipart(b"")
    assert rules.form_file(body, content_type, "file") == b""


@pytest.mark.parametrize(
    ("body", "content_type"),
    [
        (b'{"file": "x"}', "application/json"),
        (b"--b\r\nContent-Disposition: form-data; name=file\r\n\r\nabc", "multipart/form-data"),
        (
            b'--b\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc',
            "multipart/form-data; boundary=b",
        ),
        (b"no boundary here", "multipart/form-data; boundary=b"),
        (b"--b--\r\n", "multipart/form-data; boundary=" + "b" * 71),
    ],
)
def test_malformed_bodies_are_refused(body: bytes, content_type: str) -> None:
    with pytest.raises(rules.MalformedForm):
        rules.form_file(body, content_type, "file")


# ----- AWS Signature Version 4 (AWS's published examples) ---------------------------------------

S3_EXAMPLE = rules.Credentials(
    access_key_id="AKIAIOSFODNN7EXAMPLE",
    secret_access_key="wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
    region="us-east-1",
)
S3_EXAMPLE_AT = datetime(2013, 5, 24, tzinfo=UTC)


def test_sigv4_s3_get_object_example() -> None:
    # Amazon S3 API reference, "Signature calculations for the Authorization header", GET Object.
    headers = {
        "Host": "examplebucket.s3.amazonaws.com",
        "Range": "bytes=0-9",
        "x-amz-content-sha256": rules.EMPTY_SHA256,
        "x-amz-date": "20130524T000000Z",
    }
    authorization = rules.signature_v4(
        S3_EXAMPLE,
        "GET",
        "https://examplebucket.s3.amazonaws.com/test.txt",
        headers,
        rules.EMPTY_SHA256,
        S3_EXAMPLE_AT,
    )
    assert authorization == (
        "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, "
        "SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, "
        "Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41"
    )


def test_sigv4_s3_put_object_example() -> None:
    # The same page, PUT Object: a key that needs encoding ($) and a payload of its own.
    payload = b"Welcome to Amazon S3."
    payload_sha256 = hashlib.sha256(payload).hexdigest()
    assert payload_sha256 == "44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072"
    headers = {
        "Host": "examplebucket.s3.amazonaws.com",
        "Date": "Fri, 24 May 2013 00:00:00 GMT",
        "x-amz-date": "20130524T000000Z",
        "x-amz-storage-class": "REDUCED_REDUNDANCY",
        "x-amz-content-sha256": payload_sha256,
    }
    authorization = rules.signature_v4(
        S3_EXAMPLE,
        "PUT",
        "https://examplebucket.s3.amazonaws.com/test$file.text",
        headers,
        payload_sha256,
        S3_EXAMPLE_AT,
    )
    assert authorization.endswith(
        "SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class, "
        "Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd"
    )


def test_sigv4_test_suite_get_vanilla() -> None:
    # AWS's Signature Version 4 test suite, get-vanilla (another service, region and date).
    credentials = rules.Credentials(
        "AKIDEXAMPLE", "wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY", "us-east-1", "service"
    )
    at = datetime(2015, 8, 30, 12, 36, tzinfo=UTC)
    headers = {"Host": "example.amazonaws.com", "X-Amz-Date": "20150830T123600Z"}
    canonical, signed = rules.canonical_request(
        "GET", "https://example.amazonaws.com/", headers, rules.EMPTY_SHA256
    )
    assert canonical == (
        "GET\n/\n\nhost:example.amazonaws.com\nx-amz-date:20150830T123600Z\n\n"
        "host;x-amz-date\ne3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"
    )
    assert signed == "host;x-amz-date"
    authorization = rules.signature_v4(
        credentials, "GET", "https://example.amazonaws.com/", headers, rules.EMPTY_SHA256, at
    )
    assert authorization.endswith(
        "Signature=5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31"
    )


def test_signed_headers_sign_what_they_send() -> None:
    at = datetime(2026, 1, 2, 3, 4, 5, tzinfo=UTC)
    url = "http://127.0.0.1:9000/images/uploads/" + "c" * 64 + ".png"
    headers = rules.signed_headers(S3_EXAMPLE, "PUT", url, b"abc", at, {"Content-Type": "x/y"})
    assert headers["host"] == "127.0.0.1:9000"
    assert headers["x-amz-date"] == "20260102T030405Z"
    assert headers["x-amz-content-sha256"] == hashlib.sha256(b"abc").hexdigest()
    assert (
        "SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date,"
        in (headers["authorization"])
    )
    # Another payload is another signature.
    other = rules.signed_headers(S3_EXAMPLE, "PUT", url, b"abd", at, {"Content-Type": "x/y"})
    assert other["authorization"] != headers["authorization"]
