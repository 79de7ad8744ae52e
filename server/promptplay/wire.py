"""The wire shapes more than one domain answers with: a bank, a country, a wallet, a bank
account, and a user with its player. Each domain's own shapes stay in its `schemas.py`."""

from __future__ import annotations

from pydantic import BaseModel

from .core.money import Money, from_minor
from .models import Bank as BankRow
from .models import BankAccount as BankAccountRow
from .models import Country as CountryRow
from .models import Player as PlayerRow
from .models import User as UserRow
from .models import Wallet as WalletRow


class Bank(BaseModel):
    id: int
    code: str
    swiftCode: str
    codeName: str
    nameTh: str
    nameEn: str
    nameLocal: str
    iconUrl: str
    countryId: int
    accountNoLength: tuple[int, int]

    @classmethod
    def of(cls, row: BankRow) -> Bank:
        return cls(
            id=row.id,
            code=row.code,
            swiftCode=row.swift_code,
            codeName=row.code_name,
            nameTh=row.name_th,
            nameEn=row.name_en,
            nameLocal=row.name_local,
            iconUrl=f"/api/bank/icon/{row.code}.svg",
            countryId=row.country_id,
            accountNoLength=(row.account_no_min, row.account_no_max),
        )


class Country(BaseModel):
    id: int
    code: str
    name: str
    nameTh: str
    currency: str
    dialingCode: str
    timezone: str

    @classmethod
    def of(cls, row: CountryRow) -> Country:
        return cls(
            id=row.id,
            code=row.code,
            name=row.name_en,
            nameTh=row.name_th,
            currency=row.currency_code,
            dialingCode=row.dialing_code,
            timezone=row.timezone,
        )


class Wallet(BaseModel):
    cashIn: Money
    cashOut: Money
    cashBalance: Money
    creditIn: Money
    creditOut: Money
    creditBalance: Money
    incomeFromAlliance: Money
    incomeFromAffiliate: Money
    currencyCode: str
    cashPromotion: Money
    creditPromotion: Money
    eventCredit: Money
    returnLostBalance: Money
    # The part of creditBalance that is at the game upstream while the player plays.
    gameCredit: Money
    # Engagement counters (docs/engagement.md): lucky-wheel spins waiting, diamonds to spend.
    spins: int = 0
    diamonds: int = 0
    # Counts the wallet's changes: of two answers or pushes, the higher is the later state.
    version: int

    @classmethod
    def of(cls, w: WalletRow) -> Wallet:
        c = w.currency_code
        return cls(
            cashIn=from_minor(w.cash_in, c),
            cashOut=from_minor(w.cash_out, c),
            cashBalance=from_minor(w.cash_balance, c),
            creditIn=from_minor(w.credit_in, c),
            creditOut=from_minor(w.credit_out, c),
            creditBalance=from_minor(w.credit_balance + w.game_credit, c),
            incomeFromAlliance=from_minor(w.income_from_alliance, c),
            incomeFromAffiliate=from_minor(w.income_from_affiliate, c),
            currencyCode=c,
            cashPromotion=from_minor(w.cash_promotion, c),
            creditPromotion=from_minor(w.credit_promotion, c),
            eventCredit=from_minor(w.event_credit, c),
            returnLostBalance=from_minor(w.return_lost_balance, c),
            gameCredit=from_minor(w.game_credit, c),
            spins=w.spins,
            diamonds=w.diamonds,
            version=w.version,
        )


class BankAccount(BaseModel):
    id: int
    bankCode: str
    bankAccountNo: str
    bankAccountName: str
    bankAccountType: str
    status: str
    currencyCode: str
    exchangeRate: int
    promptPayType: str | None
    promptPayNo: str | None
    qrCode: str | None
    bank: Bank

    @classmethod
    def of(cls, a: BankAccountRow, bank: BankRow) -> BankAccount:
        return cls(
            id=a.id,
            bankCode=bank.code,
            bankAccountNo=a.bank_account_no,
            bankAccountName=a.bank_account_name,
            bankAccountType=a.bank_account_type,
            status=a.status,
            currencyCode=a.currency_code,
            exchangeRate=a.exchange_rate,
            promptPayType=a.prompt_pay_type,
            promptPayNo=a.prompt_pay_no,
            qrCode=a.qr_code,
            bank=Bank.of(bank),
        )


class Player(BaseModel):
    id: int
    agentId: int
    userId: int
    bankAccountId: int | None
    walletId: int
    firstName: str | None
    lastName: str | None
    nickName: str | None
    tel: str
    dob: str | None
    gender: str | None
    lineId: str | None
    refers: str | None
    invite: str
    fromChannel: str | None
    isPlaying: int
    allianceId: int | None
    ufaUsername: str | None
    returnLost: int
    wallet: Wallet
    bankAccount: BankAccount | None


class User(BaseModel):
    id: int
    username: str
    tel: str | None
    email: str | None
    roleId: int
    userType: str
    accessPermission: list[object]
    status: str
    lastLogin: str | None
    player: Player | None


def player_of(
    p: PlayerRow, w: WalletRow, account: BankAccountRow | None, bank: BankRow | None
) -> Player:
    return Player(
        id=p.id,
        agentId=p.agent_id,
        userId=p.user_id,
        bankAccountId=p.bank_account_id,
        walletId=w.id,
        firstName=p.first_name,
        lastName=p.last_name,
        nickName=p.nick_name,
        tel=p.tel,
        dob=p.dob.isoformat() if p.dob else None,
        gender=p.gender,
        lineId=p.line_id,
        refers=p.refers,
        invite=p.invite,
        fromChannel=p.from_channel,
        isPlaying=p.is_playing,
        allianceId=p.alliance_id,
        ufaUsername=p.ufa_username,
        returnLost=p.return_lost,
        wallet=Wallet.of(w),
        bankAccount=BankAccount.of(account, bank) if account and bank else None,
    )


def user_of(u: UserRow, player: Player | None) -> User:
    return User(
        id=u.id,
        username=u.username,
        tel=u.tel,
        email=u.email,
        roleId=u.role_id,
        userType=u.user_type,
        accessPermission=list(u.access_permission or []),
        status=u.status,
        lastLogin=u.last_login.isoformat() if u.last_login else None,
        player=player,
    )
