import { isApiError } from '@/lib/api';

import type { NewTeamMemberBody, TeamRole } from '../types';

import type { FieldErrors } from './checked-form';
import { checkPassword } from './member-model';

/** The player rules for a username: 4–16 of a–z and 0–9, starting with a letter. */
export const USERNAME_PATTERN = /^[a-z][a-z0-9]{3,15}$/;
export const USERNAME_LENGTH: readonly [number, number] = [4, 16];

export const TEAM_ROLES: readonly TeamRole[] = ['staff', 'admin'];

export interface NewMemberForm {
  username: string;
  password: string;
  confirm: string;
  role: TeamRole;
}

export type NewMemberField = Exclude<keyof NewMemberForm, 'role'>;

export const emptyNewMember = (): NewMemberForm => ({ username: '', password: '', confirm: '', role: 'staff' });

/** What a new member's form lacks before it is sent. */
export function checkNewMember(form: NewMemberForm): FieldErrors<NewMemberField> {
  const errors: FieldErrors<NewMemberField> = checkPassword(form);
  const username = form.username.trim();
  if (!username) errors.username = 'team.err.required';
  else if (!USERNAME_PATTERN.test(username)) errors.username = 'team.err.username';
  return errors;
}

export function newMemberBodyOf(form: NewMemberForm): NewTeamMemberBody {
  return { username: form.username.trim(), password: form.password, role: form.role };
}

/**
 * Where the server's refusal of a new member belongs: a taken username (23505) at the username,
 * a value it found invalid (0000) at the fields it names. Null when it names none of them.
 */
export function refusedNewMemberFields(error: unknown): FieldErrors<NewMemberField> | null {
  if (!isApiError(error)) return null;
  if (error.errorCode === '23505') return { username: 'team.err.taken' };
  if (error.errorCode !== '0000') return null;
  const errors: FieldErrors<NewMemberField> = {};
  if (error.fields.includes('username')) errors.username = 'team.err.username';
  if (error.fields.includes('password')) errors.password = 'member.err.passwordRule';
  return Object.keys(errors).length > 0 ? errors : null;
}
