"""GET captcha: a distorted raster whose answer is only in its pixels; one use, short-lived,
case-insensitive, refused with the catalogue's invalid-data error otherwise."""

from __future__ import annotations

import asyncio
import base64
import hashlib
import io
import struct
from datetime import timedelta

import httpx
import pytest
from PIL import Image
from sqlalchemy import func, select, update

from promptplay.core.clock import utcnow
from promptplay.models import Captcha, Player
from tests.conftest import client_for
from tests.factories import error_of, make_agent, register_body

ANSWER = "K7P2Q"
PNG_PREFIX = "data:image/png;base64,"


def png_of(issued: dict) -> bytes:
    assert issued["image"].startswith(PNG_PREFIX), issued["image"][:40]
    return base64.b64decode(issued["image"].removeprefix(PNG_PREFIX), validate=True)


def chunk_types(png: bytes) -> list[str]:
    assert png.startswith(b"\x89PNG\r\n\x1a\n")
    types, at = [], 8
    while at < len(png):
        (length,) = struct.unpack(">I", png[at : at + 4])
        types.append(png[at + 4 : at + 8].decode("ascii"))
        at += 12 + length
    return types


def refused_as_captcha(response: httpx.Response) -> bool:
    error = error_of(response)
    return (
        response.status_code == 422
        and error["errorCode"] == "0000"
        and error["fields"] == ["captcha"]
    )


async def count_players(ctx, agent_id: int) -> int:
    async with ctx.db.read() as session:
        return (
            await session.execute(
                select(func.count()).select_from(Player).where(Player.agent_id == agent_id)
            )
        ).scalar_one()


@pytest.fixture
def captcha_ctx(make_ctx):
    ctx = make_ctx(captcha="on")
    ctx.captcha_answer = lambda: ANSWER
    return ctx


async def issue(client: httpx.AsyncClient) -> tuple[httpx.Response, dict]:
    response = await client.get("/api/captcha")
    assert response.status_code == 200, response.text
    return response, response.json()["data"]


class TestImage:
    async def test_the_image_is_a_small_png_raster_with_something_drawn(self, captcha_ctx) -> None:
        agent = await make_agent(captcha_ctx)
        async with client_for(captcha_ctx, agent.host) as client:
            _, issued = await issue(client)
        png = png_of(issued)
        picture = Image.open(io.BytesIO(png))
        assert picture.format == "PNG" and picture.size == (150, 50)
        picture.load()
        assert len(png) < 6_000
        # Background, text and noise: more than a blank or two-tone picture.
        colours = picture.convert("RGB").getcolors(maxcolors=1 << 16)
        assert colours is not None and len(colours) >= 4
        assert issued["expiresIn"] == 300 and issued["captchaId"]

    async def test_the_answer_is_nowhere_in_what_the_client_receives(self, captcha_ctx) -> None:
        agent = await make_agent(captcha_ctx)
        async with client_for(captcha_ctx, agent.host) as client:
            response, issued = await issue(client)
        png = png_of(issued)
        # A PNG (png_of and chunk_types check its prefix and signature), not SVG with <text> a
        # script could read, and only the critical chunks: no tEXt/zTXt/iTXt, eXIf, tIME or profile.
        assert set(chunk_types(png)) <= {"IHDR", "PLTE", "IDAT", "IEND"}, chunk_types(png)
        picture = Image.open(io.BytesIO(png))
        assert not picture.info.get("exif") and not getattr(picture, "text", {})
        hashed = hashlib.sha256(ANSWER.encode()).hexdigest()
        received = response.content + png + str(response.headers).encode()
        for form in (ANSWER, ANSWER.lower(), hashed):
            assert form.encode() not in received, form
            assert form.encode("utf-16-le") not in received, form

    async def test_two_issues_of_the_same_answer_are_different_pictures(self, captcha_ctx) -> None:
        agent = await make_agent(captcha_ctx)
        async with client_for(captcha_ctx, agent.host) as client:
            _, first = await issue(client)
            _, second = await issue(client)
        assert first["captchaId"] != second["captchaId"]
        first_pixels = Image.open(io.BytesIO(png_of(first))).convert("RGB").tobytes()
        second_pixels = Image.open(io.BytesIO(png_of(second))).convert("RGB").tobytes()
        assert first_pixels != second_pixels

    async def test_simultaneous_issues_each_get_a_whole_picture(self, captcha_ctx) -> None:
        agent = await make_agent(captcha_ctx)
        async with client_for(captcha_ctx, agent.host) as client:
            responses = await asyncio.gather(*(client.get("/api/captcha") for _ in range(8)))
        images = [png_of(r.json()["data"]) for r in responses]
        for png in images:
            Image.open(io.BytesIO(png)).verify()
        assert len(set(images)) == 8


class TestAnswer:
    async def test_the_right_answer_in_any_case_passes_once(self, captcha_ctx) -> None:
        agent = await make_agent(captcha_ctx)
        async with client_for(captcha_ctx, agent.host) as client:
            _, issued = await issue(client)
            good = await client.post(
                "/api/player/register",
                json=register_body(agent, captchaId=issued["captchaId"], captcha=" k7p2Q "),
            )
            reused = await client.post(
                "/api/player/register",
                json=register_body(agent, captchaId=issued["captchaId"], captcha=ANSWER),
            )
        assert good.status_code == 200, good.text
        assert refused_as_captcha(reused), reused.text
        assert await count_players(captcha_ctx, agent.id) == 1

    async def test_a_wrong_answer_is_refused_and_spends_the_challenge(self, captcha_ctx) -> None:
        agent = await make_agent(captcha_ctx)
        async with client_for(captcha_ctx, agent.host) as client:
            _, issued = await issue(client)
            wrong = await client.post(
                "/api/player/register",
                json=register_body(agent, captchaId=issued["captchaId"], captcha="K7P2R"),
            )
            right_after = await client.post(
                "/api/player/register",
                json=register_body(agent, captchaId=issued["captchaId"], captcha=ANSWER),
            )
            unknown = await client.post(
                "/api/player/register",
                json=register_body(agent, captchaId="no-such-challenge", captcha=ANSWER),
            )
        for response in (wrong, right_after, unknown):
            assert refused_as_captcha(response), response.text
        assert await count_players(captcha_ctx, agent.id) == 0

    async def test_an_expired_challenge_is_refused(self, captcha_ctx) -> None:
        agent = await make_agent(captcha_ctx)
        async with client_for(captcha_ctx, agent.host) as client:
            _, issued = await issue(client)
            async with captcha_ctx.db.write() as session:
                await session.execute(
                    update(Captcha)
                    .where(Captcha.id == issued["captchaId"])
                    .values(expires_at=utcnow() - timedelta(seconds=1))
                )
            response = await client.post(
                "/api/player/register",
                json=register_body(agent, captchaId=issued["captchaId"], captcha=ANSWER),
            )
        assert refused_as_captcha(response), response.text
        assert await count_players(captcha_ctx, agent.id) == 0

    async def test_the_answer_is_stored_only_hashed(self, captcha_ctx) -> None:
        agent = await make_agent(captcha_ctx)
        async with client_for(captcha_ctx, agent.host) as client:
            _, issued = await issue(client)
        async with captcha_ctx.db.read() as session:
            stored = await session.get(Captcha, issued["captchaId"])
        assert stored is not None and stored.used_at is None
        assert stored.answer_hash == hashlib.sha256(ANSWER.encode()).hexdigest()
        assert stored.expires_at > utcnow() + timedelta(minutes=4)
