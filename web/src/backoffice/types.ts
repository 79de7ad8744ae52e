/** Wire shapes of the back office calls (docs/money.md "Back office", docs/api.md for play), generated from the server's OpenAPI document. */
import type { Schema } from '@/types/api';

/** A deposit or withdrawal request (`Tx`). Amounts are JSON numbers, formatted only. */
export type Tx = Schema<'Tx'>;
export type TxType = Schema<'TransactionBody'>['type'];

/** A `Tx` in the staff queue, with its player. */
export type QueueTx = Schema<'QueueTx'>;

/** The signed-in staff member; `currencyCode` is the agent's. */
export type StaffIdentity = Schema<'StaffOut'>;
export type StaffMe = StaffIdentity;

/** `accessToken` is null for these pages: the server sets the token as an HttpOnly cookie instead. */
export type StaffLoginResult = Schema<'StaffLoginResult'>;

/** Whose back office this host serves; null on the back office's own host (name the agent). */
export type StaffSite = Schema<'StaffSite'>;

export type PlayerRow = Schema<'PlayerRow'>;
/** `balanceAfter` is null on entries that do not touch a wallet balance. */
export type LedgerEntry = Schema<'LedgerEntryOut'>;
/** `isPlaying`: the player's credit is at a game upstream right now. */
export type PlayerDetail = Schema<'PlayerDetail'>;
export type AdjustResult = Schema<'AdjustResult'>;
export type AuditEntry = Schema<'AuditEntry'>;

/** `{page, perPage, total, totalPages}` of a paged answer. */
export type PageInfo = Schema<'PageOut'>;

/** A move of a player's credit to the game upstream (`toProvider`) or back (`toWallet`). */
export type GameTransfer = Schema<'GameTransferOut'>;
export type GameTransfersPage = Schema<'GameTransfersPage'>;
export type PendingTransfer = Schema<'PendingTransferOut'>;
export type PendingStage = PendingTransfer['stage'];
export type PendingTransfersPage = Schema<'PendingTransfersPage'>;

/** A recorded round; `winLoss` is the player's (payout − bet). */
export type GameRound = Schema<'GameRoundOut'>;
export type GameRoundsPage = Schema<'GameRoundsPage'>;

/** What the game service set aside instead of moving money. */
export type GameIncident = Schema<'IncidentOut'>;
export type GameIncidentsPage = Schema<'IncidentsPage'>;

/** Turnover and win/loss: `winLoss` is the players' (payout − turnover), `agentWinLoss` the agent's. */
export type PlayDayTotals = Schema<'PlayDayTotals'>;
/** `day`: a day of the agent's time zone, `YYYY-MM-DD`. */
export type PlayDay = Schema<'PlayDay'>;
export type PlayDays = Schema<'PlayDays'>;

/** What staff decide about a payment incident: a deposit is credited or dismissed; a withdrawal paid, refunded or dismissed. */
export type IncidentAction = Schema<'ResolveIncidentBody'>['action'];

/**
 * Money an upstream reported that was not settled on its own, waiting for one staff decision.
 * `transaction` is null when that request is gone (only a dismissal fits then); the reported
 * amount is in the upstream's own currency.
 */
export type PaymentIncident = Schema<'PaymentIncidentOut'>;

/** The channels the agent takes money through; `available` is the ones that work now. */
export type PaymentSettings = Schema<'PaymentSettingsOut'>;
export type PaymentSettingsBody = Schema<'PaymentSettingsBody'>;
export type PaymentChannel = PaymentSettingsBody['paymentMethods'][number];

/* Promotions (docs/promotions.md). */

/** Every promotion of the agent as staff see it, hidden ones too, with its claims and active count. */
export type StaffPromotion = Schema<'StaffPromotion'>;
/** A promotion as staff write it: the body of create and update (every field, flat). */
export type PromotionBody = Schema<'PromotionIn'>;
/** `[{category, providers}]`: the games a player may launch while the promotion is active. */
export type GameRule = Schema<'GameRule'>;
/** Claims, active, bonus paid, seized, turnover, and the ended ones by reason. */
export type PromotionReport = Schema<'PromotionReport'>;
/** One promotion of a player, current or past, with its turnover. */
export type PlayerPromotion = Schema<'PlayerPromotion'>;
/** Staff grant a manualByAdmin promotion with its own turn. */
export type GrantPromotionBody = Schema<'GrantBody'>;
export type PromotionSettings = Schema<'PromotionSettings'>;
export type PromotionSettingsBody = Schema<'PromotionSettingsBody'>;
export type AutoPromotion = PromotionSettings['autoPromotion'];

