"""`/api/backoffice/company`: the operator's console, across agents (docs/money.md "The
company's console"). No agent's staff token opens it, nor does its session open an agent's
back office."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Path, Query, Request, Response

from ..auth.deps import LoginAttempt
from ..backoffice.deps import STAFF_REQUEST_HEADER, clear_session_cookie, set_session_cookie
from ..context import Ctx
from ..core.deps import client_address
from ..core.envelope import ERROR_RESPONSES, Empty, Ok, ok
from .deps import COMPANY_COOKIE, COMPANY_COOKIE_PATHS, Company, EndingCompany
from .schemas import (
    AgentStatusBody,
    CompanyAgent,
    CompanyAgentRow,
    CompanyLoginBody,
    CompanyLoginResult,
    CompanyOptions,
    CompanyUserOut,
    DomainBody,
    GameAccountBody,
    NewAdminBody,
    NewAgentBody,
)
from .service import SESSION_SECONDS, company_service

router = APIRouter(prefix="/company", tags=["company"], responses=ERROR_RESPONSES)

Prefix = Annotated[str, Path(min_length=2, max_length=16, pattern=r"^[A-Za-z0-9]+$")]


@router.post("/auth/login", response_model=Ok[CompanyLoginResult])
async def company_login(
    ctx: Ctx, body: CompanyLoginBody, request: Request, response: Response, attempt: LoginAttempt
) -> Ok[CompanyLoginResult]:
    """The console's pages (they send X-Staff-Request) get the token as an HttpOnly cookie
    only; other clients in the body, as a bearer token."""
    token, username = await company_service.login(
        ctx, body.username, body.password, client_address(request)
    )
    await attempt.give_back()
    company = CompanyUserOut(username=username)
    if request.headers.get(STAFF_REQUEST_HEADER):
        set_session_cookie(
            response, request, COMPANY_COOKIE, COMPANY_COOKIE_PATHS, token, SESSION_SECONDS
        )
        return ok(CompanyLoginResult(accessToken=None, company=company))
    return ok(CompanyLoginResult(accessToken=token, company=company))


@router.post("/auth/logout", response_model=Ok[Empty])
async def company_logout(
    ctx: Ctx, caller: EndingCompany, request: Request, response: Response
) -> Ok[Empty]:
    await company_service.logout(ctx, caller)
    clear_session_cookie(response, request, COMPANY_COOKIE, COMPANY_COOKIE_PATHS)
    return ok(Empty())


@router.get("/me", response_model=Ok[CompanyUserOut])
async def company_me(caller: Company) -> Ok[CompanyUserOut]:
    return ok(CompanyUserOut(username=caller.username))


@router.get("/options", response_model=Ok[CompanyOptions])
async def company_options(ctx: Ctx, caller: Company) -> Ok[CompanyOptions]:
    return ok(await company_service.options(ctx))


@router.get("/agents", response_model=Ok[list[CompanyAgentRow]])
async def company_agents(
    ctx: Ctx, caller: Company, q: Annotated[str, Query(max_length=64)] = ""
) -> Ok[list[CompanyAgentRow]]:
    """Every agent, or those whose prefix or a domain contains `q`."""
    return ok(await company_service.agents(ctx, q))


@router.post("/agents", response_model=Ok[CompanyAgent])
async def company_create_agent(ctx: Ctx, caller: Company, body: NewAgentBody) -> Ok[CompanyAgent]:
    """A new agent with its first admin; its site answers on its domains at once."""
    return ok(await company_service.create(ctx, caller, body))


@router.get("/agents/{prefix}", response_model=Ok[CompanyAgent])
async def company_agent(ctx: Ctx, caller: Company, prefix: Prefix) -> Ok[CompanyAgent]:
    return ok(await company_service.agent(ctx, prefix))


@router.post("/agents/{prefix}/domains", response_model=Ok[CompanyAgent])
async def company_add_domain(
    ctx: Ctx, caller: Company, prefix: Prefix, body: DomainBody
) -> Ok[CompanyAgent]:
    return ok(await company_service.add_domain(ctx, caller, prefix, body))


@router.delete("/agents/{prefix}/domains/{domain}", response_model=Ok[CompanyAgent])
async def company_remove_domain(
    ctx: Ctx,
    caller: Company,
    prefix: Prefix,
    domain: Annotated[str, Path(min_length=1, max_length=253)],
) -> Ok[CompanyAgent]:
    return ok(await company_service.remove_domain(ctx, caller, prefix, domain))


@router.put("/agents/{prefix}/game-account", response_model=Ok[CompanyAgent])
async def company_rotate_key(
    ctx: Ctx, caller: Company, prefix: Prefix, body: GameAccountBody
) -> Ok[CompanyAgent]:
    return ok(await company_service.rotate_key(ctx, caller, prefix, body))


@router.put("/agents/{prefix}/status", response_model=Ok[CompanyAgent])
async def company_agent_status(
    ctx: Ctx, caller: Company, prefix: Prefix, body: AgentStatusBody
) -> Ok[CompanyAgent]:
    return ok(await company_service.set_status(ctx, caller, prefix, body))


@router.post("/agents/{prefix}/admins", response_model=Ok[CompanyAgent])
async def company_add_admin(
    ctx: Ctx, caller: Company, prefix: Prefix, body: NewAdminBody
) -> Ok[CompanyAgent]:
    return ok(await company_service.add_admin(ctx, caller, prefix, body))
