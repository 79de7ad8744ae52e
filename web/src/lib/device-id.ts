const KEY = 'pp-device';

/**
 * This browser's own random id, kept across visits: registration sends it so that a referral
 * made from the referrer's own browser earns nothing (docs/income.md §2). Null where storage
 * is unavailable (private modes): the referral is then judged on the other signs alone.
 */
export function deviceId(): string | null {
  try {
    const kept = localStorage.getItem(KEY);
    if (kept) return kept;
    const made = crypto.randomUUID();
    localStorage.setItem(KEY, made);
    return made;
  } catch {
    return null;
  }
}
