import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { ButtonLink } from '@/components/ui/button';
import { SportIcon } from '@/components/ui/icons';
import type { NavItem } from '@/config/navigation';
import { cn } from '@/lib/cn';

import type { HomeProps } from '../../types';

import type { UfaLook } from './look';
import { isSport, SPORT_FIRST_CATEGORIES } from './nav';

/** The sport tile is the loud one. */
const hot = (_index: number, item: NavItem) => (isSport(item) ? 'ufa-cats__item--hot' : undefined);

/**
 * A sportsbook's first block: live sport, the headline and the way in, over a pitch drawn in
 * CSS. Sport pages are open to guests where the layout lets them browse; elsewhere the link
 * leads to the login like every game page.
 */
function SportBanner({ className }: { className?: string }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className={cn('ufa-sport', className)} aria-labelledby={id} data-home-block="sport">
      <div className="ufa-sport__pitch" aria-hidden="true">
        <span className="ufa-sport__line" />
        <span className="ufa-sport__circle" />
      </div>
      <SportIcon className="ufa-sport__ball" />
      <div className="ufa-sport__body">
        <p className="ufa-sport__live">
          <span className="ufa-sport__dot" aria-hidden="true" />
          {t('home.live')}
        </p>
        <h2 id={id} className="ufa-sport__title">
          {t('home.sportTitle')}
        </h2>
        <p className="ufa-sport__text">{t('home.sportText')}</p>
        <ButtonLink to="/sport" size="lg" className="ufa-sport__cta" icon={<SportIcon className="size-5" />}>
          {t('home.sportCta')}
        </ButtonLink>
      </div>
    </section>
  );
}

/**
 * A UFA home: sport first, dense and hard-edged, arranged by the look, the announcements as a
 * ticker band near the top and the agent's banners straight after the sport board.
 * - `stacked` (UFA-A): full-width bands one under another, the categories in one tight row.
 * - `rail` (UFA-B): the ticker across the page, then a main column (sport, banners, games,
 *   categories as rows) beside an account column.
 * - `inline` (UFA-C, open to guests): the headline beside the sport board, then the categories
 *   as big tiles to browse.
 */
export function makeHome(look: UfaLook) {
  return function Home({ signedIn, blocks }: HomeProps) {
    const { Hero, BalanceCard, RankCard, Categories, QuickLinks, Features, FeaturedGames, Banners, Announcements } = blocks;
    const frame = cn('ufa-home', `ufa-home--${look.header}`);

    if (look.header === 'rail') {
      return (
        <div className={cn(frame, 'grid gap-5 px-3 py-4 sm:px-4 lg:grid-cols-[minmax(0,1fr)_21rem] xl:px-6 xl:py-6')} data-home={look.id}>
          <Announcements base="ufa-notice" className="lg:col-span-2" />
          <SportBanner className="lg:col-start-1" />
          <div className="flex flex-col gap-4 lg:col-start-2 lg:row-span-4 lg:self-start">
            {signedIn ? (
              <>
                <Hero base="ufa-hello" />
                <BalanceCard />
                <QuickLinks base="ufa-quick" title="hidden" listClassName="grid grid-cols-3 gap-1.5 lg:grid-cols-2" iconClassName="size-5" />
                <RankCard />
              </>
            ) : (
              <>
                <Hero base="ufa-hero" className="ufa-hero--card" />
                <Features base="ufa-why" title="hidden" listClassName="grid gap-1.5" />
              </>
            )}
          </div>
          <Banners base="ufa-banners" className="lg:col-start-1" />
          <FeaturedGames base="ufa-games" className="lg:col-start-1" listClassName="grid grid-cols-3 gap-2 sm:grid-cols-6" count={6} />
          <Categories
            base="ufa-cats"
            className="ufa-cats--rows lg:col-start-1"
            items={SPORT_FIRST_CATEGORIES}
            itemClassName={hot}
            listClassName="grid grid-cols-2 gap-1.5 sm:grid-cols-3 xl:grid-cols-5"
            iconClassName="size-5"
          />
        </div>
      );
    }

    if (look.header === 'inline') {
      return (
        <div className={cn(frame, 'mx-auto flex max-w-7xl flex-col gap-6 px-3 py-4 sm:px-4 sm:py-6')} data-home={look.id}>
          <Announcements base="ufa-notice" className="-mb-2" />
          {signedIn ? (
            <>
              <SportBanner />
              <Banners base="ufa-banners" />
              <div className="ufa-board grid gap-3 md:grid-cols-[1fr_1.2fr] md:items-center">
                <Hero base="ufa-hello" />
                <BalanceCard />
              </div>
              <QuickLinks base="ufa-quick" title="hidden" listClassName="grid grid-cols-3 gap-1.5 sm:grid-cols-6" iconClassName="size-5" />
              <FeaturedGames base="ufa-games" listClassName="grid grid-cols-3 gap-2 sm:grid-cols-6" count={6} />
            </>
          ) : (
            <>
              <div className="grid gap-4 lg:grid-cols-[1fr_1.25fr]">
                <SportBanner />
                <Hero base="ufa-hero" className="ufa-hero--card lg:order-first" />
              </div>
              <Banners base="ufa-banners" />
            </>
          )}
          <Categories
            base="ufa-cats"
            className="ufa-cats--big"
            items={SPORT_FIRST_CATEGORIES}
            itemClassName={hot}
            listClassName="grid grid-cols-3 gap-2 lg:grid-cols-5"
            iconClassName="size-7"
          />
          {signedIn ? <RankCard /> : <Features base="ufa-why" title="hidden" listClassName="grid sm:grid-cols-3" />}
        </div>
      );
    }

    return (
      <div className={cn(frame, 'mx-auto flex max-w-7xl flex-col gap-5 px-3 py-4 sm:px-4 sm:py-6')} data-home={look.id}>
        {signedIn ? <Hero base="ufa-hello" className="ufa-hello--strip" /> : null}
        <Announcements base="ufa-notice" className="-mb-1" />
        {signedIn ? (
          <div className="grid gap-4 lg:grid-cols-[1.6fr_1fr]">
            <SportBanner />
            <div className="flex flex-col gap-4">
              <BalanceCard />
              <QuickLinks base="ufa-quick" title="hidden" listClassName="grid grid-cols-3 gap-1.5" iconClassName="size-5" />
            </div>
          </div>
        ) : (
          <SportBanner />
        )}
        <Banners base="ufa-banners" />
        {signedIn ? null : <Hero base="ufa-hero" className="ufa-hero--band" />}
        <Categories
          base="ufa-cats"
          className="ufa-cats--row"
          items={SPORT_FIRST_CATEGORIES}
          itemClassName={hot}
          listClassName="grid grid-cols-5 gap-1.5 lg:grid-cols-10"
          iconClassName="size-6"
        />
        <FeaturedGames base="ufa-games" listClassName="grid grid-cols-3 gap-2 sm:grid-cols-6" count={6} />
        {signedIn ? <RankCard /> : <Features base="ufa-why" title="hidden" listClassName="grid sm:grid-cols-3" />}
      </div>
    );
  };
}
