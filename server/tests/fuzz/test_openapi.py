"""Every operation of /api/openapi.json, fuzzed in process: schemathesis draws valid and
invalid requests from the document and each answer must be no server error, a documented
status and the shape the document declares for it (the success envelope or the catalogue's
error envelope).

Each operation runs twice: as the caller it is meant for (the player, or the staff under
/api/backoffice) with a valid bearer token on the agent's host, and with no token at all."""

from __future__ import annotations

import os
import tempfile
from datetime import timedelta
from pathlib import Path

import hypothesis
import pytest
import schemathesis
from schemathesis.checks import not_a_server_error
from schemathesis.specs.openapi.checks import (
    content_type_conformance,
    response_schema_conformance,
    status_code_conformance,
)

from promptplay.app import create_app
from promptplay.core import errors
from tests.conftest import make_settings
from tests.fuzz.conftest import World

pytestmark = pytest.mark.fuzz

# Examples drawn per operation and caller; FUZZ_EXAMPLES and FUZZ_SEED widen or vary a run.
EXAMPLES = int(os.environ.get("FUZZ_EXAMPLES", "25"))
SEED = int(os.environ.get("FUZZ_SEED", "20260412"))


def _codes(cls: type[errors.AppError]) -> set[str]:
    return {cls.code}.union(*(_codes(sub) for sub in cls.__subclasses__()))


CATALOGUE = _codes(errors.AppError)


def catalogue_error(ctx: object, response: schemathesis.Response, case: schemathesis.Case) -> None:
    """An error names a code of the catalogue (spec §8), and invalid input (0000) names the
    offending fields, so that the site can point at them."""
    try:
        body = response.json() if response.status_code >= 400 else None
    except ValueError:
        body = None
    if not isinstance(body, dict) or "error" not in body:
        return  # a success, or a shape response_schema_conformance judges
    message = body["error"]["message"]
    assert message["errorCode"] in CATALOGUE, f"{message['errorCode']} is not in the catalogue"
    if message["errorCode"] == "0000":
        assert message.get("fields"), f"0000 without the offending fields: {message}"


CHECKS = [
    not_a_server_error,
    status_code_conformance,
    content_type_conformance,
    response_schema_conformance,
    catalogue_error,
]


def _document() -> dict:
    # The document is code alone: an app whose database is never opened serves it.
    scratch = Path(tempfile.gettempdir())
    url = f"sqlite+aiosqlite:///{scratch / 'promptplay-openapi-never-opened.db'}"
    return create_app(make_settings(url, scratch)).openapi()


schema = schemathesis.openapi.from_dict(_document())
schema.config.generation.update(max_examples=EXAMPLES)
schema.config.seed = SEED

# A deadline per example, far above what a call takes here (milliseconds) and above the
# upstream time-outs (2 s), so that only a call that hangs fails on it.
SETTINGS = hypothesis.settings(
    deadline=timedelta(seconds=10),
    database=None,
    suppress_health_check=list(hypothesis.HealthCheck),
)


@schema.parametrize()
@SETTINGS
def test_as_its_caller(case: schemathesis.Case, world: World) -> None:
    world.sent[case.operation.label] += 1
    login = world.login_for(case.path)
    world.ensure(login)
    case.call_and_validate(
        app=world.app, base_url=world.base_url, headers=login.headers, checks=CHECKS
    )


@schema.parametrize()
@SETTINGS
def test_without_token(case: schemathesis.Case, world: World) -> None:
    world.sent[case.operation.label] += 1
    case.call_and_validate(app=world.app, base_url=world.base_url, checks=CHECKS)
