import { MiniGamesHub } from '@/features/engagement';

import { GameCategoryPage } from './game';

export { loader } from './game';

/**
 * /miniGames: the lucky wheel and the daily check-in (docs/engagement.md §4), above the lobby the
 * route reads (keno, unless ?category names another: docs/games.md §1).
 */
export function Component() {
  return <GameCategoryPage before={<MiniGamesHub />} />;
}
