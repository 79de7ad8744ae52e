"""Type A: the AMB Super API (PROVIDERS.md; docs/games.md §2 "Type A")."""

from __future__ import annotations

import base64
import secrets
from decimal import Decimal
from typing import Any

import httpx

from ...core.upstream_http import UpstreamHttp, format_amount
from .base import (
    BetPage,
    Direction,
    GameUpstream,
    RefusalKind,
    TransferResult,
    UnreadableBet,
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
    "10001": "member_not_found",
    "10002": "insufficient",
    "20001": "not_found",
    "20002": "duplicate",
    "40001": "invalid",
    "40003": "unauthorized",
    "40004": "not_found",
}


class AmbSuperApi(GameUpstream):
    family = "amb"

    def _headers(self) -> dict[str, str]:
        pair = f"{self.credentials.username}:{self.credentials.api_key}".encode()
        return {"authorization": "Basic " + base64.b64encode(pair).decode()}

    def _data(self, response: httpx.Response) -> Any:
        try:
            body = response.json()
        except ValueError as exc:
            raise self.http.protocol_error("not JSON") from exc
        if not isinstance(body, dict) or "code" not in body:
            raise self.http.protocol_error("no code in the answer")
        code = body["code"]
        if code != 0:
            raise self.refused(_REFUSALS, code, body.get("message"))
        if response.status_code >= 300:
            raise self.http.protocol_error(f"HTTP {response.status_code} with code 0")
        return body.get("data") or {}

    async def _call(self, method: str, path: str, *, key: str | None = None, **kw: Any) -> Any:
        response = await self.http.request(method, path, key=key, headers=self._headers(), **kw)
        return self._data(response)

    async def products(self) -> list[UpstreamProduct]:
        data = await self._call("GET", "/seamless/products")
        return products_of(data.get("products"), self.http, code="productId")

    async def _product_games(self, code: str) -> list[UpstreamGame]:
        data = await self._call("GET", "/seamless/games", params={"productId": code})
        return games_of(
            data.get("games"), self.http, product=code, code="code", engine="type", image="img"
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
        data = await self._call(
            "POST",
            "/seamless/logIn",
            body={
                "username": username,
                "productId": product,
                "gameCode": game_code,
                "isMobileLogin": mobile,
                "sessionToken": secrets.token_urlsafe(16),
                "currency": currency,
                "language": lang,
                **({"callbackUrl": callback_url} if callback_url else {}),
            },
        )
        url = data.get("url")
        if not isinstance(url, str) or not url:
            raise self.http.protocol_error("logIn without a url")
        return url

    async def _balance(self, username: str, currency: str) -> Decimal:
        data = await self._call("GET", "/seamless/transfer/balance", params={"username": username})
        return amount_of(data.get("balance"), self.http)

    async def transfer(
        self,
        *,
        username: str,
        amount: Decimal,
        reference: str,
        direction: Direction,
        currency: str,
    ) -> TransferResult:
        path = "/seamless/transfer/deposit" if direction == "in" else "/seamless/transfer/withdraw"
        data = await self._call(
            "POST",
            path,
            key=reference,
            body={
                "username": username,
                "amount": format_amount(amount),
                "transactionRef": reference,
                "currency": currency,
            },
        )
        if data.get("status") != "SUCCESS":
            raise self.http.protocol_error(f"transfer status {data.get('status')!r}")
        return TransferResult(str(data.get("txId")), amount_of(data.get("balance"), self.http))

    async def _transfer_status(self, reference: str) -> TransferResult:
        data = await self._call(
            "GET", "/seamless/transfer/status", key=reference, params={"transactionRef": reference}
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
            params["nextId"] = cursor
        data = await self._call("GET", "/seamless/betTransactionsV2", params=params)
        bets, unreadable = read_txns(data.get("txns", []), self.http)
        next_id = data.get("nextId")
        return BetPage(bets, str(next_id) if next_id is not None else None, unreadable)


def read_txns(txns: object, http: UpstreamHttp) -> tuple[list[UpstreamBet], list[UnreadableBet]]:
    """The settled rounds of a list of type A txns (the round's identity is the txn `id`),
    and apart from them the txns that cannot be read, each with why."""

    def read(t: Any) -> UpstreamBet | None:
        if t.get("status", "SETTLED") != "SETTLED":
            return None
        return UpstreamBet(
            round_key=str(t["id"]),
            username=str(t["username"]),
            product=str(t["productId"]),
            game_code=str(t["gameCode"]),
            category=t.get("category"),
            bet=amount_of(t["betAmount"], http),
            payout=amount_of(t["payoutAmount"], http),
            played_at=parse_time(t.get("settledAt") or t.get("createdAt"), http),
        )

    if not isinstance(txns, list):
        raise http.protocol_error("txns is not a list")
    return read_rows(txns, http, read, key="id")


def settled_bets(txns: object, http: UpstreamHttp) -> list[UpstreamBet]:
    """The settled rounds of a list of type A txns, from the bet history or a callback alike
    (the round's identity is the txn `id` in both); an unreadable txn is a protocol error."""
    bets, unreadable = read_txns(txns, http)
    if unreadable:
        raise http.protocol_error(f"unreadable txn: {unreadable[0].reason}")
    return bets
