import { GameArt, GameCardButton, LaunchingCover, PlayMark } from '@/features/games';

import type { GameCardProps } from '../../types';

/** Zuka's game tile: a rounded picture on a tilted candy shadow, a big play badge, the name on a strip. */
export function GameCard(props: GameCardProps) {
  const { game, launching } = props;
  return (
    <GameCardButton {...props} className="zk-game group w-full text-start disabled:cursor-wait">
      <span className="zk-game__art">
        <GameArt image={game.image} iconClassName="size-9" className="size-full object-cover" />
        {launching ? (
          <LaunchingCover className="bg-scrim/60 text-strong" spinnerClassName="size-7" />
        ) : (
          <span className="zk-game__play" aria-hidden="true">
            <PlayMark className="size-6 translate-x-px" />
          </span>
        )}
      </span>
      <span className="zk-game__name">
        <span className="line-clamp-2">{game.name}</span>
      </span>
    </GameCardButton>
  );
}
