export { HOME_BLOCKS } from './blocks';
export type { BlockProps, FeaturedGamesProps, FeaturesProps, HeroProps, HomeBlocks, LinkTilesProps, TitleMode } from './types';
