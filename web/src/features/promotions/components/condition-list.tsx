import { CheckCircleIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

import { promotionConditions } from '../conditions';
import { useConditionContext } from '../hooks/use-promotions';
import type { Promotion } from '../types';

/** A promotion's conditions in plain words, one line each. */
export function ConditionList({
  promotion,
  withTiers = true,
  className,
}: {
  promotion: Promotion;
  /** false: the stack tiers are shown apart. */
  withTiers?: boolean;
  className?: string;
}) {
  const ctx = useConditionContext();
  const lines = promotionConditions(promotion, ctx).filter((line) => withTiers || !line.id.startsWith('tier-'));
  return (
    <ul className={cn('flex flex-col gap-1.5 text-sm text-subtle', className)} data-testid="promotion-conditions">
      {lines.map((line) => (
        <li key={line.id} className="flex items-start gap-2" data-condition={line.id}>
          <CheckCircleIcon className="mt-0.5 size-4 shrink-0 text-accent" />
          <span className="min-w-0">{line.text}</span>
        </li>
      ))}
    </ul>
  );
}
