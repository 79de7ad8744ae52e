"""Deposits and withdrawals: requests by players, decisions by staff, expiry by time.

Every method runs inside a write transaction the caller opened and returns what to tell
the client and which events to send once that transaction has committed.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, date, datetime, time, timedelta
from decimal import Decimal
from typing import Any
from zoneinfo import ZoneInfo

from sqlalchemy import select, update
from sqlalchemy.ext.asyncio import AsyncSession

from ..agent.repository import AgentRepository
from ..context import AppContext
from ..core.clock import utcnow
from ..core.db import Direct, column_list, rows_of
from ..core.errors import (
    CreditAtGame,
    DataNotFound,
    InsufficientBalance,
    InvalidData,
    PendingTransaction,
    PermissionDenied,
    TransactionClosed,
)
from ..core.money import from_minor, scale, to_minor
from ..ledger import account_leg, cycle_end_legs, post, wallet_leg
from ..models import Agent, AuditLog, Bank, BankAccount, BankTransaction, Country, Player, Wallet
from . import rules
from .schemas import DateFilter, History, Tx, WithdrawableOut

SUCCESS, FAILED, CANCELLED, EXPIRED = "0000", "0002", "0004", "0005"
PENDING = "0001"
# Channels where a player has at most one pending deposit (a partial unique index says so too).
ONE_PENDING_DEPOSIT = ("BANK", "GATEWAY")
# Channels whose pending deposits expire by time here (a late gateway payment is still credited).
EXPIRES_HERE = ("BANK", "GATEWAY")
HISTORY_DAYS = 90
HISTORY_LIMIT = 500


@dataclass(frozen=True)
class Outgoing:
    """An event to send after the commit (docs/money.md "Realtime socket")."""

    name: str
    data: Any
    user_id: int | None = None
    audience: str = "player"


@dataclass
class Outcome:
    data: Any
    events: list[Outgoing] = field(default_factory=list)


@dataclass(frozen=True)
class Account:
    """A player's money as a request sees it: the agent, the player and the wallet row."""

    agent: Agent
    country: Country
    player: Player
    wallet: Wallet

    @property
    def currency(self) -> str:
        return self.wallet.currency_code


@dataclass(frozen=True)
class Staff:
    user_id: int
    username: str
    agent: Agent


def minor_amount(amount: Decimal, currency: str, field_name: str = "amount") -> int:
    try:
        return to_minor(amount, currency)
    except ValueError as exc:
        raise InvalidData(fields=[field_name], system_msg=f"{field_name}: {exc}") from exc


def _within(amount: int, low: int, high: int, currency: str, what: str) -> None:
    if amount < low or amount > high:
        raise InvalidData(
            f"The {what} amount must be between {from_minor(low, currency)} and "
            f"{from_minor(high, currency)}",
            fields=["amount"],
            system_msg=f"amount outside {what} limits",
        )


