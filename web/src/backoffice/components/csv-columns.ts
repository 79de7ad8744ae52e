/*
 * The columns of each list's CSV built in the browser: the wire's field names, every one, in the
 * order of the server's own schemas (as its CSVs of the queue, the players and the audit trail).
 */
import type {
  CouponRedemption,
  StaffCoupon,
  StaffEvent,
  StaffRewardItem,
  StaffRewardRedemption,
} from '../api/engagement-types';
import type {
  Alliance,
  BlacklistEntry,
  GameIncident,
  GameRound,
  GameTransfer,
  IncomeReportDay,
  IncomeRun,
  LedgerEntry,
  PaymentIncident,
  PendingTransfer,
  PlayDay,
  PlayerPromotion,
  PromotionReport,
  StaffAnnouncement,
  StaffArticle,
  StaffAward,
  StaffBankAccount,
  StaffBanner,
  StaffPromotion,
  TeamMember,
  Tx,
} from '../types';

import { csvColumns } from './csv';

/* Players and their money. */

export const TX_COLUMNS = csvColumns<Tx>()([
  'id', 'type', 'channel', 'amount', 'status', 'statusText', 'bankAccountId', 'bankAccount', 'reference', 'reason',
  'seizedAmount', 'currencyCode', 'createdAt', 'updatedAt', 'expiresAt',
]);

export const LEDGER_COLUMNS = csvColumns<LedgerEntry>()(['id', 'journalId', 'kind', 'account', 'amount', 'balanceAfter', 'reference', 'memo', 'createdAt']);

export const BLACKLIST_COLUMNS = csvColumns<BlacklistEntry>()(['id', 'kind', 'value', 'reason', 'createdAt']);

/* Play. */

export const GAME_TRANSFER_COLUMNS = csvColumns<GameTransfer>()([
  'id', 'playerId', 'username', 'direction', 'amount', 'currencyCode', 'status', 'family', 'reference', 'upstreamTxId',
  'upstreamBalance', 'attempts', 'error', 'createdAt', 'settledAt',
]);

export const PENDING_TRANSFER_COLUMNS = csvColumns<PendingTransfer>()([...GAME_TRANSFER_COLUMNS, 'ageSeconds', 'stage']);

export const GAME_ROUND_COLUMNS = csvColumns<GameRound>()([
  'id', 'roundId', 'family', 'providerPrefix', 'providerName', 'gameCode', 'gameName', 'category', 'bet', 'payout',
  'winLoss', 'playedAt', 'day',
]);

export const GAME_INCIDENT_COLUMNS = csvColumns<GameIncident>()(['id', 'kind', 'family', 'reference', 'playerId', 'username', 'detail', 'createdAt']);

export const PLAY_DAY_COLUMNS = csvColumns<PlayDay>()(['day', 'rounds', 'players', 'turnover', 'payout', 'winLoss', 'agentWinLoss']);

/* Payments. */

export const PAYMENT_INCIDENT_COLUMNS = csvColumns<PaymentIncident>()([
  'id', 'kind', 'description', 'channel', 'transactionId', 'transaction', 'reportedAmount', 'reportedCurrency', 'detail',
  'status', 'resolution', 'note', 'resolvedBy', 'resolvedAt', 'createdAt',
]);

export const BANK_ACCOUNT_COLUMNS = csvColumns<StaffBankAccount>()([
  'id', 'bankCode', 'bankName', 'bankAccountNo', 'bankAccountName', 'bankAccountType', 'status', 'currencyCode',
  'promptPayType', 'promptPayNo', 'qrCode', 'sort', 'createdAt',
]);

/* Promotions. */

export const PROMOTION_COLUMNS = csvColumns<StaffPromotion>()([
  'id', 'name', 'imageUrl', 'promotionTypeId', 'promotionType', 'bonus', 'turnOver', 'condition', 'turnType',
  'promotionWithdrawType', 'gameConfig', 'schedule', 'welcomeBackDays', 'stackTiers', 'isActive', 'display', 'popup',
  'sortOrder', 'currencyCode', 'claimable', 'reason', 'claims', 'active', 'createdAt', 'updatedAt',
]);

