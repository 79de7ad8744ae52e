import type { Agent, Bank, BankAccount, BankTransaction, TransactionHistory, User, Wallet, Withdrawable } from '@/types/api';

export const bankFixtures: Bank[] = [
  { id: 1, code: 'KBANK', nameTh: 'ธนาคารกสิกรไทย', nameEn: 'Kasikornbank', iconUrl: null, countryId: 1, accountNoLength: [10, 10] },
  { id: 2, code: 'SCB', nameTh: 'ธนาคารไทยพาณิชย์', nameEn: 'Siam Commercial Bank', iconUrl: null, countryId: 1, accountNoLength: [10, 10] },
  { id: 3, code: 'GSB', nameTh: 'ธนาคารออมสิน', nameEn: 'Government Savings Bank', iconUrl: null, countryId: 1, accountNoLength: [12, 12] },
];

export function agentFixture(overrides: Partial<Agent> = {}): Agent {
  return {
    id: 1,
    username: 'pp',
    prefix: 'PP',
    domain: ['localhost'],
    gameCompany: null,
    country: { id: 1, code: 'TH', name: 'Thailand', currency: 'THB', dialingCode: '+66', timezone: 'Asia/Bangkok' },
    countriesId: 1,
    minimumWithdraw: 100,
    maximumWithdraw: 50000,
    minimumDeposit: 1,
    turn: 1,
    bankAccounts: [],
    templateSetting: {
      template: {
        name: 'default',
        title: 'Demo Play',
        description: 'Demo description',
        favicon: null,
        logo: null,
        bgImage: null,
        primaryButton: { mode: 'default' },
        confirmButton: { mode: 'single', color: '#ff0000', fontColor: '#ffffff' },
        cancelButton: { mode: 'default' },
        lineFloatingButton: true,
        lineUrl: 'https://line.me/ti/p/demo',
        telegramFloatingButton: false,
        telegramUrl: 'https://t.me/demo',
        whatAppFloatingButton: false,
        whatAppUrl: null,
        facebookMessengerFloatingButton: false,
        facebookMessengerUrl: null,
      },
      layout: { name: 'a' },
    },
    ...overrides,
  };
}

export const walletFixture: Wallet = {
  cashIn: 0,
  cashOut: 0,
  cashBalance: 0,
  creditIn: 1500,
  creditOut: 265.5,
  creditBalance: 1234.5,
  incomeFromAlliance: 0,
  incomeFromAffiliate: 0,
  currencyCode: 'THB',
  cashPromotion: 0,
  creditPromotion: 0,
  eventCredit: 0,
  returnLostBalance: 0,
};

export function userFixture(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    username: 'demo',
    tel: '0812345678',
    email: null,
    roleId: 5,
    userType: 'player',
    status: 'active',
    lastLogin: null,
    player: {
      id: 3,
      agentId: 1,
      userId: 7,
      tel: '0812345678',
      lineId: 'demo-line',
      isPlaying: 0,
      bankAccount: {
        id: 9,
        bankCode: 'KBANK',
        bankAccountNo: '1234567890',
        bankAccountName: 'Demo Player',
        bank: bankFixtures[0],
      },
    },
    ...overrides,
  };
}

/* Money (docs/money.md). */

export function depositAccountFixture(overrides: Partial<BankAccount> = {}): BankAccount {
  return {
    id: 3,
    bankCode: 'KBANK',
    bankAccountNo: '0481234567',
    bankAccountName: 'บจก. พรอมต์เพลย์',
    bankAccountType: 'DEPOSIT',
    status: 'ACTIVE',
    currencyCode: 'THB',
    promptPayType: 'PHONE',
    promptPayNo: '0812345678',
    bank: bankFixtures[0],
    ...overrides,
  };
}

export function withdrawableFixture(overrides: Partial<Withdrawable> = {}): Withdrawable {
  return {
    withdrawable: 1234.5,
    creditBalance: 1234.5,
    cashBalance: 500,
    turn: 1,
    requiredCredit: 500,
    remainingTurnover: 0,
    reason: 'ok',
    minimumWithdraw: 100,
    maximumWithdraw: 50000,
    minimumDeposit: 100,
    maximumDeposit: 50000,
    maximumCreditBalance: 0,
    currencyCode: 'THB',
    ...overrides,
  };
}

export function transactionFixture(overrides: Partial<BankTransaction> = {}): BankTransaction {
  return {
    id: 12,
    type: 'DEPOSIT',
    channel: 'BANK',
    amount: 500,
    status: '0001',
    statusText: 'รอดำเนินการ',
    bankAccountId: 3,
    bankAccount: null,
    reference: null,
    reason: null,
    seizedAmount: 0,
    createdAt: '2026-11-21T08:00:00Z',
    updatedAt: '2026-11-21T08:00:00Z',
    expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
    ...overrides,
  };
}

export function historyFixture(transactions: BankTransaction[]): TransactionHistory {
  return {
    depositTransactions: transactions.filter((tx) => tx.type === 'DEPOSIT'),
    withdrawTransactions: transactions.filter((tx) => tx.type === 'WITHDRAW'),
    allTransactions: transactions,
  };
}
