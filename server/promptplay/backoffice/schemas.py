"""Bodies and answers of the back office calls, and how each answer is made of its rows."""

from __future__ import annotations

from datetime import date, datetime
from typing import Any, Literal, Self

from pydantic import BaseModel, ConfigDict, Field

from ..cashier.schemas import SignedAmount, Tx
from ..core.money import Money, from_minor
from ..models import (
    AuditLog,
    BankTransaction,
    GameIncident,
    GameRound,
    GameTransfer,
    PaymentIncident,
    Player,
    User,
)
from ..models import Bank as BankRow
from ..models import BankAccount as BankAccountRow
from ..models import Wallet as WalletRow
from ..wire import BankAccount, Wallet


class StaffLoginBody(BaseModel):
    model_config = ConfigDict(extra="ignore")
    username: str = Field(min_length=1, max_length=64)
    password: str = Field(min_length=1, max_length=128)
    # Read on the back office's own host only (BACKOFFICE_HOST): the agent whose staff log in.
    agentPrefix: str | None = Field(default=None, max_length=16)


class StaffSite(BaseModel):
    """The agent whose back office this host serves; null on the back office's own host."""

    agentPrefix: str | None


class StaffOut(BaseModel):
    id: int
    username: str
    agentId: int
    prefix: str
    currencyCode: str
    role: Literal["admin", "staff"]


class StaffLoginResult(BaseModel):
    # Null for the back office's pages, which get the token as an HttpOnly cookie instead.
    accessToken: str | None
    refreshToken: str | None
    staff: StaffOut


class QueueTx(Tx):
    playerId: int
    username: str
    playerBankAccount: BankAccount | None

    @classmethod
    def queued(
        cls,
        tx: BankTransaction,
        account: BankAccountRow | None,
        bank: BankRow | None,
        username: str,
        own_account: BankAccountRow | None,
        own_bank: BankRow | None,
    ) -> QueueTx:
        """A request with its player and the player's own bank account."""
        return cls(
            **Tx.of(tx, account, bank).model_dump(),
            playerId=tx.player_id,
            username=username,
            playerBankAccount=BankAccount.of(own_account, own_bank)
            if own_account and own_bank
            else None,
        )


class RejectBody(BaseModel):
    model_config = ConfigDict(extra="ignore", str_strip_whitespace=True)
    reason: str = Field(min_length=1, max_length=255)


class AdjustBody(BaseModel):
    model_config = ConfigDict(extra="ignore", str_strip_whitespace=True)
    amount: SignedAmount
    reason: str = Field(min_length=1, max_length=255)


class PlayerRow(BaseModel):
    id: int
    userId: int
    username: str
    tel: str
    creditBalance: Money
    currencyCode: str
    status: str
    createdAt: datetime

    @classmethod
    def of(cls, player: Player, user: User, wallet: WalletRow) -> PlayerRow:
        return cls(
            id=player.id,
            userId=user.id,
            username=user.username,
            tel=player.tel,
            creditBalance=from_minor(wallet.credit_balance, wallet.currency_code),
            currencyCode=wallet.currency_code,
            status=user.status,
            createdAt=player.created_at,
        )


class LedgerEntryOut(BaseModel):
    id: int
    journalId: int
    kind: str
    account: str
    amount: Money
    balanceAfter: Money | None
    reference: str | None
    memo: str | None
    createdAt: datetime

    @classmethod
    def of(cls, entry: Any, journal: Any, currency: str) -> LedgerEntryOut:
        """A wallet's ledger entry with its journal (ORM rows, or the same fields)."""
        return cls(
            id=entry.id,
            journalId=journal.id,
            kind=journal.kind,
            account=entry.balance_field,
            amount=from_minor(entry.amount, currency),
            balanceAfter=from_minor(entry.balance_after, currency)
            if entry.balance_after is not None
            else None,
            reference=journal.reference,
            memo=journal.memo,
            createdAt=entry.created_at,
        )


class PlayerDetail(BaseModel):
    player: PlayerRow
    wallet: Wallet
    isPlaying: bool
    bankAccount: BankAccount | None
    transactions: list[Tx]
    ledger: list[LedgerEntryOut]


