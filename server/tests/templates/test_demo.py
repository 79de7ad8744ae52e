"""The demo shows host branding: 127.0.0.1 has a logo and a background of its own, served as
images by this server; localhost, the same agent's other host, has none."""

from __future__ import annotations

import asyncio
from pathlib import Path

from promptplay.app import build_context
from promptplay.cli import upgrade_database
from promptplay.config import Settings
from promptplay.demo.seed import seed
from tests.conftest import SECRET, client_for, make_settings


async def test_the_demo_brands_its_second_host(tmp_path: Path) -> None:
    url = f"sqlite+aiosqlite:///{tmp_path / 'demo.db'}"
    await asyncio.to_thread(upgrade_database, Settings(database_url=url, secret_key=SECRET))
    ctx = build_context(make_settings(url, tmp_path))
    try:
        assert await seed(ctx) is True
        async with client_for(ctx, "127.0.0.1") as client:
            served = {}
            for host in ("localhost", "127.0.0.1", "vn.localhost"):
                response = await client.post("/api/agent/getDomain", json={"domain": host})
                assert response.status_code == 200, response.text
                served[host] = response.json()["data"]["hostBranding"]
            assert served["localhost"] == {"logo": None, "bgImage": None}
            assert served["vn.localhost"]["logo"] and served["vn.localhost"]["bgImage"] is None
            branded = served["127.0.0.1"]
            for url_of_image in (
                branded["logo"],
                branded["bgImage"],
                served["vn.localhost"]["logo"],
            ):
                assert url_of_image.startswith("/api/uploads/")
                image = await client.get(url_of_image)
                assert image.status_code == 200
                assert image.headers["content-type"] == "image/png"
            assert branded["logo"] != branded["bgImage"]
    finally:
        await ctx.db.dispose()
