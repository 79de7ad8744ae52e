"""A stateful property test of the promotion engine: random sequences of reserving, depositing,
approving, playing real rounds at the demo game upstream, staff wins and losses, withdrawing,
deciding withdrawals, manual grants, clearing and staff ends, with the ledger's invariants,
a model of the credit, and the promotion money's own balance checked after every step:

    bonus granted = bonus still in the wallet (the active claim's) + seized + lost in play

where a seizure at a capped withdrawal (turnover_met) may take winnings too, so "lost" is
checked on the claims that did not end that way."""

from __future__ import annotations

import asyncio
from collections import Counter
from decimal import Decimal
from pathlib import Path
from typing import Any

import httpx
from hypothesis import HealthCheck, Phase, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule
from sqlalchemy import func, select

from promptplay.app import build_context, create_app
from promptplay.cli import upgrade_database
from promptplay.games.registry import close_upstreams
from promptplay.games.sweeper import sync_catalogues
from promptplay.models import BankTransaction, PlayerPromotion
from tests.conftest import make_settings
from tests.factories import ledger_problems, make_cashier_agent, registered_player, staff_token
from tests.games.conftest import Table, some_game, upstream_username

from .conftest import BASE_PROMOTION, dec, player_id, promotion_book

# Promotions like the demo agent's: each type's own terms, slots or every game.
SLOTS = [{"category": "slot", "providers": ["all"]}]
PROMOTIONS: list[dict[str, Any]] = [
    {  # normal: 50 % up to 300, turnover of the credit itself, at most 400 goes
        "promotionTypeId": 1,
        "bonusPercent": 50,
        "bonusMaximum": 300,
        "minimumDeposit": 50,
        "turnType": 2,
        "turn": 1,
        "maximumWithdraw": 400,
        "gameConfig": SLOTS,
    },
    {  # onetime: 100 for 150 played, no cap
        "promotionTypeId": 3,
        "bonusType": "fixed",
        "bonusAmount": 100,
        "turnType": 1,
        "turn": 150,
        "turnBasis": 2,
        "maximumWithdraw": 0,
    },
    {  # stack top-up: 20 at 200 of the day, 60 more at 600
        "promotionTypeId": 7,
        "bonusType": "fixed",
        "stackTiers": [{"deposit": 200, "bonus": 20}, {"deposit": 600, "bonus": 60}],
        "turnType": 1,
        "turn": 300,
        "maximumWithdraw": 2,
        "promotionWithdrawType": 2,
        "gameConfig": SLOTS,
    },
    {  # first of the day: 30, nothing to turn, twice the deposit at most
        "promotionTypeId": 8,
        "bonusType": "fixed",
        "bonusAmount": 30,
        "minimumDeposit": 10,
        "turnType": 1,
        "turn": 0,
        "promotionWithdrawType": 2,
        "maximumWithdraw": 2,
    },
]
MANUAL = {"promotionTypeId": 9, "bonusType": "fixed", "turnType": 1, "turn": 0}

# What the examples went through, printed at the end (`pytest -s`) to see the rules reached.
SEEN: Counter[str] = Counter()


def event(what: str) -> None:
    SEEN[what] += 1


deposits = st.integers(min_value=10, max_value=1500)
choices = st.sampled_from([None, 0, 1, 2, 3, "keep"])
bets = st.sampled_from(["1.00", "5.00", "25.00"])


