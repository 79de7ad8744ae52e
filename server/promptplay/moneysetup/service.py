"""An agent's money set-up, as its staff (or the operator's command line) make it: the agent's
own bank accounts, where players transfer deposits and withdrawals are paid from, and its
limits. Every change is audited; getDomain serves it at once on this process (its kept answers
are dropped) and within its few seconds on the others. Spec §6: only non-player, non-company
users change the agent's accounts: the staff of the agent, never a player's token."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from sqlalchemy.ext.asyncio import AsyncSession

from ..agent.service import agent_service
from ..backoffice.repository import record_audit
from ..context import AppContext
from ..core.errors import DataNotFound, Duplicate, InvalidData
from ..core.money import from_minor, to_minor
from ..models import Agent, Bank, BankAccount
from ..player.rules import account_no_problem
from ..uploads.rules import is_upload_url
from . import rules
from .repository import MoneySetupRepository
from .schemas import (
    BankAccountBody,
    BankAccountsPage,
    MoneyLimits,
    MoneyLimitsBody,
    StaffBank,
    StaffBankAccount,
)

if TYPE_CHECKING:
    from ..cashier.service import Staff


class MoneySetupService:
    async def accounts(self, ctx: AppContext, staff: Staff) -> BankAccountsPage:
        async with ctx.db.read() as session:
            agent = await agent_service.get_agent(session, staff.agent.id)
            repository = MoneySetupRepository(session, agent.id)
            country = await repository.country(agent.country_id)
            return BankAccountsPage(
                accounts=[_account(a, b) for a, b in await repository.accounts()],
                banks=[_bank(b) for b in await repository.banks(agent.country_id)],
                currencyCode=country.currency_code,
                promptPay=country.currency_code == rules.PROMPTPAY_CURRENCY,
            )

    async def add_account(
        self, ctx: AppContext, staff: Staff, body: BankAccountBody
    ) -> StaffBankAccount:
        """A new account of the agent's own (audited)."""
        async with ctx.db.write() as session:
            agent = await agent_service.get_agent(session, staff.agent.id)
            account, bank = await add_account(session, agent, body)
            out = _account(account, bank)
            record_audit(
                session, staff, "bank_account.add", "bank_account", account.id, after=_logged(out)
            )
        agent_service.forget_domains()
        return out

    async def update_account(
        self, ctx: AppContext, staff: Staff, account_id: int, body: BankAccountBody
    ) -> StaffBankAccount:
        """Change one of the agent's own accounts in full (audited). A deposit already filed
        to it stays the staff's to decide; the site offers it no more once it is inactive or
        no longer takes deposits."""
        async with ctx.db.write() as session:
            agent = await agent_service.get_agent(session, staff.agent.id)
            repository = MoneySetupRepository(session, agent.id)
            account = await repository.account(account_id)
            if account is None:
                raise DataNotFound("Bank account not found", fields=["accountId"])
            before = _account(account, await _bank_of(session, account))
            bank = await _checked(repository, agent, body, account)
            _fill(account, bank, body)
            await repository.save()
            after = _account(account, bank)
            record_audit(
                session,
                staff,
                "bank_account.update",
                "bank_account",
                account.id,
                before=_logged(before),
                after=_logged(after),
            )
        agent_service.forget_domains()
        return after

    async def limits(self, ctx: AppContext, staff: Staff) -> MoneyLimits:
        async with ctx.db.read() as session:
            agent = await agent_service.get_agent(session, staff.agent.id)
            return await limits_of(session, agent)

    async def update_limits(
        self, ctx: AppContext, staff: Staff, body: MoneyLimitsBody
    ) -> MoneyLimits:
        """Replace the agent's limits (audited). Requests already filed keep the limits they
        were checked against; every later one meets the new ones."""
        async with ctx.db.write() as session:
            agent = await agent_service.get_agent(session, staff.agent.id)
            before, after = await set_limits(session, agent, body)
            record_audit(
                session,
                staff,
                "settings.limits",
                "agent",
                agent.id,
                before=before.model_dump(mode="json"),
                after=after.model_dump(mode="json"),
            )
        agent_service.forget_domains()
        return after


_AMOUNTS = (
    "minimumDeposit",
    "maximumDeposit",
    "minimumWithdraw",
    "maximumWithdraw",
    "maximumCreditBalance",
)


async def set_limits(
    session: AsyncSession, agent: Agent, body: MoneyLimitsBody
) -> tuple[MoneyLimits, MoneyLimits]:
    """Replace the agent's limits, each range checked in its currency; the limits before and
    after (the back office and the company's new agents both set them here)."""
    before = await limits_of(session, agent)
    currency = before.currencyCode
    minor = {name: _minor(getattr(body, name), currency, name) for name in _AMOUNTS}
    for low, high, what in (
        ("minimumDeposit", "maximumDeposit", "deposit"),
        ("minimumWithdraw", "maximumWithdraw", "withdrawal"),
    ):
        problem = rules.range_problem(minor[low], minor[high], what)
        if problem:
            raise InvalidData(problem, fields=[low, high])
    agent.minimum_deposit = minor["minimumDeposit"]
    agent.maximum_deposit = minor["maximumDeposit"]
    agent.minimum_withdraw = minor["minimumWithdraw"]
    agent.maximum_withdraw = minor["maximumWithdraw"]
    agent.maximum_credit_balance = minor["maximumCreditBalance"]
    agent.turn = body.turn
    agent.deposit_expiry_minutes = body.depositExpiryMinutes
    await MoneySetupRepository(session, agent.id).save()
    return before, await limits_of(session, agent)


