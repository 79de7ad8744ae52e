import { queryOptions } from '@tanstack/react-query';

import type { Empty } from '@/types/api';

import type {
  BlacklistBody,
  BlacklistEntry,
  MemberProfile,
  PlayerBankChangeBody,
  PlayerProfileBody,
  PlayerStatusBody,
  Protection,
} from '../types';

import { boKeys } from './backoffice-api';
import { staffApi } from './client';

/** The player management queries (docs/money.md "Back office"). */
export const memberKeys = {
  /** Beside the player's own key, so refreshing the player refreshes it too. */
  profile: (playerId: number) => [...boKeys.player(playerId), 'profile'] as const,
  /** Beside the player's own key too. */
  protection: (playerId: number) => [...boKeys.player(playerId), 'protection'] as const,
  /** Every player search (the list shows each player's status). */
  players: () => [...boKeys.all, 'players'] as const,
  blacklist: () => [...boKeys.all, 'blacklist'] as const,
};

const quiet = { silent: true } as const;

export const membersApi = {
  profile: (playerId: number) => staffApi.get<MemberProfile>(`backoffice/players/${playerId}/profile`, quiet),
  /** `suspended` or `inactive` ends every session of his at once; the same status again writes nothing. */
  setStatus: (playerId: number, body: PlayerStatusBody) =>
    staffApi.put<MemberProfile>(`backoffice/players/${playerId}/status`, body, quiet),
  /** Every session of his ends; the password is never sent back nor audited. */
  resetPassword: (playerId: number, password: string) =>
    staffApi.post<Empty>(`backoffice/players/${playerId}/password`, { password }, quiet),
  /** Another player's phone answers 23505, a blacklisted one 1002 (both naming `tel`). */
  updateProfile: (playerId: number, body: PlayerProfileBody) =>
    staffApi.put<MemberProfile>(`backoffice/players/${playerId}/profile`, body, quiet),
  /** A new withdrawal account; the old one stays with the requests already filed to it. */
  changeBankAccount: (playerId: number, body: PlayerBankChangeBody) =>
    staffApi.put<MemberProfile>(`backoffice/players/${playerId}/bankAccount`, body, quiet),
  /** What the player set for himself (docs/money.md "Player protection"): staff read it, and no call changes it. */
  protection: (playerId: number) => staffApi.get<Protection>(`backoffice/players/${playerId}/protection`, quiet),
  /** Newest first. */
  blacklist: () => staffApi.get<BlacklistEntry[]>('backoffice/blacklist', quiet),
  /** The same value twice answers 23505. */
  addToBlacklist: (body: BlacklistBody) => staffApi.post<BlacklistEntry>('backoffice/blacklist', body, quiet),
  removeFromBlacklist: (id: number) => staffApi.delete<Empty>(`backoffice/blacklist/${id}`, quiet),
};

export const memberProfileQuery = (playerId: number) =>
  queryOptions({ queryKey: memberKeys.profile(playerId), queryFn: () => membersApi.profile(playerId), staleTime: 0 });

export const blacklistQuery = () =>
  queryOptions({ queryKey: memberKeys.blacklist(), queryFn: membersApi.blacklist, staleTime: 0 });

export const playerProtectionQuery = (playerId: number) =>
  queryOptions({ queryKey: memberKeys.protection(playerId), queryFn: () => membersApi.protection(playerId), staleTime: 0 });
