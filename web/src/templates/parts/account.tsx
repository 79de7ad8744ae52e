import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ButtonLink } from '@/components/ui/button';
import { LogoutIcon, UserIcon } from '@/components/ui/icons';
import { useAgentCurrency } from '@/features/agent';
import { useAuthStore, useLogout } from '@/features/auth';
import { LanguageSwitcher } from '@/features/i18n';
import { cn } from '@/lib/cn';

import { useSkin } from '../skin-context';
import type { VariantProps } from '../types';

/** The person icon in a round mark: an account's face where the skin shows no initial. */
export function UserMark({ className }: { className: string }) {
  return (
    <span className={className} aria-hidden="true">
      <UserIcon className="size-4" />
    </span>
  );
}

/**
 * How a header draws the signed-in player: the balance, a `${base}__profile` link (avatar and
 * `${base}__name`) and a `${base}__logout` button. The classes here come beside those.
 */
export interface AccountLook {
  balance: string;
  /** Drawn between the balance and the profile link (a divider). */
  between?: ReactNode;
  profile: string;
  avatar: (username: string | undefined) => ReactNode;
  name: string;
  logout: string;
  logoutIcon?: string;
}

/** The signed-in player's balance, profile link and logout button. */
export function AccountLinks({ base, look }: { base: string; look: AccountLook }) {
  const { t } = useTranslation();
  const { BalanceBadge } = useSkin();
  const currency = useAgentCurrency();
  const username = useAuthStore((s) => s.user?.username);
  const logout = useLogout();
  return (
    <>
      <BalanceBadge fallbackCurrency={currency} className={look.balance} />
      {look.between}
      <Link
        to="/profile"
        className={cn(`${base}__profile`, look.profile)}
        aria-label={t('header.account', { name: username ?? '' })}
      >
        {look.avatar(username)}
        <span className={cn(`${base}__name`, look.name)}>{username}</span>
      </Link>
      <button type="button" onClick={() => void logout()} className={cn(`${base}__logout`, look.logout)} aria-label={t('nav.logout')}>
        <LogoutIcon className={look.logoutIcon ?? 'size-4'} />
      </button>
    </>
  );
}

/** How a header draws a guest's login and register buttons (`${base}__cta` each). */
export interface GuestLook {
  login?: string;
  register?: string;
  size?: 'sm' | 'md';
}

/** The guest's login and register buttons. */
export function GuestLinks({ base, look }: { base: string; look: GuestLook }) {
  const { t } = useTranslation();
  const size = look.size ?? 'sm';
  return (
    <>
      <ButtonLink to="/login" variant="outline" size={size} className={cn(`${base}__cta`, look.login)}>
        {t('nav.login')}
      </ButtonLink>
      <ButtonLink to="/register" variant="primary" size={size} className={cn(`${base}__cta`, look.register)}>
        {t('nav.register')}
      </ButtonLink>
    </>
  );
}

export interface HeaderAccountProps extends VariantProps {
  /** The header's class prefix: this end of it is `${base}__account`. */
  base: string;
  account: AccountLook;
  guest: GuestLook;
  /** Drawn last (a menu button). */
  children?: ReactNode;
}

/**
 * The header's language switcher yields its room on the narrowest phones (below 380 px, where
 * a host's wide logo, the language and two buttons do not fit): every skin's menu offers the
 * languages there.
 */
export const HEADER_LANGUAGE = 'max-[379px]:hidden';

/** The header's end: the language, then the player's balance, profile and logout, or the guest's login and register. */
export function HeaderAccount({ signedIn, base, account, guest, children }: HeaderAccountProps) {
  return (
    <div className={cn(`${base}__account`, 'ms-auto flex min-w-0 items-center gap-1.5 sm:gap-2')}>
      <LanguageSwitcher className={HEADER_LANGUAGE} />
      {signedIn ? <AccountLinks base={base} look={account} /> : <GuestLinks base={base} look={guest} />}
      {children}
    </div>
  );
}
