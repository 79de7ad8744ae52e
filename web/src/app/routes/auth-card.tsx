import type { ReactNode } from 'react';

/** The card around the login and registration forms. */
export function AuthCard({ subtitle, children }: { subtitle?: string; children: ReactNode }) {
  return (
    <div className="pp-card pp-auth-card p-5 sm:p-7">
      {subtitle ? <p className="mb-5 text-sm text-muted">{subtitle}</p> : null}
      {children}
    </div>
  );
}
