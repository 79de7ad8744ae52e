import { api } from '@/lib/api';
import type { Captcha, CheckTokenResult, Empty, LoginResult, RegisterPayload, RegisterResult, Schema } from '@/types/api';

/** auth/forgotPassword's body and answer, auth/resetPassword's body (docs/api.md "Forgot password"). */
export type ForgotBody = Schema<'ForgotBody'>;
export type CodeSent = Schema<'CodeSent'>;
export type ResetBody = Schema<'ResetBody'>;

export interface LoginInput {
  username: string;
  password: string;
  agentPrefix: string;
}

/**
 * POST auth/login as a player of this agent (spec §6: the site logs in only as player). Silent:
 * useLogin shows the refusal (an account that may not log in, in the form; others as a toast).
 */
export function login(input: LoginInput): Promise<LoginResult> {
  return api.post<LoginResult>(
    'auth/login',
    {
      username: input.username.trim().toLowerCase(),
      password: input.password,
      userType: 'player',
      agentPrefix: input.agentPrefix,
    },
    { silent: true },
  );
}

/** POST auth/logout: ends the session server-side. Failures are silent (the state is reset anyway). */
export function logout(): Promise<unknown> {
  return api.post('auth/logout', {}, { silent: true });
}

/** POST auth/checkToken: run on every navigation while signed in; the caller shows the toasts. */
export function checkToken(): Promise<CheckTokenResult> {
  return api.post<CheckTokenResult>('auth/checkToken', {}, { silent: true });
}

/** POST player/register. Field errors are shown at the fields by the form, so it is silent. */
export function register(payload: RegisterPayload): Promise<RegisterResult> {
  return api.post<RegisterResult>('player/register', payload, { silent: true });
}

/** GET captcha: a one-use image (a 150×50 PNG data URL whose answer is only in its pixels) and its id. */
export function getCaptcha(): Promise<Captcha> {
  return api.get<Captcha>('captcha');
}

/** POST player/changePassword. */
export function changePassword(input: { oldPassword: string; newPassword: string }) {
  return api.post<Empty>('player/changePassword', input);
}

/**
 * POST auth/forgotPassword: a six-digit code to the phone of the player the username and phone
 * name together. The answer is the same whether or not they do; the form shows its own errors.
 */
export function forgotPassword(body: ForgotBody): Promise<CodeSent> {
  return api.post<CodeSent>('auth/forgotPassword', body, { silent: true });
}

/** POST auth/resetPassword: the code sets the new password and ends every session of the player. */
export function resetPassword(body: ResetBody): Promise<Empty> {
  return api.post<Empty>('auth/resetPassword', body, { silent: true });
}
