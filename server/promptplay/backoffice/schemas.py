from __future__ import annotations

from datetime import datetime
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from ..cashier.schemas import SignedAmount, Tx
from ..core.money import Money
from ..player.schemas import BankAccount, Wallet


class StaffLoginBody(BaseModel):
    model_config = ConfigDict(extra="ignore")
    username: str = Field(min_length=1, max_length=64)
    password: str = Field(min_length=1, max_length=128)


class StaffOut(BaseModel):
    id: int
    username: str
    agentId: int
    prefix: str
    currencyCode: str


class StaffLoginResult(BaseModel):
    accessToken: str
    refreshToken: str
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
