import { GameArt, GameCardButton, LaunchingCover } from '@/features/games';

import type { GameCardProps } from '../../types';

/**
 * Layout PP-1's game card, drawn like an app on a phone's home screen: a rounded square icon
 * (the game's art), the name beneath, and the provider as a small tag on the icon's corner.
 */
export function GameCard(props: GameCardProps) {
  const { game, launching } = props;
  return (
    <GameCardButton {...props} className="pp1-game group">
      <span className="pp1-game__icon">
        <GameArt image={game.image} iconClassName="size-9" className="size-full object-cover transition duration-300 group-hover:scale-[1.06]" />
        {game.providerPrefix ? (
          <span className="pp1-game__tag" aria-hidden="true">
            {game.providerPrefix}
          </span>
        ) : null}
        {launching ? <LaunchingCover className="bg-panel/75 text-accent-strong" /> : null}
      </span>
      <span className="line-clamp-2 h-[2.5em] px-0.5 text-center text-xs leading-[1.25em] font-medium text-text">{game.name}</span>
    </GameCardButton>
  );
}
