import type { HomeProps } from '../../types';

import { toneOf } from './nav';

/** Candy sweets bobbing beside the hero's words. */
const CANDY = (
  <>
    <span className="zk-hero__candy zk-hero__candy--1" />
    <span className="zk-hero__candy zk-hero__candy--2" />
    <span className="zk-hero__candy zk-hero__candy--3" />
  </>
);

const tone = (index: number) => `zk-tone--${toneOf(index)}`;

/**
 * Zuka's home puts the games first, the announcements in a candy pill on top. Guests: a short
 * candy hero, the agent's banners in a chunky candy frame, then the categories as big tilted
 * candy tiles, and the reasons as coloured cards. Players: a cheery greeting, the banners, the
 * popular games, the candy categories, the shortcuts, then balance and rank.
 */
export function Home({ signedIn, blocks }: HomeProps) {
  const { Hero, BalanceCard, RankCard, Categories, QuickLinks, Features, FeaturedGames, Banners, Announcements } = blocks;
  const tiles = (
    <Categories base="zk-cats" listClassName="grid grid-cols-3 gap-3 sm:grid-cols-5 sm:gap-4" itemClassName={tone} iconClassName="size-8" />
  );
  if (!signedIn) {
    return (
      <div className="zk-home mx-auto flex max-w-7xl flex-col gap-7 px-3 py-4 sm:px-4 sm:py-6" data-home="zuka">
        <Announcements base="zk-notice" className="-mb-3" />
        <Hero base="zk-hero" art={CANDY} />
        <Banners base="zk-banners" />
        {tiles}
        <Features base="zk-why" listClassName="grid gap-3 sm:grid-cols-3" itemClassName={(index) => tone(index + 2)} />
      </div>
    );
  }
  return (
    <div className="zk-home mx-auto flex max-w-7xl flex-col gap-7 px-3 py-4 sm:px-4 sm:py-6" data-home="zuka">
      <Announcements base="zk-notice" className="-mb-3" />
      <Hero base="zk-hello" />
      <Banners base="zk-banners" />
      <FeaturedGames base="zk-games" listClassName="grid grid-cols-3 gap-3 sm:grid-cols-6 sm:gap-4" count={6} />
      {tiles}
      <QuickLinks base="zk-quick" listClassName="grid grid-cols-3 gap-2.5 sm:grid-cols-6" itemClassName={(index) => tone(index + 1)} />
      <div className="grid gap-4 lg:grid-cols-2">
        <BalanceCard />
        <RankCard />
      </div>
    </div>
  );
}
