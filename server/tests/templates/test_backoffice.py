"""The back office's template calls over HTTP: the template setting, a host's own branding, the
image upload and previews; what each refuses, what each audits, and what getDomain serves."""

from __future__ import annotations

import asyncio
import logging
import re
from datetime import datetime, timedelta
from typing import Any

import pytest
from sqlalchemy import select

from promptplay.agent.service import agent_service
from promptplay.agent.templates import LAYOUTS
from promptplay.core.clock import utcnow
from promptplay.models import Agent, TemplatePreview
from promptplay.realtime.hub import SocketHub
from tests.realtime.test_hub import FakeSocket
from tests.templates.conftest import TemplateOffice, refused, setting
from tests.uploads.images import SVG, multipart, png

GRADIENT = {
    "mode": "gradient",
    "color": "#112233",
    "fontColor": "#FFFFFF",
    "deg": 90,
    "colors": ["#000000", "#ff0000", "#00ff00"],
}


# ----- the template setting ------------------------------------------------------------------


async def test_the_page_shows_the_setting_the_layouts_and_the_hosts(office: TemplateOffice) -> None:
    page = await office.data("GET", "template")
    assert page["layouts"] == ["a", "b", "c", "pp-1", "ufa-a", "ufa-b", "ufa-c", "zuka"]
    assert page["layouts"] == list(LAYOUTS)
    assert page["templateSetting"]["layout"] == {"name": "a"}
    assert page["templateSetting"]["template"]["confirmButton"]["mode"] == "default"
    host = office.host
    assert [(d["domain"], d["isPrimary"], d["logo"], d["bgImage"]) for d in page["domains"]] == [
        (host, True, None, None),
        (f"alt-{host}", False, None, None),
    ]


async def test_a_saved_setting_is_served_at_once_audited_and_told(office: TemplateOffice) -> None:
    before = await office.get_domain(office.host)  # kept by getDomain's cache from now on
    assert before["templateSetting"]["layout"]["name"] == "a"
    # A player's page of this agent, and one of another agent, as the socket hub holds them.
    hub: SocketHub = office.ctx.sockets
    mine, theirs = FakeSocket(), FakeSocket()
    hub.open(mine, agent_id=office.agent_id, user_id=1, staff=False, session_id="s1")
    hub.open(theirs, agent_id=office.agent_id + 100_000, user_id=1, staff=False, session_id="s2")
    wanted = setting(
        "zuka",
        confirmButton=GRADIENT,
        title="Lucky Zuka",
        description="ยินดีต้อนรับ",
        logo="/api/uploads/" + "a" * 64 + ".png",
        bgImage="https://cdn.example.com/bg.jpg",
        favicon="",
        lineFloatingButton=True,
        lineUrl="https://line.me/R/ti/p/@lucky",
        telegramUrl="",
    )
    page = await office.data("PUT", "template", {"templateSetting": wanted})
    saved = page["templateSetting"]
    assert saved["layout"] == {"name": "zuka"}
    assert saved["template"]["name"] == "zuka"  # the layout's name, whatever was sent
    assert saved["template"]["confirmButton"] == {**GRADIENT, "fontColor": "#ffffff"}
    assert saved["template"]["title"] == "Lucky Zuka"
    assert saved["template"]["favicon"] is None and saved["template"]["telegramUrl"] is None
    assert page["layouts"] == list(LAYOUTS) and len(page["domains"]) == 2
    assert (await office.data("GET", "template"))["templateSetting"] == saved

    # getDomain's kept answer was dropped: the new setting, at once.
    assert (await office.get_domain(office.host))["templateSetting"] == saved

    [entry] = await office.audit("template.update")
    assert (entry.target_type, entry.target_id) == ("agent", office.agent_id)
    assert entry.detail["before"]["layout"] == {"name": "a"}
    assert entry.detail["after"] == saved

    await _settle()
    assert mine.sent == [{"event": "agentData", "data": {"templateSetting": saved}}]
    assert theirs.sent == []
    await hub.stop()


