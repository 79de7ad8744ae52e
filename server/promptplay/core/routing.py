"""The app's routes found by one dict lookup where the path names a route exactly.

FastAPI finds a request's route by trying every route in order, each a regular expression,
and an included router's routes again when it hands the request on (once to match, once to
handle, at each level of inclusion): with some hundred routes in a dozen routers that costs
about a fifth of a lobby call. Nearly every call of this API names a route without path
parameters (`/api/ambSuperApi/transfer/getGamesByCategoryAndProvider`), so the app router
first looks its path and method up in a dict. The first request of each such path and method
asks FastAPI's own matching which route it reaches, and the answer is kept; everything else
(path parameters, a wrong method answered 405, unknown paths, the site, websockets, a request
under a root path or traced by FastAPI's telemetry) goes FastAPI's way every time. A hit is
dispatched as FastAPI's own dispatch leaves the request (the same scope keys), so
dependencies, validation, the body limit and error handling are the route's own.

What is kept is forgotten whenever the app router's list of routes changes; a route added
inside an included router after the app has served its first request is not seen (the app
adds every route before it serves)."""

from __future__ import annotations

import logging
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from fastapi import FastAPI
from fastapi.routing import APIRoute, APIRouter
from starlette.routing import BaseRoute, Match
from starlette.types import ASGIApp, Receive, Scope, Send

log = logging.getLogger("promptplay")

try:  # FastAPI's lazily included routers (0.165): what a match of theirs leaves in the scope.
    from fastapi.routing import (
        _FASTAPI_EFFECTIVE_ROUTE_CONTEXT_KEY,
        _FASTAPI_FORM_LIMITS_KEY,
        _FASTAPI_INCLUDED_ROUTER_KEY,
        _FASTAPI_SCOPE_KEY,
        _IncludedRouter,
    )
except ImportError:  # pragma: no cover - another FastAPI: its own matching serves alone
    _IncludedRouter = None  # type: ignore[assignment,misc]

# FastAPI's native telemetry names the matched route on the request's span: such a request
# takes FastAPI's own way, which does.
_TELEMETRY_KEY = "fastapi.telemetry"
_UNSEEN = object()

Key = tuple[str, str]  # (path, method)


@dataclass(frozen=True, slots=True)
class _Target:
    """Where FastAPI's matching sends one exact path and method."""

    route: APIRoute
    context: Any  # the route as included (its effective route context)
    included: Any  # the innermost included router on the way
    form_limits: tuple[dict[str, Any], ...]  # each level's own limits, outermost first


class ExactRoutes:
    """The app router's dispatch: a dict lookup for exact paths, FastAPI's matching for the
    rest (see the module's doc)."""

    def __init__(self, router: APIRouter, fallback: ASGIApp) -> None:
        self.router = router
        self.fallback = fallback
        self._routes: tuple[BaseRoute, ...] | None = None
        self._exact: frozenset[Key] = frozenset()  # what may be kept: the routes' exact paths
        self._targets: dict[Key, _Target | None] = {}

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope.get("root_path") or _TELEMETRY_KEY in scope:
            await self.fallback(scope, receive, send)
            return
        routes = tuple(self.router.routes)
        if routes != self._routes:
            self._exact = frozenset(_exact_paths(self.router.routes))
            self._targets = {}
            self._routes = routes
        key = (scope["path"], scope["method"])
        target = self._targets.get(key, _UNSEEN)
        if target is _UNSEEN:
            target = None
            if key in self._exact:
                target = self._targets[key] = self.resolve(*key)
        if target is None:
            await self.fallback(scope, receive, send)
            return
        assert isinstance(target, _Target)
        # What the app router and each included router on the way leave in the scope.
        if "router" not in scope:
            scope["router"] = self.router
        fastapi_scope = scope.setdefault(_FASTAPI_SCOPE_KEY, {})
        for limits in target.form_limits:
            fastapi_scope[_FASTAPI_FORM_LIMITS_KEY] = {
                **fastapi_scope.get(_FASTAPI_FORM_LIMITS_KEY, {}),
                **limits,
            }
        fastapi_scope[_FASTAPI_INCLUDED_ROUTER_KEY] = target.included
        scope["endpoint"] = target.route.endpoint
        scope["path_params"] = dict(scope.get("path_params", {}))
        scope["route"] = target.route
        fastapi_scope[_FASTAPI_EFFECTIVE_ROUTE_CONTEXT_KEY] = target.context
        await target.route.handle(scope, receive, send)

    def targets(self) -> dict[Key, _Target]:
        """Each exact path and method of a route in an included router, with the route that
        FastAPI's matching gives it (when that is the same exact route)."""
        found: dict[Key, _Target] = {}
        for key in _exact_paths(self.router.routes):
            target = self.resolve(*key)
            if target is not None:
                found[key] = target
        return found

    def resolve(self, path: str, method: str) -> _Target | None:
        """The route FastAPI's own matching gives `method` on `path`, when it is a route of
        an included router without path parameters; None otherwise."""
        scope: dict[str, Any] = {
            "type": "http",
            "path": path,
            "method": method,
            "root_path": "",
            "path_params": {},
            "headers": [],
        }
        winner: Any = None
        for route in self.router.routes:
            match, _ = route.matches(scope)
            if match == Match.FULL:
                winner = route
                break
        chain: list[Any] = []
        limits = [self.router.form_limits]
        while isinstance(winner, _IncludedRouter):
            chain.append(winner)
            limits.append(winner.include_context.form_limits)
            match, _, winner, context = winner._match(scope)
            if match != Match.FULL:
                return None
            if isinstance(winner, _IncludedRouter):
                continue
            if (
                context is None
                or context.original_route is not winner
                or not isinstance(winner, APIRoute)
                or context.param_convertors
                or context.path_format != path
            ):
                return None
            return _Target(winner, context, chain[-1], tuple(dict(f) for f in limits if f))
        return None


def _exact_paths(routes: Sequence[BaseRoute], prefix: str = "") -> Iterator[Key]:
    """(path, method) of every route without path parameters in the included routers, the
    path as the inclusions' prefixes make it (`resolve` checks it against FastAPI's own)."""
    for route in routes:
        if isinstance(route, _IncludedRouter):
            inner = prefix + route.include_context.prefix
            for child in route.original_router.routes:
                if isinstance(child, _IncludedRouter):
                    yield from _exact_paths([child], inner)
                elif isinstance(child, APIRoute) and "{" not in child.path:
                    for method in child.methods or ():
                        yield inner + child.path, method


def install_exact_routes(app: FastAPI) -> bool:
    """Put the exact-path lookup in front of the app router's matching; False (and FastAPI's
    matching alone) where the router is not the plain one this module knows."""
    router = app.router
    if _IncludedRouter is None or router.middleware_stack != router.app:
        log.warning("exact route lookup not installed: the app router is not the expected one")
        return False
    router.middleware_stack = ExactRoutes(router, router.app)
    return True
