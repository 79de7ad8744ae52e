import { memo, type ComponentType } from 'react';

import type { LaunchGame } from '../launch';
import type { Game } from '../types';
import type { GameCardProps } from './game-card-slot';

/**
 * A list of games in a layout's card, for the lobby's page and the home page's strip. Drawn
 * again only when its games, its look or the opening game change: not for each of the page's
 * other answers (the wallet, the session's check, the providers' names), which would draw every
 * card again for nothing.
 */
export const GameCards = memo(function GameCards({
  games,
  Card,
  launching,
  launch,
  className,
  busy = false,
}: {
  games: readonly Game[];
  Card: ComponentType<GameCardProps>;
  launching: string | null;
  launch: (game: LaunchGame) => Promise<unknown>;
  className?: string;
  busy?: boolean;
}) {
  return (
    <ul className={className} aria-busy={busy || undefined}>
      {games.map((game) => (
        <Card
          key={game.gameId}
          game={game}
          disabled={launching !== null}
          launching={launching === game.gameId}
          onPlay={(g) => void launch(g)}
        />
      ))}
    </ul>
  );
});
