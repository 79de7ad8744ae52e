import type { Agent, Bank, BankAccount, BankTransaction, PlayerConfiguration, Schema, TransactionHistory, User, Wallet, Withdrawable } from '@/types/api';

function bank(id: number, code: string, swiftCode: string, nameTh: string, nameEn: string, accountNoLength: [number, number]): Bank {
  return { id, code, swiftCode, codeName: code, nameTh, nameEn, nameLocal: nameTh, iconUrl: `/api/bank/icon/${code}.svg`, countryId: 1, accountNoLength };
}

export const bankFixtures: [Bank, Bank, Bank] = [
  bank(1, 'KBANK', 'KASITHBK', 'ธนาคารกสิกรไทย', 'Kasikornbank', [10, 10]),
  bank(2, 'SCB', 'SICOTHBK', 'ธนาคารไทยพาณิชย์', 'Siam Commercial Bank', [10, 10]),
  bank(3, 'GSB', 'GSBATHBK', 'ธนาคารออมสิน', 'Government Savings Bank', [12, 12]),
];

export function agentFixture(overrides: Partial<Agent> = {}): Agent {
  return {
    id: 1,
    username: 'pp',
    prefix: 'PP',
    domain: 'localhost',
    gameCompany: 'AMB',
    country: { id: 1, code: 'TH', name: 'Thailand', nameTh: 'ไทย', currency: 'THB', dialingCode: '+66', timezone: 'Asia/Bangkok' },
    countriesId: 1,
    paymentMethod: 'BANK',
    minimumWithdraw: 100,
    maximumWithdraw: 50000,
    minimumDeposit: 1,
    maximumDeposit: 50000,
    maximumCreditBalance: 0,
    turnType: 1,
    turn: 1,
    depositMode: 'AUTO',
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
    hostBranding: { logo: null, bgImage: null },
    ...overrides,
  };
}

export function playerConfigurationFixture(overrides: Partial<PlayerConfiguration> = {}): PlayerConfiguration {
  return {
    contact: { lineId: '@demo', lineUrl: 'https://line.me/R/ti/p/@demo', tel: '021234567' },
    autoPromotion: 'normal',
    captcha: false,
    giftTrueMoney: false,
    usernameRule: { minLength: 4, maxLength: 16, pattern: '^[a-z][a-z0-9]*$' },
    passwordRule: { minLength: 8, maxLength: 64 },
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
  gameCredit: 0,
  version: 1,
};

/** A bank account as the server answers it; by default the demo player's, without PromptPay. */
export function bankAccountFixture(overrides: Partial<BankAccount> = {}): BankAccount {
  const bank = overrides.bank ?? bankFixtures[0];
  return {
    id: 9,
    bankCode: bank.code,
    bankAccountNo: '1234567890',
    bankAccountName: 'Demo Player',
    bankAccountType: 'WITHDRAW',
    status: 'ACTIVE',
    currencyCode: 'THB',
    exchangeRate: 1,
    promptPayType: null,
    promptPayNo: null,
    qrCode: null,
    bank,
    ...overrides,
  };
}

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
    accessPermission: [],
    player: {
      id: 3,
      agentId: 1,
      userId: 7,
      bankAccountId: 9,
      walletId: 3,
      firstName: null,
      lastName: null,
      nickName: null,
      tel: '0812345678',
      dob: null,
      gender: null,
      lineId: 'demo-line',
      refers: null,
      invite: 'INV7',
      fromChannel: null,
      isPlaying: 0,
      allianceId: null,
      ufaUsername: null,
      returnLost: 0,
      wallet: walletFixture,
      bankAccount: bankAccountFixture(),
    },
    ...overrides,
  };
}

/* Money (docs/money.md). */

export function depositAccountFixture(overrides: Partial<BankAccount> = {}): BankAccount {
  return bankAccountFixture({
    id: 3,
    bankAccountNo: '0481234567',
    bankAccountName: 'บจก. พรอมต์เพลย์',
    bankAccountType: 'DEPOSIT',
    promptPayType: 'PHONE',
    promptPayNo: '0812345678',
    ...overrides,
  });
}

export function withdrawableFixture(overrides: Partial<Withdrawable> = {}): Withdrawable {
  return {
    withdrawable: 1234.5,
    creditBalance: 1234.5,
    cashBalance: 500,
    turn: '1',
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
    currencyCode: 'THB',
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

/**
 * A player's protection as GET player/protection answers it: the six limits, none set and
 * nothing used (or `limits` overriding those of the same kind and period), no break, no reminder.
 */
export function protectionFixture(
  overrides: Partial<Omit<Schema<'Protection'>, 'limits'>> & { limits?: Array<Partial<Schema<'PlayLimitOut'>> & Pick<Schema<'PlayLimitOut'>, 'kind' | 'period'>> } = {},
): Schema<'Protection'> {
  const { limits = [], ...rest } = overrides;
  const starts = { day: '2026-05-03T17:00:00Z', week: '2026-05-03T17:00:00Z', month: '2026-04-30T17:00:00Z' } as const;
  const all = (['deposit', 'loss'] as const).flatMap((kind) =>
    (['day', 'week', 'month'] as const).map((period) => {
      const own = limits.find((l) => l.kind === kind && l.period === period);
      return { kind, period, amount: null, used: 0, periodStart: starts[period], pending: null, ...own };
    }),
  );
  return { currencyCode: 'THB', limits: all, excludedUntil: null, realityCheckMinutes: 0, coolingOffHours: 24, ...rest };
}
