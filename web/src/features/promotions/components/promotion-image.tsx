import { useState } from 'react';

import { GiftIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

/**
 * A promotion's picture (a path on this site, an https address or a data: picture); without one,
 * or when it fails to load, a plain panel with the gift mark in its place.
 */
export function PromotionImage({ src, alt, className }: { src: string; alt: string; className?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const usable = Boolean(src) && failed !== src;
  return (
    <div className={cn('relative overflow-hidden bg-raised', className)}>
      {usable ? (
        <img
          src={src}
          alt={alt}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(src)}
          className="absolute inset-0 size-full object-cover"
        />
      ) : (
        <div
          className="absolute inset-0 grid place-items-center bg-gradient-to-br from-primary/25 via-panel to-raised text-accent"
          {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        >
          <GiftIcon className="size-10 opacity-80" />
        </div>
      )}
    </div>
  );
}
