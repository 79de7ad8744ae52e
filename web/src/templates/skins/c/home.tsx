import type { HomeProps } from '../../types';

/** Thin gold rings and a diamond behind the hero's words. */
const RINGS = (
  <>
    <span className="pc-hero__ring" />
    <span className="pc-hero__ring pc-hero__ring--inner" />
    <span className="pc-hero__gem" />
  </>
);

/**
 * Layout C's home: a quiet, framed luxury, the announcements on one line between gold rules.
 * Guests: a centred marquee in a double gold frame, the agent's banners in a thin gold frame,
 * the categories as gold-edged cards with a diamond mark, the reasons set between gold rules.
 * Players: the greeting over a gold-framed vault (the balance) beside the rank, the banners,
 * shortcuts as gold-lined rows, then the popular games. On a desktop the side column lists the
 * categories, so a player's home leaves them out there.
 */
export function Home({ signedIn, blocks }: HomeProps) {
  const { Hero, BalanceCard, RankCard, Categories, QuickLinks, Features, FeaturedGames, Banners, Announcements } = blocks;
  if (!signedIn) {
    return (
      <div className="pc-home mx-auto flex max-w-6xl flex-col gap-10 px-4 py-6 sm:px-6 xl:gap-14 xl:px-10 xl:py-10" data-home="c">
        <Announcements base="pc-notice" className="-mb-4 xl:-mb-6" />
        <Hero base="pc-hero" art={RINGS} />
        <Banners base="pc-banners" />
        <Categories base="pc-cats" listClassName="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5 lg:gap-4" iconClassName="size-6" />
        <Features base="pc-why" listClassName="grid sm:grid-cols-3" />
      </div>
    );
  }
  return (
    <div className="pc-home mx-auto flex max-w-6xl flex-col gap-8 px-4 py-6 sm:px-6 xl:gap-10 xl:px-10 xl:py-10" data-home="c">
      <Announcements base="pc-notice" className="-mb-2 xl:-mb-4" />
      <div className="grid gap-5 lg:grid-cols-[1.2fr_1fr] lg:items-end">
        <div className="flex flex-col gap-5">
          <Hero base="pc-hello" />
          <BalanceCard className="pc-vault" />
        </div>
        <RankCard />
      </div>
      <Banners base="pc-banners" />
      <QuickLinks base="pc-quick" listClassName="grid grid-cols-2 gap-2.5 sm:grid-cols-3 lg:grid-cols-6 lg:gap-3" iconClassName="size-5" />
      <FeaturedGames base="pc-games" listClassName="grid grid-cols-3 gap-3 sm:grid-cols-6 sm:gap-4" count={6} />
      <Categories
        base="pc-cats"
        className="xl:hidden"
        listClassName="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5"
        iconClassName="size-6"
      />
    </div>
  );
}
