import type { HomeProps } from '../../types';

/** The hero's art: three app icons tumbling in the corner. */
const APPS = (
  <>
    <span className="pp1-hero__app pp1-hero__app--1" />
    <span className="pp1-hero__app pp1-hero__app--2" />
    <span className="pp1-hero__app pp1-hero__app--3" />
  </>
);

/** The category tiles take turns in three tints: coral, mint and cream. */
const tint = (index: number) => `pp1-cats__item--t${index % 3}`;

/**
 * Layout PP-1's home, an app's start screen. Guests: the agent's banners as the app's carousel
 * with the announcements in a chip under it, a short banner, then the categories as big tiles
 * (two a row on phones) and the reasons as small cards. Players: the greeting and the wallet on
 * top, the carousel and the announcements, the shortcuts in one white card, the big category
 * tiles, the popular games as app icons, then the rank.
 */
export function Home({ signedIn, blocks }: HomeProps) {
  const { Hero, BalanceCard, RankCard, Categories, QuickLinks, Features, FeaturedGames, Banners, Announcements } = blocks;
  const tiles = (
    <Categories base="pp1-cats" listClassName="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" itemClassName={tint} iconClassName="size-8" />
  );
  if (!signedIn) {
    return (
      <div className="pp1-home flex flex-col gap-6 px-3 py-4 sm:gap-8 sm:px-5 sm:py-6" data-home="pp1">
        <Banners base="pp1-banners" />
        <Announcements base="pp1-notice" className="-mt-3 sm:-mt-5" />
        <Hero base="pp1-hero" art={APPS} />
        {tiles}
        <Features base="pp1-why" title="hidden" listClassName="grid gap-2.5 sm:grid-cols-3" />
      </div>
    );
  }
  return (
    <div className="pp1-home flex flex-col gap-6 px-3 py-4 sm:gap-8 sm:px-5 sm:py-6" data-home="pp1">
      <div className="grid gap-4 lg:grid-cols-[1fr_1.25fr] lg:items-center">
        <Hero base="pp1-hello" />
        <BalanceCard />
      </div>
      <Banners base="pp1-banners" />
      <Announcements base="pp1-notice" className="-mt-3 sm:-mt-5" />
      <QuickLinks base="pp1-quick" title="hidden" listClassName="grid grid-cols-3 gap-1 sm:grid-cols-6" />
      {tiles}
      <FeaturedGames base="pp1-games" listClassName="grid grid-cols-4 gap-2 sm:grid-cols-8" count={8} />
      <RankCard />
    </div>
  );
}
