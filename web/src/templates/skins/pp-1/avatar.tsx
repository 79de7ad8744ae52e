import { cn } from '@/lib/cn';

/** The player's initial in a brand circle with a fresh ring: the account's face. */
export function Avatar({ name, className }: { name: string | undefined; className?: string }) {
  return (
    <span className={cn('pp1-avatar', className)} aria-hidden="true">
      {(name || '?').slice(0, 1)}
    </span>
  );
}
