from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Path, Response

from ..agent.deps import CurrentAgent
from ..context import Ctx
from ..core.envelope import ERROR_RESPONSES, Ok, ok
from ..core.errors import DataNotFound
from ..wire import Bank
from . import data
from .icons import bank_icon_svg
from .schemas import Currency
from .service import reference_service

router = APIRouter(tags=["reference"], responses=ERROR_RESPONSES)

# An id within its column's range (countries: INTEGER, agents: BIGINT); a number beyond it names
# no row and is invalid input (0000), not a value to hand the database driver, which cannot bind it.
CountryId = Annotated[int, Path(ge=1, le=2**31 - 1)]
AgentId = Annotated[int, Path(ge=1, le=2**62)]


@router.get("/bank/get/bankList", response_model=Ok[list[Bank]])
async def bankListOfHost(ctx: Ctx, agent: CurrentAgent) -> Ok[list[Bank]]:
    """The banks of the host agent's country."""
    return ok(await reference_service.banks_of_agent(ctx, agent))


@router.get("/bank/get/bankList/{countryId}", response_model=Ok[list[Bank]])
async def bankList(ctx: Ctx, countryId: CountryId) -> Ok[list[Bank]]:
    return ok(await reference_service.banks_of_country(ctx, countryId))


@router.get(
    "/bank/icon/{code}.svg",
    response_class=Response,
    responses={200: {"description": "The bank's icon", "content": {"image/svg+xml": {}}}},
)
async def bankIcon(code: str) -> Response:
    bank = data.bank_by_code(code.upper())
    if bank is None:
        raise DataNotFound("Bank not found", fields=["code"])
    return Response(
        bank_icon_svg(bank),
        media_type="image/svg+xml",
        headers={"cache-control": "public, max-age=86400"},
    )


@router.get("/currency/get/currencyList", response_model=Ok[list[Currency]])
async def currencyList(ctx: Ctx) -> Ok[list[Currency]]:
    return ok(await reference_service.currencies(ctx))


@router.get("/currency/get/currencyList/{agentId}", response_model=Ok[list[Currency]])
async def currencyListByAgent(ctx: Ctx, agentId: AgentId) -> Ok[list[Currency]]:
    """The currencies an agent deals in: its country's currency."""
    return ok(await reference_service.currencies_of_agent(ctx, agentId))