BAD_SETTINGS: dict[str, Any] = {
    "empty setting": {},
    "no layout": {"template": setting()["template"]},
    "unknown layout": setting("d"),
    "layout not a string": setting(7),  # type: ignore[arg-type]
    "title too long": setting(title="x" * 121),
    "description too long": setting(description="x" * 301),
    "title not a string": setting(title=12),
    "NUL in the title": setting(title="Lucky\u0000"),
    "line break in the description": setting(description="one\ntwo"),
    "flag not a boolean": setting(lineFloatingButton="yes"),
    "deg not an integer": setting(confirmButton={**GRADIENT, "deg": "90"}),
    "deg past 360": setting(confirmButton={**GRADIENT, "deg": 361}),
    "unknown button mode": setting(cancelButton={**GRADIENT, "mode": "rainbow"}),
    "bad colour": setting(primaryButton={**GRADIENT, "color": "red"}),
    "short colour": setting(primaryButton={**GRADIENT, "fontColor": "#fff"}),
    "bad colour in the list": setting(primaryButton={**GRADIENT, "colors": ["#000000", "blue"]}),
    "gradient of one colour": setting(primaryButton={**GRADIENT, "colors": ["#000000"]}),
    "five colours": setting(primaryButton={**GRADIENT, "colors": ["#000000"] * 5}),
    "button missing": {**setting(), "template": {**setting()["template"], "cancelButton": None}},
    "javascript: logo": setting(logo="javascript:alert(1)"),
    "data: background": setting(bgImage="data:image/svg+xml;base64,PHN2Zz4="),
    "favicon with a space": setting(favicon="/fav icon.png"),
    "logo too long": setting(logo="https://cdn.example.com/" + "x" * 1001),
    "javascript: contact link": setting(lineUrl="javascript:alert(1)"),
    "contact link of a path": setting(telegramUrl="/t.me/lucky"),
    "contact link too long": setting(whatAppUrl="https://wa.me/" + "1" * 500),
}


@pytest.mark.parametrize("case", BAD_SETTINGS)
async def test_a_bad_setting_is_refused_and_nothing_changes(
    office: TemplateOffice, case: str
) -> None:
    response = await office.call("PUT", "template", {"templateSetting": BAD_SETTINGS[case]})
    error = refused(response, 422, "0000")
    assert error["fields"] == ["templateSetting"]
    assert error["systemMsg"].startswith("templateSetting."), error
    assert (await office.data("GET", "template"))["templateSetting"]["layout"] == {"name": "a"}
    assert await office.audit("template.update") == []


async def test_the_rules_name_what_is_wrong(office: TemplateOffice) -> None:
    checks = {
        "unknown layout": "the layout is one of a, b, c, pp-1, ufa-a, ufa-b, ufa-c, zuka",
        "bad colour": "'red' is not a colour #rrggbb",
        "gradient of one colour": "colors holds 2 to 4 colours",
        "javascript: logo": "an image address is a path starting with / or an http(s) address",
        "javascript: contact link": "a link is an http(s) address",
    }
    for case, words in checks.items():
        body = {"templateSetting": BAD_SETTINGS[case]}
        error = refused(await office.call("PUT", "template", body), 422, "0000")
        assert words in error["systemMsg"], (case, error)


@pytest.mark.parametrize("body", [None, {}, {"templateSetting": None}, [], "x"])
async def test_a_body_without_a_setting_is_refused(office: TemplateOffice, body: Any) -> None:
    refused(await office.call("PUT", "template", body), 422, "0000")


async def test_only_staff_reach_the_calls(office: TemplateOffice) -> None:
    for method, path in (("GET", "template"), ("PUT", "template"), ("POST", "template/previews")):
        response = await office.client.request(method, f"/api/backoffice/{path}", json={})
        assert refused(response, 401, "0033")


# ----- a host's own branding -----------------------------------------------------------------


