import { queryOptions } from '@tanstack/react-query';

import type { Empty } from '@/types/api';

import type { NewTeamMemberBody, TeamMember, TeamMemberBody } from '../types';

import { boKeys } from './backoffice-api';
import { staffApi } from './client';

/** The agent's back office logins (docs/money.md "Roles"): its admin's alone, staff get 0035. */
export const teamKeys = {
  all: [...boKeys.all, 'team'] as const,
};

const quiet = { silent: true } as const;

export const teamApi = {
  list: () => staffApi.get<TeamMember[]>('backoffice/team', quiet),
  /** A taken username answers 23505. */
  add: (body: NewTeamMemberBody) => staffApi.post<TeamMember>('backoffice/team', body, quiet),
  /**
   * Role and status in full; inactive ends his sessions at once. 0000 when the agent would be
   * left without an active admin, or when an admin demotes or deactivates himself.
   */
  update: (id: number, body: TeamMemberBody) => staffApi.put<TeamMember>(`backoffice/team/${id}`, body, quiet),
  /** His sessions end. */
  setPassword: (id: number, password: string) => staffApi.post<Empty>(`backoffice/team/${id}/password`, { password }, quiet),
};

export const teamQuery = () => queryOptions({ queryKey: teamKeys.all, queryFn: teamApi.list, staleTime: 0 });
