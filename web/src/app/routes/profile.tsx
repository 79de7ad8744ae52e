import { useTranslation } from 'react-i18next';

import { Card, SectionTitle } from '@/components/ui/card';
import { BankIcon, LockIcon, UserIcon } from '@/components/ui/icons';
import { Page } from '@/components/ui/page';
import { useAgentCurrency } from '@/features/agent';
import { ChangePasswordForm, useAuthStore } from '@/features/auth';
import { bankName } from '@/features/bank';
import { RankCard } from '@/features/engagement';
import { BalanceCard } from '@/features/wallet';

import { RequireSession } from './require-session';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-center justify-between gap-4 border-b border-tint/5 py-3 last:border-0">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="min-w-0 truncate text-end font-medium text-strong">{value}</dd>
    </div>
  );
}

/** My account: the player's details, bank account and password change. */
export function Component() {
  const { t } = useTranslation();
  return (
    <RequireSession title={t('profile.title')}>
      <Profile />
    </RequireSession>
  );
}

function Profile() {
  const { t, i18n } = useTranslation();
  const user = useAuthStore((s) => s.user);
  const currency = useAgentCurrency();
  const player = user?.player;
  const bankAccount = player?.bankAccount;
  const none = t('profile.notSet');

  return (
    <Page title={t('profile.title')} icon={<UserIcon className="size-6" />}>
      <div className="grid gap-5 lg:grid-cols-2">
        <div className="flex flex-col gap-5">
          <BalanceCard fallbackCurrency={currency} />
          <RankCard />
          <Card className="p-5">
            <SectionTitle icon={<UserIcon className="size-5" />}>{t('profile.account')}</SectionTitle>
            <dl className="mt-2">
              <Row label={t('profile.username')} value={user?.username || none} />
              <Row label={t('profile.tel')} value={player?.tel || user?.tel || none} />
              <Row label={t('profile.lineId')} value={player?.lineId || none} />
            </dl>
          </Card>
          <Card className="p-5">
            <SectionTitle icon={<BankIcon className="size-5" />}>{t('profile.bank')}</SectionTitle>
            {bankAccount ? (
              <dl className="mt-2">
                <Row
                  label={t('profile.bankName')}
                  value={bankAccount.bank ? bankName(bankAccount.bank, i18n.language) : bankAccount.bankCode}
                />
                <Row label={t('profile.bankAccountNo')} value={bankAccount.bankAccountNo} />
                <Row label={t('profile.bankAccountName')} value={bankAccount.bankAccountName} />
              </dl>
            ) : (
              <p className="mt-3 text-sm text-muted">{t('profile.noBank')}</p>
            )}
          </Card>
        </div>
        <Card className="self-start p-5">
          <SectionTitle icon={<LockIcon className="size-5" />} className="mb-4">
            {t('profile.changePassword')}
          </SectionTitle>
          <ChangePasswordForm />
        </Card>
      </div>
    </Page>
  );
}
