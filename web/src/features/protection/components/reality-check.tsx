import { lazy, Suspense, useState } from 'react';

import { loadNamespace } from '@/lib/i18n';

/** The reminder's code and texts load together, the first time a game is open. */
const RealityCheckReminder = lazy(async () => {
  const [module] = await Promise.all([import('./reality-check-reminder'), loadNamespace('protection')]);
  return { default: module.RealityCheckReminder };
});

export interface RealityCheckProps {
  /** Whether a game is open (the games feature's playing state). */
  playing: boolean;
  /** Ends the playing state as its own close action does. */
  onStop: () => void;
}

/**
 * The reality-check reminder for the playing modal: while `playing`, it counts from the moment
 * the game opened and reminds the player at the interval he chose (none when off).
 */
export function RealityCheck({ playing, onStop }: RealityCheckProps) {
  /** When this playing session began; null while no game is open. */
  const [since, setSince] = useState<number | null>(null);
  if (playing && since === null) setSince(Date.now());
  if (!playing && since !== null) setSince(null);
  if (!playing || since === null) return null;
  return (
    <Suspense fallback={null}>
      <RealityCheckReminder since={since} onStop={onStop} />
    </Suspense>
  );
}
