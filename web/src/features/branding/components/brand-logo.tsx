import { BUILTIN_LOGO } from '@/config/branding';
import { cn } from '@/lib/cn';

import { useBrandImages } from '../hooks/use-brand-images';

/** The built-in mark, drawn inline so the wordmark uses the site's own font. */
function BuiltinLogo({ brand, compact, className }: { brand: string; compact?: boolean; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <svg viewBox="0 0 40 40" className="h-9 w-9 shrink-0" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id="pp-mark" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#4ade80" />
            <stop offset="1" stopColor="#15803d" />
          </linearGradient>
        </defs>
        <rect x="2" y="2" width="36" height="36" rx="10" fill="url(#pp-mark)" />
        <path d="M15 11.5v17l14-8.5-14-8.5Z" fill="#052e16" />
        <path d="M15 11.5v17l14-8.5-14-8.5Z" fill="none" stroke="#bbf7d0" strokeOpacity=".5" strokeWidth="1.2" />
      </svg>
      <span className={cn('text-lg leading-none font-bold tracking-wide text-strong sm:text-xl', compact && 'max-sm:sr-only')}>
        {brand.split('-')[0]}
        <span className="text-accent">{brand.includes('-') ? `-${brand.split('-').slice(1).join('-')}` : ''}</span>
      </span>
    </span>
  );
}

/**
 * The site logo (host default → template → built-in → preview).
 * `compact`: on phones the built-in logo shows its mark only and an image logo stays narrow
 * (the header has little room: a wide logo must not push the page wider than the screen).
 */
export function BrandLogo({ brand, compact, className }: { brand: string; compact?: boolean; className?: string }) {
  const currentLogo = useBrandImages().logo;
  if (currentLogo === BUILTIN_LOGO) return <BuiltinLogo brand={brand} compact={compact} className={className} />;
  return (
    <img
      src={currentLogo}
      alt={brand}
      className={cn('h-9 w-auto min-w-0 object-contain sm:h-10', compact ? 'max-w-[4.5rem] min-[400px]:max-w-[6.5rem] sm:max-w-[10rem]' : 'max-w-[10rem]', className)}
    />
  );
}
