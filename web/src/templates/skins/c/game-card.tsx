import { GameArt, GameCardButton, LaunchingCover, PlayMark } from '@/features/games';

import type { GameCardProps } from '../../types';

/**
 * Layout C's game card: the art in a thin gold frame, a play mark on hover and the name set
 * beneath.
 */
export function GameCard(props: GameCardProps) {
  const { game, launching } = props;
  return (
    <GameCardButton {...props} className="pc-card group">
      <span className="pc-card__frame">
        <span className="pc-card__art">
          <GameArt image={game.image} className="pc-card__img" />
          <span className="pc-card__play" aria-hidden="true">
            <PlayMark className="size-5" />
          </span>
          {launching ? <LaunchingCover className="bg-scrim/65 text-accent-strong" /> : null}
        </span>
      </span>
      <span className="pc-card__name">{game.name}</span>
    </GameCardButton>
  );
}
