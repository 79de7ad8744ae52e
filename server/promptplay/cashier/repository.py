"""Every statement of the cashier: a player's money as a request reads it, the requests
(`bank_transaction`), the payment incidents, and the staff's credit adjustments on the
`Direct` path."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any

from sqlalchemy import and_, func, or_, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from ..core.db import Database, Direct, column_list, insert_of
from ..models import (
    Agent,
    AuditLog,
    Bank,
    BankAccount,
    BankTransaction,
    Country,
    PaymentIncident,
    Player,
    Wallet,
)
from ..player.wallets import PlayerWallets
from .schemas import EXPIRED, PENDING


class CashierRepository(PlayerWallets):
    # ----- the player's money ------------------------------------------------------------

    async def account(
        self, agent_id: int, user_id: int, *, lock: bool = False
    ) -> tuple[Agent, Country, Player, Wallet] | None:
        """The agent, its country, the player and the wallet; `lock` holds the wallet row
        until the transaction ends."""
        statement = (
            select(Agent, Country, Player, Wallet)
            .join(Country, Country.id == Agent.country_id)
            .join(Player, Player.agent_id == Agent.id)
            .join(Wallet, Wallet.player_id == Player.id)
            .where(Agent.id == agent_id, Player.user_id == user_id)
        )
        if lock:
            statement = statement.with_for_update(of=Wallet)
        row = (await self.session.execute(statement)).first()
        return None if row is None else (row[0], row[1], row[2], row[3])

    async def cash_balance(self, wallet_id: int) -> int:
        statement = select(Wallet.cash_balance).where(Wallet.id == wallet_id)
        return (await self.session.execute(statement)).scalar_one()

    async def count_cash_in(self, wallet_id: int, amount: int) -> None:
        await self.session.execute(
            update(Wallet)
            .where(Wallet.id == wallet_id)
            .values(cash_in=Wallet.cash_in + amount, version=Wallet.version + 1)
        )

    async def count_cash_out(self, wallet_id: int, amount: int) -> None:
        await self.session.execute(
            update(Wallet)
            .where(Wallet.id == wallet_id)
            .values(cash_out=Wallet.cash_out + amount, version=Wallet.version + 1)
        )

    async def bank_account(self, account_id: int) -> BankAccount | None:
        return await self.session.get(BankAccount, account_id)

    async def bank_account_with_bank(self, account_id: int) -> tuple[BankAccount, Bank] | None:
        """A bank account (the agent's or a player's) with its bank."""
        statement = (
            select(BankAccount, Bank)
            .join(Bank, Bank.id == BankAccount.bank_id)
            .where(BankAccount.id == account_id)
        )
        row = (await self.session.execute(statement)).first()
        return (row[0], row[1]) if row else None

    async def known_bank_codes(self, codes: Sequence[str]) -> set[str]:
        """Which of these bank codes are banks we know (and have an icon for)."""
        statement = select(Bank.code).where(Bank.code.in_(codes))
        return set((await self.session.execute(statement)).scalars())

    # ----- requests ----------------------------------------------------------------------

    async def transaction(self, transaction_id: int) -> BankTransaction | None:
        """A request as the database holds it now."""
        return await self.session.get(BankTransaction, transaction_id, populate_existing=True)

    async def transactions(
        self, *conditions: Any, limit: int, oldest_first: bool = False
    ) -> list[tuple[BankTransaction, BankAccount | None, Bank | None]]:
        """Requests with their bank accounts, in one statement, newest first by default."""
        statement = (
            select(BankTransaction, BankAccount, Bank)
            .outerjoin(BankAccount, BankAccount.id == BankTransaction.bank_account_id)
            .outerjoin(Bank, Bank.id == BankAccount.bank_id)
            .where(*conditions)
            .order_by(BankTransaction.id.asc() if oldest_first else BankTransaction.id.desc())
            .limit(limit)
        )
        return [(tx, acc, bank) for tx, acc, bank in (await self.session.execute(statement)).all()]

    async def player_transactions(
        self, player_id: int, since: datetime, until: datetime, channel: str | None, limit: int
    ) -> list[tuple[BankTransaction, BankAccount | None, Bank | None]]:
        """A player's requests made in [since, until), of one channel or all."""
        conditions = [
            BankTransaction.player_id == player_id,
            BankTransaction.created_at >= since,
            BankTransaction.created_at < until,
        ]
        if channel is not None:
            conditions.append(BankTransaction.channel == channel)
        return await self.transactions(*conditions, limit=limit)

    async def pending_deposit(self, player_id: int, channel: str) -> BankTransaction | None:
        statement = select(BankTransaction).where(
            BankTransaction.player_id == player_id,
            BankTransaction.type == "DEPOSIT",
            BankTransaction.channel == channel,
            BankTransaction.status == PENDING,
        )
        return (await self.session.execute(statement)).scalar_one_or_none()

    async def open_gateway_orders(self, agent_id: int) -> int:
        statement = (
            select(func.count())
            .select_from(BankTransaction)
            .where(
                BankTransaction.agent_id == agent_id,
                BankTransaction.channel == "GATEWAY",
                BankTransaction.status == PENDING,
            )
        )
        return (await self.session.execute(statement)).scalar_one()

    async def gateway_transaction(self, merchant_ref: str) -> BankTransaction | None:
        statement = select(BankTransaction).where(
            BankTransaction.channel == "GATEWAY", BankTransaction.reference == merchant_ref
        )
        return (await self.session.execute(statement)).scalar_one_or_none()

    async def add(self, tx: BankTransaction) -> BankTransaction:
        self.session.add(tx)
        await self.session.flush()
        return tx

    async def change(self, tx: BankTransaction, **values: Any) -> BankTransaction:
        """Write these columns of one request now (its `updated_at` moves with them)."""
        for name, value in values.items():
            setattr(tx, name, value)
        await self.session.flush()
        return tx

    async def close(
        self,
        tx: BankTransaction,
        values: dict[str, Any],
        *,
        from_status: str,
        expect_type: str,
    ) -> bool:
        """One conditional UPDATE from `from_status`; False when another decision got there
        first. `tx` is read again when it wins."""
        result = await self.session.execute(
            update(BankTransaction)
            .where(
                BankTransaction.id == tx.id,
                BankTransaction.status == from_status,
                BankTransaction.type == expect_type,
            )
            .values(values)
            .returning(BankTransaction.id)
        )
        if result.first() is None:
            return False
        await self.session.refresh(tx)
        return True

    async def expire_due(self, now: datetime, channels: Sequence[str]) -> list[BankTransaction]:
        """Pending deposits of these channels whose time has passed, now 0005."""
        rows = await self.session.execute(
            update(BankTransaction)
            .where(
                BankTransaction.status == PENDING,
                BankTransaction.type == "DEPOSIT",
                BankTransaction.channel.in_(channels),
                BankTransaction.expires_at <= now,
            )
            .values(status=EXPIRED, updated_at=now)
            .returning(BankTransaction.id)
        )
        ids = [row[0] for row in rows]
        if not ids:
            return []
        found = await self.session.execute(
            select(BankTransaction)
            .where(BankTransaction.id.in_(ids))
            .execution_options(populate_existing=True)
        )
        return list(found.scalars())

    async def note_upstream_status(self, transaction_id: int, status: str) -> None:
        """What the upstream last said of a request closed here, once."""
        await self.session.execute(
            update(BankTransaction)
            .where(BankTransaction.id == transaction_id, BankTransaction.upstream_status.is_(None))
            .values(upstream_status=status[:16])
        )

    async def awaiting_upstream(
        self, now: datetime, settle_after: Any, late_window: Any, limit: int = 100
    ) -> list[tuple[BankTransaction, str | None]]:
        """Voucher and gateway requests whose answer is overdue, and gateway deposits that
        expired here while their order may still be paid, none with an open incident; each
        with its agent's TrueMoney wallet."""
        has_incident = (
            select(PaymentIncident.id)
            .where(
                PaymentIncident.bank_transaction_id == BankTransaction.id,
                PaymentIncident.status == "open",
            )
            .exists()
        )
        waiting = and_(
            BankTransaction.status == PENDING,
            BankTransaction.channel.in_(("TRUEMONEY", "GATEWAY")),
            BankTransaction.created_at <= now - settle_after,
        )
        expired_here = and_(
            BankTransaction.status == EXPIRED,
            BankTransaction.channel == "GATEWAY",
            BankTransaction.type == "DEPOSIT",
            BankTransaction.upstream_status.is_(None),
            BankTransaction.updated_at <= now - settle_after,
            BankTransaction.created_at >= now - late_window,
            # The gateway's order has closed too (its own expiry, our expiry before it).
            or_(BankTransaction.expires_at.is_(None), BankTransaction.expires_at <= now),
        )
        statement = (
            select(BankTransaction, Agent.truemoney_mobile)
            .join(Agent, Agent.id == BankTransaction.agent_id)
            .where(or_(waiting, expired_here), ~has_incident)
            .order_by(BankTransaction.id)
            .limit(limit)
        )
        return [(tx, mobile) for tx, mobile in (await self.session.execute(statement)).all()]

    # ----- the staff's record ------------------------------------------------------------

    def audit(
        self,
        *,
        agent_id: int,
        staff_user_id: int,
        staff_username: str,
        action: str,
        target_type: str,
        target_id: int,
        detail: dict[str, Any],
    ) -> None:
        self.session.add(
            AuditLog(
                agent_id=agent_id,
                staff_user_id=staff_user_id,
                staff_username=staff_username,
                action=action,
                target_type=target_type,
                target_id=target_id,
                detail=detail,
            )
        )


