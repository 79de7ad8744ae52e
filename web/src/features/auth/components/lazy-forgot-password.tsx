import { lazy, Suspense } from 'react';

import { Spinner } from '@/components/ui/spinner';

import type { ForgotPasswordProps } from './forgot-password';

const ForgotPassword = lazy(() => import('./forgot-password'));

/** The forgot-password flow: its code loads when a visitor opens it, not with the login page. */
export function LazyForgotPassword(props: ForgotPasswordProps) {
  return (
    <Suspense
      fallback={
        <div className="grid min-h-64 place-items-center">
          <Spinner />
        </div>
      }
    >
      <ForgotPassword {...props} />
    </Suspense>
  );
}
