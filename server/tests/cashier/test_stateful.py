"""A stateful property test of the cashier: random sequences of deposit, approve, reject,
withdraw, pay, refuse, cancel and expire, with the ledger's invariants and a model of the
wallet checked after every step."""

from __future__ import annotations

import asyncio
from datetime import timedelta
from decimal import Decimal
from pathlib import Path

import httpx
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule
from sqlalchemy import update

from promptplay.app import build_context, create_app
from promptplay.cli import upgrade_database
from promptplay.core.clock import utcnow
from promptplay.models import BankTransaction
from tests.conftest import make_settings
from tests.factories import (
    ledger_problems,
    make_cashier_agent,
    registered_player,
    staff_token,
)

amounts = st.integers(min_value=1, max_value=2_000).map(lambda n: Decimal(n) / 4)


class Cashier(RuleBasedStateMachine):
    """One player, one member of staff; the model is what the wallet must say."""

    def __init__(self, database_url: str, var_dir: Path) -> None:
        super().__init__()
        self.loop = asyncio.new_event_loop()
        self.ctx = build_context(make_settings(database_url, var_dir))
        self.credit = Decimal(0)
        self.pending_deposit: tuple[int, Decimal] | None = None
        self.pending_withdrawals: dict[int, Decimal] = {}
        self.run(self._setup())

    def run(self, coroutine):  # type: ignore[no-untyped-def]
        return self.loop.run_until_complete(coroutine)

    async def _setup(self) -> None:
        self.cashier = await make_cashier_agent(
            self.ctx, minimum_deposit=1, minimum_withdraw=1, turn=Decimal(0)
        )
        transport = httpx.ASGITransport(app=create_app(context=self.ctx))
        self.client = httpx.AsyncClient(
            transport=transport, base_url=f"http://{self.cashier.agent.host}"
        )
        self.staff = await staff_token(self.client, self.cashier)
        self.player = await registered_player(self.client, self.cashier.agent)
        self.own_account = self.player.user["player"]["bankAccountId"]

    def teardown(self) -> None:
        self.run(self.client.aclose())
        self.run(self.ctx.db.dispose())
        self.loop.close()

    def post(self, url: str, body=None, staff: bool = False):  # type: ignore[no-untyped-def]
        headers = self.staff if staff else self.player.auth
        return self.run(self.client.post(url, json=body, headers=headers))

    @precondition(lambda self: self.pending_deposit is None)
    @rule(amount=amounts)
    def deposit(self, amount: Decimal) -> None:
        response = self.post(
            "/api/bank/transaction",
            {
                "bankAccountId": self.cashier.deposit_account_id,
                "type": "DEPOSIT",
                "amount": str(amount),
            },
        )
        assert response.status_code == 200, response.text
        self.pending_deposit = (response.json()["data"]["transaction"]["id"], amount)

    @precondition(lambda self: self.pending_deposit is not None)
    @rule()
    def approve_deposit(self) -> None:
        assert self.pending_deposit is not None
        tx_id, amount = self.pending_deposit
        response = self.post(f"/api/backoffice/transactions/{tx_id}/approve", staff=True)
        assert response.json()["data"]["status"] == "0000", response.text
        self.credit += amount
        self.pending_deposit = None

    @precondition(lambda self: self.pending_deposit is not None)
    @rule(decision=st.sampled_from(["reject", "cancel", "expire"]))
    def end_deposit(self, decision: str) -> None:
        assert self.pending_deposit is not None
        tx_id = self.pending_deposit[0]
        if decision == "reject":
            response = self.post(
                f"/api/backoffice/transactions/{tx_id}/reject",
                {"reason": "no transfer"},
                staff=True,
            )
            expected = "0002"
        elif decision == "cancel":
            response = self.run(
                self.client.delete(
                    f"/api/bank/transaction?transactionId={tx_id}", headers=self.player.auth
                )
            )
            expected = "0004"
        else:
            self.run(self._backdate(tx_id))
            response = self.post(f"/api/bank/transaction/{tx_id}/expired")
            expected = "0005"
        assert response.json()["data"]["status"] == expected, response.text
        self.pending_deposit = None

    async def _backdate(self, tx_id: int) -> None:
        async with self.ctx.db.write() as session:
            await session.execute(
                update(BankTransaction)
                .where(BankTransaction.id == tx_id)
                .values(expires_at=utcnow() - timedelta(seconds=1))
            )

    @rule(amount=amounts)
    def withdraw(self, amount: Decimal) -> None:
        response = self.post(
            "/api/bank/transaction",
            {"bankAccountId": self.own_account, "type": "WITHDRAW", "amount": str(amount)},
        )
        if amount <= self.credit and self.credit > Decimal("0.01"):
            assert response.status_code == 200, response.text
            self.pending_withdrawals[response.json()["data"]["transaction"]["id"]] = amount
            self.credit -= amount
        else:
            assert response.json()["error"]["message"]["errorCode"] == "0050", response.text

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
        again = self.post(f"/api/backoffice/transactions/{tx_id}/approve", staff=True)
        assert again.json()["error"]["message"]["errorCode"] == "0051"

    @invariant()
    def ledger_balances_and_wallet_matches_model(self) -> None:
        assert self.run(ledger_problems(self.ctx)) == []
        wallet = self.post("/api/player/wallet").json()["data"]
        assert Decimal(str(wallet["creditBalance"])) == self.credit


def test_cashier_state_machine(database_url: str, tmp_path: Path) -> None:
    if database_url.startswith("sqlite"):
        # A file of its own: the state machine runs on its own event loop.
        database_url = f"sqlite+aiosqlite:///{tmp_path / 'stateful.db'}"
        upgrade_database(make_settings(database_url, tmp_path))

    class Machine(Cashier):
        def __init__(self) -> None:
            super().__init__(database_url, tmp_path)

    Machine.TestCase.settings = settings(
        max_examples=15,
        stateful_step_count=25,
        deadline=None,
        suppress_health_check=list(HealthCheck),
    )
    Machine.TestCase().runTest()
