import { lazy, Suspense, useEffect, useState } from 'react';

import { useAuthStore } from '@/features/auth';
import { useModalStore } from '@/features/modals';

const PlayingModal = lazy(() => import('./playing-modal').then((m) => ({ default: m.PlayingModal })));

/**
 * The playing modal for the shell. The player's isPlaying flag opens it (spec §4: e.g. after a
 * reload while a game is open); its code loads the first time it is needed.
 */
export function LazyPlayingModal() {
  const open = useModalStore((s) => s.playingModal);
  const isPlaying = useAuthStore((s) => Number(s.user?.player?.isPlaying ?? 0));
  const [needed, setNeeded] = useState(open);
  if (open && !needed) setNeeded(true);

  useEffect(() => {
    if (isPlaying === 1) useModalStore.getState().open('playingModal');
  }, [isPlaying]);

  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <PlayingModal />
    </Suspense>
  );
}
