/** Wire shapes of docs/api.md (field names are the spec's, §3). */

export type ButtonMode = 'default' | 'single' | 'gradient';

export interface TemplateButton {
  mode?: ButtonMode | null;
  color?: string | null;
  fontColor?: string | null;
  deg?: number | string | null;
  colors?: string[] | null;
}

export interface Template {
  name?: string | null;
  confirmButton?: TemplateButton | null;
  cancelButton?: TemplateButton | null;
  primaryButton?: TemplateButton | null;
  title?: string | null;
  description?: string | null;
  favicon?: string | null;
  logo?: string | null;
  bgImage?: string | null;
  lineFloatingButton?: boolean | null;
  lineUrl?: string | null;
  telegramFloatingButton?: boolean | null;
  telegramUrl?: string | null;
  whatAppFloatingButton?: boolean | null;
  whatAppUrl?: string | null;
  facebookMessengerFloatingButton?: boolean | null;
  facebookMessengerUrl?: string | null;
}

export interface TemplateSetting {
  template?: Template | null;
  layout?: { name?: string | null } | null;
}

export interface Country {
  id: number;
  code?: string;
  name?: string;
  currency: string;
  dialingCode: string;
  timezone?: string;
}

export interface Agent {
  id: number;
  username: string;
  prefix: string;
  domain: string | string[];
  gameCompany?: string | null;
  country: Country;
  countriesId?: number;
  /** Comma-separated channels the agent takes money through now: BANK, GATEWAY, TRUEMONEY. */
  paymentMethod?: string;
  minimumWithdraw?: number;
  maximumWithdraw?: number;
  minimumDeposit?: number;
  maximumDeposit?: number;
  turnType?: number;
  turn?: number;
  depositMode?: unknown;
  maximumCreditBalance?: number;
  bankAccounts?: unknown[];
  templateSetting?: TemplateSetting | null;
}

export interface ContactChannels {
  lineId?: string | null;
  lineUrl?: string | null;
  telegramUrl?: string | null;
  whatAppUrl?: string | null;
  facebookMessengerUrl?: string | null;
  tel?: string | null;
  email?: string | null;
}

export interface PlayerConfiguration {
  contact?: ContactChannels | null;
  autoPromotion?: string | null;
  giftTrueMoney?: boolean;
  captcha?: boolean;
  usernameRule?: { minLength?: number; maxLength?: number; pattern?: string } | null;
  passwordRule?: { minLength?: number; maxLength?: number } | null;
}

export interface Bank {
  id: number;
  code: string;
  swiftCode?: string | null;
  codeName?: string | null;
  nameTh: string;
  nameEn: string;
  iconUrl?: string | null;
  countryId?: number;
  accountNoLength?: [number, number] | number[] | null;
}

export interface BankAccount {
  id: number;
  bankCode: string;
  bankAccountNo: string;
  bankAccountName: string;
  bankAccountType?: string;
  status?: string;
  currencyCode?: string;
  exchangeRate?: number | null;
  promptPayType?: string | null;
  promptPayNo?: string | null;
  qrCode?: string | null;
  bank?: Bank | null;
}

export interface Wallet {
  cashIn: number;
  cashOut: number;
  cashBalance: number;
  creditIn: number;
  creditOut: number;
  creditBalance: number;
  incomeFromAlliance: number;
  incomeFromAffiliate: number;
  currencyCode: string;
  cashPromotion: number;
  creditPromotion: number;
  eventCredit: number;
  returnLostBalance: number;
  /** Credit now at a game upstream (docs/games.md); `creditBalance` already includes it. */
  gameCredit?: number;
}

export interface Player {
  id: number;
  agentId: number;
  userId: number;
  bankAccountId?: number | null;
  walletId?: number | null;
  firstName?: string | null;
  lastName?: string | null;
  nickName?: string | null;
  tel?: string | null;
  dob?: string | null;
  gender?: string | null;
  lineId?: string | null;
  refers?: unknown;
  invite?: unknown;
  fromChannel?: string | null;
  isPlaying?: 0 | 1 | number;
  allianceId?: number | null;
  ufaUsername?: string | null;
  returnLost?: unknown;
  wallet?: Wallet | null;
  bankAccount?: BankAccount | null;
}

export type UserType = 'player' | 'agent' | 'staff' | 'company' | 'admin';

export interface User {
  id: number;
  username: string;
  tel?: string | null;
  email?: string | null;
  roleId?: number | null;
  userType: UserType | string;
  accessPermission?: unknown;
  status?: string | null;
  lastLogin?: string | null;
  player?: Player | null;
}

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

export interface LoginResult extends TokenPair {
  user: User;
}

export interface RegisterPayload {
  username: string;
  password: string;
  tel: string;
  prefixAgent: string;
  bankCode: string;
  bankAccountNo: string;
  bankAccountName: string;
  lineId?: string;
  fromChannel?: string;
  referrer?: string;
  refCode?: string;
  currencyCode?: string;
  captchaId?: string;
  captcha?: string;
}

export interface Captcha {
  captchaId: string;
  image: string;
  expiresIn?: number;
}

/* Money (docs/money.md). Amounts are JSON numbers with at most two decimals (VND: none). */

export type TransactionType = 'DEPOSIT' | 'WITHDRAW' | 'TRANSFER';
export type TransactionChannel = 'BANK' | 'TRUEMONEY' | 'GATEWAY';

/** Transaction status codes of spec §4 (texts in docs/money.md). */
export type TransactionStatus =
  | '0000'
  | '0001'
  | '0002'
  | '0003'
  | '0004'
  | '0005'
  | '1001'
  | '1002'
  | '9999'
  | '2000'
  | '0009';

export interface BankTransaction {
  id: number;
  type: TransactionType | string;
  channel: TransactionChannel | string;
  amount: number;
  status: TransactionStatus | string;
  statusText?: string | null;
  /** The agent's account (deposit) or the player's (withdraw). */
  bankAccountId?: number | null;
  bankAccount?: BankAccount | null;
  /** Voucher hash or gateway order id. */
  reference?: string | null;
  /** Why staff rejected it. */
  reason?: string | null;
  /** 1001: credit above the promotion's maximum withdraw. */
  seizedAmount?: number | null;
  currencyCode?: string | null;
  createdAt: string;
  updatedAt?: string | null;
  expiresAt?: string | null;
}

/** Newest first. */
export interface TransactionHistory {
  withdrawTransactions: BankTransaction[];
  depositTransactions: BankTransaction[];
  allTransactions: BankTransaction[];
}

export interface TransactionResult {
  transaction: BankTransaction;
  wallet: Wallet;
  transactionHistory?: TransactionHistory | null;
}

export type WithdrawableReason = 'ok' | 'turnover' | 'minimum' | 'promotion';

export interface Withdrawable {
  withdrawable: number;
  creditBalance: number;
  cashBalance: number;
  turn: number;
  requiredCredit: number;
  remainingTurnover: number;
  reason: WithdrawableReason | string;
  minimumWithdraw: number;
  maximumWithdraw: number;
  minimumDeposit: number;
  maximumDeposit: number;
  maximumCreditBalance: number;
  currencyCode: string;
}

export interface GatewayBank {
  bankCode: string;
  name: string;
  iconUrl?: string | null;
}

export interface GatewayOrder {
  orderId: string;
  payUrl: string | null;
  qrPayload: string | null;
  bankCode: string;
  accountNo: string;
  accountName: string;
  amount: number;
  expiresAt: string | null;
}

export interface GatewayDepositResult {
  transaction: BankTransaction;
  order: GatewayOrder;
}
