import { lazy, Suspense } from 'react';

import type { Template } from '@/types/api';

import { floatingButtons } from './floating-buttons';

const FloatingContacts = lazy(() => import('./floating-contacts').then((m) => ({ default: m.FloatingContacts })));

/**
 * The floating contact buttons for the shell: their code (and the channels' brand marks) loads
 * only for a template that switches at least one on, beside the skin it is drawn over.
 */
export function LazyFloatingContacts({ template }: { template: Template | null | undefined }) {
  if (floatingButtons(template).length === 0) return null;
  return (
    <Suspense fallback={null}>
      <FloatingContacts template={template} />
    </Suspense>
  );
}