class CashierService:
    # ----- reading -----------------------------------------------------------------------

    async def account(
        self, session: AsyncSession, agent_id: int, user_id: int, *, lock: bool = False
    ) -> Account:
        statement = (
            select(Agent, Country, Player, Wallet)
            .join(Country, Country.id == Agent.country_id)
            .join(Player, Player.agent_id == Agent.id)
            .join(Wallet, Wallet.player_id == Player.id)
            .where(Agent.id == agent_id, Player.user_id == user_id)
        )
        if lock:
            statement = statement.with_for_update(of=Wallet)
        row = (await session.execute(statement)).first()
        if row is None:
            raise DataNotFound("Player not found")
        agent, country, player, wallet = row
        return Account(agent, country, player, wallet)

    async def read_account(self, ctx: AppContext, agent_id: int, user_id: int) -> Account:
        """`account` in a read transaction of its own."""
        async with ctx.db.read() as session:
            return await self.account(session, agent_id, user_id)

    async def bank_account(
        self, session: AsyncSession, account_id: int | None
    ) -> tuple[BankAccount, Bank] | None:
        """A bank account (the agent's or a player's) with its bank."""
        if account_id is None:
            return None
        statement = (
            select(BankAccount, Bank)
            .join(Bank, Bank.id == BankAccount.bank_id)
            .where(BankAccount.id == account_id)
        )
        row = (await session.execute(statement)).first()
        return (row[0], row[1]) if row else None

    async def wallet(self, session: AsyncSession, wallet_id: int) -> Wallet:
        """The wallet row as the database holds it now (after this transaction's updates)."""
        statement = (
            select(Wallet).where(Wallet.id == wallet_id).execution_options(populate_existing=True)
        )
        return (await session.execute(statement)).scalar_one()

    def withdrawable(self, account: Account) -> rules.Withdrawable:
        wallet, agent = account.wallet, account.agent
        unit = scale(account.currency)
        return rules.withdrawable(
            rules.WalletFigures(
                credit=wallet.credit_balance,
                cash_balance=wallet.cash_balance,
                cash_promotion=wallet.cash_promotion,
                credit_promotion=wallet.credit_promotion,
                event_credit=wallet.event_credit,
            ),
            agent_turn=Decimal(agent.turn),
            minimum_withdraw=agent.minimum_withdraw,
            promotion=None,  # no promotion is active until promotions exist
            unit=unit,
            floor_to_unit=agent.game_company.upper() == "UFA",
        )

    def describe_withdrawable(self, account: Account) -> WithdrawableOut:
        result = self.withdrawable(account)
        c, agent, wallet = account.currency, account.agent, account.wallet
        return WithdrawableOut(
            withdrawable=from_minor(result.amount, c),
            creditBalance=from_minor(wallet.credit_balance, c),
            cashBalance=from_minor(wallet.cash_balance, c),
            turn=Decimal(agent.turn),
            requiredCredit=from_minor(result.required, c),
            remainingTurnover=from_minor(result.remaining, c),
            reason=result.reason,
            minimumWithdraw=from_minor(agent.minimum_withdraw, c),
            maximumWithdraw=from_minor(agent.maximum_withdraw, c),
            minimumDeposit=from_minor(agent.minimum_deposit, c),
            maximumDeposit=from_minor(agent.maximum_deposit, c),
            maximumCreditBalance=from_minor(agent.maximum_credit_balance, c),
            currencyCode=c,
        )

    async def describe(self, session: AsyncSession, tx: BankTransaction) -> Tx:
        found = await self.bank_account(session, tx.bank_account_id)
        return Tx.of(tx, *found) if found else Tx.of(tx)

    async def history(
        self,
        session: AsyncSession,
        account: Account,
        date_filter: DateFilter | None = None,
        start: date | None = None,
        end: date | None = None,
        channel: str | None = None,
    ) -> History:
        since, until = history_window(
            ZoneInfo(account.country.timezone), utcnow(), date_filter, start, end
        )
        conditions = [
            BankTransaction.player_id == account.player.id,
            BankTransaction.created_at >= since,
            BankTransaction.created_at < until,
        ]
        if channel is not None:
            conditions.append(BankTransaction.channel == channel)
        return History.of(await self.transactions(session, *conditions, limit=HISTORY_LIMIT))

    async def transactions(
        self, session: AsyncSession, *conditions: Any, limit: int, oldest_first: bool = False
    ) -> list[Tx]:
        """Requests with their bank accounts, in one statement, newest first by default."""
        statement = (
            select(BankTransaction, BankAccount, Bank)
            .outerjoin(BankAccount, BankAccount.id == BankTransaction.bank_account_id)
            .outerjoin(Bank, Bank.id == BankAccount.bank_id)
            .where(*conditions)
            .order_by(BankTransaction.id.asc() if oldest_first else BankTransaction.id.desc())
            .limit(limit)
        )
        rows = (await session.execute(statement)).all()
        return [Tx.of(tx, acc, bank) for tx, acc, bank in rows]

    async def pending_deposit(
        self, session: AsyncSession, account: Account, channel: str = "BANK"
    ) -> BankTransaction | None:
        statement = select(BankTransaction).where(
            BankTransaction.player_id == account.player.id,
            BankTransaction.type == "DEPOSIT",
            BankTransaction.channel == channel,
            BankTransaction.status == PENDING,
        )
        return (await session.execute(statement)).scalar_one_or_none()

    async def own_transaction(
        self, session: AsyncSession, account: Account, transaction_id: int
    ) -> BankTransaction:
        tx = await session.get(BankTransaction, transaction_id, populate_existing=True)
        if tx is None or tx.player_id != account.player.id:
            raise DataNotFound("Transaction not found", fields=["transactionId"])
        return tx

    # ----- the player's requests -----------------------------------------------------------

    async def request_deposit(
        self,
        session: AsyncSession,
        account: Account,
        bank_account_id: int,
        amount: Decimal,
        *,
        channel: str = "BANK",
        reference: str | None = None,
    ) -> BankTransaction:
        agent, c = account.agent, account.currency
        minor = minor_amount(amount, c)
        _within(minor, agent.minimum_deposit, agent.maximum_deposit, c, "deposit")
        # The player's credit is what the wallet holds plus what is at a game upstream.
        credit = account.wallet.credit_balance + account.wallet.game_credit
        if credit + minor > agent.maximum_credit_balance:
            raise InvalidData(
                "This deposit would take your credit past the maximum credit balance",
                fields=["amount"],
                system_msg="maximumCreditBalance",
            )
        if channel == "BANK":
            accounts = await AgentRepository(session).deposit_accounts(agent.id)
            if bank_account_id not in {acc.id for acc, _ in accounts}:
                raise DataNotFound("Deposit account not found", fields=["bankAccountId"])
        if channel in ONE_PENDING_DEPOSIT and await self.pending_deposit(session, account, channel):
            raise PendingTransaction("You already have a pending deposit", fields=["type"])
        now = utcnow()
        tx = BankTransaction(
            agent_id=agent.id,
            player_id=account.player.id,
            user_id=account.player.user_id,
            wallet_id=account.wallet.id,
            type="DEPOSIT",
            channel=channel,
            amount=minor,
            currency_code=c,
            status=PENDING,
            bank_account_id=bank_account_id if channel == "BANK" else None,
            reference=reference,
            expires_at=now + timedelta(minutes=agent.deposit_expiry_minutes),
            created_at=now,
            updated_at=now,
        )
        session.add(tx)
        await session.flush()
        return tx

    async def request_withdraw(
        self,
        session: AsyncSession,
        account: Account,
        bank_account_id: int | None,
        amount: Decimal,
        *,
        channel: str = "BANK",
    ) -> BankTransaction:
        """Hold the credit at once; staff pay or refuse later. `account` must have been read
        with `lock=True` so that the rules see the balance the hold will move."""
        agent, c, wallet = account.agent, account.currency, account.wallet
        minor = minor_amount(amount, c)
        _within(minor, agent.minimum_withdraw, agent.maximum_withdraw, c, "withdraw")
        if wallet.game_credit > 0:
            # The credit at a game upstream comes home first (docs/games.md `toWallet`).
            raise CreditAtGame(fields=["amount"])
        if bank_account_id is not None:
            own = await session.get(BankAccount, bank_account_id)
            if own is None or own.player_id != account.player.id:
                raise DataNotFound("Bank account not found", fields=["bankAccountId"])
        allowed = self.withdrawable(account)
        if minor > allowed.amount:
            raise InsufficientBalance(
                f"You can withdraw at most {from_minor(allowed.amount, c)}",
                fields=["amount"],
                system_msg=allowed.reason,
            )
        now = utcnow()
        tx = BankTransaction(
            agent_id=agent.id,
            player_id=account.player.id,
            user_id=account.player.user_id,
            wallet_id=wallet.id,
            type="WITHDRAW",
            channel=channel,
            amount=minor,
            seized_amount=allowed.seize,
            currency_code=c,
            status=PENDING,
            bank_account_id=bank_account_id,
            created_at=now,
            updated_at=now,
        )
        session.add(tx)
        await session.flush()
        credit_after = wallet.credit_balance - minor - allowed.seize
        legs = [wallet_leg(wallet.id, -minor), account_leg("withdrawals_held", minor)]
        if allowed.seize:
            legs += [wallet_leg(wallet.id, -allowed.seize), account_leg("seized", allowed.seize)]
        legs += cycle_end_legs(wallet, credit_after, scale(c))
        await post(
            session,
            agent_id=agent.id,
            currency_code=c,
            kind="WITHDRAW_HOLD",
            idempotency_key=f"withdraw:{tx.id}",
            reference=f"bank_transaction:{tx.id}",
            actor_user_id=account.player.user_id,
            legs=legs,
        )
        return tx

    async def cancel_deposit(
        self, session: AsyncSession, account: Account, transaction_id: int
    ) -> BankTransaction:
        tx = await self.own_transaction(session, account, transaction_id)
        if tx.type != "DEPOSIT":
            raise InvalidData("Only a deposit request can be cancelled", fields=["transactionId"])
        return await self.close(session, tx, CANCELLED, expect_type="DEPOSIT")

    async def expire_if_due(
        self, session: AsyncSession, account: Account, transaction_id: int
    ) -> tuple[BankTransaction, bool]:
        tx = await self.own_transaction(session, account, transaction_id)
        if (
            tx.status != PENDING
            or tx.channel not in EXPIRES_HERE
            or tx.expires_at is None
            or tx.expires_at > utcnow()
        ):
            return tx, False
        return await self.close(session, tx, EXPIRED, expect_type="DEPOSIT"), True

    async def expire_overdue(self, session: AsyncSession) -> list[BankTransaction]:
        """Every pending deposit whose time has passed: 0005. Moves no money. A voucher is
        never expired here: its outcome is the store's, and the reconciler asks for it."""
        now = utcnow()
        rows = await session.execute(
            update(BankTransaction)
            .where(
                BankTransaction.status == PENDING,
                BankTransaction.type == "DEPOSIT",
                BankTransaction.channel.in_(EXPIRES_HERE),
                BankTransaction.expires_at <= now,
            )
            .values(status=EXPIRED, updated_at=now)
            .returning(BankTransaction.id)
        )
        ids = [row[0] for row in rows]
        if not ids:
            return []
        found = await session.execute(
            select(BankTransaction)
            .where(BankTransaction.id.in_(ids))
            .execution_options(populate_existing=True)
        )
        return list(found.scalars())

    # ----- staff decisions ---------------------------------------------------------------

    async def staff_transaction(
        self, session: AsyncSession, staff: Staff, transaction_id: int
    ) -> BankTransaction:
        tx = await session.get(BankTransaction, transaction_id, populate_existing=True)
        if tx is None or tx.agent_id != staff.agent.id:
            raise DataNotFound("Transaction not found")
        if tx.channel != "BANK":
            # The voucher store or the gateway settles these: a staff decision could pay twice.
            raise PermissionDenied("This request is settled by its payment service")
        return tx

    async def approve(
        self, session: AsyncSession, staff: Staff, transaction_id: int
    ) -> BankTransaction:
        tx = await self.staff_transaction(session, staff, transaction_id)
        if tx.type == "DEPOSIT" and tx.expires_at is not None and tx.expires_at <= utcnow():
            if tx.status == PENDING:
                await self.close(session, tx, EXPIRED, expect_type="DEPOSIT")
            raise TransactionClosed("This deposit request has expired")
        tx = await self.close(session, tx, SUCCESS, staff=staff, expect_type=tx.type)
        await self.settle(session, tx, staff.user_id)
        await self._audit(session, staff, f"approve_{tx.type.lower()}", tx, {"amount": tx.amount})
        return tx

    async def settle(self, session: AsyncSession, tx: BankTransaction, actor: int | None) -> None:
        """Move the money of a request that has just become 0000."""
        wallet_id, c = tx.wallet_id, tx.currency_code
        reference = f"bank_transaction:{tx.id}"
        if tx.type == "DEPOSIT":
            source = {"BANK": "bank_deposits", "TRUEMONEY": "truemoney"}.get(
                tx.channel, "gateway_deposits"
            )
            await post(
                session,
                agent_id=tx.agent_id,
                currency_code=c,
                kind="DEPOSIT",
                idempotency_key=f"deposit:{tx.id}",
                reference=reference,
                actor_user_id=actor,
                legs=[
                    wallet_leg(wallet_id, tx.amount),
                    account_leg(source, -tx.amount),
                    wallet_leg(wallet_id, tx.amount, "cash_balance"),
                ],
            )
            await session.execute(
                update(Wallet)
                .where(Wallet.id == wallet_id)
                .values(cash_in=Wallet.cash_in + tx.amount)
            )
            return
        cash = (
            await session.execute(select(Wallet.cash_balance).where(Wallet.id == wallet_id))
        ).scalar_one()
        sink = "bank_withdrawals" if tx.channel == "BANK" else "gateway_withdrawals"
        legs = [account_leg("withdrawals_held", -tx.amount), account_leg(sink, tx.amount)]
        if cash:
            # A paid withdrawal ends the turnover cycle (DESIGN §3).
            legs.append(wallet_leg(wallet_id, -cash, "cash_balance"))
        await post(
            session,
            agent_id=tx.agent_id,
            currency_code=c,
            kind="WITHDRAW_PAY",
            idempotency_key=f"withdraw_pay:{tx.id}",
            reference=reference,
            actor_user_id=actor,
            legs=legs,
        )
        await session.execute(
            update(Wallet)
            .where(Wallet.id == wallet_id)
            .values(cash_out=Wallet.cash_out + tx.amount)
        )

    async def reject(
        self, session: AsyncSession, staff: Staff, transaction_id: int, reason: str
    ) -> BankTransaction:
        tx = await self.staff_transaction(session, staff, transaction_id)
        tx = await self.close(session, tx, FAILED, staff=staff, reason=reason, expect_type=tx.type)
        if tx.type == "WITHDRAW":
            await self.refund(session, tx, staff.user_id)
        await self._audit(
            session, staff, f"reject_{tx.type.lower()}", tx, {"amount": tx.amount, "reason": reason}
        )
        return tx

    async def refund(self, session: AsyncSession, tx: BankTransaction, actor: int | None) -> None:
        """Return a refused withdrawal's held credit (the seized part stays seized)."""
        await post(
            session,
            agent_id=tx.agent_id,
            currency_code=tx.currency_code,
            kind="WITHDRAW_REFUSE",
            idempotency_key=f"withdraw_refuse:{tx.id}",
            reference=f"bank_transaction:{tx.id}",
            actor_user_id=actor,
            legs=[
                account_leg("withdrawals_held", -tx.amount),
                wallet_leg(tx.wallet_id, tx.amount, reversal=True),
            ],
        )

    async def adjust(
        self,
        tx: Direct,
        staff: Staff,
        player_id: int,
        amount: Decimal,
        reason: str,
        key: str,
    ) -> Adjusted:
        """A manual credit adjustment and its audit row, in a `Direct` transaction (staff
        correct credit in bursts; this is the ledger's own fast path)."""
        # The wallet stays locked until the end, so that racing credits each see the
        # balance the one before left, and the maximum below holds for all of them.
        locked = _ADJUSTED_WALLET + tx.for_update("w")
        found = await tx.row(locked, {"player": player_id, "agent": staff.agent.id})
        if found is None:
            raise DataNotFound("Player not found")
        user_id, wallet_id, currency, credit, game_credit = found
        minor = minor_amount(amount, currency)
        if minor == 0:
            raise InvalidData("The adjustment cannot be zero", fields=["amount"])
        # The player's credit counts what is at a game upstream too.
        if credit + game_credit + minor > staff.agent.maximum_credit_balance and minor > 0:
            raise InvalidData(
                "This would take the credit past the maximum credit balance",
                fields=["amount"],
                system_msg="maximumCreditBalance",
            )
        posted = await post(
            tx,
            agent_id=staff.agent.id,
            currency_code=currency,
            kind="ADJUST",
            idempotency_key=f"adjust:{staff.user_id}:{key}",
            reference=f"player:{player_id}",
            actor_user_id=staff.user_id,
            memo=reason,
            legs=[wallet_leg(wallet_id, minor), account_leg("adjustments", -minor)],
        )
        entry = await tx.row(
            "SELECT id FROM ledger_entry WHERE journal_id = :journal AND wallet_id = :wallet",
            {"journal": posted.journal_id, "wallet": wallet_id},
        )
        wallet = await tx.row(
            # The model's own column names, nothing from a caller.
            f"SELECT {column_list(Wallet)} FROM wallet WHERE id = :wallet",  # noqa: S608
            {"wallet": wallet_id},
        )
        assert entry is not None and wallet is not None
        await tx.execute(
            "INSERT INTO audit_log (agent_id, staff_user_id, staff_username, action,"
            " target_type, target_id, detail, created_at) VALUES (:agent, :staff, :username,"
            " 'adjust_credit', 'player', :player, :detail, :now)",
            {
                "agent": staff.agent.id,
                "staff": staff.user_id,
                "username": staff.username,
                "player": player_id,
                "detail": {"amount": minor, "reason": reason, "journalId": posted.journal_id},
                "now": posted.created_at,
            },
        )
        return Adjusted(
            wallet=rows_of(wallet, Wallet)[0],
            user_id=user_id,
            journal_id=posted.journal_id,
            entry_id=entry[0],
            amount=minor,
            balance_after=posted.balances[(wallet_id, "credit_balance")],
            created_at=posted.created_at,
        )

    # ----- internals -----------------------------------------------------------------------

    async def close(
        self,
        session: AsyncSession,
        tx: BankTransaction,
        status: str,
        *,
        expect_type: str,
        staff: Staff | None = None,
        reason: str | None = None,
        from_status: str = PENDING,
    ) -> BankTransaction:
        """Move a pending request (or one in `from_status`) to `status`: one conditional
        UPDATE, so of two racing decisions exactly one wins and the other answers 0051."""
        now = utcnow()
        values: dict[str, Any] = {"status": status, "updated_at": now}
        if staff is not None:
            values |= {"handled_by": staff.user_id, "handled_at": now}
        if reason is not None:
            values["reason"] = reason
        result = await session.execute(
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
            raise TransactionClosed(system_msg=f"status={tx.status}")
        await session.refresh(tx)
        return tx

    async def _audit(
        self,
        session: AsyncSession,
        staff: Staff,
        action: str,
        tx: BankTransaction,
        detail: dict[str, Any],
    ) -> None:
        session.add(
            AuditLog(
                agent_id=staff.agent.id,
                staff_user_id=staff.user_id,
                staff_username=staff.username,
                action=action,
                target_type="bank_transaction",
                target_id=tx.id,
                detail={**detail, "playerId": tx.player_id},
            )
        )


_ADJUSTED_WALLET = (
    "SELECT p.user_id, w.id, w.currency_code, w.credit_balance, w.game_credit FROM player p"
    " JOIN wallet w ON w.player_id = p.id WHERE p.id = :player AND p.agent_id = :agent"
)


@dataclass(frozen=True)
class Adjusted:
    wallet: Any  # the wallet's columns after the adjustment (`rows_of`)
    user_id: int  # the player's user, told of the new balance
    journal_id: int
    entry_id: int  # the wallet's entry
    amount: int
    balance_after: int
    created_at: datetime


def history_window(
    zone: ZoneInfo,
    now: datetime,
    date_filter: DateFilter | None,
    start: date | None,
    end: date | None,
) -> tuple[datetime, datetime]:
    """The [since, until) instants of a date filter in the agent's time zone (DESIGN §5:
    weeks start on Monday). Dates the calendar cannot step past are refused (0000)."""
    try:
        since, until = _window(zone, now, date_filter, start, end)
        since.astimezone(UTC), until.astimezone(UTC)  # what the database compares
    except OverflowError as exc:
        raise InvalidData("The dates are out of range", fields=["startDate", "endDate"]) from exc
    return since, until


def _window(
    zone: ZoneInfo,
    now: datetime,
    date_filter: DateFilter | None,
    start: date | None,
    end: date | None,
) -> tuple[datetime, datetime]:
    today = now.astimezone(zone).date()

    def at(day: date) -> datetime:
        return datetime.combine(day, time.min, tzinfo=zone)

    if date_filter == "today":
        return at(today), at(today + timedelta(days=1))
    if date_filter == "yesterday":
        return at(today - timedelta(days=1)), at(today)
    if date_filter in ("thisWeek", "lastWeek"):
        monday = today - timedelta(days=today.weekday())
        if date_filter == "lastWeek":
            return at(monday - timedelta(days=7)), at(monday)
        return at(monday), at(monday + timedelta(days=7))
    if date_filter in ("thisMonth", "lastMonth"):
        first = today.replace(day=1)
        if date_filter == "lastMonth":
            previous = (first - timedelta(days=1)).replace(day=1)
            return at(previous), at(first)
        following = (first + timedelta(days=32)).replace(day=1)
        return at(first), at(following)
    if start is not None or end is not None:
        since = at(start) if start else at(today - timedelta(days=HISTORY_DAYS))
        until = at(end + timedelta(days=1)) if end else at(today + timedelta(days=1))
        return since, until
    return at(today - timedelta(days=HISTORY_DAYS)), at(today + timedelta(days=1))


cashier_service = CashierService()
