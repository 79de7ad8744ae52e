import type { HomeProps } from '../../types';

/** The hero's three casino chips, drawn by CSS. */
const CHIPS = (
  <>
    <span className="pp-hero__chip pp-hero__chip--1" />
    <span className="pp-hero__chip pp-hero__chip--2" />
    <span className="pp-hero__chip pp-hero__chip--3" />
  </>
);

/**
 * Layout A's home, under the announcement line. Guests: the agent's banners, a wide hero with
 * casino chips, the ten categories in one even grid and the three reasons to play. Players: the
 * greeting beside the balance card, the banners, the rank, a row of shortcuts, then the
 * categories.
 */
export function Home({ signedIn, blocks }: HomeProps) {
  const { Hero, BalanceCard, RankCard, Categories, QuickLinks, Features, Banners, Announcements } = blocks;
  if (!signedIn) {
    return (
      <div className="pa-home mx-auto flex max-w-7xl flex-col gap-8 px-4 py-5 sm:py-8" data-home="a">
        <Announcements base="pa-notice" className="-mb-3" />
        <Banners base="pa-banners" />
        <Hero base="pp-hero" art={CHIPS} />
        <Categories base="pp-category" listClassName="grid grid-cols-5 gap-2 sm:gap-3" />
        <Features base="pa-why" listClassName="grid gap-3 sm:grid-cols-3" itemClassName={() => 'pp-card'} />
      </div>
    );
  }
  return (
    <div className="pa-home mx-auto flex max-w-7xl flex-col gap-7 px-4 py-5 sm:py-8" data-home="a">
      <Announcements base="pa-notice" className="-mb-2" />
      <div className="grid gap-4 md:grid-cols-[1fr_1.2fr] md:items-stretch">
        <Hero base="pa-greet" />
        <BalanceCard />
      </div>
      <Banners base="pa-banners" />
      <RankCard />
      <QuickLinks base="pp-quick" listClassName="grid grid-cols-3 gap-2.5 sm:grid-cols-6" />
      <Categories base="pp-category" listClassName="grid grid-cols-5 gap-2 sm:gap-3" />
    </div>
  );
}
