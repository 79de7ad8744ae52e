import { useEffect, useState } from 'react';

function secondsUntil(deadline: number): number {
  return Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
}

/** Seconds left until `expiresAt` (ISO time), ticking each second; null without a deadline. */
export function useCountdown(expiresAt: string | null | undefined): number | null {
  const deadline = expiresAt ? Date.parse(expiresAt) : Number.NaN;
  const valid = Number.isFinite(deadline);
  const [left, setLeft] = useState(() => (valid ? secondsUntil(deadline) : null));

  useEffect(() => {
    if (!valid) {
      setLeft(null);
      return;
    }
    setLeft(secondsUntil(deadline));
    const timer = setInterval(() => {
      const next = secondsUntil(deadline);
      setLeft(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline, valid]);

  return left;
}

/** 75 → "01:15", 3725 → "1:02:05". */
export function formatCountdown(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const mm = String(m).padStart(2, '0');
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}
