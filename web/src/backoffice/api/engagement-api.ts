import { queryOptions } from '@tanstack/react-query';

import { env } from '@/config/env';
import { ApiError, ErrorCode, FORCED_LOGOUT_CODES, type ErrorMessage } from '@/lib/api';
import { IDEMPOTENCY_HEADER } from '@/lib/idempotency';

import { useStaffSession } from '../stores/staff-session';

import { boKeys } from './backoffice-api';
import { STAFF_REQUEST_HEADER, staffApi } from './client';
import type {
  CouponBody,
  CouponCodesBody,
  CouponCodesResult,
  CouponRedemption,
  EventBody,
  MiniGameSettings,
  MiniGameSettingsBody,
  RankSettings,
  RankSettingsBody,
  RewardDecisionBody,
  RewardItemBody,
  RewardStatus,
  StaffCoupon,
  StaffEvent,
  StaffRewardItem,
  StaffRewardRedemption,
  UploadedImage,
} from './engagement-types';

/** The engagement queries (docs/engagement.md §6 "Back office"), under the back office's key. */
export const engagementKeys = {
  all: [...boKeys.all, 'engagement'] as const,
  coupons: () => [...engagementKeys.all, 'coupons'] as const,
  redemptions: (couponId: number) => [...engagementKeys.all, 'coupons', couponId, 'redemptions'] as const,
  events: () => [...engagementKeys.all, 'events'] as const,
  miniGames: () => [...engagementKeys.all, 'minigames'] as const,
  ranks: () => [...engagementKeys.all, 'ranks'] as const,
  rewardItems: () => [...engagementKeys.all, 'rewards', 'items'] as const,
  rewardQueue: (status: RewardStatus | '') => [...engagementKeys.all, 'rewards', 'redemptions', status] as const,
};

const quiet = { silent: true } as const;
const once = (idempotencyKey: string) => ({ ...quiet, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });

