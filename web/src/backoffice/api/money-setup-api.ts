import { queryOptions } from '@tanstack/react-query';

import type { UploadedImage } from './engagement-types';
import type { BankAccountBody, BankAccountsPage, MoneyLimits, MoneyLimitsBody, StaffBankAccount } from '../types';

import { paymentKeys } from './backoffice-api';
import { staffApi } from './client';
import { uploadImageTo } from './engagement-api';

/** The agent's money set-up (docs/money.md "Back office"), beside the payment queries. */
export const moneySetupKeys = {
  bankAccounts: () => [...paymentKeys.all, 'bankAccounts'] as const,
  limits: () => [...paymentKeys.all, 'limits'] as const,
};

const quiet = { silent: true } as const;

export const moneySetupApi = {
  /** The agent's own accounts in its order, the banks of its country, and whether PromptPay applies. */
  bankAccounts: () => staffApi.get<BankAccountsPage>('backoffice/bankAccounts', quiet),
  /** A number already held by anyone of the agent (a player's account too) answers 23505. */
  addBankAccount: (body: BankAccountBody) => staffApi.post<StaffBankAccount>('backoffice/bankAccounts', body, quiet),
  /** The whole body every time; accounts are never deleted, they are set inactive. */
  updateBankAccount: (id: number, body: BankAccountBody) =>
    staffApi.put<StaffBankAccount>(`backoffice/bankAccounts/${id}`, body, quiet),
  /** An account's QR image: PNG, JPEG, WebP or GIF (by its bytes), at most 1 MiB; answers where it is served. */
  uploadQr: (file: File): Promise<UploadedImage> => uploadImageTo('backoffice/bankAccounts/uploadImage', file),
  limits: () => staffApi.get<MoneyLimits>('backoffice/settings/limits', quiet),
  /** Every limit at once; requests already filed keep the limits they met. */
  saveLimits: (body: MoneyLimitsBody) => staffApi.put<MoneyLimits>('backoffice/settings/limits', body, quiet),
};

export const bankAccountsQuery = () =>
  queryOptions({ queryKey: moneySetupKeys.bankAccounts(), queryFn: moneySetupApi.bankAccounts, staleTime: 0 });

export const moneyLimitsQuery = () =>
  queryOptions({ queryKey: moneySetupKeys.limits(), queryFn: moneySetupApi.limits, staleTime: 0 });
