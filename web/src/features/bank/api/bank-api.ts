import { queryOptions } from '@tanstack/react-query';

import { api } from '@/lib/api';
import type { Bank } from '@/types/api';

/** GET bank/get/bankList/{countryId}: the banks of the agent's country. */
export function getBankList(countryId: number | null | undefined): Promise<Bank[]> {
  return api.get<Bank[]>(countryId ? `bank/get/bankList/${countryId}` : 'bank/get/bankList');
}

export const bankListQueryOptions = (countryId: number | null | undefined) =>
  queryOptions({
    queryKey: ['banks', countryId ?? 'host'],
    queryFn: () => getBankList(countryId),
    staleTime: 60 * 60_000,
  });

const CORPORATE_SUFFIX = /[\s,]+(public company limited|company limited|pcl\.?|co\.,? ?ltd\.?|limited)$/i;

/**
 * The bank's name in the interface language (Thai name in Thai, English otherwise), without
 * the corporate suffix ("Public Company Limited") that only makes it longer.
 */
export function bankName(bank: Pick<Bank, 'nameTh' | 'nameEn'>, language: string): string {
  const name = language === 'th' ? bank.nameTh || bank.nameEn : bank.nameEn || bank.nameTh;
  return name.replace(CORPORATE_SUFFIX, '').trim() || name;
}
