import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { GamepadIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

import type { GameCardProps } from './game-card-slot';

/**
 * What every game card is, whatever it looks like: one item of the lobby's list holding one
 * button that starts the game, named for it, busy while it opens, disabled while another opens.
 * A layout's card gives the look (`className`) and what the button shows (`children`).
 */
export function GameCardButton({
  game,
  disabled,
  launching,
  onPlay,
  className,
  children,
}: GameCardProps & { className: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <li>
      <button
        type="button"
        onClick={() => onPlay(game)}
        disabled={disabled}
        aria-label={t('games.play', { name: game.name })}
        aria-busy={launching || undefined}
        className={className}
        data-testid="game-card"
        data-game={game.gameId}
      >
        {children}
      </button>
    </li>
  );
}

/**
 * The game's picture at a fixed size (the grid never moves while pictures arrive), loaded
 * lazily; a game without one shows the gamepad.
 */
export function GameArt({ image, className, iconClassName = 'size-8' }: { image: string | null | undefined; className: string; iconClassName?: string }) {
  return image ? (
    <img src={image} alt="" width={160} height={160} loading="lazy" decoding="async" className={className} />
  ) : (
    <span className="grid size-full place-items-center text-accent">
      <GamepadIcon className={iconClassName} />
    </span>
  );
}

/** Laid over the picture while the game opens: a spinner, and the words for screen readers. */
export function LaunchingCover({ className, spinnerClassName = 'size-6' }: { className: string; spinnerClassName?: string }) {
  const { t } = useTranslation();
  return (
    <span className={cn('absolute inset-0 grid place-items-center', className)} role="status">
      <span className={cn('pp-spinner', spinnerClassName)} aria-hidden="true" />
      <span className="sr-only">{t('games.launching')}</span>
    </span>
  );
}

/** The play mark a card shows on hover. */
export function PlayMark({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} fill="currentColor" focusable="false" aria-hidden="true">
      <path d="M8 5.5v13l10.5-6.5L8 5.5Z" />
    </svg>
  );
}

/** The lobby's own card: what a layout without a card of its own shows (and layout A's). */
export function GameCard(props: GameCardProps) {
  const { game, launching } = props;
  return (
    <GameCardButton {...props} className="group flex w-full flex-col gap-1.5 text-start disabled:cursor-wait">
      <span className="relative block aspect-square w-full overflow-hidden rounded-xl bg-raised ring-1 ring-tint/5 transition group-hover:ring-accent/50">
        <GameArt image={game.image} className="size-full object-cover transition group-hover:scale-105" />
        {launching ? <LaunchingCover className="bg-scrim/60 text-strong" /> : null}
      </span>
      <span className="line-clamp-2 h-[2.5em] text-xs leading-[1.25em] font-medium text-text">{game.name}</span>
    </GameCardButton>
  );
}
