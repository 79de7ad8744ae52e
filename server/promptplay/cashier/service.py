"""Deposits and withdrawals: requests by players, decisions by staff, expiry by time, and
what an upstream's answer settles.

The methods that take the app context are what endpoints, callbacks and the sweeper call:
each opens its own transactions. The methods that take a session (or a `Direct`) are steps
that run in a transaction their caller opened: this service's own, the voucher and gateway
flows', or the back office's, whose staff decisions add their own rows to the same commit.
Events go out once the transaction has committed.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta
from decimal import Decimal
from functools import partial
from typing import Any
from zoneinfo import ZoneInfo

from sqlalchemy.ext.asyncio import AsyncSession

from ..agent.repository import AgentRepository
from ..agent.service import payment_channels
from ..context import AppContext
from ..core.clock import utcnow
from ..core.db import Direct, rows_of
from ..core.errors import (
    AppError,
    CreditAtGame,
    DataNotFound,
    InsufficientBalance,
    InvalidData,
    PaymentMethodUnavailable,
    PendingTransaction,
    PermissionDenied,
    TransactionClosed,
)
from ..core.money import from_minor, scale, to_minor
from ..core.upstream_http import UpstreamDown, UpstreamError, UpstreamRefused
from ..ledger import account_leg, cycle_end_legs, post, wallet_leg
from ..ledger.idempotency import Keyed
from ..models import (
    Agent,
    Bank,
    BankAccount,
    BankTransaction,
    Country,
    Player,
    PlayerPromotion,
    Promotion,
    Wallet,
)
from ..payments.errors import api_error
from ..promotions.schemas import PlayerPromotion as PlayerPromotionOut
from ..promotions.service import promotion_service
from ..protection.service import check_deposit
from ..ranks.service import rank_service
from ..wire import BankAccount as BankAccountOut
from ..wire import Wallet as WalletOut
from . import rules
from .flow import Outcome, perform_keyed, publish, transaction_events
from .repository import AdjustmentRepository, CashierRepository
from .schemas import (
    CANCELLED,
    EXPIRED,
    FAILED,
    PENDING,
    SUCCESS,
    DateFilter,
    History,
    TransactionBody,
    TransactionResult,
    Tx,
    WithdrawableOut,
)

# Channels where a player has at most one pending deposit (a partial unique index says so too).
ONE_PENDING_DEPOSIT = ("BANK", "GATEWAY")
# Channels whose pending deposits expire by time here (a late gateway payment is still credited).
EXPIRES_HERE = ("BANK", "GATEWAY")
HISTORY_DAYS = 90
HISTORY_LIMIT = 500


@dataclass(frozen=True)
class Account:
    """A player's money as a request sees it: the agent, the player and the wallet row."""

    agent: Agent
    country: Country
    player: Player
    wallet: Wallet
    claim: PlayerPromotion | None = None  # the active promotion (status 0005), if any
    offer: Promotion | None = None  # the promotion it claims

    @property
    def currency(self) -> str:
        return self.wallet.currency_code


# A back office user's role (the user's roleId, spec §3 Auth): the agent's admin sets the
# agent up and manages its team; staff work the queues and the players (docs/money.md "Roles").
ADMIN_ROLE_ID, STAFF_ROLE_ID = 2, 3
ROLES = {ADMIN_ROLE_ID: "admin", STAFF_ROLE_ID: "staff"}


@dataclass(frozen=True)
class Staff:
    user_id: int
    username: str
    agent: Agent
    role_id: int = STAFF_ROLE_ID

    @property
    def role(self) -> str:
        return ROLES.get(self.role_id, "staff")

    @property
    def is_admin(self) -> bool:
        return self.role_id == ADMIN_ROLE_ID


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


def require_channel(account: Account, channel: str) -> None:
    """Refuse a channel this agent does not take, or not in its currency (0057)."""
    if channel not in payment_channels(account.agent, account.currency):
        raise PaymentMethodUnavailable(system_msg=f"{channel} is not offered to this agent")