class Promotions(RuleBasedStateMachine):
    """One player, one member of staff, the demo game upstream; the model is the credit."""

    def __init__(self, database_url: str, var_dir: Path, games_url: str) -> None:
        super().__init__()
        self.loop = asyncio.new_event_loop()
        self.ctx = build_context(
            make_settings(
                database_url,
                var_dir,
                game_upstream_url=games_url,
                game_upstream_timeout=3,
                game_callback_url="off",
            )
        )
        self.games_url = games_url
        self.credit = Decimal(0)
        self.pending_deposit: tuple[int, Decimal] | None = None
        self.pending_withdrawals: dict[int, Decimal] = {}
        self.run(self._setup())

    def run(self, coroutine):  # type: ignore[no-untyped-def]
        return self.loop.run_until_complete(coroutine)

    async def _setup(self) -> None:
        self.cashier = await make_cashier_agent(
            self.ctx, minimum_deposit=10_00, minimum_withdraw=1_00, turn=Decimal(0)
        )
        await sync_catalogues(self.ctx, only_empty=True)
        transport = httpx.ASGITransport(app=create_app(context=self.ctx))
        self.client = httpx.AsyncClient(
            transport=transport, base_url=f"http://{self.cashier.agent.host}"
        )
        self.demo = httpx.AsyncClient(base_url=self.games_url, timeout=10)
        self.staff = await staff_token(self.client, self.cashier)
        self.promotions = []
        for fields in PROMOTIONS:
            self.promotions.append(await self._promotion(fields))
        self.manual = await self._promotion(MANUAL)
        self.player = await registered_player(self.client, self.cashier.agent)
        self.pid = player_id(self.player)
        self.table = Table(self.ctx, self.cashier, self.client, self.staff)
        self.game = await some_game(self.table, "PGS")

    async def _promotion(self, fields: dict[str, Any]) -> dict[str, Any]:
        response = await self.client.post(
            "/api/backoffice/promotions", json={**BASE_PROMOTION, **fields}, headers=self.staff
        )
        assert response.status_code == 200, response.text
        return response.json()["data"]

    def teardown(self) -> None:
        self.run(self.client.aclose())
        self.run(self.demo.aclose())
        self.run(close_upstreams(self.ctx))
        self.run(self.ctx.db.dispose())
        self.loop.close()

    # ----- calls ---------------------------------------------------------------------------

    def post(self, url: str, body: Any = None, staff: bool = False) -> httpx.Response:
        headers = self.staff if staff else self.player.auth
        return self.run(self.client.post(url, json=body, headers=headers))

    def data(self, url: str, body: Any = None, staff: bool = False) -> Any:
        response = self.post(url, body, staff)
        assert response.status_code == 200, response.text
        return response.json()["data"]

    def code(self, response: httpx.Response) -> str:
        if response.status_code == 200:
            return "ok"
        return response.json()["error"]["message"]["errorCode"]

    def wallet(self) -> dict[str, Any]:
        return self.data("/api/player/wallet")

    def active(self) -> dict[str, Any] | None:
        return self.data("/api/promotionManager/currentPromotion")

    def granted(self) -> int:
        return self.run(promotion_book(self.ctx, self.cashier.agent.id)).granted

    # ----- rules ---------------------------------------------------------------------------

    @precondition(lambda self: self.pending_deposit is None)
    @rule(amount=deposits, choice=choices)
    def deposit(self, amount: int, choice: int | str | None) -> None:
        self._reserve(choice)
        response = self.post(
            "/api/bank/transaction",
            {"bankAccountId": self.cashier.deposit_account_id, "type": "DEPOSIT", "amount": amount},
        )
        assert response.status_code == 200, response.text
        self.pending_deposit = (response.json()["data"]["transaction"]["id"], Decimal(amount))

    @precondition(lambda self: self.pending_deposit is None)
    @rule(amount=deposits, choice=choices)
    def deposit_and_approve(self, amount: int, choice: int | str | None) -> None:
        self.deposit(amount, choice)
        self.approve_deposit()

    def _reserve(self, choice: int | str | None) -> None:
        if choice == "keep":
            return
        body: dict[str, Any] = {"getPromotion": choice is not None}
        if isinstance(choice, int):
            body["promotionId"] = self.promotions[choice]["id"]
        answer = self.post("/api/promotionManager/reserve", body)
        assert self.code(answer) in ("ok", "0066"), answer.text
        if self.code(answer) == "0066" and self.active() is None:
            # Refused without an active promotion: the type's own rule says why.
            reason = answer.json()["error"]["message"]["systemMsg"]
            assert reason in ("used", "used_today", "not_first_today"), reason

    @precondition(lambda self: self.pending_deposit is not None)
    @rule()
    def approve_deposit(self) -> None:
        assert self.pending_deposit is not None
        tx_id, amount = self.pending_deposit
        before, claim_before = self.granted(), self.active()
        response = self.post(f"/api/backoffice/transactions/{tx_id}/approve", staff=True)
        assert response.status_code == 200, response.text
        bonus = Decimal(self.granted() - before) / 100
        self.credit += amount + bonus
        self.pending_deposit = None
        claim = self.active()
        if claim_before is not None and claim is not None:
            # A deposit on a running promotion joins it (a stack top-up may unlock a tier).
            assert claim["bonusId"] == claim_before["bonusId"]
            assert dec(claim["cashPromotion"]) >= dec(claim_before["cashPromotion"]) + amount
        elif bonus:
            assert claim is not None and dec(claim["bonus"]) == bonus
            event(f"claimed type {claim['promotion']['promotionTypeId']}")

    @precondition(lambda self: self.pending_deposit is not None)
    @rule()
    def cancel_deposit(self) -> None:
        assert self.pending_deposit is not None
        tx_id = self.pending_deposit[0]
        response = self.run(
            self.client.delete(
                f"/api/bank/transaction?transactionId={tx_id}", headers=self.player.auth
            )
        )
        assert response.status_code == 200, response.text
        self.pending_deposit = None

    @precondition(lambda self: self.credit >= 1)
    @rule(count=st.integers(min_value=1, max_value=4), bet=bets)
    def play(self, count: int, bet: str) -> None:
        """Real rounds: the credit to the upstream, rounds of a slot there, the credit home
        (which records the rounds)."""
        before = self.active()
        stake = min(Decimal(bet), self.credit.quantize(Decimal("0.01")))
        adjust = "/api/ambSuperApi/transfer/checkAndAdjustBalance"
        self.data(adjust, {"direction": "toProvider"})
        answer = self.run(
            self.demo.post(
                "/demo/rounds",
                json={
                    "operator": self.cashier.agent.prefix.lower(),
                    "username": upstream_username(self.table, self.player),
                    "productId": "PGS",
                    "gameCode": self.game,
                    "bet": f"{stake:.2f}",
                    "count": count,
                },
            )
        )
        assert answer.status_code == 200, answer.text
        rows = answer.json()["rows"]
        back = self.data(adjust, {"direction": "toWallet"})
        played = sum(Decimal(r["bet"]) for r in rows)
        net = sum(Decimal(r["payout"]) - Decimal(r["bet"]) for r in rows)
        self.credit += net
        assert dec(back["wallet"]["creditBalance"]) == self.credit
        event("played with a promotion" if before is not None else "played")
        after = self.active()
        if before is None:
            assert after is None
            return
        if after is not None:
            assert after["bonusId"] == before["bonusId"]
            assert dec(after["totalTurnOver"]) == dec(before["totalTurnOver"]) + played
        else:  # ended by the rounds: only when the credit fell under the threshold
            ended = self.data("/api/promotionManager/history")[0]
            assert ended["bonusId"] == before["bonusId"]
            assert ended["endReason"] == "credit_below_threshold"
            assert self.credit < 5 and dec(ended["seized"]) == 0
            event("ended: credit_below_threshold")

    @rule(amount=st.integers(min_value=-1500, max_value=1500).filter(bool))
    def staff_adjust(self, amount: int) -> None:
        """A win (or a loss) booked by staff: quicker than rounds, with any size."""
        change = max(Decimal(amount), -self.credit)
        if change == 0:
            return
        response = self.post(
            f"/api/backoffice/players/{self.pid}/adjust",
            {"amount": str(change), "reason": "play"},
            staff=True,
        )
        assert response.status_code == 200, response.text
        self.credit += change

    @rule(amount=st.integers(min_value=1, max_value=2000))
    def withdraw(self, amount: int) -> None:
        shown = self.data("/api/bank/withdrawable")
        before = self.active()
        allowed = dec(shown["withdrawable"])
        response = self.post(
            "/api/bank/transaction",
            {
                "bankAccountId": self.player.user["player"]["bankAccountId"],
                "type": "WITHDRAW",
                "amount": amount,
            },
        )
        if amount > allowed:
            assert self.code(response) == "0050", response.text
            return
        assert response.status_code == 200, response.text
        tx = response.json()["data"]["transaction"]
        seized = dec(tx["seizedAmount"])
        if before is None:
            assert seized == 0
        else:  # the promotion ends; what the cap leaves out goes back to the agent
            assert seized == self.credit - allowed
            assert self.active() is None
            ended = self.data("/api/promotionManager/history")[0]
            assert (ended["bonusId"], ended["endReason"]) == (before["bonusId"], "turnover_met")
            event(f"ended: turnover_met, seized {'some' if seized else 'none'}")
        self.credit -= Decimal(amount) + seized
        self.pending_withdrawals[tx["id"]] = Decimal(amount)

    @precondition(lambda self: self.pending_withdrawals)
    @rule(data=st.data(), pay=st.booleans())
    def decide_withdrawal(self, data: st.DataObject, pay: bool) -> None:
        tx_id = data.draw(st.sampled_from(sorted(self.pending_withdrawals)))
        amount = self.pending_withdrawals.pop(tx_id)
        if pay:
            response = self.post(f"/api/backoffice/transactions/{tx_id}/approve", staff=True)
        else:
            response = self.post(
                f"/api/backoffice/transactions/{tx_id}/reject", {"reason": "refused"}, staff=True
            )
            self.credit += amount
        assert response.status_code == 200, response.text

    @rule(by_staff=st.booleans())
    def clear(self, by_staff: bool) -> None:
        before = self.active()
        wallet = self.wallet()
        if by_staff:
            if before is None:
                return
            response = self.post(
                f"/api/backoffice/players/{self.pid}/promotions/{before['bonusId']}/end",
                {"remark": "ended"},
                staff=True,
            )
        else:
            response = self.post("/api/promotionManager/clear/manual", {})
        if before is None:
            assert self.code(response) == "0067", response.text
            return
        assert response.status_code == 200, response.text
        ended = response.json()["data"]
        ended = ended.get("playerPromotion", ended)
        seized = dec(ended["seized"])
        assert seized == min(dec(wallet["creditPromotion"]), dec(wallet["creditBalance"]))
        self.credit -= seized
        assert self.active() is None
        event(f"ended: {ended['endReason']}")

    @rule(bonus=st.integers(min_value=1, max_value=500))
    def grant(self, bonus: int) -> None:
        before = self.active()
        response = self.post(
            f"/api/backoffice/players/{self.pid}/promotions",
            {"promotionId": self.manual["id"], "bonus": bonus, "turnOverManual": 100},
            staff=True,
        )
        if before is not None:
            assert self.code(response) == "0066", response.text
            return
        assert response.status_code == 200, response.text
        self.credit += bonus
        event("granted by staff")

    # ----- invariants ------------------------------------------------------------------------

    @invariant()
    def ledger_balances_and_wallet_matches_model(self) -> None:
        assert self.run(ledger_problems(self.ctx)) == []
        wallet = self.wallet()
        assert dec(wallet["creditBalance"]) == self.credit
        assert dec(wallet["gameCredit"]) == 0

    @invariant()
    def bonus_granted_is_kept_seized_or_lost(self) -> None:
        book = self.run(promotion_book(self.ctx, self.cashier.agent.id))
        claims, capped = self.run(self._claims())
        assert book.account == book.seized - book.granted
        assert book.granted == sum(c.bonus for c in claims)
        assert book.seized == sum(c.seized for c in claims)
        wallet = self.wallet()
        credit = round(dec(wallet["creditBalance"]) * 100)
        kept = 0
        for claim in claims:
            if claim.status_code == "0005":
                held = round(dec(wallet["creditPromotion"]) * 100)
                assert held == claim.bonus
                kept = min(held, credit)
            elif claim.end_reason in ("cleared_by_player", "ended_by_staff"):
                assert claim.seized <= claim.bonus  # only the bonus is forfeited
            elif claim.end_reason == "credit_below_threshold":
                assert claim.seized == 0
        # A capped withdrawal's seizure is the withdrawals' seized amounts, winnings included.
        turnover_met = [c for c in claims if c.end_reason == "turnover_met"]
        assert sum(c.seized for c in turnover_met) == capped
        lost = book.granted - kept - book.seized
        others = [c for c in claims if c.end_reason != "turnover_met"]
        assert sum(c.bonus - c.seized for c in others) - kept >= 0, (lost, kept)

    async def _claims(self) -> tuple[list[PlayerPromotion], int]:
        async with self.ctx.db.read() as session:
            claims = list(
                (
                    await session.execute(
                        select(PlayerPromotion).where(PlayerPromotion.player_id == self.pid)
                    )
                ).scalars()
            )
            capped = (
                await session.execute(
                    select(func.coalesce(func.sum(BankTransaction.seized_amount), 0)).where(
                        BankTransaction.player_id == self.pid
                    )
                )
            ).scalar_one()
        return claims, int(capped)


def test_promotion_state_machine(database_url: str, tmp_path: Path, demo_games_url: str) -> None:
    if database_url.startswith("sqlite"):
        # A file of its own: the state machine runs on its own event loop.
        database_url = f"sqlite+aiosqlite:///{tmp_path / 'stateful.db'}"
        upgrade_database(make_settings(database_url, tmp_path))

    class Machine(Promotions):
        def __init__(self) -> None:
            super().__init__(database_url, tmp_path, demo_games_url)

    Machine.TestCase.settings = settings(
        max_examples=8,
        stateful_step_count=25,
        deadline=None,
        suppress_health_check=list(HealthCheck),
        # A failure is printed as it was found: shrinking replays whole machines (several HTTP
        # calls and real rounds a step) for minutes.
        phases=[Phase.explicit, Phase.reuse, Phase.generate],
    )
    SEEN.clear()
    Machine.TestCase().runTest()
    print("promotion state machine:", dict(sorted(SEEN.items())))