class AdjustResult(BaseModel):
    wallet: Wallet
    entry: LedgerEntryOut


class AuditEntry(BaseModel):
    id: int
    staffId: int
    staffUsername: str
    action: str
    targetType: str
    targetId: int | None
    detail: dict[str, Any]
    createdAt: datetime

    @classmethod
    def of(cls, row: AuditLog) -> AuditEntry:
        return cls(
            id=row.id,
            staffId=row.staff_user_id,
            staffUsername=row.staff_username,
            action=row.action,
            targetType=row.target_type,
            targetId=row.target_id,
            detail=row.detail,
            createdAt=row.created_at,
        )


# ----- play (read only) ---------------------------------------------------------------------


class PageOut(BaseModel):
    page: int
    perPage: int
    total: int
    totalPages: int


TransferDirection = Literal["toProvider", "toWallet"]
TransferStatus = Literal["pending", "success", "failed"]
DIRECTIONS = {"in": "toProvider", "out": "toWallet"}


class GameTransferOut(BaseModel):
    """A move of the player's credit to the game upstream (`toProvider`) or back."""

    id: int
    playerId: int
    username: str
    direction: TransferDirection
    amount: Money
    currencyCode: str
    status: TransferStatus
    family: str
    reference: str
    upstreamTxId: str | None
    upstreamBalance: Money | None
    attempts: int
    error: str | None
    createdAt: datetime
    settledAt: datetime | None

    @classmethod
    def of(cls, transfer: GameTransfer, username: str, **more: Any) -> Self:
        """The transfer, and a subclass's own fields in `more`."""
        c = transfer.currency_code
        fields: dict[str, Any] = {
            "id": transfer.id,
            "playerId": transfer.player_id,
            "username": username,
            "direction": DIRECTIONS[transfer.direction],
            "amount": from_minor(transfer.amount, c),
            "currencyCode": c,
            "status": transfer.status,
            "family": transfer.family,
            "reference": transfer.reference,
            "upstreamTxId": transfer.upstream_tx_id,
            "upstreamBalance": from_minor(transfer.upstream_balance, c)
            if transfer.upstream_balance is not None
            else None,
            "attempts": transfer.attempts,
            "error": transfer.error,
            "createdAt": transfer.created_at,
            "settledAt": transfer.settled_at,
        }
        return cls(**fields, **more)


class GameTransfersPage(BaseModel):
    transfers: list[GameTransferOut]
    page: PageOut


class PendingTransferOut(GameTransferOut):
    ageSeconds: int
    # inFlight: the call to the upstream may still be under way; awaitingReconciler: the
    # reconciler settles it by asking the upstream; setAside: its settling failed, an incident
    # says why, and it waits for staff (`promptplay games release`).
    stage: Literal["inFlight", "awaitingReconciler", "setAside"]


class PendingTransfersPage(BaseModel):
    transfers: list[PendingTransferOut]
    page: PageOut
    reconcileAfterSeconds: float


class GameRoundOut(BaseModel):
    id: int
    roundId: str
    family: str
    providerPrefix: str
    providerName: str
    gameCode: str
    gameName: str
    category: str
    bet: Money
    payout: Money
    winLoss: Money  # the player's: payout - bet
    playedAt: datetime
    day: date

    @classmethod
    def of(
        cls, r: GameRound, provider_name: str | None, game_name: str | None, c: str
    ) -> GameRoundOut:
        return cls(
            id=r.id,
            roundId=r.round_key,
            family=r.family,
            providerPrefix=r.provider_code,
            providerName=provider_name or r.provider_code,
            gameCode=r.game_code,
            gameName=game_name or r.game_code,
            category=r.category,
            bet=from_minor(r.bet, c),
            payout=from_minor(r.payout, c),
            winLoss=from_minor(r.payout - r.bet, c),
            playedAt=r.played_at,
            day=r.day,
        )


class RoundTotalsOut(BaseModel):
    rounds: int
    bet: Money
    payout: Money
    winLoss: Money


class GameRoundsPage(BaseModel):
    rounds: list[GameRoundOut]
    page: PageOut
    totals: RoundTotalsOut