/* Income: affiliate, alliance, return-lost, rolling, rebate and bonuses (docs/income.md §4). */

/** Every program of the agent as the server sends it (`GET /income/settings`): decimals as text. */
export type IncomeSettings = Schema<'IncomeSettings-Output'>;
/** The body of `PUT /income/settings`: every program, figures as numbers or text. */
export type IncomeSettingsBody = Schema<'IncomeSettings-Input'>;
/** A computed amount of one player, program and period, as staff see it. */
export type StaffAward = Schema<'StaffAward'>;
export type IncomeKind = StaffAward['kind'];
export type AwardStatus = StaffAward['status'];
export type AwardsPage = Schema<'AwardsPage'>;
/** The required remark of a hold, release or void. */
export type AwardDecisionBody = Schema<'AwardDecision'>;
/** One day and program of the income report. */
export type IncomeReportDay = Schema<'ReportDay'>;
/** A computed period (`income_run`). */
export type IncomeRun = Schema<'IncomeRun'>;
export type IncomeRunBody = Schema<'RunBody'>;
export type IncomeRunResult = Schema<'RunResult'>;
/** A staff bonus granted to one player. */
export type StaffBonusBody = Schema<'StaffBonusBody'>;
/** A player's balances, awards, referrer, alliance and downline. */
export type PlayerIncome = Schema<'PlayerIncome'>;
export type AllianceBody = Schema<'AllianceIn'>;
export type Alliance = Schema<'Alliance'>;

/* The agent's money set-up (docs/money.md "Back office"): its own bank accounts and its limits. */

/** One of the agent's own accounts: players transfer deposits to it, withdrawals are paid from it, or both. */
export type StaffBankAccount = Schema<'StaffBankAccount'>;
export type BankAccountType = StaffBankAccount['bankAccountType'];
export type BankAccountStatus = StaffBankAccount['status'];
/** A PromptPay target (baht agents only): a Thai mobile, a national id or an e-wallet id. */
export type PromptPayType = NonNullable<StaffBankAccount['promptPayType']>;
/** A bank of the agent's country, with the shortest and longest account number it issues. */
export type StaffBank = Schema<'StaffBank'>;
/** The agent's accounts, the banks a new one may be at, and whether PromptPay applies (baht). */
export type BankAccountsPage = Schema<'BankAccountsPage'>;
/** The body of an account's create and update: every field, in full. */
export type BankAccountBody = Schema<'BankAccountBody'>;
/** Deposit and withdrawal ranges, the most credit a player holds, the turn and the deposit expiry. */
export type MoneyLimits = Schema<'MoneyLimits'>;
export type MoneyLimitsBody = Schema<'MoneyLimitsBody'>;

/* The agent's players as staff manage them (docs/money.md "Back office"). */

/** A player's contact details, status and withdrawal account. */
export type MemberProfile = Schema<'MemberProfile'>;
/** `suspended`: his login answers 0005; `inactive`: 0004; either ends his sessions at once. */
export type PlayerStatus = MemberProfile['status'];
/** A status change with its required reason (audited). */
export type PlayerStatusBody = Schema<'StatusBody'>;
/** A new password staff hand to the player: 8–64 characters with a letter and a digit. */
export type PlayerPasswordBody = Schema<'PasswordBody'>;
/** The player's phone (required), e-mail, names and LINE id. */
export type PlayerProfileBody = Schema<'ProfileBody'>;
/** A new withdrawal account at a bank of the agent's country, with the reason. */
export type PlayerBankChangeBody = Schema<'BankChangeBody'>;
/** A refused phone (`value` the phone) or bank account (`value` `BANKCODE:number`). */
export type BlacklistEntry = Schema<'BlacklistEntryOut'>;
export type BlacklistKind = BlacklistEntry['kind'];
export type BlacklistBody = Schema<'BlacklistBody'>;

/* Player protection (docs/money.md "Player protection"): what the player set for himself; staff read it and change none of it. */

/**
 * The six limits (deposit and loss × day, week, month), the self-exclusion's end (null: none
 * now), the reality-check interval in minutes (0: off) and the hours a raise waits.
 */