async def test_a_hosts_branding_is_served_for_that_host_only(office: TemplateOffice) -> None:
    alt = f"alt-{office.host}"
    ids = await office.domain_ids()
    assert (await office.get_domain(alt))["hostBranding"] == {"logo": None, "bgImage": None}
    logo = "/api/uploads/" + "b" * 64 + ".png"
    row = await office.data(
        "PUT",
        f"domains/{ids[alt]}/branding",
        {"logo": logo, "bgImage": "https://cdn.example.com/alt-bg.webp"},
    )
    assert row == {
        "id": ids[alt],
        "domain": alt,
        "isPrimary": False,
        "logo": logo,
        "bgImage": "https://cdn.example.com/alt-bg.webp",
    }
    # The kept answer for alt was dropped: the branding shows at once, on that host only.
    served = await office.get_domain(alt)
    assert served["domain"] == alt
    assert served["hostBranding"] == {
        "logo": logo,
        "bgImage": "https://cdn.example.com/alt-bg.webp",
    }
    assert (await office.get_domain(office.host))["hostBranding"] == {"logo": None, "bgImage": None}
    page = await office.data("GET", "template")
    assert [d["logo"] for d in page["domains"]] == [None, logo]

    # null and "" both drop an image.
    row = await office.data("PUT", f"domains/{ids[alt]}/branding", {"logo": "", "bgImage": None})
    assert (row["logo"], row["bgImage"]) == (None, None)
    assert (await office.get_domain(alt))["hostBranding"] == {"logo": None, "bgImage": None}

    first, second = await office.audit("domain.branding")
    assert (first.target_type, first.target_id) == ("agent_domain", ids[alt])
    assert first.detail == {
        "domain": alt,
        "before": {"logo": None, "bgImage": None},
        "after": {"logo": logo, "bgImage": "https://cdn.example.com/alt-bg.webp"},
    }
    assert second.detail["after"] == {"logo": None, "bgImage": None}


@pytest.mark.parametrize(
    ("body", "status", "code"),
    [
        ({}, 422, "0000"),
        ({"logo": None}, 422, "0000"),  # both are sent
        ({"logo": 5, "bgImage": None}, 422, "0000"),
        ({"logo": "javascript:alert(1)", "bgImage": None}, 422, "0000"),
        ({"logo": None, "bgImage": "vbscript:x"}, 422, "0000"),
        ({"logo": "https://cdn.example.com/" + "x" * 1001, "bgImage": None}, 422, "0000"),
        ({"logo": "/a\\b.png", "bgImage": None}, 422, "0000"),
    ],
)
async def test_bad_branding_is_refused(
    office: TemplateOffice, body: dict[str, Any], status: int, code: str
) -> None:
    ids = await office.domain_ids()
    response = await office.call("PUT", f"domains/{ids[office.host]}/branding", body)
    refused(response, status, code)
    assert await office.audit("domain.branding") == []


async def test_another_agents_host_is_not_found(
    office: TemplateOffice, other_office: TemplateOffice
) -> None:
    theirs = await other_office.domain_ids()
    body = {"logo": "https://cdn.example.com/x.png", "bgImage": None}
    for domain_id in (*theirs.values(), 2**62):
        error = refused(
            await office.call("PUT", f"domains/{domain_id}/branding", body), 404, "0040"
        )
        assert error["fields"] == ["domainId"]
    refused(await office.call("PUT", "domains/0/branding", body), 422, "0000")
    refused(await office.call("PUT", "domains/abc/branding", body), 422, "0000")
    assert [d["logo"] for d in (await other_office.data("GET", "template"))["domains"]] == [
        None,
        None,
    ]


# ----- images ----------------------------------------------------------------------------------


