import type { BankAccountsPage, MoneyLimits, PaymentIncident, PaymentSettings, StaffBank, StaffBankAccount } from '../types';

import { depositFixture, withdrawalFixture } from './fixtures';

/** An open incident about the deposit fixture: the upstream reported less than was ordered. */
export function paymentIncidentFixture(overrides: Partial<PaymentIncident> = {}): PaymentIncident {
  return {
    id: 7,
    kind: 'amount_mismatch',
    description: 'the upstream reports another amount than the request\u2019s',
    channel: 'GATEWAY',
    transactionId: 12,
    transaction: depositFixture({ channel: 'GATEWAY' }),
    reportedAmount: 1450,
    reportedCurrency: 'THB',
    detail: { status: 'PAID', source: 'callback', ordered: 150000 },
    status: 'open',
    resolution: null,
    note: null,
    resolvedBy: null,
    resolvedAt: null,
    createdAt: '2026-01-10T08:30:00Z',
    ...overrides,
  };
}

/** An open incident about the withdrawal fixture: a gateway withdrawal whose order was never opened. */
export function withdrawalIncidentFixture(overrides: Partial<PaymentIncident> = {}): PaymentIncident {
  return paymentIncidentFixture({
    id: 8,
    kind: 'withdraw_without_order',
    transactionId: 13,
    transaction: withdrawalFixture({ channel: 'GATEWAY' }),
    reportedAmount: null,
    reportedCurrency: null,
    detail: {},
    createdAt: '2026-01-10T08:35:00Z',
    ...overrides,
  });
}

export function paymentSettingsFixture(overrides: Partial<PaymentSettings> = {}): PaymentSettings {
  return { paymentMethods: ['BANK'], available: ['BANK'], truemoneyMobile: null, currencyCode: 'THB', ...overrides };
}

/** Banks of Thailand as the account form offers them: KBANK and SCB take 10 digits, GSB 12, BAAC 10 to 12. */
export const staffBankFixtures: StaffBank[] = [
  { code: 'KBANK', nameTh: 'กสิกรไทย', nameEn: 'Kasikornbank', accountNoLength: [10, 10] },
  { code: 'SCB', nameTh: 'ไทยพาณิชย์', nameEn: 'Siam Commercial Bank', accountNoLength: [10, 10] },
  { code: 'GSB', nameTh: 'ออมสิน', nameEn: 'Government Savings Bank', accountNoLength: [12, 12] },
  { code: 'BAAC', nameTh: 'ธ.ก.ส.', nameEn: 'BAAC', accountNoLength: [10, 12] },
];

/** An active deposit-and-withdrawal account of the agent at KBANK, with a PromptPay mobile. */
export function staffBankAccountFixture(overrides: Partial<StaffBankAccount> = {}): StaffBankAccount {
  return {
    id: 1,
    bankCode: 'KBANK',
    bankName: 'Kasikornbank',
    bankAccountNo: '1234567890',
    bankAccountName: 'PP Company',
    bankAccountType: 'DEPOSIT/WITHDRAW',
    status: 'active',
    currencyCode: 'THB',
    promptPayType: 'PHONE',
    promptPayNo: '0812345678',
    qrCode: null,
    sort: 0,
    createdAt: '2026-01-02T03:00:00Z',
    ...overrides,
  };
}

export function bankAccountsPageFixture(overrides: Partial<BankAccountsPage> = {}): BankAccountsPage {
  return {
    accounts: [
      staffBankAccountFixture(),
      staffBankAccountFixture({
        id: 2,
        bankCode: 'SCB',
        bankName: 'Siam Commercial Bank',
        bankAccountNo: '5550001111',
        bankAccountName: 'PP Payout',
        bankAccountType: 'WITHDRAW',
        status: 'inactive',
        promptPayType: null,
        promptPayNo: null,
        qrCode: '/api/uploads/9a8b7c.png',
        sort: 3,
      }),
    ],
    banks: staffBankFixtures,
    currencyCode: 'THB',
    promptPay: true,
    ...overrides,
  };
}

export function moneyLimitsFixture(overrides: Partial<MoneyLimits> = {}): MoneyLimits {
  return {
    currencyCode: 'THB',
    minimumDeposit: 100,
    maximumDeposit: 50000,
    minimumWithdraw: 300,
    maximumWithdraw: 100000.5,
    maximumCreditBalance: 1000000,
    turn: 1.5,
    depositExpiryMinutes: 30,
    ...overrides,
  };
}
