import { GameArt, GameCardButton, LaunchingCover, PlayMark } from '@/features/games';

import type { GameCardProps } from '../../types';

/** The UFA game card: square art with a hard edge, a play mark on hover and the name on a bold bar beneath. */
export function GameCard(props: GameCardProps) {
  const { game, launching } = props;
  return (
    <GameCardButton {...props} className="ufa-card group">
      <span className="ufa-card__art">
        <GameArt image={game.image} className="ufa-card__img" />
        <span className="ufa-card__play" aria-hidden="true">
          <PlayMark className="size-5" />
        </span>
        {launching ? <LaunchingCover className="bg-scrim/65 text-accent-strong" /> : null}
      </span>
      <span className="ufa-card__name">{game.name}</span>
    </GameCardButton>
  );
}
