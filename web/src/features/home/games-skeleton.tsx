import { cn } from '@/lib/cn';

/** The strip's place while its games load: as many empty tiles as it will show. */
export function GamesSkeleton({ base, listClassName, count }: { base: string; listClassName?: string; count: number }) {
  return (
    <ul className={cn(`${base}__list`, listClassName)} aria-hidden="true" data-testid="home-games-loading">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={`${base}__ghost`}>
          <span className="block aspect-square w-full animate-pulse rounded-tile bg-tint/10" />
        </li>
      ))}
    </ul>
  );
}
