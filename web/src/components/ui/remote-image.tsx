import { useState, type ReactNode } from 'react';

import { cn } from '@/lib/cn';

/**
 * A picture the server names (an event's, a reward's, an article's), covering its box; without
 * one, or when it fails to load, a plain panel of the theme with `fallback` (an icon) in it.
 */
export function RemoteImage({ src, alt, className, fallback }: { src: string | null | undefined; alt: string; className?: string; fallback: ReactNode }) {
  const [failed, setFailed] = useState<string | null>(null);
  const usable = Boolean(src) && failed !== src;
  return (
    <div className={cn('relative overflow-hidden bg-raised', className)}>
      {usable ? (
        <img
          src={src ?? undefined}
          alt={alt}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(src ?? null)}
          className="absolute inset-0 size-full object-cover"
        />
      ) : (
        <div className="absolute inset-0 grid place-items-center bg-gradient-to-br from-primary/25 via-panel to-raised text-accent" aria-hidden="true">
          {fallback}
        </div>
      )}
    </div>
  );
}
