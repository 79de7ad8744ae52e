import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { MenuIcon } from '@/components/ui/icons';
import { useBrandName } from '@/features/agent';
import { BrandLogo } from '@/features/branding';
import { LanguageSwitcher } from '@/features/i18n';

import { HEADER_LANGUAGE } from '../../parts/account';
import { useMenuToggle } from '../../parts/side-menu';
import type { VariantProps } from '../../types';

import { AccountArea } from './account';
import type { UfaLook } from './look';
import { SportNav } from './nav-links';

/** Opens the side menu on phones, where the tab bar keeps its place for sport. */
function MenuButton() {
  const { t } = useTranslation();
  const { menuOpen, openMenu } = useMenuToggle();
  return (
    <button
      type="button"
      className="ufa-square xl:hidden"
      aria-label={t('nav.openMenu')}
      aria-expanded={menuOpen}
      aria-controls="pp-side-menu"
      onClick={openMenu}
    >
      <MenuIcon className="size-5" />
    </button>
  );
}

function Logo() {
  const { t } = useTranslation();
  const brand = useBrandName();
  return (
    <Link to="/" className="flex min-w-0 shrink items-center rounded-control" aria-label={`${brand} — ${t('nav.home')}`}>
      <BrandLogo brand={brand} compact />
    </Link>
  );
}

/** A UFA header in the look's arrangement; see UfaLook. */
export function makeHeader(look: UfaLook) {
  return function Header({ signedIn }: VariantProps) {
    if (look.header === 'stacked') {
      return (
        <header className="ufa-header sticky top-0 z-40">
          <div className="ufa-header__top">
            <div className="mx-auto flex h-14 max-w-7xl items-center gap-2 px-3 sm:px-4">
              <MenuButton />
              <Logo />
              <div className="ms-auto flex min-w-0 items-center gap-1.5 sm:gap-2">
                <LanguageSwitcher className={HEADER_LANGUAGE} />
                <AccountArea signedIn={signedIn} />
              </div>
            </div>
          </div>
          <div className="ufa-header__bar hidden xl:block">
            <SportNav shape="bar" className="mx-auto max-w-7xl px-4" />
          </div>
        </header>
      );
    }
    if (look.header === 'rail') {
      return (
        <header className="ufa-header sticky top-0 z-40">
          <div className="ufa-header__top">
            {/* The menu opens from the phone tab bar in this arrangement. */}
            <div className="flex h-14 items-center gap-2 px-3 sm:px-4 xl:h-16 xl:px-6">
              <Logo />
              <div className="ms-auto flex min-w-0 items-center gap-1.5 sm:gap-2">
                <LanguageSwitcher />
                <AccountArea signedIn={signedIn} />
              </div>
            </div>
          </div>
          <SportNav shape="strip" className="xl:hidden" />
          <SportNav shape="rail" className="hidden xl:block" />
        </header>
      );
    }
    return (
      <header className="ufa-header sticky top-0 z-40">
        <div className="ufa-header__top">
          <div className="mx-auto flex h-14 max-w-7xl items-center gap-2 px-3 sm:px-4 xl:h-18">
            <MenuButton />
            <Logo />
            <SportNav shape="inline" className="ms-4 hidden min-w-0 flex-1 xl:block" />
            <div className="ms-auto flex min-w-0 items-center gap-1.5 sm:gap-2">
              <LanguageSwitcher className={HEADER_LANGUAGE} />
              <AccountArea signedIn={signedIn} loud />
            </div>
          </div>
        </div>
        <SportNav shape="icons" className="xl:hidden" />
      </header>
    );
  };
}
