import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ButtonLink } from '@/components/ui/button';
import { LogoutIcon, UserIcon } from '@/components/ui/icons';
import { useAgentCurrency } from '@/features/agent';
import { useAuthStore, useLogout } from '@/features/auth';
import { cn } from '@/lib/cn';

import { useSkin } from '../../skin-context';
import type { VariantProps } from '../../types';

/** The header's right end: the balance, profile and logout, or the login and register buttons. */
export function AccountArea({ signedIn, loud = false }: VariantProps & { loud?: boolean }) {
  const { t } = useTranslation();
  const { BalanceBadge } = useSkin();
  const currency = useAgentCurrency();
  const username = useAuthStore((s) => s.user?.username);
  const logout = useLogout();

  if (!signedIn) {
    return (
      <div className="flex shrink-0 items-center gap-1.5">
        <ButtonLink to="/login" variant="outline" size={loud ? 'md' : 'sm'} className={cn('ufa-cta', loud && 'ufa-cta--loud')}>
          {t('nav.login')}
        </ButtonLink>
        <ButtonLink to="/register" variant="primary" size={loud ? 'md' : 'sm'} className={cn('ufa-cta ufa-cta--main', loud && 'ufa-cta--loud')}>
          {t('nav.register')}
        </ButtonLink>
      </div>
    );
  }
  return (
    <div className="flex min-w-0 items-center gap-1.5">
      <BalanceBadge fallbackCurrency={currency} className="hidden min-[360px]:flex" />
      <Link to="/profile" className="ufa-square hidden md:flex md:w-auto md:gap-2 md:px-2.5" aria-label={t('header.account', { name: username ?? '' })}>
        <UserIcon className="size-4 shrink-0 text-accent" />
        <span className="hidden max-w-28 truncate text-sm font-semibold lg:inline">{username}</span>
      </Link>
      <button type="button" onClick={() => void logout()} className="ufa-square ufa-square--danger hidden md:grid" aria-label={t('nav.logout')}>
        <LogoutIcon className="size-4" />
      </button>
    </div>
  );
}
