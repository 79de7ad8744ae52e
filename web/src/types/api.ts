/**
 * The wire shapes of docs/api.md by friendly names. Every shape is the server's own, generated
 * from its OpenAPI document into ./openapi.ts (`make types`); nothing here is typed by hand but
 * the two settings the server still sends as free-form objects (marked below).
 */
import type { components } from './openapi';

/** A schema of the server's OpenAPI document, by its name there. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

/* The template setting and the contact channels: the server sends both as free-form objects
   (`dict[str, Any]`), so their fields are the site's reading of agent/templates.py's defaults. */

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

export interface ContactChannels {
  lineId?: string | null;
  lineUrl?: string | null;
  telegramUrl?: string | null;
  whatAppUrl?: string | null;
  facebookMessengerUrl?: string | null;
  tel?: string | null;
  email?: string | null;
}

/* The agent and the player's site. */

export type Country = Schema<'Country'>;
/** A host name's own logo and background (spec §1), stored per domain; null: none of its own. */
export type HostBranding = Schema<'HostBranding'>;
/** `hostBranding`: the branding of the domain asked for (agent/getDomain). */
export type Agent = Omit<Schema<'Agent'>, 'templateSetting'> & { templateSetting: TemplateSetting };
export type PlayerConfiguration = Omit<Schema<'PlayerConfiguration'>, 'contact'> & { contact: ContactChannels };
export type Bank = Schema<'Bank'>;
export type BankAccount = Schema<'BankAccount'>;
export type Wallet = Schema<'Wallet'>;
export type Player = Schema<'Player'>;
export type User = Schema<'User'>;
export type TokenPair = Schema<'TokenPair'>;
export type LoginResult = Schema<'LoginResult'>;
export type CheckTokenResult = Schema<'CheckTokenResult'>;
export type RegisterPayload = Schema<'RegisterPayload'>;
export type RegisterResult = Schema<'RegisterResult'>;
export type Captcha = Schema<'CaptchaOut'>;
/** The answer of a call that answers nothing but success. */
export type Empty = Schema<'Empty'>;

/* Money (docs/money.md). Amounts are JSON numbers with at most two decimals (VND: none). */

export type TransactionType = Schema<'TransactionBody'>['type'];

/** Transaction status codes of spec §4 (texts in docs/money.md); the server sends a string. */
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

export type BankTransaction = Schema<'Tx'>;
/** Newest first. */
export type TransactionHistory = Schema<'History'>;
export type HistoryResult = Schema<'HistoryResult'>;
export type TransactionResult = Schema<'TransactionResult'>;
export type GiftResult = Schema<'GiftResult'>;
export type Withdrawable = Schema<'WithdrawableOut'>;
export type WithdrawableReason = Withdrawable['reason'];
export type GatewayBank = Schema<'GatewayBankOut'>;
export type GatewayOrder = Schema<'GatewayOrderOut'>;
export type GatewayDepositResult = Schema<'GatewayDepositResult'>;

/* Income (docs/income.md §3): affiliate, alliance, return-lost, rolling, rebate and bonuses.
   Rates, percents and turnover multiples are the server's decimals (sent as decimal strings). */

export type IncomeKind = Schema<'IncomeRow'>['type'];
export type IncomeStatus = Schema<'IncomeRow'>['status'];
export type IncomeRate = Schema<'Rate-Output'>;
export type AffiliateOverview = Schema<'AffiliateOverview'>;
export type AllianceOverview = Schema<'AllianceOverview'>;
export type AffiliateReport = Schema<'AffiliateReport'>;
export type AffiliateReportRow = Schema<'ReportRow'>;
export type IncomeRow = Schema<'IncomeRow'>;
export type DownlinePage = Schema<'DownlinePage'>;
export type DownlineMember = Schema<'DownlineMember'>;
export type IncomeWithdrawal = Schema<'IncomeWithdrawal'>;
export type ReturnLost = Schema<'ReturnLost'>;
export type ReturnLostAward = Schema<'ReturnLostAward'>;
export type ReturnLostPreview = Schema<'ReturnLostPreview'>;
export type ReturnLostExpiry = Schema<'ReturnLostExpiry'>;
export type Commission = Schema<'Commission'>;
export type CommissionKind = Commission['kind'];
export type CommissionRow = Schema<'CommissionRow'>;
export type CommissionDay = Schema<'CommissionDay'>;
export type BonusOffer = Schema<'BonusOffer'>;
