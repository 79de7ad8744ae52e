import { useTranslation } from 'react-i18next';

import type { BankAccount } from '@/types/api';

/** Bank, number and holder of an account, in the staff's language. */
export function BankAccountText({ account }: { account: BankAccount | null | undefined }) {
  const { i18n: { language } } = useTranslation('backoffice');
  if (!account) return <span className="text-gray-500">—</span>;
  const bankName = (language === 'th' ? account.bank?.nameTh : account.bank?.nameEn) || account.bankCode;
  return (
    <span className="inline-flex flex-col leading-snug max-md:items-end">
      <span className="text-gray-300">{bankName}</span>
      <span className="font-medium tabular-nums text-white">{account.bankAccountNo}</span>
      <span className="text-xs text-gray-400">{account.bankAccountName}</span>
    </span>
  );
}
