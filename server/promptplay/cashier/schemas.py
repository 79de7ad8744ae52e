"""Bodies and answers of the cashier calls (docs/money.md)."""

from __future__ import annotations

from datetime import datetime
from decimal import Decimal
from typing import Annotated, Any, Literal

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field

from ..core.money import Money, from_minor
from ..models import Bank as BankRow
from ..models import BankAccount as BankAccountRow
from ..models import BankTransaction
from ..promotions.schemas import PlayerPromotion
from ..wire import BankAccount, Wallet

# A request's status (spec §7 "Bank").
SUCCESS, PENDING, FAILED, CANCELLED, EXPIRED = "0000", "0001", "0002", "0004", "0005"
STATUS_TEXTS = {
    "0000": "ทำรายการสำเร็จ",
    "0001": "รอดำเนินการ",
    "0002": "รายการล้มเหลว กรุณาติดต่อแอดมิน",
    "0003": "รายการไม่ถูกต้อง",
    "0004": "ยกเลิกรายการ",
    "0005": "รายการหมดอายุ",
    "1001": "ยึดเครดิต",
    "1002": "บัญชีถูกระงับ",
    "9999": "เกิดข้อผิดพลาด",
    "2000": "กำลังเติมเครดิตเข้าเกม",
    "0009": "รอโปรโมชั่นสิ้นสุด",
}


def _number_only(value: Any) -> Any:
    """An amount is a JSON number or a plain decimal string; never a bool, list or object."""
    if isinstance(value, bool) or not isinstance(value, (int, float, str, Decimal)):
        raise ValueError("amount must be a number")
    if isinstance(value, str) and not value.strip():
        raise ValueError("amount must be a number")
    return value


# Positive, at most two decimals, at most a trillion: anything else is 0000 naming the field.
Amount = Annotated[
    Decimal,
    BeforeValidator(_number_only),
    Field(gt=0, max_digits=15, decimal_places=2, allow_inf_nan=False),
]
# A staff adjustment may take credit away as well as add it.
SignedAmount = Annotated[
    Decimal,
    BeforeValidator(_number_only),
    Field(max_digits=15, decimal_places=2, allow_inf_nan=False),
]
Id = Annotated[int, Field(ge=1, le=2**62)]


class DepositAccountsBody(BaseModel):
    model_config = ConfigDict(extra="ignore")
    bankAccountType: Literal["DEPOSIT", "WITHDRAW", "DEPOSIT/WITHDRAW"] = "DEPOSIT"


class TransactionBody(BaseModel):
    model_config = ConfigDict(extra="ignore")
    bankAccountId: Id
    type: Literal["DEPOSIT", "WITHDRAW"]
    amount: Amount
    agentId: Id | None = None


class CurrentTransactionBody(BaseModel):
    model_config = ConfigDict(extra="ignore")
    fromBankAccountId: Id | None = None


class Tx(BaseModel):
    id: int
    type: str
    channel: str
    amount: Money
    status: str
    statusText: str
    bankAccountId: int | None
    bankAccount: BankAccount | None
    reference: str | None
    reason: str | None
    seizedAmount: Money
    currencyCode: str
    createdAt: datetime
    updatedAt: datetime
    expiresAt: datetime | None

    @classmethod
    def of(
        cls,
        tx: BankTransaction,
        account: BankAccountRow | None = None,
        bank: BankRow | None = None,
    ) -> Tx:
        c = tx.currency_code
        return cls(
            id=tx.id,
            type=tx.type,
            channel=tx.channel,
            amount=from_minor(tx.amount, c),
            status=tx.status,
            statusText=STATUS_TEXTS.get(tx.status, tx.status),
            bankAccountId=tx.bank_account_id,
            bankAccount=BankAccount.of(account, bank) if account and bank else None,
            reference=tx.reference,
            reason=tx.reason,
            seizedAmount=from_minor(tx.seized_amount, c),
            currencyCode=c,
            createdAt=tx.created_at,
            updatedAt=tx.updated_at,
            expiresAt=tx.expires_at,
        )


class History(BaseModel):
    withdrawTransactions: list[Tx]
    depositTransactions: list[Tx]
    allTransactions: list[Tx]

    @classmethod
    def of(cls, transactions: list[Tx]) -> History:
        return cls(
            withdrawTransactions=[t for t in transactions if t.type == "WITHDRAW"],
            depositTransactions=[t for t in transactions if t.type == "DEPOSIT"],
            allTransactions=transactions,
        )


class HistoryResult(BaseModel):
    transactionHistory: History


class TransactionResult(BaseModel):
    transaction: Tx
    wallet: Wallet
    transactionHistory: History


class WithdrawableOut(BaseModel):
    withdrawable: Money
    creditBalance: Money
    cashBalance: Money
    turn: Decimal
    requiredCredit: Money
    remainingTurnover: Money
    reason: Literal["ok", "turnover", "minimum", "promotion"]
    minimumWithdraw: Money
    maximumWithdraw: Money
    minimumDeposit: Money
    maximumDeposit: Money
    maximumCreditBalance: Money
    currencyCode: str
    # The active promotion that decides the amount (docs/promotions.md §4), or null.
    promotion: PlayerPromotion | None = None


DateFilter = Literal["today", "yesterday", "thisWeek", "lastWeek", "thisMonth", "lastMonth"]


# ----- TrueMoney vouchers ------------------------------------------------------------------


class GiftBody(BaseModel):
    model_config = ConfigDict(extra="ignore", str_strip_whitespace=True)
    gift: str = Field(min_length=1, max_length=512)


class GiftResult(BaseModel):
    transaction: Tx
    wallet: Wallet


# ----- the Vietnam gateway -----------------------------------------------------------------


class GatewayBankOut(BaseModel):
    bankCode: str
    name: str
    iconUrl: str | None


class GatewayDepositBody(BaseModel):
    model_config = ConfigDict(extra="ignore")
    amount: Amount
    bankCode: str = Field(min_length=1, max_length=16)


class GatewayWithdrawBody(BaseModel):
    model_config = ConfigDict(extra="ignore")
    amount: Amount


class GatewayCancelBody(BaseModel):
    model_config = ConfigDict(extra="ignore")
    transactionId: Id


class GatewayOrderOut(BaseModel):
    orderId: str
    payUrl: str | None
    qrPayload: str | None
    bankCode: str
    accountNo: str
    accountName: str
    amount: Money
    expiresAt: str | None


class GatewayDepositResult(BaseModel):
    transaction: Tx
    order: GatewayOrderOut


class GatewayWithdrawResult(BaseModel):
    transaction: Tx
    wallet: Wallet
