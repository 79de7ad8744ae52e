import { useMemo, useRef } from 'react';

import { newIdempotencyKey } from '@/lib/idempotency';

import { isOutcomeUnknown } from '../errors';

/**
 * One Idempotency-Key per submit attempt. A retry of the same body after an unknown outcome
 * (no answer, 5xx) reuses the key, so the server answers it once; any real answer, or a
 * changed body, starts a new attempt.
 */
export function useIdempotencyKey() {
  const attempt = useRef<{ key: string; body: string } | null>(null);
  return useMemo(
    () => ({
      keyFor(body: unknown): string {
        const fingerprint = JSON.stringify(body);
        if (attempt.current?.body !== fingerprint) {
          attempt.current = { key: newIdempotencyKey(), body: fingerprint };
        }
        return attempt.current.key;
      },
      /** After the call: keep the key only when the server may not have seen the request. */
      settle(error?: unknown) {
        if (!error || !isOutcomeUnknown(error)) attempt.current = null;
      },
    }),
    [],
  );
}
