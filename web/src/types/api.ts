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
  paymentMethod?: unknown;
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
