import type { HTMLAttributes, ReactNode } from 'react';

import { cn } from '@/lib/cn';

export function Card({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('pp-card', className)} {...rest} />;
}

export function SectionTitle({ children, icon, id, className }: { children: ReactNode; icon?: ReactNode; id?: string; className?: string }) {
  return (
    <h2 id={id} className={cn('flex items-center gap-2 text-base font-semibold text-strong sm:text-lg', className)}>
      {icon ? <span className="text-accent" aria-hidden="true">{icon}</span> : null}
      {children}
    </h2>
  );
}
