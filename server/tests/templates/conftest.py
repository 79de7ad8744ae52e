"""Template tests: the upload tests' office (an agent with staff, a client on its host) with the
back office's template calls, and a whole template setting as the back office sends it."""

from __future__ import annotations

import copy
from collections.abc import AsyncIterator
from datetime import datetime
from typing import Any

import httpx
import pytest
from sqlalchemy import update

from promptplay.agent.templates import DEFAULT_TEMPLATE_SETTING
from promptplay.context import AppContext
from promptplay.models import TemplatePreview
from tests.conftest import client_for
from tests.factories import error_of
from tests.uploads.conftest import Office, open_office

__all__ = ["TemplateOffice", "refused", "setting"]

OFFICE = "/api/backoffice"


def setting(layout: str = "a", **template: Any) -> dict[str, Any]:
    """A whole template setting: the defaults with `template` fields over them."""
    made = copy.deepcopy(DEFAULT_TEMPLATE_SETTING)
    made["template"].update(template)
    made["layout"] = {"name": layout}
    return made


def refused(response: httpx.Response, status: int, code: str) -> dict[str, Any]:
    assert response.status_code == status, response.text
    error = error_of(response)
    assert error["errorCode"] == code, response.text
    return error


class TemplateOffice(Office):
    @property
    def host(self) -> str:
        return self.cashier.agent.host

    @property
    def agent_id(self) -> int:
        return self.cashier.agent.id

    async def domain_ids(self) -> dict[str, int]:
        page = await self.data("GET", "template")
        return {d["domain"]: d["id"] for d in page["domains"]}

    async def preview(self, domain: str | None = None) -> str:
        body = {} if domain is None else {"domain": domain}
        return (await self.data("POST", "template/previews", body))["previewId"]

    async def get_domain(self, host: str) -> dict[str, Any]:
        async with client_for(self.ctx, "portal.example") as client:
            response = await client.post("/api/agent/getDomain", json={"domain": host})
        assert response.status_code == 200, response.text
        return response.json()["data"]

    async def preview_row(self, preview_id: str) -> TemplatePreview:
        async with self.ctx.db.read() as session:
            return await session.get_one(TemplatePreview, preview_id)

    async def expire(self, preview_id: str, at: datetime) -> None:
        async with self.ctx.db.write() as session:
            await session.execute(
                update(TemplatePreview)
                .where(TemplatePreview.id == preview_id)
                .values(expires_at=at)
            )


async def open_template_office(ctx: AppContext) -> TemplateOffice:
    made = await open_office(ctx)
    return TemplateOffice(made.ctx, made.cashier, made.client, made.staff)


@pytest.fixture
async def office(ctx: AppContext) -> AsyncIterator[TemplateOffice]:
    made = await open_template_office(ctx)
    try:
        yield made
    finally:
        await made.client.aclose()


@pytest.fixture
async def other_office(ctx: AppContext) -> AsyncIterator[TemplateOffice]:
    """Another agent's back office, on the same database."""
    made = await open_template_office(ctx)
    try:
        yield made
    finally:
        await made.client.aclose()