export const PROMOTION_REPORT_COLUMNS = csvColumns<PromotionReport>()(['promotionId', 'claims', 'active', 'bonusPaid', 'seized', 'turnover', 'ended', 'currencyCode']);

export const PLAYER_PROMOTION_COLUMNS = csvColumns<PlayerPromotion>()([
  'bonusId', 'promotionId', 'promotionCode', 'promotion', 'statusCode', 'statusDesc', 'cashBalance', 'cashPromotion',
  'creditPromotion', 'eventCredit', 'bonus', 'turnBasis', 'totalTurnOver', 'requiredTurnOver', 'remainingTurnOver',
  'progress', 'turnoverReached', 'maximumWithdraw', 'withdrawable', 'gameConfig', 'turnoverWinlossList',
  'conditionManual', 'turnTypeManual', 'turnOverManual', 'remark', 'startedAt', 'endedAt', 'endReason', 'seized',
  'currencyCode',
]);

/* Income. */

export const INCOME_REPORT_COLUMNS = csvColumns<IncomeReportDay>()(['date', 'kind', 'players', 'basis', 'amount', 'open', 'paid', 'held', 'voided', 'expired']);

export const AWARD_COLUMNS = csvColumns<StaffAward>()([
  'id', 'playerId', 'username', 'kind', 'periodKey', 'periodStart', 'periodEnd', 'basis', 'amount', 'status',
  'expiresAt', 'paidAt', 'remark', 'createdAt',
]);

export const INCOME_RUN_COLUMNS = csvColumns<IncomeRun>()(['kind', 'periodKey', 'periodStart', 'periodEnd', 'awards', 'total', 'finishedAt']);

export const ALLIANCE_COLUMNS = csvColumns<Alliance>()(['id', 'code', 'name', 'sharePercent', 'playerId', 'username', 'active', 'players', 'createdAt']);

/* Engagement. */

export const COUPON_COLUMNS = csvColumns<StaffCoupon>()([
  'id', 'code', 'name', 'type', 'amount', 'spins', 'promotionId', 'promotion', 'turnoverMultiple', 'startsAt', 'endsAt',
  'usesPerPlayer', 'usesTotal', 'used', 'minimumDeposit', 'eventId', 'active', 'codes', 'codesRedeemed', 'redemptions',
  'currencyCode', 'createdAt', 'updatedAt',
]);

export const COUPON_REDEMPTION_COLUMNS = csvColumns<CouponRedemption>()([
  'id', 'couponId', 'code', 'playerId', 'username', 'type', 'amount', 'spins', 'promotionId', 'turnover', 'eventId',
  'redeemedAt', 'currencyCode',
]);

export const EVENT_COLUMNS = csvColumns<StaffEvent>()([
  'id', 'title', 'body', 'rules', 'prize', 'imageUrl', 'startsAt', 'endsAt', 'status', 'redeemable', 'redeemed',
  'couponId', 'active', 'redemptions', 'createdAt', 'updatedAt',
]);

export const REWARD_ITEM_COLUMNS = csvColumns<StaffRewardItem>()([
  'id', 'name', 'imageUrl', 'kind', 'amount', 'price', 'stock', 'available', 'turnover', 'active', 'sort', 'redeemed',
  'createdAt', 'updatedAt',
]);

export const REWARD_REDEMPTION_COLUMNS = csvColumns<StaffRewardRedemption>()([
  'id', 'itemId', 'name', 'kind', 'amount', 'price', 'serial', 'status', 'remark', 'createdAt', 'decidedAt', 'wallet',
  'playerId', 'username', 'decidedBy',
]);

/* What the agent publishes, and its team. */

export const ANNOUNCEMENT_COLUMNS = csvColumns<StaffAnnouncement>()(['id', 'title', 'message', 'isActive', 'sort', 'createdAt']);

export const BANNER_COLUMNS = csvColumns<StaffBanner>()(['id', 'title', 'imageUrl', 'linkUrl', 'isActive', 'sort', 'createdAt']);

export const ARTICLE_COLUMNS = csvColumns<StaffArticle>()(['slug', 'lang', 'title', 'summary', 'body', 'imageUrl', 'status', 'publishedAt', 'updatedAt']);

export const TEAM_COLUMNS = csvColumns<TeamMember>()(['id', 'username', 'role', 'status', 'lastLogin', 'createdAt']);