/** Where the API lives, for the calls made outside the JSON client (an upload, a download). */
function apiUrl(path: string): string {
  const joined = `${env.apiBaseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  if (/^https?:\/\//i.test(joined)) return joined;
  return new URL(joined, window.location.origin).toString();
}

interface UploadEnvelope {
  status?: string;
  data?: unknown;
  error?: { message?: ErrorMessage | string };
}

/**
 * Sends one picture as multipart `file` to an upload call of the back office (the JSON client
 * sends JSON only). The answer is the usual envelope; a refusal throws the same `ApiError` the
 * client throws, and a code that ends the session ends it here too.
 */
export async function uploadImageTo(path: string, file: File): Promise<UploadedImage> {
  const form = new FormData();
  form.append('file', file, file.name);
  let response: Response;
  try {
    response = await globalThis.fetch(apiUrl(path), {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
      headers: { Accept: 'application/json', [STAFF_REQUEST_HEADER]: '1' },
    });
  } catch {
    throw new ApiError(0, { errorCode: ErrorCode.Network, msg: '' });
  }
  let envelope: UploadEnvelope | null = null;
  try {
    envelope = (await response.json()) as UploadEnvelope;
  } catch {
    envelope = null;
  }
  if (!response.ok || !envelope || envelope.status === 'error') {
    const message = envelope?.error?.message;
    const error: ErrorMessage =
      message && typeof message === 'object'
        ? message
        : { errorCode: response.status === 413 ? ErrorCode.InvalidData : ErrorCode.Unexpected, msg: typeof message === 'string' ? message : '' };
    const code = String(error.errorCode);
    if (FORCED_LOGOUT_CODES.has(code) || code === ErrorCode.TokenExpired) useStaffSession.getState().expire(code);
    throw new ApiError(response.status, error, response.headers.get('X-Request-ID') ?? undefined);
  }
  return envelope.data as UploadedImage;
}

export const engagementApi = {
  coupons: () => staffApi.get<StaffCoupon[]>('backoffice/coupons', quiet),
  createCoupon: (body: CouponBody) => staffApi.post<StaffCoupon>('backoffice/coupons', body, quiet),
  /** The whole body every time. */
  updateCoupon: (id: number, body: CouponBody) => staffApi.put<StaffCoupon>(`backoffice/coupons/${id}`, body, quiet),
  /** A batch of unique codes, once per idempotency key (a repeated key answers the first batch). */
  generateCodes: (id: number, body: CouponCodesBody, idempotencyKey: string) =>
    staffApi.post<CouponCodesResult>(`backoffice/coupons/${id}/codes`, body, once(idempotencyKey)),
  /** The address of the batch as a CSV file (the staff cookie goes with a plain link). */
  codesCsvUrl: (id: number) => apiUrl(`backoffice/coupons/${id}/codes.csv`),
  redemptions: (id: number) => staffApi.get<CouponRedemption[]>(`backoffice/coupons/${id}/redemptions`, quiet),

  /**
   * Every event, hidden ones too. Writes go to the back office's twins of spec §7's
   * `eventManager/create|update|uploadImage`: the staff cookie is sent under /api/backoffice only.
   */
  events: () => staffApi.get<StaffEvent[]>('backoffice/events', quiet),
  createEvent: (body: EventBody) => staffApi.post<StaffEvent>('backoffice/events', body, quiet),
  updateEvent: (id: number, body: EventBody) => staffApi.put<StaffEvent>(`backoffice/events/${id}`, body, quiet),
  /** PNG, JPEG, WebP or GIF (by its bytes), at most 1 MiB; answers where it is served. */
  uploadImage: (file: File) => uploadImageTo('backoffice/events/uploadImage', file),

  miniGames: () => staffApi.get<MiniGameSettings>('backoffice/minigames/settings', quiet),
  saveMiniGames: (body: MiniGameSettingsBody) => staffApi.put<MiniGameSettings>('backoffice/minigames/settings', body, quiet),

  ranks: () => staffApi.get<RankSettings>('backoffice/ranks/settings', quiet),
  saveRanks: (body: RankSettingsBody) => staffApi.put<RankSettings>('backoffice/ranks/settings', body, quiet),

  rewardItems: () => staffApi.get<StaffRewardItem[]>('backoffice/rewards/items', quiet),
  createRewardItem: (body: RewardItemBody) => staffApi.post<StaffRewardItem>('backoffice/rewards/items', body, quiet),
  updateRewardItem: (id: number, body: RewardItemBody) => staffApi.put<StaffRewardItem>(`backoffice/rewards/items/${id}`, body, quiet),
  /** Newest first; `status` empty: every redemption. */
  rewardQueue: (status: RewardStatus | '') =>
    staffApi.get<StaffRewardRedemption[]>('backoffice/rewards/redemptions', { ...quiet, query: { status: status || undefined } }),
  /** Fulfils or rejects a pending redemption once per idempotency key; a reject returns the diamonds. */
  decideReward: (id: number, action: 'fulfil' | 'reject', body: RewardDecisionBody, idempotencyKey: string) =>
    staffApi.post<StaffRewardRedemption>(`backoffice/rewards/redemptions/${id}/${action}`, body, once(idempotencyKey)),
};

export const couponsQuery = () => queryOptions({ queryKey: engagementKeys.coupons(), queryFn: engagementApi.coupons, staleTime: 0 });

export const couponRedemptionsQuery = (couponId: number) =>
  queryOptions({ queryKey: engagementKeys.redemptions(couponId), queryFn: () => engagementApi.redemptions(couponId), staleTime: 0 });

export const staffEventsQuery = () => queryOptions({ queryKey: engagementKeys.events(), queryFn: engagementApi.events, staleTime: 0 });

export const miniGameSettingsQuery = () =>
  queryOptions({ queryKey: engagementKeys.miniGames(), queryFn: engagementApi.miniGames, staleTime: 0 });

export const rankSettingsQuery = () => queryOptions({ queryKey: engagementKeys.ranks(), queryFn: engagementApi.ranks, staleTime: 0 });

export const rewardItemsQuery = () =>
  queryOptions({ queryKey: engagementKeys.rewardItems(), queryFn: engagementApi.rewardItems, staleTime: 0 });

export const rewardQueueQuery = (status: RewardStatus | '') =>
  queryOptions({ queryKey: engagementKeys.rewardQueue(status), queryFn: () => engagementApi.rewardQueue(status), staleTime: 0 });
