"""An agent's back office for the tests: an agent with its admin, a client on its host, and the
calls staff make (the upload tests' office, and the back office tests' of other packages)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import dataclass
from typing import Any

import httpx
import pytest
from sqlalchemy import select

from promptplay.context import AppContext
from promptplay.models import AuditLog
from tests.factories import Cashier, client_for_agent, make_cashier_agent, staff_token
from tests.uploads.images import multipart

UPLOAD = "/api/eventManager/uploadImage"
OFFICE = "/api/backoffice"


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

    async def call(self, method: str, path: str, body: Any = None) -> httpx.Response:
        """A back office call (`path` below /api/backoffice) as the agent's admin."""
        return await self.client.request(method, f"{OFFICE}/{path}", json=body, headers=self.staff)

    async def data(self, method: str, path: str, body: Any = None) -> Any:
        response = await self.call(method, path, body)
        assert response.status_code == 200, response.text
        return response.json()["data"]

    async def audit(self, action: str) -> list[AuditLog]:
        """The agent's audit entries of one action, oldest first."""
        async with self.ctx.db.read() as session:
            rows = await session.execute(
                select(AuditLog)
                .where(AuditLog.agent_id == self.cashier.agent.id, AuditLog.action == action)
                .order_by(AuditLog.id)
            )
            return list(rows.scalars())


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
