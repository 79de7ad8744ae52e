import type { HomeProps } from '../../types';

/** Soft bubbles floating behind the hero's words. */
const BUBBLES = (
  <>
    <span className="ppb-hero__bubble ppb-hero__bubble--1" />
    <span className="ppb-hero__bubble ppb-hero__bubble--2" />
    <span className="ppb-hero__bubble ppb-hero__bubble--3" />
  </>
);

/**
 * Layout B's home: light and airy, everything centred with room around it, the announcements
 * in a soft pill on top. Guests: a centred hero, the agent's banners as one rounded card, the
 * categories as a row of tabs (scrolling on phones), the three reasons in open columns.
 * Players: one white summary card (greeting and balance), the banners, round shortcuts, the
 * category tabs, a strip of popular games and the rank.
 */
export function Home({ signedIn, blocks }: HomeProps) {
  const { Hero, BalanceCard, RankCard, Categories, QuickLinks, Features, FeaturedGames, Banners, Announcements } = blocks;
  if (!signedIn) {
    return (
      <div className="ppb-home mx-auto flex max-w-6xl flex-col gap-10 px-4 py-6 sm:gap-16 sm:py-12" data-home="b">
        <Announcements base="ppb-notice" className="-mb-4 sm:-mb-10" />
        <Hero base="ppb-hero" art={BUBBLES} />
        <Banners base="ppb-banners" />
        <Categories base="ppb-cats" iconClassName="size-5" />
        <Features base="ppb-why" listClassName="grid gap-6 sm:grid-cols-3 sm:gap-8" />
      </div>
    );
  }
  return (
    <div className="ppb-home mx-auto flex max-w-6xl flex-col gap-9 px-4 py-6 sm:gap-12 sm:py-10" data-home="b">
      <Announcements base="ppb-notice" className="-mb-3 sm:-mb-6" />
      <div className="ppb-summary grid items-center gap-5 md:grid-cols-2 md:gap-8">
        <Hero base="ppb-hello" />
        <BalanceCard />
      </div>
      <Banners base="ppb-banners" />
      <QuickLinks base="ppb-quick" title="hidden" listClassName="grid grid-cols-3 gap-x-2 gap-y-5 sm:grid-cols-6" />
      <Categories base="ppb-cats" iconClassName="size-5" />
      <FeaturedGames base="ppb-games" listClassName="grid grid-cols-3 gap-3 sm:grid-cols-6 sm:gap-4" count={6} />
      <RankCard />
    </div>
  );
}