async def deposits_due(db: Database, now: datetime) -> bool:
    """Whether any pending deposit's time has passed: on a plain connection, so that the
    usual answer (none) takes no write transaction and no writer lock."""
    statement = (
        select(BankTransaction.id)
        .where(
            BankTransaction.status == PENDING,
            BankTransaction.type == "DEPOSIT",
            BankTransaction.expires_at <= now,
        )
        .limit(1)
    )
    async with db.connect() as connection:
        return (await connection.execute(statement)).first() is not None


class IncidentRepository:
    """Payment incidents: one per request and kind."""

    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def open(
        self,
        tx: BankTransaction,
        kind: str,
        *,
        reference: str,
        amount: int | None,
        currency: str | None,
        detail: dict[str, Any],
        created_at: datetime,
    ) -> None:
        """A new open incident; the same kind seen again for the same request is kept once."""
        await self.session.execute(
            insert_of(self.session)(PaymentIncident)
            .values(
                agent_id=tx.agent_id,
                bank_transaction_id=tx.id,
                channel=tx.channel,
                kind=kind,
                reference=reference,
                amount=amount,
                currency_code=currency,
                detail=detail,
                status="open",
                created_at=created_at,
            )
            .on_conflict_do_nothing()
        )

    async def of_agent(self, agent_id: int, limit: int = 200) -> list[PaymentIncident]:
        """Open ones first, newest first."""
        statement = (
            select(PaymentIncident)
            .where(PaymentIncident.agent_id == agent_id)
            .order_by((PaymentIncident.status == "open").desc(), PaymentIncident.id.desc())
            .limit(limit)
        )
        return list((await self.session.execute(statement)).scalars())

    async def get(self, incident_id: int) -> PaymentIncident | None:
        return await self.session.get(PaymentIncident, incident_id, populate_existing=True)

    async def claim(self, incident_id: int, **resolution: Any) -> bool:
        """Open → resolved with `resolution`, by one conditional UPDATE: False when another
        resolution got there first."""
        claimed = await self.session.execute(
            update(PaymentIncident)
            .where(PaymentIncident.id == incident_id, PaymentIncident.status == "open")
            .values(status="resolved", **resolution)
            .returning(PaymentIncident.id)
        )
        return claimed.first() is not None

    async def reread(self, incident: PaymentIncident) -> PaymentIncident:
        await self.session.flush()
        await self.session.refresh(incident)
        return incident


