/**
 * A fresh Idempotency-Key (docs/money.md: 1–64 characters). `crypto.randomUUID` exists only in
 * secure contexts, so plain-http hosts fall back to `getRandomValues`, which exists everywhere.
 */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
