"""xgambet: the JSON shape we define for this aggregator (docs/games.md §2 "xgambet")."""

from __future__ import annotations

from decimal import Decimal
from typing import Any
from urllib.parse import quote

import httpx

from ...core.upstream_http import format_amount
from .base import (
    BetPage,
    Direction,
    GameUpstream,
    RefusalKind,
    TransferResult,
    UpstreamBet,
    UpstreamGame,
    UpstreamProduct,
    amount_of,
    games_of,
    parse_time,
    products_of,
    read_rows,
)

_REFUSALS: dict[str, RefusalKind] = {
    "INVALID": "invalid",
    "UNAUTHORIZED": "unauthorized",
    "PLAYER_NOT_FOUND": "member_not_found",
    "INSUFFICIENT_FUNDS": "insufficient",
    "DUPLICATE": "duplicate",
    "NOT_FOUND": "not_found",
}


class Xgambet(GameUpstream):
    family = "xgambet"

    def _result(self, response: httpx.Response) -> Any:
        try:
            body = response.json()
        except ValueError as exc:
            raise self.http.protocol_error("not JSON") from exc
        if not isinstance(body, dict) or "ok" not in body:
            raise self.http.protocol_error("no ok in the answer")
        if not body["ok"]:
            error = body.get("error") or {}
            raise self.refused(_REFUSALS, error.get("code"), error.get("message"))
        return body.get("result") or {}

    async def _call(self, method: str, path: str, *, key: str | None = None, **kw: Any) -> Any:
        headers = {
            "x-operator": self.credentials.username,
            "authorization": f"Bearer {self.credentials.api_key}",
        }
        return self._result(await self.http.request(method, path, key=key, headers=headers, **kw))

    async def products(self) -> list[UpstreamProduct]:
        data = await self._call("GET", "/xg/v1/providers")
        return products_of(data.get("providers"), self.http, code="code")

    async def _product_games(self, code: str) -> list[UpstreamGame]:
        data = await self._call("GET", "/xg/v1/games", params={"provider": code})
        return games_of(
            data.get("games"), self.http, product=code, code="id", engine="engine", image="image"
        )

    async def launch(
        self,
        *,
        username: str,
        product: str,
        game_code: str,
        mobile: bool,
        lang: str,
        currency: str,
        callback_url: str | None = None,
    ) -> str:
        del callback_url  # this upstream reports rounds only through its history
        data = await self._call(
            "POST",
            "/xg/v1/launch",
            body={
                "username": username,
                "provider": product,
                "gameId": game_code,
                "lang": lang,
                "mobile": mobile,
            },
        )
        url = data.get("url")
        if not isinstance(url, str) or not url:
            raise self.http.protocol_error("launch without a url")
        return url

    async def _balance(self, username: str, currency: str) -> Decimal:
        data = await self._call("GET", f"/xg/v1/players/{quote(username, safe='')}")
        for wallet in data.get("wallets", []):
            if wallet.get("currency") == currency:
                return amount_of(wallet.get("balance"), self.http)
        return Decimal("0.00")

    async def transfer(
        self,
        *,
        username: str,
        amount: Decimal,
        reference: str,
        direction: Direction,
        currency: str,
    ) -> TransferResult:
        verb = "deposit" if direction == "in" else "withdraw"
        data = await self._call(
            "POST",
            f"/xg/v1/players/{quote(username, safe='')}/{verb}",
            key=reference,
            body={"amount": format_amount(amount), "reference": reference, "currency": currency},
        )
        return TransferResult(str(data.get("txId")), amount_of(data.get("balance"), self.http))

    async def _transfer_status(self, reference: str) -> TransferResult:
        data = await self._call(
            "GET", f"/xg/v1/transfers/{quote(reference, safe='')}", key=reference
        )
        amount = data.get("amount")
        return TransferResult(
            str(data.get("txId")),
            None,
            amount_of(amount, self.http) if amount is not None else None,
        )

    async def bets(self, cursor: str | None, limit: int = 500) -> BetPage:
        params = {"limit": str(limit)}
        if cursor:
            params["cursor"] = cursor
        data = await self._call("GET", "/xg/v1/bets", params=params)

        def read(b: Any) -> UpstreamBet:
            return UpstreamBet(
                round_key=str(b["id"]),
                username=str(b["username"]),
                product=str(b["provider"]),
                game_code=str(b["gameId"]),
                category=b.get("category"),
                bet=amount_of(b["bet"], self.http),
                payout=amount_of(b["payout"], self.http),
                played_at=parse_time(b["settledAt"], self.http),
            )

        bets, unreadable = read_rows(data.get("bets", []), self.http, read, key="id")
        next_cursor = data.get("cursor")
        listed = bets or unreadable
        return BetPage(bets, str(next_cursor) if next_cursor and listed else None, unreadable)