async def test_an_image_uploads_as_for_events_and_is_audited(office: TemplateOffice) -> None:
    path = "/api/backoffice/template/uploadImage"
    response = await office.upload(png("navy"), path=path)
    assert response.status_code == 200, response.text
    upload = response.json()["data"]
    assert re.fullmatch(r"/api/uploads/[0-9a-f]{64}\.png", upload["url"])
    assert upload["contentType"] == "image/png"
    assert (await office.client.get(upload["url"])).status_code == 200
    [entry] = await office.audit("upload_image")
    assert entry.detail["url"] == upload["url"]

    refused(await office.upload(SVG, path=path), 422, "0000")
    body, content_type = multipart(png(), field="picture")
    response = await office.client.post(
        path, content=body, headers={"content-type": content_type, **office.staff}
    )
    refused(response, 422, "0000")
    too_big = b"\x89PNG\r\n\x1a\n" + b"0" * (office.ctx.settings.upload_max_bytes + 1)
    assert (await office.upload(too_big, path=path)).status_code == 413


# ----- previews --------------------------------------------------------------------------------


async def test_a_preview_starts_from_the_saved_setting(office: TemplateOffice) -> None:
    await office.data("PUT", "template", {"templateSetting": setting("b", title="Saved")})
    started = utcnow()
    opened = await office.data("POST", "template/previews", {})
    assert re.fullmatch(r"[A-Za-z0-9_-]{32}", opened["previewId"])
    assert opened["domain"] == office.host
    lifetime = _parse(opened["expiresAt"]) - started
    assert timedelta(hours=2) - timedelta(minutes=1) < lifetime <= timedelta(hours=2, minutes=1)
    row = await office.preview_row(opened["previewId"])
    assert row.agent_id == office.agent_id
    assert row.draft["template"]["layout"] == {"name": "b"}
    assert row.draft["template"]["template"]["title"] == "Saved"
    assert (row.draft["logo"], row.draft["bg"]) == (None, None)

    alt = await office.data("POST", "template/previews", {"domain": f"ALT-{office.host}"})
    assert alt["domain"] == f"alt-{office.host}"
    assert alt["previewId"] != opened["previewId"]


async def test_a_preview_of_a_host_not_the_agents_is_not_found(
    office: TemplateOffice, other_office: TemplateOffice
) -> None:
    for domain in (other_office.host, "nobody.example"):
        response = await office.call("POST", "template/previews", {"domain": domain})
        assert refused(response, 404, "0040")["fields"] == ["domain"]
    refused(await office.call("POST", "template/previews", {"domain": 5}), 422, "0000")
    refused(await office.call("POST", "template/previews", {"domain": "x" * 254}), 422, "0000")


async def test_changes_are_kept_in_the_draft_only(office: TemplateOffice) -> None:
    preview_id = await office.preview()
    draft = setting("pp-1", primaryButton=GRADIENT)
    for name, data in (("template", draft), ("logo", "/api/uploads/" + "c" * 64 + ".png")):
        answer = await office.data(
            "PUT", f"template/previews/{preview_id}", {"name": name, "data": data}
        )
        assert answer == {"previewId": preview_id}
    await office.data("PUT", f"template/previews/{preview_id}", {"name": "bg", "data": "/bg.png"})
    await office.data("PUT", f"template/previews/{preview_id}", {"name": "bg", "data": None})
    row = await office.preview_row(preview_id)
    assert row.draft["template"]["layout"] == {"name": "pp-1"}
    assert row.draft["template"]["template"]["primaryButton"]["mode"] == "gradient"
    assert row.draft["logo"] == "/api/uploads/" + "c" * 64 + ".png"
    assert row.draft["bg"] is None
    # The agent's own setting, and what its players see, did not move.
    assert (await office.data("GET", "template"))["templateSetting"]["layout"] == {"name": "a"}
    assert (await office.get_domain(office.host))["templateSetting"]["layout"] == {"name": "a"}


