from __future__ import annotations

from datetime import date, datetime
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from ..cashier.schemas import SignedAmount, Tx
from ..core.money import Money
from ..player.schemas import BankAccount, Wallet


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


class StaffLoginResult(BaseModel):
    # Null for the back office's pages, which get the token as an HttpOnly cookie instead.
    accessToken: str | None
    refreshToken: str | None
    staff: StaffOut


class QueueTx(Tx):
    playerId: int
    username: str
    playerBankAccount: BankAccount | None


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


# ----- play (read only) ---------------------------------------------------------------------


class PageOut(BaseModel):
    page: int
    perPage: int
    total: int
    totalPages: int


TransferDirection = Literal["toProvider", "toWallet"]
TransferStatus = Literal["pending", "success", "failed"]


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