class AdjustmentRepository:
    """A staff credit adjustment's statements, in a `Direct` transaction."""

    _WALLET = (
        "SELECT p.user_id, w.id, w.currency_code, w.credit_balance, w.game_credit FROM player p"
        " JOIN wallet w ON w.player_id = p.id WHERE p.id = :player AND p.agent_id = :agent"
    )

    def __init__(self, tx: Direct) -> None:
        self.tx = tx

    async def locked_wallet(self, player_id: int, agent_id: int) -> Sequence[Any] | None:
        """(user id, wallet id, currency, credit, game credit) of the agent's player, the
        wallet locked until the transaction ends."""
        return await self.tx.row(
            self._WALLET + self.tx.for_update("w"), {"player": player_id, "agent": agent_id}
        )

    async def wallet_entry(self, journal_id: int, wallet_id: int) -> int:
        entry = await self.tx.row(
            "SELECT id FROM ledger_entry WHERE journal_id = :journal AND wallet_id = :wallet",
            {"journal": journal_id, "wallet": wallet_id},
        )
        assert entry is not None, "the journal moved this wallet"
        return entry[0]

    async def wallet(self, wallet_id: int) -> Sequence[Any]:
        """The wallet's columns as `rows_of(row, Wallet)` reads them."""
        row = await self.tx.row(
            # The model's own column names, nothing from a caller.
            f"SELECT {column_list(Wallet)} FROM wallet WHERE id = :wallet",  # noqa: S608
            {"wallet": wallet_id},
        )
        assert row is not None
        return row

    async def audit(
        self,
        *,
        agent_id: int,
        staff_user_id: int,
        staff_username: str,
        player_id: int,
        detail: dict[str, Any],
        created_at: datetime,
    ) -> None:
        await self.tx.execute(
            "INSERT INTO audit_log (agent_id, staff_user_id, staff_username, action,"
            " target_type, target_id, detail, created_at) VALUES (:agent, :staff, :username,"
            " 'adjust_credit', 'player', :player, :detail, :now)",
            {
                "agent": agent_id,
                "staff": staff_user_id,
                "username": staff_username,
                "player": player_id,
                "detail": detail,
                "now": created_at,
            },
        )
