"""The company caller: a console session token, from the HttpOnly company cookie (with the
staff request header on writes) or a bearer token."""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends, Request

from ..backoffice.deps import cookie_or_bearer
from ..context import AppContext
from ..core.errors import AccessTokenMissing, TokenInvalid
from .service import CompanyCaller, company_service

COMPANY_COOKIE = "pp_company"
COMPANY_COOKIE_PATHS = ("/api/backoffice/company",)


async def company_caller(request: Request) -> CompanyCaller:
    ctx: AppContext = request.app.state.ctx
    return await company_service.authenticate(ctx, cookie_or_bearer(request, COMPANY_COOKIE))


async def ending_company(request: Request) -> CompanyCaller | None:
    """The caller whose session a logout ends; None when it is over already."""
    try:
        return await company_caller(request)
    except (TokenInvalid, AccessTokenMissing):
        return None


Company = Annotated[CompanyCaller, Depends(company_caller)]
EndingCompany = Annotated[CompanyCaller | None, Depends(ending_company)]
