import { queryOptions } from '@tanstack/react-query';

import { IDEMPOTENCY_HEADER } from '@/lib/idempotency';

import type {
  GrantPromotionBody,
  PlayerPromotion,
  PromotionBody,
  PromotionReport,
  PromotionSettings,
  PromotionSettingsBody,
  StaffPromotion,
} from '../types';

import { boKeys } from './backoffice-api';
import { staffApi } from './client';

/** The promotion queries (docs/promotions.md §6 "Staff"), under the back office's key. */
export const promotionKeys = {
  all: [...boKeys.all, 'promotions'] as const,
  list: () => [...promotionKeys.all, 'list'] as const,
  report: (id: number) => [...promotionKeys.all, 'report', id] as const,
  settings: () => [...promotionKeys.all, 'settings'] as const,
  /** Beside the player's own key, so refreshing the player refreshes these too. */
  player: (playerId: number) => [...boKeys.player(playerId), 'promotions'] as const,
};

const quiet = { silent: true } as const;

export const promotionsApi = {
  /** Every promotion of the agent, hidden and inactive ones too. */
  list: () => staffApi.get<StaffPromotion[]>('backoffice/promotions', quiet),
  create: (body: PromotionBody) => staffApi.post<StaffPromotion>('backoffice/promotions', body, quiet),
  /** The whole body every time; running claims keep the terms they were claimed under. */
  update: (id: number, body: PromotionBody) => staffApi.put<StaffPromotion>(`backoffice/promotions/${id}`, body, quiet),
  report: (id: number) => staffApi.get<PromotionReport>(`backoffice/promotions/${id}/report`, quiet),
  /** The player's promotions, the active one first. */
  ofPlayer: (playerId: number) => staffApi.get<PlayerPromotion[]>(`backoffice/players/${playerId}/promotions`, quiet),
  /** Grants a manualByAdmin promotion once per idempotency key: a repeated key returns the first answer. */
  grant: (playerId: number, body: GrantPromotionBody, idempotencyKey: string) =>
    staffApi.post<PlayerPromotion>(`backoffice/players/${playerId}/promotions`, body, {
      ...quiet,
      headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    }),
  /** Ends the player's active promotion (its bonus credit still in the wallet is seized), once per key. */
  end: (playerId: number, bonusId: number, remark: string, idempotencyKey: string) =>
    staffApi.post<PlayerPromotion>(
      `backoffice/players/${playerId}/promotions/${bonusId}/end`,
      { remark },
      { ...quiet, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } },
    ),
  settings: () => staffApi.get<PromotionSettings>('backoffice/settings/promotions', quiet),
  saveSettings: (body: PromotionSettingsBody) =>
    staffApi.put<PromotionSettings>('backoffice/settings/promotions', body, quiet),
};

export const promotionsQuery = () =>
  queryOptions({ queryKey: promotionKeys.list(), queryFn: promotionsApi.list, staleTime: 0 });

export const promotionReportQuery = (id: number) =>
  queryOptions({ queryKey: promotionKeys.report(id), queryFn: () => promotionsApi.report(id), staleTime: 0 });

export const playerPromotionsQuery = (playerId: number) =>
  queryOptions({ queryKey: promotionKeys.player(playerId), queryFn: () => promotionsApi.ofPlayer(playerId), staleTime: 0 });

export const promotionSettingsQuery = () =>
  queryOptions({ queryKey: promotionKeys.settings(), queryFn: promotionsApi.settings, staleTime: 0 });
