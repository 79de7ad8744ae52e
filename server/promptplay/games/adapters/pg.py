"""Type B: a PG-style wallet API (PROVIDERS.md; docs/games.md §2 "Type B")."""

from __future__ import annotations

from decimal import Decimal
from typing import Any
from urllib.parse import urlencode

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
    "1034": "invalid",
    "1200": "unauthorized",
    "1300": "not_found",
    "3004": "member_not_found",
    "3005": "member_not_found",
    "3202": "insufficient",
    "3040": "duplicate",
    "3041": "not_found",
}


class PgSoftApi(GameUpstream):
    family = "pg"

    def _data(self, response: httpx.Response) -> Any:
        try:
            body = response.json()
        except ValueError as exc:
            raise self.http.protocol_error("not JSON") from exc
        if not isinstance(body, dict) or "data" not in body:
            raise self.http.protocol_error("no data in the answer")
        error = body.get("error")
        if error:
            raise self.refused(_REFUSALS, error.get("code"), error.get("message"))
        return body["data"]

    async def _call(self, path: str, key: str | None = None, **fields: str) -> Any:
        form = {
            "operator_token": self.credentials.username,
            "secret_key": self.credentials.api_key,
            **fields,
        }
        return self._data(await self.http.request("POST", path, key=key, form=form))

    async def products(self) -> list[UpstreamProduct]:
        return products_of(await self._call("/pg/Product/List"), self.http, code="productId")

    async def games(self, product: str | None = None) -> list[UpstreamGame]:
        fields = {"product_id": product} if product else {}
        return games_of(
            await self._call("/pg/Game/List", **fields),
            self.http,
            code="gameCode",
            name="gameName",
            engine="engine",
            image="img",
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
        data = await self._call("/pg/Player/LoginSession", player_name=username)
        session = data.get("player_session") if isinstance(data, dict) else None
        if not session:
            raise self.http.protocol_error("LoginSession without a player_session")
        query = urlencode(
            {
                "language": lang,
                "operator_token": self.credentials.username,
                "operator_player_session": session,
                "mobile": "1" if mobile else "0",
            }
        )
        return f"{self.http.base_url}/pg/{game_code}/index.html?{query}"

    async def _balance(self, username: str, currency: str) -> Decimal:
        data = await self._call("/pg/Cash/Get", player_name=username)
        return amount_of(data.get("balance_amount"), self.http)

    async def transfer(
        self,
        *,
        username: str,
        amount: Decimal,
        reference: str,
        direction: Direction,
        currency: str,
    ) -> TransferResult:
        signed = format_amount(amount) if direction == "in" else "-" + format_amount(amount)
        data = await self._call(
            "/pg/Cash/TransferInOut",
            key=reference,
            player_name=username,
            amount=signed,
            transfer_reference=reference,
            currency=currency,
        )
        return TransferResult(
            str(data.get("transaction_id")), amount_of(data.get("balance_amount"), self.http)
        )

    async def _transfer_status(self, reference: str) -> TransferResult:
        data = await self._call(
            "/pg/Cash/TransferStatus", key=reference, transfer_reference=reference
        )
        amount = data.get("amount")
        return TransferResult(
            str(data.get("transaction_id")),
            None,
            # Signed on this protocol (+ in, − out): what moved is its size.
            abs(amount_of(amount, self.http)) if amount is not None else None,
        )

    async def bets(self, cursor: str | None, limit: int = 500) -> BetPage:
        rows = await self._call("/pg/Bet/GetHistory", row_version=cursor or "0", count=str(limit))
        if rows is None:
            rows = []

        def read(r: Any) -> UpstreamBet:
            return UpstreamBet(
                round_key=str(r["betId"]),
                username=str(r["playerName"]),
                product=str(r["productId"]),
                game_code=str(r["gameId"]),
                category=r.get("category"),
                bet=amount_of(r["betAmount"], self.http),
                payout=amount_of(r["winAmount"], self.http),
                played_at=parse_time(r["betTime"], self.http),
            )

        bets, unreadable = read_rows(rows, self.http, read, key="betId")
        # Past every row whose version can be read, the unreadable ones included.
        last = max(filter(None, (_row_version(r) for r in rows)), default=None)
        return BetPage(bets, str(last) if last is not None else None, unreadable)


def _row_version(row: Any) -> int | None:
    try:
        return int(row["rowVersion"])
    except (KeyError, TypeError, ValueError):
        return None