export type Protection = Schema<'Protection'>;
/** One limit: `amount` null is none; `used` so far in the period from `periodStart`; `pending` a raise (or its removal) waiting out the cooling-off. */
export type PlayLimit = Schema<'PlayLimitOut'>;
export type PlayLimitKind = PlayLimit['kind'];
export type PlayLimitPeriod = PlayLimit['period'];

/* What staff publish on their site (docs/content.md §6). */

export type StaffAnnouncement = Schema<'StaffAnnouncement'>;
export type AnnouncementBody = Schema<'AnnouncementBody'>;
export type StaffBanner = Schema<'StaffBanner'>;
/** `imageUrl` uploaded here or https; `linkUrl` empty, a path of the site or https. */
export type BannerBody = Schema<'BannerBody'>;
/** One text page in one language, without its body. */
export type StaffPageSummary = Schema<'StaffPageSummary'>;
/** `items`: the questions of `help`, the highlights of `landing`, else null. */
export type StaffPage = Schema<'StaffPage'>;
export type PageBody = Schema<'PageBody'>;
export type PageItem = Schema<'PageItemIn'>;
export type ContentLang = StaffPage['lang'];
/** An article in one language; the same slug in another language is its translation. */
export type StaffArticle = Schema<'StaffArticle'>;
export type ArticleStatus = StaffArticle['status'];
/** Without `publishedAt` a new article is dated now and a changed one keeps its date. */
export type ArticleBody = Schema<'ArticleBody'>;

/* The dashboard (docs/money.md "Dashboard"): money as JSON numbers, days of the agent's time zone. */

/** Deposits and withdrawals with their counts, bonus cost, turnover, GGR, active and new players. */
export type Figures = Schema<'Figures'>;
/** `Figures` of one day (`date`: `YYYY-MM-DD`). */
export type DayFigures = Schema<'DayFigures'>;
/** `{currencyCode, start, end, today, period, days}`. */
export type Dashboard = Schema<'Dashboard'>;

/* The agent's team (docs/money.md "Roles"): its admin's call alone. */

/** A back office login of the agent: `lastLogin` is null until the first. */
export type TeamMember = Schema<'TeamMember'>;
export type TeamRole = TeamMember['role'];
export type TeamStatus = TeamMember['status'];
export type NewTeamMemberBody = Schema<'NewMemberBody'>;
/** A member's role and status, in full. */
export type TeamMemberBody = Schema<'MemberBody'>;
export type TeamPasswordBody = Schema<'MemberPasswordBody'>;

/* The company's console (docs/money.md "The company's console"): the operator's own logins, across agents. */

/** `accessToken` is null for these pages: the server sets the console's token as an HttpOnly cookie (`pp_company`). */
export type CompanyLoginResult = Schema<'CompanyLoginResult'>;
export type CompanyLoginBody = Schema<'CompanyLoginBody'>;
/** The signed-in company user. */
export type CompanyUser = Schema<'CompanyUserOut'>;
/** What a new agent is made of: the countries (with their currency), game companies, layouts and payment channels the server accepts. */
export type CompanyOptions = Schema<'CompanyOptions'>;
export type CountryOption = Schema<'CountryOption'>;
/** An agent in the console's list: its site, country, upstream, layout, domains and players. */
export type CompanyAgentRow = Schema<'CompanyAgentRow'>;
export type AgentStatus = CompanyAgentRow['status'];
/** One agent in full: the row, its TrueMoney number, limits, game account, deposit accounts and back office logins. */
export type CompanyAgent = Schema<'CompanyAgent'>;
/** A back office login of an agent as the console lists it. */
export type AgentAdmin = Schema<'AgentAdmin'>;
/** The agent's account at its game upstream: of the key only its last four characters. */
export type GameAccount = Schema<'GameAccountOut'>;
/** A new agent with its first admin, made at once or not at all; `limits` null: its currency's defaults. */
export type NewAgentBody = Schema<'NewAgentBody'>;
export type NewAdminBody = Schema<'NewAdminBody'>;
export type DomainBody = Schema<'DomainBody'>;
/** `gameApiKey` null: a fresh random key (a demo upstream learns it from the platform). */
export type GameAccountBody = Schema<'GameAccountBody'>;
export type AgentStatusBody = Schema<'AgentStatusBody'>;