async def add_account(
    session: AsyncSession, agent: Agent, body: BankAccountBody
) -> tuple[BankAccount, Bank]:
    """One new account of the agent's own, checked as every change is (the back office, the
    command line and the demo data all make them here)."""
    repository = MoneySetupRepository(session, agent.id)
    bank = await _checked(repository, agent, body, None)
    account = BankAccount(agent_id=agent.id, player_id=None, exchange_rate=1)
    _fill(account, bank, body)
    account.currency_code = (await repository.country(agent.country_id)).currency_code
    await repository.add(account)
    return account, bank


async def _checked(
    repository: MoneySetupRepository,
    agent: Agent,
    body: BankAccountBody,
    account: BankAccount | None,
) -> Bank:
    """The bank the body names, once everything in it holds for this agent."""
    bank = await repository.bank(agent.country_id, body.bankCode)
    if bank is None:
        raise InvalidData("No such bank in the agent's country", fields=["bankCode"])
    problem = account_no_problem(body.bankAccountNo, bank.account_no_min, bank.account_no_max)
    if problem:
        raise InvalidData(problem, fields=["bankAccountNo"])
    currency = (await repository.country(agent.country_id)).currency_code
    problem = rules.promptpay_problem(body.promptPayType, body.promptPayNo, currency)
    if problem:
        raise InvalidData(problem, fields=["promptPayType", "promptPayNo"])
    if body.qrCode is not None and not is_upload_url(body.qrCode):
        raise InvalidData("The QR code is an image uploaded here", fields=["qrCode"])
    holder = await repository.holder_of(bank.id, body.bankAccountNo)
    if holder is not None and holder is not account:
        # A player's account or another of the agent's own: one owner per number.
        raise Duplicate("This bank account is already registered", fields=["bankAccountNo"])
    return bank


def _fill(account: BankAccount, bank: Bank, body: BankAccountBody) -> None:
    account.bank_id = bank.id
    account.bank_account_no = body.bankAccountNo
    account.bank_account_name = " ".join(body.bankAccountName.split())
    account.bank_account_type = body.bankAccountType
    account.status = body.status
    account.prompt_pay_type = body.promptPayType
    account.prompt_pay_no = body.promptPayNo
    account.qr_code = body.qrCode
    account.sort = body.sort


async def _bank_of(session: AsyncSession, account: BankAccount) -> Bank:
    bank = await session.get(Bank, account.bank_id)
    assert bank is not None, "bank_account.bank_id is a foreign key"
    return bank


async def limits_of(session: AsyncSession, agent: Agent) -> MoneyLimits:
    c = await agent_service.currency_in(session, agent)
    return MoneyLimits(
        currencyCode=c,
        minimumDeposit=from_minor(agent.minimum_deposit, c),
        maximumDeposit=from_minor(agent.maximum_deposit, c),
        minimumWithdraw=from_minor(agent.minimum_withdraw, c),
        maximumWithdraw=from_minor(agent.maximum_withdraw, c),
        maximumCreditBalance=from_minor(agent.maximum_credit_balance, c),
        turn=agent.turn,
        depositExpiryMinutes=agent.deposit_expiry_minutes,
    )


def _minor(amount: Any, currency: str, name: str) -> int:
    try:
        return to_minor(amount, currency)
    except ValueError as exc:
        raise InvalidData(f"{name}: {exc}", fields=[name]) from exc


def _account(account: BankAccount, bank: Bank) -> StaffBankAccount:
    return StaffBankAccount(
        id=account.id,
        bankCode=bank.code,
        bankName=bank.name_en,
        bankAccountNo=account.bank_account_no,
        bankAccountName=account.bank_account_name,
        bankAccountType=account.bank_account_type,  # type: ignore[arg-type]
        status=account.status,  # type: ignore[arg-type]
        currencyCode=account.currency_code,
        promptPayType=account.prompt_pay_type,  # type: ignore[arg-type]
        promptPayNo=account.prompt_pay_no,
        qrCode=account.qr_code,
        sort=account.sort,
        createdAt=account.created_at,
    )


def _bank(bank: Bank) -> StaffBank:
    return StaffBank(
        code=bank.code,
        nameTh=bank.name_th,
        nameEn=bank.name_en,
        accountNoLength=(bank.account_no_min, bank.account_no_max),
    )


def _logged(account: StaffBankAccount) -> dict[str, Any]:
    return account.model_dump(mode="json", exclude={"createdAt"})


money_setup_service = MoneySetupService()