@pytest.mark.parametrize(
    "body",
    [
        {},
        {"name": "logo"},  # data is sent, null to drop the override
        {"name": "title", "data": "x"},
        {"name": "logo", "data": "javascript:alert(1)"},
        {"name": "bg", "data": 12},
        {"name": "bg", "data": "https://cdn.example.com/" + "x" * 1001},
        {"name": "template", "data": None},
        {"name": "template", "data": setting("nope")},
        {"name": "template", "data": setting(title="x" * 121)},
    ],
)
async def test_a_bad_change_is_refused(office: TemplateOffice, body: dict[str, Any]) -> None:
    preview_id = await office.preview()
    refused(await office.call("PUT", f"template/previews/{preview_id}", body), 422, "0000")
    row = await office.preview_row(preview_id)
    assert row.draft["template"]["layout"] == {"name": "a"} and row.draft["logo"] is None


async def test_another_agents_or_an_expired_preview_is_not_found(
    office: TemplateOffice, other_office: TemplateOffice
) -> None:
    theirs = await other_office.preview()
    mine = await office.preview()
    change = {"name": "logo", "data": "https://cdn.example.com/x.png"}
    # Staff of another agent cannot drive this agent's preview.
    error = refused(await office.call("PUT", f"template/previews/{theirs}", change), 404, "0040")
    assert error["fields"] == ["previewId"]
    assert (await other_office.preview_row(theirs)).draft["logo"] is None
    refused(await office.call("PUT", "template/previews/" + "n" * 32, change), 404, "0040")
    for malformed in ("n" * 65, "short", "a%00" + "b" * 30, "a.b" + "c" * 30):
        refused(await office.call("PUT", f"template/previews/{malformed}", change), 422, "0000")

    await office.expire(mine, utcnow() - timedelta(seconds=1))
    refused(await office.call("PUT", f"template/previews/{mine}", change), 404, "0040")


async def test_expired_previews_are_cleared_as_new_ones_open(office: TemplateOffice) -> None:
    old = await office.preview()
    await office.expire(old, utcnow() - timedelta(minutes=1))
    live = await office.preview()
    async with office.ctx.db.read() as session:
        ids = set(
            (
                await session.execute(
                    select(TemplatePreview.id).where(TemplatePreview.agent_id == office.agent_id)
                )
            ).scalars()
        )
    assert ids == {live}


# ----- what getDomain serves -------------------------------------------------------------------


async def test_an_unknown_layout_is_served_as_stored_and_warned_of_once(
    office: TemplateOffice, caplog: pytest.LogCaptureFixture
) -> None:
    # A name of this test's own: each database of the run numbers its agents from 1.
    name = f"retro-{office.cashier.agent.prefix}"
    async with office.ctx.db.write() as session:
        agent = await session.get_one(Agent, office.agent_id)
        agent.template_setting = {**agent.template_setting, "layout": {"name": name}}
    caplog.set_level(logging.WARNING, logger="promptplay.agent")
    for _ in range(3):
        agent_service.forget_domains()  # every call reads the row, not the kept answer
        served = await office.get_domain(office.host)
        assert served["templateSetting"]["layout"] == {"name": name}
    warnings = [r for r in caplog.records if r.name == "promptplay.agent" and name in r.message]
    assert len(warnings) == 1, warnings
    assert str(office.agent_id) in warnings[0].getMessage()
    # The page refuses it as a layout to save.
    page = await office.data("GET", "template")
    assert page["templateSetting"]["layout"] == {"name": name}
    refused(
        await office.call("PUT", "template", {"templateSetting": page["templateSetting"]}),
        422,
        "0000",
    )


async def test_the_saved_setting_round_trips(office: TemplateOffice) -> None:
    """What GET answers, PUT takes back unchanged: the default cancel button keeps no colours."""
    page = await office.data("GET", "template")
    again = await office.data("PUT", "template", {"templateSetting": page["templateSetting"]})
    assert again["templateSetting"] == page["templateSetting"]


async def _settle() -> None:
    """Let the hub's send tasks run."""
    for _ in range(5):
        await asyncio.sleep(0)


def _parse(value: str) -> datetime:
    return datetime.fromisoformat(value.replace("Z", "+00:00"))
