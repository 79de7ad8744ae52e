"""Upload tests: an agent with staff, and a client on its host."""

from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import dataclass

import httpx
import pytest

from promptplay.context import AppContext
from tests.factories import Cashier, client_for_agent, make_cashier_agent, staff_token
from tests.uploads.images import multipart

UPLOAD = "/api/eventManager/uploadImage"


@dataclass
class Office:
    ctx: AppContext
    cashier: Cashier
    client: httpx.AsyncClient
    staff: dict[str, str]

    async def upload(
        self,
        content: bytes,
        *,
        path: str = UPLOAD,
        headers: dict[str, str] | None = None,
        **form: str,
    ) -> httpx.Response:
        body, content_type = multipart(content, **form)
        return await self.client.post(
            path,
            content=body,
            headers={"content-type": content_type, **self.staff, **(headers or {})},
        )


async def open_office(ctx: AppContext) -> Office:
    cashier = await make_cashier_agent(ctx)
    client = client_for_agent(ctx, cashier)
    return Office(ctx, cashier, client, await staff_token(client, cashier))


@pytest.fixture
async def office(make_ctx) -> AsyncIterator[Office]:  # type: ignore[no-untyped-def]
    # A context of its own: the tests look at what was stored under its VAR_DIR.
    made = await open_office(make_ctx())
    try:
        yield made
    finally:
        await made.client.aclose()