class CashierService:
    # ----- the player's calls ------------------------------------------------------------

    async def deposit_accounts(
        self, ctx: AppContext, agent_id: int, account_type: str
    ) -> list[BankAccountOut]:
        """The agent's active accounts of the asked type, PromptPay data included."""
        async with ctx.db.read() as session:
            rows = await AgentRepository(session).deposit_accounts(agent_id, account_type)
        return [BankAccountOut.of(account, bank) for account, bank in rows]

    async def read_account(self, ctx: AppContext, agent_id: int, user_id: int) -> Account:
        """`account` in a read transaction of its own."""
        async with ctx.db.read() as session:
            return await self.account(session, agent_id, user_id)

    async def read_withdrawable(
        self, ctx: AppContext, agent_id: int, user_id: int
    ) -> WithdrawableOut:
        async with ctx.db.read() as session:
            account = await self.account(session, agent_id, user_id)
            promotion = None
            if account.claim is not None and account.offer is not None:
                promotion = promotion_service.describe_claim(
                    account.claim, account.offer, account.wallet, account.agent.prefix
                )
            # The player's rank tier may raise the maximum (docs/engagement.md §5).
            maximum = await rank_service.withdraw_maximum(session, account.agent, account.player.id)
        return self.describe_withdrawable(account, promotion, maximum)

    async def create_transaction(self, keyed: Keyed, body: TransactionBody) -> TransactionResult:
        """A deposit request (0001, waits for staff) or a withdrawal (its credit held at
        once), once per Idempotency-Key."""
        step = partial(self._create_transaction, keyed=keyed, body=body)
        return TransactionResult.model_validate(await perform_keyed(keyed, operation=step))

    async def _create_transaction(
        self, session: AsyncSession, *, keyed: Keyed, body: TransactionBody
    ) -> Outcome:
        user_id = keyed.user_id
        account = await self.account(session, keyed.agent_id, user_id, lock=body.type == "WITHDRAW")
        if body.type == "DEPOSIT":
            tx = await self.request_deposit(session, account, body.bankAccountId, body.amount)
        else:
            tx = await self.request_withdraw(session, account, body.bankAccountId, body.amount)
        fresh = await self.account(session, account.agent.id, user_id)
        wallet = WalletOut.of(fresh.wallet)
        described = await self.describe(session, tx)
        history = await self.history(session, fresh)
        changed = wallet if tx.type == "WITHDRAW" else None
        return Outcome(
            TransactionResult(transaction=described, wallet=wallet, transactionHistory=history),
            transaction_events(described, changed, user_id=user_id),
        )

    async def transaction_history(
        self,
        ctx: AppContext,
        agent_id: int,
        user_id: int,
        date_filter: DateFilter | None,
        start: date | None,
        end: date | None,
    ) -> History:
        async with ctx.db.read() as session:
            account = await self.account(session, agent_id, user_id)
            return await self.history(session, account, date_filter, start, end)

    async def cancel_transaction(self, keyed: Keyed, transaction_id: int) -> Tx:
        """The player cancels his own pending deposit (0004), once per Idempotency-Key."""
        step = partial(self._cancel_transaction, keyed=keyed, transaction_id=transaction_id)
        return Tx.model_validate(await perform_keyed(keyed, operation=step))

    async def _cancel_transaction(
        self, session: AsyncSession, *, keyed: Keyed, transaction_id: int
    ) -> Outcome:
        account = await self.account(session, keyed.agent_id, keyed.user_id)
        tx = await self.cancel_deposit(session, account, transaction_id)
        described = await self.describe(session, tx)
        return Outcome(described, transaction_events(described, user_id=keyed.user_id))

    async def current_transaction(
        self, ctx: AppContext, agent_id: int, user_id: int, from_bank_account_id: int | None
    ) -> Tx | None:
        """The player's pending deposit, if any (to that account, when one is named)."""
        async with ctx.db.read() as session:
            account = await self.account(session, agent_id, user_id)
            tx = await self.pending_deposit(session, account)
            if tx is None or from_bank_account_id not in (None, tx.bank_account_id):
                return None
            return await self.describe(session, tx)

    async def expire_transaction(
        self, ctx: AppContext, agent_id: int, user_id: int, transaction_id: int
    ) -> Tx:
        """0005 once the deposit's time has passed; otherwise the request as it is."""
        async with ctx.db.write() as session:
            account = await self.account(session, agent_id, user_id)
            tx, changed = await self.expire_if_due(session, account, transaction_id)
            described = await self.describe(session, tx)
        if changed:
            await publish(ctx, agent_id, transaction_events(described, user_id=user_id))
        return described

    # ----- by time -----------------------------------------------------------------------

    async def expire_overdue(self, ctx: AppContext) -> int:
        """Every pending deposit whose time has passed: 0005, told to players and staff; the
        number expired. Moves no money. A voucher is never expired here: its outcome is the
        store's, and the reconciler asks for it."""
        async with ctx.db.write() as session:
            expired = await CashierRepository(session).expire_due(utcnow(), EXPIRES_HERE)
            described = [(tx, await self.describe(session, tx)) for tx in expired]
        for tx, out in described:
            await publish(ctx, tx.agent_id, transaction_events(out, user_id=tx.user_id))
        return len(described)

    # ----- what an upstream's answer settles ----------------------------------------------

    async def upstream_paid(
        self,
        ctx: AppContext,
        tx_id: int,
        amount_minor: int | None = None,
        *,
        from_status: str = PENDING,
    ) -> tuple[BankTransaction, WalletOut] | None:
        """`from_status` (pending, or expired for a late payment) → 0000 and the money moved,
        once: a second call finds it closed and does nothing (None)."""
        async with ctx.db.write() as session:
            repository = CashierRepository(session)
            tx = await repository.transaction(tx_id)
            assert tx is not None
            if tx.status != from_status:
                return None
            if amount_minor is not None and amount_minor != tx.amount:
                await repository.change(tx, amount=amount_minor)
            tx = await self.close(
                session, tx, SUCCESS, expect_type=tx.type, from_status=from_status
            )
            await self.settle(session, tx, None)
            if from_status != PENDING:
                # Credited after it had closed here: say so where staff look.
                await repository.change(tx, upstream_status="PAID")
                repository.audit(
                    agent_id=tx.agent_id,
                    staff_user_id=0,
                    staff_username="system",
                    action="late_deposit_credited",
                    target_type="bank_transaction",
                    target_id=tx.id,
                    detail={
                        "amount": tx.amount,
                        "playerId": tx.player_id,
                        "was": from_status,
                        "channel": tx.channel,
                    },
                )
            wallet = await self.wallet_of(session, tx)
            described = await self.describe(session, tx)
        await publish(ctx, tx.agent_id, transaction_events(described, wallet, user_id=tx.user_id))
        return tx, wallet

    async def upstream_closed(
        self, ctx: AppContext, tx_id: int, status: str, reason: str
    ) -> BankTransaction | None:
        """Pending → `status`; a withdrawal's held credit returns. Once (None the next time)."""
        async with ctx.db.write() as session:
            tx = await CashierRepository(session).transaction(tx_id)
            assert tx is not None
            if tx.status != PENDING:
                return None
            tx = await self.close(session, tx, status, reason=reason[:255], expect_type=tx.type)
            if tx.type == "WITHDRAW":
                await self.refund(session, tx, None)
            wallet = await self.wallet_of(session, tx) if tx.type == "WITHDRAW" else None
            described = await self.describe(session, tx)
        await publish(ctx, tx.agent_id, transaction_events(described, wallet, user_id=tx.user_id))
        return tx

    async def upstream_failed(
        self,
        ctx: AppContext,
        tx_id: int,
        exc: UpstreamError,
        *,
        unreachable: str,
        field: str | None = None,
    ) -> AppError:
        """The answer to a money call the upstream refused or left unanswered, for a request
        recorded as pending. A refusal, or a call that never reached the upstream, closes it
        as failed (`unreachable` is the reason then; a withdrawal's hold returns); an unknown
        outcome leaves it pending for the reconciler."""
        if isinstance(exc, UpstreamRefused):
            await self.upstream_closed(ctx, tx_id, FAILED, exc.code)
        elif isinstance(exc, UpstreamDown) and not exc.outcome_unknown:
            await self.upstream_closed(ctx, tx_id, FAILED, unreachable)
        return api_error(exc, field=field, moves_money=True)

    async def read_transaction(self, ctx: AppContext, tx_id: int) -> Tx:
        async with ctx.db.read() as session:
            return await self.describe(session, await self.stored_transaction(session, tx_id))

    # ----- reading -----------------------------------------------------------------------

    async def account(
        self, session: AsyncSession, agent_id: int, user_id: int, *, lock: bool = False
    ) -> Account:
        row = await CashierRepository(session).account(agent_id, user_id, lock=lock)
        if row is None:
            raise DataNotFound("Player not found")
        agent, country, player, wallet = row
        running = await promotion_service.running(session, player.id, lock=lock)
        claim, offer = running if running is not None else (None, None)
        return Account(agent, country, player, wallet, claim, offer)

    async def bank_account(
        self, session: AsyncSession, account_id: int | None
    ) -> tuple[BankAccount, Bank] | None:
        """A bank account (the agent's or a player's) with its bank, or None."""
        if account_id is None:
            return None
        return await CashierRepository(session).bank_account_with_bank(account_id)

    async def wallet(self, session: AsyncSession, wallet_id: int) -> Wallet:
        """The wallet row as the database holds it now (after this transaction's updates)."""
        return await CashierRepository(session).wallet(wallet_id)

    async def wallet_of(self, session: AsyncSession, tx: BankTransaction) -> WalletOut:
        return WalletOut.of(await self.wallet(session, tx.wallet_id))

    async def stored_transaction(self, session: AsyncSession, tx_id: int) -> BankTransaction:
        tx = await CashierRepository(session).transaction(tx_id)
        assert tx is not None
        return tx

    def withdrawable(self, account: Account) -> rules.Withdrawable:
        wallet, agent, claim = account.wallet, account.agent, account.claim
        unit = scale(account.currency)
        return rules.withdrawable(
            rules.WalletFigures(credit=wallet.credit_balance, cash_balance=wallet.cash_balance),
            agent_turn=Decimal(agent.turn),
            minimum_withdraw=agent.minimum_withdraw,
            promotion=promotion_service.cashable(claim, wallet) if claim is not None else None,
            unit=unit,
            floor_to_unit=agent.game_company.upper() == "UFA",
        )

    def describe_withdrawable(
        self,
        account: Account,
        promotion: PlayerPromotionOut | None = None,
        maximum: int | None = None,
    ) -> WithdrawableOut:
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
            maximumWithdraw=from_minor(agent.maximum_withdraw if maximum is None else maximum, c),
            minimumDeposit=from_minor(agent.minimum_deposit, c),
            maximumDeposit=from_minor(agent.maximum_deposit, c),
            maximumCreditBalance=from_minor(agent.maximum_credit_balance, c),
            currencyCode=c,
            promotion=promotion,
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
        rows = await CashierRepository(session).player_transactions(
            account.player.id, since, until, channel, HISTORY_LIMIT
        )
        return History.of([Tx.of(tx, acc, bank) for tx, acc, bank in rows])

    async def transactions(
        self, session: AsyncSession, *conditions: Any, limit: int, oldest_first: bool = False
    ) -> list[Tx]:
        """Requests with their bank accounts, in one statement, newest first by default."""
        rows = await CashierRepository(session).transactions(
            *conditions, limit=limit, oldest_first=oldest_first
        )
        return [Tx.of(tx, acc, bank) for tx, acc, bank in rows]

    async def pending_deposit(
        self, session: AsyncSession, account: Account, channel: str = "BANK"
    ) -> BankTransaction | None:
        return await CashierRepository(session).pending_deposit(account.player.id, channel)

    async def own_transaction(
        self, session: AsyncSession, account: Account, transaction_id: int
    ) -> BankTransaction:
        tx = await CashierRepository(session).transaction(transaction_id)
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
        # The player's own deposit limits (docs/money.md "Player protection").
        await check_deposit(session, account.player.id, minor)
        now = utcnow()
        return await CashierRepository(session).add(
            BankTransaction(
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
        )

    async def request_withdraw(
        self,
        session: AsyncSession,
        account: Account,
        bank_account_id: int | None,
        amount: Decimal,
        *,
        channel: str = "BANK",
        reference: str | None = None,
    ) -> BankTransaction:
        """Hold the credit at once; staff pay or refuse later. `account` must have been read
        with `lock=True` so that the rules see the balance the hold will move."""
        agent, c, wallet = account.agent, account.currency, account.wallet
        repository = CashierRepository(session)
        minor = minor_amount(amount, c)
        # The player's rank tier may raise the maximum per withdrawal (docs/engagement.md §5).
        maximum = await rank_service.withdraw_maximum(session, agent, account.player.id)
        _within(minor, agent.minimum_withdraw, maximum, c, "withdraw")
        if wallet.game_credit > 0:
            # The credit at a game upstream comes home first (docs/games.md `toWallet`).
            raise CreditAtGame(fields=["amount"])
        if bank_account_id is not None:
            own = await repository.bank_account(bank_account_id)
            # The player's own account, and not one staff replaced (it takes no new request).
            if own is None or own.player_id != account.player.id or own.status != "active":
                raise DataNotFound("Bank account not found", fields=["bankAccountId"])
        allowed = self.withdrawable(account)
        if minor > allowed.amount:
            message = f"You can withdraw at most {from_minor(allowed.amount, c)}"
            if account.claim is not None and allowed.remaining:
                message = (
                    "Your promotion's turnover is not reached yet: "
                    f"{from_minor(allowed.remaining, c)} to go"
                )
            raise InsufficientBalance(message, fields=["amount"], system_msg=allowed.reason)
        now = utcnow()
        tx = await repository.add(
            BankTransaction(
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
                reference=reference,
                created_at=now,
                updated_at=now,
            )
        )
        credit_after = wallet.credit_balance - minor - allowed.seize
        legs = [wallet_leg(wallet.id, -minor), account_leg("withdrawals_held", minor)]
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
        if account.claim is not None:
            # The turnover is reached (else nothing is withdrawable): the promotion ends, and
            # the credit above its maximum withdraw goes back to the agent (1001).
            await promotion_service.withdrawn(session, account.claim, wallet, allowed.seize, tx.id)
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

    # ----- staff decisions ---------------------------------------------------------------

    async def staff_transaction(
        self, session: AsyncSession, staff: Staff, transaction_id: int
    ) -> BankTransaction:
        tx = await CashierRepository(session).transaction(transaction_id)
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
        self._audit(session, staff, f"approve_{tx.type.lower()}", tx, {"amount": tx.amount})
        return tx

    async def settle(self, session: AsyncSession, tx: BankTransaction, actor: int | None) -> None:
        """Move the money of a request that has just become 0000."""
        repository = CashierRepository(session)
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
            await repository.count_cash_in(wallet_id, tx.amount)
            agent = await AgentRepository(session).get(tx.agent_id)
            assert agent is not None
            await promotion_service.deposit_approved(session, agent, tx)
            return
        cash = await repository.cash_balance(wallet_id)
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
        await repository.count_cash_out(wallet_id, tx.amount)

    async def reject(
        self, session: AsyncSession, staff: Staff, transaction_id: int, reason: str
    ) -> BankTransaction:
        tx = await self.staff_transaction(session, staff, transaction_id)
        tx = await self.close(session, tx, FAILED, staff=staff, reason=reason, expect_type=tx.type)
        if tx.type == "WITHDRAW":
            await self.refund(session, tx, staff.user_id)
        self._audit(
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
        repository = AdjustmentRepository(tx)
        # The wallet stays locked until the end, so that racing credits each see the
        # balance the one before left, and the maximum below holds for all of them.
        found = await repository.locked_wallet(player_id, staff.agent.id)
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
        entry_id = await repository.wallet_entry(posted.journal_id, wallet_id)
        wallet = await repository.wallet(wallet_id)
        await repository.audit(
            agent_id=staff.agent.id,
            staff_user_id=staff.user_id,
            staff_username=staff.username,
            player_id=player_id,
            detail={"amount": minor, "reason": reason, "journalId": posted.journal_id},
            created_at=posted.created_at,
        )
        return Adjusted(
            wallet=rows_of(wallet, Wallet)[0],
            user_id=user_id,
            journal_id=posted.journal_id,
            entry_id=entry_id,
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
        closed = await CashierRepository(session).close(
            tx, values, from_status=from_status, expect_type=expect_type
        )
        if not closed:
            raise TransactionClosed(system_msg=f"status={tx.status}")
        return tx

    def _audit(
        self,
        session: AsyncSession,
        staff: Staff,
        action: str,
        tx: BankTransaction,
        detail: dict[str, Any],
    ) -> None:
        CashierRepository(session).audit(
            agent_id=staff.agent.id,
            staff_user_id=staff.user_id,
            staff_username=staff.username,
            action=action,
            target_type="bank_transaction",
            target_id=tx.id,
            detail={**detail, "playerId": tx.player_id},
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