class IncidentOut(BaseModel):
    id: int
    kind: str
    family: str
    reference: str | None
    playerId: int | None
    username: str | None
    detail: dict[str, Any]
    createdAt: datetime

    @classmethod
    def of(cls, incident: GameIncident, username: str | None, currency: str) -> IncidentOut:
        """The incident, naming its player only where he is the agent's (`username`)."""
        return cls(
            id=incident.id,
            kind=incident.kind,
            family=incident.family,
            reference=incident.reference,
            playerId=incident.player_id if username is not None else None,
            username=username,
            detail=_incident_detail(incident.kind, incident.detail or {}, currency),
            createdAt=incident.created_at,
        )


def _incident_detail(kind: str, detail: dict[str, Any], currency: str) -> dict[str, Any]:
    """The detail as written, with amounts kept in minor units shown as amounts."""
    if kind != "round_conflict":
        return detail
    shown: dict[str, Any] = {}
    for side, values in detail.items():
        if isinstance(values, dict):
            values = {
                name: str(from_minor(v, currency))
                if isinstance(v, int) and not isinstance(v, bool)
                else v
                for name, v in values.items()
            }
        shown[side] = values
    return shown


class IncidentsPage(BaseModel):
    incidents: list[IncidentOut]
    page: PageOut


class PlayDayTotals(BaseModel):
    rounds: int
    players: int
    turnover: Money
    payout: Money
    winLoss: Money  # the players': payout - turnover
    agentWinLoss: Money  # the agent's: turnover - payout


class PlayDay(BaseModel):
    day: date
    rounds: int
    players: int
    turnover: Money
    payout: Money
    winLoss: Money
    agentWinLoss: Money


class PlayDays(BaseModel):
    startDate: date
    endDate: date
    timezone: str
    currencyCode: str
    days: list[PlayDay]
    totals: PlayDayTotals


class PaymentIncidentOut(BaseModel):
    """Money an upstream reported that waits for a staff decision (docs/money.md)."""

    id: int
    kind: str
    description: str
    channel: str
    transactionId: int | None
    transaction: QueueTx | None
    reportedAmount: Money | None
    reportedCurrency: str | None
    detail: dict[str, Any]
    status: Literal["open", "resolved"]
    resolution: str | None
    note: str | None
    resolvedBy: int | None
    resolvedAt: datetime | None
    createdAt: datetime

    @classmethod
    def of(
        cls, row: PaymentIncident, description: str, transaction: QueueTx | None
    ) -> PaymentIncidentOut:
        currency = row.currency_code
        return cls(
            id=row.id,
            kind=row.kind,
            description=description,
            channel=row.channel,
            transactionId=row.bank_transaction_id,
            transaction=transaction,
            reportedAmount=from_minor(row.amount, currency)
            if row.amount is not None and currency
            else None,
            reportedCurrency=currency,
            detail=row.detail,
            status=row.status,  # type: ignore[arg-type]  # "open" or "resolved", as written
            resolution=row.resolution,
            note=row.note,
            resolvedBy=row.resolved_by,
            resolvedAt=row.resolved_at,
            createdAt=row.created_at,
        )


class ResolveIncidentBody(BaseModel):
    model_config = ConfigDict(extra="ignore", str_strip_whitespace=True)
    action: Literal["credit", "paid", "refund", "dismiss"]
    note: str = Field(min_length=1, max_length=255)


class PaymentSettingsOut(BaseModel):
    """The channels the agent takes money through, and what each pays into."""

    paymentMethods: list[str]
    available: list[str]  # the channels that work now (named, right currency, set up)
    truemoneyMobile: str | None
    currencyCode: str


class PaymentSettingsBody(BaseModel):
    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True)
    paymentMethods: list[Literal["BANK", "GATEWAY", "TRUEMONEY"]] = Field(min_length=1)
    truemoneyMobile: str | None = Field(default=None, max_length=16)


class ReleaseBody(BaseModel):
    model_config = ConfigDict(extra="ignore", str_strip_whitespace=True)
    reference: str = Field(min_length=1, max_length=96)
