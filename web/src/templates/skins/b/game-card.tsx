import { GameArt, GameCardButton, LaunchingCover, PlayMark } from '@/features/games';

import type { GameCardProps } from '../../types';

/** Layout B's game card: a white card with the art on top, the name beneath, play on hover. */
export function GameCard(props: GameCardProps) {
  const { game, launching } = props;
  return (
    <GameCardButton {...props} className="ppb-game group">
      <span className="relative block aspect-square w-full overflow-hidden bg-raised">
        <GameArt image={game.image} className="size-full object-cover transition duration-300 group-hover:scale-[1.04]" />
        {launching ? (
          <LaunchingCover className="bg-panel/70 text-accent-strong" />
        ) : (
          <span className="ppb-game__play" aria-hidden="true">
            <PlayMark className="ms-0.5 size-4" />
          </span>
        )}
      </span>
      <span className="line-clamp-2 h-[calc(2.5em+1rem)] px-2.5 py-2 text-xs leading-[1.25em] font-medium text-text">{game.name}</span>
    </GameCardButton>
  );
}
